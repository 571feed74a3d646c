// Fillomino's native search (Puzzle::search_native): its own, as the rule (every orthogonally
// connected set of equal sizes has as many cells as its size) is no all-different group nor a
// relation over a few cells. It shares no code with the encoding (puzzles/common/sized_partition).
//
// Per cell a set of the sizes it may still hold (bit m - 1: size m); a cell with one left is
// decided. After each choice, to a fixpoint:
//  - a decided area (a connected set of decided cells of one size m) over m cells fails; one of
//    exactly m cells is closed: m leaves its open neighbours; one of fewer cells must grow: it
//    fails when no open neighbour may take m, or when fewer than m cells are reachable from it
//    through cells that may hold m, takes them all when exactly m are, and takes its neighbour
//    when only one may;
//  - an open cell keeps size m only when it, with the decided areas of m next to it, makes at
//    most m cells, and m cells that may hold m are reachable from it.
// Choices: an open neighbour of the growing area with the fewest open neighbours takes the
// area's size or not; with no growing area, the open cell with the fewest sizes left takes its
// smallest or not.
#include <bit>
#include <cstdint>
#include <vector>

#include "model/puzzle.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/fillomino/fillomino.hpp"

namespace gridsat {

namespace {

using Sizes = std::vector<uint64_t>;

uint64_t bit(int m) { return uint64_t{1} << (m - 1); }
bool decided(uint64_t d) { return std::has_single_bit(d); }
int size_of(uint64_t d) { return std::countr_zero(d) + 1; }

class FillSearch {
 public:
  FillSearch(int rows, int cols, const std::vector<int>& numbers, int max_size, int64_t limit, Deadline deadline,
             const ValuesSink& sink)
      : n_(rows * cols), budget_(limit, deadline, sink, 64) {
    for (int i = 0; i < n_; ++i) adj_.push_back(orthogonal_neighbours(rows, cols, i));
    area_.assign(static_cast<size_t>(n_), -1);
    mark_.assign(static_cast<size_t>(n_), 0);
    const uint64_t all = max_size == 64 ? ~uint64_t{0} : (uint64_t{1} << max_size) - 1;
    start_.assign(static_cast<size_t>(n_), all);
    for (int i = 0; i < n_; ++i)
      if (const int v = numbers[static_cast<size_t>(i)]) start_[static_cast<size_t>(i)] = v <= max_size ? bit(v) : 0;
  }

  NativeResult run() {
    dfs(start_);
    return budget_.finish(result_);
  }

 private:
  struct Area {
    int size = 0, value = 0;
    std::vector<int> frontier;  // open neighbours that may take the value
  };

  // Cells reachable from `from` through cells that may hold m (in todo_), counted up to `cap`.
  int reach(const Sizes& d, const std::vector<int>& from, int m, int cap) {
    ++stamp_;
    std::vector<int>& todo = todo_;
    todo.clear();
    for (int i : from) {
      mark_[static_cast<size_t>(i)] = stamp_;
      todo.push_back(i);
    }
    for (size_t k = 0; k < todo.size() && static_cast<int>(todo.size()) < cap; ++k)
      for (int j : adj_[static_cast<size_t>(todo[k])])
        if (mark_[static_cast<size_t>(j)] != stamp_ && (d[static_cast<size_t>(j)] & bit(m))) {
          mark_[static_cast<size_t>(j)] = stamp_;
          todo.push_back(j);
        }
    return static_cast<int>(todo.size());
  }

  // The decided areas (area_ per cell, -1 open); false when one breaks the rule.
  bool find_areas(const Sizes& d, std::vector<Area>& areas, std::vector<std::vector<int>>& cells) {
    std::fill(area_.begin(), area_.end(), -1);
    areas.clear();
    cells.clear();
    for (int i = 0; i < n_; ++i) {
      if (area_[static_cast<size_t>(i)] >= 0 || !decided(d[static_cast<size_t>(i)])) continue;
      const int id = static_cast<int>(areas.size()), m = size_of(d[static_cast<size_t>(i)]);
      std::vector<int> in{i};
      area_[static_cast<size_t>(i)] = id;
      for (size_t k = 0; k < in.size(); ++k)
        for (int j : adj_[static_cast<size_t>(in[k])])
          if (area_[static_cast<size_t>(j)] < 0 && d[static_cast<size_t>(j)] == bit(m)) {
            area_[static_cast<size_t>(j)] = id;
            in.push_back(j);
          }
      Area a{.size = static_cast<int>(in.size()), .value = m, .frontier = {}};
      if (a.size > m) return false;
      ++stamp_;
      for (int c : in)
        for (int j : adj_[static_cast<size_t>(c)])
          if (!decided(d[static_cast<size_t>(j)]) && (d[static_cast<size_t>(j)] & bit(m)) &&
              mark_[static_cast<size_t>(j)] != stamp_) {
            mark_[static_cast<size_t>(j)] = stamp_;
            a.frontier.push_back(j);
          }
      areas.push_back(std::move(a));
      cells.push_back(std::move(in));
    }
    return true;
  }

  // The decided areas' rule; `changed` when a cell lost a size.
  bool close_areas(Sizes& d, bool& changed) {
    for (size_t a = 0; a < areas_.size(); ++a) {
      const Area& area = areas_[a];
      if (area.size == area.value) {
        for (int f : area.frontier) {
          if (!(d[static_cast<size_t>(f)] &= ~bit(area.value))) return false;
          changed = true;
        }
        continue;
      }
      if (area.frontier.empty()) return false;
      const int room = reach(d, cells_[a], area.value, area.value + 1);
      if (room < area.value) return false;
      if (room == area.value) {  // the only cells it can grow into: all of them
        for (int j : todo_)
          if (d[static_cast<size_t>(j)] != bit(area.value)) d[static_cast<size_t>(j)] = bit(area.value), changed = true;
        continue;
      }
      if (area.frontier.size() == 1) {
        uint64_t& f = d[static_cast<size_t>(area.frontier[0])];
        if (!(f & bit(area.value))) return false;  // an area closed before took it
        if (f != bit(area.value)) f = bit(area.value), changed = true;
      }
    }
    return true;
  }

  // The open cells' sizes that no region of that size could hold.
  bool prune_open(Sizes& d, bool& changed) {
    for (int i = 0; i < n_; ++i) {
      uint64_t& di = d[static_cast<size_t>(i)];
      if (decided(di)) continue;
      for (uint64_t rest = di; rest; rest &= rest - 1) {
        const int m = std::countr_zero(rest) + 1;
        int total = 1, seen[4] = {-1, -1, -1, -1}, s = 0;
        for (int j : adj_[static_cast<size_t>(i)]) {
          const int a = area_[static_cast<size_t>(j)];
          if (a < 0 || areas_[static_cast<size_t>(a)].value != m) continue;
          bool again = false;
          for (int k = 0; k < s; ++k) again |= seen[k] == a;
          if (again) continue;
          seen[s++] = a;
          total += areas_[static_cast<size_t>(a)].size;
        }
        if (total > m || (m > 1 && reach(d, {i}, m, m) < m)) {
          di &= ~bit(m);
          changed = true;
        }
      }
      if (!di) return false;
    }
    return true;
  }

  bool propagate(Sizes& d) {
    for (bool changed = true; changed;) {
      changed = false;
      if (!find_areas(d, areas_, cells_) || !close_areas(d, changed)) return false;
      if (changed) continue;
      if (!prune_open(d, changed)) return false;
    }
    return true;
  }

  // The choice: (cell, size); cell -1 when every cell is decided.
  std::pair<int, int> choose(const Sizes& d) const {
    int best = -1, value = 0;
    size_t fewest = SIZE_MAX;
    for (const Area& a : areas_)
      if (a.size < a.value && a.frontier.size() < fewest) {
        fewest = a.frontier.size();
        best = a.frontier[0], value = a.value;
      }
    if (best >= 0) return {best, value};
    int least = 65;
    for (int i = 0; i < n_; ++i) {
      const uint64_t di = d[static_cast<size_t>(i)];
      if (!decided(di) && std::popcount(di) < least) least = std::popcount(di), best = i, value = size_of(di);
    }
    return {best, value};
  }

  void dfs(Sizes d) {
    if (budget_.stopped() || budget_.tick()) return;
    if (!propagate(d)) {
      ++result_.conflicts;
      return;
    }
    const auto [cell, m] = choose(d);
    if (cell < 0) {
      std::vector<int> values(d.size());
      for (size_t i = 0; i < d.size(); ++i) values[i] = size_of(d[i]);
      budget_.found(result_.count, values);
      return;
    }
    ++result_.decisions;
    Sizes take = d;
    take[static_cast<size_t>(cell)] = bit(m);
    dfs(std::move(take));
    if (budget_.stopped()) return;
    d[static_cast<size_t>(cell)] &= ~bit(m);
    dfs(std::move(d));
  }

  int n_;
  std::vector<std::vector<int>> adj_;
  std::vector<int> area_, mark_, todo_;
  int stamp_ = 0;
  std::vector<Area> areas_;
  std::vector<std::vector<int>> cells_;
  Sizes start_;
  SearchBudget budget_;
  NativeResult result_;
};

}  // namespace

NativeResult Fillomino::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                      const NativeOptions&) const {
  if (max_size_ > 64) refuse_native("fillomino (regions of over 64 cells)");
  return FillSearch(rows(), cols(), numbers_, max_size_, limit, deadline, on_solution).run();
}

}  // namespace gridsat
