#pragma once
// Pictures of puzzles: SVG drawn from a Puzzle, a grid and (optionally) pencil marks. A
// generic grid of cells plus the drawing primitives the family emits (Puzzle::figure,
// model/figure.hpp): rules of any stroke between cells, fills, signs between cells, texts in
// and around the grid, marks in cells, segments. Nothing here names a family. Givens are black
// and bold, other values blue; pencil marks a small grey grid in each open cell.
//
// Sizes are in cells (kCell user units each, the viewBox scales the whole picture), so a
// grid prints at any size; rules and text grow with the side so that a 100x100 grid stays
// legible when the picture fills a page. Self-contained: no external font, style or script.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/puzzle.hpp"

namespace gridsat::picture {

constexpr double kCell = 40;  // user units per cell

struct SvgOptions {
  const std::vector<uint64_t>* candidates = nullptr;  // per cell, bit v-1: marks drawn in open cells
  bool show_lines = false;                            // draw the segments drawn on request (--show-lines)
  std::string title;                                  // the <title> (what the picture shows)
  // count --explain: cells tinted (ambiguous: their pencil marks are the values they can take),
  // values drawn in the repair's colour (cell, value: givens a setter would add), and cells
  // outlined in red (clashing givens).
  std::vector<int> tint;
  std::vector<std::pair<int, int>> added;
  std::vector<int> outline;
};

// Where the cells are, in user units (the root element repeats it as data-* attributes
// for the explanation page's script and the tests).
struct Geometry {
  int n = 0;  // the side (rows) of a square grid, for the step page
  int rows = 0, cols = 0;
  double cell = kCell, gap = 0;      // cell side; space between cells (Futoshiki)
  double left = 0, top = 0;          // the top-left corner of cell (0, 0)
  double width = 0, height = 0;      // the viewBox
  int mark_rows = 1, mark_cols = 1;  // the small grid of pencil marks in a cell
  double value_font = 0, mark_font = 0;
  double x(int col) const { return left + col * (cell + gap); }
  double y(int row) const { return top + row * (cell + gap); }
};
Geometry geometry(const Puzzle& p, const Figure& f);

// The style every picture shares (classes only: sizes are attributes of each picture, so
// that pictures of several sizes can share one HTML page).
extern const char* const kStyle;

// The picture of `shown` (a solution, the givens, or a position on the way): its values
// that are givens of p in the givens' style, the others in the solved style, 0 blank.
std::string svg(const Puzzle& p, const Grid& shown, const SvgOptions& opt = {});

// "&amp;" etc.: text for XML and HTML.
std::string escape(const std::string& text);

}  // namespace gridsat::picture
