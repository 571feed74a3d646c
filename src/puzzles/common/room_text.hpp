#pragma once
// The typed rows of a board of rooms (Heyawake, Norinori), and the shading a line form may
// carry after a URL. A row is one token a cell, separated by blanks: the cell's room letter
// (a-z, A-Z; each orthogonally connected area of one letter is a room), then, where the genre
// has room numbers, the room's number on one of its cells, and '#' for a shaded cell (the
// solution as print_room_rows writes it; read and ignored): "a2 a b# b".
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/grid.hpp"
#include "puzzles/common/room_counts.hpp"
#include "text/lines.hpp"

namespace gridsat {

struct RoomRows {
  int rows = 0, cols = 0;
  std::vector<int> labels;   // per cell its letter
  std::vector<int> numbers;  // per cell the number written there, -1 none
};

// The rows from lines[i] on, up to a blank line, a '#' comment or the end; i moves past them.
// `numbers`: whether a cell may carry a number. Throws ParseError naming the line: a token
// that is no cell, a row of another length.
RoomRows read_room_rows(const std::vector<TextLine>& lines, size_t& i, bool numbers);

// Per room the number written in it (-1 none), from numbers per cell; ParseError at `line`
// for two numbers in one room or a number above its room's size.
std::vector<int> room_numbers(const Rooms& rooms, std::span<const int> cell_numbers, int line);

// The rows for `rooms`, each room's number (counts[k] >= 0) on its first cell, '#' on the
// cells that `g` shades (value 2), right-aligned.
void print_room_rows(std::ostream& out, const Rooms& rooms, std::span<const int> counts, const Grid& g);

// A solution after a line form: rows of 0/1 ('1' shaded: value 2) joined by '/'; and the check
// of one read back (ignored beyond its shape): ParseError at `line` unless it has that shape.
std::string shading_rows(const Grid& g);
void check_shading_rows(std::string_view text, int rows, int cols, int line);

}  // namespace gridsat
