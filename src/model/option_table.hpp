#pragma once
// THE SCALAR OPTIONS: every option that is a number (not a choice among names, not a path),
// one line each, in the spirit of CaDiCaL's options.hpp. Every front end reads this table:
// cli/describe.cpp builds the Boost option descriptions of every command, generate and serve
// from it (add_scalar: name, type, default, help), gridsat-mpi its --sls-ranks; gridsat
// serve decodes a request's numbers by its types (serve/request.cpp); api::Options
// (api/gridsat.hpp) declares one field per GRIDSAT_LIBRARY_OPTIONS line with its default; the
// Python module takes one keyword per line of that list. The ranges are checked by
// cli::check_ranges and api.cpp's resolve_solving after the commands' own rules
// (solve/request.hpp's validate and the like), whose messages come first. The families'
// options (choices such as --amo, --symmetry) are the registry's table, registry/options.hpp.
//
// ADDING A SCALAR OPTION: one line in the list of the front ends that take it, then its use:
//   - GRIDSAT_LIBRARY_OPTIONS: the library's api::Options field and Python keyword, and the
//     value the CLI and api.cpp copy into solve/solve.hpp's SolveOptions field of the same id
//     (all generated from the line: add that field where the solver uses it); then one
//     add_scalar in cli/describe.cpp for the commands that list it. gridsat serve then takes
//     it too (named as on the command line).
//   - GRIDSAT_COMMAND_OPTIONS: the CLI's commands only; GRIDSAT_GENERATE_OPTIONS: generate;
//     GRIDSAT_SERVE_OPTIONS: serve; GRIDSAT_MPI_OPTIONS: gridsat-mpi. Use: add_scalar in
//     cli/describe.cpp where the command lists it, take_scalar where its settings take it
//     (cli/settings.cpp, cli/generate.cpp, serve/server.cpp).
// No default is written anywhere else: code that needs one reads option_default below.
//
// Columns: X(id, name, type, default, lo, hi, help). `id` is the C++ field and the Python
// keyword, `name` the command line's (without "--"); `type` one of int, int64_t, double,
// uint64_t (uint64_t values are read by base/numbers.hpp, never by boost: its lexical_cast
// takes "-1" for 2^64-1); `default` a value, or std::nullopt for an option taken only when
// given; `lo..hi` the values allowed. Only the standard library here: the public header
// api/gridsat.hpp includes this file (installed beside it as gridsat/option_table.hpp).
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>

namespace gridsat::option_range {
inline constexpr double inf = std::numeric_limits<double>::infinity();
inline constexpr int64_t int_min = std::numeric_limits<int>::min();
inline constexpr int64_t int_max = std::numeric_limits<int>::max();
inline constexpr int64_t int64_max = std::numeric_limits<int64_t>::max();
inline constexpr uint64_t uint64_max = std::numeric_limits<uint64_t>::max();
}  // namespace gridsat::option_range

// Solving: the library's Options, the Python keywords, and gridsat solve/count/... .
// Order matters for api::Options' aggregate initialisation: new lines go at the end.
#define GRIDSAT_LIBRARY_OPTIONS(X)                                                                                  \
  X(time_limit, "time-limit", double, 0.0, 0.0, gridsat::option_range::inf,                                         \
    "seconds per puzzle and backend, covering encoding, loading the solver, solving and counting; a puzzle that "   \
    "hits it is 'unknown', exit 3; 0 or inf = none")                                                                \
  X(max_clauses, "max-clauses", int64_t, 50'000'000, 0, gridsat::option_range::int64_max,                           \
    "refuse a puzzle whose encoding would need more clauses (estimated before encoding, enforced while encoding): " \
    "an input error, exit 2. The solver holds about 110 bytes per clause, so the default needs about 5.5 GB; with " \
    "--threads N every thread holds a copy, and the limit counts them all; 0 = no limit")                           \
  X(threads, "threads", int, 1, 0, gridsat::option_range::int_max,                                                  \
    "sat backend: CaDiCaL solvers side by side (0 = one per core). The first solution: a portfolio of differently " \
    "configured solvers, the first answer wins. Counts: cube-and-conquer, the formula split into cubes that the "   \
    "threads share, and for --limit 2..10000 (uniqueness) one thread on the whole formula beside them, or for "     \
    "Sudoku of side 16 and more every thread on it, trading short learned clauses (--count-split). Verdicts and "   \
    "counts are those of one thread. Each thread holds its own copy of the formula, so --max-clauses counts N "     \
    "copies. Capped at the cores (at least 4), with a note. Not with --proof (exit 2)")                             \
  X(sls_workers, "sls-workers", int, 0, 0, gridsat::option_range::int_max,                                          \
    "sat backend, first solution: K local-search threads (src/sls/) racing beside the --threads CaDiCaL workers; "  \
    "the first answer wins (a local search only ever finds solutions). Not with lazy connectivity rules (none "     \
    "then run)")

// The commands of the CLI only (solve, count, encode, decode, sheet, ...).
#define GRIDSAT_COMMAND_OPTIONS(X)                                                                                   \
  X(size, "size", int, std::nullopt, gridsat::option_range::int_min, gridsat::option_range::int_max,                 \
    "no FILE: solve the puzzle of this size with no givens (with --type: an empty magic square, a bare "             \
    "no-three-in-line board, an empty Sudoku or Latin square)")                                                      \
  X(limit, "limit", int64_t, 2, 0, gridsat::option_range::int64_max, "count up to K solutions, 0 = all")             \
  X(seed, "seed", uint64_t, std::nullopt, 0, gridsat::option_range::uint64_max,                                      \
    "random seed (0..2^64-1) of the local searches (--backend sls, --sls-workers, the magic-square local search of " \
    "--backend auto/native) and of the native search's value order: the same seed gives the same answer on every "   \
    "machine (default: 1 for the local searches, smallest values first for the native search)")                      \
  X(per_page, "per-page", int, 4, 1, 6, "puzzles a page: 1, 2, 4 or 6")                                              \
  X(index, "index", int64_t, 1, 1, gridsat::option_range::int64_max,                                                 \
    "which puzzle of FILE the model belongs to (1-based)")                                                           \
  X(max_memory, "max-memory", int64_t, 1800, 0, gridsat::option_range::int64_max,                                    \
    "MiB of resident memory the sat backend may reach: a formula that would pass it once loaded is refused before "  \
    "encoding (exit 2; the default backend searches natively instead), and the search stops past it, 'unknown' "     \
    "(exit 3); both name this option. 0 = no limit")

// gridsat generate.
#define GRIDSAT_GENERATE_OPTIONS(X)                                                                                \
  X(size, "size", int, std::nullopt, 1, gridsat::option_range::int_max, "the side N")                              \
  X(count, "count", int64_t, 1, 1, gridsat::option_range::int64_max, "how many puzzles")                           \
  X(seed, "seed", uint64_t, 1, 0, gridsat::option_range::uint64_max, "seed of the first puzzle (0..2^64-1)")       \
  X(givens, "givens", int, std::nullopt, 0, gridsat::option_range::int_max,                                        \
    "stop removing at N givens; a try that cannot reach N is dropped")                                             \
  X(tries, "tries", int, std::nullopt, 1, gridsat::option_range::int_max,                                          \
    "full grids drawn per puzzle at most (default 1, with --difficulty or --givens 10000)")                        \
  X(time_limit, "time-limit", double, 0.0, 0.0, gridsat::option_range::inf, "seconds for the whole run; 0 = none") \
  X(holes, "holes", int, std::nullopt, 0, gridsat::option_range::int_max,                                          \
    "latin: a QWH benchmark with this many holes")                                                                 \
  X(shuffles, "shuffles", int, 0, 0, gridsat::option_range::int_max, "Jacobson-Matthews moves (0: n^3)")

// gridsat serve.
#define GRIDSAT_SERVE_OPTIONS(X)                                                                                    \
  X(workers, "workers", int, 0, 0, 4096, "requests solved at once (0: four per core)")                               \
  X(queue, "queue", int, 64, 0, 65536, "requests waiting for a worker at most; one more is answered 429 at once")   \
  X(max_request, "max-request", int64_t, int64_t{16} << 20, 1, gridsat::option_range::int64_max,                    \
    "bytes a request body may hold (413 above)")                                                                    \
  X(time_limit, "time-limit", double, 30.0, 0.0, gridsat::option_range::inf,                                        \
    "seconds a request may run at most (its own --time-limit is capped to it; 504 when hit); 0 = none")             \
  X(max_clauses, "max-clauses", int64_t, 20'000'000, 0, gridsat::option_range::int64_max,                           \
    "clauses a request's encoding may need at most (its own --max-clauses is capped to it; the solver holds about " \
    "110 bytes a clause, so the default is about 2.2 GB per running request); 0 = the CLI's default")

// gridsat-mpi's own (beside gridsat solve/count's).
#define GRIDSAT_MPI_OPTIONS(X)                                                                                  \
  X(sls_ranks, "sls-ranks", int, 0, 0, gridsat::option_range::int_max,                                          \
    "solve in a search: the last K ranks run local search (--backend sls, seed --seed + rank) beside the CDCL " \
    "ones; the first answer wins. Local search never says \"no solution\": the CDCL ranks do (rank 0 is one)")

// The defaults, for code that needs one (option_default::library::max_clauses, ...):
// std::optional<T>, empty for an option with none.
#define GRIDSAT_OPTION_DEFAULT(id, name, type, fallback, lo, hi, help) \
  inline constexpr std::optional<type> id = fallback;
namespace gridsat::option_default {
namespace library {
GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_OPTION_DEFAULT)
}
namespace command {
GRIDSAT_COMMAND_OPTIONS(GRIDSAT_OPTION_DEFAULT)
}
namespace generate {
GRIDSAT_GENERATE_OPTIONS(GRIDSAT_OPTION_DEFAULT)
}
namespace serve {
GRIDSAT_SERVE_OPTIONS(GRIDSAT_OPTION_DEFAULT)
}
namespace mpi {
GRIDSAT_MPI_OPTIONS(GRIDSAT_OPTION_DEFAULT)
}
}  // namespace gridsat::option_default
#undef GRIDSAT_OPTION_DEFAULT

namespace gridsat {
// Whether `value` lies in a table line's lo..hi (NaN never does).
template <class T, class L, class H>
constexpr bool in_option_range(T value, L lo, H hi) {
  const auto v = static_cast<long double>(value);
  return v >= static_cast<long double>(lo) && v <= static_cast<long double>(hi);
}
// "lo..hi" of a table line, as its error messages say it ("0..inf", "1..6").
template <class L, class H>
std::string option_range_text(L lo, H hi) {
  const auto text = [](auto v) {
    if constexpr (std::is_floating_point_v<decltype(v)>) {
      if (v == std::numeric_limits<double>::infinity()) return std::string("inf");
      return std::to_string(static_cast<int64_t>(v));  // the table's real bounds are whole
    } else {
      return std::to_string(v);
    }
  };
  return text(lo) + ".." + text(hi);
}
}  // namespace gridsat
