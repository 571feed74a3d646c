// The repair of a puzzle with several solutions: extra givens (cell values) until one
// solution is left. While the solutions are too many to list, greedy steps: the cell whose
// values split the sampled solutions most evenly (the smallest largest share) gets the value
// of its smallest share. Once they are all listed, the exact search (distinguish.cpp) takes
// the rest. A count under the repair verifies it.
#include "uniqueness/repair.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace gridsat::uniqueness {

namespace {

// The greedy step over a sample: (cell, value) of the most even split; cell -1 when no cell
// differs between the sampled solutions.
CellValue most_even_split(const std::vector<Grid>& sample) {
  CellValue best{-1, 0};
  size_t best_largest = sample.size() + 1, best_smallest = 0;
  const size_t cells = sample.front().cells.size();
  for (size_t c = 0; c < cells; ++c) {
    std::map<int, size_t> share;
    for (const Grid& g : sample) ++share[g.cells[c]];
    if (share.size() < 2) continue;
    size_t largest = 0, smallest = sample.size() + 1;
    int smallest_value = 0;
    for (const auto& [v, k] : share) {
      largest = std::max(largest, k);
      if (k < smallest) smallest = k, smallest_value = v;
    }
    if (largest < best_largest || (largest == best_largest && smallest < best_smallest)) {
      best = {static_cast<int>(c), smallest_value};
      best_largest = largest;
      best_smallest = smallest;
    }
  }
  return best;
}

void assume_value(const CellLits& cl, CellValue cv, std::vector<int>& assumptions) {
  for (int lit : cl.lits(cv.cell, cv.value)) assumptions.push_back(lit);
}

}  // namespace

// Long: one loop whose steps share the sample, the assumptions and the repair so far.
Repair repair(Sat& sat, const CellLits& cl, const std::vector<Grid>& first_sample, bool first_complete,
              const RepairOptions& o) {
  Repair out;
  std::vector<int> assumptions;
  std::vector<Grid> sample = first_sample;
  bool complete = first_complete;
  for (;;) {
    if (sample.empty()) throw std::logic_error("repair: no solution under givens taken from a solution");
    if (sample.size() == 1 && complete) break;
    if (complete) {
      const Distinguisher d = smallest_distinguisher(sample, o.exact_nodes);
      for (int cell : d.cells) {
        const CellValue cv{cell, sample[d.target].cells[static_cast<size_t>(cell)]};
        out.repair.push_back(cv);
        assume_value(cl, cv, assumptions);
      }
      out.proved_smallest = d.proved && out.repair.size() == d.cells.size();
    } else {
      const CellValue cv = most_even_split(sample);
      if (cv.cell < 0) throw std::logic_error("repair: sampled solutions that agree on every cell");
      out.repair.push_back(cv);
      assume_value(cl, cv, assumptions);
    }
    const Sat::Sample next = sat.enumerate(assumptions, o.sample);
    if (next.stopped) return out;  // found stays false
    sample = next.solutions;
    complete = next.complete;
  }
  // Verified: the count under the repair is one, and complete.
  out.found = sample.size() == 1 && complete;
  if (out.found) out.solution = sample.front();
  if (out.repair.size() == 1) out.proved_smallest = true;  // the puzzle alone is not unique
  return out;
}

}  // namespace gridsat::uniqueness
