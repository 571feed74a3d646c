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
  bool unsat = false;                 // detected while building (bad given, pigeonhole...)
  std::vector<int> g_off, g_mem;      // groups with >= 2 distinct members (CSR)
  std::vector<int> vg_off, vg_list;   // variable -> its groups
  std::vector<int> vp_off, vp_list;   // variable -> its permutation groups (as id * M, the
                                      // offset of the group's counters)
  std::vector<uint32_t> perm_xor;     // per permutation group: XOR of its members
  bool use_peers = false;
  std::vector<int> peer_off, peer_list;  // variable -> deduplicated peers
  // Csp::less, per variable: lt_list[k] = y + 1 when x < y, -(y + 1) when y < x.
  std::vector<int> lt_off, lt_list;
};

Structure build(const Csp& csp);

}  // namespace gridsat::csp_detail
