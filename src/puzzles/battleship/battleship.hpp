#pragma once
// Battleship (pzprjs' battleship): place a fleet of straight ships (their lengths given) on a
// rectangle so that no two ships touch, not even diagonally; a number outside a row or column
// says how many of its cells hold ships; given cells show water or a ship's segment (an end
// pointing some way, a middle, a one-cell ship, or "some ship"). A cell's value is 1 (water)
// or 2 (a ship's cell); JSON and the line forms show 0 and 1 (symbol(v) = v - 1).
//
// Battleship inputs, one puzzle each:
//  - pzprjs' URL "https://puzz.link/p?battleship/COLS/ROWS/BODY/FLEET": the column counts then
//    the row counts (number16 over the frame), the given cells (number16: 0 water, 1 the top end
//    of an up-down ship, 2 its bottom end, 3 the left end of a left-right ship, 4 its right end,
//    5 a middle, 6 a one-cell ship, '.' a ship's cell), then the fleet: "//c", "//d", "//e"
//    (pzprjs' fleets of 6, 10 and 15 ships: 3, 4, 5 one-cell ships, ... one of 3, 4, 5 cells)
//    or "/N/" and N pieces "W H bits" (only straight pieces: ships); a blank and a shading
//    after it are checked for shape and ignored;
//  - the typed form after a 'battleship' line: a row a line, a character a cell ('.' open,
//    '~' water, '^' 'v' '<' '>' ends, '+' a middle, 'o' a one-cell ship, '#' a ship's cell) and
//    the row's count after a blank ('-' or '.' none); a line of the column counts; then 'fleet'
//    and the ship lengths ("fleet 4 3 3 2 2 2 1 1 1 1").
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

class Battleship final : public Puzzle {
 public:
  static constexpr int kNoCount = -1;
  // A cell's clue: kOpen none, 0 water, 1..6 pzprjs' segments (kUp the top end of an up-down
  // ship, kDown its bottom end, kLeft, kRight the ends of a left-right one, kMiddle, kSingle a
  // one-cell ship), kShip a ship's cell of any kind.
  enum Clue { kShip = -2, kOpen = -1, kWater = 0, kUp = 1, kDown = 2, kLeft = 3, kRight = 4, kMiddle = 5, kSingle = 6 };

  // counts: cols + rows entries, the columns' then the rows' (kNoCount: none); clues: rows *
  // cols row-major; fleet: the ships' lengths (any order, kept for the URL).
  Battleship(int rows, int cols, std::vector<int> counts, std::vector<int> clues, std::vector<int> fleet);

  const std::vector<int>& counts() const { return counts_; }
  const std::vector<int>& clues() const { return clues_; }
  const std::vector<int>& fleet() const { return fleet_; }

  // print_grid: the typed form, a ship's cell '#', water '.' (clues as given).
  // line: the URL and, for a solution, a blank and the shading: rows of 0/1 joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  // The native backend: the relation engine over to_csp() (counts, 2x2 blocks, segments), the
  // fleet's lengths a filter on its candidates.
  Csp to_csp() const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;  // ships, water dots, the counts outside
  // generate: the clues are the counts (columns' then rows') and then the given cells (row-major).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<int> counts_, clues_, fleet_;
};

std::string battleship_puzzlink_url(const Battleship& p);
// pzprjs' fleet of this letter ('c', 'd', 'e'): the ship lengths; empty for another letter.
std::vector<int> battleship_fleet(char letter);

// generate (battleship_generate.cpp; the engine is src/generate/clues.cpp): the fleet on an
// empty side-n board (c below 8, d below 11, else e), then every count and every cell given.
std::unique_ptr<Puzzle> battleship_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> battleship_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

std::vector<Record> read_battleship(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_battleship(const std::string& text);  // for --type auto
std::string battleship_url(const Puzzle& p);          // --format url (Family::reader.url)

}  // namespace gridsat
