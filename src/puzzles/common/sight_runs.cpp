#include "puzzles/common/sight_runs.hpp"

#include "encoders/constants.hpp"

namespace gridsat {

std::vector<std::vector<int>> runs_crossing_borders(const Rooms& rooms, int most) {
  std::vector<std::vector<int>> out;
  const int R = rooms.rows, C = rooms.cols;
  for (int pass = 0; pass < 2; ++pass) {
    const int lines = pass == 0 ? R : C, len = pass == 0 ? C : R;
    for (int a = 0; a < lines; ++a) {
      const auto cell = [&](int b) { return pass == 0 ? a * C + b : b * C + a; };
      std::vector<int> walls;  // k: a border between positions k and k + 1
      for (int b = 0; b + 1 < len; ++b)
        if (rooms.border(cell(b), cell(b + 1))) walls.push_back(b);
      for (size_t w = 0; w + static_cast<size_t>(most) < walls.size(); ++w) {
        std::vector<int> run;
        for (int b = walls[w]; b <= walls[w + static_cast<size_t>(most)] + 1; ++b) run.push_back(cell(b));
        out.push_back(std::move(run));
      }
    }
  }
  return out;
}

void no_unshaded_run_crossing(ClauseSink& sink, std::span<const int> shaded, const Rooms& rooms, int most) {
  for (const auto& run : runs_crossing_borders(rooms, most)) {
    std::vector<int> clause;
    for (int i : run) clause.push_back(shaded[static_cast<size_t>(i)]);
    add_clause(sink, clause);
  }
}

}  // namespace gridsat
