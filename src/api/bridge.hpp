#pragma once
// Between the public facade and gridsat's own layers: the conversions api.cpp makes (the CLI
// and gridsat-mpi do not use the facade: they are its peers over solve/). Not installed; the
// public header is gridsat.hpp.
#include <memory>
#include <string>

#include "api/gridsat.hpp"
#include "human/human.hpp"
#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "solve/solve.hpp"

namespace gridsat::api {

using Internal = gridsat::Puzzle;

// A record read by the registry (its puzzle set), as a facade Puzzle.
Puzzle puzzle_of(Record&& rec);
Puzzle puzzle_of(std::shared_ptr<const Internal> model, const std::string& source, int line);
// The model behind a facade Puzzle; an Error when it has none.
const Internal& model_of(const Puzzle& p);
// Grids between the two forms; grid_of throws Error for rows of unequal length.
Grid rows_of(const gridsat::Grid& g);
gridsat::Grid grid_of(const Grid& rows);
// Throws Error naming the first cell outside 0..most, or the shape when g is not rows x
// cols; `what` names the puzzle ("sudoku").
void check_cells(const gridsat::Grid& g, int rows, int cols, int most, const std::string& what);

// A backend's Answer as the library's Result, for a count to `limit` (the verdict is
// solve/verdict.hpp's); a.internal_error is left to the caller.
Result result_of(const gridsat::Answer& a, int64_t limit);

// grade without its count: verdict "unique" when the steps prove it (sound steps that fill
// the grid), "unknown" when the time limit stopped them, else "" for the caller to decide by
// a count to 2.
Grade grade_steps(const Puzzle& puzzle, const Options& options);

// A settings name the option table does not hold: the encoding leaves out one group of
// constraints, so that a test can see the checker catch a wrong answer.
inline constexpr const char* kDropGroups = "test-drop-groups";

}  // namespace gridsat::api
