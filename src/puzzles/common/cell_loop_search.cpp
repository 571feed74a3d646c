#include "puzzles/common/cell_loop_search.hpp"

#include "puzzles/common/cell_loop.hpp"
#include "puzzles/common/loop_search.hpp"

namespace gridsat {

NativeResult search_cell_loops(const CellLoopSearch& s, int64_t limit, Deadline deadline, const ValuesSink& sink) {
  const int R = s.rows, C = s.cols, N = R * C;
  // step[i * 4 + d]: the edge from cell i in direction d, or LoopRules::kNoEdge.
  std::vector<int> step(static_cast<size_t>(N) * 4, LoopRules::kNoEdge);
  std::vector<std::pair<int, int>> edges;
  for (int i = 0; i < N; ++i)
    for (int d : {1, 3}) {
      const int r = i / C + cell_loop::kDr[d], c = i % C + cell_loop::kDc[d];
      if (r >= R || c >= C || !s.may[static_cast<size_t>(i)] || !s.may[static_cast<size_t>(r * C + c)]) continue;
      const int j = r * C + c, e = static_cast<int>(edges.size());
      edges.push_back({i, j});
      step[static_cast<size_t>(i) * 4 + d] = e;
      step[static_cast<size_t>(j) * 4 + (d ^ 1)] = e;
    }
  LoopRules rules(N, std::move(edges));
  for (int i = 0; i < N; ++i)
    for (int j : {i + 1, i + C}) {
      if ((j == i + 1 && i % C + 1 >= C) || j >= N || !s.may[static_cast<size_t>(i)] ||
          !s.may[static_cast<size_t>(j)] || !s.apart(i, j))
        continue;
      std::vector<int> around;  // i's four steps, then j's but the one they share
      for (int d = 0; d < 4; ++d) around.push_back(step[static_cast<size_t>(i) * 4 + d]);
      const int shared = j == i + 1 ? 2 : 0;
      for (int d = 0; d < 4; ++d)
        if (d != shared) around.push_back(step[static_cast<size_t>(j) * 4 + d]);
      const unsigned shared_bit = 1u << (j == i + 1 ? 3 : 1);
      rules.add(around, [shared_bit](unsigned m) {
        const unsigned mine = m & 15, theirs = (m >> 4) | ((m & shared_bit) ? 1 : 0);
        return mine != 0 || theirs != 0;
      });
    }
  auto pieces = [&](const std::vector<char>& on) {
    std::vector<int> g(static_cast<size_t>(N), 1);
    for (int i = 0; i < N; ++i) {
      int sides = 0;
      for (int d = 0; d < 4; ++d) {
        const int e = step[static_cast<size_t>(i) * 4 + d];
        if (e != LoopRules::kNoEdge && on[static_cast<size_t>(e)]) sides |= 1 << d;
      }
      g[static_cast<size_t>(i)] = sides ? cell_loop::piece_of(sides) : 1;
    }
    return g;
  };
  int64_t kept = 0;
  bool stopped = false;
  NativeResult r = search_loops(rules, 0, deadline, [&](const std::vector<int>& g) {
    if (!s.keep(g)) return true;
    ++kept;
    if (sink && !sink(s.values(g))) stopped = true;
    if (limit > 0 && kept >= limit) stopped = true;
    return !stopped;
  }, pieces);
  r.count = kept;
  if (stopped) r.complete = false;
  return r;
}

}  // namespace gridsat
