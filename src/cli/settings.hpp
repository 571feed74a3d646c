#pragma once
// A command's settings, parsed from its arguments (cli/settings.cpp) as cli/describe.cpp
// declares them: the family options from the registry's option table (registry/options.hpp),
// the scalar ones from model/option_table.hpp.
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
#include "cli/options.hpp"
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
    {Format::url, "puzzlink", "", true},  // the forms' own name for puzz.link (generate's record: "forms")
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
  bool explain_with_sat = true;  // explain --explain-with sat (the default; ladder: false)
  bool assume_unique = false;     // explain/grade --assume-unique
  bool explain_count = false;     // count --explain (src/uniqueness/)
  bool redundant = false;         // count --explain --redundant
  bool no_repair = false;         // count --explain --no-repair
  std::vector<std::string> files;
};

// Parses a command's arguments. Throws UsageError; prints the help and returns nullopt for
// --help.
std::optional<Settings> parse_settings(Command command, const std::vector<std::string>& args);
// A command of options already parsed against described(command).all, as run() runs it
// (gridsat serve's requests); `error` receives a usage or input error's problem alone.
// `decode` gives the options from the command's descriptions (in run's error handling: a
// UsageError it throws is reported as the command's). It installs no signal handlers: the
// server takes the stop signals itself.
int run(Command command, const std::function<boost::program_options::variables_map(const Described&)>& decode,
        std::string& error);
// The settings of options already parsed against described(command).all (gridsat serve
// decodes a request's JSON into them). Throws UsageError.
Settings settings_from(Command command, const boost::program_options::variables_map& vm);

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
// gridsat generate: its options (cli/generate.cpp) through parse_command_line, or already
// parsed against described(Command::generate).all; throws UsageError and InputError, which
// run() reports as for every command.
int generate_command(const std::vector<std::string>& args);
int generate_command(const boost::program_options::variables_map& vm);

}  // namespace gridsat::cli
