#pragma once
// Magic squares: an n x n grid holding 1..n^2 each once, every row, every column and both
// main diagonals summing to M = n(n^2+1)/2. Optional givens (completion), and optionally
// only squares in Frenicle's standard form (one representative of each class of 8
// rotations and reflections): a11 < a1n, a11 < an1, a11 < ann and a12 < a21 (as published:
// 2 7 6 / 9 5 1 / 4 3 8 for order 3).
//
// Encoding: one-hot x(cell, value), each cell exactly one value, each value exactly one
// cell; line sums by --sum (options.hpp; order: Sugar partial sums; binary: adders over
// bits read off the one-hot literals); Frenicle's inequalities in order encoding.
// Native search: cell by cell, smallest domain first, with interval bounds on every partial
// line sum (the k open cells of a line must take k distinct unused values whose sum is what
// the line still lacks), randomized values and restarts.
//
// Streamliner (--streamline associative): also x[i][j] + x[n-1-i][n-1-j] = n^2+1. Only the
// first cell of each opposite pair gets variables (its partner's literals are the same
// ones, for the complementary values), the centre of an odd square is (n^2+1)/2, and only
// the first n/2 rows and columns are encoded: the other lines, both diagonals included,
// then sum to M by themselves. The native search places a cell and its partner together.
// Streamliner --streamline digits: each line's base-n digit sums are fixed (digit_sums());
// the encoding sums the digits in order encoding (small domains: 0..n-1) instead of the
// values; the native search bounds them.
//
// Magic-square inputs (values 1..n^2, 0 or . blank):
//   - a header "magic N", or a line holding only N (the form of ../shared/instances/magic),
//     then N rows of N values; a header not followed by such rows is the empty square;
//   - with --type magic: N rows of N values, or one line of N*N values.
// --symmetry none | frenicle (Frenicle's standard form) and --streamline apply to every puzzle
// read; --streamline associative refuses orders 2 mod 4 (an input error: no such square).
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/magic/options.hpp"

namespace gridsat {

// The rules beyond the plain magic square: Frenicle's standard form, a streamliner.
struct MagicRules {
  bool frenicle = false;
  Streamline streamline = Streamline::none;
};

class MagicSquare final : public Puzzle {
 public:
  static constexpr int kMaxOrder = 1000;

  // givens: n x n, 0 = open, otherwise 1..n^2 (the reader has checked range and repeats;
  // an associative streamliner needs n odd or divisible by 4, which the reader checks).
  MagicSquare(Grid givens, MagicRules rules);

  int n() const { return givens_.rows; }
  long long magic_sum() const { return static_cast<long long>(n()) * (static_cast<long long>(n()) * n() + 1) / 2; }
  bool frenicle() const { return rules_.frenicle; }
  bool associative() const {
    return rules_.streamline == Streamline::associative || rules_.streamline == Streamline::associative_digits;
  }
  // The digits streamliner: with v - 1 = q * n + r, the q digits of every line sum to
  // n(n-1)/2 and so do the r digits (then n * Q + R = M - n: the line sums hold).
  bool digit_sums() const {
    return rules_.streamline == Streamline::digits || rules_.streamline == Streamline::associative_digits;
  }
  // The cell opposite c across the centre (c itself at the centre of an odd square).
  int partner(int c) const { return n() * n() - 1 - c; }
  // The givens with what the streamliner forces (partners' complements, the centre), or
  // nullopt when they contradict it (no square of the class completes them).
  std::optional<Grid> forced() const;
  // The 2n+2 lines (rows, columns, main diagonal, anti-diagonal) as cell indices.
  std::vector<std::vector<int>> lines() const;
  // The lines the encoding must enforce: all of them, or with the associative streamliner
  // the first n/2 rows and columns (every other line then sums to M by itself).
  std::vector<std::vector<int>> enforced_lines() const;

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  // The first solution: the native search answers every order the sat encodings do and far
  // beyond (free squares to 21 against 11, the 41 9x9 completions 41 against 13: BENCHMARKS.md).
  double native_first_seconds(int64_t limit) const override { return limit == 1 ? kNativeOnly : 0; }

 private:
  RuleGroup line_group(const std::vector<int>& line) const;  // explain's group of a line's sum
  MagicRules rules_;
};

// The four strict inequalities of Frenicle's standard form as published (Wikipedia, the
// lists of the 880 order-4 squares; 2 7 6 / 9 5 1 / 4 3 8 for order 3), as (smaller,
// larger) cells: a11 the smallest corner (a11 < a1n, a11 < an1, a11 < ann) and a12 < a21.
// None for n = 1 (the corners coincide). The encoding and the native search both use them.
std::vector<std::pair<int, int>> frenicle_pairs(int n);

// Reading and writing its forms (magic_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_magic(const std::string& text, const std::string& source, const ReadOptions& opt);
Record blank_magic(int n, const ReadOptions& opt);
// The square of these givens (n x n, 0 = open, 1..n^2 each at most once) under opt's
// --symmetry and --streamline; throws InputError where the reader would refuse it.
std::unique_ptr<Puzzle> magic_of(Grid givens, const ReadOptions& opt);
// True when the first meaningful line is "magic N", or N alone followed by N rows of N values.
bool looks_like_magic(const std::string& text);

}  // namespace gridsat
