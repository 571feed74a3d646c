// Shakashaka's local geometry (puzzles/common/rectangle_vertices.hpp) against a plain geometric
// test, the independent checker's (each white area, made of quarter cells, fills its bounding
// box upright or turned 45 degrees): on every filling of boards up to 2x4 and of 3x3 with a black
// cell, the vertex rule holds at every vertex exactly when every white area is a rectangle.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "check/shakashaka.hpp"
#include "puzzles/common/rectangle_vertices.hpp"

namespace test_rectangle_vertices {

using namespace gridsat;

namespace {

// Whether every vertex of the board allows its cells (values 0..4, kTriangleWall).
bool vertices_allow(int rows, int cols, const std::vector<int>& v) {
  const auto at = [&](int r, int c) { return r < 0 || r >= rows || c < 0 || c >= cols ? kTriangleWall : v[r * cols + c]; };
  for (int y = 0; y <= rows; ++y)
    for (int x = 0; x <= cols; ++x)
      if (!vertex_allowed({at(y - 1, x - 1), at(y - 1, x), at(y, x), at(y, x - 1)})) return false;
  return true;
}

// Every filling of the board's white cells (-1 in `board`, 5 black) compared; returns how many
// were rectangles.
int64_t compare_all(int rows, int cols, const std::vector<int>& board) {
  std::vector<int> open;
  for (int i = 0; i < rows * cols; ++i)
    if (board[static_cast<size_t>(i)] == -1) open.push_back(i);
  std::vector<int> v(static_cast<size_t>(rows * cols), kTriangleWall);
  Grid g(rows, cols);
  for (int i = 0; i < rows * cols; ++i) g.cells[i] = 1;
  int64_t total = 1, good = 0;
  for (size_t k = 0; k < open.size(); ++k) total *= 5;
  for (int64_t code = 0; code < total; ++code) {
    int64_t c = code;
    for (int i : open) {
      v[static_cast<size_t>(i)] = static_cast<int>(c % 5);
      g.cells[i] = v[static_cast<size_t>(i)] + 1;
      c /= 5;
    }
    const bool rect = !check::shakashaka(rows, cols, board, g).has_value();
    EXPECT_EQ(vertices_allow(rows, cols, v), rect) << rows << "x" << cols << " filling " << code;
    if (vertices_allow(rows, cols, v) != rect) return -1;
    good += rect;
  }
  return good;
}

}  // namespace

TEST(RectangleVertices, AgreesWithTheGeometryOnSmallBoards) {
  for (auto [r, c] : {std::pair{1, 1}, {1, 2}, {2, 1}, {1, 4}, {2, 2}, {2, 3}, {3, 2}, {2, 4}}) {
    const int64_t good = compare_all(r, c, std::vector<int>(static_cast<size_t>(r * c), -1));
    EXPECT_GT(good, 0) << r << "x" << c;
  }
  // One cell: only the empty one (a triangle leaves a white half-cell, no rectangle).
  EXPECT_EQ(compare_all(1, 1, {-1}), 1);
  for (int black : {0, 1, 4}) {  // 3x3 with a black cell in a corner, on a side, in the middle
    std::vector<int> board(9, -1);
    board[static_cast<size_t>(black)] = 5;
    EXPECT_GE(compare_all(3, 3, board), black == 4 ? 0 : 1) << black;
  }
}

TEST(RectangleVertices, HalfCornersOfEachTriangle) {
  // The lower-left triangle (1) around the vertex at its cell's upper left corner (the cell is
  // down-right of it: half-corners 2 along the top side, 3 along the left side): the half along
  // the left side is black, the other white.
  EXPECT_TRUE(half_corner_white(1, 2));
  EXPECT_FALSE(half_corner_white(1, 3));
  // Its right angle's corner is black on both halves (the cell up-right of a vertex: 0, 1).
  EXPECT_FALSE(half_corner_white(1, 0));
  EXPECT_FALSE(half_corner_white(1, 1));
  // The corner across (upper right: the cell down-left of a vertex, 4 and 5) white.
  EXPECT_TRUE(half_corner_white(1, 4));
  EXPECT_TRUE(half_corner_white(1, 5));
  for (int k = 0; k < 8; ++k) {
    EXPECT_TRUE(half_corner_white(0, k));
    EXPECT_FALSE(half_corner_white(kTriangleWall, k));
  }
}

}  // namespace test_rectangle_vertices
