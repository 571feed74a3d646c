// The size of a permutation grid's encoding before encoding it (estimate_permutation_grid):
// exact without simplification, and after Kwon & Jain's filter by the givens; the budget is
// checked against it before a variable is made.
#include <algorithm>
#include <bit>
#include <functional>

#include "base/saturating.hpp"
#include "puzzles/common/amo_plan.hpp"
#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

namespace {

// Kwon & Jain's filtering, which every simplification level does first: a given value
// leaves the candidates of its peers. Per group the values given in it, as a bitset.
struct GivenFilter {
  const PermutationLayout& layout;
  const int64_t N;
  const size_t W;              // 64-bit words per bitset
  std::vector<uint64_t> used;  // per group, bit v for each value v given in it
  std::vector<int> open;       // per group, how many of its cells are open
  std::vector<uint64_t> full;  // bit v for the values 1..N

  GivenFilter(const Grid& givens, const PermutationLayout& l)
      : layout(l),
        N(l.n),
        W(static_cast<size_t>(l.n) / 64 + 1),
        used(l.groups.size() * W, 0),
        open(l.groups.size(), 0),
        full(W, 0) {
    for (size_t g = 0; g < layout.groups.size(); ++g)
      for (int cell : layout.groups[g]) {
        const int v = givens.cells[cell];
        if (v == 0) ++open[g];
        else if (v <= N) used[g * W + v / 64] |= uint64_t{1} << (v % 64);
      }
    for (int64_t v = 1; v <= N; ++v) full[v / 64] |= uint64_t{1} << (v % 64);
  }

  // The candidates of an open cell into cand (W words); returns how many.
  int candidates(int64_t cell, std::vector<uint64_t>& cand) const {
    int k = 0;
    for (size_t w = 0; w < W; ++w) {
      uint64_t bits = full[w];
      for (int g : layout.cell_groups[cell]) bits &= ~used[g * W + w];
      cand[w] = bits;
      k += std::popcount(bits);
    }
    return k;
  }

  uint64_t given_in(int64_t g, int64_t v) const { return (used[g * W + v / 64] >> (v % 64)) & 1; }
};

// Per (group, value), index g * N + v - 1: how many open cells of the group can take the value.
std::vector<int> value_buckets(const Grid& givens, const GivenFilter& f) {
  const int64_t N = f.N;
  std::vector<int> bucket(f.layout.groups.size() * static_cast<size_t>(N), 0);
  std::vector<uint64_t> cand(f.W);
  for (int64_t cell = 0; cell < N * N; ++cell) {
    if (givens.cells[cell]) continue;
    f.candidates(cell, cand);
    for (size_t w = 0; w < f.W; ++w)
      for (uint64_t bits = cand[w]; bits; bits &= bits - 1) {
        const int64_t v = static_cast<int64_t>(w) * 64 + std::countr_zero(bits);
        for (int g : f.layout.cell_groups[cell]) ++bucket[g * N + v - 1];
      }
  }
  return bucket;
}

}  // namespace

std::optional<EncodingSize> estimate_permutation_grid(const Grid& givens, int64_t num_groups,
                                                      const std::function<const PermutationLayout&()>& get_layout,
                                                      const EncodeOptions& opt, EncodingSize segments) {
  const int64_t N = givens.rows;
  const int64_t cells = N * N;
  const int64_t groups = opt.drop_groups ? 0 : num_groups;
  EncodingSize size;
  if (segments_enabled(opt, static_cast<int>(N))) size = segments;
  // The exactly-one groups by size; their encoding is chosen from these at the end (--amo
  // auto: puzzles/common/amo_plan.hpp), as the encoder chooses it.
  std::vector<int64_t> by_size(static_cast<size_t>(N) + 1);
  auto add = [&](int64_t times, int n) { sat_add_to(by_size[static_cast<size_t>(n)], times); };
  auto planned = [&] {  // saturating: an estimate must not overflow
    const EncodingSize eo = planned_size(plan_amo(opt, by_size, size.clauses), by_size);
    return EncodingSize{sat_add(size.vars, eo.vars), sat_add(size.clauses, eo.clauses)};
  };
  // From the size alone, without the layout (whose groups and intersections take minutes
  // and gigabytes for a 4000x4000 grid): with no simplification, or with no givens (then
  // the filter removes nothing), every cell has N candidates and every (group, value) N cells.
  const bool has_givens = std::any_of(givens.cells.begin(), givens.cells.end(), [](int v) { return v != 0; });
  if (opt.simplify == Simplify::none || !has_givens) {
    size.vars = sat_add(size.vars, cells * N);
    add(cells + groups * N, static_cast<int>(N));
    for (int v : givens.cells) size.clauses = sat_add(size.clauses, v != 0);
    return planned();
  }
  // Singles and locked candidates may remove almost everything (400x400 puzzles solved by
  // singles encode to nothing), so the estimate holds for them only when there is nothing
  // to deduce from: no givens. Otherwise the encoder checks the size after its deductions.
  if (opt.simplify >= Simplify::singles) return std::nullopt;
  const PermutationLayout& layout = get_layout();
  const GivenFilter filter(givens, layout);
  std::vector<uint64_t> cand(filter.W);
  int64_t total = 0;  // candidates in all
  for (int64_t cell = 0; cell < cells; ++cell) {
    if (givens.cells[cell]) continue;
    const int k = filter.candidates(cell, cand);
    total += k;
    size.vars = sat_add(size.vars, k);
    add(1, k);
  }
  // Per (group, value) the open cells that can take it: counted exactly when that is
  // cheap, else bounded by the group's open cells.
  const int64_t per_cell = cells ? static_cast<int64_t>(layout.cell_groups[0].size()) : 0;
  if (total * per_cell <= 50'000'000) {
    const std::vector<int> bucket = value_buckets(givens, filter);
    for (int64_t g = 0; g < groups; ++g)
      for (int64_t v = 1; v <= N; ++v)
        if (!filter.given_in(g, v)) add(1, bucket[g * N + v - 1]);
  } else {
    for (int64_t g = 0; g < groups; ++g) {
      int64_t missing = N;
      for (int64_t v = 1; v <= N; ++v) missing -= filter.given_in(g, v);
      add(missing, filter.open[g]);
    }
  }
  return planned();
}

}  // namespace gridsat
