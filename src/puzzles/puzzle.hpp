#pragma once
// The family-agnostic puzzle interface. Each family (src/puzzles/<family>/) implements
// Puzzle and registers a reader in registry.cpp; the solvers, the CLI and the output
// formats only see this interface.
//
// The pipeline for one puzzle:  Puzzle::encode -> Encoding (CNF + variable map)
//   -> a backend solves it -> decode(Encoding, model) -> Grid -> Puzzle::check -> print.
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "amo.hpp"
#include "card.hpp"
#include "cnf/cnf.hpp"
#include "core/grid.hpp"
#include "solvers/search.hpp"

namespace gridsat {

// How much a family may simplify before it encodes. Every level is sound: it only
// removes candidate values that no solution can take.
enum class Simplify {
  none,     // every (cell, value) gets a variable; givens are unit clauses
  givens,   // Kwon & Jain: values ruled out by givens create no variables and no clauses
  singles,  // also naked and hidden singles to a fixpoint before encoding
  locked,   // also locked candidates (pointing and claiming), alternating with singles
};
std::string_view to_string(Simplify s);
std::optional<Simplify> parse_simplify(std::string_view name);

// How inequalities (Futoshiki) are encoded.
enum class Inequality {
  order,    // order encoding: literals "x <= a" channelled to the one-hot literals
  support,  // support clauses on the one-hot literals: x = v -> y > v
};
std::string_view to_string(Inequality i);
std::optional<Inequality> parse_inequality(std::string_view name);

// How linear sums (magic squares: every line sums to M) are encoded.
enum class SumEncoding {
  order,   // Sugar-style: each partial sum an integer in order encoding (s >= a literals)
  binary,  // each cell's value as binary bits read off its one-hot literals (which are
           // at-most-one), then a ripple-carry adder per line compared to the constant
  digits,  // compact order encoding: each value as two base-n digits read off the one-hot
           // literals, the digit sums of a line in order encoding, n * Q + R = constant
};
std::string_view to_string(SumEncoding s);
std::optional<SumEncoding> parse_sum(std::string_view name);

// CardEncoding (at most k on a line, exactly k per row: no-three-in-line) is in card.hpp.

struct EncodeOptions {
  // nullopt ("auto"): the family's choice. Sudoku, Latin and Futoshiki use pairwise (their
  // groups are short and pairwise propagates best, BENCHMARKS.md); magic squares, whose
  // cells have n^2 candidates, use pairwise up to 16 literals and sequential above.
  std::optional<Amo> amo;
  Simplify simplify = Simplify::locked;
  Inequality inequality = Inequality::order;
  SumEncoding sum = SumEncoding::order;
  CardEncoding card = CardEncoding::sequential;
  // Test-only (hidden --test-drop-groups): omit the group constraints, so that the
  // solver returns grids that break the rules and the checker must catch them.
  bool drop_groups = false;
};

// One primary variable: when it is true, cell `cell` (row-major index) holds `value`.
struct Primary {
  int var;
  int cell;
  int value;
};

struct Encoding {
  Cnf cnf;
  Grid base;                     // cells decided before encoding (givens, deductions); 0 = open
  std::vector<Primary> primary;  // the variable map; auxiliary variables are not listed
  bool one_hot = true;           // each open cell has exactly one true primary variable
};

// Rebuilds the grid from a model (value(var) says whether var is true). Fails, with a
// message naming the cell, when a cell gets no value or two values.
struct Decoded {
  std::optional<Grid> grid;
  std::string error;
};
Decoded decode(const Encoding& enc, const std::function<bool(int)>& value);

// The clause that excludes exactly this solution (over primary variables only; auxiliary
// variables are functionally determined or free, and blocking on them would over-count).
std::vector<int> blocking_clause(const Encoding& enc, const Grid& solution);

// A finite-domain CSP for the native backtracker: variables take values 1..max_value,
// each group is all-different (a group of max_value variables is a permutation).
struct Csp {
  int num_vars = 0;
  int max_value = 0;
  std::vector<int> fixed;                 // per variable: 0 (free) or its value
  std::vector<std::vector<int>> groups;   // all-different groups of variable indices
  std::vector<std::pair<int, int>> less;  // (a, b): value of a < value of b
};

enum class Format { grid, line, json };

// The size of an encoding, estimated before building it (an upper bound, or close to one).
struct EncodingSize {
  int64_t vars = 0;
  int64_t clauses = 0;
};

// The clauses and auxiliary variables of exactly_one over n literals (counted once per
// (n, encoding) with a CountingSink, then cached): for the families' estimates.
EncodingSize exactly_one_size(int n, Amo amo);

class Puzzle {
 public:
  virtual ~Puzzle() = default;
  virtual std::string_view family() const = 0;
  virtual std::string describe() const = 0;              // e.g. "sudoku 9x9 (3x3 boxes), 24 givens"
  virtual const Grid& givens() const = 0;
  virtual Encoding encode(const EncodeOptions& opt) const = 0;
  // A cheap estimate of what encode(opt) builds, so that a puzzle too large for memory is
  // refused before encoding (--max-clauses). The default, nullopt, means "no estimate":
  // the Cnf store's cap (CnfLimits::max_clauses) then stops the encoding once it passes
  // the limit.
  virtual std::optional<EncodingSize> estimate(const EncodeOptions& opt) const;
  // The native backend. The default runs the generic CSP backtracker on to_csp(); families
  // whose rules are not all-different groups and '<' pairs bring their own search.
  // Solutions go to on_solution as row-major cell values; stops after `limit` (0 = all).
  virtual NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions& opt) const;
  // Grid cell i is CSP variable i. The default throws: only for families that override
  // search_native.
  virtual Csp to_csp() const;
  // The independent checker's verdict on a candidate solution: nullopt when it is valid,
  // else the first violated rule.
  virtual std::optional<std::string> check(const Grid& solution) const = 0;
  // Text forms of a (solved or unsolved) grid: a readable block, and one line in the
  // input's own form.
  virtual void print_grid(std::ostream& out, const Grid& g) const = 0;
  virtual std::string line(const Grid& g) const = 0;
};

// Throws TooManyClauses when p's estimate for `opt` is above max_clauses (0 = no limit).
void check_estimate(const Puzzle& p, const EncodeOptions& opt, int64_t max_clauses);

}  // namespace gridsat
