#pragma once
// Solving as people do: pencil marks (candidates) and a ladder of named techniques, always
// the easiest one that applies (Sudoku Explainer's rule), for Sudoku with any box shape,
// Latin squares and Futoshiki (HumanForm, model/puzzle.hpp). Every step says which houses
// and cells it looked at and what it placed or eliminated; grading rates a puzzle by the
// steps its solution path needs.
//
//   human::Options opt;
//   human::Path path = human::solve(*puzzle->human_form(), opt, [](const human::Step& s) { ... });
//   human::Grade g = human::grade(path);
//
// Soundness is the contract: a step never eliminates a value that a solution takes, and
// never places one it does not (tests check every step against the known solution).
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/grid.hpp"
#include "base/names.hpp"
#include "base/stop.hpp"
#include "csp/propagate.hpp"
#include "model/puzzle.hpp"

namespace gridsat::human {

// The ladder, easiest first. The order is the order of preference: each step uses the
// first technique that applies.
enum class Technique {
  full_house,     // the last open cell of a house
  hidden_single,  // a value with one place left in a house
  naked_single,   // a cell with one candidate left
  inequality,     // Futoshiki: bounds across a sign (a < b: a below max(b), b above min(a))
  pointing,       // a value of a box confined to one row/column: out of the rest of that line
  claiming,       // a value of a row/column confined to one box: out of the rest of the box
  naked_pair,
  hidden_pair,
  inequality_chain,  // Futoshiki: bounds along a chain of signs, and signs within a house
  naked_triple,
  x_wing,
  hidden_triple,
  xy_wing,
  xyz_wing,
  naked_quad,
  swordfish,
  hidden_quad,
  jellyfish,
  skyscraper,
  two_string_kite,
  w_wing,
  x_chain,
  xy_chain,
  unique_rectangle,  // only with Options::assume_unique
  sat_core,          // not on the ladder: a step found by a SAT solver (explain --explain-with sat)
};

// Name, Sudoku Explainer-style rating, HoDoKu-style score per use.
struct TechniqueInfo {
  Technique technique;
  std::string_view name;   // stable: JSON and the CLI use it
  std::string_view label;  // how step texts name it: "x-wing", "hidden single"
  double rating;           // Sudoku Explainer scale (hidden single 1.5, X-Wing 3.2, ...)
  int score;               // HoDoKu scale (naked single 4, hidden single 14, X-Wing 140, ...)
};
const std::vector<TechniqueInfo>& techniques();
const TechniqueInfo& info(Technique t);

struct Placement {
  int cell, value;
};
struct Elimination {
  int cell, value;
};

// One step of the path.
struct Step {
  Technique technique;
  std::vector<std::string> houses;        // the houses it reasons about, e.g. "row 4", "box 5"
  std::vector<int> cells;                 // the cells that make the pattern (row-major)
  std::vector<Placement> placements;      // values placed
  std::vector<Elimination> eliminations;  // candidates removed
  std::string text;                       // one line: "hidden single: r4c5 = 7 (box 5)"
  double rating = 0;                      // this use's rating: the technique's, adjusted (a hidden single in a box
                                          // 1.2, longer chains more)
  int score = 0;                          // this use's score
};

// Pencil marks: per cell a set of values 1..n (bit v-1), and the values placed, kept by the
// propagation core's Board (csp/propagate.hpp).
class Candidates {
 public:
  // Every value not excluded by a given's houses; `pencil` (optional, per cell, bit v-1)
  // narrows the open cells further.
  explicit Candidates(const HumanForm& form, const std::vector<uint64_t>& pencil = {});
  Candidates(const Candidates& o) : Candidates(o, 0) {}
  Candidates& operator=(const Candidates& o);
  int n() const;
  bool has(int cell, int value) const;
  int count(int cell) const;
  int value(int cell) const { return board_->value(cell); }  // 0 while open
  std::vector<int> values(int cell) const;
  bool solved() const;
  int open_cells() const { return board_->open_cells(); }
  bool contradiction() const;  // an open cell with no candidate, or a value with no place in a house
  Grid grid() const;           // placed values, 0 for open cells
  uint64_t mask(int cell) const { return board_->mask(cell); }  // bit v-1; a placed cell: its value

 private:
  friend struct Engine;
  Candidates(const Candidates& o, int);
  // The board says when a change breaks a rule (a cell or a house's value left with no
  // place, a value placed twice); so does removing a placed cell's own value. Only then does
  // contradiction() look at every house (it ran after each step: a fifth of grading's time).
  void place(int cell, int value) { suspect_ = !board_->place(cell, value) || suspect_; }
  void eliminate(int cell, int value) {
    const bool own = board_->value(cell) != 0 && board_->has(cell, value);
    suspect_ = !board_->remove(cell, value) || own || suspect_;
  }
  int n_ = 0;
  uint64_t full_ = 0;        // the mask of every value 1..n
  bool bad_givens_ = false;  // a given out of 1..n
  bool suspect_ = false;     // a change the board called bad (see place)
  std::vector<HumanForm::House> houses_;
  std::vector<std::array<int, 3>> cell_houses_;  // per cell: its row, column, box or region house (-1: none)
  std::vector<std::vector<int>> other_houses_;  // per cell: its other houses (diagonals, windows); empty: none anywhere
  std::vector<std::pair<int, int>> less_;
  std::shared_ptr<const prop::Houses> layout_;  // the houses as the core sees them
  std::unique_ptr<prop::Board> board_;          // the candidates
};

struct Options {
  bool assume_unique = false;  // allow uniqueness-based techniques
  Deadline deadline = kNoDeadline;
  int max_chain = 16;  // x_chain and xy_chain: the most links (x) or cells (xy) in a chain
  // Only techniques up to this rank (see Grade; 6 = all): a step above it ends the path as
  // stuck. For generation: "does the solver at this level still finish?"
  int max_rank = 6;
  // Step::text of the singles (false: grade, which prints no step; the texts were a tenth of
  // its time, in allocations).
  bool texts = true;
};

// The path from the givens: steps until solved, stuck (no technique applies) or
// contradiction (givens that no solution takes).
struct Path {
  enum class End { solved, stuck, contradiction, stopped } end = End::stuck;
  std::vector<Step> steps;
  Grid grid;                  // placed values at the end
  bool boxes = false;         // the form had boxes or regions: grading tells row and box singles apart
  bool inequalities = false;  // the form had signs (Futoshiki)
};
// "solved", "stuck", "contradiction" or "stopped": the word explain and grade print.
std::string_view end_name(Path::End e);

// Runs the ladder (throws InputError for n above 64). on_step (optional) sees each step as it is taken, with the
// candidates after it; return false to stop.
Path solve(const HumanForm& form, const Options& opt,
           const std::function<bool(const Step&, const Candidates&)>& on_step = nullptr);

// As solve, from a position: each cell's candidates (bit v-1, pencil[cell]) are intersected
// with those the givens leave. For explaining a position part-way through, and for tests.
Path solve_from(const HumanForm& form, const std::vector<uint64_t>& pencil, const Options& opt,
                const std::function<bool(const Step&, const Candidates&)>& on_step = nullptr);

// A level scale of gridsat's own, documented in README.md with its mapping to Sudoku
// Explainer ratings, Simon Tatham's levels and qqwing's.
// The ranks, aligned with Simon Tatham's levels (solo: Trivial, Basic, Intermediate,
// Advanced, Extreme, Unreasonable; unequal: Trivial -> 1, Easy -> 2, Tricky -> 4, Extreme
// -> 5, Recursive -> 6), from the hardest step:
//   1 trivial       full house; hidden single in a box (solo's blockwise elimination); with
//                   no boxes (Latin, Futoshiki) every hidden and naked single (unequal's
//                   Trivial is the Latin solver's singles)
//   2 basic         hidden single in a row or column, naked single; inequality (unequal's
//                   Easy: its "links")
//   3 intermediate  pointing, claiming; inequality_chain
//   4 advanced      naked and hidden pairs, triples, quads (solo's and unequal's set
//                   elimination)
//   5 extreme       fish, wings, skyscraper, kite, chains, unique rectangle (solo's and
//                   unequal's positional set elimination and forcing chains)
//   6 unreasonable  stuck or contradiction: the ladder cannot finish, search is needed
// A stopped path (deadline, on_step) has rank 0 and level "unknown".
struct Grade {
  std::string level;    // trivial | basic | intermediate | advanced | extreme | unreasonable
  int rank = 0;         // 1 = trivial ... 6 = unreasonable (stuck: needs search)
  int score = 0;        // summed over the steps
  double rating = 0;    // the hardest step's Sudoku Explainer-style rating
  std::string hardest;  // the hardest technique's name ("" when no step)
  int steps = 0;
};
Grade grade(const Path& path);

// The form's houses as the propagation core sees them (kinds row, column, box); the last
// shapes asked for are kept (per thread), so that a Candidates per puzzle does not build
// them again.
std::shared_ptr<const prop::Houses> houses_of(const HumanForm& form);

// "r4c5", 1-based.
std::string cell_name(int cell, int n);

}  // namespace gridsat::human
