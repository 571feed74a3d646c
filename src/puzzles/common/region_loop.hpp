#pragma once
// A loop visiting each region once (Country Road): over a loop through cell centres
// (cell_loop.hpp) on a board cut into rooms (room_counts.hpp), the loop crosses each room's
// border exactly twice when the board has two rooms or more: it enters the room once and
// leaves it once, so it passes the room, in one stretch. (One room: the loop stays in it.)
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/common/cell_loop.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

// The step literals of `loop` that cross room k's border (kFalse ones left out).
std::vector<int> room_crossings(const CellLoop& loop, const Rooms& rooms, int k);

// The rule for room k: exactly two of its crossings used (nothing with one room on the board).
void visit_room_once(ClauseSink& sink, const CellLoop& loop, const Rooms& rooms, int k);

}  // namespace gridsat
