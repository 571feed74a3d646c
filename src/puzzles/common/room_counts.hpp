#pragma once
// Rooms: a board cut into orthogonally connected rooms (Heyawake's rooms, Norinori's and LITS'
// regions), read from puzz.link's borders or from typed labels, and the rule "room counts": a
// room's number says how many of its cells are shaded.
#include <span>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

struct Rooms {
  int rows = 0, cols = 0;
  std::vector<int> room_of;              // per cell (row-major) its room, numbered by first cell
  std::vector<std::vector<int>> cells;   // per room its cells, in reading order
  int count() const { return static_cast<int>(cells.size()); }
  // Whether a room border parts cells a and b (neighbours).
  bool border(int a, int b) const { return room_of[a] != room_of[b]; }
};

// The rooms of a board whose cells carry `labels` (any ints): each orthogonally connected area
// of one label is a room (a label used in two separate areas makes two rooms).
Rooms rooms_from_labels(int rows, int cols, std::span<const int> labels);
// The rooms that puzz.link's borders (text/puzzlink.hpp) cut the board into, as pzprjs
// numbers them: by each room's first cell in reading order.
Rooms rooms_from_borders(int rows, int cols, const puzzlink::Borders& borders);
// The borders between different rooms (puzzlink::write_borders writes them).
puzzlink::Borders borders_of(const Rooms& rooms);

// Room counts: for each room k with counts[k] >= 0, exactly counts[k] of its cells' literals
// `shaded` hold (constants kTrue / kFalse allowed); counts[k] < 0: no rule.
void room_counts(ClauseSink& sink, std::span<const int> shaded, const Rooms& rooms, std::span<const int> counts);

// Typed labels of rooms for the text forms: room k's letter (a-z, A-Z, then again, so that
// neighbouring rooms differ: the four-colouring is not sought, only neighbours apart).
std::vector<char> room_letters(const Rooms& rooms);

}  // namespace gridsat
