#pragma once
// The one propagation core of permutation grids (every house holds each value 1..n once:
// Sudoku, Latin squares, Futoshiki): full houses, naked and hidden singles, locked
// candidates (pointing, claiming) and the bounds of '<', over bitset candidates with
// per-(house, value) counters. One implementation serves four users:
//   - the deductions before encoding (puzzles/common/deductions.cpp, --simplify singles|locked):
//     propagate() to a fixpoint under Cap::singles() or Cap::locked();
//   - the human ladder (human/): next() finds the first deduction in the ladder's order,
//     which the ladder phrases as a step (its advanced techniques stay in human/);
//   - the generator's fast path (generate/generate.cpp): propagate() under Cap::rank(r), the
//     closure of the ladder capped at rank r (Simon Tatham's unequal.c: one solver, capped
//     by a difficulty, grades and generates);
//   - the native engine (engine_singles.cpp) shares the layout (csp_detail::Domains: W words
//     of bits per cell, bit b = value b + 1; counters per (group, value)) but keeps its own
//     trail-and-XOR inner loop: see engine_singles.cpp for why.
//
//   prop::Houses houses(9, groups);          // once per shape
//   prop::Board b(houses, /*queue=*/true);
//   for (int cell...) if (given) ok = ok && b.place(cell, v);
//   ok = ok && b.propagate(prop::Cap::singles(), [](const prop::Deduction& d) { ... });
//
// Every rule only adds information and stays applicable as information grows, so the
// fixpoint of propagate() does not depend on the order of the queue: every user that runs
// to a fixpoint gets the same candidates (a contradiction aside).
#include <bit>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "csp/domains.hpp"

namespace gridsat::prop {

enum class Kind : uint8_t { row, column, box, other };

// The techniques, easiest first (the human ladder's order).
enum class Rule : uint8_t {
  full_house,     // the last open cell of a house
  hidden_single,  // a value with one place left in a house
  naked_single,   // a cell with one candidate left
  inequality,     // a < b: a below max(b), b above min(a)
  pointing,       // a value of a box confined to a line: out of the rest of the line
  claiming,       // a value of a line (any house but a box) confined to another house: out of its rest
};

// The static structure of one shape, built once: the houses (groups of n cells each), each
// cell's houses and the intersections of two houses in two or more cells (ordered by a,
// then b), which locked candidates use.
struct Houses {
  struct Intersection {
    int a, b;                // houses sharing two or more cells
    std::vector<int> cells;  // a's cells that are also in b
  };
  int n = 0;                                  // side; values 1..n; n*n cells
  std::vector<std::vector<int>> groups;       // the houses
  std::vector<std::vector<int>> cell_groups;  // per cell, its houses in increasing order
  std::vector<Intersection> intersections;
  std::vector<Kind> kinds;     // per house (Kind::other when not given)
  std::vector<int> inter_off;  // intersections of house a: [inter_off[a], inter_off[a+1])

  // poll (optional) runs once per house while the O(houses^2) intersections are found.
  Houses(int side, std::vector<std::vector<int>> groups, std::vector<Kind> kinds = {},
         const std::function<void()>& poll = nullptr);
};

// The difficulty cap: which rules propagate() and next() may use. Full houses always.
struct Cap {
  bool naked = true;              // naked singles
  bool hidden_everywhere = true;  // hidden singles in every house (false: only in boxes)
  bool inequality = true;         // bounds across '<'
  bool locked = true;             // locked candidates
  static Cap singles() { return {true, true, false, false}; }
  static Cap locked_candidates() { return {true, true, false, true}; }
  // The human ladder's ranks (human::Grade): 1 trivial (with boxes: full houses and hidden
  // singles in boxes; without: every single), 2 basic (every single, inequality), 3 and up
  // intermediate (locked candidates too).
  static Cap rank(int r, bool boxes) { return {r >= 2 || !boxes, r >= 2 || !boxes, r >= 2, r >= 3}; }
};

// One deduction, for the tracer and the ladder.
struct Deduction {
  Rule rule = Rule::full_house;
  int house = -1;          // singles: the house (-1 for a naked single); locked: where the value is confined
  int to = -1;             // locked: the house it leaves; inequality: the index of the pair in less
  int cell = -1;           // singles: the cell placed
  int value = 0;           // singles: the value placed; locked: the value confined
  std::vector<int> cells;  // locked: the places of value in house
  std::vector<std::pair<int, int>> eliminations;  // (cell, value) removed: locked, inequality
};
using Tracer = std::function<void(const Deduction&)>;

// The candidates of one grid. Cells are 0..n*n-1, values 1..n.
class Board : csp_detail::Domains<false> {
 public:
  // queue: keep the queue of triggered rules for propagate() (the ladder, which only asks
  // next(), does without).
  Board(const Houses& houses, bool queue, std::vector<std::pair<int, int>> less = {});
  void reset();  // every candidate open, nothing placed, the queue empty
  // This board becomes a copy of o, a board of the same houses, reusing its storage.
  void copy_from(const Board& o);
  // reset(), then the givens (row-major, 0 = open) placed in one sweep: the same state as
  // place() for each, at a fraction of the cost. False when givens contradict each other.
  bool load(const std::vector<int>& givens);
  void set_less(std::vector<std::pair<int, int>> less) { less_ = std::move(less); }

  // cell = v: its other candidates go, v leaves every open cell of its houses. Done even
  // when v is no candidate of the cell; false then, or when a cell or a (house, value)
  // is left with no place. A placed cell stays as it is: true when it holds v.
  bool place(int cell, int v);
  // v leaves cell's candidates (nothing when it is not one); false on a wipe-out as above.
  bool remove(int cell, int v);

  // Queues every rule that applies now, not only those later changes trigger.
  void seed();
  // Applies the queued rules and the passes (inequality, locked) that cap allows to a
  // fixpoint, telling tracer each deduction. False on a contradiction.
  bool propagate(const Cap& cap, const Tracer& tracer = nullptr);
  // The first deduction the cap allows in the ladder's order (full house, hidden single
  // with houses in hidden_order, naked single, inequality, pointing, claiming), not applied.
  // Needs n <= 64.
  bool next(const Cap& cap, const std::vector<int>& hidden_order, Deduction& d) const;

  int n() const { return M_; }
  bool open(int cell) const { return !assigned(cell); }
  int value(int cell) const { return val_[cell]; }  // 0 while open
  bool has(int cell, int v) const { return holds(cell, v - 1); }
  int size(int cell) const { return size_[cell]; }  // its candidates (1 once placed)
  uint64_t mask(int cell) const {
    return dom_[W_ == 1 ? static_cast<size_t>(cell) : static_cast<size_t>(cell) * W_];
  }                                                                  // n <= 64: bit v-1
  int count(int house, int v) const { return cnt_[idx(house, v)]; }  // cells of the house holding v
  bool placed(int house, int v) const { return placed_[idx(house, v)] != 0; }
  int open_in(int house) const { return open_in_[house]; }
  int open_cells() const { return unassigned_; }
  const Houses& houses() const { return h_; }
  const std::vector<std::pair<int, int>>& less() const { return less_; }

  std::function<void()> poll;  // optional: called now and then in long loops (time limits)

 private:
  enum ItemKind : uint8_t { naked, hidden, full };
  struct Item {
    ItemKind kind;
    int a, v;
  };
  size_t idx(int house, int v) const { return static_cast<size_t>(house) * M_ + v - 1; }
  // Bit b of cell (Domains::has without the multiplication when one word is enough).
  bool holds(int cell, int b) const {
    return W_ == 1 ? (dom_[static_cast<size_t>(cell)] >> b) & 1 : Domains::has(cell, b);
  }
  void push(ItemKind k, int a, int v) {
    if (queue_on_) queue_.push({k, a, v});
  }
  // Calls f(b) for every candidate bit b of cell, ascending.
  template <class F>
  void for_each_value(int cell, F&& f) const {
    if (W_ == 1) {
      for (uint64_t bits = dom_[static_cast<size_t>(cell)]; bits; bits &= bits - 1) f(std::countr_zero(bits));
    } else {
      for (int b = lowest(cell); b >= 0; b = next_bit(cell, b + 1)) f(b);
    }
  }
  int apply_item(const Item& it, const Cap& cap, const Tracer& tracer);
  int inequality_pass(const Tracer& tracer);
  int locked_pass(const Tracer& tracer);
  bool confined(int a, const Houses::Intersection& x, int v, std::vector<int>* places) const;
  bool first_single(const Cap& cap, const std::vector<int>& hidden_order, Deduction& d) const;
  bool first_inequality(Deduction& d) const;
  bool first_locked(Rule rule, Deduction& d) const;

  const Houses& h_;
  const bool queue_on_;
  std::vector<std::pair<int, int>> less_;
  std::vector<int> cnt_;         // per (house, value): cells holding it
  std::vector<uint8_t> placed_;  // per (house, value): placed there
  std::vector<int> open_in_;     // per house: open cells
  csp_detail::Stack<Item> queue_;
  std::vector<int> inside_;  // locked_pass's scratch: per value, its places in an intersection
  int64_t steps_ = 0;
};

}  // namespace gridsat::prop
