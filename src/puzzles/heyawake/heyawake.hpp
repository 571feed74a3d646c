#pragma once
// Heyawake: a board cut into rooms, some numbered; shade cells so that a numbered room holds
// that many shaded cells, no two shaded cells touch orthogonally, the unshaded cells are
// connected, and no straight run of unshaded cells crosses two room borders (it spans at most
// two rooms). A cell's value is 1 (unshaded) or 2 (shaded); JSON and the line forms show 0/1.
//
// Heyawake inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?heyawake/COLS/ROWS/BODY": the room borders
//    (puzzlink's borders), then a number16 per room, rooms in order of their first cell; the
//    line may go on with a space and a shading (rows of 0/1 joined by '/', as --format line
//    prints a solution: checked for shape and ignored);
//  - typed rows (after a "heyawake" line, or with --type heyawake): a token a cell, the room
//    letter, its room's number on one cell, '#' a shaded cell (ignored): "a2 a b b" (room_text.hpp).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

enum class HeyawakeForm { puzzlink, rows };

class Heyawake final : public Puzzle {
 public:
  // counts: per room (rooms' numbering), its number, or -1 for none.
  Heyawake(Rooms rooms, std::vector<int> counts, HeyawakeForm form);

  const Rooms& rooms() const { return rooms_; }
  const std::vector<int>& counts() const { return counts_; }

  // print_grid: the typed rows ('#' after a shaded cell's token).
  // line: the URL and, for a solution, a space and the shading (rows of 0/1 joined by '/').
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // The generic CSP engine: the room counts, the pairs of neighbours and the runs as
  // relations, the unshaded cells' connectivity checked on each candidate (heyawake_search.cpp).
  Csp to_csp() const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // generate: the clues are the room numbers (in room order); one not kept is no number.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  Rooms rooms_;
  std::vector<int> counts_;
  HeyawakeForm form_;
};

// Reading and writing its forms (heyawake_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_heyawake(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_heyawake(const std::string& text);
std::string heyawake_url(const Puzzle& p);  // --format url (Family::reader.url)

// generate (Family::generate): random rooms of side n (rectangles cut at random, each 1..4 by
// 1..4 cells) with no numbers, and every room numbered from the shading `full`.
std::unique_ptr<Puzzle> heyawake_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> heyawake_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
