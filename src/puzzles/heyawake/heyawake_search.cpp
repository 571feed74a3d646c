// Heyawake's native searches (the cross-check of the encoding, --backend native|both):
//  - its own backtracking (the default): cells in reading order, unshaded tried first; a value
//    is refused when it shades a cell beside a shaded one (left or above), overfills its room
//    or leaves the room too few cells for its number, or ends an unshaded run (leftwards,
//    upwards) that crosses two room borders; after each cell the unshaded cells must still
//    reach one another through cells not shaded (a breadth-first walk);
//  - the generic CSP engine (--inference / --order, and generate's seeded draws): one relation
//    per rule (a numbered room's count, a pair of neighbours, a run across two borders), the
//    unshaded cells' connectivity checked on each full candidate.
#include <algorithm>
#include <deque>

#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/sight_runs.hpp"
#include "puzzles/heyawake/heyawake.hpp"

namespace gridsat {

Csp Heyawake::to_csp() const {
  Csp csp = binary_csp(givens());
  for (int k = 0; k < rooms_.count(); ++k) {
    const int want = counts_[static_cast<size_t>(k)];
    if (want < 0) continue;
    const auto& cells = rooms_.cells[static_cast<size_t>(k)];
    const int size = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [want, size](std::span<const int> prefix) {
                               const int on = static_cast<int>(std::count(prefix.begin(), prefix.end(), 2));
                               return on <= want && on + size - static_cast<int>(prefix.size()) >= want;
                             }});
  }
  const auto not_both = [](std::span<const int> prefix) { return prefix.size() < 2 || prefix[0] != 2 || prefix[1] != 2; };
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i % cols() + 1 < cols()) csp.relations.push_back({{i, i + 1}, not_both});
    if (i + cols() < rows() * cols()) csp.relations.push_back({{i, i + cols()}, not_both});
  }
  for (auto& run : runs_crossing_borders(rooms_, 1)) {
    const size_t size = run.size();
    csp.relations.push_back({std::move(run), [size](std::span<const int> prefix) {
                               return prefix.size() < size || std::count(prefix.begin(), prefix.end(), 2) > 0;
                             }});
  }
  return csp;
}

namespace {

// Whether the unshaded cells (value 1) of an R x C board reach one another through cells not
// shaded (value 1 or 0, undecided): for a full candidate, whether they form one area.
bool unshaded_one_area(const std::vector<int>& v, int R, int C) {
  const auto first = std::find(v.begin(), v.end(), 1);
  if (first == v.end()) return true;
  std::vector<char> reached(v.size(), 0);
  std::deque<int> queue{static_cast<int>(first - v.begin())};
  reached[static_cast<size_t>(queue.front())] = 1;
  while (!queue.empty()) {
    const int i = queue.front();
    queue.pop_front();
    for (int j : orthogonal_neighbours(R, C, i))
      if (v[static_cast<size_t>(j)] != 2 && !reached[static_cast<size_t>(j)]) {
        reached[static_cast<size_t>(j)] = 1;
        queue.push_back(j);
      }
  }
  for (size_t i = 0; i < v.size(); ++i)
    if (v[i] == 1 && !reached[i]) return false;
  return true;
}

class HeyawakeSearch {
 public:
  HeyawakeSearch(const Heyawake& h, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : h_(h),
        R_(h.rows()),
        C_(h.cols()),
        budget_(limit, deadline, sink, 1024),
        v_(static_cast<size_t>(R_) * C_, 0),
        shaded_(static_cast<size_t>(h.rooms().count()), 0),
        open_(static_cast<size_t>(h.rooms().count()), 0) {
    for (int k = 0; k < h.rooms().count(); ++k) open_[static_cast<size_t>(k)] = static_cast<int>(h.rooms().cells[static_cast<size_t>(k)].size());
  }

  NativeResult run() {
    dfs(0);
    return budget_.finish(result_);
  }

 private:
  int room(int i) const { return h_.rooms().room_of[static_cast<size_t>(i)]; }

  // Borders crossed by the unshaded run that ends at i (i itself unshaded), stepping by
  // `step` back to the line's start `first`.
  int crossed(int i, int step, int first) const {
    int borders = 0;
    for (int j = i; j != first && v_[static_cast<size_t>(j - step)] == 1; j -= step) borders += room(j) != room(j - step);
    return borders;
  }

  bool fits(int i, int v) const {
    const int r = i / C_, c = i % C_, k = room(i), want = h_.counts()[static_cast<size_t>(k)];
    if (v == 2) {
      if ((c > 0 && v_[static_cast<size_t>(i - 1)] == 2) || (r > 0 && v_[static_cast<size_t>(i - C_)] == 2)) return false;
      return want < 0 || shaded_[static_cast<size_t>(k)] < want;
    }
    if (want >= 0 && shaded_[static_cast<size_t>(k)] + open_[static_cast<size_t>(k)] - 1 < want) return false;
    return crossed(i, 1, r * C_) <= 1 && crossed(i, C_, c) <= 1;
  }

  void dfs(int i) {
    if (budget_.stopped() || budget_.tick()) return;
    if (i == R_ * C_) {
      budget_.found(result_.count, v_);
      return;
    }
    const int k = room(i);
    for (int v : {1, 2}) {
      ++result_.decisions;
      if (!fits(i, v)) {
        ++result_.conflicts;
        continue;
      }
      v_[static_cast<size_t>(i)] = v;
      --open_[static_cast<size_t>(k)];
      shaded_[static_cast<size_t>(k)] += v == 2;
      if (unshaded_one_area(v_, R_, C_)) dfs(i + 1);
      else ++result_.conflicts;
      shaded_[static_cast<size_t>(k)] -= v == 2;
      ++open_[static_cast<size_t>(k)];
      v_[static_cast<size_t>(i)] = 0;
      if (budget_.stopped()) return;
    }
  }

  const Heyawake& h_;
  const int R_, C_;
  SearchBudget budget_;
  std::vector<int> v_;
  std::vector<int> shaded_, open_;  // per room: cells shaded, cells not yet decided
  NativeResult result_;
};

}  // namespace

NativeResult Heyawake::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions& opt) const {
  if (!opt.generic && opt.seed == 0) return HeyawakeSearch(*this, limit, deadline, on_solution).run();
  return search_filtered(to_csp(), limit, deadline, on_solution, opt,
                         [&](const std::vector<int>& v) { return unshaded_one_area(v, rows(), cols()); });
}

}  // namespace gridsat
