#pragma once
// The vocabulary of native (backtracking) search, shared by the generic CSP solver and
// the families that bring their own search (magic squares, no-three-in-line).
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "base/names.hpp"
#include "base/stop.hpp"

namespace gridsat {

// What runs after each assignment. The constraints are the all-different groups (as
// pairwise !=) and the '<' pairs.
enum class Inference {
  none,        // plain backtracking: a value is only checked against the assigned peers and
               // the assigned '<' partners
  fc,          // forward checking: the value leaves the domains of the unassigned peers, a
               // '<' partner's domain is cut at the value; a wiped-out domain fails
  mac,         // maintaining arc consistency: AC-3 over every binary constraint (pairwise
               // != and '<') to a fixpoint after each assignment
  fc_singles,  // the default and the fastest: forward checking plus naked and hidden singles
               // (a permutation group's last place for a value) and bounds consistency of
               // '<', propagated to a fixpoint; two-way branching (x = v, then x != v)
};
inline constexpr Named<Inference> kInferenceNames[] = {
    {Inference::none, "none", "plain backtracking, checks against assigned peers"},
    {Inference::fc, "fc", "forward checking"},
    {Inference::mac, "mac", "maintaining arc consistency (AC-3 to a fixpoint)"},
    {Inference::fc_singles, "fc+singles", "forward checking, naked and hidden singles, bounds of '<'; the fastest"},
};
inline std::string_view to_string(Inference i) { return name_of<Inference>(kInferenceNames, i); }

// Which variable is branched on next.
enum class VarOrder {
  static_order,  // the first unassigned variable in index order (row-major cells)
  mrv,           // minimum remaining values: the smallest current domain (with inference
                 // none: the fewest values consistent with the assignment); ties go to the
                 // most unassigned peers, then to the lowest index
};
inline constexpr Named<VarOrder> kVarOrderNames[] = {
    {VarOrder::static_order, "static", "first open cell in row-major order"},
    {VarOrder::mrv, "mrv", "smallest domain first, ties to the most open peers"},
};
inline std::string_view to_string(VarOrder o) { return name_of<VarOrder>(kVarOrderNames, o); }

// The defaults are the solver's tuned configuration.
struct NativeOptions {
  Inference inference = Inference::fc_singles;
  VarOrder order = VarOrder::mrv;
  // 0: each decision tries the smallest value first (deterministic). Otherwise the seed of
  // a portable random value order (base/random.hpp), the same on every machine: `gridsat
  // generate` draws its full grids this way (fc+singles and magic squares only).
  uint64_t seed = 0;
  // The generic CSP engine even where the family has a faster one of its own (Sudoku up to
  // 16x16: bits/sudoku_bits.hpp): set when --inference or --order is named, so that the
  // classic menu runs the engine it names.
  bool generic = false;
};

struct NativeResult {
  int64_t count = 0;       // solutions found (at most the limit when limit > 0)
  bool complete = false;   // the search space was exhausted: count is exact
  bool timed_out = false;  // stopped by the deadline or the stop flag
  int64_t decisions = 0;   // branching choices (values tried)
  int64_t conflicts = 0;   // dead ends (a domain wiped out, or a value inconsistent)
};

// Receives each solution as row-major cell values; return false to stop the search.
using ValuesSink = std::function<bool(const std::vector<int>&)>;

// A local search's answer as a native search's: the solution it found, given to the sink, or
// none (it ran out of time); never complete, as a local search proves nothing. Its moves and
// restarts stand for decisions and conflicts.
inline NativeResult local_search_answer(const std::optional<std::vector<int>>& found, int64_t moves, int64_t restarts,
                                        const ValuesSink& sink) {
  NativeResult r;
  r.decisions = moves;
  r.conflicts = restarts;
  r.timed_out = !found;
  if (found) {
    r.count = 1;
    sink(*found);
  }
  return r;
}

// The budget of one native search, asked the same two questions by every engine (the generic
// CSP engines, Sudoku's bit engines, the families' own searches): a solution was found, may
// the search go on? A step was taken, is the time up? Solutions are given to the sink until it
// declines one or the limit is reached; the clock (the deadline, Ctrl-C) is looked at once
// every `poll_every` steps, so that a step costs an increment and a test.
class SearchBudget {
 public:
  // limit: solutions, 0 = all. poll_every: a power of two. The sink may be empty (counts only).
  SearchBudget(int64_t limit, Deadline deadline, const ValuesSink& sink, uint64_t poll_every = 256)
      : limit_(limit), deadline_(deadline), sink_(sink), mask_(poll_every - 1) {}

  // Counts a solution in `count` and gives it to the sink. False when the search must stop:
  // the sink declined it (declined()), or the count reached the limit.
  bool found(int64_t& count, const std::vector<int>& values) {
    ++count;
    if (sink_ && !sink_(values)) declined_ = stopped_ = true;
    else if (limit_ > 0 && count >= limit_) stopped_ = true;
    return !stopped_;
  }
  bool has_sink() const { return static_cast<bool>(sink_); }  // else the values are not needed

  // One step of the search: true once the deadline has passed (then timed_out()).
  bool tick() { return late(++ticks_, mask_ + 1); }
  // The clock for a step counter of the caller's own (an inner loop that polls more or less
  // often than its search's steps): looked at when `step` is a multiple of `every` (a power
  // of two); true once the deadline has passed (then timed_out()).
  bool late(uint64_t step, uint64_t every) {
    if ((step & (every - 1)) == 0 && past(deadline_)) timed_out_ = stopped_ = true;
    return timed_out_;
  }

  // The result of a search that returned: complete unless something stopped it (the count is
  // then a lower bound), timed out when the deadline did.
  NativeResult finish(NativeResult r) const {
    r.complete = !stopped_;
    r.timed_out = timed_out_;
    return r;
  }

  bool stopped() const { return stopped_; }      // found(), tick() or late() said stop
  bool timed_out() const { return timed_out_; }  // by the deadline (or Ctrl-C)
  bool declined() const { return declined_; }    // by the sink

 private:
  const int64_t limit_;
  const Deadline deadline_;
  const ValuesSink& sink_;
  const uint64_t mask_;
  uint64_t ticks_ = 0;
  bool stopped_ = false, timed_out_ = false, declined_ = false;
};

}  // namespace gridsat
