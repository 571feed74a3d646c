// Killer Sudoku's cage layouts for generate --difficulty (FamilyGenerator::coarsen): see killer.hpp.
#include <algorithm>
#include <set>
#include <tuple>

#include "base/random.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/killer/killer.hpp"

namespace gridsat {

namespace {

// A layout: the cells of each cage, and per cell its cage.
struct Layout {
  std::vector<std::vector<int>> cages;
  std::vector<int> of;

  void merge(size_t a, size_t b) {  // b into a; the last cage takes b's index
    for (int c : cages[b]) of[static_cast<size_t>(c)] = static_cast<int>(a);
    cages[a].insert(cages[a].end(), cages[b].begin(), cages[b].end());
    if (b + 1 != cages.size()) {
      cages[b] = std::move(cages.back());
      for (int c : cages[b]) of[static_cast<size_t>(c)] = static_cast<int>(b);
    }
    cages.pop_back();
  }
};

// Whether cages a and b of `full` share no value.
bool apart(const std::vector<int>& a, const std::vector<int>& b, const Grid& full) {
  uint64_t seen = 0;
  for (int c : a) seen |= uint64_t{1} << full.cells[static_cast<size_t>(c)];
  return std::none_of(b.begin(), b.end(),
                      [&](int c) { return (seen >> full.cells[static_cast<size_t>(c)]) & 1; });
}

// The finest layout, as sgt-solo draws its killers' (solo.c gen_killer_cages): in reading order
// each cell not yet taken starts a cage that takes, three times in four, its right or its lower
// neighbour; a single cell left joins a neighbouring cage that lacks its value, where one has
// room (cages up to `largest` cells).
Layout dominoes(int n, const Grid& full, int largest, Rng& rng) {
  Layout l;
  l.of.assign(static_cast<size_t>(n) * n, -1);
  for (int c = 0; c < n * n; ++c) {
    if (l.of[static_cast<size_t>(c)] >= 0) continue;
    const int id = static_cast<int>(l.cages.size());
    l.cages.push_back({c});
    l.of[static_cast<size_t>(c)] = id;
    if (rng.below(4) == 0) continue;
    const bool right = c % n + 1 < n && l.of[static_cast<size_t>(c + 1)] < 0;
    const bool down = c + n < n * n;
    const int d = right && (!down || rng.below(2) == 0) ? c + 1 : down ? c + n : -1;
    if (d < 0) continue;
    l.cages.back().push_back(d);
    l.of[static_cast<size_t>(d)] = id;
  }
  for (size_t i = 0; i < l.cages.size();) {
    if (l.cages[i].size() != 1) {
      ++i;
      continue;
    }
    std::vector<int> next = orthogonal_neighbours(n, n, l.cages[i][0]);
    rng.shuffle(next);
    bool joined = false;
    for (int d : next) {
      const auto j = static_cast<size_t>(l.of[static_cast<size_t>(d)]);
      if (l.cages[j].size() >= static_cast<size_t>(largest) || !apart(l.cages[i], l.cages[j], full)) continue;
      l.merge(j, i);
      joined = true;
      break;
    }
    if (!joined) ++i;  // else a cage moved into i
  }
  return l;
}

}  // namespace

std::unique_ptr<Puzzle> killer_with_cages(const Killer& k, const Grid& full, std::vector<std::vector<int>> cages) {
  std::vector<Cage> out;
  for (auto& cells : cages) {
    if (cells.empty()) continue;
    std::sort(cells.begin(), cells.end());
    int sum = 0;
    for (int c : cells) sum += full.cells[static_cast<size_t>(c)];
    out.push_back({std::move(cells), sum});
  }
  std::sort(out.begin(), out.end(), [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  return std::make_unique<Killer>(Grid(k.n(), k.n()), k.box_rows(), k.box_cols(), std::move(out), k.form());
}

// Long: the merges' candidates, their order and the pairs tried share the layout.
std::vector<std::unique_ptr<Puzzle>> coarsen_killer(const Puzzle& blank, const Grid& full, uint64_t seed,
                                                    const std::function<bool(const Puzzle&)>& unique) {
  const auto& k = dynamic_cast<const Killer&>(blank);
  const int n = full.rows, largest = n;
  Rng rng(seed);
  std::vector<std::unique_ptr<Puzzle>> chain;
  Layout l = dominoes(n, full, largest, rng);
  // A layout too fine to be unique (rare: 1 in 20 of 9x9s): its cages split until it is.
  for (auto p = killer_with_cages(k, full, l.cages); !unique(*p); p = killer_with_cages(k, full, l.cages)) {
    std::vector<size_t> big;
    for (size_t i = 0; i < l.cages.size(); ++i)
      if (l.cages[i].size() > 1) big.push_back(i);
    if (big.empty()) return chain;
    auto& cage = l.cages[big[static_cast<size_t>(rng.below(static_cast<int>(big.size())))]];
    const int c = cage.back();
    cage.pop_back();
    l.of[static_cast<size_t>(c)] = static_cast<int>(l.cages.size());
    l.cages.push_back({c});
  }
  chain.push_back(killer_with_cages(k, full, l.cages));
  // Merges, the smallest pairs first (ties at random), each kept while the puzzle stays unique;
  // a pair is tried once (a cage is its first cell and its size: cages only grow).
  std::set<std::tuple<int, size_t, int, size_t>> tried;
  auto key = [&](size_t a, size_t b) {
    const auto& x = l.cages[a];
    const auto& y = l.cages[b];
    const int fx = *std::min_element(x.begin(), x.end()), fy = *std::min_element(y.begin(), y.end());
    return fx < fy ? std::tuple{fx, x.size(), fy, y.size()} : std::tuple{fy, y.size(), fx, x.size()};
  };
  for (;;) {
    std::vector<std::pair<size_t, size_t>> pairs;
    for (int c = 0; c < n * n; ++c)
      for (int d : orthogonal_neighbours(n, n, c)) {
        const auto a = static_cast<size_t>(l.of[static_cast<size_t>(c)]), b = static_cast<size_t>(l.of[static_cast<size_t>(d)]);
        if (a < b && l.cages[a].size() + l.cages[b].size() <= static_cast<size_t>(largest) &&
            !tried.count(key(a, b)) && apart(l.cages[a], l.cages[b], full))
          pairs.emplace_back(a, b);
      }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    if (pairs.empty()) return chain;
    rng.shuffle(pairs);
    auto size = [&](const std::pair<size_t, size_t>& p) { return l.cages[p.first].size() + l.cages[p.second].size(); };
    const auto [a, b] = *std::min_element(pairs.begin(), pairs.end(),
                                          [&](const auto& x, const auto& y) { return size(x) < size(y); });
    tried.insert(key(a, b));
    Layout next = l;
    next.merge(a, b);
    auto p = killer_with_cages(k, full, next.cages);
    if (!unique(*p)) continue;
    l = std::move(next);
    chain.push_back(std::move(p));
  }
}

}  // namespace gridsat
