// The native engine for CSPs with relations (Csp::relations: cages, lines of sight), the
// cross-check of the genres whose rules are not only all-different groups. Plain on purpose:
// it shares nothing with the encoders and little with the tuned engines.
//
//  - Domains are 64-bit sets (bit v - 1 stands for value v; max_value <= 64).
//  - Propagation to a fixpoint after each decision: a variable whose domain became a single
//    value removes it from its peers (forward checking of the groups); a permutation group
//    (as many members as values) places a value that has one place left (hidden single) and
//    fails when a value has none; each relation touching a changed variable is revised to
//    generalised arc consistency: for every (position, value) without a known support, a
//    depth-first search over the current domains, pruned by Relation::allows on every prefix,
//    looks for a complete tuple that allows accepts; every tuple found supports all its values
//    at once. A value without support is removed; a value whose search passes a budget of
//    prefix tests stays (bounded work per revision; exact once the relation's variables are
//    all assigned).
//  - Search: the unassigned variable with the smallest domain (ties: lowest index), d-way
//    branching in ascending value order (or a seeded random order), chronological
//    backtracking through a trail of old domains.
//  - Every solution is checked against the groups and every relation before it is reported.
// Csp::less pairs become two-variable relations.
#include "csp/engine_relations.hpp"

#include <bit>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "base/random.hpp"

namespace gridsat::csp_detail {
namespace {

class RelationSearch {
 public:
  RelationSearch(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution, uint64_t seed)
      : csp_(csp), n_(csp.num_vars), budget_(limit, deadline, on_solution), rng_(seed), seed_(seed) {
    if (csp.max_value < 1 || csp.max_value > 64)
      throw std::invalid_argument("native search with relations: values 1..64 only, not 1.." +
                                  std::to_string(csp.max_value));
    full_ = csp.max_value == 64 ? ~uint64_t{0} : (uint64_t{1} << csp.max_value) - 1;
    relations_ = csp.relations;
    for (auto [a, b] : csp.less)
      relations_.push_back({{a, b}, [](std::span<const int> p) { return p.size() < 2 || p[0] < p[1]; }});
    build_index();
  }

  NativeResult run() {
    dom_.assign(static_cast<size_t>(n_), full_);
    bool ok = true;
    for (int x = 0; x < n_ && ok; ++x) {
      const int v = x < static_cast<int>(csp_.fixed.size()) ? csp_.fixed[static_cast<size_t>(x)] : 0;
      if (v < 0 || v > csp_.max_value) ok = false;
      if (v > 0 && ok) ok = narrow(x, bit(v));
    }
    for (size_t r = 0; r < relations_.size(); ++r) rel_pending_[r] = 1, rel_queue_.push_back(static_cast<int>(r));
    for (int x = 0; x < n_; ++x) enqueue(x);
    if (ok) ok = propagate();
    trail_.clear();
    if (!ok) {
      result_.complete = true;
      result_.conflicts = 1;
      return result_;
    }
    search();  // false once the budget stopped it
    return budget_.finish(result_);
  }

 private:
  static uint64_t bit(int v) { return uint64_t{1} << (v - 1); }
  static int value_of(uint64_t d) { return std::countr_zero(d) + 1; }

  void build_index() {
    var_groups_.assign(static_cast<size_t>(n_), {});
    var_rels_.assign(static_cast<size_t>(n_), {});
    for (size_t g = 0; g < csp_.groups.size(); ++g)
      for (int x : csp_.groups[g]) var_groups_[static_cast<size_t>(x)].push_back(static_cast<int>(g));
    for (size_t r = 0; r < relations_.size(); ++r)
      for (int x : relations_[r].vars) var_rels_[static_cast<size_t>(x)].push_back(static_cast<int>(r));
    rel_pending_.assign(relations_.size(), 0);
    in_queue_.assign(static_cast<size_t>(n_), 0);
  }

  void enqueue(int x) {
    if (!in_queue_[static_cast<size_t>(x)]) in_queue_[static_cast<size_t>(x)] = 1, queue_.push_back(x);
  }

  // dom(x) &= keep; false on a wipe-out.
  bool narrow(int x, uint64_t keep) {
    uint64_t& d = dom_[static_cast<size_t>(x)];
    const uint64_t nd = d & keep;
    if (nd == d) return true;
    if (nd == 0) return false;
    trail_.push_back({x, d});
    d = nd;
    enqueue(x);
    return true;
  }

  // Forward checking of x's groups once x has one value, and x's relations queued.
  bool fire(int x) {
    const uint64_t d = dom_[static_cast<size_t>(x)];
    if (std::popcount(d) == 1)
      for (int g : var_groups_[static_cast<size_t>(x)])
        for (int y : csp_.groups[static_cast<size_t>(g)])
          if (y != x && !narrow(y, ~d)) return false;
    for (int r : var_rels_[static_cast<size_t>(x)])
      if (!rel_pending_[static_cast<size_t>(r)]) rel_pending_[static_cast<size_t>(r)] = 1, rel_queue_.push_back(r);
    return true;
  }

  // Hidden singles of the permutation groups; false when a value has no place left.
  bool hidden_singles() {
    for (const auto& g : csp_.groups) {
      if (static_cast<int>(g.size()) != csp_.max_value) continue;
      for (int v = 1; v <= csp_.max_value; ++v) {
        int place = -1, count = 0;
        for (int x : g)
          if (dom_[static_cast<size_t>(x)] & bit(v)) place = x, ++count;
        if (count == 0) return false;
        if (count == 1 && !narrow(place, bit(v))) return false;
      }
    }
    return true;
  }

  bool propagate() {
    bool ok = true;
    while (ok) {
      if (!queue_.empty()) {
        const int x = queue_.back();
        queue_.pop_back();
        in_queue_[static_cast<size_t>(x)] = 0;
        ok = fire(x);
      } else if (!rel_queue_.empty()) {
        const int r = rel_queue_.back();
        rel_queue_.pop_back();
        rel_pending_[static_cast<size_t>(r)] = 0;
        ok = revise(relations_[static_cast<size_t>(r)]);
      } else {
        ok = hidden_singles();
        if (queue_.empty()) break;
      }
    }
    if (!ok) clear_queues();
    return ok;
  }

  void clear_queues() {
    for (int x : queue_) in_queue_[static_cast<size_t>(x)] = 0;
    for (int r : rel_queue_) rel_pending_[static_cast<size_t>(r)] = 0;
    queue_.clear();
    rel_queue_.clear();
  }

  // Generalised arc consistency of one relation (see the file comment).
  bool revise(const Relation& rel) {
    const size_t k = rel.vars.size();
    supported_.assign(k, 0);
    tuple_.resize(k);
    for (size_t i = 0; i < k; ++i) {
      uint64_t open = dom_[static_cast<size_t>(rel.vars[i])];
      // Each round either supports the lowest unsupported value or removes it.
      for (uint64_t todo = open & ~supported_[i]; todo; todo = open & ~supported_[i]) {
        fixed_pos_ = i;
        fixed_bit_ = todo & -todo;
        support_left_ = kSupportBudget;
        if (find_tuple(rel, 0)) continue;
        if (support_left_ < 0) return narrow(rel.vars[i], open);  // undecided: the values left stay
        open &= ~fixed_bit_;
      }
      if (!narrow(rel.vars[i], open)) return false;
    }
    return true;
  }

  // Depth-first search for a tuple of rel with position fixed_pos_ = fixed_bit_; records its
  // values as supported.
  bool find_tuple(const Relation& rel, size_t depth) {
    if (depth == rel.vars.size()) {
      for (size_t i = 0; i < depth; ++i) supported_[i] |= bit(tuple_[i]);
      return true;
    }
    uint64_t d = depth == fixed_pos_ ? fixed_bit_ : dom_[static_cast<size_t>(rel.vars[depth])];
    while (d && --support_left_ >= 0) {
      tuple_[depth] = value_of(d);
      d &= d - 1;
      if (rel.allows(std::span<const int>(tuple_.data(), depth + 1)) && find_tuple(rel, depth + 1)) return true;
    }
    return false;
  }

  bool check_solution() const {
    std::vector<int> values(static_cast<size_t>(n_));
    for (int x = 0; x < n_; ++x) values[static_cast<size_t>(x)] = value_of(dom_[static_cast<size_t>(x)]);
    for (const auto& g : csp_.groups) {
      uint64_t seen = 0;
      for (int x : g) {
        if (seen & bit(values[static_cast<size_t>(x)])) return false;
        seen |= bit(values[static_cast<size_t>(x)]);
      }
    }
    std::vector<int> t;
    for (const auto& r : relations_) {
      t.clear();
      for (int x : r.vars) t.push_back(values[static_cast<size_t>(x)]);
      if (!r.allows(t)) return false;
    }
    return true;
  }

  int choose() const {
    int best = -1, best_size = 65;
    for (int x = 0; x < n_; ++x) {
      const int s = std::popcount(dom_[static_cast<size_t>(x)]);
      if (s > 1 && s < best_size) best = x, best_size = s;
    }
    return best;
  }

  // The values of domain d in the order to try them.
  std::vector<int> order(uint64_t d) {
    std::vector<int> vs;
    for (; d; d &= d - 1) vs.push_back(value_of(d));
    if (seed_ != 0)
      for (size_t i = vs.size(); i > 1; --i) std::swap(vs[i - 1], vs[rng_.below(i)]);
    return vs;
  }

  void undo(size_t mark) {
    while (trail_.size() > mark) {
      dom_[static_cast<size_t>(trail_.back().first)] = trail_.back().second;
      trail_.pop_back();
    }
  }

  // Returns false when the search must stop (limit, deadline, the sink said stop).
  bool search() {
    if (budget_.tick()) return false;
    const int x = choose();
    if (x < 0) return report();
    for (int v : order(dom_[static_cast<size_t>(x)])) {
      ++result_.decisions;
      const size_t mark = trail_.size();
      if (narrow(x, bit(v)) && propagate()) {
        if (!search()) return false;
      } else {
        ++result_.conflicts;
      }
      undo(mark);
    }
    return true;
  }

  bool report() {
    if (!check_solution()) throw std::logic_error("native search with relations: a solution breaks a constraint");
    std::vector<int> values(static_cast<size_t>(n_));
    for (int x = 0; x < n_; ++x) values[static_cast<size_t>(x)] = value_of(dom_[static_cast<size_t>(x)]);
    return budget_.found(result_.count, values);
  }

  const Csp& csp_;
  const int n_;
  SearchBudget budget_;
  Rng rng_;
  const uint64_t seed_;
  uint64_t full_ = 0;
  std::vector<Relation> relations_;
  std::vector<std::vector<int>> var_groups_, var_rels_;
  std::vector<uint64_t> dom_;
  std::vector<std::pair<int, uint64_t>> trail_;
  std::vector<int> queue_, rel_queue_;
  std::vector<char> in_queue_, rel_pending_;
  std::vector<uint64_t> supported_;
  std::vector<int> tuple_;
  // The prefix tests one search for a support may make: past it the value stays, unproved (a
  // large cage early in the search would otherwise cost seconds per revision). Once every
  // variable of a relation has one value its revision is one test, so the check stays exact.
  static constexpr int64_t kSupportBudget = 2000;
  int64_t support_left_ = 0;
  size_t fixed_pos_ = 0;
  uint64_t fixed_bit_ = 0;
  NativeResult result_;
};

}  // namespace

NativeResult solve_relations(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             uint64_t seed) {
  return RelationSearch(csp, limit, deadline, on_solution, seed).run();
}

}  // namespace gridsat::csp_detail
