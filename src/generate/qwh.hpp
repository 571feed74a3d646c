#pragma once
// Quasigroup-with-holes (QWH) and quasigroup-completion (QCP) benchmarks, as Gomes, Kautz et
// al.'s lsencode makes them: a random Latin square by the Jacobson-Matthews Markov chain, then
// holes punched in a pattern (QWH: satisfiable by construction), or a random partial square
// built by forward checking (QCP: may be unsatisfiable); CNF in the 3-D ("full") or 2-D
// ("minimal") encoding.
#include <cstdint>
#include <iosfwd>

#include "base/grid.hpp"
#include "base/names.hpp"
#include "model/family.hpp"

namespace gridsat::gen {

enum class HolePattern { random, balanced, banded };
inline constexpr Named<HolePattern> kHolePatternNames[] = {
    {HolePattern::random, "random", "cells chosen uniformly"},
    {HolePattern::balanced, "balanced",
     "each hole in the filled cell whose row plus column has the fewest holes, ties at random"},
    {HolePattern::banded, "banded", "whole wrapped diagonals (c - r mod n) in random order, the last one in part"},
};

enum class LatinEncoding { full, minimal };
inline constexpr Named<LatinEncoding> kLatinEncodingNames[] = {
    {LatinEncoding::full, "3d", "every cell, row and column: exactly one (lsencode's full)"},
    {LatinEncoding::minimal, "2d", "a cell at least one value, rows and columns at most one of each (minimal)"},
};

// A random Latin square of order n (values 1..n): the cyclic square moved by the
// Jacobson-Matthews chain until it has left a proper square `moves` times (0: n^3); the
// square is the proper one it is in then (uniform in the limit).
Grid random_latin_square(int n, uint64_t seed, int64_t moves = 0);

// The cells (row-major) of `holes` holes in an n x n grid.
std::vector<int> hole_cells(int n, int holes, HolePattern pattern, uint64_t seed);

struct Qwh {
  Grid square;  // the full square (QWH); empty for QCP
  Grid puzzle;  // 0 = hole
  bool qcp = false;
};
// QWH: random_latin_square then hole_cells. QCP: n*n - holes cells filled one by one, each
// a random cell given a random value its row and column still allow (forward checking);
// such a square may have no completion.
Qwh make_qwh(int n, int holes, HolePattern pattern, bool qcp, uint64_t seed, int64_t moves = 0);

// Writes the completion of `puzzle` (a partial Latin square, 0 = hole) as DIMACS with
// gridsat's variable map (`gridsat decode --cnf` reads it), values ruled out by the givens
// dropped (Kwon & Jain's filtering, lsencode's forward checking). `f`: the family whose
// generate.holes is set (its make reads the square).
void write_latin_cnf(std::ostream& out, const Family& f, const Grid& puzzle, LatinEncoding encoding);

// Spread of holes: per row and per column, the smallest and largest count.
struct Spread {
  int row_min = 0, row_max = 0, col_min = 0, col_max = 0;
  double row_sd = 0, col_sd = 0;  // standard deviation of the counts
};
Spread hole_spread(const Grid& puzzle);

}  // namespace gridsat::gen
