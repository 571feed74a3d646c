// Tents' own native search (the cross-check of the encoding, --backend native|both): a cell is
// open, empty or a tent; the trees are no cells of it. After each decision, to a fixpoint:
//  - a tent empties the eight cells around it;
//  - a line (row or column with a count) whose tents reach the count empties its open cells;
//    one that needs as many more as its runs of open cells can hold (ceil(L/2) a run of L,
//    the tents not touching) fills every other cell of its odd runs, and a run of two then
//    holds one tent, which empties the four cells beside the pair in the next lines;
//  - the matching of trees and tents (each tree its own tent next to it): a matching that
//    covers every tree (into open cells and tents) and every tent is kept and repaired by
//    augmenting paths; none: a conflict. From it, by alternating paths: a matched open cell
//    that every tree-covering matching uses is a tent, and an unmatched open cell that no
//    alternating path makes matchable (freeing another open cell) is empty.
// Then it branches on an open cell next to the tree with the fewest open or tent cells
// beside it: tent first, then empty. It shares nothing with the encoding.
#include <algorithm>
#include <vector>

#include "base/stop.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/tents/tents.hpp"

namespace gridsat {

namespace {

constexpr char kOpen = 0, kEmpty = 1, kTent = 2, kTree = 3;

class TentsSearch {
 public:
  TentsSearch(const Tents& t, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : R_(t.rows()), C_(t.cols()), counts_(t.counts()), budget_(limit, deadline, sink, 64) {
    const int n = R_ * C_;
    state_.assign(n, kOpen);
    trees_of_.resize(n);
    mate_cell_.assign(n, -1);
    for (int i = 0; i < n; ++i)
      if (t.trees()[i]) {
        state_[i] = kTree;
        tree_cells_.push_back(i);
      }
    cells_of_.resize(tree_cells_.size());
    for (size_t k = 0; k < tree_cells_.size(); ++k)
      for (int c : orthogonal_neighbours(R_, C_, tree_cells_[k]))
        if (state_[c] != kTree) cells_of_[k].push_back(c), trees_of_[c].push_back(static_cast<int>(k));
    mate_tree_.assign(tree_cells_.size(), -1);
    for (int i = 0; i < static_cast<int>(counts_.size()); ++i) {
      std::vector<int> cells;
      const bool col = i < C_;
      for (int j = 0; j < (col ? R_ : C_); ++j) cells.push_back(col ? j * C_ + i : (i - C_) * C_ + j);
      lines_.push_back(std::move(cells));
    }
    dirty_.assign(lines_.size(), 0);
    for (int i = 0; i < n; ++i) {
      const int g = t.givens().cells[i];
      if (state_[i] == kTree) continue;
      if (g == 2) start_ &= set(i, kTent);
      else if (g == 1 || trees_of_[i].empty()) start_ &= set(i, kEmpty);
    }
    for (size_t l = 0; l < lines_.size(); ++l)
      if (counts_[l] != Tents::kNoCount) dirty_[l] = 1, dirty_list_.push_back(static_cast<int>(l));
  }

  NativeResult run() {
    const bool ok = start_ && propagate();
    trail_.clear();
    if (ok) search();
    result_.conflicts += !ok;
    return budget_.finish(result_);
  }

 private:
  // A decided cell; false when it contradicts the cell's state.
  bool set(int c, char s) {
    if (state_[c] == s) return true;
    if (state_[c] != kOpen) return false;
    state_[c] = s;
    trail_.push_back(c);
    queue_.push_back(c);
    return true;
  }

  void undo(size_t mark) {
    while (trail_.size() > mark) {
      state_[trail_.back()] = kOpen;
      trail_.pop_back();
    }
  }

  void touch_lines(int c) {
    for (int l : {c % C_, C_ + c / C_})
      if (counts_[l] != Tents::kNoCount && !dirty_[l]) dirty_[l] = 1, dirty_list_.push_back(l);
  }

  // A tent's eight neighbours are empty.
  bool around_tent(int c) {
    const int r = c / C_, col = c % C_;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = col + dc;
        if ((dr || dc) && rr >= 0 && rr < R_ && cc >= 0 && cc < C_ && state_[rr * C_ + cc] != kTree &&
            !set(rr * C_ + cc, kEmpty))
          return false;
      }
    return true;
  }

  // The cells beside a pair of line cells a, b (a run of two) in the lines on either side.
  bool beside_pair(int a, int b, bool row) {
    const int step = row ? C_ : 1;  // across the line
    for (int side : {-1, 1}) {
      const int across = row ? a / C_ + side : a % C_ + side;
      if (across < 0 || across >= (row ? R_ : C_)) continue;
      for (int c : {a + side * step, b + side * step})
        if (state_[c] != kTree && !set(c, kEmpty)) return false;
    }
    return true;
  }

  // Long: one pass over the line finds its tents and runs and applies the line's rules.
  bool line_rule(int l) {
    const auto& cells = lines_[l];
    int tents = 0, cap = 0;
    runs_.clear();
    for (size_t j = 0; j < cells.size(); ++j) {
      const char s = state_[cells[j]];
      if (s == kTent) ++tents;
      if (s != kOpen) continue;
      if (j == 0 || state_[cells[j - 1]] != kOpen) runs_.push_back({static_cast<int>(j), 0});
      ++runs_.back().second;
    }
    for (auto [start, len] : runs_) cap += (len + 1) / 2;
    const int need = counts_[l] - tents;
    if (need < 0 || need > cap) return false;
    if (need == 0) {
      for (auto [start, len] : runs_)
        for (int j = start; j < start + len; ++j)
          if (!set(cells[j], kEmpty)) return false;
    } else if (need == cap) {
      for (auto [start, len] : runs_) {
        if (len % 2)
          for (int j = start; j < start + len; j += 2)
            if (!set(cells[j], kTent)) return false;
        if (len == 2 && !beside_pair(cells[start], cells[start + 1], l >= C_)) return false;
      }
    }
    return true;
  }

  // Kuhn's augmenting path from tree k into open or tent cells.
  bool augment_tree(int k) {
    for (int c : cells_of_[k]) {
      if (state_[c] == kEmpty || seen_[c] == stamp_) continue;
      seen_[c] = stamp_;
      if (mate_cell_[c] < 0 || augment_tree(mate_cell_[c])) {
        mate_cell_[c] = k, mate_tree_[k] = c;
        return true;
      }
    }
    return false;
  }

  // An alternating path from the unmatched cell c to a matched open cell, which it frees.
  bool augment_cell(int c) {
    for (int k : trees_of_[c]) {
      const int x = mate_tree_[k];
      if (seen_[x] == stamp_) continue;
      seen_[x] = stamp_;
      if (state_[x] == kOpen) mate_cell_[x] = -1;
      else if (!augment_cell(x)) continue;
      mate_cell_[c] = k, mate_tree_[k] = c;
      return true;
    }
    return false;
  }

  void new_stamp() {
    if (seen_.empty()) seen_.assign(state_.size(), 0);
    ++stamp_;
  }

  // Repairs the matching: every tree, then every tent, covered.
  bool repair() {
    for (size_t k = 0; k < tree_cells_.size(); ++k) {
      int& c = mate_tree_[k];
      if (c >= 0 && state_[c] == kEmpty) mate_cell_[c] = -1, c = -1;
    }
    for (size_t k = 0; k < tree_cells_.size(); ++k) {
      if (mate_tree_[k] >= 0) continue;
      new_stamp();
      if (!augment_tree(static_cast<int>(k))) return false;
    }
    for (size_t c = 0; c < state_.size(); ++c) {
      if (state_[c] != kTent || mate_cell_[c] >= 0) continue;
      new_stamp();
      seen_[c] = stamp_;
      if (!augment_cell(static_cast<int>(c))) return false;
    }
    return true;
  }

  // Long: two searches over alternating paths, each a worklist over the matched cells.
  // The deductions of the matching (see the file comment); false on a contradiction.
  bool matching_rule() {
    if (!repair()) return false;
    const int n = static_cast<int>(state_.size());
    // Freeable: matched cells some tree-covering matching leaves out, reached from the
    // unmatched open cells backwards along alternating paths.
    mark_.assign(n, 0);
    work_.clear();
    for (int c = 0; c < n; ++c)
      if (state_[c] == kOpen && mate_cell_[c] < 0) work_.push_back(c);
    while (!work_.empty()) {
      const int f = work_.back();
      work_.pop_back();
      for (int k : trees_of_[f])
        if (const int x = mate_tree_[k]; x != f && !(mark_[x] & 1)) mark_[x] |= 1, work_.push_back(x);
    }
    // Reachable: matched cells with an alternating path on to a matched open cell; an
    // unmatched cell next to such a cell's tree may become a tent (bit 2).
    work_.clear();
    for (int c = 0; c < n; ++c)
      if (state_[c] == kOpen && mate_cell_[c] >= 0) mark_[c] |= 2, work_.push_back(c);
    while (!work_.empty()) {
      const int x = work_.back();
      work_.pop_back();
      for (int y : cells_of_[mate_cell_[x]])
        if (y != x && state_[y] != kEmpty && !(mark_[y] & 2)) {
          mark_[y] |= 2;
          if (mate_cell_[y] >= 0) work_.push_back(y);
        }
    }
    for (int c = 0; c < n; ++c) {
      if (state_[c] != kOpen) continue;
      if (mate_cell_[c] >= 0 && !(mark_[c] & 1) && !set(c, kTent)) return false;
      if (mate_cell_[c] < 0 && !(mark_[c] & 2) && !set(c, kEmpty)) return false;
    }
    return true;
  }

  bool propagate() {
    for (;;) {
      while (!queue_.empty() || !dirty_list_.empty()) {
        if (!queue_.empty()) {
          const int c = queue_.back();
          queue_.pop_back();
          touch_lines(c);
          if (state_[c] == kTent && !around_tent(c)) return fail();
        } else {
          const int l = dirty_list_.back();
          dirty_list_.pop_back();
          dirty_[l] = 0;
          if (!line_rule(l)) return fail();
        }
      }
      const size_t before = trail_.size();
      if (!matching_rule()) return fail();
      if (trail_.size() == before) return true;
    }
  }

  bool fail() {
    queue_.clear();
    for (int l : dirty_list_) dirty_[l] = 0;
    dirty_list_.clear();
    return false;
  }

  // The open cell to branch on: beside the tree with the fewest open or tent cells round it
  // that still has an open one; -1 when no cell is open.
  int choose() const {
    int best = -1, best_size = 5;
    for (size_t k = 0; k < tree_cells_.size(); ++k) {
      int size = 0, open = -1;
      for (int c : cells_of_[k])
        if (state_[c] != kEmpty) ++size, open = state_[c] == kOpen && open < 0 ? c : open;
      if (open >= 0 && size < best_size) best = open, best_size = size;
    }
    return best;
  }

  // Returns false when the search must stop (limit, deadline, the sink said stop).
  bool search() {
    if (budget_.tick()) return false;
    const int c = choose();
    if (c < 0) return report();
    for (char s : {kTent, kEmpty}) {
      ++result_.decisions;
      const size_t mark = trail_.size();
      const bool ok = set(c, s) && propagate();
      result_.conflicts += !ok;
      if (ok && !search()) return false;
      undo(mark);
    }
    return true;
  }

  bool report() {
    std::vector<int> values(state_.size(), 1);
    for (size_t c = 0; c < state_.size(); ++c) values[c] = state_[c] == kTent ? 2 : 1;
    return budget_.found(result_.count, values);
  }

  const int R_, C_;
  const std::vector<int>& counts_;
  SearchBudget budget_;
  std::vector<char> state_;
  std::vector<int> tree_cells_;
  std::vector<std::vector<int>> cells_of_, trees_of_;  // per tree its cells, per cell its trees
  std::vector<int> mate_tree_, mate_cell_;
  std::vector<std::vector<int>> lines_;
  std::vector<char> dirty_, mark_;
  std::vector<int> dirty_list_, queue_, trail_, work_;
  std::vector<std::pair<int, int>> runs_;
  std::vector<unsigned> seen_;
  unsigned stamp_ = 0;
  bool start_ = true;
  NativeResult result_;
};

}  // namespace

NativeResult tents_search(const Tents& t, int64_t limit, Deadline deadline, const ValuesSink& on_solution) {
  return TentsSearch(t, limit, deadline, on_solution).run();
}

}  // namespace gridsat
