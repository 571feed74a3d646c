// Building the static problem (see structure.hpp).
#include "csp/structure.hpp"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace gridsat::csp_detail {
namespace {

// Dedup peer lists are kept when they fit in this many entries; beyond that (e.g. a
// 400x400 Sudoku: 160000 variables with ~1160 peers each) peers are visited through the
// groups, which visits a few peers twice (harmless: a removal checks the bit first).
constexpr std::size_t kPeerBudget = std::size_t{1} << 24;

// Groups: keep valid indices; a repeated variable in an all-different group can never be
// satisfied (x != x), a group with more distinct members than values neither. Returns per
// kept group its permutation id or -1; sets s.unsat instead.
std::vector<int> add_groups(Structure& s, const Csp& csp, std::vector<int>& stamp) {
  std::vector<int> perm_of_group;
  s.g_off.push_back(0);
  int gi = 0;
  for (const auto& g : csp.groups) {
    std::size_t start = s.g_mem.size();
    for (int x : g) {
      if (x < 0 || x >= s.n) continue;  // not a variable: ignored
      if (stamp[x] == gi) {
        s.unsat = true;
        return perm_of_group;
      }
      stamp[x] = gi;
      s.g_mem.push_back(x);
    }
    ++gi;
    std::size_t size = s.g_mem.size() - start;
    if (size > static_cast<std::size_t>(s.M)) {
      s.unsat = true;
      return perm_of_group;
    }
    if (size < 2) {
      s.g_mem.resize(start);
      continue;
    }
    if (size == static_cast<std::size_t>(s.M)) {
      uint32_t xr = 0;
      for (std::size_t i = start; i < s.g_mem.size(); ++i) xr ^= static_cast<uint32_t>(s.g_mem[i]);
      perm_of_group.push_back(static_cast<int>(s.perm_xor.size()));
      s.perm_xor.push_back(xr);
    } else {
      perm_of_group.push_back(-1);
    }
    s.g_off.push_back(static_cast<int>(s.g_mem.size()));
  }
  return perm_of_group;
}

// variable -> groups, variable -> permutation groups
void index_groups(Structure& s, const std::vector<int>& perm_of_group) {
  const int n = s.n;
  const int ng = static_cast<int>(s.g_off.size()) - 1;
  s.vg_off.assign(n + 1, 0);
  s.vp_off.assign(n + 1, 0);
  for (int g = 0; g < ng; ++g)
    for (int i = s.g_off[g]; i < s.g_off[g + 1]; ++i) {
      ++s.vg_off[s.g_mem[i] + 1];
      if (perm_of_group[g] >= 0) ++s.vp_off[s.g_mem[i] + 1];
    }
  for (int x = 0; x < n; ++x) {
    s.vg_off[x + 1] += s.vg_off[x];
    s.vp_off[x + 1] += s.vp_off[x];
  }
  s.vg_list.resize(s.vg_off[n]);
  s.vp_list.resize(s.vp_off[n]);
  std::vector<int> fg(s.vg_off.begin(), s.vg_off.end() - 1);
  std::vector<int> fp(s.vp_off.begin(), s.vp_off.end() - 1);
  for (int g = 0; g < ng; ++g)
    for (int i = s.g_off[g]; i < s.g_off[g + 1]; ++i) {
      int x = s.g_mem[i];
      s.vg_list[fg[x]++] = g;
      if (perm_of_group[g] >= 0) s.vp_list[fp[x]++] = perm_of_group[g] * s.M;
    }
}

// Inequalities: x < x can never hold; pairs naming no variable are ignored.
void add_less(Structure& s, const Csp& csp) {
  if (csp.less.empty()) return;
  const int n = s.n;
  s.lt_off.assign(n + 1, 0);
  std::vector<std::pair<int, int>> arcs;
  for (auto [a, b] : csp.less) {
    if (a < 0 || a >= n || b < 0 || b >= n) continue;
    if (a == b) {
      s.unsat = true;
      return;
    }
    arcs.push_back({a, b});
    ++s.lt_off[a + 1];
    ++s.lt_off[b + 1];
  }
  for (int x = 0; x < n; ++x) s.lt_off[x + 1] += s.lt_off[x];
  s.lt_list.resize(s.lt_off[n]);
  std::vector<int> fill(s.lt_off.begin(), s.lt_off.end() - 1);
  for (auto [a, b] : arcs) {
    s.lt_list[fill[a]++] = b + 1;
    s.lt_list[fill[b]++] = -(a + 1);
  }
}

// Deduplicated peers, when they fit.
void add_peers(Structure& s, std::vector<int>& stamp) {
  const int ng = static_cast<int>(s.g_off.size()) - 1;
  std::size_t candidates = 0;
  for (int g = 0; g < ng; ++g) {
    std::size_t sz = static_cast<std::size_t>(s.g_off[g + 1] - s.g_off[g]);
    candidates += sz * (sz - 1);
  }
  if (candidates > kPeerBudget) return;
  s.use_peers = true;
  std::fill(stamp.begin(), stamp.end(), -1);
  s.peer_off.assign(s.n + 1, 0);
  s.peer_list.reserve(candidates);
  for (int x = 0; x < s.n; ++x) {
    stamp[x] = x;
    for (int k = s.vg_off[x]; k < s.vg_off[x + 1]; ++k) {
      int g = s.vg_list[k];
      for (int i = s.g_off[g]; i < s.g_off[g + 1]; ++i) {
        int p = s.g_mem[i];
        if (stamp[p] != x) {
          stamp[p] = x;
          s.peer_list.push_back(p);
        }
      }
    }
    s.peer_off[x + 1] = static_cast<int>(s.peer_list.size());
  }
}

}  // namespace

Structure build(const Csp& csp) {
  Structure s;
  s.n = std::max(csp.num_vars, 0);
  s.M = std::max(csp.max_value, 0);
  s.W = (s.M + 63) / 64;
  const int n = s.n;
  if (n == 0) return s;
  if (s.M == 0) {
    s.unsat = true;
    return s;
  }
  for (int x = 0; x < n && x < static_cast<int>(csp.fixed.size()); ++x) {
    int v = csp.fixed[x];
    if (v != 0 && (v < 0 || v > s.M)) {
      s.unsat = true;
      return s;
    }
  }
  std::vector<int> stamp(n, -1);
  const std::vector<int> perm_of_group = add_groups(s, csp, stamp);
  if (s.unsat) return s;
  index_groups(s, perm_of_group);
  add_less(s, csp);
  if (s.unsat) return s;
  add_peers(s, stamp);
  return s;
}

std::vector<int> peer_counts(const Structure& s) {
  std::vector<int> deg(s.n, 0);
  for (int x = 0; x < s.n; ++x) {
    if (s.use_peers) {
      deg[x] = s.peer_off[x + 1] - s.peer_off[x];
    } else {
      for (int k = s.vg_off[x]; k < s.vg_off[x + 1]; ++k)
        deg[x] += s.g_off[s.vg_list[k] + 1] - s.g_off[s.vg_list[k]] - 1;
    }
  }
  return deg;
}

}  // namespace gridsat::csp_detail
