#pragma once
// explain and grade for the genres with no pencil-mark ladder (every genre but Sudoku, jigsaw,
// Latin squares and Futoshiki): the steps of src/deduce, one smallest set of rules and clues
// at a time.
#include <cstddef>
#include <string>

#include "cli/settings.hpp"
#include "model/family.hpp"

namespace gridsat::cli {

int explain_steps(const Settings& s, const Record& rec, size_t index, bool many);
int grade_steps(const Settings& s, const Record& rec, size_t index, bool many);

// Shared with the ladder's explain and grade (explain.cpp): a count to 2 by `backend` (an
// InputError when refused), and a verdict other than "unique" as a line ("" for unique).
Answer count_to_2(const Settings& s, const Record& rec, Backend backend);
std::string verdict_line(const std::string& verdict, bool grading);

}  // namespace gridsat::cli
