#include "encoders/runs.hpp"

#include <vector>

#include "encoders/constants.hpp"

namespace gridsat {

namespace {

// The clue's pattern 1^b1 0 1^b2 ... 1^bk as symbols (1 shaded, 0 the separating gap).
std::vector<char> pattern(std::span<const int> blocks) {
  std::vector<char> p;
  for (size_t b = 0; b < blocks.size(); ++b) {
    if (b) p.push_back(0);
    p.insert(p.end(), static_cast<size_t>(blocks[b]), 1);
  }
  return p;
}

// The state after reading `a` in state j, or -1 (no transition).
int next(const std::vector<char>& p, int j, int a) {
  const int m = static_cast<int>(p.size());
  if (a == 1) return j < m && p[j] == 1 ? j + 1 : -1;
  if (j == 0 || j == m || p[j - 1] == 0) return j;  // a 0 may repeat here
  return p[j] == 0 ? j + 1 : -1;                    // the gap after a block, or a block cut short
}

}  // namespace

void runs(ClauseSink& sink, std::span<const int> lits, std::span<const int> blocks) {
  const std::vector<char> p = pattern(blocks);
  const int n = static_cast<int>(lits.size()), m = static_cast<int>(p.size());
  if (m > n) {
    add_clause(sink, {});
    return;
  }
  auto feasible = [&](int i, int j) { return j >= 0 && j <= i && i <= n - (m - j); };
  // s[i][j]: kFalse where infeasible; the start and the end are constants.
  std::vector<std::vector<int>> s(static_cast<size_t>(n) + 1, std::vector<int>(static_cast<size_t>(m) + 1, kFalse));
  for (int i = 0; i <= n; ++i)
    for (int j = 0; j <= m; ++j)
      if (feasible(i, j)) s[i][j] = (i == 0 || i == n) ? kTrue : sink.fresh();
  std::vector<std::vector<int>> out(static_cast<size_t>(m) + 1), in(static_cast<size_t>(m) + 1);
  std::vector<int> reads[2];
  for (int i = 0; i < n; ++i) {
    for (auto& v : out) v.clear();
    for (auto& v : in) v.clear();
    reads[0].clear();
    reads[1].clear();
    for (int j = 0; j <= m; ++j) {
      if (!feasible(i, j)) continue;
      for (int a = 0; a < 2; ++a) {
        const int to = next(p, j, a);
        if (!feasible(i + 1, to)) continue;
        const int t = sink.fresh(), x = a ? lits[i] : -lits[i];
        add_clause(sink, {-t, s[i][j]});
        add_clause(sink, {-t, s[i + 1][to]});
        add_clause(sink, {-t, x});
        out[j].push_back(t);
        in[to].push_back(t);
        reads[a].push_back(t);
      }
    }
    for (int j = 0; j <= m; ++j) {
      if (feasible(i, j)) {
        out[j].push_back(-s[i][j]);
        add_clause(sink, out[j]);
      }
      if (feasible(i + 1, j)) {
        in[j].push_back(-s[i + 1][j]);
        add_clause(sink, in[j]);
      }
    }
    for (int a = 0; a < 2; ++a) {
      reads[a].push_back(a ? -lits[i] : lits[i]);
      add_clause(sink, reads[a]);
    }
  }
}

}  // namespace gridsat
