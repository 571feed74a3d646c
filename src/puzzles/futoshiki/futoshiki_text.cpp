#include "puzzles/futoshiki/futoshiki.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "text/grid_text.hpp"

namespace gridsat {

namespace {

constexpr int kMaxN = 100;

// A line as code points (the aligned grid uses ∧ and ∨), with its 1-based number.
struct Row {
  int number;
  std::u32string text;
};

std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    char32_t cp = len == 1 ? c : c & (0xff >> (len + 1));
    for (int k = 1; k < len && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
    out.push_back(cp);
    i += len;
  }
  return out;
}

// A character of a line for a message: printable ASCII and the signs as they are, control
// bytes escaped (\x1b), other characters as U+00E9.
std::string encode_char(char32_t c) {
  if (c < 0x80) return printable(std::string(1, static_cast<char>(c)));
  if (c == U'∧') return "∧";
  if (c == U'∨') return "∨";
  return code_point_name(c);
}

bool is_sign(char32_t c) { return c == '<' || c == '>' || c == '^' || c == 'v' || c == U'∧' || c == U'∨'; }

std::vector<Row> raw_rows(const std::string& text, int first_line) {
  std::vector<Row> rows;
  int number = first_line;
  size_t start = bom_length(text);
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + start, end - start);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    rows.push_back({number++, decode_utf8(line)});
    if (end == text.size()) break;
    start = end + 1;
  }
  return rows;
}

bool blank(const std::u32string& s) { return s.empty(); }

// A row of the aligned grid's cells: each cell's columns [from, to) and value (0 blank),
// and the < > signs between them by gap (gap g: between cell g-1 and cell g).
struct CellRow {
  struct Cell {
    size_t from, to;
    int value;
  };
  std::vector<Cell> cells;
  std::vector<std::pair<size_t, char32_t>> signs;
};

CellRow split_cell_row(const Row& row) {
  const std::u32string& t = row.text;
  CellRow out;
  for (size_t k = 0; k < t.size();) {
    char32_t c = t[k];
    if (c == ' ' || c == '\t') {
      ++k;
    } else if (c == '<' || c == '>') {
      if (out.cells.empty())
        throw ParseError{row.number,
                         "column " + std::to_string(k + 1) + ": '" + encode_char(c) + "' before the first cell"};
      out.signs.push_back({out.cells.size(), c});
      ++k;
    } else if (c == '.' || (c >= '0' && c <= '9')) {
      size_t j = k;
      while (j < t.size() && (t[j] == '.' || (t[j] >= '0' && t[j] <= '9'))) ++j;
      std::string tok(t.begin() + k, t.begin() + j);
      int v = 0;
      if (tok != ".") {  // the whole token: "1.2" or "3..." is no value (it read as 1 and 3)
        auto [end, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
        if (ec != std::errc() || end != tok.data() + tok.size())
          throw ParseError{row.number, "column " + std::to_string(k + 1) + ": '" + tok + "' is not a value"};
      }
      out.cells.push_back({k, j, v});
      k = j;
    } else {
      throw ParseError{row.number, "column " + std::to_string(k + 1) + ": unexpected '" + encode_char(c) +
                                       "' in a row of cells (values, . or 0, < and >)"};
    }
  }
  return out;
}

// parse_aligned's state: the grid read so far, row by row.
struct AlignedGrid {
  explicit AlignedGrid(int first_line) : first(first_line) {}

  const int first;  // the line of the first row
  std::vector<int> cells;
  std::vector<Less> rel;
  std::vector<CellRow::Cell> above;  // the previous cell line's cells
  int n = 0, r = 0;

  // A row of cells (the first one sets n). True when it is the last row.
  bool cell_row(const Row& row) {
    CellRow line = split_cell_row(row);
    if (n == 0) {
      n = static_cast<int>(line.cells.size());
      if (n < 1 || n > kMaxN) throw ParseError{row.number, std::to_string(n) + " cells on a row"};
    }
    if (static_cast<int>(line.cells.size()) != n)
      throw ParseError{row.number, std::to_string(line.cells.size()) + " cells, expected " + std::to_string(n) +
                                       " like line " + std::to_string(first)};
    for (auto [gap, c] : line.signs) {
      if (gap >= line.cells.size())
        throw ParseError{row.number, "'" + encode_char(c) + "' after the last cell: a sign off the grid"};
      const int a = r * n + static_cast<int>(gap) - 1, b = a + 1;
      for (const Less& l : rel)
        if ((l.lo == a && l.hi == b) || (l.lo == b && l.hi == a))
          throw ParseError{row.number, "two signs between the same cells"};
      rel.push_back(c == '<' ? Less{a, b} : Less{b, a});
    }
    for (const CellRow::Cell& c : line.cells) {
      if (c.value > n)
        throw ParseError{row.number, "value " + std::to_string(c.value) + " is above " + std::to_string(n)};
      cells.push_back(c.value);
    }
    above = std::move(line.cells);
    ++r;
    return r == n;
  }

  // A sign line (possibly empty): each sign must stand under a cell of the row above.
  void sign_row(const Row& row) {
    const std::u32string& t = row.text;
    for (size_t k = 0; k < t.size(); ++k) {
      char32_t c = t[k];
      if (c == ' ' || c == '\t') continue;
      if (c != '^' && c != 'v' && c != U'∧' && c != U'∨')
        throw ParseError{row.number, "column " + std::to_string(k + 1) + ": unexpected '" + encode_char(c) +
                                         "' in a sign line (^ or ∧: upper smaller; v or ∨: upper larger)"};
      int col = -1;
      for (size_t q = 0; q < above.size(); ++q)
        if (k >= above[q].from && k < above[q].to) col = static_cast<int>(q);
      if (col < 0)
        throw ParseError{row.number, "column " + std::to_string(k + 1) + ": '" + encode_char(c) +
                                         "' is not under a cell (misaligned sign)"};
      const int a = (r - 1) * n + col, b = a + n;
      const bool upper_smaller = c == '^' || c == U'∧';
      rel.push_back(upper_smaller ? Less{a, b} : Less{b, a});
    }
  }

  // After the grid, whose next line is rows[i] (if any): all n rows, and no signs below.
  std::unique_ptr<Puzzle> finish(const std::vector<Row>& rows, size_t i) {
    if (r < n)
      throw ParseError{first, "the grid has " + std::to_string(r) + " rows of " + std::to_string(n) +
                                  " cells, expected " + std::to_string(n) + " rows"};
    // A sign line right after the last row would point off the grid.
    if (i < rows.size() && !blank(rows[i].text)) {
      bool only_signs = true;
      for (char32_t c : rows[i].text) only_signs &= c == ' ' || is_sign(c);
      if (only_signs) throw ParseError{rows[i].number, "signs below the last row: a sign off the grid"};
    }
    Grid g(n, n);
    g.cells = std::move(cells);
    check_distinct_givens(g, first);
    return std::make_unique<Futoshiki>(std::move(g), std::move(rel), FutoshikiForm::grid);
  }
};

// The aligned grid starting at rows[i]: rows of cells and sign lines in turn, until the n-th
// row of cells or a blank line. Advances i past it.
std::unique_ptr<Puzzle> parse_aligned(const std::vector<Row>& rows, size_t& i) {
  AlignedGrid grid(rows[i].number);
  bool expect_cells = true;
  while (i < rows.size()) {
    const Row& row = rows[i];
    if (expect_cells) {
      if (blank(row.text)) break;  // the grid ends
      const bool last = grid.cell_row(row);
      ++i;
      if (last) break;
    } else {
      grid.sign_row(row);
      ++i;
    }
    expect_cells = !expect_cells;
  }
  return grid.finish(rows, i);
}

bool is_unequal_id(std::string_view s) {
  size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0) return false;
  while (i < s.size() && std::isalpha(static_cast<unsigned char>(s[i]))) ++i;
  return i < s.size() && s[i] == ':' && s.find(',') != std::string_view::npos;
}

std::unique_ptr<Puzzle> parse_unequal(std::string_view s, int line) {
  const size_t colon = s.find(':');
  std::string_view params = s.substr(0, colon), desc = s.substr(colon + 1);
  int n = 0;
  auto [p, ec] = std::from_chars(params.data(), params.data() + params.size(), n);
  if (ec != std::errc()) throw ParseError{line, "bad unequal game ID size '" + printable(params) + "'"};
  if (p != params.data() + params.size()) {
    if (std::string_view(p, params.data() + params.size() - p) == "a")
      throw ParseError{line,
                       "unequal Adjacent-mode IDs ('" + printable(params) + ":') are not supported, only '<'-mode IDs"};
    throw ParseError{line, "unknown unequal game ID options '" + printable(params) + "'"};
  }
  if (n < 1 || n > kMaxN)
    throw ParseError{line, "unequal size " + std::to_string(n) + " is out of range 1.." + std::to_string(kMaxN)};
  std::vector<int> cells;
  std::vector<Less> rel;
  size_t k = 0;
  while (k < desc.size()) {
    const int cell = static_cast<int>(cells.size());
    if (cell >= n * n) throw ParseError{line, "more than " + std::to_string(n * n) + " cells in the unequal ID"};
    int v = 0;
    size_t j = k;
    while (j < desc.size() && std::isdigit(static_cast<unsigned char>(desc[j]))) ++j;
    if (j == k || std::from_chars(desc.data() + k, desc.data() + j, v).ec != std::errc() || v > n)
      throw ParseError{line, "cell " + std::to_string(cell + 1) + ": expected a value 0.." + std::to_string(n)};
    cells.push_back(v);
    const int r = cell / n, c = cell % n;
    for (; j < desc.size() && desc[j] != ','; ++j) {
      int other = -1;
      switch (desc[j]) {
        case 'U': other = r > 0 ? cell - n : -1; break;
        case 'R': other = c + 1 < n ? cell + 1 : -1; break;
        case 'D': other = r + 1 < n ? cell + n : -1; break;
        case 'L': other = c > 0 ? cell - 1 : -1; break;
        default:
          throw ParseError{line, "cell " + std::to_string(cell + 1) + ": unknown flag '" + printable_at(desc, j) + "'"};
      }
      if (other < 0)
        throw ParseError{
            line, "cell " + std::to_string(cell + 1) + ": flag '" + std::string(1, desc[j]) + "' points off the grid"};
      for (const Less& l : rel)
        if (l.lo == cell && l.hi == other)
          throw ParseError{line, "cell " + std::to_string(cell + 1) +
                                     ": contradictory flags (greater and smaller than the same neighbour)"};
      rel.push_back({other, cell});  // this cell is greater than the neighbour
    }
    if (j >= desc.size()) throw ParseError{line, "cell " + std::to_string(cell + 1) + " is not closed by ','"};
    k = j + 1;
  }
  if (static_cast<int>(cells.size()) != n * n)
    throw ParseError{
        line, "the unequal ID has " + std::to_string(cells.size()) + " cells, expected " + std::to_string(n * n)};
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, line);
  return std::make_unique<Futoshiki>(std::move(g), std::move(rel), FutoshikiForm::unequal);
}

bool is_janko_relation(std::string_view s) {
  size_t gt = s.find('>');
  if (gt == std::string_view::npos || gt == 0 || gt + 1 >= s.size()) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (i != gt && !std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

std::unique_ptr<Puzzle> parse_janko(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  auto next = [&]() -> const TextLine& {
    while (i < lines.size() && lines[i].text.empty()) ++i;
    if (i >= lines.size()) throw ParseError{first, "the janko puzzle starting here ends early"};
    return lines[i++];
  };
  auto integer = [&](std::string_view tok, int line) {
    int v = 0;
    auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
    if (ec != std::errc() || p != tok.data() + tok.size())
      throw ParseError{line, "'" + printable(tok) + "' is not an integer"};
    return v;
  };
  const int n = integer(next().text, first);
  if (n < 1 || n > kMaxN)
    throw ParseError{first, "size " + std::to_string(n) + " is out of range 1.." + std::to_string(kMaxN)};
  std::vector<int> cells;
  for (int r = 0; r < n; ++r) {
    const TextLine& l = next();
    auto toks = split_ws(l.text);
    if (static_cast<int>(toks.size()) != n)
      throw ParseError{l.number, std::to_string(toks.size()) + " values, expected " + std::to_string(n)};
    for (auto t : toks) {
      int v = integer(t, l.number);
      if (v < -1 || v == 0 || v > n)
        throw ParseError{l.number, "value " + std::to_string(v) + " (expected -1 or 1.." + std::to_string(n) + ")"};
      cells.push_back(v < 0 ? 0 : v);
    }
  }
  const TextLine& kl = next();
  const int k = integer(kl.text, kl.number);
  if (k < 0 || k > 4 * n * n) throw ParseError{kl.number, "bad number of inequalities " + std::to_string(k)};
  std::vector<Less> rel;
  for (int q = 0; q < k; ++q) {
    const TextLine& l = next();
    if (!is_janko_relation(l.text)) throw ParseError{l.number, "expected 'a>b', found '" + printable(l.text) + "'"};
    const size_t gt = l.text.find('>');
    const int a = integer(l.text.substr(0, gt), l.number), b = integer(l.text.substr(gt + 1), l.number);
    if (a >= n * n || b >= n * n)
      throw ParseError{l.number, "cell index beyond the " + std::to_string(n * n) + " cells"};
    if (!((a / n == b / n && std::abs(a - b) == 1) || std::abs(a - b) == n))
      throw ParseError{l.number, "cells " + std::to_string(a) + " and " + std::to_string(b) + " are not neighbours"};
    rel.push_back({b, a});
  }
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, first);
  return std::make_unique<Futoshiki>(std::move(g), std::move(rel), FutoshikiForm::janko);
}

// bkoelman: a (2n-1)x(2n-1) character grid; returns nullptr when the line is not one.
bool bkoelman_size(std::string_view s, int& n) {
  for (n = 2; n <= 30; ++n) {
    const size_t side = 2 * static_cast<size_t>(n) - 1;
    if (s.size() == side * side || s.size() == 2 * side * side) break;
  }
  if (n > 30) return false;
  for (char c : s)
    if (!(c == '.' || c == '_' || c == '(' || c == ')' || c == '^' || c == 'v' || (c >= '0' && c <= '9'))) return false;
  return true;
}

std::unique_ptr<Puzzle> parse_bkoelman(std::string_view s, int n, int line) {
  const int side = 2 * n - 1;
  std::vector<int> cells;
  std::vector<Less> rel;
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      const char c = s[static_cast<size_t>(y) * side + x];
      const int r = y / 2, col = x / 2, cell = r * n + col;
      if (y % 2 == 0 && x % 2 == 0) {
        if (c != '.' && !(c >= '1' && c <= '9'))
          throw ParseError{
              line, "position " + std::to_string(y * side + x + 1) + ": '" + std::string(1, c) + "' is not a cell"};
        cells.push_back(c == '.' ? 0 : c - '0');
        if (cells.back() > n)
          throw ParseError{line, "value " + std::to_string(cells.back()) + " is above " + std::to_string(n)};
      } else if (y % 2 == 0) {  // between (r, col) and (r, col + 1)
        if (c == '(') rel.push_back({cell, cell + 1});
        else if (c == ')') rel.push_back({cell + 1, cell});
        else if (c != '_')
          throw ParseError{line, "position " + std::to_string(y * side + x + 1) + ": bad horizontal sign"};
      } else if (x % 2 == 0) {  // between (r, col) and (r + 1, col)
        if (c == '^') rel.push_back({cell, cell + n});
        else if (c == 'v') rel.push_back({cell + n, cell});
        else if (c != '_')
          throw ParseError{line, "position " + std::to_string(y * side + x + 1) + ": bad vertical sign"};
      }
    }
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, line);
  return std::make_unique<Futoshiki>(std::move(g), std::move(rel), FutoshikiForm::bkoelman);
}

}  // namespace

bool is_one_line_futoshiki(std::string_view t) {
  int n = 0;
  return is_unequal_id(t) || (bkoelman_size(t, n) && t.find_first_of("_()") != std::string_view::npos);
}

bool looks_like_futoshiki(const std::string& text) {
  const auto lines = split_lines(text);
  int seen = 0;
  for (const auto& [number, t] : lines) {
    if (t.empty() || t.front() == '#') continue;
    if (is_unequal_id(t)) return true;
    int n = 0;
    if (bkoelman_size(t, n) && t.find_first_of("_()") != std::string_view::npos) return true;
    if (is_janko_relation(t)) return true;
    for (char32_t c : decode_utf8(t))
      if (is_sign(c) && c != 'v') return true;
    if (++seen > 40) break;
  }
  return false;
}

std::vector<Record> read_futoshiki(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto rows = raw_rows(text, opt.first_line);  // untrimmed: columns matter in the aligned grid
  const auto bkoelman = [](std::string_view t) {
    int n = 0;
    return bkoelman_size(t, n) && t.find_first_of("_()") != std::string_view::npos;
  };
  const auto read_bkoelman = [](std::string_view t, int number) {
    int n = 0;
    bkoelman_size(t, n);
    return parse_bkoelman(t.substr(0, (2 * n - 1) * (2 * n - 1)), n, number);
  };
  bool aligned = false;  // the last block was an aligned grid: a bad one is skipped by its rows
  const auto block = [&](const std::vector<TextLine>& lines, size_t& i) -> std::unique_ptr<Puzzle> {
    const std::string_view t = lines[i].text;
    aligned = !(split_ws(t).size() == 1 &&
                std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }));
    if (!aligned) return parse_janko(lines, i);
    size_t r = i;  // rows and lines share numbering
    struct Past {  // the rows read, and on a bad grid the rest of its rows, even when it is refused
      const std::vector<Row>& rows;
      size_t& r;
      size_t& i;
      bool ok = false;
      ~Past() {
        if (!ok)
          for (r = std::max(r, i + 1); r < rows.size() && !rows[r].text.empty(); ++r) {
          }
        i = std::max(r, i + 1);
      }
    } past{rows, r, i};
    auto p = parse_aligned(rows, r);
    past.ok = true;
    return p;
  };
  // A bad aligned grid has skipped its own rows; a bad janko block is skipped to a blank line.
  return read_line_forms(text, source, opt.first_line, {{is_unequal_id, parse_unequal}, {bkoelman, read_bkoelman}},
                         block, [&](std::string_view) { return aligned; });
}

}  // namespace gridsat
