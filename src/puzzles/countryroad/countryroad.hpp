#pragma once
// Country Road: a board cut into rooms (countries), some numbered; draw one closed loop
// through cell centres that passes every room exactly once (it enters each room once and
// leaves it once), a room's number says how many of its cells the loop visits, and two cells
// the loop leaves out never share an edge across a room border.
//
// A solution is per cell its piece of the loop (as Masyu's: 1 none, 2 ─, 3 │, 4 └, 5 ┘, 6 ┐,
// 7 ┌). JSON `grid`: 1 on the loop, 0 off it; `edges`: the loop's steps as [r1, c1, r2, c2]
// between cell centres.
//
// Country Road inputs, one puzzle each:
//  - puzz.link URLs "https://puzz.link/p?country/COLS/ROWS/BODY": the room borders, then a
//    number16 per room (rooms in order of their first cell); the line may go on with a space
//    and the cells' pieces 1-7 (as --format line prints a solution: checked for shape, ignored);
//  - typed rows (after a "countryroad" line, or with --type countryroad): a token a cell, the
//    room letter and the room's number on one of its cells: "a3 a b b" (room_text.hpp).
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/cell_loop.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

enum class CountryRoadForm { puzzlink, rows };

class CountryRoad final : public CellLoopPuzzle {
 public:
  // counts: per room (rooms' numbering) its number, or -1 for none.
  CountryRoad(Rooms rooms, std::vector<int> counts, CountryRoadForm form);

  const Rooms& rooms() const { return rooms_; }
  const std::vector<int>& counts() const { return counts_; }

  // print_grid: the typed rows; a solved grid as its loop drawn over the room letters.
  // line: the URL and, for a solution, a space and the cells' pieces 1-7.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  int symbol(int v) const override { return v > 1 ? 1 : 0; }
  // generate: the clues are the room numbers (in room order); one not kept is no number.
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;
  // Its own search (countryroad_search.cpp): the shared loop search, filtered by the rooms.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;  // thick room borders, numbers, the loop

 private:
  Rooms rooms_;
  std::vector<int> counts_;
  CountryRoadForm form_;
};

std::vector<Record> read_countryroad(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_countryroad(const std::string& text);
std::string countryroad_url(const Puzzle& p);  // --format url (Family::reader.url)

// generate (countryroad_generate.cpp): small irregular rooms (up to four cells) with no numbers,
// and every room numbered from the loop of `full`.
std::unique_ptr<Puzzle> countryroad_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> countryroad_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
