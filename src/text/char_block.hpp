#pragma once
// The typed block of the loop genres (Masyu, Slitherlink): a row a line, a character a cell
// (blanks between cells ignored), up to a blank line or a '#' comment.
#include <functional>
#include <string_view>
#include <vector>

#include "text/lines.hpp"

namespace gridsat {

struct CharBlock {
  int first = 0;  // the block's first line
  int rows = 0, cols = 0;
  std::vector<int> cells;  // row-major, as `cell` gave them
};

// The cell of character row[c] in row r, read at `line`; throws ParseError for a bad one.
using CellOf = std::function<int(std::string_view row, int r, int c, int line)>;

// The block from lines[i] on; i moves past it. Throws ParseError ("3 cells, expected 4 like
// line 2") for a row of another width.
CharBlock read_char_block(const std::vector<TextLine>& lines, size_t& i, const CellOf& cell);

}  // namespace gridsat
