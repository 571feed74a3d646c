// Regions symmetric about their centres: the literals, the clauses and the search.
#include "puzzles/common/symmetric_regions.hpp"

#include <algorithm>

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

std::vector<int> touched_cells(int cols, HalfPoint p) {
  std::vector<int> out;
  for (int r : {p.y / 2, (p.y + 1) / 2})
    for (int c : {p.x / 2, (p.x + 1) / 2}) {
      const int i = r * cols + c;
      if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
    }
  return out;
}

namespace {

// The cells centre k's region may hold: a cell whose turn about p is on the board, neither
// touched by another centre, and joined to p's own cells through such cells (a region is
// connected and holds every cell's turn, so no other cell can be in it). `owner`: per cell the
// centre touching it, -1 none, -2 two.
std::vector<char> reachable_cells(int rows, int cols, HalfPoint p, const std::vector<int>& owner, int k, bool reach) {
  const size_t n = static_cast<size_t>(rows) * cols;
  std::vector<char> may(n, 0);
  const auto turn = [&](int i) {
    const int r2 = p.y - i / cols, c2 = p.x - i % cols;
    return r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols ? -1 : r2 * cols + c2;
  };
  const auto free_for_k = [&](int i) { return owner[static_cast<size_t>(i)] == -1 || owner[static_cast<size_t>(i)] == k; };
  for (int i = 0; i < rows * cols; ++i) {
    const int j = turn(i);
    may[static_cast<size_t>(i)] = j >= 0 && free_for_k(i) && free_for_k(j);
  }
  for (bool changed = reach; changed;) {  // keep what p's cells reach, and only with its turn
    changed = false;
    std::vector<char> seen(n, 0);
    std::vector<int> todo = touched_cells(cols, p);
    for (int i : todo) seen[static_cast<size_t>(i)] = 1;
    for (size_t t = 0; t < todo.size(); ++t) {
      const int i = todo[t], r = i / cols, c = i % cols;
      for (int j : {r > 0 ? i - cols : -1, r + 1 < rows ? i + cols : -1, c > 0 ? i - 1 : -1, c + 1 < cols ? i + 1 : -1})
        if (j >= 0 && may[static_cast<size_t>(j)] && !seen[static_cast<size_t>(j)]) {
          seen[static_cast<size_t>(j)] = 1;
          todo.push_back(j);
        }
    }
    for (int i = 0; i < rows * cols; ++i) {
      const bool keep = may[static_cast<size_t>(i)] && seen[static_cast<size_t>(i)] && seen[static_cast<size_t>(turn(i) < 0 ? i : turn(i))];
      if (may[static_cast<size_t>(i)] && !keep) {
        may[static_cast<size_t>(i)] = 0;
        changed = true;
      }
    }
  }
  return may;
}

}  // namespace

SymmetricRegions::SymmetricRegions(ClauseSink& sink, int rows, int cols, std::vector<HalfPoint> centres, bool reach)
    : sink_(sink), rows_(rows), cols_(cols), centres_(std::move(centres)) {
  const size_t n = static_cast<size_t>(rows) * cols;
  at_.assign(n, {});
  lit_.assign(n, {});
  std::vector<int> owner(n, -1);  // the centre touching a cell (-2: two of them)
  for (size_t k = 0; k < centres_.size(); ++k)
    for (int i : touched_cells(cols, centres_[k]))
      owner[static_cast<size_t>(i)] = owner[static_cast<size_t>(i)] == -1 ? static_cast<int>(k) : -2;
  for (size_t k = 0; k < centres_.size(); ++k) {
    const std::vector<char> may = reachable_cells(rows, cols, centres_[k], owner, static_cast<int>(k), reach);
    for (int i = 0; i < rows * cols; ++i) {
      if (!may[static_cast<size_t>(i)]) continue;
      at_[static_cast<size_t>(i)].push_back(static_cast<int>(k));
      lit_[static_cast<size_t>(i)].push_back(owner[static_cast<size_t>(i)] == static_cast<int>(k) ? kTrue : sink_.fresh());
    }
  }
}

int SymmetricRegions::cell_lit(int i, int k) const {
  const auto& a = at_[static_cast<size_t>(i)];
  const auto it = std::find(a.begin(), a.end(), k);
  return it == a.end() ? kFalse : lit_[static_cast<size_t>(i)][static_cast<size_t>(it - a.begin())];
}

std::vector<int> SymmetricRegions::region_cells(int k) const {
  std::vector<int> out;
  for (int i = 0; i < rows_ * cols_; ++i)
    if (cell_lit(i, k) != kFalse) out.push_back(i);
  return out;
}

void SymmetricRegions::encode_cell(int i) {
  const auto& lits = lit_[static_cast<size_t>(i)];
  if (lits.empty()) {
    add_clause(sink_, {kFalse});
    return;
  }
  if (std::find(lits.begin(), lits.end(), kTrue) != lits.end()) return;  // a centre's own cell
  exactly_one(sink_, lits, Amo::sequential);
}

void SymmetricRegions::encode_symmetry(int k) {
  const HalfPoint p = centres_[static_cast<size_t>(k)];
  for (int i : region_cells(k)) {
    const int j = (p.y - i / cols_) * cols_ + p.x - i % cols_;
    if (j <= i) continue;  // each pair once
    add_clause(sink_, {-cell_lit(i, k), cell_lit(j, k)});
    add_clause(sink_, {cell_lit(i, k), -cell_lit(j, k)});
  }
}

void SymmetricRegions::encode_connected(int k, LazyConstraints& lazy, Connectivity mode) {
  const std::vector<int> cells = region_cells(k);
  std::vector<int> node(static_cast<size_t>(rows_) * cols_, -1);
  NodeGraph g;
  for (int i : cells) {
    node[static_cast<size_t>(i)] = static_cast<int>(g.active.size());
    const int lit = cell_lit(i, k);
    g.active.push_back(lit == kTrue ? 0 : lit);
  }
  for (int i : cells)
    for (int j : {i % cols_ + 1 < cols_ ? i + 1 : -1, i + cols_ < rows_ * cols_ ? i + cols_ : -1})
      if (j >= 0 && node[static_cast<size_t>(j)] >= 0)
        g.edges.push_back({node[static_cast<size_t>(i)], node[static_cast<size_t>(j)], 0});
  connected(sink_, lazy, g, mode);
  // What connectivity implies locally (the lazy cuts would find it one model at a time): a cell
  // of the region that the centre does not touch has a neighbour in it, and so do two such
  // neighbours together.
  const auto near = [&](std::initializer_list<int> part) {
    std::vector<int> out;
    for (int i : part) {
      const int r = i / cols_, c = i % cols_;
      for (int j : {r > 0 ? i - cols_ : -1, r + 1 < rows_ ? i + cols_ : -1, c > 0 ? i - 1 : -1, c + 1 < cols_ ? i + 1 : -1})
        if (j >= 0 && std::find(part.begin(), part.end(), j) == part.end()) out.push_back(cell_lit(j, k));
    }
    return out;
  };
  for (int i : cells) {
    const int li = cell_lit(i, k);
    if (li == kTrue) continue;
    std::vector<int> c = near({i});
    c.push_back(-li);
    add_clause(sink_, c);
    for (int j : {i % cols_ + 1 < cols_ ? i + 1 : -1, i + cols_ < rows_ * cols_ ? i + cols_ : -1}) {
      if (j < 0 || cell_lit(j, k) == kFalse || cell_lit(j, k) == kTrue) continue;
      std::vector<int> pair = near({i, j});
      pair.push_back(-li);
      pair.push_back(-cell_lit(j, k));
      add_clause(sink_, pair);
    }
  }
}

namespace {

class LabelSearch {
 public:
  LabelSearch(int rows, int cols, const std::vector<HalfPoint>& centres, int64_t limit, Deadline deadline,
              const ValuesSink& sink)
      : R_(rows), C_(cols), centres_(centres), v_(static_cast<size_t>(rows) * cols, 0), budget_(limit, deadline, sink, 256) {
    for (size_t k = 0; k < centres.size(); ++k)
      for (int i : touched_cells(cols, centres[k])) {
        int& v = v_[static_cast<size_t>(i)];
        clash_ = clash_ || (v != 0 && v != static_cast<int>(k) + 1);
        v = static_cast<int>(k) + 1;
      }
  }

  NativeResult run() {
    if (!clash_) dfs(0);
    return budget_.finish(result_);
  }

 private:
  int turn(int i, int k) const {  // cell i turned about centre k, -1 off the grid
    const int r = centres_[static_cast<size_t>(k)].y - i / C_, c = centres_[static_cast<size_t>(k)].x - i % C_;
    return r < 0 || r >= R_ || c < 0 || c >= C_ ? -1 : r * C_ + c;
  }

  // Every region's cells reach its centre through its own cells and open ones.
  bool reachable() const {
    std::vector<int> mark(v_.size(), -1);
    for (size_t k = 0; k < centres_.size(); ++k) {
      const int id = static_cast<int>(k) + 1;
      std::vector<int> todo = touched_cells(C_, centres_[k]);
      for (int s : todo) mark[static_cast<size_t>(s)] = id;
      for (size_t t = 0; t < todo.size(); ++t) {
        const int i = todo[t], r = i / C_, c = i % C_;
        for (int j : {r > 0 ? i - C_ : -1, r + 1 < R_ ? i + C_ : -1, c > 0 ? i - 1 : -1, c + 1 < C_ ? i + 1 : -1})
          if (j >= 0 && mark[static_cast<size_t>(j)] != id &&
              (v_[static_cast<size_t>(j)] == 0 || v_[static_cast<size_t>(j)] == id))
            mark[static_cast<size_t>(j)] = id, todo.push_back(j);
      }
      for (size_t i = 0; i < v_.size(); ++i)
        if (v_[i] == id && mark[i] != id) return false;
    }
    return true;
  }

  void dfs(int from) {
    if (budget_.stopped() || budget_.tick()) return;
    int i = from;
    while (i < R_ * C_ && v_[static_cast<size_t>(i)]) ++i;
    if (i == R_ * C_) {
      budget_.found(result_.count, v_);
      return;
    }
    for (size_t k = 0; k < centres_.size() && !budget_.stopped(); ++k) {
      const int j = turn(i, static_cast<int>(k));
      if (j < 0 || v_[static_cast<size_t>(j)]) continue;
      ++result_.decisions;
      v_[static_cast<size_t>(i)] = v_[static_cast<size_t>(j)] = static_cast<int>(k) + 1;
      if (reachable()) dfs(i + 1);
      else ++result_.conflicts;
      v_[static_cast<size_t>(i)] = v_[static_cast<size_t>(j)] = 0;
    }
  }

  int R_, C_;
  const std::vector<HalfPoint>& centres_;
  std::vector<int> v_;
  bool clash_ = false;
  SearchBudget budget_;
  NativeResult result_;
};

}  // namespace

NativeResult search_symmetric_regions(int rows, int cols, const std::vector<HalfPoint>& centres, int64_t limit,
                                      Deadline deadline, const ValuesSink& on_labels) {
  return LabelSearch(rows, cols, centres, limit, deadline, on_labels).run();
}

}  // namespace gridsat
