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
#include "model/figure.hpp"
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

// Whether a line is the genre's header ("heyawake", any case).
bool is_genre_header(std::string_view line, std::string_view genre);

// A typed block from lines[i]: the optional header line `genre`, then read_room_rows; the
// board's sides 1..max_side each (ParseError at the block's first line otherwise).
RoomRows read_room_block(const std::vector<TextLine>& lines, size_t& i, std::string_view genre, bool numbers,
                         int max_side);

// Per room the number written in it (-1 none), from numbers per cell; ParseError at `line`
// for two numbers in one room or a number above its room's size.
std::vector<int> room_numbers(const Rooms& rooms, std::span<const int> cell_numbers, int line);

// The rows for `rooms`, each room's number (counts[k] >= 0) on its first cell, '#' on the
// cells that `g` shades (value 2), right-aligned.
void print_room_rows(std::ostream& out, const Rooms& rooms, std::span<const int> counts, const Grid& g);

// A shading genre's Figure: the shaded cells (value 2 in `shown`) filled, thick rules between rooms.
Figure room_figure(const Rooms& rooms, const Grid& shown);

// A solution after a line form: rows of 0/1 ('1' shaded: value 2) joined by '/'; and the check
// of one read back (ignored beyond its shape): ParseError at `line` unless it has that shape.
std::string shading_rows(const Grid& g);
// `url`, and for a solution (a grid with values) a space and its shading_rows: a line form.
std::string url_and_shading(std::string url, const Grid& g);
void check_shading_rows(std::string_view text, int rows, int cols, int line);

}  // namespace gridsat
