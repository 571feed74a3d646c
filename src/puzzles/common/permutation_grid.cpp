// The one-hot encoding of permutation grids (see permutation_grid.hpp). Candidates ruled
// out before encoding (givens, singles, locked candidates) create no variables and no
// clauses.
#include <algorithm>
#include <bit>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <tuple>

#include "base/saturating.hpp"
#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

namespace {

// Candidate bookkeeping for sound pre-encoding deductions.
class Candidates {
 public:
  Candidates(const PermutationLayout& l, bool hidden_and_naked, bool locked)
      : N(l.n), deduce(hidden_and_naked), locked_(locked), layout(l), groups(layout.groups),
        value(N * N, 0), cand(static_cast<size_t>(N) * N * N, 1), ncand(N * N, N), count(groups.size() * N, N),
        placed(groups.size() * N, 0), cell_groups(layout.cell_groups) {}

  // Places the givens and (when deducing) propagates singles, then alternates locked
  // candidates with singles until neither finds anything. False on a contradiction.
  bool run(const Grid& givens, const std::vector<std::pair<int, int>>& bounds) {
    for (size_t cell = 0; cell < bounds.size(); ++cell)
      for (int v = 1; v <= N; ++v)
        if ((v < bounds[cell].first || v > bounds[cell].second) && !remove(static_cast<int>(cell), v)) return false;
    for (int cell = 0; cell < N * N; ++cell)
      if (givens.cells[cell] && !assign(cell, givens.cells[cell])) return false;
    do {
      if (!singles()) return false;
    } while (locked_ && locked_pass());
    return ok_;
  }

  bool has(int cell, int v) const { return cand[static_cast<size_t>(cell) * N + v - 1]; }

  bool singles() {
    while (deduce && !queue.empty()) {
      if ((++steps_ & 0xFFFF) == 0) check_cnf_limits();  // the time limit and Ctrl-C
      auto [kind, a, v] = queue.front();
      queue.pop_front();
      if (kind == 0) {  // naked single: cell a has one candidate left
        if (value[a] || ncand[a] != 1) continue;
        int only = 1;
        while (!has(a, only)) ++only;
        if (!assign(a, only)) return false;
      } else {  // hidden single: value v has one place left in group a
        if (placed[a * N + v - 1] || count[a * N + v - 1] != 1) continue;
        for (int cell : groups[a])
          if (!value[cell] && has(cell, v)) {
            if (!assign(cell, v)) return false;
            break;
          }
      }
    }
    return true;
  }

  // Locked candidates: when every place for v in group A lies in A's intersection with
  // group B (a box and a row or column), v leaves the rest of B. Covers pointing and
  // claiming. True when something was removed.
  bool locked_pass() {
    bool changed = false;
    for (const PermutationLayout::Intersection& x : layout.intersections) {
      check_cnf_limits();  // the time limit and Ctrl-C
      for (int v = 1; v <= N; ++v) {
        const int k = count[x.a * N + v - 1];
        if (placed[x.a * N + v - 1] || k == 0) continue;
        int inside = 0;
        for (int cell : x.cells) inside += !value[cell] && has(cell, v);
        if (inside != k) continue;
        for (int cell : groups[x.b]) {
          if (value[cell] || !has(cell, v) || std::find(x.cells.begin(), x.cells.end(), cell) != x.cells.end()) continue;
          changed = true;
          if (!remove(cell, v)) {
            ok_ = false;
            return false;
          }
        }
      }
    }
    return changed;
  }

  const int N;
  const bool deduce;
  const bool locked_;
  bool ok_ = true;
  const PermutationLayout& layout;
  const std::vector<std::vector<int>>& groups;
  std::vector<int> value;     // per cell: decided value or 0
  std::vector<uint8_t> cand;  // per (cell, value)
  std::vector<int> ncand;     // per cell: number of candidates
  std::vector<int> count;     // per (group, value): open cells that can take it
  std::vector<uint8_t> placed;
  const std::vector<std::vector<int>>& cell_groups;

 private:
  struct Item {
    int kind, a, v;
  };
  int64_t steps_ = 0;
  std::deque<Item> queue;
  bool remove(int cell, int v) {
    uint8_t& c = cand[static_cast<size_t>(cell) * N + v - 1];
    if (!c) return true;
    c = 0;
    --ncand[cell];
    for (int g : cell_groups[cell]) {
      int k = --count[g * N + v - 1];
      if (!placed[g * N + v - 1]) {
        if (k == 0) return false;
        if (k == 1 && deduce) queue.push_back({1, g, v});
      }
    }
    if (value[cell] == 0) {
      if (ncand[cell] == 0) return false;
      if (ncand[cell] == 1 && deduce) queue.push_back({0, cell, 0});
    }
    return true;
  }

  bool assign(int cell, int v) {
    if ((++steps_ & 1023) == 0) check_cnf_limits();  // the time limit and Ctrl-C (an assignment is O(N + peers))
    if (value[cell]) return value[cell] == v;
    if (!has(cell, v)) return false;
    value[cell] = v;
    for (int u = 1; u <= N; ++u)
      if (u != v && !remove(cell, u)) return false;
    for (int g : cell_groups[cell]) {
      if (placed[g * N + v - 1]) return false;
      placed[g * N + v - 1] = 1;
    }
    for (int g : cell_groups[cell])
      for (int peer : groups[g])
        if (peer != cell && !remove(peer, v)) return false;
    return true;
  }
};

Encoding encode_full(const Grid& givens, const PermutationLayout& layout, const EncodeOptions& opt) {
  const int N = layout.n;
  Encoding e;
  e.base = Grid(N, N);
  const int first = e.cnf.reserve(N * N * N);
  auto var = [&](int cell, int v) { return first + cell * N + v - 1; };
  for (int cell = 0; cell < N * N; ++cell)
    for (int v = 1; v <= N; ++v) e.primary.push_back({var(cell, v), cell, v});
  std::vector<int> lits(N);
  for (int cell = 0; cell < N * N; ++cell) {
    for (int v = 1; v <= N; ++v) lits[v - 1] = var(cell, v);
    exactly_one(e.cnf, lits, opt.amo.value_or(Amo::pairwise));
  }
  for (const auto& group : opt.drop_groups ? std::vector<std::vector<int>>{} : layout.groups)
    for (int v = 1; v <= N; ++v) {
      for (int k = 0; k < N; ++k) lits[k] = var(group[k], v);
      exactly_one(e.cnf, lits, opt.amo.value_or(Amo::pairwise));
    }
  for (int cell = 0; cell < N * N; ++cell)
    if (int v = givens.cells[cell]) e.cnf.add({var(cell, v)});
  return e;
}

// True when cells a and b (both in group g) share a group listed before g: the pair's
// binary clause has been written already.
bool earlier_pair(const PermutationLayout& l, int g, int a, int b) {
  for (int ga : l.cell_groups[a]) {
    if (ga >= g) break;
    for (int gb : l.cell_groups[b])
      if (gb == ga) return true;
  }
  return false;
}

}  // namespace

PermutationLayout::PermutationLayout(int side, std::vector<std::vector<int>> gs)
    : n(side), groups(std::move(gs)), cell_groups(static_cast<size_t>(side) * side) {
  for (size_t g = 0; g < groups.size(); ++g)
    for (int cell : groups[g]) cell_groups[cell].push_back(static_cast<int>(g));
  std::vector<int> shared(groups.size(), 0);
  for (size_t a = 0; a < groups.size(); ++a) {
    check_cnf_limits();  // O(groups^2) in all (seconds for a 2500x2500 grid): the time limit and Ctrl-C
    for (int cell : groups[a])
      for (int b : cell_groups[cell]) ++shared[b];
    for (size_t b = 0; b < groups.size(); ++b) {
      if (b != a && shared[b] >= 2) {
        Intersection x{static_cast<int>(a), static_cast<int>(b), {}};
        for (int cell : groups[a])
          for (int g : cell_groups[cell])
            if (g == static_cast<int>(b)) x.cells.push_back(cell);
        intersections.push_back(std::move(x));
      }
      shared[b] = 0;
    }
  }
}

const PermutationLayout& PermutationLayout::get(const std::string& key, int side,
                                                const std::function<std::vector<std::vector<int>>()>& make_groups) {
  static std::map<std::string, std::unique_ptr<PermutationLayout>> cache;  // single-threaded use
  auto& slot = cache[key];
  if (!slot) slot = std::make_unique<PermutationLayout>(side, make_groups());
  return *slot;
}

Csp permutation_csp(const Grid& givens, std::vector<std::vector<int>> groups) {
  Csp csp;
  csp.num_vars = givens.size();
  csp.max_value = givens.rows;
  csp.fixed = givens.cells;
  csp.groups = std::move(groups);
  return csp;
}

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
      : layout(l), N(l.n), W(static_cast<size_t>(l.n) / 64 + 1), used(l.groups.size() * W, 0),
        open(l.groups.size(), 0), full(W, 0) {
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

bool segments_enabled(const EncodeOptions& opt, int n) {
  return opt.simplify != Simplify::none &&
         (opt.segments == Segments::on || (opt.segments == Segments::automatic && n >= 16 && n <= 36));
}

EncodingSize sudoku_segments_size(int64_t n, int64_t box_rows, int64_t box_cols) {
  // Per value: a variable and a clause per segment, a binary clause per cell and segment;
  // per group and value an at-least-one per partition and a clause per pair of disjoint
  // segments. A row meets n / box_cols boxes in box_cols cells, a column n / box_rows.
  auto pairs = [](int64_t k) { return k * (k - 1) / 2; };
  EncodingSize s;
  for (auto [lines, across, len] : {std::tuple{n, n / box_cols, box_cols}, std::tuple{n, n / box_rows, box_rows}}) {
    if (len < 2) continue;
    const int64_t segs = lines * across;
    sat_add_to(s.vars, n, segs);
    sat_add_to(s.clauses, n, segs * (len + 1) + lines * (1 + pairs(across)));  // segments, the lines
    sat_add_to(s.clauses, n, n * (1 + pairs(len == box_cols ? box_rows : box_cols)));  // the boxes' partitions
  }
  return s;
}

std::optional<EncodingSize> estimate_permutation_grid(const Grid& givens, int64_t num_groups,
                                                      const std::function<const PermutationLayout&()>& get_layout,
                                                      const EncodeOptions& opt, EncodingSize segments) {
  const int64_t N = givens.rows;
  const int64_t cells = N * N;
  const int64_t groups = opt.drop_groups ? 0 : num_groups;
  EncodingSize size;
  if (segments_enabled(opt, static_cast<int>(N))) size = segments;
  auto add = [&](int64_t times, int n) {  // saturating: an estimate must not overflow
    const EncodingSize eo = exactly_one_size(n, opt.amo.value_or(Amo::pairwise));
    sat_add_to(size.vars, times, eo.vars);
    sat_add_to(size.clauses, times, eo.clauses);
  };
  // From the size alone, without the layout (whose groups and intersections take minutes
  // and gigabytes for a 4000x4000 grid): with no simplification, or with no givens (then
  // the filter removes nothing), every cell has N candidates and every (group, value) N cells.
  const bool has_givens = std::any_of(givens.cells.begin(), givens.cells.end(), [](int v) { return v != 0; });
  if (opt.simplify == Simplify::none || !has_givens) {
    size.vars = sat_add(size.vars, cells * N);
    add(cells + groups * N, static_cast<int>(N));
    for (int v : givens.cells) size.clauses = sat_add(size.clauses, v != 0);
    return size;
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
  return size;
}

namespace {

// An upper bound of the clauses add_segment_clauses writes: per (segment, value) with k >= 2
// open candidates k + 1, per (group, value) with m segments that can take it m + m(m-1)/2.
int64_t segment_clause_bound(const Candidates& c, int N) {
  int64_t clauses = 0;
  std::vector<int64_t> m(c.groups.size() * N, 0);
  for (const auto& x : c.layout.intersections) {
    if (x.a > x.b) continue;
    for (int v = 1; v <= N; ++v) {
      int64_t k = 0;
      for (int cell : x.cells) k += !c.value[cell] && c.has(cell, v);
      if (k >= 2) clauses += k + 1;
      if (k >= 1) ++m[x.a * N + v - 1], ++m[x.b * N + v - 1];
    }
  }
  for (int64_t k : m) clauses += k + k * (k - 1) / 2;
  return clauses;
}

// An upper bound of the clauses encode_permutation_grid writes once `c` is deduced (with
// pairwise AMO a group skips pairs an earlier group excludes).
int64_t clause_bound(const Candidates& c, int N, const EncodeOptions& opt) {
  int64_t clauses = 0;
  for (int cell = 0; cell < N * N; ++cell)
    if (!c.value[cell]) clauses += exactly_one_size(c.ncand[cell], opt.amo.value_or(Amo::pairwise)).clauses;
  for (size_t g = 0; g < (opt.drop_groups ? 0 : c.groups.size()); ++g)
    for (int v = 1; v <= N; ++v)
      if (!c.placed[g * N + v - 1]) clauses += exactly_one_size(c.count[g * N + v - 1], opt.amo.value_or(Amo::pairwise)).clauses;
  if (segments_enabled(opt, N)) clauses += segment_clause_bound(c, N);
  return clauses;
}

// Each group: bucket its open cells' variables by value, then exactly one per value.
// With pairwise AMO a group skips the pairs an earlier group already excludes (a Sudoku
// box: the pairs in one of its rows or columns). first_var: per open cell, the variable of
// its smallest candidate (the others follow in increasing value).
void add_group_clauses(Cnf& cnf, const Candidates& c, const PermutationLayout& layout, const EncodeOptions& opt,
                       const std::vector<int>& first_var) {
  const int N = layout.n;
  std::vector<std::vector<int>> bucket(N), cells_of(N);
  for (size_t g = 0; g < (opt.drop_groups ? 0 : c.groups.size()); ++g) {
    for (auto& b : bucket) b.clear();
    for (auto& b : cells_of) b.clear();
    for (int cell : c.groups[g]) {
      if (c.value[cell]) continue;
      int var = first_var[cell];
      for (int v = 1; v <= N; ++v)
        if (c.has(cell, v)) {
          bucket[v - 1].push_back(var++);
          cells_of[v - 1].push_back(cell);
        }
    }
    for (int v = 1; v <= N; ++v) {
      if (c.placed[g * N + v - 1]) continue;
      const auto& x = bucket[v - 1];
      if (opt.amo.value_or(Amo::pairwise) != Amo::pairwise) {
        exactly_one(cnf, x, *opt.amo);
        continue;
      }
      at_least_one(cnf, x);
      const auto& cells = cells_of[v - 1];
      for (size_t i = 0; i < x.size(); ++i)
        for (size_t j = i + 1; j < x.size(); ++j)
          if (!earlier_pair(layout, static_cast<int>(g), cells[i], cells[j])) cnf.add({-x[i], -x[j]});
    }
  }
}

// The partitions of a group into its segments (`ss`, indices into `segs`), found greedily:
// segments pairwise disjoint that cover the group's `size` cells (a box: its rows, its columns).
std::vector<std::vector<int>> partitions(const std::vector<int>& ss, const std::vector<const std::vector<int>*>& segs,
                                         const std::function<bool(int, int)>& disjoint, size_t size) {
  std::vector<std::vector<int>> parts;
  std::vector<bool> used(ss.size(), false);
  for (size_t i = 0; i < ss.size(); ++i) {
    if (used[i]) continue;
    std::vector<int> part{ss[i]};
    size_t cells = segs[ss[i]]->size();
    used[i] = true;
    for (size_t j = i + 1; j < ss.size(); ++j) {
      bool ok = !used[j];
      for (int t : part) ok = ok && disjoint(t, ss[j]);
      if (ok) {
        part.push_back(ss[j]);
        cells += segs[ss[j]]->size();
        used[j] = true;
      }
    }
    if (cells == size) parts.push_back(part);
  }
  return parts;
}

// Segments: where two groups share two or more cells (a Sudoku box and a row or column),
// y(segment, v) says "v lies in the segment". Each group's segments that partition it take
// v exactly once, disjoint segments of a group at most once: locked candidates (pointing
// and claiming) then follow by unit propagation, during the search too.
void add_segment_clauses(Cnf& cnf, const Candidates& c, const PermutationLayout& layout,
                         const std::vector<int>& first_var) {
  const int N = layout.n;
  auto var_of = [&](int cell, int v) {
    int k = first_var[cell];
    for (int u = 1; u < v; ++u) k += c.has(cell, u);
    return k;
  };
  std::vector<const std::vector<int>*> segs;
  std::vector<std::vector<int>> of_group(layout.groups.size());
  for (const auto& x : layout.intersections)
    if (x.a < x.b) {
      of_group[x.a].push_back(static_cast<int>(segs.size()));
      of_group[x.b].push_back(static_cast<int>(segs.size()));
      segs.push_back(&x.cells);
    }
  auto disjoint = [&](int s, int t) {
    for (int a : *segs[s])
      if (std::find(segs[t]->begin(), segs[t]->end(), a) != segs[t]->end()) return false;
    return true;
  };
  // y per (segment, value): 0 when no open cell of the segment can take v.
  std::vector<int> y(segs.size() * N, 0);
  std::vector<int> lits;
  for (size_t s = 0; s < segs.size(); ++s)
    for (int v = 1; v <= N; ++v) {
      lits.clear();
      for (int cell : *segs[s])
        if (!c.value[cell] && c.has(cell, v)) lits.push_back(var_of(cell, v));
      if (lits.empty()) continue;
      if (lits.size() == 1) {
        y[s * N + v - 1] = lits[0];
        continue;
      }
      const int yv = cnf.fresh();
      y[s * N + v - 1] = yv;
      for (int l : lits) cnf.add({-l, yv});
      lits.push_back(-yv);
      cnf.add(lits);
    }
  for (size_t g = 0; g < of_group.size(); ++g) {
    const auto& ss = of_group[g];
    if (ss.size() < 2) continue;
    const auto parts = partitions(ss, segs, disjoint, layout.groups[g].size());
    for (int v = 1; v <= N; ++v) {
      if (c.placed[g * N + v - 1]) continue;
      for (const auto& part : parts) {
        lits.clear();
        for (int s : part)
          if (y[s * N + v - 1]) lits.push_back(y[s * N + v - 1]);
        cnf.add(lits);
      }
      for (size_t i = 0; i < ss.size(); ++i)
        for (size_t j = i + 1; j < ss.size(); ++j) {
          const int a = y[ss[i] * N + v - 1], b = y[ss[j] * N + v - 1];
          if (a && b && disjoint(ss[i], ss[j])) cnf.add({-a, -b});
        }
    }
  }
}

}  // namespace

Encoding encode_permutation_grid(const Grid& givens_, const PermutationLayout& layout, const EncodeOptions& opt,
                                 const std::vector<std::pair<int, int>>& bounds) {
  if (opt.simplify == Simplify::none) return encode_full(givens_, layout, opt);
  const int N = layout.n;
  Candidates c(layout, opt.simplify >= Simplify::singles, opt.simplify >= Simplify::locked);
  Encoding e;
  e.base = Grid(N, N);
  if (!c.run(givens_, bounds)) {
    e.cnf.add(std::span<const int>{});  // the givens contradict each other
    e.base = givens_;
    return e;
  }
  // The size is known now, before any clause: refuse it when it is over the budget.
  check_cnf_budget(clause_bound(c, N, opt));
  // Variables for the open (cell, value) pairs, cell by cell in increasing value. Cells
  // with the fewest candidates get the highest numbers: CaDiCaL's initial decision queue
  // starts from the highest variable, so search begins where the choice is smallest.
  std::vector<int> open;
  for (int cell = 0; cell < N * N; ++cell) {
    if (c.value[cell])
      e.base.cells[cell] = c.value[cell];
    else
      open.push_back(cell);
  }
  std::stable_sort(open.begin(), open.end(), [&](int a, int b) { return c.ncand[a] > c.ncand[b]; });
  std::vector<int> first_var(N * N, 0);
  for (int cell : open) {
    first_var[cell] = e.cnf.num_vars() + 1;
    for (int v = 1; v <= N; ++v)
      if (c.has(cell, v)) e.primary.push_back({e.cnf.fresh(), cell, v});
  }
  std::vector<int> lits;
  for (int cell : open) {
    lits.resize(c.ncand[cell]);
    for (int k = 0; k < c.ncand[cell]; ++k) lits[k] = first_var[cell] + k;
    exactly_one(e.cnf, lits, opt.amo.value_or(Amo::pairwise));
  }
  add_group_clauses(e.cnf, c, layout, opt, first_var);
  if (segments_enabled(opt, N)) add_segment_clauses(e.cnf, c, layout, first_var);
  return e;
}

std::vector<Grid> empty_grid_patterns(const Grid& givens, int box_rows, int box_cols) {
  const int n = givens.rows;
  if (n == 0 || std::any_of(givens.cells.begin(), givens.cells.end(), [](int v) { return v != 0; })) return {};
  Grid first(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) first.at(i, j) = (box_cols * (i % box_rows) + i / box_rows + j) % n + 1;
  std::vector<Grid> out{first};
  if (n >= 2) {
    Grid second = first;
    for (int& v : second.cells) v = v == 1 ? 2 : v == 2 ? 1 : v;
    out.push_back(std::move(second));
  }
  return out;
}

double sparse_native_slice(const Grid& givens, int64_t limit) {
  const int64_t cells = static_cast<int64_t>(givens.cells.size());
  const int64_t given = cells - std::count(givens.cells.begin(), givens.cells.end(), 0);
  if (givens.rows < 16 || limit < 1 || limit > 2 || given * 5 > cells) return 0;
  return 2.0;
}

}  // namespace gridsat
