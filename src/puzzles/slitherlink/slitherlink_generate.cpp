// Slitherlink's explain and generate hooks: the sides a step decides, the clues one by one,
// the random loops and their counts.
#include <memory>

#include "puzzles/slitherlink/loop_region.hpp"
#include "puzzles/slitherlink/slitherlink.hpp"

namespace gridsat {

namespace {

// Per side of the grid, in loop_edges' order: its corners and its two cells' values in g
// (-1 past the border: outside, known).
template <class F>
void each_side(int R, int C, F&& f) {
  for (int r = 0; r <= R; ++r)
    for (int c = 0; c <= C; ++c) {
      if (c < C) f(std::vector<int>{r, c, r, c + 1}, r - 1, c, r, c);
      if (r < R) f(std::vector<int>{r, c, r + 1, c}, r, c - 1, r, c);
    }
}

// The cells' counts of a solution g (2 inside, 1 outside): sides between inside and outside.
std::vector<int> counts(const Grid& g) {
  std::vector<int> out(static_cast<size_t>(g.size()), 0);
  auto in = [&](int r, int c) { return r >= 0 && r < g.rows && c >= 0 && c < g.cols && g.at(r, c) == 2; };
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      for (const auto& [rr, cc] : {std::pair{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}})
        out[static_cast<size_t>(r * g.cols + c)] += in(r, c) != in(rr, cc);
  return out;
}

}  // namespace

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Slitherlink::decided_fields(const Grid& before,
                                                                                               const Grid& after) const {
  const int R = rows(), C = cols();
  // 2 inside, 1 outside, 0 open; past the border: outside.
  auto at = [&](const Grid& g, int r, int c) { return r < 0 || r >= R || c < 0 || c >= C ? 1 : g.at(r, c); };
  std::vector<std::vector<int>> on, off;
  each_side(R, C, [&](std::vector<int> side, int r1, int c1, int r2, int c2) {
    const int a = at(after, r1, c1), b = at(after, r2, c2);
    if (!a || !b || (at(before, r1, c1) && at(before, r2, c2))) return;
    (a != b ? on : off).push_back(std::move(side));
  });
  return {{"edges_on", on}, {"edges_off", off}};
}

int Slitherlink::clue_count() const {
  int n = 0;
  for (int v : clues_) n += v >= 0;
  return n;
}

std::unique_ptr<Puzzle> Slitherlink::with_givens(const Grid&, std::string_view) const {
  return with_clues(std::vector<bool>(static_cast<size_t>(clue_count()), true));
}

std::unique_ptr<Puzzle> Slitherlink::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> kept = clues_;
  size_t k = 0;
  for (int& v : kept)
    if (v >= 0 && !(k < keep.size() && keep[k++])) v = -1;
  return std::make_unique<Slitherlink>(rows(), cols(), std::move(kept), form_);
}

std::unique_ptr<Puzzle> slitherlink_layout(int n, const ReadOptions&, uint64_t seed) {
  const Grid loop = random_loop_region(n, n, 0.5, seed);
  return std::make_unique<Slitherlink>(n, n, counts(loop), SlitherForm::sgt);
}

std::unique_ptr<Puzzle> slitherlink_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  return std::make_unique<Slitherlink>(blank.rows(), blank.cols(), counts(full), SlitherForm::sgt);
}

}  // namespace gridsat
