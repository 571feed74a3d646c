#pragma once
// Sight runs across room borders (Heyawake): a straight run of unshaded cells, along a row or a
// column, crosses at most `most` room borders. Said as the shortest runs that cross most + 1
// borders: each of them holds a shaded cell.
#include <span>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

// The shortest straight runs of cells (each in order along its row or column) that cross
// exactly most + 1 room borders: from the cell before a border to the cell after the
// most + 1-th border after it. Rows first, then columns.
std::vector<std::vector<int>> runs_crossing_borders(const Rooms& rooms, int most);

// Each of those runs holds a cell whose literal `shaded` holds (constants allowed).
void no_unshaded_run_crossing(ClauseSink& sink, std::span<const int> shaded, const Rooms& rooms, int most);

}  // namespace gridsat
