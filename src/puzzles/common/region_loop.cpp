#include "puzzles/common/region_loop.hpp"

#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

std::vector<int> room_crossings(const CellLoop& loop, const Rooms& rooms, int k) {
  std::vector<int> out;
  for (int i : rooms.cells[static_cast<size_t>(k)]) {
    const int r = i / rooms.cols, c = i % rooms.cols;
    for (int d = 0; d < 4; ++d) {
      const int rr = r + cell_loop::kDr[d], cc = c + cell_loop::kDc[d];
      if (rr < 0 || rr >= rooms.rows || cc < 0 || cc >= rooms.cols) continue;
      if (!rooms.border(i, rr * rooms.cols + cc)) continue;
      const int lit = loop.step(i, d);
      if (lit != kFalse) out.push_back(lit);
    }
  }
  return out;
}

void visit_room_once(ClauseSink& sink, const CellLoop& loop, const Rooms& rooms, int k) {
  if (rooms.count() < 2) return;
  exactly_k_lits(sink, room_crossings(loop, rooms, k), 2);
}

}  // namespace gridsat
