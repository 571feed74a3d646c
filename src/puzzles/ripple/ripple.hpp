#pragma once
// Ripple Effect (Hakyuu): a rectangle cut into rooms, digits in some cells; fill every cell so
// that a room of n cells holds 1..n once each, and two equal digits k in one row or column are
// more than k cells apart (k cells or more between them). A cell's value is its digit.
//
// Encoding: per cell one-hot digits 1..its room's size, each digit once per room, the distance
// between equal digits (puzzles/common/digit_distance.hpp).
//
// Ripple Effect inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?ripple/COLS/ROWS/BODY" (the room borders, then
//    number16 per cell); a space and a solution after it (rows of digits, ',' between cells, '/'
//    between rows, as --format line prints one) is checked for shape and ignored;
//  - the typed form: a "ripple" line, then a row a line of whitespace-separated cells: the
//    cell's room letter (each orthogonally connected area of one letter is a room), then its
//    digit where it has one: "a3 a b b1"; a blank line ends it (--format grid's output reads back).
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/room_counts.hpp"

namespace gridsat {

enum class RippleForm { puzzlink, rows };

class Ripple final : public Puzzle {
 public:
  // numbers: rows * cols, row-major: 0 none, else 1..its room's size (the reader checks).
  Ripple(Rooms rooms, std::vector<int> numbers, RippleForm form);

  const Rooms& rooms() const { return rooms_; }
  const std::vector<int>& numbers() const { return numbers_; }
  int room_size(int cell) const;

  // print_grid: the typed form's rows: room letters and digits.
  // line: the URL and, for a solution, a space and its digits.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  Figure figure(const Grid& shown) const override;
  Csp to_csp() const override;  // the native search (the generic engine with relations)
  // generate: the numbers, row-major, are the clues (clue_index in that order).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  Rooms rooms_;
  std::vector<int> numbers_;
  RippleForm form_;
};

std::string ripple_puzzlink_url(const Rooms& rooms, const std::vector<int>& numbers);

// Reading and writing its forms (ripple_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_ripple(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_ripple(const std::string& text);  // for --type auto
std::string ripple_url(const Puzzle& p);          // --format url (Family::reader.url)
// generate: random rooms of side n (no digits), and every cell of a full solution a digit.
std::unique_ptr<Puzzle> ripple_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> ripple_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
