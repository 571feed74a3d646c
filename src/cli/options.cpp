// The scalar options of model/option_table.hpp as Boost options, and the parse of a command
// line (cli/options.hpp).
#include "cli/options.hpp"

#include <cmath>
#include <iostream>
#include <sstream>

#include "base/numbers.hpp"
#include "cli/stdout.hpp"
#include "registry/registry.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;

namespace {

template <class T>
constexpr ScalarSpec::Kind kind_of() {
  if constexpr (std::is_same_v<T, int>) return ScalarSpec::Kind::int32;
  else if constexpr (std::is_same_v<T, int64_t>) return ScalarSpec::Kind::int64;
  else if constexpr (std::is_same_v<T, double>) return ScalarSpec::Kind::real;
  else return ScalarSpec::Kind::uint64;
}

template <class T>
std::optional<long double> fallback_of(std::optional<T> v) {
  return v ? std::optional<long double>(static_cast<long double>(*v)) : std::nullopt;
}

#define GRIDSAT_SPEC(id, name, type, fallback, lo, hi, help)                                                           \
  t.push_back(ScalarSpec{scope, #id, name, kind_of<type>(), fallback_of<type>(fallback), static_cast<long double>(lo), \
                         static_cast<long double>(hi), help});

std::vector<ScalarSpec> make_table() {
  std::vector<ScalarSpec> t;
  Scope scope = Scope::library;
  GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_SPEC)
  scope = Scope::command;
  GRIDSAT_COMMAND_OPTIONS(GRIDSAT_SPEC)
  scope = Scope::generate;
  GRIDSAT_GENERATE_OPTIONS(GRIDSAT_SPEC)
  scope = Scope::serve;
  GRIDSAT_SERVE_OPTIONS(GRIDSAT_SPEC)
  scope = Scope::mpi;
  GRIDSAT_MPI_OPTIONS(GRIDSAT_SPEC)
  return t;
}
#undef GRIDSAT_SPEC

// A table number as the command line writes it: "64", "0", "inf", "2.5".
std::string number_text(long double v) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  std::ostringstream o;
  o.precision(20);
  o << v;
  return o.str();
}

template <class T>
po::typed_value<T>* value_of(const ScalarSpec& spec) {
  auto* v = po::value<T>();
  if (spec.fallback) v->default_value(static_cast<T>(*spec.fallback));
  return v;
}

}  // namespace

std::span<const ScalarSpec> scalar_table() {
  static const std::vector<ScalarSpec> table = make_table();
  return table;
}

const ScalarSpec& scalar_spec(Scope scope, std::string_view name) {
  for (const ScalarSpec& s : scalar_table())
    if (s.scope == scope && s.name == name) return s;
  throw std::logic_error("no scalar option --" + std::string(name) + " in its list of model/option_table.hpp");
}

void add_scalar(po::options_description& desc, Scope scope, std::string_view name, const std::string* help) {
  const ScalarSpec& spec = scalar_spec(scope, name);
  po::value_semantic* value = nullptr;
  switch (spec.kind) {
    case ScalarSpec::Kind::int32: value = value_of<int>(spec); break;
    case ScalarSpec::Kind::int64: value = value_of<int64_t>(spec); break;
    case ScalarSpec::Kind::real: value = value_of<double>(spec); break;
    case ScalarSpec::Kind::uint64: {  // text, read by scalar_uint64
      auto* v = po::value<std::string>();
      if (spec.fallback) v->default_value(number_text(*spec.fallback));
      value = v;
      break;
    }
  }
  // The table's help is a literal (static storage); boost keeps the pointer.
  desc.add_options()(std::string(name).c_str(), value, help ? help->c_str() : spec.help.data());
}

void add_scalars(po::options_description& desc, Scope scope, std::initializer_list<std::string_view> names) {
  for (std::string_view name : names) add_scalar(desc, scope, name);
}

uint64_t scalar_uint64(std::string_view name, const std::string& text) {
  const std::optional<uint64_t> v = parse_number<uint64_t>(text);
  if (!v)
    throw UsageError("--" + std::string(name) + " must be an integer 0..18446744073709551615, not '" + text + "'");
  return *v;
}

void check_ranges(const po::variables_map& vm, std::initializer_list<Scope> scopes) {
  for (const ScalarSpec& spec : scalar_table()) {
    if (std::find(scopes.begin(), scopes.end(), spec.scope) == scopes.end()) continue;
    const std::string key(spec.name);
    if (!vm.count(key) || spec.kind == ScalarSpec::Kind::uint64) continue;  // uint64: its type is its range
    long double v = 0;
    switch (spec.kind) {
      case ScalarSpec::Kind::int32: v = vm[key].as<int>(); break;
      case ScalarSpec::Kind::int64: v = static_cast<long double>(vm[key].as<int64_t>()); break;
      case ScalarSpec::Kind::real: v = vm[key].as<double>(); break;
      case ScalarSpec::Kind::uint64: break;
    }
    if (!(v >= spec.lo && v <= spec.hi))
      throw UsageError("--" + key + " must be " + number_text(spec.lo) + ".." + number_text(spec.hi) + ", not " +
                       number_text(v));
  }
}

std::string families_where(const std::function<bool(const Family&)>& has,
                           const std::function<std::string_view(const Family&)>& what, std::string_view sep,
                           std::string_view last) {
  std::vector<std::string> names;
  for (const auto& name : family_names()) {
    const Family& f = *find_family(name);
    if (!has(f)) continue;
    const std::string w(what ? what(f) : std::string_view());
    names.push_back(name + (w.empty() ? "" : " (" + w + ")"));
  }
  std::string s;
  for (size_t i = 0; i < names.size(); ++i)
    s += (i == 0 ? "" : i + 1 == names.size() ? std::string(last) : std::string(sep)) + names[i];
  return s;
}

// The choices are read off the help ("what: a (...) | b | c"), where each option declares
// them once.
std::string completion_lines(const po::options_description& desc) {
  std::string out;
  for (const auto& o : desc.options()) {
    out += "--" + o->long_name();
    if (o->semantic()->max_tokens() > 0) {
      out += " =";
      const std::string& d = o->description();
      const size_t bar = d.find(" | ");
      if (bar != std::string::npos) {
        const size_t colon = d.rfind(": ", bar);
        std::istringstream pieces(d.substr(colon == std::string::npos ? 0 : colon + 2));
        for (std::string piece; std::getline(pieces, piece, '|');) {
          std::istringstream words(piece);
          std::string word;
          if (words >> word) out += " " + word.substr(0, word.find('('));
        }
      }
    }
    out += "\n";
  }
  return out;
}

std::optional<po::variables_map> parse_command_line(const std::vector<std::string>& args,
                                                    const po::options_description& visible,
                                                    const po::options_description& all,
                                                    const po::positional_options_description* positional,
                                                    const std::string& intro) {
  if (args.size() == 1 && args[0] == "--complete-options") {  // hidden: for tools/gridsat.bash
    out_stream() << completion_lines(visible);
    return std::nullopt;
  }
  po::variables_map vm;
  try {
    po::command_line_parser parser(args);
    parser.options(all);
    if (positional) parser.positional(*positional);
    po::store(parser.run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  if (vm.count("help")) {
    out_stream() << intro << visible << '\n';
    return std::nullopt;
  }
  return vm;
}

}  // namespace gridsat::cli
