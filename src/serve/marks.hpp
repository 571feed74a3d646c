#pragma once
// gridsat serve's between layer (FamilyMarks): the page's vocabulary of marks on the half-cell
// lattice (signs between cells, vertex clues, dots), and the marks a puzzle's picture draws,
// read off it (POST /v1/cells' "marks"). Pure: no sockets here.
#include <nlohmann/json.hpp>

#include "model/family.hpp"
#include "model/figure.hpp"

namespace gridsat::serve {

// {"across", "down", "vertex", "centre": [mark, ...], "keys", "rows", "blank", "spaced"}; null
// for a genre without a between layer.
nlohmann::ordered_json marks_vocabulary(const FamilyMarks& m);

// Whether the picture's text `t` stands at a lattice point the genre's marks take (then it is
// no cell's token).
bool is_mark(const FamilyMarks& m, const Figure::Text& t, int rows, int cols);

// The marks the picture draws, [[y, x, mark], ...] on the (2 rows + 1) x (2 cols + 1) lattice:
// a sign between two cells (the vocabulary's second mark where the first cell, left or upper,
// is the smaller), a text at a lattice point (itself where the vocabulary has it, else the
// vocabulary's one mark: Galaxies' drawn disc is its '*').
nlohmann::ordered_json marks_read(const FamilyMarks& m, const Figure& fig, int rows, int cols);

// A genre with split blocks (FamilyMarks::split, Kakuro): each cell the picture fills is a block,
// its token "{down}{split}{across}" from the clue texts drawn in it (below its diagonal the down
// sum, above it the across sum), "#" without sums; `cell` holds rows x cols tokens. Nothing for
// a genre without them.
void split_read(const FamilyMarks& m, const Figure& fig, int rows, int cols, std::vector<std::string>& cell);

}  // namespace gridsat::serve
