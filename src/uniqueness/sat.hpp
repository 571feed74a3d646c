#pragma once
// The uniqueness layer's private tools: cells as literal sets, and one CaDiCaL session over
// an encoding whose calls are counted and whose enumerations leave no clause behind.
#include <cstdint>
#include <utility>
#include <vector>

#include "model/puzzle.hpp"
#include "solve/cadical_session.hpp"

namespace gridsat::uniqueness {

// "Cell c holds value v" as literals of an encoding: one-hot maps name one literal per
// (cell, value); boolean maps (Encoding::one_hot false) say it with every primary literal
// of the cell, the base value being the one with all of them false.
class CellLits {
 public:
  explicit CellLits(const Encoding& enc);
  int cells() const { return static_cast<int>(values_.size()); }
  // The values the encoding leaves cell c (ascending); one value: decided before encoding.
  const std::vector<int>& values(int cell) const { return values_[static_cast<size_t>(cell)]; }
  // The literals whose conjunction says that cell c holds v (empty: it always does).
  std::vector<int> lits(int cell, int value) const;

 private:
  bool one_hot_;
  std::vector<int> base_;
  std::vector<std::vector<int>> values_;
  std::vector<std::vector<std::pair<int, int>>> prim_;  // per cell: (value, literal)
};

// One session over `enc` (its lazy constraints included); every solve is counted.
class Sat {
 public:
  Sat(const Encoding& enc, const CadicalSettings& settings, Deadline deadline);
  // `conflicts` >= 0: the call gives up after that many conflicts (its lazy loop's rounds
  // together), answering stopped as at the deadline; -1: no limit.
  CadicalSession::Result solve(const std::vector<int>& assumptions, int conflicts = -1);
  bool value(int var) const { return s_.value(var); }  // after sat: the model's value of var
  Grid grid() const;  // after sat: the model's grid (throws logic_error when it does not decode)
  // Solutions under `assumptions`, at most `max`: each blocked through a fresh selector
  // literal that is retired afterwards, so the formula is unchanged for later calls.
  struct Sample {
    std::vector<Grid> solutions;
    bool complete = false;  // every solution under the assumptions is in `solutions`
    bool stopped = false;   // the deadline or Ctrl-C
  };
  Sample enumerate(const std::vector<int>& assumptions, int max);
  void add(const std::vector<int>& clause) { s_.block(clause); }
  int fresh() { return ++top_; }
  int64_t calls() const { return calls_; }
  int64_t conflicts() const { return s_.conflicts(); }
  bool failed(int lit) const { return s_.failed(lit); }
  const Encoding& encoding() const { return enc_; }

 private:
  const Encoding& enc_;
  CadicalSession s_;
  int top_;
  int64_t calls_ = 0;
};

// The backbone: per cell the values it takes in some solution under `assumptions`, starting
// from the values seen in `seen` (per cell, ascending; the solutions known so far), each
// remaining candidate tested once. False when stopped.
bool backbone(Sat& sat, const CellLits& cl, const std::vector<int>& assumptions, std::vector<std::vector<int>>& seen);
void witness(const Grid& g, std::vector<std::vector<int>>& seen);
// The same backbone (no assumptions) in fewer calls: one per cell for all its unseen values.
bool backbone_by_cells(Sat& sat, const CellLits& cl, std::vector<std::vector<int>>& seen);

// A smallest set of cells whose values in one of `solutions` (every solution of the puzzle)
// tell it from all the others, searched exhaustively within `nodes`; `proved` when the
// search finished. For 1 solution: empty.
struct Distinguisher {
  size_t target = 0;
  std::vector<int> cells;
  bool proved = false;
};
Distinguisher smallest_distinguisher(const std::vector<Grid>& solutions, int64_t nodes);

}  // namespace gridsat::uniqueness
