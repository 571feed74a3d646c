#include "encoders/hamiltonian.hpp"

#include "encoders/constants.hpp"

namespace gridsat {

std::vector<std::vector<int>> hamiltonian_order(ClauseSink& sink, const std::vector<std::vector<int>>& succ, Amo amo) {
  const int n = static_cast<int>(succ.size());
  std::vector<std::vector<int>> at(n, std::vector<int>(n));
  for (auto& row : at)
    for (int& x : row) x = sink.fresh();
  std::vector<std::vector<int>> pred(n);
  for (int v = 0; v < n; ++v)
    for (int w : succ[v]) pred[w].push_back(v);
  for (int v = 0; v < n; ++v) exactly_one(sink, at[v], amo);
  for (int p = 0; p < n; ++p) {
    std::vector<int> holders(n);
    for (int v = 0; v < n; ++v) holders[v] = at[v][p];
    exactly_one(sink, holders, amo);
  }
  for (int v = 0; v < n; ++v)
    for (int p = 0; p < n; ++p) {
      if (p + 1 < n) {
        std::vector<int> next{-at[v][p]};
        for (int w : succ[v]) next.push_back(at[w][p + 1]);
        add_clause(sink, next);
      }
      if (p > 0) {
        std::vector<int> before{-at[v][p]};
        for (int u : pred[v]) before.push_back(at[u][p - 1]);
        add_clause(sink, before);
      }
    }
  return at;
}

}  // namespace gridsat
