#include "puzzles/nonogram/line_solver.hpp"

#include <deque>

#include "csp/search.hpp"

namespace gridsat::nonogram {

// Long: the two passes of the line's placements and the marking of what they allow, one unit
bool solve_line(const std::vector<int>& runs, std::vector<int>& cells) {
  const int n = static_cast<int>(cells.size()), k = static_cast<int>(runs.size());
  // ones[i]: cells fixed empty among the first i (a run may not cover one).
  std::vector<int> ones(static_cast<size_t>(n) + 1, 0);
  for (int i = 0; i < n; ++i) ones[i + 1] = ones[i] + (cells[i] == 1);
  auto clear = [&](int from, int to) {
    return from >= 0 && to <= n && ones[to] == ones[from];
  };  // no empty in [from, to)
  const size_t w = static_cast<size_t>(k) + 1;
  // F[i*w+j]: the first i cells hold exactly runs 0..j-1; B[i*w+j]: cells i.. hold runs j..k-1.
  std::vector<char> F((static_cast<size_t>(n) + 1) * w, 0), B((static_cast<size_t>(n) + 2) * w, 0);
  F[0] = 1;
  for (int i = 1; i <= n; ++i)
    for (int j = 0; j <= k; ++j) {
      bool ok = cells[i - 1] != 2 && F[(i - 1) * w + j];
      if (!ok && j > 0) {
        const int s = i - runs[j - 1];
        if (clear(s, i)) ok = j == 1 ? F[s * w] : s >= 1 && cells[s - 1] != 2 && F[(s - 1) * w + j - 1];
      }
      F[i * w + j] = ok;
    }
  if (!F[n * w + k]) return false;
  B[n * w + k] = 1;
  for (int i = n - 1; i >= 0; --i)
    for (int j = k; j >= 0; --j) {
      bool ok = cells[i] != 2 && B[(i + 1) * w + j];
      if (!ok && j < k) {
        const int e = i + runs[j];
        if (clear(i, e)) ok = j + 1 == k ? B[e * w + k] : e < n && cells[e] != 2 && B[(e + 1) * w + j + 1];
      }
      B[i * w + j] = ok;
    }
  std::vector<char> can_empty(static_cast<size_t>(n), 0);
  std::vector<int> shade(static_cast<size_t>(n) + 1, 0);  // difference array of shadable cells
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= k && !can_empty[i]; ++j) can_empty[i] = cells[i] != 2 && F[i * w + j] && B[(i + 1) * w + j];
  for (int j = 0; j < k; ++j)
    for (int s = 0; s + runs[j] <= n; ++s) {
      const int e = s + runs[j];
      if (!clear(s, e)) continue;
      const bool left = j == 0 ? F[s * w] : s >= 1 && cells[s - 1] != 2 && F[(s - 1) * w + j];
      const bool right = j + 1 == k ? B[e * w + k] : e < n && cells[e] != 2 && B[(e + 1) * w + j + 1];
      if (left && right) ++shade[s], --shade[e];
    }
  for (int i = 0, on = 0; i < n; ++i) {
    on += shade[i];
    if (on > 0 && !can_empty[i]) cells[i] = 2;
    else if (on == 0 && can_empty[i]) cells[i] = 1;
    else if (on == 0) return false;
  }
  return true;
}

namespace {

struct Line {
  int first, step, len;
  const std::vector<int>* runs;
};

std::vector<Line> lines_of(const LineSearch& s) {
  std::vector<Line> lines;
  for (int r = 0; r < s.rows; ++r) lines.push_back({r * s.cols, 1, s.cols, &(*s.row_runs)[r]});
  for (int c = 0; c < s.cols; ++c) lines.push_back({c, s.cols, s.rows, &(*s.col_runs)[c]});
  return lines;
}

}  // namespace

bool propagate(const LineSearch& s, std::vector<int>& cells) {
  const auto lines = lines_of(s);
  std::vector<char> queued(lines.size(), 1);
  std::deque<int> queue;
  for (size_t i = 0; i < lines.size(); ++i) queue.push_back(static_cast<int>(i));
  std::vector<int> line;
  while (!queue.empty()) {
    const int li = queue.front();
    queue.pop_front();
    queued[li] = 0;
    const Line& l = lines[li];
    line.resize(static_cast<size_t>(l.len));
    for (int i = 0; i < l.len; ++i) line[i] = cells[l.first + i * l.step];
    if (!solve_line(*l.runs, line)) return false;
    for (int i = 0; i < l.len; ++i) {
      const int cell = l.first + i * l.step;
      if (cells[cell] == line[i]) continue;
      cells[cell] = line[i];
      // the crossing line: a column for a row, a row for a column
      const int other = li < s.rows ? s.rows + cell % s.cols : cell / s.cols;
      if (!queued[other]) queued[other] = 1, queue.push_back(other);
    }
  }
  return true;
}

namespace {

struct Searcher {
  const LineSearch& s;
  SearchBudget budget;  // the clock at every node
  LineResult r;
  bool stop = false;  // the budget or the node budget

  void run(std::vector<int> cells) {
    if (stop) return;
    if (budget.tick() || (s.node_budget && r.decisions > s.node_budget)) {
      r.timed_out = budget.timed_out();
      stop = true;
      return;
    }
    if (!propagate(s, cells)) {
      ++r.conflicts;
      return;
    }
    size_t open = 0;
    while (open < cells.size() && cells[open]) ++open;
    if (open == cells.size()) {
      if (!budget.found(r.count, cells)) stop = true;
      return;
    }
    for (int v : {2, 1}) {
      ++r.decisions;
      std::vector<int> next = cells;
      next[open] = v;
      run(std::move(next));
      if (stop) return;
    }
  }
};

}  // namespace

LineResult search(const LineSearch& s, std::vector<int> cells, int64_t limit, Deadline deadline,
                  const std::function<bool(const std::vector<int>&)>& on_solution) {
  Searcher x{s, SearchBudget(limit, deadline, on_solution, 1), {}};
  x.run(std::move(cells));
  x.r.complete = !x.stop;  // exhausted: the count is exact
  return x.r;
}

}  // namespace gridsat::nonogram
