// Kakuro's generate hooks (Family::generate.layout and dress; the engine is src/generate/clues.cpp).
#include <algorithm>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "puzzles/kakuro/kakuro.hpp"

namespace gridsat {

namespace {

// The length of the run through board cell (r, c) across (dr 0) or down (dr 1), blocks false.
int run_length(const std::vector<char>& white, int n, int r, int c, bool down) {
  const auto w = [&](int y, int x) { return y >= 0 && x >= 0 && y < n && x < n && white[static_cast<size_t>(y * n + x)]; };
  int len = 1;
  for (int k = 1; w(r + down * k, c + !down * k); ++k) ++len;
  for (int k = 1; w(r - down * k, c - !down * k); ++k) ++len;
  return len;
}

// Long: blocks at random in pairs symmetric about the centre, then blocks where a run would
// hold one cell and at the 5th cell of runs of more than 9, until nothing changes.
std::vector<char> try_layout(int n, Rng& rng) {
  std::vector<char> white(static_cast<size_t>(n) * n, 1);
  const auto block = [&](int i) {
    white[static_cast<size_t>(i)] = 0;
    white[static_cast<size_t>(n * n - 1 - i)] = 0;
  };
  for (int i = 0; i < n * n; ++i)
    if (rng.below(100) < 12) block(i);
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n * n; ++i) {
      if (!white[static_cast<size_t>(i)]) continue;
      const int r = i / n, c = i % n;
      for (bool down : {false, true}) {
        const int len = run_length(white, n, r, c, down);
        int before = 0;  // the cells of the run before this one
        while (before < len && r - down * (before + 1) >= 0 && c - !down * (before + 1) >= 0 &&
               white[static_cast<size_t>((r - down * (before + 1)) * n + c - !down * (before + 1))])
          ++before;
        if (len == 1 || (len > 9 && before == 4)) {  // a lone cell; a long run cut at its 5th cell
          block(i);
          changed = true;
          break;
        }
      }
    }
  }
  return white;
}

}  // namespace

std::unique_ptr<Puzzle> kakuro_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 30) throw InputError("a generated Kakuro has sides 2..30, not " + std::to_string(n));
  Rng rng(seed);
  std::vector<char> white;
  for (int attempt = 0; attempt < 1000; ++attempt) {
    white = try_layout(n, rng);
    if (2 * std::count(white.begin(), white.end(), 1) >= n * n) break;  // half of it white, or more
  }
  std::vector<char> framed(static_cast<size_t>(n + 1) * (n + 1), 0);
  for (int i = 0; i < n * n; ++i) framed[static_cast<size_t>((i / n + 1) * (n + 1) + i % n + 1)] = white[static_cast<size_t>(i)];
  std::vector<int> none(framed.size(), 0);
  return std::make_unique<Kakuro>(n, n, std::move(framed), none, none, std::vector<int>{}, KakuroForm::puzzlink);
}

// Every run's sum from the full grid.
std::unique_ptr<Puzzle> kakuro_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& k = dynamic_cast<const Kakuro&>(blank);
  std::vector<int> down = k.down(), across = k.across();
  for (const Kakuro::Run& run : k.runs()) {
    int sum = 0;
    for (int c : run.cells) sum += full.cells[static_cast<size_t>(c)] - 1;
    (run.down ? down : across)[static_cast<size_t>(run.block)] = sum;
  }
  return std::make_unique<Kakuro>(k.rows(), k.cols(), k.white(), std::move(down), std::move(across), std::vector<int>{},
                                  k.form());
}

}  // namespace gridsat
