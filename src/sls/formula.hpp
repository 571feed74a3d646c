#pragma once
// Private to src/sls: the formula both engines walk on, and the second engine.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "sls/sls.hpp"

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

// Configuration checking with aspiration for non-random formulas (ccanr.cpp).
Result run_ccanr(const Formula& f, const Options& opt);

}  // namespace gridsat::sls
