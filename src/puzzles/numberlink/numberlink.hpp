#pragma once
// Numberlink (Arukone; puzz.link numlin): join each pair of equal numbers by a path through
// cell centres, moving between orthogonal neighbours; paths never share a cell or cross.
// --cover all (the default, janko.at's Arukone): every cell lies on a path; --cover free
// (Nikoli's rule, pzprjs' checker): cells may stay empty.
//
// A solution is per cell its piece of a path (1 none, 2 ─, 3 │, 4 └, 5 ┘, 6 ┐, 7 ┌, and at a
// number the end 8 up, 9 down, 10 left, 11 right: the way its path leaves); JSON `edges`, the
// steps as [r1, c1, r2, c2] between cell centres.
//
// Inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?numlin/W/H/<body>" (number16 cells);
//  - the typed block (--type numberlink): H lines of W cells separated by blanks, '.' none or
//    a number 1..; a line of one token longer than one character is read a character a cell
//    ('.', 1-9, then a-z for 10-35).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/names.hpp"
#include "model/family.hpp"
#include "model/options.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class Cover { all, free };
inline constexpr Named<Cover> kCoverNames[] = {
    {Cover::all, "all", "every cell lies on a path (janko.at's Arukone)"},
    {Cover::free, "free", "cells may stay empty (Nikoli's rule)"},
};
inline std::string_view to_string(Cover c) { return name_of<Cover>(kCoverNames, c); }
inline constexpr FamilyOption<Cover> kCoverOption{"cover", kCoverNames, Cover::all};

namespace numberlink_pieces {
inline constexpr int kDr[4] = {-1, 1, 0, 0}, kDc[4] = {0, 0, -1, 1};  // up, down, left, right
inline constexpr int kPieces = 11;
// kUses[p][d]: piece p has a side in direction d.
inline constexpr bool kUses[12][4] = {{},           {},           {0, 0, 1, 1}, {1, 1, 0, 0},
                                      {1, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 1, 0}, {0, 1, 0, 1},
                                      {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
inline bool is_end(int p) { return p >= 8; }
// The piece whose sides are the directions in mask (bit d: direction d); 0 when none is.
inline int piece_of_mask(unsigned mask) {
  for (int p = 1; p <= kPieces; ++p) {
    unsigned m = 0;
    for (int d = 0; d < 4; ++d) m |= kUses[p][d] ? 1u << d : 0u;
    if (m == mask) return p;
  }
  return 0;
}
}  // namespace numberlink_pieces

class Numberlink final : public Puzzle {
 public:
  // numbers: rows x cols, row-major, 0 none; each number present exactly twice.
  Numberlink(int rows, int cols, std::vector<int> numbers, Cover cover);

  const std::vector<int>& numbers() const { return numbers_; }
  Cover cover() const { return cover_; }
  // The pairs of cells holding equal numbers, by number ascending.
  std::vector<std::pair<int, int>> pairs() const;

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  // The encoding with "a path never touches itself" added: two adjacent cells with no step
  // between them belong to different paths (not a rule: janko's answers may break it).
  std::optional<Encoding> encode_strict(const EncodeOptions& opt) const override;
  // count --limit 2 (numberlink_second.cpp): with the paths run from each pair's first number
  // to its second, a second answer when `first` has two parallel steps of one path in a 2x2
  // square taken the same way (the "2-opt" move turns them); else the model with "no two
  // horizontal such steps" added, which has an answer other than `first` exactly when the
  // rules do (docs/genres/numberlink.md says why).
  std::optional<SecondQuery> second_query(const Grid& first, const EncodeOptions& opt) const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  int symbol(int v) const override { return v - 1; }
  Figure figure(const Grid& shown) const override;
  std::vector<std::vector<int>> path_edges(const Grid& g) const;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override {
    return {{"edges", path_edges(g)}};
  }
  // generate (numberlink_generate.cpp): no clue is dropped, so both give the same puzzle.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;

 private:
  // full: the rules (encode); strict: encode_strict's; narrowed: second_query's.
  enum class Model { full, strict, narrowed };
  Encoding encode_paths(const EncodeOptions& opt, Model model) const;

  std::vector<int> numbers_;
  Cover cover_;
};

std::string numberlink_puzzlink_url(int rows, int cols, const std::vector<int>& numbers);
std::vector<Record> read_numberlink(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_numberlink(const std::string& text);
std::string numberlink_url(const Puzzle& p);

// generate (Family::generate): layout, a random cover of the n x n board by paths, the numbers
// at their ends; dress, the same numbers.
std::unique_ptr<Puzzle> numberlink_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> numberlink_dress(const Puzzle& blank, const Grid& full, uint64_t seed);


}  // namespace gridsat
