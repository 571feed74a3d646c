#pragma once
// A command's settings, parsed from its arguments. The enumerated options come from the
// option table (registry/options.hpp); the rest are declared in settings.cpp.
#include <boost/program_options.hpp>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "base/errors.hpp"
#include "base/names.hpp"
#include "cli/commands.hpp"
#include "model/family.hpp"
#include "solve/solve.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat::cli {

enum class Format { grid, line, json, svg, html, url };
inline constexpr Named<Format> kFormatNames[] = {
    {Format::grid, "grid", "readable, box rules"},
    {Format::line, "line", "one line per puzzle, in the input's form"},
    {Format::json, "json", "JSON Lines"},
    {Format::svg, "svg",
     "a picture per puzzle: givens black, solved values blue; more than one puzzle needs -o DIR/ "
     "or -o NAME-{n}.svg"},
    {Format::html, "html", "explain only: one page per puzzle that steps through the explanation"},
    {Format::url, "url", "solve, count: the puzzle's puzz.link URL, one line per puzzle (the genres puzz.link has)"},
};

struct Settings {
  Command command = Command::solve;
  ReadOptions read;    // how the sources are read (type, --box, --size, family options)
  SolveOptions solve;  // encoding, native, CaDiCaL options and the limits; proof_path is
                       // set per puzzle from `proof`
  Backend backend = Backend::automatic;
  Format format = Format::grid;
  bool stats = false;
  bool counting = false;
  std::string proof;              // solve/count --proof
  std::string output;             // -o: encode's CNF, pictures (svg, html), sheet's PDF
  bool show_lines = false;        // --format svg --show-lines (no-three-in-line)
  int per_page = 4;               // sheet --per-page
  std::string paper = "a4";       // sheet --paper
  bool with_solutions = false;    // sheet --with-solutions
  bool uniqueness = false;        // encode --uniqueness
  std::string model, cnf;         // decode
  int64_t index = 1;              // decode --index
  bool candidates = false;        // explain --candidates
  bool verbose = false;           // explain --verbose
  bool then_sat = false;          // explain --then sat
  bool explain_with_sat = false;  // explain --explain-with sat
  bool assume_unique = false;     // explain/grade --assume-unique
  bool explain_count = false;     // count --explain (src/uniqueness/)
  bool redundant = false;         // count --explain --redundant
  std::vector<std::string> files;
};

// The option machinery every command shares (generate included).
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

// A scalar option (a number or a text, not a choice among names), declared once, in its
// command's table: its name, its help, its type and default (boost's value semantic, so that
// --help shows the default and a value of the wrong type is refused in boost's words), and
// `take`: its range check (a UsageError naming it) and where it is stored in `S`, the
// settings it fills (Settings; generate's own). A command adds and takes each one by name
// where it belongs among its other options (add_scalars, take_scalar).
template <class S>
struct ScalarOption {
  std::string_view name;
  std::string help;
  std::function<boost::program_options::value_semantic*()> value;
  std::function<void(const boost::program_options::variable_value&, S&)> take;
};
// A ScalarOption of type T, with a default (nullopt: none, the option is then taken only
// when given) and `store(value, settings)`, which checks and stores it.
template <class T, class S>
ScalarOption<S> scalar(std::string_view name, std::string help, std::optional<T> fallback,
                       std::function<void(T, S&)> store) {
  return {name, std::move(help),
          [fallback]() -> boost::program_options::value_semantic* {
            auto* v = boost::program_options::value<T>();
            if (fallback) v->default_value(*fallback);
            return v;
          },
          [store = std::move(store)](const boost::program_options::variable_value& v, S& s) { store(v.as<T>(), s); }};
}
template <class S>
const ScalarOption<S>& find_scalar(const std::vector<ScalarOption<S>>& table, std::string_view name) {
  for (const auto& o : table)
    if (o.name == name) return o;
  throw std::logic_error("no scalar option --" + std::string(name));
}
// Adds the options of `table` called `names` to `desc`, in that order.
template <class S>
void add_scalars(boost::program_options::options_description& desc, const std::vector<ScalarOption<S>>& table,
                 std::initializer_list<std::string_view> names) {
  for (std::string_view name : names) {
    const ScalarOption<S>& o = find_scalar(table, name);
    desc.add_options()(std::string(o.name).c_str(), o.value(), o.help.c_str());
  }
}
// Takes option `name` into `s` when `vm` holds it (given, or its default); returns whether it did.
template <class S>
bool take_scalar(const boost::program_options::variables_map& vm, const std::vector<ScalarOption<S>>& table,
                 std::string_view name, S& s) {
  const std::string key(name);
  if (!vm.count(key)) return false;
  find_scalar(table, name).take(vm[key], s);
  return true;
}

// The value of --option named in `table` (aliases too); throws UsageError naming the option
// and its choices otherwise.
template <class E>
E parse_choice(std::string_view option, std::span<const Named<E>> table, const std::string& value) {
  if (auto v = parse_name(table, value)) return *v;
  throw UsageError("--" + std::string(option) + " must be " + names_list(table) + ", not '" + value + "'");
}

// Parses `args` against `all` (visible options and hidden ones): boost's errors become
// UsageErrors. --help prints `intro` and the visible options, --complete-options (for
// tools/gridsat.bash) their completion lines; both return nullopt.
std::optional<boost::program_options::variables_map> parse_command_line(
    const std::vector<std::string>& args, const boost::program_options::options_description& visible,
    const boost::program_options::options_description& all,
    const boost::program_options::positional_options_description* positional, const std::string& intro);

// Parses a command's arguments. Throws UsageError; prints the help and returns nullopt for
// --help.
std::optional<Settings> parse_settings(Command command, const std::vector<std::string>& args);

// Reads every source (decode: one puzzle file), as cli/batch.hpp's Batch does. A source
// that cannot be read at all (missing, a directory) becomes one error record (line 0), so
// that the other sources of the batch are still answered. Throws InputError only for
// --size out of range.
std::vector<Record> read_all(const Settings& s);

// The path for puzzle `index` of `total` (2 for "more than one": a stream's total is not
// known): SPEC itself for one puzzle; SPEC/puzzle-N.EXT when SPEC is a directory (or ends
// in /); SPEC with every {n} replaced by N.
std::string numbered(const std::string& spec, size_t index, size_t total, const std::string& ext);

// Throws UsageError when `path` (given by `option`: -o, --proof) is one of the input files,
// which writing it would destroy. Compares the files themselves (std::filesystem::equivalent),
// so other spellings and hard links are caught too.
void refuse_input_as_output(const Settings& s, const std::string& path, std::string_view option);
// numbered(spec, ...), refused when it is an input file.
std::string output_path(const Settings& s, const std::string& spec, std::string_view option, size_t index, size_t total,
                        const std::string& ext);

// The option table's options (read, encoding, native) of s, for encoding_options_line.
PuzzleOptions puzzle_options(const Settings& s);

// One puzzle solved as `gridsat solve` and `count` do: the answer (an internal error, a
// checker rejection or a disagreement of backends, is its internal_error, with nothing else
// kept of it), the input error that refused it (over the budget, an unwritable proof file:
// `message` is "WHERE: problem"), or stopped by Ctrl-C (the answer is partial).
struct Solved {
  enum Kind { answered, refused, stopped } kind = answered;
  Answer reply;
  std::string message;
};
// Solves with solve/ (gridsat::solve), the options already valid (validate, at parse time).
// `where` ("source:line") prefixes a refusal's message.
Solved solve_with(Backend backend, const SolveOptions& o, const Puzzle& p, const std::string& where);
// With the command's settings: count's --limit (1 for solve), a --proof path. `cadical`:
// other CaDiCaL settings than s's (gridsat-mpi's portfolio).
Solved solve_record(const Settings& s, const Puzzle& p, const std::string& where, const std::string& proof_path,
                    const CadicalSettings* cadical = nullptr);
// solve_with's handling of refusals and internal errors around any run that gives an Answer.
Solved answer_with(const std::function<Answer()>& run, Backend backend, const std::string& where);
// count --explain (cli/count_explain.cpp): the count and its explanation into `ex`.
Solved explain_record(const Settings& s, const Puzzle& p, const std::string& where, Explanation& ex);

int solve_or_count(const Settings& s);
int encode(const Settings& s);
int decode_model(const Settings& s);
int explain(const Settings& s);
int grade(const Settings& s);
int sheet(const Settings& s);
// gridsat generate: its options (cli/generate.cpp) through parse_command_line; throws
// UsageError and InputError, which run() reports as for every command.
int generate_command(const std::vector<std::string>& args);

}  // namespace gridsat::cli
