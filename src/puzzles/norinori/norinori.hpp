#pragma once
// Norinori: a board cut into regions; shade exactly two cells in each region so that every
// orthogonally connected group of shaded cells is a domino (two cells). A cell's value is 1
// (unshaded) or 2 (shaded); JSON and the line forms show 0/1.
//
// Norinori inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?norinori/COLS/ROWS/BODY": the region borders
//    (puzzlink's borders); the line may go on with a space and a shading (rows of 0/1 joined by
//    '/', as --format line prints a solution: checked for shape and ignored);
//  - typed rows (after a "norinori" line, or with --type norinori): a token a cell, its
//    region's letter, '#' a shaded cell (ignored): "a a b b" (room_text.hpp).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

enum class NorinoriForm { puzzlink, rows };

class Norinori final : public Puzzle {
 public:
  Norinori(Rooms rooms, NorinoriForm form);

  const Rooms& rooms() const { return rooms_; }

  // print_grid: the typed rows ('#' after a shaded cell's letter).
  // line: the URL and, for a solution, a space and the shading (rows of 0/1 joined by '/').
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // The generic CSP engine: per region two shaded cells, per cell the domino rule (a relation
  // over the cell and its neighbours).
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // generate: the regions are the only clues and none can go: with_clues is this puzzle.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  Rooms rooms_;
  NorinoriForm form_;
};

// generate (norinori_generate.cpp; the engine is src/generate/clues.cpp): random regions
// grown around dominoes placed first, no clue removed: the engine draws again until the
// regions have one solution; dress copies the blank.
std::unique_ptr<Puzzle> norinori_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> norinori_dress(const Puzzle& blank, const Grid& full, uint64_t seed);
// The regions changed so that `other` is no longer a solution (FamilyGenerator::repair).
std::unique_ptr<Puzzle> norinori_repair(const Puzzle& dressed, const Grid& full, const Grid& other, uint64_t seed);

// Reading and writing its forms (norinori_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_norinori(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_norinori(const std::string& text);
std::string norinori_url(const Puzzle& p);  // --format url (Family::reader.url)

}  // namespace gridsat
