// Masyu's explain and generate hooks: the steps a step decides, the pearls one by one, the
// random loops and the pearls they allow.
#include <memory>

#include "puzzles/masyu/masyu.hpp"
#include "puzzles/masyu/masyu_pieces.hpp"
#include "puzzles/slitherlink/loop_region.hpp"

namespace gridsat {

using masyu_pieces::kDc;
using masyu_pieces::kDr;
using masyu_pieces::kUses;

namespace {

// Every pearl the loop of `g` (pieces 1..7) allows.
std::vector<int> pearls_of(const Grid& g) {
  const int R = g.rows, C = g.cols;
  auto piece = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C ? g.at(r, c) : 1; };
  auto straight = [&](int p) { return p == 2 || p == 3; };
  std::vector<int> out(static_cast<size_t>(g.size()), 0);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int p = piece(r, c);
      if (p < 2) continue;
      bool goes_on = true, turn_beside = false;
      for (int d = 0; d < 4; ++d) {
        if (!kUses[p][d]) continue;
        const int q = piece(r + kDr[d], c + kDc[d]);
        goes_on = goes_on && q == (d < 2 ? 3 : 2);
        turn_beside = turn_beside || !straight(q);
      }
      if (!straight(p) && goes_on) out[static_cast<size_t>(r * C + c)] = 2;
      if (straight(p) && turn_beside) out[static_cast<size_t>(r * C + c)] = 1;
    }
  return out;
}

// The loop around a random region of the (n-1) x (n-1) squares between cell centres, as pieces.
Grid random_loop(int n, uint64_t seed) {
  Grid g(n, n, 1);
  if (n < 2) return g;
  const Grid region = random_loop_region(n - 1, n - 1, 0.5, seed);
  auto in = [&](int r, int c) { return r >= 0 && r < n - 1 && c >= 0 && c < n - 1 && region.at(r, c) == 2; };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      // The centre (r, c) is the corner of squares (r-1..r, c-1..c); a step leaves it where
      // the two squares beside that step differ.
      const bool uses[4] = {in(r - 1, c - 1) != in(r - 1, c), in(r, c - 1) != in(r, c), in(r - 1, c - 1) != in(r, c - 1),
                            in(r - 1, c) != in(r, c)};
      for (int p = 1; p <= 7; ++p)
        if (kUses[p][0] == uses[0] && kUses[p][1] == uses[1] && kUses[p][2] == uses[2] && kUses[p][3] == uses[3])
          g.cells[static_cast<size_t>(r * n + c)] = p;
    }
  return g;
}

}  // namespace

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Masyu::decided_fields(const Grid& before,
                                                                                         const Grid& after) const {
  const int R = rows(), C = cols();
  std::vector<std::vector<int>> on, off;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      for (int d : {3, 1}) {  // right, down: loop_edges' order
        const int r1 = r + kDr[d], c1 = c + kDc[d];
        if (r1 >= R || c1 >= C) continue;
        if (before.at(r, c) || before.at(r1, c1)) continue;  // known before
        const int a = after.at(r, c), b = after.at(r1, c1);
        if (!a && !b) continue;
        const bool used = a ? kUses[a][d] : kUses[b][d ^ 1];
        (used ? on : off).push_back({r, c, r1, c1});
      }
  return {{"edges_on", on}, {"edges_off", off}};
}

int Masyu::clue_count() const {
  int n = 0;
  for (int v : pearls_) n += v != 0;
  return n;
}

std::unique_ptr<Puzzle> Masyu::with_givens(const Grid&, std::string_view) const {
  return with_clues(std::vector<bool>(static_cast<size_t>(clue_count()), true));
}

std::unique_ptr<Puzzle> Masyu::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> kept = pearls_;
  size_t k = 0;
  for (int& v : kept)
    if (v && !(k < keep.size() && keep[k++])) v = 0;
  return std::make_unique<Masyu>(rows(), cols(), std::move(kept), form_);
}

std::unique_ptr<Puzzle> masyu_layout(int n, const ReadOptions&, uint64_t seed) {
  return std::make_unique<Masyu>(n, n, pearls_of(random_loop(n, seed)), MasyuForm::sgt);
}

std::unique_ptr<Puzzle> masyu_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  return std::make_unique<Masyu>(blank.rows(), blank.cols(), pearls_of(full), MasyuForm::sgt);
}

}  // namespace gridsat
