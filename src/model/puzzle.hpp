#pragma once
// The family-agnostic puzzle interface. Each family (src/puzzles/<family>/) implements
// Puzzle and describes itself in a Family record (model/family.hpp); the solvers, the CLI
// and the interop formats only see these.
//
// The pipeline for one puzzle:  Puzzle::encode -> Encoding (CNF + variable map)
//   -> a backend solves it -> decode(Encoding, model) -> Grid -> Puzzle::check -> print.
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/grid.hpp"
#include "cnf/cnf.hpp"
#include "cnf/lazy.hpp"
#include "csp/csp.hpp"
#include "model/figure.hpp"
#include "model/options.hpp"

namespace gridsat {

// One group of an encoding's clauses that says one rule or one clue (EncodeOptions::groups):
// its clauses hold only where `selector` is assumed. Explain's steps are the smallest sets of
// groups and known cells that force a cell (src/deduce); generate drops clue groups to remove
// clues; count --explain finds the clue groups that can go, or that clash.
struct RuleGroup {
  int selector = 0;
  std::string kind;        // the genre's name for the rule: "number", "lit", "row count", ...
  std::string label;       // this one, as a step's text names it: "3 at r2c4", "row 5"
  std::vector<int> cells;  // the cells (row-major) it speaks of
  bool clue = false;       // a clue of the puzzle (a number, a count), not a rule of the genre
  int clue_index = -1;     // clues: which of Puzzle::clue_count()'s clues (generate drops them)
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
  // Constraints the solver checks on each model instead of clauses (cnf/lazy.hpp): empty
  // unless the puzzle has connectivity or loop rules and --connectivity is lazy. The CNF
  // alone is then a relaxation; `encode` asks for an eager encoding, which leaves this empty.
  LazyConstraints lazy;
  // EncodeOptions::givens_as_assumptions, when the family honours it: true, and per given
  // (row-major cell, the literal that says the cell holds its given value). No clause holds
  // a given then: the CNF is the rules alone.
  bool givens_assumed = false;
  std::vector<std::pair<int, int>> given_literals;
  // EncodeOptions::groups: the rule and clue groups, each clause written inside one guarded
  // by its selector (clauses outside every group hold always: a cell's one value).
  std::vector<RuleGroup> groups;
};

// A group's cells as a step's text names them: "r2c4", a run "r2c4..r2c7", else a list.
std::string cells_label(int cols, const std::vector<int>& cells);

// Opens a rule group for the clauses written while it lives, when opt.groups asks for them
// (else it does nothing, and `make` is never called): `make` gives the group's kind, label,
// cells and clue flag; the selector is a fresh variable.
//   GroupScope g(e, opt, [&] { return RuleGroup{.kind = "number", .label = ..., .cells = ...}; });
class GroupScope {
 public:
  template <class Make>
  GroupScope(Encoding& e, const EncodeOptions& opt, Make&& make) : cnf_(opt.groups ? &e.cnf : nullptr) {
    if (!cnf_) return;
    RuleGroup g = make();
    g.selector = e.cnf.fresh();
    previous_ = e.cnf.guard();
    e.cnf.set_guard(g.selector);
    e.groups.push_back(std::move(g));
  }
  ~GroupScope() {
    if (cnf_) cnf_->set_guard(previous_);
  }
  GroupScope(const GroupScope&) = delete;
  GroupScope& operator=(const GroupScope&) = delete;

 private:
  Cnf* cnf_;
  int previous_ = 0;
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

// A family's own answer to "is there an answer other than `first`" (Puzzle::second_query).
struct SecondQuery {
  std::optional<Grid> answer;  // a second answer read off `first`; else:
  Encoding narrowed;           // models are answers; with `first` blocked, satisfiable exactly
                               // when `first` is not the only answer
};

// The size of an encoding, estimated before building it (an upper bound, or close to one).
struct EncodingSize {
  int64_t vars = 0;
  int64_t clauses = 0;
};

// The clauses and auxiliary variables of exactly_one over n literals (counted once per
// (n, encoding) with a CountingSink, then cached): for the families' estimates.
EncodingSize exactly_one_size(int n, Amo amo);

// The puzzle as people solve it with pencil marks (gridsat explain and grade): an n x n
// grid of values 1..n, houses whose cells each hold every value exactly once, and
// Futoshiki's inequalities. A cell is in a row and a column, at most one box or region, and
// any number of other houses (Sudoku-X's diagonals, windoku's windows).
struct HumanForm {
  struct House {
    std::string kind;        // "row", "column", "box", "region" (a jigsaw's: a box to the
                             // techniques), or another ("diagonal", "window")
    int index = 0;           // 1-based within its kind (boxes row-major)
    std::vector<int> cells;  // row-major cell indices, n of them
  };
  int n = 0;
  Grid givens;                            // n x n, 0 = open
  std::vector<House> houses;              // rows, then columns, then boxes or regions, then others
  std::vector<std::pair<int, int>> less;  // (a, b): value of cell a < value of cell b
  int box_rows = 0, box_cols = 0;         // Sudoku's box shape; 0 for Latin squares and jigsaws
  // Whether a house is a box or region (the ladder's pointing, claiming and box singles).
  bool has_boxes() const {
    for (const auto& h : houses)
      if (h.kind == "box" || h.kind == "region") return true;
    return false;
  }
};

// A genre's puzzle. What every genre has is data here (its family's name, the givens, how
// values are shown); what only a genre can do is virtual: describe, encode, check, print_grid,
// line and figure always, the rest where the default does not fit. Its constants (options,
// help, generator hooks) are in its Family record (model/family.hpp).
class Puzzle {
 public:
  // How cell values are shown (symbol): as they are, or from 0 (value 1 shown as 0: the
  // two-state cells, Hashi's bridge counts, Gomes' .pls symbols).
  enum class Symbols { from_one, from_zero };

  virtual ~Puzzle() = default;
  std::string_view family() const { return family_; }  // its Family::name
  const Grid& givens() const { return givens_; }
  int rows() const { return givens_.rows; }
  int cols() const { return givens_.cols; }
  virtual std::string describe() const = 0;  // e.g. "sudoku 9x9 (3x3 boxes), 24 givens"
  virtual Encoding encode(const EncodeOptions& opt) const = 0;
  // A cheap estimate of what encode(opt) builds, so that a puzzle too large for memory is
  // refused before encoding (--max-clauses). The default, nullopt, means "no estimate":
  // the Cnf store's cap (CnfLimits::max_clauses) then stops the encoding once it passes
  // the limit.
  virtual std::optional<EncodingSize> estimate(const EncodeOptions& opt) const;
  // The native backend. The default runs the generic CSP backtracker on to_csp(); families
  // whose rules are not all-different groups and '<' pairs bring their own search, and those
  // with none (Family::native false) keep to_csp's default.
  // Solutions go to on_solution as row-major cell values; stops after `limit` (0 = all).
  virtual NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions& opt) const;
  // The family's own local search on the grid, which the sls backend runs instead of the
  // CNF's (solve/sls_backend.cpp): nullopt when it has none for this puzzle (the default),
  // else whether a solution went to on_solution before the deadline (`steps`: its moves).
  // Incomplete: it never proves anything.
  virtual std::optional<bool> search_local(Deadline deadline, uint64_t seed, const ValuesSink& on_solution,
                                           int64_t& steps) const {
    (void)deadline, (void)seed, (void)on_solution, (void)steps;
    return std::nullopt;
  }
  // Grid cell i is CSP variable i. The default throws refuse_native's InputError: the family
  // has no native search, or overrides search_native.
  virtual Csp to_csp() const;
  // The independent checker's verdict on a candidate solution: nullopt when it is valid,
  // else the first violated rule.
  virtual std::optional<std::string> check(const Grid& solution) const = 0;
  // Text forms of a (solved or unsolved) grid: a readable block, and one line in the
  // input's own form.
  virtual void print_grid(std::ostream& out, const Grid& g) const = 0;
  virtual std::string line(const Grid& g) const = 0;
  // The input's symbol for cell value v (1..N, 0 blank) in every output form (grid, line,
  // JSON): v, or v - 1 for Symbols::from_zero (.pls Latin squares: 0..N-1, -1 blank).
  virtual int symbol(int v) const { return symbols_ == Symbols::from_zero ? v - 1 : v; }
  // The pencil-mark view, for families that people solve by deduction (Sudoku, Latin
  // squares, Futoshiki); nullopt for the others.
  virtual std::optional<HumanForm> human_form() const { return std::nullopt; }
  // CaDiCaL's configuration when the user leaves --cadical-config at auto, for one solver
  // looking for the first solution (counting = false) or counting up to a limit.
  virtual std::string_view cadical_config(bool counting) const {
    (void)counting;
    return "default";
  }
  // A stricter encoding whose every model decodes to a true solution, though a solution may
  // have none (Numberlink: no path runs beside itself), or nullopt (the default): none. The sat
  // backend solves it first under a conflict budget, then the puzzle's own encoding with the
  // solutions found blocked, so counts stay exact (solve/sat.cpp).
  virtual std::optional<Encoding> encode_strict(const EncodeOptions& opt) const {
    (void)opt;
    return std::nullopt;
  }
  // count --limit 2 once its first answer is known: the question "is there another" put more
  // narrowly than the puzzle's encoding with `first` blocked, or nullopt (the default): none.
  // Not exact for counts past two (Numberlink: docs/genres/numberlink.md; solve/sat.cpp).
  virtual std::optional<SecondQuery> second_query(const Grid& first, const EncodeOptions& opt) const {
    (void)first, (void)opt;
    return std::nullopt;
  }
  // Solutions known by construction, without search: for a Sudoku or Latin grid with no
  // givens or few, up to two distinct permuted patterns (puzzles/common/pattern_completion.hpp:
  // a grid of any size is instant this way, where a search of a 64x64 grid costs minutes and
  // gigabytes). Empty for every other puzzle. The backends hand them to the checker like any other solution.
  virtual std::vector<Grid> known_solutions() const { return {}; }
  // How long the default backend (auto: solve/solve.hpp) gives the native backend first,
  // for `limit` solutions, before it turns to sat: 0 (sat first), kNativeOnly, or a slice
  // in seconds. Measured per family (BENCHMARKS.md).
  static constexpr double kNativeOnly = 1e300;
  virtual double native_first_seconds(int64_t limit) const {
    (void)limit;
    return 0;
  }
  // The drawing of grid `shown` (a solution, or the givens): see model/figure.hpp. The
  // default is a plain grid of numbers (Latin squares).
  virtual Figure figure(const Grid& shown) const {
    (void)shown;
    return {};
  }
  // Named lists of integer lists that the solve and count JSON records carry beside `grid`
  // for solution `g` (Slitherlink's and Masyu's `edges`, Hashi's `bridges`); empty for the
  // families whose grid says everything.
  virtual std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const {
    (void)g;
    return {};
  }
  // explain's JSON steps (src/deduce): the lists a step adds beside its placements, from the
  // cells placed before it and after it (0: open), e.g. Slitherlink's `edges_on`/`edges_off`
  // (the loop's sides both of whose cells are now known), Hashi's `bridges`. Empty by default.
  virtual std::vector<std::pair<std::string, std::vector<std::vector<int>>>> decided_fields(const Grid& before,
                                                                                            const Grid& after) const {
    (void)before, (void)after;
    return {};
  }
  // generate for genres whose clues are read off a solution (towers' views, Light Up's
  // numbers): how many clues the puzzle has that can go one by one (Encoding::groups with
  // clue_index 0..n-1 under EncodeOptions::groups), and the puzzle with only those kept.
  virtual int clue_count() const { return 0; }
  virtual std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const {
    (void)keep;
    return nullptr;
  }
  // gridsat generate, for families whose clues include a structure besides the givens
  // (jigsaw's regions, killer's cages; Family::generate.layout, Family::generate.dress): this puzzle's
  // structure with other givens, printed in output form `form` ("" the line form, or one of
  // Family::generate.forms). Null for the other families (Family::generate.make serves them).
  virtual std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const {
    (void)givens;
    (void)form;
    return nullptr;
  }

 protected:
  // `family`: a string that lives as long as the program (the Family record's name).
  Puzzle(std::string_view family, Grid givens, Symbols symbols = Symbols::from_one)
      : family_(family), givens_(std::move(givens)), symbols_(symbols) {}
  Puzzle(const Puzzle&) = default;
  Puzzle& operator=(const Puzzle&) = default;

  std::string_view family_;
  Grid givens_;  // the cells the puzzle decides (0 = open): givens()
  Symbols symbols_;
};

// What every genre writes, declared in its class in one line: `GRIDSAT_GENRE;` stands for the
// overrides of describe, encode, check, print_grid and line (see Puzzle for what each does;
// the genre's header says above the line what its print_grid and line print). The other
// virtuals are overridden one by one, where the default does not fit.
#define GRIDSAT_GENRE                                                       \
  std::string describe() const override;                                    \
  Encoding encode(const EncodeOptions& opt) const override;                 \
  std::optional<std::string> check(const Grid& solution) const override;    \
  void print_grid(std::ostream& out, const Grid& g) const override;         \
  std::string line(const Grid& g) const override

// For the search_native of families with no native search (Family::native false): throws the
// InputError that says so, naming the family and the backend that solves it.
[[noreturn]] void refuse_native(std::string_view family);

// Throws TooManyClauses when p's estimate for `opt` is above max_clauses (0 = no limit).
void check_estimate(const Puzzle& p, const EncodeOptions& opt, int64_t max_clauses);

}  // namespace gridsat
