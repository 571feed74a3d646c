#pragma once
// Magic squares: an n x n grid holding 1..n^2 each once, every row, every column and both
// main diagonals summing to M = n(n^2+1)/2. Optional givens (completion), and optionally
// only squares in Frenicle's standard form (one representative of each class of 8
// rotations and reflections): a11 < a1n, a11 < an1, a11 < ann and a12 < a21 (as published:
// 2 7 6 / 9 5 1 / 4 3 8 for order 3).
//
// Encoding: one-hot x(cell, value), each cell exactly one value, each value exactly one
// cell; line sums by EncodeOptions::sum (order: Sugar partial sums; binary: adders over
// bits read off the one-hot literals); Frenicle's inequalities in order encoding.
// Native search: cell by cell, lines with the fewest open cells first, with interval
// bounds on every partial line sum (the k open cells of a line must take k distinct
// unused values whose sum is what the line still lacks).
#include "model/puzzle.hpp"

namespace gridsat {

class MagicSquare final : public Puzzle {
 public:
  static constexpr int kMaxOrder = 1000;

  // givens: n x n, 0 = open, otherwise 1..n^2 (the reader has checked range and repeats).
  MagicSquare(Grid givens, bool frenicle);

  int n() const { return givens_.rows; }
  long long magic_sum() const { return static_cast<long long>(n()) * (static_cast<long long>(n()) * n() + 1) / 2; }
  bool frenicle() const { return frenicle_; }
  // The 2n+2 lines (rows, columns, main diagonal, anti-diagonal) as cell indices.
  std::vector<std::vector<int>> lines() const;

  std::string_view family() const override { return "magic"; }
  std::string describe() const override;
  const Grid& givens() const override { return givens_; }
  Encoding encode(const EncodeOptions& opt) const override;
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  std::optional<std::string> check(const Grid& solution) const override;
  void print_grid(std::ostream& out, const Grid& g) const override;
  std::string line(const Grid& g) const override;
  Figure figure(const Grid& shown) const override;

 private:
  Grid givens_;
  bool frenicle_;
};

}  // namespace gridsat
