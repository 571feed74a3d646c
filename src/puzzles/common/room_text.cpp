#include "puzzles/common/room_text.hpp"

#include <algorithm>
#include <cctype>
#include <ostream>

#include "base/errors.hpp"

namespace gridsat {

namespace {

// One cell's token: a letter, digits when `numbers`, an optional '#'. Sets label and number.
bool read_token(std::string_view t, bool numbers, int& label, int& number) {
  if (t.empty() || !std::isalpha(static_cast<unsigned char>(t[0]))) return false;
  label = t[0];
  t.remove_prefix(1);
  if (!t.empty() && t.back() == '#') t.remove_suffix(1);
  number = -1;
  if (t.empty()) return true;
  if (!numbers || !all_digits(t) || t.size() > 6) return false;
  number = digits_value(t);
  return true;
}

}  // namespace

RoomRows read_room_rows(const std::vector<TextLine>& lines, size_t& i, bool numbers) {
  RoomRows out;
  const int first = lines[i].number;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    const auto w = split_ws(lines[i].text);
    for (size_t k = 0; k < w.size(); ++k) {
      int label = 0, number = -1;
      if (!read_token(w[k], numbers, label, number))
        throw ParseError{lines[i].number, "column " + std::to_string(k + 1) + ": '" + printable(w[k]) +
                                              "' is no cell (a room letter" + (numbers ? ", a number" : "") +
                                              ", '#' shaded)"};
      out.labels.push_back(label);
      out.numbers.push_back(number);
    }
    if (out.rows == 0) out.cols = static_cast<int>(w.size());
    if (static_cast<int>(w.size()) != out.cols)
      throw ParseError{lines[i].number, std::to_string(w.size()) + " cells, expected " + std::to_string(out.cols) +
                                            " like line " + std::to_string(first)};
    ++out.rows;
  }
  return out;
}

bool is_genre_header(std::string_view line, std::string_view genre) {
  return line.size() == genre.size() && std::equal(line.begin(), line.end(), genre.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) == b;
         });
}

RoomRows read_room_block(const std::vector<TextLine>& lines, size_t& i, std::string_view genre, bool numbers,
                         int max_side) {
  const int start = lines[i].number;
  if (is_genre_header(lines[i].text, genre)) ++i;
  if (i >= lines.size() || lines[i].text.empty() || lines[i].text.front() == '#')
    throw ParseError{start, "a " + std::string(genre) + " header with no rows after it"};
  RoomRows rows = read_room_rows(lines, i, numbers);
  check_board_size(genre, rows.cols, rows.rows, 1, max_side, start);
  return rows;
}

std::vector<int> room_numbers(const Rooms& rooms, std::span<const int> cell_numbers, int line) {
  std::vector<int> counts(static_cast<size_t>(rooms.count()), -1);
  for (size_t i = 0; i < cell_numbers.size(); ++i) {
    const int v = cell_numbers[i];
    if (v < 0) continue;
    const auto k = static_cast<size_t>(rooms.room_of[i]);
    if (counts[k] >= 0)
      throw ParseError{line, "the room of " + cell_name(rooms.cols, i) + " has two numbers (" +
                                 std::to_string(counts[k]) + " and " + std::to_string(v) + ")"};
    if (v > static_cast<int>(rooms.cells[k].size()))
      throw ParseError{line, "the number " + std::to_string(v) + " at " + cell_name(rooms.cols, i) + " is above its room's " +
                                 std::to_string(rooms.cells[k].size()) + " cells"};
    counts[k] = v;
  }
  return counts;
}

void print_room_rows(std::ostream& out, const Rooms& rooms, std::span<const int> counts, const Grid& g) {
  const std::vector<char> letter = room_letters(rooms);
  std::vector<std::string> tok;
  size_t width = 1;
  for (int i = 0; i < rooms.rows * rooms.cols; ++i) {
    const int k = rooms.room_of[static_cast<size_t>(i)];
    std::string t(1, letter[static_cast<size_t>(k)]);
    if (!counts.empty() && counts[static_cast<size_t>(k)] >= 0 && rooms.cells[static_cast<size_t>(k)][0] == i)
      t += std::to_string(counts[static_cast<size_t>(k)]);
    if (g.cells[static_cast<size_t>(i)] == 2) t += '#';
    width = std::max(width, t.size());
    tok.push_back(std::move(t));
  }
  for (int r = 0; r < rooms.rows; ++r) {
    std::string line;
    for (int c = 0; c < rooms.cols; ++c) {
      const std::string& t = tok[static_cast<size_t>(r * rooms.cols + c)];
      if (c) line += ' ';
      line += t + std::string(width - t.size(), ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << '\n';
  }
}

Figure room_figure(const Rooms& rooms, const Grid& shown) {
  Figure f;
  f.values = false;
  const int C = rooms.cols, n = rooms.rows * rooms.cols;
  for (int i = 0; i < n; ++i) {
    if (shown.cells[static_cast<size_t>(i)] == 2) f.fills.push_back({i, 0.6});
    if (i % C + 1 < C && rooms.border(i, i + 1)) f.edges.push_back({i, i + 1, Stroke::thick});
    if (i + C < n && rooms.border(i, i + C)) f.edges.push_back({i, i + C, Stroke::thick});
  }
  return f;
}

std::string shading_rows(const Grid& g) {
  std::string s;
  for (int i = 0; i < g.size(); ++i) {
    if (i && i % g.cols == 0) s += '/';
    s += g.cells[static_cast<size_t>(i)] == 2 ? '1' : '0';
  }
  return s;
}

std::string url_and_shading(std::string url, const Grid& g) {
  if (std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; })) return url;
  return url + " " + shading_rows(g);
}

void check_shading_rows(std::string_view text, int rows, int cols, int line) {
  const auto w = split_ws(text);
  if (w.empty()) return;
  bool ok = w.size() == 1 && w[0].size() == static_cast<size_t>(rows * cols + rows - 1);
  for (size_t k = 0; ok && k < w[0].size(); ++k)
    ok = (k + 1) % static_cast<size_t>(cols + 1) == 0 ? w[0][k] == '/' : (w[0][k] == '0' || w[0][k] == '1');
  if (!ok)
    throw ParseError{line, "after the puzzle: '" + printable(w[0]) + "' is no shading (" + std::to_string(rows) +
                               " rows of " + std::to_string(cols) + " 0/1 joined by '/')"};
}

}  // namespace gridsat
