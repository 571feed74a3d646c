#pragma once
// Box-line segments (--segments, see segments.hpp): whether the encoder adds them, and
// their size before encoding.
#include <cstdint>

#include "model/options.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// Whether the encoder adds box-line segment variables (--segments) to a grid of side n.
bool segments_enabled(const EncodeOptions& opt, int n);
// The segment encoding of an n x n Sudoku with box_rows x box_cols boxes and every candidate
// open: an upper bound of what encode_permutation_grid adds for it.
EncodingSize sudoku_segments_size(int64_t n, int64_t box_rows, int64_t box_cols);

}  // namespace gridsat
