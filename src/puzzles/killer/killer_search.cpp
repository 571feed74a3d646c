// Killer Sudoku's own native search (the cross-check of the encoding, --backend native|both).
// Domains are bit sets (bit v - 1: value v). Besides the cages it keeps sum groups from the
// rule of 45: in a house, the cells outside the cages that lie wholly in it hold distinct
// values whose total is the house's (1 + ... + N) less those cages' sums (innies); the same
// over unions of consecutive rows or columns, and the cells outside a union (or a box) of the
// cages partly in it (outies), where they are few (values distinct only within one house).
// After each decision, to a fixpoint:
//  - a cell with one value removes it from its houses and its cage (naked singles);
//  - a house's value with one place left goes there, with none fails (hidden singles);
//  - a cage is revised against its combinations (the sets of distinct values of its size
//    and sum, listed once): those holding its placed values, the rest among its open cells'
//    values, each open cell with one of them. Its open cells keep the values of those sets;
//    a value in every one of them must go in the cage: with one place it goes there, with
//    places all in one house it leaves that house's other cells. A group with too many
//    combinations (large sides), or whose values may repeat, keeps bounds instead: each
//    cell's value between the sum less the most and the least the other open cells can add.
// Then it branches on the open cell with the fewest values per failure of its houses and
// groups so far (dom/wdeg; ties: the lowest), smallest value first. It shares nothing with the
// encoding.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <set>
#include <vector>

#include "base/stop.hpp"
#include "puzzles/killer/killer.hpp"

namespace gridsat {

namespace {

struct SumGroup {  // a cage, an innie or an outie: values with a total
  std::vector<int> cells;
  int sum = 0;
  std::vector<uint64_t> combos;  // empty: too many, or values not distinct: bounds only
  bool distinct = true;          // the cells share a house (or a cage)
};

constexpr size_t kMostCombos = 4096;
constexpr size_t kSmallGroup = 10;  // the most cells of a union's innies or outies kept

// The sets of k distinct values of 1..n totalling `sum` (into out), at most kMostCombos + 1.
void combos(int n, int k, int sum, int from, uint64_t set, std::vector<uint64_t>& out) {
  if (out.size() > kMostCombos) return;
  if (k == 0) {
    if (sum == 0) out.push_back(set);
    return;
  }
  for (int v = from; v <= n; ++v) {
    // The smallest and largest totals of the k - 1 values after v.
    const long long lo = static_cast<long long>(k - 1) * (2 * v + k) / 2;
    const long long hi = static_cast<long long>(k - 1) * (2LL * n - k + 2) / 2;
    if (v + lo > sum) break;
    if (v + hi < sum) continue;
    combos(n, k - 1, sum - v, v + 1, set | uint64_t{1} << (v - 1), out);
  }
}

class KillerSearch {
 public:
  KillerSearch(const Killer& k, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : N_(k.n()), houses_(k.groups()), budget_(limit, deadline, sink, 64) {
    full_ = N_ == 64 ? ~uint64_t{0} : (uint64_t{1} << N_) - 1;
    const int cells = N_ * N_;
    for (const Cage& c : k.cages()) groups_.push_back({c.cells, static_cast<int>(c.sum), {}});
    add_innies(k.cage_of(), k.cages().size());
    add_unions(k.cage_of(), k.cages().size(), k.box_rows(), k.box_cols());
    for (auto& g : groups_) {
      if (!g.distinct) continue;
      combos(N_, static_cast<int>(g.cells.size()), g.sum, 1, 0, g.combos);
      if (g.combos.size() > kMostCombos) g.combos.clear();
      else if (g.combos.empty()) start_ = false;
    }
    house_of_.assign(cells, {});
    groups_of_.assign(cells, {});
    peers_.assign(cells, {});
    for (size_t h = 0; h < houses_.size(); ++h)  // [row, column, box] (groups(): 3i + kind)
      for (int x : houses_[h]) house_of_[x].resize(3), house_of_[x][h % 3] = static_cast<int>(h);
    for (size_t g = 0; g < groups_.size(); ++g)
      for (int x : groups_[g].cells) groups_of_[x].push_back(static_cast<int>(g));
    for (int x = 0; x < cells; ++x) {
      std::vector<char> seen(cells, 0);
      for (int h : house_of_[x])
        for (int y : houses_[h]) seen[y] = 1;
      if (!groups_of_[x].empty() && static_cast<size_t>(groups_of_[x][0]) < k.cages().size())
        for (int y : groups_[groups_of_[x][0]].cells) seen[y] = 1;
      for (int y = 0; y < cells; ++y)
        if (seen[y] && y != x) peers_[x].push_back(y);
    }
    dom_.assign(cells, full_);
    in_queue_.assign(cells, 0);
    house_dirty_.assign(houses_.size(), 0);
    group_dirty_.assign(groups_.size(), 0);
    house_weight_.assign(houses_.size(), 0);
    for (const auto& g : groups_) live_.push_back(g.combos.size());
    group_weight_.assign(groups_.size(), 0);
    for (int x = 0; x < cells && start_; ++x)
      if (const int v = k.givens().cells[x]) start_ = v >= 1 && v <= N_ && narrow(x, bit(v));
    for (int x = 0; x < cells; ++x) enqueue(x);
    for (size_t g = 0; g < groups_.size(); ++g) dirty(group_dirty_, group_list_, static_cast<int>(g));
  }

  NativeResult run() {
    if (!start_ || !propagate()) ++result_.conflicts;
    else trail_.clear(), search();
    return budget_.finish(result_);
  }

 private:
  static uint64_t bit(int v) { return uint64_t{1} << (v - 1); }
  static int value_of(uint64_t d) { return std::countr_zero(d) + 1; }
  static bool single(uint64_t d) { return (d & (d - 1)) == 0; }

  // The innies of each house (see the file comment), where some cage lies wholly in it.
  void add_innies(const std::vector<int>& cage_of, size_t cages) {
    const int total = N_ * (N_ + 1) / 2;
    if (cages == 0) return;
    for (const auto& house : houses_) {
      std::vector<int> inside(cages, 0);
      for (int x : house) ++inside[cage_of[x]];
      SumGroup g{{}, total, {}};
      for (int x : house) {
        const int c = cage_of[x];
        if (inside[c] == static_cast<int>(groups_[c].cells.size())) g.sum -= groups_[c].sum, inside[c] = -1;
        else if (inside[c] >= 0) g.cells.push_back(x);
      }
      if (!g.cells.empty() && g.cells.size() < house.size()) groups_.push_back(std::move(g));
    }
  }

  // Long: one pass per union of houses finds its innies and outies and keeps the small ones.
  // The rule of 45 over unions of consecutive rows or columns (and over each box): the cells
  // of the union outside the cages wholly in it (innies), and the cells outside it of the cages
  // partly in it (outies), each a group of known total when it has at most kSmallGroup cells
  // (single houses' innies are add_innies'). Values distinct only where the cells share a house.
  void add_unions(const std::vector<int>& cage_of, size_t cages, int br, int bc) {
    if (cages == 0) return;
    std::set<std::vector<int>> known;
    for (const auto& g : groups_) known.insert(sorted(g.cells));
    auto keep = [&](std::vector<int> cells, int sum) {
      if (cells.empty() || cells.size() > kSmallGroup || !known.insert(sorted(cells)).second) return;
      const bool distinct = share_house(cells, br, bc);
      groups_.push_back({std::move(cells), sum, {}, distinct});
    };
    const int total = N_ * (N_ + 1) / 2;
    // (kind, first, count): houses 3i + kind (groups(): row i, column i, box i) for i in
    // first .. first + count - 1.
    std::vector<std::array<int, 3>> spans;
    for (int kind = 0; kind < 2; ++kind)
      for (int i = 0; i < N_; ++i)
        for (int j = i; j < N_; ++j)
          if (j - i + 1 < N_) spans.push_back({kind, i, j - i + 1});
    for (int b = 0; b < N_; ++b) spans.push_back({2, b, 1});
    for (const auto [kind, first, count] : spans) {
      std::vector<char> in(static_cast<size_t>(N_) * N_, 0);
      for (int i = first; i < first + count; ++i)
        for (int x : houses_[3 * i + kind]) in[x] = 1;
      std::vector<int> inside(cages, 0), innies, outies;
      for (size_t x = 0; x < in.size(); ++x) inside[cage_of[x]] += in[x];
      int in_sum = total * count, partial = 0;  // partial: the cages partly in it
      for (size_t c = 0; c < cages; ++c) {
        if (inside[c] == 0) continue;
        if (inside[c] == static_cast<int>(groups_[c].cells.size())) in_sum -= groups_[c].sum;
        else partial += groups_[c].sum;
      }
      const int out_sum = partial - in_sum;
      for (size_t x = 0; x < in.size(); ++x) {
        const int c = cage_of[x];
        if (inside[c] == 0 || inside[c] == static_cast<int>(groups_[c].cells.size())) continue;
        (in[x] ? innies : outies).push_back(static_cast<int>(x));
      }
      if (count > 1) keep(innies, in_sum);
      keep(outies, out_sum);
    }
  }

  static std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
  }

  bool share_house(const std::vector<int>& cells, int br, int bc) const {
    auto same = [&](auto key) {
      return std::all_of(cells.begin(), cells.end(), [&](int x) { return key(x) == key(cells[0]); });
    };
    return same([&](int x) { return x / N_; }) || same([&](int x) { return x % N_; }) ||
           same([&](int x) { return x / N_ / br * N_ + x % N_ / bc; });
  }

  // The last of a worklist, its flag cleared.
  static int pop(std::vector<int>& list, std::vector<char>& flags) {
    const int i = list.back();
    list.pop_back();
    flags[i] = 0;
    return i;
  }

  static void dirty(std::vector<char>& flags, std::vector<int>& list, int i) {
    if (!flags[i]) flags[i] = 1, list.push_back(i);
  }

  void enqueue(int x) {
    if (!in_queue_[x]) in_queue_[x] = 1, queue_.push_back(x);
  }

  // dom(x) &= keep; false on a wipe-out.
  bool narrow(int x, uint64_t keep) {
    const uint64_t old = dom_[x];
    if ((old & keep) != old) {
      if (!(old & keep)) return false;
      trail_.emplace_back(x, old), dom_[x] = old & keep, enqueue(x);
    }
    return true;
  }

  bool fire(int x) {
    const uint64_t d = dom_[x];
    if (single(d))
      for (int y : peers_[x])
        if (!narrow(y, ~d)) return false;
    for (int h : house_of_[x]) dirty(house_dirty_, house_list_, h);
    for (int g : groups_of_[x]) dirty(group_dirty_, group_list_, g);
    return true;
  }

  // Hidden singles of house h; false when a value has no place.
  bool house_rule(int h) {
    uint64_t once = 0, twice = 0;
    for (int x : houses_[h]) twice |= once & dom_[x], once |= dom_[x];
    if (once != full_) return false;
    for (uint64_t only = once & ~twice; only; only &= only - 1) {
      const uint64_t v = only & -only;
      for (int x : houses_[h])
        if (dom_[x] & v) {
          if (!narrow(x, v)) return false;
          break;
        }
    }
    return true;
  }

  // Removes value bit v from the cells of a house that holds all of `cells` (v's places in a
  // group that must hold v), other than those.
  bool point(const std::vector<int>& cells, uint64_t v) {
    for (int i = 0; i < 3; ++i) {
      const int h = house_of_[cells[0]][i];
      bool all = true;
      for (size_t j = 1; j < cells.size() && all; ++j) all = house_of_[cells[j]][i] == h;
      if (!all) continue;
      for (int y : houses_[h])
        if ((dom_[y] & v) && std::find(cells.begin(), cells.end(), y) == cells.end() && !narrow(y, ~v)) return false;
    }
    return true;
  }

  // Long: the placed values, then the combinations' filter, then what they require.
  bool group_rule(int gi) {
    SumGroup& g = groups_[gi];
    uint64_t placed = 0, open_values = 0;
    open_.clear();
    int placed_sum = 0;
    for (int x : g.cells) {
      const uint64_t d = dom_[x];
      if (!single(d)) {
        open_.push_back(x), open_values |= d;
      } else {
        if ((placed & d) && g.distinct) return false;
        placed |= d, placed_sum += value_of(d);
      }
    }
    if (!g.distinct) return bounds_rule(g.sum - placed_sum, 0, false);
    if (g.combos.empty()) return bounds_rule(g.sum - placed_sum, placed, true);
    if (open_.empty()) return has_combo(g, placed, live_[gi]);
    uint64_t allowed = 0, required = full_;
    // The live combinations are g.combos[0, live); a dead one is swapped past the end (for
    // good below this node: domains only shrink), the old end kept on the trail.
    std::vector<uint64_t>& combos = g.combos;
    size_t live = live_[gi];
    for (size_t i = 0; i < live;) {
      const uint64_t c = combos[i], rest = c & ~placed;
      bool fits = (c & placed) == placed && !(rest & ~open_values);
      for (size_t j = 0; j < open_.size() && fits; ++j) fits = dom_[open_[j]] & rest;
      if (fits) {
        allowed |= rest, required &= rest, ++i;
      } else {
        std::swap(combos[i], combos[--live]);
      }
    }
    if (live != live_[gi]) trail_.push_back({-1 - gi, live_[gi]}), live_[gi] = live;
    if (!allowed) return false;
    for (int x : open_)
      if (!narrow(x, allowed)) return false;
    for (uint64_t r = required; r; r &= r - 1) {
      const uint64_t v = r & -r;
      places_.clear();
      for (int x : open_)
        if (dom_[x] & v) places_.push_back(x);
      if (places_.empty()) return false;
      if (places_.size() == 1 ? !narrow(places_[0], v) : !point(places_, v)) return false;
    }
    return true;
  }

  static bool has_combo(const SumGroup& g, uint64_t placed, size_t live) {
    return std::find(g.combos.begin(), g.combos.begin() + static_cast<std::ptrdiff_t>(live), placed) !=
           g.combos.begin() + static_cast<std::ptrdiff_t>(live);
  }

  // A group without its combinations: each open cell's value is the rest of the sum less what
  // the other open cells can add (their least and most, distinct values not placed).
  bool bounds_rule(int rest, uint64_t placed, bool distinct) {
    const int m = static_cast<int>(open_.size());
    if (m == 0) return rest == 0;
    int lo_all = 0, hi_all = 0, lo_distinct = 0, hi_distinct = 1 << 30;
    for (int x : open_) lo_all += value_of(dom_[x]), hi_all += 64 - std::countl_zero(dom_[x]);
    const uint64_t avail = full_ & ~placed;
    if (distinct) {
      hi_distinct = 0;
      for (int i = 0, v = 1; i < m - 1 && v <= N_; ++v)
        if (avail & bit(v)) lo_distinct += v, ++i;
      for (int i = 0, v = N_; i < m - 1 && v >= 1; --v)
        if (avail & bit(v)) hi_distinct += v, ++i;
    }
    for (int x : open_) {
      const int others_lo = std::max(lo_all - value_of(dom_[x]), lo_distinct);
      const int others_hi = std::min(hi_all - (64 - std::countl_zero(dom_[x])), hi_distinct);
      const int low = std::max(1, rest - others_hi), high = std::min(N_, rest - others_lo);
      if (low > high) return false;
      const uint64_t range = (high == 64 ? ~uint64_t{0} : (uint64_t{1} << high) - 1) & ~((uint64_t{1} << (low - 1)) - 1);
      if (!narrow(x, range & ~placed)) return false;
    }
    return true;
  }

  bool propagate() {
    bool ok = true;
    while (ok) {
      if (!queue_.empty()) {
        ok = fire(pop(queue_, in_queue_));
      } else if (!house_list_.empty()) {
        const int h = pop(house_list_, house_dirty_);
        ok = house_rule(h);
        house_weight_[h] += !ok;
      } else if (!group_list_.empty()) {
        const int g = pop(group_list_, group_dirty_);
        ok = group_rule(g);
        group_weight_[g] += !ok;
      } else {
        return true;
      }
    }
    for (int x : queue_) in_queue_[x] = 0;
    for (int h : house_list_) house_dirty_[h] = 0;
    for (int g : group_list_) group_dirty_[g] = 0;
    queue_.clear(), house_list_.clear(), group_list_.clear();
    return false;
  }

  // The open cell with the fewest values per weight (dom/wdeg: the failures of its houses and
  // groups so far, plus one); ties: the lowest.
  int choose() const {
    int best = -1;
    int64_t best_size = 1, best_weight = 0;
    for (size_t x = 0; x < dom_.size(); ++x) {
      const int64_t s = std::popcount(dom_[x]);
      if (s < 2) continue;
      int64_t w = 1;
      for (int h : house_of_[x]) w += house_weight_[h];
      for (int g : groups_of_[x]) w += group_weight_[g];
      if (best < 0 || s * best_weight < best_size * w) best = static_cast<int>(x), best_size = s, best_weight = w;
    }
    return best;
  }

  // The trail holds (cell, old domain) and (-1 - group, old live count).
  void undo(size_t mark) {
    while (trail_.size() > mark) {
      const auto [i, old] = trail_.back();
      if (i >= 0) dom_[i] = old;
      else live_[-1 - i] = old;
      trail_.pop_back();
    }
  }

  // Returns false when the search must stop (limit, deadline, the sink said stop).
  bool search() {
    if (budget_.tick()) return false;
    const int x = choose();
    if (x < 0) return report();
    for (uint64_t d = dom_[x]; d; d &= d - 1) {
      ++result_.decisions;
      const size_t mark = trail_.size();
      if (!narrow(x, d & -d) || !propagate()) ++result_.conflicts;
      else if (!search()) return false;
      undo(mark);
    }
    return true;
  }

  bool report() {
    std::vector<int> values(dom_.size());
    for (size_t x = 0; x < dom_.size(); ++x) values[x] = value_of(dom_[x]);
    return budget_.found(result_.count, values);
  }

  const int N_;
  uint64_t full_ = 0;
  std::vector<std::vector<int>> houses_;
  std::vector<SumGroup> groups_;
  SearchBudget budget_;
  std::vector<std::vector<int>> house_of_, groups_of_, peers_;
  std::vector<uint64_t> dom_;
  std::vector<std::pair<int, uint64_t>> trail_;
  std::vector<int> queue_, house_list_, group_list_, open_, places_;
  std::vector<char> in_queue_, house_dirty_, group_dirty_;
  std::vector<int64_t> house_weight_, group_weight_;
  std::vector<size_t> live_;  // per group, its live combinations (group_rule)
  bool start_ = true;
  NativeResult result_;
};

}  // namespace

NativeResult killer_search(const Killer& k, int64_t limit, Deadline deadline, const ValuesSink& on_solution) {
  return KillerSearch(k, limit, deadline, on_solution).run();
}

}  // namespace gridsat
