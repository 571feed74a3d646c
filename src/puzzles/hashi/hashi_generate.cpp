// Hashi's generate hooks (Family::generate.layout and dress, Puzzle::clue_count and with_clues):
// a random layout of islands whose numbers are not yet known; its native search draws a random
// network (a random spanning tree of non-crossing bridges, then extra bridges and doubled ones);
// the dressed puzzle carries each island's count; generate's engine then removes numbers (an
// island of unknown number, puzz.link's '?') while the puzzle stays unique.
#include <algorithm>
#include <numeric>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "base/stop.hpp"
#include "puzzles/hashi/hashi.hpp"

namespace gridsat {

int Hashi::clue_count() const {
  return static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](int v) { return v > 0; }));
}

std::unique_ptr<Puzzle> Hashi::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> counts = counts_;
  size_t k = 0;
  for (int& v : counts)
    if (v > 0 && !(k < keep.size() && keep[k++])) v = hashi::kUnknown;
  return std::make_unique<Hashi>(rows(), cols(), std::move(counts), max_bridges_, no_loops_, form_);
}

std::unique_ptr<Puzzle> Hashi::with_givens(const Grid&, std::string_view form) const {
  const HashiForm f = form == "sgt" ? HashiForm::sgt : form == "puzzlink" ? HashiForm::puzzlink : form_;
  return std::make_unique<Hashi>(rows(), cols(), counts_, max_bridges_, no_loops_, f, blank_);
}

namespace {

// Long: one growth loop (pick an island and a direction, find where a new island may go, place it).
// Islands grown from a random first one, as sgt-bridges grows its layouts: from a random island
// in a random direction, a new island two or more cells away, before the edge, another island
// (two cells short of it) or a planned bridge (one short); never beside an island across the
// direction of its bridge. The planned bridges never cross, so the layout has a network.
std::vector<int> grow_islands(int n, Rng& rng) {
  const int want = std::max(3, n * n * 30 / 100);
  std::vector<int> counts(static_cast<size_t>(n) * n, 0), line(counts.size(), 0);
  std::vector<int> islands{static_cast<int>(rng.below(counts.size()))};
  counts[islands[0]] = hashi::kUnknown;
  auto at = [&](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
  const int dr[4] = {0, 1, 0, -1}, dc[4] = {1, 0, -1, 0};
  for (int bad = 0; static_cast<int>(islands.size()) < want && bad < 50;) {
    const int from = islands[rng.below(islands.size())], d = static_cast<int>(rng.below(4));
    const int r0 = from / n, c0 = from % n;
    int limit = 0;  // the farthest distance a new island may take
    for (int k = 1;; ++k) {
      const int r = r0 + k * dr[d], c = c0 + k * dc[d];
      if (!at(r, c)) {
        limit = k - 1;
        break;
      }
      if (counts[r * n + c]) {
        limit = k - 2;
        break;
      }
      if (line[r * n + c]) {
        limit = k - 1;
        break;
      }
    }
    if (limit < 2) {
      ++bad;
      continue;
    }
    const int k = 2 + static_cast<int>(rng.below(static_cast<uint64_t>(limit - 1)));
    const int r = r0 + k * dr[d], c = c0 + k * dc[d];
    const bool beside = (at(r + dc[d], c + dr[d]) && counts[(r + dc[d]) * n + c + dr[d]]) ||
                        (at(r - dc[d], c - dr[d]) && counts[(r - dc[d]) * n + c - dr[d]]);
    if (beside) {
      ++bad;
      continue;
    }
    for (int j = 1; j < k; ++j) line[(r0 + j * dr[d]) * n + c0 + j * dc[d]] = 1;
    counts[r * n + c] = hashi::kUnknown;
    islands.push_back(r * n + c);
    bad = 0;
  }
  return counts;
}

int find(std::vector<int>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

// Whether pairs p and q of h cross (a cell under both).
bool cross(const Hashi::Pair& p, const Hashi::Pair& q) {
  if (p.horizontal == q.horizontal) return false;
  for (int c : p.between)
    if (std::find(q.between.begin(), q.between.end(), c) != q.between.end()) return true;
  return false;
}

// A random network over h's pairs: a spanning tree by Kruskal's algorithm over the pairs in a
// random order (a pair that would cross one taken is passed over), then each other pair that
// crosses none taken joins with chance 1/4, and each taken pair doubles with chance 1/2 (up to
// the most a pair may hold). Empty when the order left the islands apart.
std::vector<int> random_network(const Hashi& h, Rng& rng) {
  const auto& P = h.pairs();
  std::vector<int> order(P.size()), count(P.size(), 0), parent(h.counts().size());
  std::iota(order.begin(), order.end(), 0);
  std::iota(parent.begin(), parent.end(), 0);
  for (size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
  auto free_of_crossing = [&](int p) {
    for (size_t q = 0; q < P.size(); ++q)
      if (count[q] && cross(P[p], P[q])) return false;
    return true;
  };
  int joined = 0, islands = 0;
  for (int v : h.counts()) islands += v != 0;
  for (int p : order) {
    const int a = find(parent, P[p].a), b = find(parent, P[p].b);
    if (a == b || !free_of_crossing(p)) continue;
    parent[a] = b;
    count[p] = 1;
    ++joined;
  }
  if (joined != islands - 1) return {};
  if (!h.no_loops())
    for (int p : order)
      if (!count[p] && rng.below(4) == 0 && free_of_crossing(p)) count[p] = 1;
  for (size_t p = 0; p < P.size(); ++p)
    if (count[p] && h.max_bridges() > 1 && rng.below(2)) count[p] = 2;
  return count;
}

}  // namespace

NativeResult draw_network(const Hashi& blank, uint64_t seed, Deadline deadline, const ValuesSink& on_solution) {
  Rng rng(seed ? seed : 1);
  NativeResult out;
  for (int tries = 0; tries < 1000 && !past(deadline); ++tries) {
    const std::vector<int> count = random_network(blank, rng);
    if (count.empty()) continue;
    out.count = 1;
    on_solution(hashi_grid(blank, count));
    return out;
  }
  out.timed_out = past(deadline);
  return out;
}

std::unique_ptr<Puzzle> hashi_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 60) throw InputError("hashi generates sides 3 to 60, not " + std::to_string(n));
  Rng rng(seed ? seed : 1);
  for (;;) {
    auto h = std::make_unique<Hashi>(n, n, grow_islands(n, rng), 2, false, HashiForm::sgt, true);
    int islands = 0;
    for (int v : h->counts()) islands += v != 0;
    if (islands >= 2) return h;
  }
}

std::unique_ptr<Puzzle> hashi_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Hashi&>(blank);
  const std::vector<int> bridges = hashi_bridges(b, full);
  std::vector<int> counts(b.counts().size(), 0);
  for (size_t p = 0; p < b.pairs().size(); ++p) {
    counts[b.pairs()[p].a] += bridges[p];
    counts[b.pairs()[p].b] += bridges[p];
  }
  for (size_t i = 0; i < counts.size(); ++i)
    if (b.counts()[i] && !counts[i]) counts[i] = hashi::kUnknown;  // a lone island (no pair): none here
  return std::make_unique<Hashi>(b.rows(), b.cols(), std::move(counts), b.max_bridges(), b.no_loops(), b.form());
}

}  // namespace gridsat
