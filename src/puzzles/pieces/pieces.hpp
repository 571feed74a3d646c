#pragma once
// No-three-in-line ("2n pieces"): place 2n pieces on an n x n board, exactly 2 in every
// row and every column, and at most 2 on every line of the chosen family:
//   rows       rows and columns only (then "2 per row and column" is the whole rule),
//   diagonals  also the lines of slope +1 and -1,
//   all        every straight line through lattice points (the real problem).
// Optional symmetry: only boards invariant under the 180-degree or the 90-degree rotation,
// or (odd n) of Flammenkamp's near-rot4 class: invariant under the 90-degree rotation off
// the two diagonals, no piece on the anti-diagonal (the main diagonal then holds two
// pieces, symmetric about the centre).
//
// The encoding is an orbit model (Flammenkamp; Prellberg): one variable per orbit of the
// symmetry, every line written as a sum over orbit variables with multiplicities, equal
// sums written once; a variable twice on a line excludes every other variable of the line,
// three times it is false; lines short enough are one clause per triple.
//
// Grids: a solution holds 1 (piece) or 0 (no piece) per cell. The givens grid holds
// 0 (free, '?'), 1 (a piece, 'X') or -1 (no piece, '.').
//
// No-three-in-line ("pieces") inputs. Cells: X (or x) a piece, . no piece, ? free.
//  - a header line "pieces N": a bare N x N board, or, when N rows of N cells follow
//    directly (no blank line), that board;
//  - a block of N lines of N cells each;
//  - one line of N*N cells (when it does not start an N*N-line block).
// Blank lines separate puzzles; lines starting with # are comments. N is 2..100.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/pieces/options.hpp"

namespace gridsat {

using PiecesLines = LineFamily;  // --lines (options.hpp)

class PiecesPuzzle : public Puzzle {
 public:
  static constexpr int kMinSide = 2;
  static constexpr int kMaxSide = 100;
  static constexpr int kNoPiece = -1;  // a '.' given
  // The native backend's first board of a free grid from this side on is a local search's
  // (pieces_local.hpp); below it, and with givens or for counts, the tree search's.
  static constexpr int kLocalFrom = 12;

  // symmetry: 0 (none), 180, 90 or check::kNear90. Throws InputError for a size out of
  // range, another symmetry, 90 with an odd n or near-90 with an even n.
  PiecesPuzzle(Grid givens, PiecesLines lines, int symmetry);

  int n() const { return givens_.rows; }
  PiecesLines lines() const { return lines_; }
  int symmetry() const { return symmetry_; }

  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  // The lines of the family (rows and columns aside) that hold two pieces of `shown`.
  Figure figure(const Grid& shown) const override;

  // The cells of every line of the family with at least 3 cells, rows and columns excluded
  // (they hold exactly 2), each as row-major cell indices in order along the line.
  std::vector<std::vector<int>> lines_of_three() const;
  // The cells that must agree with cell i under the symmetry (its rotation orbit, i included).
  std::vector<int> orbit(int cell) const;
  // Whether the symmetry class leaves the cell empty in every board (near-90: the anti-diagonal).
  bool forced_empty(int cell) const;

 private:
  Encoding encode_groups(const EncodeOptions& opt) const;  // encode with rule groups (explain)
  // search_native's one board of a free grid from kLocalFrom on (pieces_local.cpp).
  NativeResult local_board(uint64_t seed, Deadline deadline, const ValuesSink& on_solution) const;

  PiecesLines lines_;
  int symmetry_;
};

// --symmetry as degrees: none -> 0, 180, 90, near90 -> check::kNear90; throws InputError for frenicle.
int pieces_symmetry(Symmetry s);

// Reading and writing its forms (pieces_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_pieces(const std::string& text, const std::string& source, const ReadOptions& opt);
// --type pieces --size N: the bare board.
Record blank_pieces(int n, const ReadOptions& opt);
// For --type auto: every meaningful line is a "pieces N" header or a row of X x . ? cells,
// and at least one header, X or ? appears (a text of dots alone stays a Sudoku).
bool looks_like_pieces(const std::string& text);

}  // namespace gridsat
