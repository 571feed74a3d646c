// Shikaku's generator hooks: a random cut of the square into rectangles, a number in a random
// cell of each (src/generate/clues.cpp then turns numbers into '?' while the puzzle stays
// unique).
#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/shikaku/shikaku.hpp"

namespace gridsat {

// Row-major, each free cell starts a rectangle of a random width and height that fit among the
// free cells, of area 2..n where it can (one cell only where nothing else fits).
std::unique_ptr<Puzzle> shikaku_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 60) throw InputError("a generated Shikaku has sides 2..60, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<int> owner(static_cast<size_t>(n) * n, 0), numbers(owner.size(), 0);
  const auto free_at = [&](int r, int c) { return r < n && c < n && owner[static_cast<size_t>(r * n + c)] == 0; };
  int id = 0;
  for (int i = 0; i < n * n; ++i) {
    if (owner[static_cast<size_t>(i)]) continue;
    const int r = i / n, c = i % n;
    std::vector<std::pair<int, int>> shapes;  // (height, width) that fit
    for (int w = 1; free_at(r, c + w - 1) && w <= n; ++w)
      for (int h = 1; h * w <= n; ++h) {
        bool fits = true;
        for (int x = c; x < c + w && fits; ++x) fits = free_at(r + h - 1, x);
        if (!fits) break;
        if (h * w >= 2) shapes.push_back({h, w});
      }
    const auto [h, w] = shapes.empty() ? std::pair{1, 1} : shapes[static_cast<size_t>(rng.below(shapes.size()))];
    ++id;
    for (int y = r; y < r + h; ++y)
      for (int x = c; x < c + w; ++x) owner[static_cast<size_t>(y * n + x)] = id;
    const int at = (r + static_cast<int>(rng.below(static_cast<uint64_t>(h)))) * n + c +
                   static_cast<int>(rng.below(static_cast<uint64_t>(w)));
    numbers[static_cast<size_t>(at)] = h * w;
  }
  return std::make_unique<Shikaku>(n, n, std::move(numbers), ShikakuForm::sgt);
}

// The numbers are the layout's own (a solution `full` of them exists: the cut drawn).
std::unique_ptr<Puzzle> shikaku_dress(const Puzzle& blank, const Grid&, uint64_t) {
  const auto& b = dynamic_cast<const Shikaku&>(blank);
  return std::make_unique<Shikaku>(b.rows(), b.cols(), b.numbers(), b.form());
}

}  // namespace gridsat
