// Tilepaint's generate hooks (Family::generate: layout and dress; the engine is
// src/generate/clues.cpp): random tiles, the blank's seeded native search their shading, every
// row and column counted; the counts go while the puzzle stays unique, and the engine draws
// again where every count kept still leaves two shadings.
#include "base/errors.hpp"
#include "puzzles/common/random_regions.hpp"
#include "puzzles/common/room_counts.hpp"
#include "puzzles/tilepaint/tilepaint.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> Tilepaint::with_clues(const std::vector<bool>& keep) const {
  TilepaintClues c = clues_;
  for (size_t k = 0; k < runs_.size(); ++k) {
    if (keep.at(k)) continue;
    const TilepaintRun& run = runs_[k];
    if (run.key >= 0) (run.down ? c.down : c.right)[static_cast<size_t>(run.key)] = -1;
    else (run.down ? c.columns : c.rows)[static_cast<size_t>(run.line)] = -1;
  }
  return std::make_unique<Tilepaint>(rooms_, std::move(c), form_);
}

std::unique_ptr<Puzzle> tilepaint_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 30) throw InputError("a generated Tilepaint has sides 2..30, not " + std::to_string(n));
  const size_t cells = static_cast<size_t>(n) * n;
  TilepaintClues clues{.block = std::vector<char>(cells, 0),
                       .down = std::vector<int>(cells, 0),
                       .right = std::vector<int>(cells, 0),
                       .columns = std::vector<int>(static_cast<size_t>(n), -1),
                       .rows = std::vector<int>(static_cast<size_t>(n), -1)};
  return std::make_unique<Tilepaint>(rooms_from_labels(n, n, random_partition(n, n, 2, 5, seed)), std::move(clues),
                                     TilepaintForm::puzzlink);
}

std::unique_ptr<Puzzle> tilepaint_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& t = dynamic_cast<const Tilepaint&>(blank);
  TilepaintClues clues = t.clues();
  const int R = t.rows(), C = t.cols();
  clues.columns.assign(static_cast<size_t>(C), 0);
  clues.rows.assign(static_cast<size_t>(R), 0);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (full.at(r, c) == 2) ++clues.columns[static_cast<size_t>(c)], ++clues.rows[static_cast<size_t>(r)];
  return std::make_unique<Tilepaint>(t.rooms(), std::move(clues), TilepaintForm::puzzlink);
}

std::unique_ptr<Puzzle> tilepaint_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed) {
  const auto& s = dynamic_cast<const Tilepaint&>(dressed);
  return repair_regions(s.rooms().room_of, full, other, seed, [&](const std::vector<int>& l) {
    return std::make_unique<Tilepaint>(rooms_from_labels(s.rows(), s.cols(), l), s.clues(), TilepaintForm::puzzlink);
  });
}

}  // namespace gridsat
