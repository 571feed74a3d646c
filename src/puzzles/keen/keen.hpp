#pragma once
// Keen (KenKen, Simon Tatham's name): an N x N Latin square whose cells are split into cages,
// each with a target and an operation: the sum (+), the product (x), the difference (-) or
// the quotient (/) of its values, the last two on two cells only. A one-cell cage is a given.
//
// Keen inputs and the writers of its forms:
//  - Simon Tatham's keen game IDs, "N:BLOCKS,CLUES" (sgt-keen --generate 3 6dh): BLOCKS the
//    cage borders as run lengths, CLUES one per cage (a, m, s, d + target: + x - /) in the order
//    of each cage's first cell (row-major);
//  - the typed form: an optional "keen N" header, N rows of N cage labels (letters), then clue
//    lines of LABEL=TARGET[OP] (OP: + - x * / or the signs; none: a one-cell cage's value).
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/keen/keen_cage.hpp"

namespace gridsat {

enum class KeenForm { sgt, text };  // the form read (line() writes both as sgt IDs)

class Keen final : public Puzzle {
 public:
  // Throws ParseError(line) when a cage is impossible or the cages do not tile the grid.
  Keen(int n, std::vector<KeenCage> cages, KeenForm form, int line = 0);
  // generate's blank: no cage at all, the Latin square whose seeded native search draws the
  // full grid (keen_generate.cpp's dress then cuts it into cages).
  static std::unique_ptr<Keen> blank(int n);

  int n() const { return givens_.rows; }
  const std::vector<KeenCage>& cages() const { return cages_; }
  const std::vector<int>& cage_of() const { return cage_of_; }  // per cell, its cage's index
  KeenForm form() const { return form_; }

  // print_grid: The puzzle (g == givens): the typed form (cage letters, then clues); a grid of
  //   values.
  // line: The puzzle (g == givens): its sgt game ID (the one-line form); a grid: its N*N values as
  //   characters.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Csp to_csp() const override;
  Figure figure(const Grid& shown) const override;
  // sgt's sizes (up to 9x9): the native search (GAC of each cage) is 2 to 7 times faster than
  // sat, start-up included (BENCHMARKS.md), so it gets a slice first; sat above 9x9.
  double native_first_seconds(int64_t) const override { return n() <= 9 ? 0.5 : 0; }

  std::vector<std::vector<int>> groups() const;  // the N rows, then the N columns
  // generate: no clue goes alone (clue_count 0), so with_clues is the puzzle itself.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  Keen(int n, KeenForm form);  // blank()
  std::vector<KeenCage> cages_;
  std::vector<int> cage_of_;
  KeenForm form_;
};

// The puzzle in its forms (keen_text.cpp): the sgt game ID, and the typed form.
std::string sgt_keen_id(const Keen& k);
void print_keen_text(std::ostream& out, const Keen& k);

// Reading and writing its forms (keen_text.cpp; the record, family.cpp, lists them).
class Keen;

// generate's hooks (keen_generate.cpp; Family::generate.layout and dress): the blank of side
// n, and random cages over the full grid `full` with their operations and targets.
std::unique_ptr<Puzzle> keen_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> keen_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

std::vector<Record> read_keen(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_keen(const std::string& text);
// Whether read_keen reads this (trimmed) line as a puzzle of its own (an sgt ID).
bool is_keen_id_line(std::string_view line);

}  // namespace gridsat
