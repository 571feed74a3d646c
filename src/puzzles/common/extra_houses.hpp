#pragma once
// The extra houses of the Sudoku variants, data beside the rows, columns and boxes (or
// jigsaw regions) of a permutation grid: Sudoku-X's two main diagonals (--x, or the x of a
// solo game ID) and windoku's windows (--windoku). They go through the same encoding,
// native search and pencil-mark view as any house; only the independent checker
// (check/jigsaw.hpp) computes them again, on its own.
//
// Windows: on a side n = k*k grid, the (k-1)^2 squares of k x k cells whose top-left corners
// are at rows and columns 1 + i (k + 1), i < k - 1 (0-based): for 9x9 the four 3x3 squares
// at rows and columns 2-4 and 6-8 (1-based), for 4x4 the centre 2x2, for 16x16 nine 4x4.
// The windows tile the grid with one-cell gaps only when n is a square, so no other side
// has them.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "model/figure.hpp"
#include "model/options.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/options.hpp"

namespace gridsat {

struct ExtraHouses {
  bool x = false;        // both main diagonals
  bool windoku = false;  // the windows

  bool any() const { return x || windoku; }
  bool operator==(const ExtraHouses&) const = default;
};

// --x and --windoku as read.
inline ExtraHouses extra_houses_of(const ReadOptions& opt) {
  return {kXOption.of(opt.choices) == Switch::on, kWindokuOption.of(opt.choices) == Switch::on};
}

// k when n = k*k with k >= 2 (the side of a window), else 0.
inline int windoku_side(int n) {
  for (int k = 2; k * k <= n; ++k)
    if (k * k == n) return k;
  return 0;
}

// Why a side-n grid cannot have these extra houses ("" when it can).
inline std::string extra_houses_problem(const ExtraHouses& e, int n) {
  if (e.windoku && !windoku_side(n))
    return "windoku needs a side that is a square (4, 9, 16, 25, ...), not " + std::to_string(n);
  if (e.x && n < 2) return "Sudoku-X needs a side of 2 or more";
  return "";
}

// The diagonals (main, then anti), then the windows (row-major), as lists of cells; `kinds`
// (when given) gets "diagonal" or "window" for each.
inline std::vector<std::vector<int>> extra_house_cells(const ExtraHouses& e, int n,
                                                       std::vector<std::string>* kinds = nullptr) {
  std::vector<std::vector<int>> out;
  if (e.x) {
    std::vector<int> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(i * n + i);
      anti.push_back(i * n + n - 1 - i);
    }
    out.push_back(std::move(main));
    out.push_back(std::move(anti));
    if (kinds) kinds->insert(kinds->end(), 2, "diagonal");
  }
  if (const int k = e.windoku ? windoku_side(n) : 0) {
    for (int wr = 0; wr < k - 1; ++wr)
      for (int wc = 0; wc < k - 1; ++wc) {
        std::vector<int> w;
        const int r0 = 1 + wr * (k + 1), c0 = 1 + wc * (k + 1);
        for (int i = 0; i < n; ++i) w.push_back((r0 + i / k) * n + c0 + i % k);
        out.push_back(std::move(w));
        if (kinds) kinds->push_back("window");
      }
  }
  return out;
}

// " x", " windoku", " x windoku" or "": for the layout cache's keys.
inline std::string extra_houses_key(const ExtraHouses& e) {
  return std::string(e.x ? " x" : "") + (e.windoku ? " windoku" : "");
}

// ", X diagonals", ... : for describe().
inline std::string extra_houses_text(const ExtraHouses& e) {
  return std::string(e.x ? ", X diagonals" : "") + (e.windoku ? ", windoku windows" : "");
}

// Throws ParseError at `line` when a given (non-zero) value of the square grid g appears
// twice among `cells`, a house called `name` ("the main diagonal", "region B").
inline void check_house_givens(const Grid& g, const std::vector<int>& cells, const std::string& name, int line) {
  std::vector<int> at(static_cast<size_t>(g.rows) + 1, -1);
  for (int cell : cells) {
    const int v = g.cells[static_cast<size_t>(cell)];
    if (v <= 0 || v > g.rows) continue;
    auto rc = [&](int c) { return "r" + std::to_string(c / g.cols + 1) + "c" + std::to_string(c % g.cols + 1); };
    if (at[static_cast<size_t>(v)] >= 0)
      throw ParseError{line, "the given " + std::to_string(v) + " appears twice in " + name + " (" +
                                 rc(at[static_cast<size_t>(v)]) + " and " + rc(cell) + ")"};
    at[static_cast<size_t>(v)] = cell;
  }
}

// The same for every extra house.
inline void check_extra_house_givens(const Grid& g, const ExtraHouses& e, int line) {
  std::vector<std::string> kinds;
  const auto houses = extra_house_cells(e, g.rows, &kinds);
  int window = 0;
  for (size_t i = 0; i < houses.size(); ++i) {
    const std::string name = kinds[i] == "window" ? "window " + std::to_string(++window)
                             : i == 0             ? "the main diagonal"
                                                  : "the anti-diagonal";
    check_house_givens(g, houses[i], name, line);
  }
}

// Appends the extra houses to a pencil-mark view: "diagonal" 1 (main) and 2 (anti),
// "window" 1.. row-major.
inline void add_extra_houses(HumanForm& f, const ExtraHouses& e) {
  std::vector<std::string> kinds;
  auto cells = extra_house_cells(e, f.n, &kinds);
  int diagonal = 0, window = 0;
  for (size_t i = 0; i < cells.size(); ++i)
    f.houses.push_back({kinds[i], kinds[i] == "window" ? ++window : ++diagonal, std::move(cells[i])});
}

// Shades the diagonals' and the windows' cells (a cell on both, the centre, a little darker).
inline void shade_extra_houses(Figure& f, const ExtraHouses& e, int n) {
  std::vector<double> shade(static_cast<size_t>(n) * n, 0);
  for (const auto& house : extra_house_cells(e, n))
    for (int cell : house) shade[static_cast<size_t>(cell)] += 0.12;
  for (int cell = 0; cell < n * n; ++cell)
    if (shade[static_cast<size_t>(cell)] > 0)
      f.fills.push_back({cell, std::min(shade[static_cast<size_t>(cell)], 0.3)});
}

}  // namespace gridsat
