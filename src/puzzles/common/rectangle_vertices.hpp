#pragma once
// Shakashaka's local geometry: every white area is a rectangle (upright or turned 45 degrees),
// read at the grid's vertices. A cell holds nothing (0), a black triangle with its right angle
// in a corner (1 lower left, 2 lower right, 3 upper right, 4 upper left: pzprjs' order), or is
// a wall (kTriangleWall: black, as is everything off the board).
//
// Around a vertex, the four cells' corners there split into 8 half-corners of 45 degrees (each
// cell's corner cut by its diagonal through the vertex), numbered clockwise from straight up:
// 0 and 1 in the cell up-right (first the half along the vertical line), 2 and 3 down-right (2
// along the horizontal line), 4 and 5 down-left, 6 and 7 up-left. A half-corner is white or
// black. The white areas are all rectangles exactly when, at every vertex of the board (its
// border included), every run of white half-corners around it spans 90 or 180 degrees (2 or 4
// of them) or all 8 are white: the white areas' outlines then turn only by 90 degrees, outwards,
// and a polygon whose every corner is 90 degrees is a rectangle (with no hole: a hole would need
// a corner of 270). tests/test_rectangle_vertices.cpp proves the equivalence against a plain
// geometric test (each white area fills its bounding box, upright or turned) on every filling
// of small boards.
#include <array>
#include <cstdint>
#include <vector>

namespace gridsat {

inline constexpr int kTriangleWall = 5;

// The cell around a vertex that holds half-corner k (0..7): 0 up-left, 1 up-right, 2
// down-right, 3 down-left.
int half_corner_cell(int k);

// Whether half-corner k is white when its cell holds `value` (0..4 or kTriangleWall).
bool half_corner_white(int value, int k);

// The 8-bit patterns of white half-corners (bit k: half-corner k white) a vertex allows.
const std::vector<uint8_t>& vertex_patterns();

// Whether a vertex whose cells (up-left, up-right, down-right, down-left) hold these values
// is allowed.
bool vertex_allowed(const std::array<int, 4>& cells);

}  // namespace gridsat
