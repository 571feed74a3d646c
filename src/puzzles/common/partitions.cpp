// A grid cut into regions: letters, the JSON field and the outlines.
#include "puzzles/common/partitions.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "text/lines.hpp"

namespace gridsat {

std::vector<char> region_letters(const Grid& g) {
  const int R = g.rows, C = g.cols;
  int top = 0;
  for (int v : g.cells) top = std::max(top, v);
  std::vector<int> colour(static_cast<size_t>(top) + 1, -1);
  std::vector<std::vector<int>> cells(static_cast<size_t>(top) + 1);
  for (int i = 0; i < R * C; ++i) cells[static_cast<size_t>(g.cells[static_cast<size_t>(i)])].push_back(i);
  for (int id = 1; id <= top; ++id) {
    std::vector<bool> used(26, false);
    for (int i : cells[static_cast<size_t>(id)]) {
      const int r = i / C, c = i % C;
      for (int j : {r > 0 ? i - C : -1, r + 1 < R ? i + C : -1, c > 0 ? i - 1 : -1, c + 1 < C ? i + 1 : -1}) {
        const int o = j < 0 ? 0 : g.cells[static_cast<size_t>(j)];
        if (o > 0 && o != id && colour[static_cast<size_t>(o)] >= 0) used[static_cast<size_t>(colour[static_cast<size_t>(o)])] = true;
      }
    }
    const auto free = std::find(used.begin(), used.end(), false);
    colour[static_cast<size_t>(id)] = free == used.end() ? (id - 1) % 26 : static_cast<int>(free - used.begin());
  }
  std::vector<char> out;
  for (int v : g.cells) out.push_back(v > 0 ? static_cast<char>('a' + colour[static_cast<size_t>(v)]) : '.');
  return out;
}

std::string region_rows(const Grid& g) {
  if (std::find(g.cells.begin(), g.cells.end(), 0) != g.cells.end()) return "";
  const std::vector<char> letters = region_letters(g);
  std::string s;
  for (size_t i = 0; i < letters.size(); ++i) {
    if (i && i % static_cast<size_t>(g.cols) == 0) s += '/';
    s += letters[i];
  }
  return s;
}

void check_region_rows(std::string_view tail, int rows, int cols, int line) {
  const auto words = split_ws(tail);
  if (words.empty()) return;
  size_t groups = 1, width = 0;
  bool ok = words.size() == 1;
  for (char ch : words[0]) {
    if (ch == '/') {
      ok = ok && width == static_cast<size_t>(cols);
      ++groups, width = 0;
    } else {
      ok = ok && ch >= 'a' && ch <= 'z';
      ++width;
    }
  }
  if (!ok || width != static_cast<size_t>(cols) || groups != static_cast<size_t>(rows))
    throw ParseError{line, "after the puzzle: '" + printable(words[0]) + "' is no solution (" + std::to_string(rows) +
                               " rows of " + std::to_string(cols) + " letters a-z joined by '/')"};
}

std::pair<std::string, std::vector<std::vector<int>>> regions_field(const Grid& g) {
  std::vector<std::vector<int>> rows(static_cast<size_t>(g.rows));
  for (int i = 0; i < g.rows * g.cols; ++i) rows[static_cast<size_t>(i / g.cols)].push_back(g.cells[static_cast<size_t>(i)] - 1);
  return {"regions", std::move(rows)};
}

void outline_partition(Figure& f, const Grid& g) {
  for (int i = 0; i < g.rows * g.cols; ++i) {
    const int a = g.cells[static_cast<size_t>(i)];
    for (int j : {i % g.cols + 1 < g.cols ? i + 1 : -1, i + g.cols < g.rows * g.cols ? i + g.cols : -1}) {
      if (j < 0) continue;
      const int b = g.cells[static_cast<size_t>(j)];
      if (a > 0 && b > 0 && a != b) f.edges.push_back({i, j, Stroke::thick});
    }
  }
}

}  // namespace gridsat
