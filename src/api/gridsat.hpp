#pragma once
// gridsat: grid logic puzzles (all 17 types: Sudoku of any box shape, jigsaw and killer Sudoku,
// Latin squares, Futoshiki, KenKen, Towers, magic squares, no-three-in-line, nonograms, Light
// Up, Hitori, Binairo, Tents, Slitherlink, Masyu, Hashi) solved by SAT encoding with CaDiCaL,
// every answer checked.
// This is the library's one public header (installed as <gridsat.hpp>; link gridsat::gridsat
// from find_package(gridsat), or `pkg-config --libs gridsat`); it includes the option table
// (gridsat/option_table.hpp, installed beside it). It needs only the standard library.
//
//   #include <gridsat.hpp>
//   #include <iostream>
//
//   int main() {
//     namespace gs = gridsat::api;
//     gs::Puzzle p = gs::read_one(
//         "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
//     gs::Result r = gs::count(p);                 // up to 2 solutions: is it unique?
//     std::cout << r.verdict << "\n"                // "unique"
//               << gs::to_text(p, r.solutions[0]);  // the solution, in the puzzle's own form
//     std::cout << gs::encode(p).substr(0, 40);     // DIMACS with its variable map
//   }
//
// Contracts. Every call is reentrant and may run in several threads at once on different
// puzzles. Every grid in a Result passed gridsat's independent checker. Errors are one type,
// gridsat::api::Error: bad text (with the source name and 1-based line), an unknown option
// or value, a puzzle over the clause budget. A checker rejection or a disagreement between
// backends (a bug in gridsat) is an Error with line 0 and a message starting "internal:".
// Ctrl-C (SIGINT) is not handled here: stop a long solve with Options::time_limit, or from
// another thread with request_stop().
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

// The option table: installed as gridsat/option_table.hpp beside this header, in gridsat's
// tree src/model/option_table.hpp.
#if __has_include("gridsat/option_table.hpp")
#define GRIDSAT_OPTION_TABLE_HEADER "gridsat/option_table.hpp"
#else
#define GRIDSAT_OPTION_TABLE_HEADER "model/option_table.hpp"
#endif
#include GRIDSAT_OPTION_TABLE_HEADER

namespace gridsat::api {

// A grid of values, row by row. In givens 0 is an empty cell. Values are 1..N (Latin
// squares read from .pls files keep 1..N here; to_text writes their 0-based symbols).
using Grid = std::vector<std::vector<int>>;

// The source that errors about a Grid given as rows carry (from_grid, to_text); their line is
// 0 and the message names the row and column.
inline constexpr const char* kGridSource = "<grid>";

// The one exception type.
class Error : public std::runtime_error {
 public:
  // input: bad text, an unknown option, a refused puzzle (over the budget, an unwritable
  // proof path): the caller's to fix. internal: a checker rejection or a disagreement
  // between backends: a bug in gridsat (the message starts "internal:").
  enum class Kind { input, internal };
  Error(std::string source, int line, const std::string& message, Kind kind = Kind::input);
  const std::string& source() const { return source_; }    // file or source name; "" when none
  int line() const { return line_; }                       // 1-based; 0 when no line applies
  const std::string& message() const { return message_; }  // the problem alone
  Kind kind() const { return kind_; }

 private:
  std::string source_;
  int line_;
  std::string message_;
  Kind kind_;
};

// How to read, encode and solve. `settings` takes the command line's option names without
// "--" and values as text, e.g. {"amo", "commander"}, {"box", "2x3"}, {"sum", "digits"},
// {"symmetry", "90"}, {"inference", "mac"}: the names and values of `gridsat solve --help`.
struct Options {
  std::string type = "auto";     // any of the 17 (`gridsat --help`: sudoku, ..., hashi), or auto (detect)
  std::string backend = "auto";  // auto (per puzzle, what answers: Result::backend says which),
                                 // sat (CaDiCaL), native (backtracking), both (cross-checked)
  // The scalar options: one field per line of the option table's GRIDSAT_LIBRARY_OPTIONS
  // (gridsat/option_table.hpp: each one's type, default, range and help), named as the command
  // line's with '_' for '-': time_limit (seconds per puzzle, encoding included; 0 = none),
  // max_clauses (refuse larger encodings, an Error; 0 = no limit), threads (sat backend:
  // CaDiCaL solvers side by side; 0 = every core), sls_workers (sat backend, first solution:
  // local-search threads racing beside them).
#define GRIDSAT_API_FIELD(id, name, type, fallback, lo, hi, help) type id = fallback;
  GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_API_FIELD)
#undef GRIDSAT_API_FIELD
  std::map<std::string, std::string> settings;
  // sat backend only (an Error with native; auto then runs sat):
  std::string proof;  // write a DRAT proof here (threads 1): kept when the answer
                      // rests on unsatisfiability (none, or a complete count)
  std::string cadical_config =
      "auto";  // CaDiCaL's configuration: auto (the family's choice), default, plain, sat, unsat
  std::vector<std::pair<std::string, int>> cadical;  // CaDiCaL options, e.g. {"phase", 0},
                                                     // applied after gridsat's own ({"lucky", 0}, {"chrono", 0})
  bool assume_unique = false;                        // grade, explain: also techniques that assume the puzzle
                                                     // has one solution (unique rectangles)
  std::string count_split = "auto";                  // counts with threads > 1: auto, race, partition, split
                                                     // or share (`gridsat count --count-split`)
};

// A puzzle read or built: its family, size and givens; the model behind it is shared
// (copies are cheap) and immutable.
struct Puzzle {
  std::string type;         // the family's name
  std::string description;  // e.g. "sudoku 9x9 (3x3 boxes), 24 givens"
  Grid givens;
  std::string source;  // where it was read; line is its first line there
  int line = 0;
  std::shared_ptr<const void> model;  // internal
};

// Every puzzle of `text` (a file's contents). Throws Error at the first bad puzzle, naming
// `source` and its line; read_each keeps going and returns the errors in `errors` instead.
std::vector<Puzzle> read(const std::string& text, const Options& options = {}, const std::string& source = "<text>");
std::vector<Puzzle> read_each(const std::string& text, std::vector<Error>& errors, const Options& options = {},
                              const std::string& source = "<text>");
// The one puzzle of `text`; an Error when it holds no puzzle or more than one.
Puzzle read_one(const std::string& text, const Options& options = {}, const std::string& source = "<text>");
// A puzzle from its givens (0 = empty); `type` as in Options (not auto). Sudoku's box shape
// comes from settings {"box", "RxC"} or gridsat's default for the size.
Puzzle from_grid(const std::string& type, const Grid& givens, const Options& options = {});
// The families gridsat knows (the types of Options, in registry order); with
// from_grid_only, those that from_grid makes.
std::vector<std::string> types(bool from_grid_only = false);
// The empty puzzle of a size: an empty Sudoku or Latin square, a bare magic square or
// no-three-in-line board (`gridsat solve --type T --size N`).
Puzzle blank(const std::string& type, int size, const Options& options = {});

struct Result {
  std::string status;           // "solved", "unsat" (proved: no solution), "unknown" (time limit)
  std::string verdict;          // count's word: "unique", "multiple", "none", "solvable" (a solution,
                                // limit 1), "unknown"
  int64_t count = 0;            // solutions found
  bool complete = false;        // count is exact (the search space was exhausted)
  std::vector<Grid> solutions;  // the first ones found (at most 2), in Grid's values (what to_text takes)
  // The same solutions as `gridsat solve --format json` shows them ("grid"): each cell's
  // symbol (0/1 for the two-state genres, Hashi's bridges from 0, Masyu 1 on the loop), and
  // the first solution's other fields of that record by name (Masyu's and Slitherlink's
  // "edges", Hashi's "bridges").
  std::vector<Grid> shown;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> fields;
  int64_t variables = 0, clauses = 0, conflicts = 0;  // native: CSP variables, 0, failures
  int64_t decisions = -1;                             // -1: not known (CaDiCaL 1.5.3's API does not expose it)
  double seconds = 0;                                 // wall time of encoding and solving
  std::string proof;                                  // the DRAT proof written (Options::proof), "" when none was kept
  std::string backend;        // the backend that answered: "sat", "native" or "both" (auto chose)
  bool construction = false;  // the solutions were known by construction (an empty grid):
                              // no search and no CNF, each still through the checker
  struct Parallel {           // with threads > 1: how the solvers shared the work
    int threads = 1;
    std::string mode;  // "portfolio" (first solution), "cubes" or "race" (counts)
    int winner = -1;   // portfolio: the solver whose answer was taken
    int64_t cubes = 0, cubes_resplit = 0;
    double cube_seconds = 0, largest_cube_seconds = 0;
  } parallel;
};

// The first solution.
Result solve(const Puzzle& puzzle, const Options& options = {});

// count --explain (README: Uniqueness for setters). Rows and columns are 1-based, as in the
// command's JSON; values as in Grid.
struct CellValue {
  int row = 0, column = 0, value = 0;
};
struct CellValues {
  int row = 0, column = 0;
  std::vector<int> values;
};
// One existing given changed (count --explain's repair_change).
struct GivenChange {
  int row = 0, column = 0, old_value = 0, new_value = 0;
};
struct Explanation {
  Result result;  // the count (its verdict decides what follows)
  // multiple and unique: the backbone (every cell whose value is the same in every solution;
  // the others with every value they take). Empty unless `backbone`.
  bool backbone = false;
  std::vector<CellValue> fixed;
  std::vector<CellValues> open;
  // multiple: extra givens that make the puzzle unique (verified by a count under them).
  bool repaired = false;
  std::vector<CellValue> repair;
  bool repair_proved_smallest = false;
  // multiple, where the givens can be assumed: alternatively one given changed so that one
  // solution is left (verified by a count); empty with change_done: no single change does.
  bool change_done = false;
  std::vector<GivenChange> repair_change;
  // unique, with `redundant`: each removable given (its UNSAT proof's conflicts and seconds
  // alongside), and one maximal set removable together.
  bool redundant_done = false;
  std::vector<CellValue> redundant;
  std::vector<int64_t> redundant_conflicts;
  std::vector<double> redundant_seconds;
  std::vector<CellValue> removable_together;
  // none: a set of givens that clash, every proper subset satisfiable (empty: the rules alone).
  bool clash_done = false;
  std::vector<CellValue> clash;
  std::string scope;     // what was left out and why (not applicable to the family, the time limit)
  bool stopped = false;  // the time limit cut the explanation short
  int64_t sat_calls = 0;
  double seconds = 0;  // the explanation's (the count's is in result)
};
// Counts to `limit` (0 or 2 and more) and explains the verdict.
Explanation explain_count(const Puzzle& puzzle, int64_t limit = *option_default::command::limit, bool redundant = false,
                          const Options& options = {});
// Solutions up to `limit` (0 = all): limit 2 answers "is it unique?".
Result count(const Puzzle& puzzle, int64_t limit = *option_default::command::limit, const Options& options = {});
// The DIMACS CNF with gridsat's variable map in comments (`gridsat encode`).
std::string encode(const Puzzle& puzzle, const Options& options = {});
// An external solver's output (SAT-competition `s`/`v` lines, MiniSat's result file, or a
// bare literal list) for the CNF encode(puzzle, options) writes, as a checked grid. Error
// when the solver found no model, or the model breaks the CNF or the puzzle's rules.
Grid decode(const Puzzle& puzzle, const std::string& solver_output, const Options& options = {});
// A grid in the puzzle's own text form (the form it was read in), ending in a newline.
std::string to_text(const Puzzle& puzzle, const Grid& grid);
// A grid (a solution, as Grid holds it) as `gridsat solve --format json` shows it: each
// cell's symbol (Result::shown's values).
Grid shown(const Puzzle& puzzle, const Grid& grid);

// How hard for a person: `gridsat grade`. Sudoku, Latin squares and Futoshiki by the ladder of
// techniques; every other genre by its steps' rules and clues (docs/explain.md).
struct Grade {
  std::string level;    // the ladder: trivial, basic, intermediate, advanced, extreme, unreasonable;
                        // other genres: their own levels (Simon Tatham's names), then unreasonable
  int rank = 0;         // the level's rank, 1.. (0: stopped by the time limit)
  int score = 0;        // effort: the steps' HoDoKu-style scores summed (other genres: their costs)
  double rating = 0;    // the hardest step's Sudoku Explainer-style rating (other genres: its cost,
                        // the number of rules and clues it uses)
  std::string hardest;  // the hardest technique's or rule's name ("" when no step)
  int steps = 0;
  std::string end;      // where the steps ended: solved, stuck (the techniques ran out),
                        // contradiction (no solution), stopped (the time limit)
  std::string verdict;  // the puzzle's own, as count's: "unique"; "multiple" (not a proper
                        // puzzle: level and rank rate the steps, not the puzzle), "none",
                        // "unknown" (the time limit). Steps that fill the grid without
                        // assume_unique prove "unique"; otherwise a count to 2 decides
                        // (Options::backend, within Options::time_limit).
};
Grade grade(const Puzzle& puzzle, const Options& options = {});
// The steps a person would take, one sentence each (`gridsat explain --format line`).
std::vector<std::string> explain(const Puzzle& puzzle, const Options& options = {});

// A new puzzle with exactly one solution (`gridsat generate`): a random full grid from the
// seed, then clues taken away while the puzzle stays unique (and, with a level, while a
// person's techniques up to that level still solve it). The same seed and settings give the
// same puzzle on every machine. Types: sudoku (box shape from Options::settings {"box",
// "RxC"}), latin, futoshiki (its signs are clues too), and the rest of `gridsat generate --type`.
struct GenerateOptions {
  int size = 9;
  std::string symmetry = "none";  // of the clues: none, 180, 90, mirror, diagonal (rot180, rot90 too)
  std::string level;              // "" (any), or grade's level the puzzle must have exactly:
                                  // trivial, basic, intermediate, advanced, extreme, unreasonable
  bool minimal = false;           // no single clue can go (may break the symmetry)
  int givens = -1;                // stop at this many givens (-1: as few as it gets)
  int max_tries = 0;              // full grids drawn at most; 0: 1, or 10,000 with a level or givens
};
struct Generated {
  Puzzle puzzle;     // the clues (givens; Futoshiki's signs in its model), read back checked
  Grid solution;     // its one solution
  std::string text;  // the puzzle in its family's one-line form
  int tries = 0;     // full grids drawn
  int clues = 0;     // givens kept (Futoshiki: numbers and signs)
};
// Error for a type without a generator (pieces), a size or box the family cannot take, a
// level or givens not reached within max_tries, or the time limit (Options::time_limit).
Generated generate(const std::string& type, uint64_t seed, const GenerateOptions& generate = {},
                   const Options& options = {});

// Stops every solve, count, grade and explain running in this process (they return status
// "unknown"), and those started later, until clear_stop(). For a signal handler or a UI thread.
void request_stop();
void clear_stop();

}  // namespace gridsat::api
