#pragma once
// How a grid of a family is drawn: a grid of cells, the shown values, and drawing primitives
// that any family may emit (Puzzle::figure). src/picture draws the primitives and knows no
// family: a new genre draws itself by emitting them (a cage: dashed edges and a corner total;
// shading: cell fills; a loop: segments between cell centres), never by a new field here.
//
// Positions are in cells: cell (r, c) spans x in [c, c+1] and y in [r, r+1], so its centre
// is (c + 0.5, r + 0.5); a point outside [0, side] lies in the margins around the grid.
#include <string>
#include <vector>

namespace gridsat {

enum class Stroke { thin, thick, dashed };  // a rule between two cells
// Text: bold black, blue, black, red italic; white bold (a number on a black cell, Light Up).
enum class Ink { given, solved, clue, sum, inverse };
// A large disc in the given or the solved ink (black, blue), a small grey dot; a white or a
// black circle with a black rim.
enum class Mark { disc_given, disc_solved, dot, open_circle, filled_circle };
// A translucent red line; a dashed red leader; a solid blue stroke with round ends (a loop's
// edge, a bridge), drawn under values and marks; a thin black rule (a Kakuro block's diagonal).
enum class Line { guide, leader, path, rule };

struct Figure {
  // ---- Layout -----------------------------------------------------------------------------
  bool gaps = false;  // cells drawn apart, with room for signs between them (no rules)
  double margin_top = 0, margin_right = 0, margin_bottom = 0, margin_left = 0;  // extra room outside the grid, in cells
  int largest = 0;                   // the widest value a cell may show (0: the side), for the font size
  int mark_rows = 0, mark_cols = 0;  // the pencil marks' grid in a cell (0: as square as possible)
  bool values = true;                // draw the shown grid's values in the cells (givens bold, the rest blue)

  // ---- Primitives, drawn in this order: fills, rules, lines, values and marks, signs, texts
  struct Fill {  // a shaded cell
    int cell;
    double shade;  // 0 white .. 1 black
  };
  struct Edge {  // the side between adjacent cells a and b (b right of or below a); default thin
    int a, b;
    Stroke stroke;
  };
  struct Segment {  // a straight line between two points
    double x0, y0, x1, y1;
    Line line;
    bool on_request = false;  // drawn only when asked for (gridsat --show-lines)
  };
  struct CellMark {
    int cell;
    Mark mark;
  };
  struct Sign {  // a chevron between adjacent cells, its tip towards the smaller one
    int lo, hi;
  };
  struct Text {  // text centred at (x, y); its font fits `chars` characters across `width` cells
    double x, y;
    std::string text;
    Ink ink;
    double width = 1, max_font = 0.6;  // in cells
    int chars = 0;                     // 0: the text's own length
  };
  struct CornerText {  // small text in a cell's top-left corner (a cage's total)
    int cell;
    std::string text;
  };
  std::vector<Fill> fills;
  std::vector<Edge> edges;
  std::vector<Segment> segments;
  std::vector<CellMark> marks;
  std::vector<Sign> signs;
  std::vector<Text> texts;
  std::vector<CornerText> corners;

  // Thick rules around the boxes of a side x side grid (Sudoku's boxes, or any regions given
  // as a region index per cell): every edge between cells of different regions.
  void outline_regions(int side, const std::vector<int>& region_of_cell, Stroke stroke = Stroke::thick);
};

}  // namespace gridsat
