#pragma once
// The shading after a one-line puzzle (a URL): rows of 0/1 joined by '/', as --format line
// prints a solution of the two-state genres (LITS, Battleship). Header only.
#include <string>
#include <string_view>

#include "base/errors.hpp"
#include "base/grid.hpp"
#include "text/lines.hpp"

namespace gridsat {

// `g`'s cells, '1' for value 2 and '0' otherwise, a row at a time, '/' between rows.
inline std::string shading_rows(const Grid& g) {
  std::string s;
  for (int i = 0; i < g.size(); ++i) s += std::string(i && i % g.cols == 0 ? "/" : "") + (g.cells[i] == 2 ? '1' : '0');
  return s;
}

// Throws ParseError at `line` unless `tail` (what follows the puzzle on its line) is empty or
// one word of `rows` rows of `cols` 0/1 characters joined by '/'.
inline void check_shading_tail(std::string_view tail, int rows, int cols, int line) {
  const auto words = split_ws(tail);
  if (words.empty()) return;
  std::string_view w = words[0];
  bool good = words.size() == 1;
  for (int r = 0; good && r < rows; ++r) {
    const std::string_view row = w.substr(0, std::min(w.find('/'), w.size()));
    good = row.size() == static_cast<size_t>(cols) && row.find_first_not_of("01") == std::string_view::npos &&
           (r + 1 < rows ? row.size() < w.size() : row.size() == w.size());
    w.remove_prefix(std::min(w.size(), row.size() + 1));
  }
  if (!good)
    throw ParseError{line, "after the puzzle: '" + printable(words[0]) + "' is no shading (" + std::to_string(rows) +
                               " rows of " + std::to_string(cols) + " 0/1 joined by '/')"};
}

}  // namespace gridsat
