#include "serve/request.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <nlohmann/json.hpp>
#include <mutex>
#include <optional>
#include <sstream>

#include "base/errors.hpp"
#include "base/numbers.hpp"
#include "cli/options.hpp"

namespace gridsat::serve {

namespace {

using nlohmann::json;
namespace po = boost::program_options;

// One option's JSON value checked for its kind (a flag takes true or false, an option with a
// value a text, a number or a list of them) and kept in `options`; false leaves a flag out.
void add_value(json& options, const std::string& name, const json& v, bool takes_value) {
  if (v.is_boolean()) {
    if (takes_value) throw BadRequest("option '" + name + "' takes a value, not true or false");
    if (v.get<bool>()) options[name] = true;
    return;
  }
  if (!takes_value) throw BadRequest("option '" + name + "' is a flag: give true or false");
  if (v.is_array()) {
    for (const json& item : v)
      if (!item.is_string() && !item.is_number())
        throw BadRequest("option '" + name + "': a list holds texts or numbers");
  } else if (!v.is_string() && !v.is_number()) {
    throw BadRequest("option '" + name + "' wants a text, a number" + std::string(v.is_null() ? "" : " or a list") +
                     ", not " + v.type_name());
  }
  options[name] = v;
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

// The options object into call.options (the capped options capped, and given when absent),
// and the output form asked.
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
    add_value(call.options, name, v, it->second);
  }
  for (std::string_view name : {"time-limit", "max-clauses"})
    if (const json cap = cap_of(name, limits);
        !cap.is_null() && known.count(name) && std::find(capped.begin(), capped.end(), name) == capped.end())
      call.options[std::string(name)] = cap;
  if (!e.format.empty()) call.format = std::string(e.format);
  else if (call.format.empty() && known.count("format")) call.format = "json";
  if (!call.format.empty()) call.options["format"] = call.format;
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
      call.type = value.get<std::string>();
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
  if (!call.type.empty()) call.options["type"] = call.type;
  return call;
}

}  // namespace gridsat::serve

namespace gridsat::serve {

namespace {

// A number of the option table as the type its line says, when the JSON number is one.
std::optional<boost::any> typed_number(const cli::ScalarSpec& spec, const json& v) {
  using Kind = cli::ScalarSpec::Kind;
  if (spec.kind == Kind::real) return boost::any(v.get<double>());
  if (!v.is_number_integer()) return std::nullopt;             // 2.5 for an integer: boost's words
  if (spec.kind == Kind::uint64) return boost::any(v.dump());  // read as the command line's text
  if (v.is_number_unsigned() && v.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) return std::nullopt;
  const int64_t n = v.get<int64_t>();
  if (spec.kind == Kind::int64) return boost::any(n);
  if (n < INT_MIN || n > INT_MAX) return std::nullopt;
  return boost::any(static_cast<int>(n));
}

// The scalar line of option `name`, if the command's options hold one.
const cli::ScalarSpec* scalar_of(cli::Command command, const std::string& name) {
  const bool generate = command == cli::Command::generate;
  for (const cli::ScalarSpec& spec : cli::scalar_table()) {
    const bool its = generate ? spec.scope == cli::Scope::generate
                              : spec.scope == cli::Scope::library || spec.scope == cli::Scope::command;
    if (its && spec.name == name) return &spec;
  }
  return nullptr;
}

// One option's value: the table's numbers as their type, the rest through the option's own
// semantic (boost's, as for a command line's text).
boost::any value_of(cli::Command command, const po::option_description& o, const std::string& name, const json& v) {
  if (v.is_number())
    if (const cli::ScalarSpec* spec = scalar_of(command, name))
      if (std::optional<boost::any> typed = typed_number(*spec, v)) return *typed;
  std::vector<std::string> tokens;
  const auto token = [](const json& item) { return item.is_string() ? item.get<std::string>() : item.dump(); };
  if (v.is_array()) {
    for (const json& item : v) tokens.push_back(token(item));
  } else if (!v.is_boolean()) {
    tokens.push_back(token(v));
  }
  boost::any value;
  try {
    if (tokens.size() > 1 && !o.semantic()->is_composing()) throw po::multiple_occurrences();  // a list repeats it
    o.semantic()->parse(value, tokens, true);
  } catch (po::error_with_option_name& e) {
    e.set_option_name(name);  // as the command line's parser says it: '--limit'
    e.set_prefix(po::command_line_style::allow_long);
    throw UsageError(e.what());
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  return value;
}

// The defaults of `described`'s options, as boost's store() gives them, made once per command
// (a request gives few options: the rest take these).
const std::vector<std::pair<std::string, boost::any>>& defaults_of(const cli::Described& described) {
  static std::mutex m;
  static std::map<const cli::Described*, std::vector<std::pair<std::string, boost::any>>> cache;
  std::lock_guard lock(m);
  const auto [it, fresh] = cache.try_emplace(&described);
  if (fresh)
    for (const auto& o : described.all.options()) {
      boost::any value;
      if (o->semantic()->apply_default(value)) it->second.emplace_back(o->long_name(), std::move(value));
    }
  return it->second;
}

}  // namespace

po::variables_map variables_of(const Call& call, const cli::Described& described) {
  po::variables_map vm;
  for (const auto& [name, v] : call.options.items()) {
    const auto o = described.by_name.find(name);
    if (o == described.by_name.end()) throw UsageError("unrecognised option '--" + name + "'");
    vm.insert({name, po::variable_value(value_of(call.command, *o->second, name, v), false)});
  }
  if (!call.input.empty() && described.by_name.count("file"))
    vm.insert({"file", po::variable_value(boost::any(std::vector<std::string>{"-"}), false)});
  for (const auto& [name, value] : defaults_of(described))
    if (!vm.count(name)) vm.insert({name, po::variable_value(value, true)});
  return vm;
}

}  // namespace gridsat::serve
