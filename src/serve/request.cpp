#include "serve/request.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "base/numbers.hpp"

namespace gridsat::serve {

namespace {

using nlohmann::json;

// "--name=VALUE" pieces of one option's JSON value (a list repeats the option).
void add_values(std::vector<std::string>& args, const std::string& name, const json& v, bool takes_value) {
  const std::string dashed = "--" + name;
  if (v.is_boolean()) {
    if (takes_value) throw BadRequest("option '" + name + "' takes a value, not true or false");
    if (v.get<bool>()) args.push_back(dashed);
    return;
  }
  if (!takes_value) throw BadRequest("option '" + name + "' is a flag: give true or false");
  if (v.is_string()) {
    args.push_back(dashed + "=" + v.get<std::string>());
  } else if (v.is_number_integer() || v.is_number_unsigned()) {
    args.push_back(dashed + "=" + v.dump());
  } else if (v.is_number_float()) {
    std::ostringstream o;
    o.precision(17);
    o << v.get<double>();
    args.push_back(dashed + "=" + o.str());
  } else if (v.is_array()) {
    for (const json& item : v) {
      if (item.is_array() || item.is_object() || item.is_null() || item.is_boolean())
        throw BadRequest("option '" + name + "': a list holds texts or numbers");
      add_values(args, name, item, true);
    }
  } else {
    throw BadRequest("option '" + name + "' wants a text, a number" + std::string(v.is_null() ? "" : " or a list") +
                     ", not " + v.type_name());
  }
}

// A capped option's value in the request, when the server can read it as a number (else the
// command's parser judges it).
std::optional<double> requested_number(const json& v) {
  if (v.is_number()) return v.get<double>();
  if (!v.is_string()) return std::nullopt;
  std::string_view text = v.get_ref<const std::string&>();
  if (text.size() > 1 && text[0] == '+') text.remove_prefix(1);  // boost reads "+9" as 9: capped too
  return parse_number<double>(text);
}

bool refused(std::string_view name) {
  return std::find(std::begin(kRefusedOptions), std::end(kRefusedOptions), name) != std::end(kRefusedOptions);
}

// The server's cap on option `name` (0: none), as a JSON number.
json cap_of(std::string_view name, const Limits& limits) {
  if (name == "time-limit" && limits.time_limit > 0) return limits.time_limit;
  if (name == "max-clauses" && limits.max_clauses > 0) return limits.max_clauses;
  return nullptr;
}

// The options object into args (the capped options capped, and given when absent), and the
// output form asked.
void take_options(const Endpoint& e, const json& opts, const OptionSet& known, const Limits& limits, Call& call) {
  std::vector<std::string_view> capped;
  for (const auto& [name, value] : opts.items()) {
    if (refused(name)) throw BadRequest("option '" + name + "' is not available through the API (it names a file)");
    const auto it = known.find(name);
    if (it == known.end())
      throw BadRequest("unknown option '" + name + "' for " + std::string(e.name) + " (options are named as `gridsat " +
                       std::string(to_string(e.command)) + " --help` lists them, without the dashes)");
    if (name == "format" && !e.format.empty())
      throw BadRequest("option 'format': " + std::string(e.name) + " always answers " + std::string(e.format));
    json v = value;
    if (const json cap = cap_of(name, limits); !cap.is_null()) {
      capped.push_back(name == "time-limit" ? "time-limit" : "max-clauses");
      const std::optional<double> asked = requested_number(v);
      if (asked && (!(*asked > 0) || !std::isfinite(*asked) || *asked > cap.get<double>())) v = cap;
    }
    if (name == "format" && v.is_string()) call.format = v.get<std::string>();
    add_values(call.args, name, v, it->second);
  }
  for (std::string_view name : {"time-limit", "max-clauses"})
    if (const json cap = cap_of(name, limits);
        !cap.is_null() && known.count(name) && std::find(capped.begin(), capped.end(), name) == capped.end())
      add_values(call.args, std::string(name), cap, true);
  if (!e.format.empty()) {
    call.format = std::string(e.format);
    call.args.push_back("--format=" + call.format);
  } else if (call.format.empty() && known.count("format")) {
    call.format = "json";
    call.args.push_back("--format=json");
  }
}

}  // namespace

OptionSet parse_option_lines(const std::string& lines) {
  OptionSet set;
  std::istringstream in(lines);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("--", 0) != 0) continue;
    const size_t space = line.find(' ');
    set[line.substr(2, space == std::string::npos ? std::string::npos : space - 2)] =
        line.find(" =", 0) != std::string::npos;
  }
  return set;
}

const Endpoint* find_endpoint(std::string_view name) {
  for (const Endpoint& e : kEndpoints)
    if (e.name == name) return &e;
  return nullptr;
}

Call decode_request(const Endpoint& e, std::string_view body, const OptionSet& options, const Limits& limits) {
  json req = json::parse(body.begin(), body.end(), nullptr, false);
  if (req.is_discarded()) {
    try {  // again, for the parser's words (where it failed)
      [[maybe_unused]] const json again = json::parse(body.begin(), body.end());
    } catch (const json::exception& ex) {
      throw BadRequest(std::string("the body is not JSON: ") + ex.what());
    }
    throw BadRequest("the body is not JSON");
  }
  if (!req.is_object()) throw BadRequest("the body must be a JSON object such as {\"puzzle\": \"...\"}");
  Call call;
  call.command = e.command;
  for (const auto& [key, value] : req.items()) {
    if (key == "puzzle") {
      if (!e.reads) throw BadRequest(std::string(e.name) + " takes no puzzle");
      if (!value.is_string()) throw BadRequest("'puzzle' must be a text");
      call.input = value.get<std::string>();
    } else if (key == "type") {
      if (!value.is_string()) throw BadRequest("'type' must be a text (auto or a family name)");
      call.args.push_back("--type=" + value.get<std::string>());
    } else if (key == "options") {
      if (!value.is_object()) throw BadRequest("'options' must be an object of option names and values");
    } else {
      throw BadRequest("unknown key '" + key + "' (a request has puzzle, type and options)");
    }
  }
  if (req.contains("options")) take_options(e, req["options"], options, limits, call);
  else take_options(e, json::object(), options, limits, call);
  const bool sized = req.contains("options") && req["options"].contains("size");
  if (e.reads && call.input.empty() && !sized)
    throw BadRequest("'puzzle' is missing or empty (or give the option size, with type, for an empty grid)");
  if (e.reads && !call.input.empty()) call.args.push_back("-");
  return call;
}

}  // namespace gridsat::serve
