// Numberlink's generator hooks: the layout is a random cover of the board by paths, its numbers
// at their ends (so the layout has a solution); the generator keeps a layout whose numbers admit
// that one solution only. The pairs are not removed (a pair gone leaves its cells to the others,
// which every-cell-covered puzzles rarely allow), so the puzzle has no clues to drop.
#include <algorithm>
#include <random>

#include "puzzles/numberlink/numberlink.hpp"

namespace gridsat {

namespace {

using numberlink_pieces::kDc;
using numberlink_pieces::kDr;

// Paths covering the n x n cells, each of two cells or more, grown one at a time from a random
// free cell by random steps into free cells that touch no earlier cell of the same path (such
// paths leave fewer detours, so more layouts are unique); a stranded cell joins a neighbouring
// path's end, else the cover starts again. Per cell its path's index.
std::vector<int> random_cover(int n, std::mt19937_64& rng) {
  const int N = n * n;
  auto nb = [&](int i, int d) {
    const int r = i / n + kDr[d], c = i % n + kDc[d];
    return r < 0 || r >= n || c < 0 || c >= n ? -1 : r * n + c;
  };
  for (;;) {
    std::vector<int> path(N, -1);
    std::vector<std::vector<int>> paths;
    std::vector<int> order(N);
    for (int i = 0; i < N; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    bool ok = true;
    for (int s : order) {
      if (path[s] >= 0) continue;
      const int k = static_cast<int>(paths.size());
      std::vector<int> cells{s};
      path[s] = k;
      const int want = 2 + static_cast<int>(rng() % (2 * n));
      while (static_cast<int>(cells.size()) < want) {
        std::vector<int> next;
        for (int d = 0; d < 4; ++d) {
          const int w = nb(cells.back(), d);
          if (w < 0 || path[w] >= 0) continue;
          int touching = 0;
          for (int e = 0; e < 4; ++e)
            if (const int x = nb(w, e); x >= 0 && path[x] == k) ++touching;
          if (touching == 1) next.push_back(w);
        }
        if (next.empty()) break;
        const int w = next[rng() % next.size()];
        path[w] = k;
        cells.push_back(w);
      }
      if (cells.size() == 1) {  // stranded: join a neighbouring path at its end
        path[s] = -1;
        bool joined = false;
        for (int d = 0; d < 4 && !joined; ++d) {
          const int w = nb(s, d);
          if (w < 0 || path[w] < 0) continue;
          auto& p = paths[path[w]];
          if (p.back() == w) p.push_back(s), joined = true;
          else if (p.front() == w) p.insert(p.begin(), s), joined = true;
          if (joined) path[s] = path[w];
        }
        if (!joined) {
          ok = false;
          break;
        }
        continue;
      }
      paths.push_back(std::move(cells));
    }
    if (!ok) continue;
    std::vector<int> numbers(N, 0);
    for (size_t k = 0; k < paths.size(); ++k) numbers[paths[k].front()] = numbers[paths[k].back()] = static_cast<int>(k) + 1;
    return numbers;
  }
}

}  // namespace

std::unique_ptr<Puzzle> numberlink_layout(int n, const ReadOptions& opt, uint64_t seed) {
  std::mt19937_64 rng(seed);
  return std::make_unique<Numberlink>(n, n, random_cover(n, rng), kCoverOption.of(opt.choices));
}

std::unique_ptr<Puzzle> numberlink_dress(const Puzzle& blank, const Grid&, uint64_t) {
  const auto& p = dynamic_cast<const Numberlink&>(blank);
  return std::make_unique<Numberlink>(p.rows(), p.cols(), p.numbers(), p.cover());
}

std::unique_ptr<Puzzle> Numberlink::with_clues(const std::vector<bool>&) const {
  return std::make_unique<Numberlink>(rows(), cols(), numbers_, cover_);
}

std::unique_ptr<Puzzle> Numberlink::with_givens(const Grid&, std::string_view) const {
  return std::make_unique<Numberlink>(rows(), cols(), numbers_, cover_);
}

}  // namespace gridsat
