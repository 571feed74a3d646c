#pragma once
// Dominosa: a (N+1) x (N+2) grid of numbers 0..N; cut it into dominoes (two cells side by side)
// so that every domino of the double-N set, each pair a-b with 0 <= a <= b <= N, is placed
// exactly once.
//
// Grids: per cell the side of its partner: 1 right, 2 down, 3 left, 4 up. JSON `dominoes`
// lists [r1, c1, r2, c2] per domino (the first cell row-major first).
//
// Encoding: per pair of neighbours the literal "one domino" (its two cells' primaries); every
// cell in exactly one domino and every domino of the set placed exactly once, the shared
// perfect matching with each kind once (encoders/matching.hpp).
//
// Dominosa inputs, one puzzle each:
//  - Simon Tatham's game IDs (sgt-dominosa): "3:23332021001230132110": N (then parameters,
//    ignored), ':', the numbers row by row, a digit or a number in brackets ("[12]");
//  - the typed form: an optional "dominosa" line, then a row of numbers per line (blank
//    between them); '-' between two numbers joins them into a domino, and a line of '|' under
//    the last digit of numbers joins each to the number below (--format grid prints so).
// An ID may be followed by a blank and the partners as rows of R, D, L, U ('.' open) joined by
// '/' (the line form of a solution: it reads back).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class DominosaForm { sgt, rows };

class Dominosa final : public Puzzle {
 public:
  static constexpr int kRight = 1, kDown = 2, kLeft = 3, kUp = 4;

  // numbers: rows * cols of 0..n with rows = n + 1, cols = n + 2; cells: 0 or a partner side.
  Dominosa(int n, std::vector<int> numbers, std::vector<int> cells, DominosaForm form);

  int n() const { return n_; }
  const std::vector<int>& numbers() const { return numbers_; }
  DominosaForm form() const { return form_; }
  // The index of domino a-b in the set (a, b in 0..n, either order).
  int domino(int a, int b) const;

  // print_grid: the typed form: the numbers, '-' and '|' joining the cells of each domino.
  // line: The sgt game ID; with partners decided, a blank and the rows of R, D, L, U, '.'
  //   joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  // Its own search (dominosa_search.cpp): an exact cover of the cells and the dominoes.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override;
  // generate: the numbers are the whole puzzle (no clue can go); with_clues copies it.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  int n_;
  std::vector<int> numbers_;
  DominosaForm form_;
};

// Simon Tatham's game ID "N:" then the numbers (a digit, or a number in brackets).
std::string dominosa_sgt_id(int n, const std::vector<int>& numbers);

// Reading and writing its forms (dominosa_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_dominosa(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_dominosa(const std::string& text);  // for --type auto

// generate (Family::generate): a random tiling of the board (dominoes turned two by two in
// random 2x2 squares) with the set's dominoes dealt to it at random, as the blank's givens; the
// puzzle is its numbers alone (kept only where unique).
std::unique_ptr<Puzzle> dominosa_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> dominosa_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

}  // namespace gridsat
