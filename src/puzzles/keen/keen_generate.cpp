// Keen's generate hooks (Family::generate.layout and dress): the blank is the Latin square with
// no cages; dress cuts the full grid into random cages and writes each one's operation and
// target. A Keen's clues are its cages, and no cage can go alone (the cells around it would need
// another), so clue_count is 0: generate keeps a dressed puzzle only when it is unique as drawn,
// and a new try draws other cages (and another grid) until one is.
#include <algorithm>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/keen/keen.hpp"

namespace gridsat {

namespace {

// The cells of each drawn cage: every cell not yet taken, in random order, opens a cage of a
// drawn size (2 mostly, 3 or 4 now and then, 1 rarely), grown from a random cell of it into a
// free neighbour while one is left; then most one-cell cages join a neighbouring cage of fewer
// than four cells (a one-cell cage is a given).
std::vector<std::vector<int>> draw_cages(int n, Rng& rng) {
  const int cells = n * n;
  std::vector<int> owner(static_cast<size_t>(cells), -1), order(static_cast<size_t>(cells));
  for (int i = 0; i < cells; ++i) order[static_cast<size_t>(i)] = i;
  rng.shuffle(order);
  auto free_beside = [&](int c) {
    std::vector<int> out;
    const int r = c / n, col = c % n;
    for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      const int rr = r + dr, cc = col + dc;
      if (rr >= 0 && rr < n && cc >= 0 && cc < n) out.push_back(rr * n + cc);
    }
    return out;
  };
  std::vector<std::vector<int>> cages;
  for (int start : order) {
    if (owner[static_cast<size_t>(start)] >= 0) continue;
    const uint64_t roll = rng.below(16);
    const size_t want = roll == 0 ? 1 : roll < 9 ? 2 : roll < 14 ? 3 : 4;
    const int id = static_cast<int>(cages.size());
    std::vector<int> cage{start};
    owner[static_cast<size_t>(start)] = id;
    for (int stuck = 0; cage.size() < want && stuck < 8; ++stuck) {
      const int from = cage[static_cast<size_t>(rng.below(cage.size()))];
      std::vector<int> next;
      for (int d : free_beside(from))
        if (owner[static_cast<size_t>(d)] < 0) next.push_back(d);
      if (next.empty()) continue;
      const int d = next[static_cast<size_t>(rng.below(next.size()))];
      owner[static_cast<size_t>(d)] = id;
      cage.push_back(d);
      stuck = -1;
    }
    cages.push_back(std::move(cage));
  }
  for (auto& cage : cages) {
    if (cage.size() != 1 || rng.below(5) == 0) continue;
    for (int d : free_beside(cage[0])) {
      auto& other = cages[static_cast<size_t>(owner[static_cast<size_t>(d)])];
      if (&other == &cage || other.size() >= 4) continue;
      other.push_back(cage[0]);
      owner[static_cast<size_t>(cage[0])] = owner[static_cast<size_t>(d)];
      cage.clear();
      break;
    }
  }
  std::erase_if(cages, [](const std::vector<int>& c) { return c.empty(); });
  return cages;
}

// The cage's operation and target from its values: '/' (when it divides) or '-' on two cells
// half the time each, else '+' or 'x'.
KeenCage clue_of(std::vector<int> cells, const Grid& full, Rng& rng) {
  KeenCage c;
  c.cells = std::move(cells);
  std::vector<int64_t> v;
  for (int cell : c.cells) v.push_back(full.cells[static_cast<size_t>(cell)]);
  if (v.size() == 1) return c.target = v[0], c;
  const int64_t hi = *std::max_element(v.begin(), v.end()), lo = *std::min_element(v.begin(), v.end());
  if (v.size() == 2 && hi % lo == 0 && rng.below(2) == 0) return c.op = KeenOp::div, c.target = hi / lo, c;
  if (v.size() == 2 && rng.below(2) == 0) return c.op = KeenOp::sub, c.target = hi - lo, c;
  c.op = rng.below(2) == 0 ? KeenOp::add : KeenOp::mul;
  c.target = c.op == KeenOp::add ? 0 : 1;
  for (int64_t x : v) c.target = c.op == KeenOp::add ? c.target + x : c.target * x;
  return c;
}

}  // namespace

std::unique_ptr<Puzzle> keen_layout(int n, const ReadOptions&, uint64_t) {
  if (n < 1 || n > 25) throw InputError("a Keen has sides 1..25, not " + std::to_string(n));
  return Keen::blank(n);
}

std::unique_ptr<Puzzle> keen_dress(const Puzzle& blank, const Grid& full, uint64_t seed) {
  const auto& k = dynamic_cast<const Keen&>(blank);
  Rng rng(seed);
  std::vector<KeenCage> cages;
  for (auto& cells : draw_cages(k.n(), rng)) cages.push_back(clue_of(std::move(cells), full, rng));
  return std::make_unique<Keen>(k.n(), std::move(cages), k.form());
}

}  // namespace gridsat
