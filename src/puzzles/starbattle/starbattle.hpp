#pragma once
// Star Battle: a board cut into regions and a star count k; place stars so that every row,
// every column and every region holds exactly k of them, and no two stars touch, not even
// diagonally. A cell's value is 1 (empty) or 2 (a star); JSON and the line forms show 0/1.
//
// Encoding: per cell a primary "star"; exactly k per house (rows, columns, regions) and at
// most one per 2x2 block (puzzles/common/king_apart_counts.hpp, shared).
//
// Star Battle inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?starbattle/COLS/ROWS/K/BODY": the star
//    count, then the region borders (puzzlink's borders); the line may go on with a space and
//    the stars (rows of 0/1 joined by '/', as --format line prints a solution: checked for
//    shape and ignored);
//  - typed rows: a "starbattle K" line ("starbattle" alone: one star), then a token a cell,
//    its region's letter, '#' a star (ignored): "a a b# b" (room_text.hpp).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

enum class StarBattleForm { puzzlink, rows };

class StarBattle final : public Puzzle {
 public:
  StarBattle(Rooms regions, int stars, StarBattleForm form);

  const Rooms& regions() const { return regions_; }
  int stars() const { return stars_; }

  // print_grid: the typed form, its "starbattle K" line then the rows ('#' after a star's letter).
  // line: the URL and, for a solution, a space and the stars (rows of 0/1 joined by '/').
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // The generic CSP engine: a count relation per house, an at-most-one per 2x2 block.
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // generate: the regions are the only clues and none can go: with_clues is this puzzle.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  Rooms regions_;
  int stars_;
  StarBattleForm form_;
};

// generate (starbattle_generate.cpp; the engine is src/generate/clues.cpp): random regions
// grown around stars placed first (1 star a row below side 10, 2 below 14, else 3), no clue
// removed: the engine draws again until the regions have one solution; dress copies the blank.
std::unique_ptr<Puzzle> starbattle_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> starbattle_dress(const Puzzle& blank, const Grid& full, uint64_t seed);
// The regions changed so that `other` is no longer a solution (FamilyGenerator::repair).
std::unique_ptr<Puzzle> starbattle_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed);

// Reading and writing its forms (starbattle_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_starbattle(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_starbattle(const std::string& text);
std::string starbattle_url(const Puzzle& p);  // --format url (Family::reader.url)

}  // namespace gridsat
