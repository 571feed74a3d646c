#pragma once
// The inside of the ladder: the Engine sees the candidates' storage and each technique is
// one member that looks for the first pattern that makes progress and describes it in a
// Step (it does not apply it: solve() does, so that every change is in a step).
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "human/human.hpp"

namespace gridsat::human {

using Mask = uint64_t;
inline Mask bit(int v) { return Mask{1} << (v - 1); }
inline int lowest(Mask m) { return std::countr_zero(m) + 1; }
inline int highest(Mask m) { return 64 - std::countl_zero(m); }
// Not std::popcount: without -mpopcnt that is a library call, and the ladder counts bits everywhere.
inline int popcount(Mask m) {
  m -= (m >> 1) & 0x5555555555555555ull;
  m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
  m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((m * 0x0101010101010101ull) >> 56);
}
std::vector<int> values_of(Mask m);
std::string values_text(Mask m);                               // "2 7"
std::string cells_text(const std::vector<int>& cells, int n);  // "r1c1 r1c5"
std::string elims_text(const std::vector<Elimination>& e, int n);

struct Engine {
  Engine(Candidates& cand, const Options& options, const HumanForm& form);

  // The first technique of the ladder that makes progress fills `s`; false: stuck.
  bool next(Step& s);
  void apply(const Step& s);

  Candidates& c;
  const Options& opt;
  int n;
  bool boxes;  // the form has boxes or regions (pointing, claiming)
  // Per cell, every other cell of its houses; boxes, rows, columns (hidden singles look in
  // boxes first). Built once per shape (houses_of's layout) and shared.
  struct Shape {
    std::shared_ptr<const prop::Houses> layout;  // kept alive: its address is the key
    std::vector<std::vector<int>> peers;
    std::vector<int> house_order;
  };
  void build_shape(Shape& sh) const;
  std::shared_ptr<const Shape> shape;
  const std::vector<std::vector<int>>& peers;
  const std::vector<int>& house_order;
  std::vector<std::vector<int>> above, below;  // Futoshiki: the cells a sign says are greater / smaller

  bool open(int cell) const { return c.board_->open(cell); }
  Mask cand(int cell) const { return open(cell) ? c.board_->mask(cell) : 0; }
  bool sees(int a, int b) const;
  bool in_house(int cell, int h) const;  // cell is one of house h's
  bool in_other_house(int cell) const;   // cell lies on a diagonal or window (Sudoku-X, windoku)
  const HumanForm::House& house(int h) const { return c.houses_[static_cast<size_t>(h)]; }
  int houses() const { return static_cast<int>(c.houses_.size()); }
  // kind 0 row, 1 column, 2 box or region (-1: none); the other houses: in_house.
  int house_of(int cell, int kind) const { return c.cell_houses_[static_cast<size_t>(cell)][kind]; }
  std::string house_name(int h) const;
  std::string name(int cell) const { return cell_name(cell, n); }
  std::vector<int> cells_with(int h, int v) const;  // open cells of house h with candidate v
  // The open cells that see every cell of `pattern` (and are not in it) and have v.
  std::vector<int> seeing_all(const std::vector<int>& pattern, int v) const;
  std::vector<Elimination> remove_from(const std::vector<int>& cells, int v) const;

  // Fills s with a placement step.
  void placement(Step& s, Technique t, int cell, int v, int h) const;
  void begin(Step& s, Technique t) const;
  // A chain of `links` links between `start` and `end` (one of them is v): s becomes its step,
  // v removed from the cells seeing both, rated by the length. False (s untouched) when none
  // of them has v.
  bool chain_step(Step& s, Technique t, int links, int start, int end, int v) const;

  // The ladder (basic.cpp). Its first rungs (full house, hidden and naked singles,
  // inequality, pointing, claiming) are the propagation core's (csp/propagate.hpp), capped
  // at the rank asked: core() phrases the first deduction as a step.
  bool core(Step& s, const prop::Cap& cap);
  bool naked_subset(Step& s, int k);
  bool hidden_subset(Step& s, int k);
  bool inequality_chain(Step& s);
  // (advanced.cpp)
  bool fish(Step& s, int k);
  bool xy_wing(Step& s);
  bool xyz_wing(Step& s);
  bool two_links(Step& s, Technique t);  // skyscraper, two_string_kite
  bool w_wing(Step& s);
  bool x_chain(Step& s);
  bool xy_chain(Step& s);
  bool unique_rectangle(Step& s);
};

// Calls found(chosen, union) for each choice of k masks (indices ascending) whose union has
// exactly k bits, until it returns true.
bool choose_sets(const std::vector<Mask>& masks, int k,
                 const std::function<bool(const std::vector<int>&, Mask)>& found);

}  // namespace gridsat::human
