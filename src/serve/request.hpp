#pragma once
// gridsat serve's requests: a JSON body decoded straight into the options of the command it
// stands for (the descriptions cli/describe.cpp builds, the scalar options typed by
// model/option_table.hpp), so that a request runs the command's own checks (cli/settings.cpp)
// and its own record writers, with no command line between. Pure: no sockets here
// (fuzz/fuzz_serve.cpp drives it).
//
//   {"puzzle": "<text in any form the CLI reads>", "type": "auto", "options": {"limit": 2}}
//
// runs as `gridsat count --type=auto --limit=2 --format=json -` would, with the puzzle as
// standard input. An option is named as on the command line (without the dashes); true is a
// flag, false leaves it out, a number or a text is its value, a list repeats it.
#include <boost/program_options.hpp>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"
#include "cli/options.hpp"

namespace gridsat::serve {

// A request that cannot be run as it is (HTTP 400); the message names the problem.
struct BadRequest : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A command's options by name (its `--complete-options` lines): whether each takes a value.
using OptionSet = std::map<std::string, bool, std::less<>>;
// Reads `gridsat COMMAND --complete-options`' output.
OptionSet parse_option_lines(const std::string& lines);

// POST /v1/NAME runs `command`; `format`: the output form it always has ("svg" for picture),
// "" for the command's JSON records when it has them; `reads`: it reads a puzzle text.
struct Endpoint {
  std::string_view name;
  cli::Command command;
  std::string_view format;
  bool reads = true;
};
inline constexpr Endpoint kEndpoints[] = {
    {"solve", cli::Command::solve, "", true},        {"count", cli::Command::count, "", true},
    {"explain", cli::Command::explain, "", true},    {"grade", cli::Command::grade, "", true},
    {"generate", cli::Command::generate, "", false}, {"encode", cli::Command::encode, "", true},
    {"picture", cli::Command::solve, "svg", true},
};
const Endpoint* find_endpoint(std::string_view name);

// Options a request may not give: they name files on the server (or print help).
inline constexpr std::string_view kRefusedOptions[] = {"output", "proof", "model",           "cnf",
                                                       "file",   "help",  "complete-options"};

// What a request runs: COMMAND with `options` (name -> JSON value, the server's caps applied,
// type and format among them; a flag is true) and `input` as its standard input (the source
// "-"); `format` is its output form: "json" (records, answered as a list), "svg", "html",
// "grid", "line", ..., or "" (encode: DIMACS).
struct Call {
  cli::Command command = cli::Command::solve;
  nlohmann::json options = nlohmann::json::object();
  std::string type;
  std::string input;
  std::string format;
};

// Caps the server puts on every request, for the commands that have the option: a request's
// own value replaces none, 0 (no limit) or a larger value. 0 here: no cap.
struct Limits {
  double time_limit = 0;    // --time-limit, seconds
  int64_t max_clauses = 0;  // --max-clauses (the solver holds about 110 bytes a clause)
};

// Throws BadRequest: not JSON, not an object, an unknown key or option (named), an option
// that names a server file, a value of the wrong kind, no puzzle where one is needed.
Call decode_request(const Endpoint& e, std::string_view body, const OptionSet& options, const Limits& limits);

// The call's options as the command's parser would store them (defaults included), against
// `described`: cli::described(call.command). Throws UsageError for a value the option does
// not take (in boost's words, as the command line's).
boost::program_options::variables_map variables_of(const Call& call, const cli::Described& described);

}  // namespace gridsat::serve
