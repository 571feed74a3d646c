#pragma once
// HTML pages made of pictures: the explanation page (explain --format html) and the print
// sheets (sheet). Self-contained: no network, no external script, style or font.
#include <cstdint>
#include <string>
#include <vector>

#include "human/human.hpp"
#include "model/puzzle.hpp"

namespace gridsat::picture {

// A position on the way: the values placed (0 open) and each cell's pencil marks (bit v-1).
struct Position {
  Grid grid;
  std::vector<uint64_t> marks;
};

// The explanation page of puzzle p: positions[0] is the start, positions[k] the position
// after steps[k-1]. View 0 shows the start; view k (1..K) the position before step k with
// its cells, placements and eliminations highlighted and its text beside the grid; view K+1
// the end (`end_text`). Previous/next buttons, the arrow keys, and #step=N in the address.
std::string explain_page(const Puzzle& p, const std::string& title, const std::vector<Position>& positions,
                         const std::vector<human::Step>& steps, const std::string& end_text);

// The step page of the genres without pencil marks: views[0] is the start, views[k] the
// position before step k with its cells marked, views.back() the end; each view's picture is
// drawn beforehand (the technique and text show beside it). Same navigation as explain_page.
struct StepView {
  std::string technique, text, svg;
};
std::string steps_page(const std::string& title, const std::vector<StepView>& views);

// The step pages' script for previous/next (buttons #prev, #next; the arrow keys, Home, End),
// given go(view), view and K (the steps) in scope.
extern const char* const kStepKeys;

// One picture of a sheet and the caption above it.
struct SheetItem {
  std::string caption;
  std::string svg;
};
// Print sheets: the puzzles `per_page` a page (1, 2, 4 or 6), then the solutions four
// times as many a page. paper: "a4" or "letter".
std::string sheet_page(const std::vector<SheetItem>& puzzles, const std::vector<SheetItem>& solutions, int per_page,
                       const std::string& paper);

// Prints an HTML page to PDF with headless Chromium (`chromium`, or $GRIDSAT_CHROMIUM).
// Throws InputError when Chromium is missing or fails. A stop signal (interrupted()) kills
// Chromium and returns with nothing written.
void print_pdf(const std::string& html, const std::string& pdf_path);

}  // namespace gridsat::picture
