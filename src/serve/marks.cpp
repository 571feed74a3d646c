#include "serve/marks.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace gridsat::serve {

namespace {

using json = nlohmann::ordered_json;

std::vector<std::string> split_words(std::string_view s) {
  std::istringstream in{std::string(s)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The vocabulary of lattice point (y, x): a cell's centre at odd y and x, a vertex at even.
std::string_view kind_at(const FamilyMarks& m, int y, int x) {
  return y % 2 && x % 2 ? m.centre : y % 2 ? m.across : x % 2 ? m.down : m.vertex;
}

// The lattice point of a text drawn at (x, y) in cell units, or false off the lattice.
bool lattice_point(const Figure::Text& t, int rows, int cols, int& y, int& x) {
  const double Y = 2 * t.y, X = 2 * t.x;
  y = static_cast<int>(std::lround(Y));
  x = static_cast<int>(std::lround(X));
  return std::abs(Y - y) < 0.05 && std::abs(X - x) < 0.05 && y >= 0 && x >= 0 && y <= 2 * rows && x <= 2 * cols;
}

}  // namespace

json marks_vocabulary(const FamilyMarks& m) {
  if (m.rows.empty()) return nullptr;
  return {{"across", split_words(m.across)}, {"down", split_words(m.down)},   {"vertex", split_words(m.vertex)},
          {"centre", split_words(m.centre)}, {"keys", std::string(m.keys)}, {"rows", std::string(m.rows)},
          {"blank", std::string(m.blank)},   {"spaced", m.spaced}};
}

bool is_mark(const FamilyMarks& m, const Figure::Text& t, int rows, int cols) {
  int y = 0, x = 0;
  return !m.rows.empty() && t.ink != Ink::solved && lattice_point(t, rows, cols, y, x) && !kind_at(m, y, x).empty();
}

json marks_read(const FamilyMarks& m, const Figure& fig, int rows, int cols) {
  std::vector<std::tuple<int, int, std::string>> out;
  if (m.rows.empty()) return json::array();
  for (const auto& s : fig.signs) {
    const int a = std::min(s.lo, s.hi), b = std::max(s.lo, s.hi), r = a / cols, c = a % cols;
    const bool across = b == a + 1 && b % cols != 0;
    if (!across && b != a + cols) continue;
    const std::vector<std::string> v = split_words(across ? m.across : m.down);
    if (v.size() < 3) continue;
    out.emplace_back(across ? 2 * r + 1 : 2 * r + 2, across ? 2 * c + 2 : 2 * c + 1, v[s.lo == a ? 1 : 2]);
  }
  for (const auto& t : fig.texts) {
    int y = 0, x = 0;
    if (!is_mark(m, t, rows, cols)) continue;
    lattice_point(t, rows, cols, y, x);
    const std::vector<std::string> v = split_words(kind_at(m, y, x));
    if (std::find(v.begin() + 1, v.end(), t.text) != v.end()) out.emplace_back(y, x, t.text);
    else if (v.size() == 2) out.emplace_back(y, x, v[1]);
  }
  std::sort(out.begin(), out.end());  // row by row, whatever order the picture drew them in
  json list = json::array();
  for (const auto& [y, x, mark] : out) list.push_back({y, x, mark});
  return list;
}

void split_read(const FamilyMarks& m, const Figure& fig, int rows, int cols, std::vector<std::string>& cell) {
  if (m.split.empty()) return;
  const size_t n = static_cast<size_t>(rows) * cols;
  std::vector<char> block(n, 0);
  std::vector<std::string> down(n), across(n);
  for (const auto& f : fig.fills)
    if (f.cell >= 0 && static_cast<size_t>(f.cell) < n) block[static_cast<size_t>(f.cell)] = 1;
  for (const auto& t : fig.texts) {
    const int r = static_cast<int>(std::floor(t.y)), c = static_cast<int>(std::floor(t.x));
    if (t.ink != Ink::clue || r < 0 || c < 0 || r >= rows || c >= cols) continue;
    const size_t i = static_cast<size_t>(r) * cols + c;
    if (block[i]) (t.y - r > t.x - c ? down : across)[i] = t.text;  // below the diagonal: down
  }
  for (size_t i = 0; i < n; ++i)
    if (block[i]) cell[i] = down[i].empty() && across[i].empty() ? "#" : down[i] + std::string(m.split) + across[i];
}

}  // namespace gridsat::serve
