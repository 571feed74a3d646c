// Box-line segments of permutation grids (--segments): whether they are on, and their size
// with every candidate open (the estimate's share).
#include "puzzles/common/segment_size.hpp"

#include <tuple>

#include "base/saturating.hpp"
#include "puzzles/common/options.hpp"

namespace gridsat {

bool segments_enabled(const EncodeOptions& opt, int n) {
  const Segments segments = kSegmentsOption.of(opt.choices);
  return opt.simplify != Simplify::none &&
         (segments == Segments::on || (segments == Segments::automatic && n >= 16 && n <= 36));
}

EncodingSize sudoku_segments_size(int64_t n, int64_t box_rows, int64_t box_cols) {
  // Per value: a variable and a clause per segment, a binary clause per cell and segment;
  // per group and value an at-least-one per partition and a clause per pair of disjoint
  // segments. A row meets n / box_cols boxes in box_cols cells, a column n / box_rows.
  auto pairs = [](int64_t k) { return k * (k - 1) / 2; };
  EncodingSize s;
  for (auto [lines, across, len] : {std::tuple{n, n / box_cols, box_cols}, std::tuple{n, n / box_rows, box_rows}}) {
    if (len < 2) continue;
    const int64_t segs = lines * across;
    sat_add_to(s.vars, n, segs);
    sat_add_to(s.clauses, n, segs * (len + 1) + lines * (1 + pairs(across)));          // segments, the lines
    sat_add_to(s.clauses, n, n * (1 + pairs(len == box_cols ? box_rows : box_cols)));  // the boxes' partitions
  }
  return s;
}

}  // namespace gridsat
