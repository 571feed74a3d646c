// libFuzzer harness for gridsat serve's request decoding (serve/request.hpp): the input is
// "ENDPOINT\nBODY". Every body is either options of the command or a BadRequest;
// nothing else may escape (no crash, no other exception, no option outside the command's set).
#include <cstddef>
#include <cstdint>
#include <string>

#include "base/numbers.hpp"
#include "serve/request.hpp"

using namespace gridsat::serve;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const OptionSet options = parse_option_lines(
      "--type = auto sudoku latin\n--size =\n--limit =\n--time-limit =\n--format = grid line json svg\n--x\n"
      "--cadical =\n--backend = auto sat native both\n--seed =\n--count =\n--output =\n--help\n");
  const std::string text(reinterpret_cast<const char*>(data), size);
  const size_t nl = text.find('\n');
  const Endpoint* e = find_endpoint(text.substr(0, nl == std::string::npos ? 0 : nl));
  if (!e) e = &kEndpoints[size % std::size(kEndpoints)];
  const std::string body = nl == std::string::npos ? text : text.substr(nl + 1);
  try {
    Limits limits;
    limits.time_limit = 5;
    const Call call = decode_request(*e, body, options, limits);
    for (const auto& [name, value] : call.options.items()) {
      if (name == "type" || name == "format") continue;
      if (!options.count(name) || name == "output" || name == "help") __builtin_trap();
      if (name == "time-limit" && value.is_number() && value.get<double>() > 5) __builtin_trap();
      if (name == "time-limit" && value.is_string())
        if (const auto asked = gridsat::parse_number<double>(value.get<std::string>()); asked && *asked > 5)
          __builtin_trap();
    }
  } catch (const BadRequest&) {
  }
  return 0;
}
