// Star Battle's generate hooks (Family::generate: layout and dress; the engine is
// src/generate/clues.cpp). The regions are the only clues and none is removed: a layout places
// the stars first (k a row and a column, no two touching), grows one region around each star
// (and, with k > 1, lets it take further stars until it holds k), and the engine draws again
// until the regions have one solution.
#include <algorithm>
#include <cstdlib>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/common/random_regions.hpp"
#include "puzzles/common/room_counts.hpp"
#include "puzzles/starbattle/starbattle.hpp"

namespace gridsat {

namespace {

// Per row its k star columns, none side by side nor touching the row above, at most k a column
// (depth-first, the choices in random order); empty when none was found within a budget.
struct StarRows {
  int n, k;
  Rng& rng;
  std::vector<std::vector<int>> rows;
  std::vector<int> per_col;
  long budget = 200000;

  bool touches(int r, int c) const {
    if (r == 0) return false;
    for (int d : rows[static_cast<size_t>(r - 1)])
      if (std::abs(d - c) <= 1) return true;
    return false;
  }
  // The k-column choices of row r (ascending, two apart at least), shuffled.
  void choices(int from, std::vector<int>& cur, std::vector<std::vector<int>>& out, int r) const {
    if (static_cast<int>(cur.size()) == k) {
      out.push_back(cur);
      return;
    }
    for (int c = from; c < n; ++c) {
      if (per_col[static_cast<size_t>(c)] >= k || touches(r, c)) continue;
      cur.push_back(c);
      choices(c + 2, cur, out, r);
      cur.pop_back();
    }
  }
  bool place(int r) {
    if (r == n) return true;
    if (--budget < 0) return false;
    std::vector<std::vector<int>> opts;
    std::vector<int> cur;
    choices(0, cur, opts, r);
    rng.shuffle(opts);
    for (const auto& o : opts) {
      for (int c : o) ++per_col[static_cast<size_t>(c)];
      rows[static_cast<size_t>(r)] = o;
      if (place(r + 1)) return true;
      for (int c : o) --per_col[static_cast<size_t>(c)];
      if (budget < 0) return false;
    }
    return false;
  }
};

}  // namespace

// Long: the stars, then the regions grown around them, again until every cell has a region
std::unique_ptr<Puzzle> starbattle_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 4 || n > 30) throw InputError("a generated Star Battle has sides 4..30, not " + std::to_string(n));
  const int k = n < 10 ? 1 : n < 14 ? 2 : 3;
  Rng rng(seed);
  for (int attempt = 0; attempt < 1000; ++attempt) {
    StarRows s{n, k, rng, std::vector<std::vector<int>>(static_cast<size_t>(n)), std::vector<int>(static_cast<size_t>(n), 0)};
    if (!s.place(0)) continue;
    std::vector<int> stars;
    for (int r = 0; r < n; ++r)
      for (int c : s.rows[static_cast<size_t>(r)]) stars.push_back(r * n + c);
    rng.shuffle(stars);
    // n regions, each from one star; the other stars join a region that has fewer than k.
    std::vector<std::vector<int>> seeds;
    std::vector<char> is_star(static_cast<size_t>(n) * n, 0);
    for (int c : stars) is_star[static_cast<size_t>(c)] = 1;
    for (int i = 0; i < n; ++i) seeds.push_back({stars[static_cast<size_t>(i)]});
    std::vector<int> held(static_cast<size_t>(n), 1);
    const std::vector<int> label = grow_regions(n, n, seeds, rng.next(), [&](int region, int cell) {
      if (!is_star[static_cast<size_t>(cell)]) return true;
      if (held[static_cast<size_t>(region)] >= k) return false;
      ++held[static_cast<size_t>(region)];
      return true;
    });
    if (std::find(label.begin(), label.end(), -1) != label.end()) continue;
    return std::make_unique<StarBattle>(rooms_from_labels(n, n, label), k, StarBattleForm::puzzlink);
  }
  throw InputError("no Star Battle layout of side " + std::to_string(n) + " found");
}

std::unique_ptr<Puzzle> StarBattle::with_clues(const std::vector<bool>&) const { return std::make_unique<StarBattle>(regions_, stars_, form_); }

std::unique_ptr<Puzzle> starbattle_dress(const Puzzle& blank, const Grid&, uint64_t) {
  return blank.with_clues({});
}

std::unique_ptr<Puzzle> starbattle_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed) {
  const auto& s = dynamic_cast<const StarBattle&>(dressed);
  return repair_regions(s.regions().room_of, full, other, seed, [&](const std::vector<int>& l) {
    return std::make_unique<StarBattle>(rooms_from_labels(s.rows(), s.cols(), l), s.stars(), StarBattleForm::puzzlink);
  });
}

}  // namespace gridsat
