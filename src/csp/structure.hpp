#pragma once
// The static part of a native CSP problem (see solve_csp.cpp): the all-different groups,
// the permutation groups, the peers and the '<' pairs in flat index arrays, built once per
// call and read by both search engines.
#include <cstdint>
#include <vector>

#include "csp/csp.hpp"

namespace gridsat::csp_detail {

struct Structure {
  int n = 0;
  int M = 0;
  int W = 0;
  bool unsat = false;                // detected while building (bad given, pigeonhole...)
  std::vector<int> g_off, g_mem;     // groups with >= 2 distinct members (CSR)
  std::vector<int> vg_off, vg_list;  // variable -> its groups
  std::vector<int> vp_off, vp_list;  // variable -> its permutation groups (as id * M, the
                                     // offset of the group's counters)
  std::vector<uint32_t> perm_xor;    // per permutation group: XOR of its members
  bool use_peers = false;
  std::vector<int> peer_off, peer_list;  // variable -> deduplicated peers
  // Csp::less, per variable: lt_list[k] = y + 1 when x < y, -(y + 1) when y < x.
  std::vector<int> lt_off, lt_list;
};

Structure build(const Csp& csp);

// Per variable: how many peers for_peers() visits, counted without visiting.
std::vector<int> peer_counts(const Structure& s);

// Calls f(q) for every peer q of x: the deduplicated list, or the other members of x's
// groups (a peer sharing two groups with x comes twice: every use must be idempotent or
// check again).
template <class F>
inline void for_peers(const Structure& s, int x, F&& f) {
  if (s.use_peers) {
    const int* pl = s.peer_list.data();
    for (int k = s.peer_off[x], e = s.peer_off[x + 1]; k < e; ++k) f(pl[k]);
  } else {
    for (int k = s.vg_off[x]; k < s.vg_off[x + 1]; ++k) {
      const int g = s.vg_list[k];
      for (int i = s.g_off[g]; i < s.g_off[g + 1]; ++i)
        if (s.g_mem[i] != x) f(s.g_mem[i]);
    }
  }
}

// The '<' partner of an entry of Structure::lt_list.
inline int less_partner(int e) { return e > 0 ? e - 1 : -e - 1; }

}  // namespace gridsat::csp_detail
