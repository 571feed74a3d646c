#pragma once
// The option machinery of every front end that parses a command line (the commands,
// generate, serve, gridsat-mpi): the scalar options of model/option_table.hpp as Boost option
// descriptions and typed values, the choices' help, and the parse itself. cli/describe.cpp
// builds every command's descriptions with it.
#include <boost/program_options.hpp>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "base/errors.hpp"
#include "base/names.hpp"
#include "cli/commands.hpp"
#include "model/family.hpp"
#include "model/option_table.hpp"

namespace gridsat::cli {

// The lists of model/option_table.hpp.
enum class Scope { library, command, generate, serve, mpi };

// One line of the option table, as data.
struct ScalarSpec {
  Scope scope;
  std::string_view id, name;
  enum class Kind { int32, int64, real, uint64 } kind;
  std::optional<long double> fallback;
  long double lo, hi;
  std::string_view help;
};
// Every line of the table, in its order.
std::span<const ScalarSpec> scalar_table();
// The line of option `name` in list `scope`; std::logic_error when there is none (a bug).
const ScalarSpec& scalar_spec(Scope scope, std::string_view name);

// Adds --name of list `scope` to `desc`, with its type and default (so that --help shows
// the default and boost refuses a value of the wrong type in its own words); `help` replaces
// the table's (kept alive by the caller) where a command says it otherwise.
void add_scalar(boost::program_options::options_description& desc, Scope scope, std::string_view name,
                const std::string* help = nullptr);
void add_scalars(boost::program_options::options_description& desc, Scope scope,
                 std::initializer_list<std::string_view> names);

// The uint64_t options' text (read by base/numbers.hpp; boost's lexical_cast would take "-1"
// for 2^64-1): the value, or a UsageError naming the option.
uint64_t scalar_uint64(std::string_view name, const std::string& text);

// Option `name` of `vm` (given, or its default) into `out`, when `vm` holds it; returns
// whether it did. `out`'s type is the table line's.
template <class T>
bool take_scalar(const boost::program_options::variables_map& vm, Scope scope, std::string_view name, T& out) {
  const std::string key(name);
  if (!vm.count(key)) return false;
  (void)scalar_spec(scope, name);  // a name the table holds
  if constexpr (std::is_same_v<T, uint64_t>) out = scalar_uint64(name, vm[key].as<std::string>());
  else out = vm[key].as<T>();
  return true;
}
template <class T>
bool take_scalar(const boost::program_options::variables_map& vm, Scope scope, std::string_view name,
                 std::optional<T>& out) {
  T value{};
  if (!take_scalar(vm, scope, name, value)) return false;
  out = value;
  return true;
}

// Throws UsageError for the first option of `scopes` in `vm` outside its table range
// ("--per-page must be 1..6, not 9"). Run after the commands' own checks, whose messages
// say more, so that it only catches what they leave.
void check_ranges(const boost::program_options::variables_map& vm, std::initializer_list<Scope> scopes);

// "what: a (help) | b (help) | c": the help of an enumerated option (completion reads the
// choices off it).
template <class Choices>
std::string choice_help(std::string_view what, const Choices& choices) {
  std::string s = std::string(what) + ": ";
  bool first = true;
  for (const auto& [name, help] : choices) {
    s += (first ? "" : " | ") + std::string(name) + (help.empty() ? "" : " (" + std::string(help) + ")");
    first = false;
  }
  return s;
}
template <class E>
std::string choice_help(std::string_view what, std::span<const Named<E>> table) {
  return choice_help(what, choices_of(table));
}

// The value of --option named in `table` (aliases too); throws UsageError naming the option
// and its choices otherwise.
template <class E>
E parse_choice(std::string_view option, std::span<const Named<E>> table, const std::string& value) {
  if (auto v = parse_name(table, value)) return *v;
  throw UsageError("--" + std::string(option) + " must be " + names_list(table) + ", not '" + value + "'");
}

// For shell completion (tools/gridsat.bash): one line per option, "--name" for a flag,
// "--name = choice..." for an option with a value.
std::string completion_lines(const boost::program_options::options_description& desc);

// Parses `args` against `all` (visible options and hidden ones): boost's errors become
// UsageErrors. --help prints `intro` and the visible options, --complete-options (for
// tools/gridsat.bash) their completion lines; both return nullopt.
std::optional<boost::program_options::variables_map> parse_command_line(
    const std::vector<std::string>& args, const boost::program_options::options_description& visible,
    const boost::program_options::options_description& all,
    const boost::program_options::positional_options_description* positional, const std::string& intro);

// The descriptions of one command line, built by cli/describe.cpp: --help's sections
// (`visible`), everything (`all`: hidden ones too), the positional FILEs, and the help texts
// that boost keeps pointers to.
struct Described {
  std::optional<boost::program_options::options_description> visible;  // emplaced with its caption
  boost::program_options::options_description all;
  boost::program_options::positional_options_description positional;
  std::string intro;  // --help's text before the options
  std::deque<std::string> texts;
  // `all`'s options by long name (described() fills it): boost's own search compares them
  // one by one, case folded, a tenth of a small request of gridsat serve.
  std::map<std::string, const boost::program_options::option_description*, std::less<>> by_name;
};
// A command's descriptions (serve: its own), built once and shared by every thread.
const Described& described(Command command);
// solve, count, encode, decode, explain, grade, sheet.
void describe_command(Command command, Described& d);
// gridsat generate; gridsat serve; gridsat-mpi's own (--mpi-mode, --sls-ranks).
void describe_generate(Described& d);
void describe_serve(Described& d);
void describe_mpi(Described& d);

// The --format choices of a command (html: explain only; svg: not for decode and grade).
std::vector<std::pair<std::string_view, std::string_view>> formats_of(Command command);

// "sudoku, latin and futoshiki": the families of the registry for which `has` holds, each
// followed by what(f) in parentheses when that is not empty; `last` joins the last two.
std::string families_where(const std::function<bool(const Family&)>& has,
                           const std::function<std::string_view(const Family&)>& what = {}, std::string_view sep = ", ",
                           std::string_view last = ", ");

// generate's output forms.
enum class GenFormat { line, grid, json, sgt, pls, cnf, svg, url };
inline constexpr Named<GenFormat> kGenFormats[] = {
    {GenFormat::line, "line", "one line per puzzle in the family's own form (Futoshiki: unequal's game ID)"},
    {GenFormat::grid, "grid", "the readable grid"},
    {GenFormat::json, "json", "JSON Lines: seed, level, givens, the puzzle and its solution"},
    {GenFormat::sgt, "sgt", "Simon Tatham's game IDs (sudoku: solo, futoshiki: unequal)"},
    {GenFormat::pls, "pls", "latin: Gomes' .pls ('order N', 0-based symbols, -1 blank)"},
    {GenFormat::cnf, "cnf", "latin: the DIMACS CNF of the completion (--encoding), with its variable map"},
    {GenFormat::svg, "svg", "a picture of each puzzle's givens; with --count above 1, -o DIR/ or -o NAME{n}.svg"},
    {GenFormat::url, "url", "the puzzle's puzz.link URL (sudoku, towers: skyscrapers, ...)"},
    {GenFormat::url, "puzzlink", "", true},  // puzz.link's forms' own name, as users write it
};

}  // namespace gridsat::cli
