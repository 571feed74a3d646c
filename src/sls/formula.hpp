#pragma once
// Private to src/sls: the formula both engines walk on, what their walks share, and the
// second engine.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "base/random.hpp"
#include "sls/options.hpp"

namespace gridsat::sls {

// The formula in compressed rows: clause c's literals are lits[start[c] .. start[c+1]),
// literal l's clauses occ[ostart[index(l)] .. ostart[index(l)+1]).
struct Formula {
  int vars = 0;
  std::vector<int> start{0}, lits;
  std::vector<int> ostart, occ;
  bool empty_clause = false;
  int longest = 0;

  static int index(int lit) { return 2 * std::abs(lit) + (lit < 0); }
  int clauses() const { return static_cast<int>(start.size()) - 1; }

  Formula(int num_vars, const std::vector<int>& flat) : vars(num_vars) {
    std::vector<int> clause;
    for (int lit : flat) {
      if (lit != 0) {
        clause.push_back(lit);
        continue;
      }
      add(clause);
      clause.clear();
    }
    std::vector<int> count(2 * static_cast<size_t>(vars) + 3, 0);
    for (int lit : lits) ++count[index(lit) + 1];
    ostart.assign(count.size(), 0);
    for (size_t i = 1; i < count.size(); ++i) ostart[i] = ostart[i - 1] + count[i];
    occ.resize(lits.size());
    std::vector<int> fill(ostart.begin(), ostart.end() - 1);
    for (int c = 0; c < clauses(); ++c)
      for (int k = start[c]; k < start[c + 1]; ++k) occ[fill[index(lits[k])]++] = c;
  }

  // One clause, repeated literals merged; a tautology is left out, an empty clause noted.
  void add(std::vector<int>& clause) {
    std::sort(clause.begin(), clause.end());
    clause.erase(std::unique(clause.begin(), clause.end()), clause.end());
    for (size_t k = 0; k + 1 < clause.size(); ++k)
      if (std::binary_search(clause.begin(), clause.end(), -clause[k])) return;
    if (clause.empty()) empty_clause = true;
    lits.insert(lits.end(), clause.begin(), clause.end());
    start.push_back(static_cast<int>(lits.size()));
    longest = std::max(longest, static_cast<int>(clause.size()));
  }
};

// A set of clauses or variables (0 .. n-1) with constant-time insert and erase, held in a
// vector that a walk draws from at random (the falsified clauses, CCAnr's good variables).
class IndexedSet {
 public:
  explicit IndexedSet(size_t n) : pos_(n, -1) {}
  void insert(int x) {
    pos_[x] = static_cast<int>(items_.size());
    items_.push_back(x);
  }
  void erase(int x) {
    const int last = items_.back();
    items_[pos_[x]] = last;
    pos_[last] = pos_[x];
    items_.pop_back();
    pos_[x] = -1;
  }
  bool contains(int x) const { return pos_[x] >= 0; }
  bool empty() const { return items_.empty(); }
  int size() const { return static_cast<int>(items_.size()); }
  int operator[](int i) const { return items_[i]; }
  std::vector<int>::const_iterator begin() const { return items_.begin(); }
  std::vector<int>::const_iterator end() const { return items_.end(); }

 private:
  std::vector<int> items_;
  std::vector<int> pos_;  // x's index in items_, -1 when absent
};

// The walk of both engines: a random assignment `val` (start() then sets up the engine's
// counts, `unsat` among them), then one flip per step, flip(k) for k = 1, 2, ..., until no
// clause is falsified or the run ends (max_flips; the deadline or the stop flag, looked at
// every `poll` flips, a power of two).
template <class Start, class Flip>
Result walk(const Formula& f, const Options& opt, Rng& rng, std::vector<char>& val, const IndexedSet& unsat,
            int64_t poll, Start start, Flip flip) {
  Result r;
  if (f.empty_clause) return r;
  for (int v = 1; v <= f.vars; ++v) val[v] = static_cast<char>(rng.below(2));
  start();
  r.min_falsified = unsat.size();
  while (!unsat.empty()) {
    if ((r.flips & (poll - 1)) == 0 && (past(opt.deadline) || (opt.stop && opt.stop->load()))) return r;
    if (opt.max_flips > 0 && r.flips >= opt.max_flips) return r;
    flip(++r.flips);
    r.min_falsified = std::min<int64_t>(r.min_falsified, unsat.size());
  }
  r.model = val;
  r.found = true;
  return r;
}

// Configuration checking with aspiration for non-random formulas (ccanr.cpp).
Result run_ccanr(const Formula& f, const Options& opt);

}  // namespace gridsat::sls
