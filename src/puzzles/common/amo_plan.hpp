#pragma once
// --amo auto for the one-hot grids (Sudoku, Latin, jigsaw, ...): which exactly-one encoding
// each group gets, chosen by the group's size. Pairwise is CDCL's best on small groups (no
// auxiliary variables) and the default while the whole encoding stays under
// kAutoPairwiseClauses; past that its n(n-1)/2 clauses cost gigabytes (a 64x64 Sudoku with 300
// givens: 19M clauses, 3.3 GB), so the groups over a size threshold take Nguyen and Mai's
// bimander encoding, the threshold being the largest that keeps the whole encoding under the
// bound (where even that is too much, a 100x100 grid, the product encoding). Measured on
// that Sudoku (issue 47): bimander 7.2M clauses, 1.6 GB, faster than pairwise; the sequential
// counter and the product encoding past 450 s. An explicit --amo applies to every group, as
// it always did. The clause budget (--max-clauses) refuses the plan chosen: a 1000x1000
// Sudoku still needs 8.8 * 10^9 clauses with it; `--amo pairwise` gives the old sizes.
#include <cstdint>
#include <limits>
#include <vector>

#include "encoders/amo.hpp"
#include "model/options.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// About 1.2 GB in CaDiCaL for binary clauses (~130 bytes each with their watches).
inline constexpr int64_t kAutoPairwiseClauses = 8'000'000;

struct AmoPlan {
  Amo small = Amo::pairwise;  // groups of up to `up_to` literals
  Amo big = Amo::pairwise;    // larger groups
  int64_t up_to = std::numeric_limits<int64_t>::max();
  Amo at(int64_t size) const { return size <= up_to ? small : big; }
};

// `groups_by_size[s]`: how many exactly-one groups have s literals; `other_clauses`: the
// encoding's clauses outside them (segments, givens).
AmoPlan plan_amo(const EncodeOptions& opt, const std::vector<int64_t>& groups_by_size, int64_t other_clauses = 0);

// The clauses and auxiliary variables the groups take under `plan` (saturating).
EncodingSize planned_size(const AmoPlan& plan, const std::vector<int64_t>& groups_by_size);

}  // namespace gridsat
