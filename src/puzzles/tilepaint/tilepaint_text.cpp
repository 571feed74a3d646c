#include <algorithm>
#include <cctype>
#include <ostream>

#include "puzzles/common/room_text.hpp"
#include "puzzles/tilepaint/tilepaint.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool is_url(std::string_view s) { return puzzlink::is_url(s, "tilepaint"); }
bool is_header(std::string_view t) { return is_genre_header(t, "tilepaint"); }

int hex_digit(puzzlink::Body& b, std::string_view what, bool dot) {
  if (b.done()) throw ParseError{b.line, "puzz.link URL: the " + std::string(what) + " end early"};
  const char c = b.text[b.at];
  if (dot && c == '.') return ++b.at, -1;
  if (!std::isxdigit(static_cast<unsigned char>(c)) || std::isupper(static_cast<unsigned char>(c))) b.unexpected(what);
  ++b.at;
  return c <= '9' ? c - '0' : c - 'a' + 10;
}

int hex2(puzzlink::Body& b, std::string_view what) {
  const int hi = hex_digit(b, what, false);
  return hi * 16 + hex_digit(b, what, false);
}

// The tiles: the rooms of the borders, a block's cells never in a tile (kept as rooms apart).
Rooms tiles_of(int rows, int cols, const std::vector<int>& labels, const std::vector<char>& block) {
  std::vector<int> l = labels;
  for (size_t i = 0; i < l.size(); ++i) l[i] = block[i] ? -1 : l[i];
  return rooms_from_labels(rows, cols, l);
}

// pzprjs' tilepaint: the borders, then the blocks (decodeTilePaint: g-z 1..20 cells without one;
// a block's down then right clue, each a hex digit or '.', "-" a digit and two, "+" two and a
// digit, "=" two and two), then a clue per column (a hex digit, '.' none, '-' and two digits),
// then one per row.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "tilepaint", line, true);
  check_board_size("tilepaint", h.cols, h.rows, 1, kMaxSide, line);
  const int n = h.rows * h.cols;
  puzzlink::Body b{h.body, line};
  const Rooms rooms = rooms_from_borders(h.rows, h.cols, puzzlink::read_borders(b, h.cols, h.rows));
  TilepaintClues c{.block = std::vector<char>(static_cast<size_t>(n), 0),
                   .down = std::vector<int>(static_cast<size_t>(n), 0),
                   .right = std::vector<int>(static_cast<size_t>(n), 0)};
  for (int id = 0; id < n;) {
    if (b.done()) throw ParseError{line, "puzz.link URL: the cells end before the " + std::to_string(n) + " cells"};
    const char ch = b.text[b.at];
    if (ch >= 'g' && ch <= 'z') {
      id += ch - 'f', ++b.at;
      if (id > n) throw ParseError{line, "puzz.link URL: the cells run past their " + std::to_string(n)};
      continue;
    }
    const auto k = static_cast<size_t>(id++);
    c.block[k] = 1;
    if (ch == '-' || ch == '+' || ch == '=') ++b.at;
    c.down[k] = ch == '+' || ch == '=' ? hex2(b, "cells") : hex_digit(b, "cells", true);
    c.right[k] = ch == '-' || ch == '=' ? hex2(b, "cells") : hex_digit(b, "cells", true);
  }
  for (int k = 0; k < h.cols + h.rows; ++k) {
    auto& out = k < h.cols ? c.columns : c.rows;
    if (!b.done() && b.text[b.at] == '-') {
      ++b.at;
      out.push_back(hex2(b, "clues"));
    } else {
      out.push_back(hex_digit(b, "clues", true));
    }
  }
  b.finish("the clues");
  if (!h.tail.empty()) check_shading_rows(h.tail, h.rows, h.cols, line);
  return std::make_unique<Tilepaint>(tiles_of(h.rows, h.cols, rooms.room_of, c.block), std::move(c),
                                     TilepaintForm::puzzlink);
}

// A clue token: digits or '.' (none).
int clue_token(std::string_view t, int line, std::string_view where) {
  if (t == ".") return -1;
  if (!all_digits(t) || t.size() > 3)
    throw ParseError{line, std::string(where) + ": '" + printable(t) + "' is no clue (a number, '.' none)"};
  return digits_value(t);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<std::vector<std::string_view>> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    rows.push_back(split_ws(lines[i].text));
    numbers.push_back(lines[i].number);
    if (rows.back().size() != rows.front().size())
      throw ParseError{lines[i].number, std::to_string(rows.back().size()) + " tokens, expected " +
                                            std::to_string(rows.front().size()) + " like line " +
                                            std::to_string(numbers.front())};
  }
  if (rows.size() < 2 || rows.front().size() < 2)
    throw ParseError{start, "a tilepaint block needs its clue line and a row of a cell at least"};
  const int R = static_cast<int>(rows.size()) - 1, C = static_cast<int>(rows.front().size()) - 1;
  check_board_size("tilepaint", C, R, 1, kMaxSide, start);
  TilepaintClues c;
  std::vector<int> labels;
  for (int col = 0; col < C; ++col) c.columns.push_back(clue_token(rows[0][col + 1], numbers[0], "the column clues"));
  for (int r = 0; r < R; ++r) {
    const int at = numbers[static_cast<size_t>(r) + 1];
    c.rows.push_back(clue_token(rows[r + 1][0], at, "the row clue"));
    for (int col = 0; col < C; ++col) {
      std::string_view t = rows[r + 1][col + 1];
      const size_t slash = t.find('\\');
      const std::string where = "column " + std::to_string(col + 1);
      if (slash != std::string_view::npos) {
        c.block.push_back(1);
        c.down.push_back(clue_token(t.substr(0, slash), at, where));
        c.right.push_back(clue_token(t.substr(slash + 1), at, where));
        labels.push_back(-1);
        continue;
      }
      if (!t.empty() && t.back() == '#') t.remove_suffix(1);
      if (t.size() != 1 || !std::isalpha(static_cast<unsigned char>(t[0])))
        throw ParseError{at, where + ": '" + printable(rows[r + 1][col + 1]) +
                                 "' is no cell (a tile's letter, '#' shaded, or a block D\\R)"};
      c.block.push_back(0), c.down.push_back(0), c.right.push_back(0);
      labels.push_back(t[0]);
    }
  }
  Rooms tiles = tiles_of(R, C, labels, c.block);
  return std::make_unique<Tilepaint>(std::move(tiles), std::move(c), TilepaintForm::rows);
}

std::string clue_text(int v) { return v < 0 ? "." : std::to_string(v); }

void write_hex(std::string& out, int v) {
  static constexpr std::string_view kHex = "0123456789abcdef";
  if (v >= 16) out += kHex[static_cast<size_t>(v / 16 % 16)];
  out += kHex[static_cast<size_t>(v % 16)];
}

}  // namespace

bool looks_like_tilepaint(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_tilepaint(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string tilepaint_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Tilepaint&>(p);
  const TilepaintClues& c = t.clues();
  std::string body;
  puzzlink::write_borders(body, borders_of(t.rooms()));
  int empty = 0;
  const auto flush = [&] {
    if (empty) body += static_cast<char>('f' + empty);
    empty = 0;
  };
  for (size_t i = 0; i < c.block.size(); ++i) {
    if (!c.block[i]) {
      if (++empty == 20) flush();
      continue;
    }
    flush();
    const int d = c.down[i], r = c.right[i];
    body += d >= 16 && r >= 16 ? "=" : r >= 16 ? "-" : d >= 16 ? "+" : "";
    if (d < 0) body += '.';
    else write_hex(body, d);
    if (r < 0) body += '.';
    else write_hex(body, r);
  }
  flush();
  for (const auto* clues : {&c.columns, &c.rows})
    for (int v : *clues) {
      if (v < 0) body += '.';
      else if (v >= 16) body += '-', write_hex(body, v);
      else write_hex(body, v);
    }
  return puzzlink::url("tilepaint", t.cols(), t.rows(), body);
}

void Tilepaint::print_grid(std::ostream& out, const Grid& g) const {
  const std::vector<char> letter = room_letters(rooms_);
  std::vector<std::vector<std::string>> tok(static_cast<size_t>(rows()) + 1);
  tok[0].push_back(".");
  for (int v : clues_.columns) tok[0].push_back(clue_text(v));
  for (int r = 0; r < rows(); ++r) {
    auto& row = tok[static_cast<size_t>(r) + 1];
    row.push_back(clue_text(clues_.rows[static_cast<size_t>(r)]));
    for (int col = 0; col < cols(); ++col) {
      const auto i = static_cast<size_t>(r * cols() + col);
      if (clues_.block[i]) row.push_back(clue_text(clues_.down[i]) + "\\" + clue_text(clues_.right[i]));
      else row.push_back(std::string(1, letter[static_cast<size_t>(rooms_.room_of[i])]) + (g.cells[i] == 2 ? "#" : ""));
    }
  }
  size_t width = 1;
  for (const auto& row : tok)
    for (const auto& t : row) width = std::max(width, t.size());
  out << "tilepaint\n";
  for (const auto& row : tok) {
    std::string line;
    for (size_t k = 0; k < row.size(); ++k) line += (k ? " " : "") + row[k] + std::string(width - row[k].size(), ' ');
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << '\n';
  }
}

}  // namespace gridsat
