#pragma once
// One interface for every backend: find solutions of a puzzle up to a limit
// (tdoku's idea: limit 2 answers "is it unique?"). Every solution a backend reports
// is handed to the independent checker before anyone else sees it.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/names.hpp"
#include "csp/csp.hpp"
#include "model/option_table.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class Status { solved, unsat, unknown };
inline constexpr Named<Status> kStatusNames[] = {
    {Status::solved, "solved", ""}, {Status::unsat, "unsat", ""}, {Status::unknown, "unknown", ""}};
inline std::string_view to_string(Status s) { return name_of<Status>(kStatusNames, s); }

// auto: per puzzle, the backend that answers (choose_backend); the others are explicit.
enum class Backend { automatic, sat, native, both, sls };
inline constexpr Named<Backend> kBackendNames[] = {
    {Backend::automatic, "auto", "the one that answers this family and size (the default)"},
    {Backend::sat, "sat", "CaDiCaL"},
    {Backend::native, "native", "backtracking"},
    {Backend::both, "both", "run the two, fail on any disagreement"},
    {Backend::sls, "sls",
     "local search on the CNF (src/sls/): one solution or 'unknown', never 'no solution'; solve only"},
};
inline std::string_view to_string(Backend b) { return name_of<Backend>(kBackendNames, b); }

// How a run with several threads went (sat backend, --threads N > 1).
struct ParallelStats {
  int threads = 1;                  // 1: the one-thread path ran, and nothing below applies;
                                    // a portfolio counts its local-search workers too
  std::string mode;                 // "portfolio" (first solution) or "cubes" (counts)
  int winner = -1;                  // portfolio: the worker whose answer was taken (from the
                                    // CaDiCaL ones' count on: a local-search worker, --sls-workers)
  int64_t cubes = 0;                // cubes: made by the lookahead, plus those from re-splits
  int64_t cubes_resplit = 0;        // cubes that reached the conflict limit and were split again
  double cube_seconds = 0;          // the lookahead's time
  double largest_cube_seconds = 0;  // the longest time one worker spent on one cube
};

struct Stats {
  int64_t vars = 0;                  // CNF variables (sat) or CSP variables (native)
  int64_t clauses = 0;               // CNF clauses (sat); 0 for native
  int64_t conflicts = 0;             // with threads: summed over them
  std::optional<int64_t> decisions;  // CaDiCaL 1.5.3's API does not expose its decision count
  double seconds = 0;                // wall time of encode + solve (+ count)
  ParallelStats parallel;
};

// CaDiCaL settings: a configuration name and name=value options, applied in order.
// The defaults suit the small formulas of puzzles: no "lucky" phases (a pass over the
// whole formula before every search) and no chronological backtracking; measured on
// top1465 they save about 15% per puzzle (BENCHMARKS.md).
struct CadicalSettings {
  std::string config = "auto";  // auto (Puzzle::cadical_config) | default | plain | sat | unsat
  std::vector<std::pair<std::string, int>> options{{"lucky", 0}, {"chrono", 0}};
};
// Checks names against CaDiCaL's own tables and values against its options' ranges (which
// CaDiCaL itself would clamp without a word); returns the problem naming the option, or "".
std::string validate(const CadicalSettings& s);
// Whether the settings let CaDiCaL print messages (quiet=0; gridsat sets quiet=1 first). CaDiCaL
// 1.5.3 prints them on standard output and has no setter for that stream.
bool speaks(const CadicalSettings& s);
// The settings one solver of the sat backend runs with: config "auto" becomes the puzzle's
// choice (Puzzle::cadical_config) for a first solution (counting = false) or a count.
CadicalSettings settings_for(const CadicalSettings& s, const Puzzle& p, bool counting);

// The default clause budget (--max-clauses). Measured: CaDiCaL holds about 110 bytes per
// (binary) clause, gridsat's own Cnf about 15, so 50M clauses need about 5.5 GB in the
// sat backend (0.8 GB for `gridsat encode`). The empty 60x60 Latin square has 19M.
constexpr int64_t kDefaultMaxClauses = *option_default::library::max_clauses;  // model/option_table.hpp

// sat backend, counts with --threads N > 1 (solve/parallel.hpp): auto (the default: share for
// bounded counts up to kWholeWorkerLimit where one thread runs CaDiCaL's `sat` configuration,
// the race otherwise; share measured 1.78x one thread on the 18 hard gecode 25x25 with 2
// threads, the race 1.0x; on QWH, `default` configuration, share's gains and losses both
// reach 2-4x, BENCHMARKS.md), the race (a whole-formula
// thread beside lookahead cubes) or the partition cubes after the first solution
// (solve/partition.cpp; a whole-formula thread beside them for bounded counts), or the split
// proof (solve/split.cpp: every thread on the proof after the first solution, lookahead cubes
// of the blocked formula taken from one queue, split again for a waiting thread), or clause
// sharing (solve/share.cpp: whole-formula threads trading short learned clauses).
enum class CountSplit { automatic, race, partition, split, share };
inline constexpr Named<CountSplit> kCountSplitNames[] = {
    {CountSplit::automatic, "auto",
     "share for --limit 2..10000 where one thread runs CaDiCaL's sat configuration (Sudoku of side 16 and more), "
     "race otherwise"},
    {CountSplit::race, "race", "a whole-formula thread beside CaDiCaL's lookahead cubes"},
    {CountSplit::partition, "partition",
     "after the first solution S, cube i: cells before i agree with S, cell i differs (shared by the threads)"},
    {CountSplit::split, "split",
     "after the first solution, every thread on the rest: lookahead cubes of the blocked formula, shared, split "
     "again for an idle thread"},
    {CountSplit::share, "share",
     "every thread on the whole formula (the second with the other initial phase), trading learned clauses of up "
     "to 8 literals"},
};
inline std::string_view to_string(CountSplit c) { return name_of<CountSplit>(kCountSplitNames, c); }

struct SolveOptions {
  EncodeOptions encode;
  CadicalSettings cadical;
  int64_t limit = 1;                         // stop after this many solutions; 0 = enumerate all
  double time_limit = 0;                     // seconds per puzzle and backend (encoding included); 0 = none
  int64_t max_clauses = kDefaultMaxClauses;  // sat backend: refuse larger encodings
                                             // (TooManyClauses); 0 = no limit
  NativeOptions native;                      // native backend: inference and variable order
  // sat backend: CaDiCaL solvers run side by side (solve/parallel.hpp): a portfolio for
  // limit 1, cube-and-conquer for counts. Each holds its own copy of the formula, so memory
  // grows N-fold (max_clauses counts clauses once: the CLI divides its budget by N). Not
  // with proof_path, nor with the native backend (solve/request.hpp's validate refuses
  // them before a solve). Capped at max_useful_threads().
  int threads = 1;
  CountSplit count_split = CountSplit::automatic;  // how counts use the threads (above)
  // sat backend: write a DRAT proof (ASCII) here. It is kept only when the answer rests on
  // unsatisfiability (no solution, or the count is complete), and then refutes the CNF of
  // `gridsat encode` plus the blocking clauses of the solutions found.
  std::string proof_path;
  // Local search (src/sls/): --backend sls, and with the sat backend for a first solution
  // sls_workers local-search threads racing beside the CaDiCaL workers (--sls-workers; not
  // with a lazy encoding, whose rules the clauses leave out). The first uses sls_seed, the
  // next sls_seed + 1, ...: the same seed gives the same model.
  uint64_t sls_seed = 1;
  int sls_workers = 0;
};

struct Answer {
  Status status = Status::unknown;
  int64_t count = 0;            // solutions found (verified)
  bool complete = false;        // the count is exact (the search space was exhausted)
  std::vector<Grid> solutions;  // the first solutions found (at most 2 are kept)
  Stats stats;
  std::string internal_error;      // non-empty: checker rejection or backend disagreement
  std::string proof;               // path of the DRAT proof written, if any
  Backend backend = Backend::sat;  // the backend that answered (never automatic)
  bool constructed = false;        // the solutions are Puzzle::known_solutions (no search, no CNF)
};

// Called for every solution a backend finds; return false to stop the search.
using SolutionSink = std::function<bool(const Grid&)>;

// The raw backends (no checking): they report through the sink and fill count/complete/stats.
Answer solve_with_cadical(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink);
Answer solve_with_native(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink);
// Local search on the puzzle's CNF (eager connectivity): count 1 or 0, never complete.
Answer solve_with_sls(const Puzzle& p, const SolveOptions& opt, const SolutionSink& sink);

// The backend `auto` runs for p: sat when the options need it (threads, a proof), native
// when the family wants only it (Puzzle::native_first_seconds) or the encoding is over the
// clause budget (the native backend builds no CNF), else sat, after the family's native
// slice if it has one (a sparse grid), and native if sat turns out over the budget.
Backend choose_backend(const Puzzle& p, const SolveOptions& opt);

// The entry point: runs the chosen backend(s), verifies every solution with the checker,
// and for `both` compares the two answers; any mismatch becomes an internal error. Every
// backend first takes the puzzle's known solutions when they reach the limit (an empty
// grid, solve or count to 2: no search), except with a proof (the CNF is then the point).
// A sat backend over the clause budget says that --backend native builds no CNF.
Answer solve(const Puzzle& p, Backend backend, const SolveOptions& opt);

}  // namespace gridsat
