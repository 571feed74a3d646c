// Yajilin's generate hooks (Family::generate.layout and dress; the engine is
// src/generate/clues.cpp): clue cells spread at random, then every clue an arrow and the
// count the full solution gives it.
#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/yajilin/yajilin.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> yajilin_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 40) throw InputError("a generated Yajilin has sides 3..40, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<puzzlink::Arrow> clues(static_cast<size_t>(n) * n);
  // About one cell in five a clue, none beside another (a clue beside a clue blocks the loop).
  for (int i = 0; i < n * n; ++i) {
    const int r = i / n, c = i % n;
    const bool near = (c > 0 && clues[static_cast<size_t>(i - 1)].value != puzzlink::kNone) ||
                      (r > 0 && clues[static_cast<size_t>(i - n)].value != puzzlink::kNone);
    if (!near && rng.next() % 5 == 0) clues[static_cast<size_t>(i)] = {0, puzzlink::kUnknown};
  }
  return std::make_unique<Yajilin>(n, n, std::move(clues), YajilinForm::puzzlink);
}

std::unique_ptr<Puzzle> yajilin_dress(const Puzzle& blank, const Grid& full, uint64_t seed) {
  const auto& y = dynamic_cast<const Yajilin&>(blank);
  Rng rng(seed);
  std::vector<puzzlink::Arrow> clues = y.clues();
  for (size_t i = 0; i < clues.size(); ++i) {
    if (clues[i].value == puzzlink::kNone) continue;
    // An arrow towards the side with the most cells beyond it, ties at random.
    int best = 0, most = -1;
    for (int d = 1; d <= 4; ++d) {
      const int seen = static_cast<int>(yajilin_arrow_cells(y.rows(), y.cols(), static_cast<int>(i), d).size()) * 4 +
                       static_cast<int>(rng.next() % 4);
      if (seen > most) most = seen, best = d;
    }
    int count = 0;
    for (int j : yajilin_arrow_cells(y.rows(), y.cols(), static_cast<int>(i), best))
      count += full.cells[static_cast<size_t>(j)] == Yajilin::kShaded;
    clues[i] = {best, count};
  }
  return std::make_unique<Yajilin>(y.rows(), y.cols(), std::move(clues), YajilinForm::puzzlink);
}

}  // namespace gridsat
