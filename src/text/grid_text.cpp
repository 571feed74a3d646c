#include "text/grid_text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <ostream>

#include "text/lines.hpp"

namespace gridsat {

namespace {

enum class Kind { chars, ints };

bool is_square(size_t n, int& root) {
  root = static_cast<int>(std::lround(std::sqrt(static_cast<double>(n))));
  return static_cast<size_t>(root) * root == n;
}

}  // namespace

void print_plain_grid(std::ostream& out, const Grid& g, int width, const std::function<int(int)>& symbol) {
  auto text = [&](int v) { return v ? std::to_string(symbol ? symbol(v) : v) : std::string("."); };
  if (width <= 0)
    for (int v : g.cells) width = std::max<int>(width, static_cast<int>(text(v).size()));
  for (int r = 0; r < g.rows; ++r) {
    std::string line;
    for (int c = 0; c < g.cols; ++c) {
      std::string cell = text(g.at(r, c));
      if (c) line += ' ';
      line += std::string(static_cast<size_t>(width) - std::min<size_t>(static_cast<size_t>(width), cell.size()), ' ') +
              cell;
    }
    out << line << '\n';
  }
}

char value_char(int v) {
  if (v <= 0) return '.';
  if (v <= 9) return static_cast<char>('0' + v);
  return static_cast<char>('A' + v - 10);
}

int char_value(char ch) {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  return -1;
}

bool any_early_line(const std::string& text, const std::function<bool(std::string_view line)>& is) {
  int seen = 0;
  for (const auto& [number, t] : split_lines(text)) {
    if (t.empty() || t.front() == '#') continue;
    if (is(t)) return true;
    if (++seen > 40) break;
  }
  return false;
}

std::vector<Record> read_line_forms(const std::string& text, const std::string& source, int first_line,
                                    const std::vector<LineForm>& forms, const BlockReader& block,
                                    const std::function<bool(std::string_view line)>& ends_block) {
  std::vector<Record> out;
  const auto lines = split_lines(text, first_line);
  size_t i = 0;
  while (i < lines.size()) {
    const std::string_view t = lines[i].text;
    const int number = lines[i].number;
    if (t.empty() || t.front() == '#') {
      ++i;
      continue;
    }
    auto form = std::find_if(forms.begin(), forms.end(), [&](const LineForm& f) { return f.accepts(t); });
    if (form != forms.end()) {
      out.push_back(make_record(source, number, [&] { return form->read(t, number); }));
      if (!out.back().puzzle && out.back().error.empty()) out.pop_back();  // a setting, not a puzzle
      ++i;
      continue;
    }
    const size_t start = i;
    out.push_back(make_record(source, number, [&] { return block(lines, i); }));
    if (!out.back().puzzle)  // a bad block: skip to the next blank line (or the line that ends it)
      for (i = std::max(i, start + 1);
           i < lines.size() && !lines[i].text.empty() && !(ends_block && ends_block(lines[i].text)); ++i) {
      }
  }
  if (out.empty()) out.push_back({source, 1, nullptr, source + ":1: no puzzle found (the input is empty)"});
  return out;
}

Record make_record(const std::string& source, int line, const std::function<std::unique_ptr<Puzzle>()>& build) {
  Record rec{source, line, nullptr, {}};
  try {
    rec.puzzle = build();
  } catch (const ParseError& f) {
    rec.error = source + ":" + std::to_string(f.line) + ": " + f.what();
    rec.error_line = f.line;
  }
  return rec;
}

Record empty_grid_record(
    int n, const ReadOptions& opt,
    const std::function<std::vector<Record>(const std::string&, const std::string&, const ReadOptions&)>& read) {
  if (n < 1 || n > 1000) throw InputError("--size " + std::to_string(n) + ": the side must be 1..1000");
  std::string text;
  text.reserve(static_cast<size_t>(n) * n * 2);
  const int64_t cells = static_cast<int64_t>(n) * n;
  if (n <= 35) text.assign(static_cast<size_t>(cells), '.');  // the character form: printed back as one line
  else
    for (int64_t i = 0; i < cells; ++i) text += i ? " 0" : "0";
  auto records = read(text, "<" + opt.type + " " + std::to_string(n) + ">", opt);
  if (records.size() != 1) throw InputError("--size " + std::to_string(n) + ": no empty grid of that size");
  return std::move(records.front());
}

int parse_int_token(std::string_view tok, int n, int line) {
  if (tok == ".") return 0;
  int v = 0;
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  if (ec != std::errc() || p != tok.data() + tok.size())
    throw ParseError{line,
                     "'" + printable(tok) + "' is not an integer (0 or . for a blank, 1.." + std::to_string(n) + ")"};
  if (v < 0 || v > n) throw ParseError{line, "value " + std::to_string(v) + " is outside 0.." + std::to_string(n)};
  return v;
}

void parse_chars(std::string_view text, int n, int line, std::vector<int>& out) {
  for (size_t i = 0; i < text.size(); ++i) {
    int v = char_value(text[i]);
    if (v < 0)
      throw ParseError{line, "column " + std::to_string(i + 1) + ": unexpected character '" + printable_at(text, i) +
                                 "' (blank is . or 0, values 1-9 then A-Z)"};
    if (v > n)
      throw ParseError{line, "column " + std::to_string(i + 1) + ": '" + std::string(1, text[i]) + "' means " +
                                 std::to_string(v) + ", above " + std::to_string(n)};
    out.push_back(v);
  }
}

namespace {

// A line of several tokens is a row of integers, else a row of characters.
Kind kind_of(std::string_view s) { return count_ws(s, 2) > 1 ? Kind::ints : Kind::chars; }
size_t width_of(std::string_view s) { return kind_of(s) == Kind::ints ? count_ws(s) : s.size(); }

// The values of one line of the given kind (each 0..n) onto `cells`.
void append_values(std::string_view s, Kind kind, int n, int line, std::vector<int>& cells) {
  if (kind == Kind::chars) {
    parse_chars(s, n, line, cells);
  } else {
    for (auto tok : split_ws(s)) cells.push_back(parse_int_token(tok, n, line));
  }
}

GridForm form_of(Kind kind) { return kind == Kind::chars ? GridForm::chars : GridForm::ints; }

// A one-line puzzle: line `num` (text s) holds N*N values; N >= 4 unless it is `alone` in
// its block (a 2x2 or 3x3 square on one line stands by itself).
std::unique_ptr<Puzzle> one_line_grid(std::string_view s, int num, Kind kind, bool alone, const MakeGrid& make) {
  size_t w = width_of(s);
  int n = 0;
  const std::string what = std::to_string(w) + (kind == Kind::ints ? " integers" : " characters");
  if (!is_square(w, n) || n < 2)
    throw ParseError{num, what + " on a line, but a one-line puzzle needs N*N (81 for 9x9)"};
  if (n < 4 && !alone)
    throw ParseError{num, what +
                              " on a line: too few for a puzzle among one-line puzzles (N*N for N of 4 or more, "
                              "81 for 9x9)"};
  std::vector<int> cells;
  cells.reserve(w);
  append_values(s, kind, n, num, cells);
  return make(num, n, std::move(cells), form_of(kind));
}

// A grid of n lines of n values from lines[i]; `take` of them are there (fewer at the
// block's end, which is an error once they have been read).
std::unique_ptr<Puzzle> block_grid(const std::vector<TextLine>& lines, size_t i, size_t take, size_t n, Kind kind,
                                   const MakeGrid& make) {
  const int first = lines[i].number;
  if (n < 1 || n > 100000) throw ParseError{first, "a grid line holds " + std::to_string(n) + " values"};
  if (kind == Kind::chars && n > 35)
    throw ParseError{first, std::to_string(n) + " characters on a line, but a one-line puzzle needs N*N (81 for 9x9)"};
  std::vector<int> cells;
  cells.reserve(n * n);
  for (size_t k = i; k < i + take; ++k) {
    std::string_view s = lines[k].text;
    size_t w = width_of(s);
    if (w != n)
      throw ParseError{lines[k].number, std::to_string(w) + " values, expected " + std::to_string(n) + " like line " +
                                            std::to_string(first)};
    append_values(s, kind, static_cast<int>(n), lines[k].number, cells);
  }
  if (take < n)
    throw ParseError{first, "the grid starting here has " + std::to_string(take) + " rows of " + std::to_string(n) +
                                " values, expected " + std::to_string(n) + " rows"};
  return make(first, static_cast<int>(n), std::move(cells), form_of(kind));
}

// Does the block of `count` lines of this kind from lines[i] hold one puzzle per line? A
// line of N*N values (N >= 4) starts such a block unless the block is exactly N lines of N
// values (an N x N grid); so does a lone line of N*N values for any N (the 3x3 Latin square
// on one line). A first line that is neither (a typo, a cut line) does too when the next
// line is a one-line puzzle: each line is then answered or refused on its own, and one bad
// line does not take the puzzles after it down with it.
bool one_line_block(const std::vector<TextLine>& lines, size_t i, size_t count, Kind kind) {
  auto one_line_width = [&](size_t width) {
    int root = 0;
    const bool grid_possible = kind == Kind::ints || width <= 35;
    return is_square(width, root) && (root >= 4 || count == 1) && !(grid_possible && count == width);
  };
  const size_t width = width_of(lines[i].text);
  if (one_line_width(width)) return true;
  if (count < 2) return false;
  const size_t next = width_of(lines[i + 1].text);
  return next != width && one_line_width(next);
}

}  // namespace

std::vector<Record> read_grid_blocks(const std::string& text, const std::string& source, const SpecialLine& special,
                                     const MakeGrid& make, int first_line) {
  std::vector<Record> out;
  const auto lines = split_lines(text, first_line);
  size_t i = 0;
  while (i < lines.size()) {
    std::string_view t = lines[i].text;
    if (t.empty() || t.front() == '#') {
      ++i;
      continue;
    }
    if (special && special(lines, i, out)) continue;
    // A block: consecutive lines of the same kind with no blank or comment line between.
    const Kind kind = kind_of(t);
    size_t end = i;
    while (end < lines.size() && !lines[end].text.empty() && lines[end].text.front() != '#' &&
           kind_of(lines[end].text) == kind)
      ++end;
    const size_t count = end - i;
    const size_t width = width_of(t);
    if (one_line_block(lines, i, count, kind)) {
      for (size_t k = i; k < end; ++k) {
        const int num = lines[k].number;
        std::string_view s = lines[k].text;
        out.push_back(make_record(source, num, [&] { return one_line_grid(s, num, kind, end - i == 1, make); }));
      }
      i = end;
      continue;
    }
    // Grids of `width` lines each.
    while (i < end) {
      size_t take = std::min(width, end - i);
      out.push_back(
          make_record(source, lines[i].number, [&] { return block_grid(lines, i, take, width, kind, make); }));
      i += take;
    }
  }
  if (out.empty()) out.push_back({source, 1, nullptr, source + ":1: no puzzle found (the input is empty)"});
  return out;
}

}  // namespace gridsat

namespace gridsat {

namespace {

std::string cell_name(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }

// One kind of house: house h's k-th cell is cell(h, k). Throws at the first repeated value.
// A template, not a std::function: it runs for every puzzle read (issue 28: a tenth of a
// 17-clue batch's time went here).
template <class Cell>
void check_houses(const Grid& g, int line, int shown_offset, const char* kind, const Cell& cell) {
  const int n = g.rows;
  std::vector<int> seen(static_cast<size_t>(n) + 1, -1);  // value -> k of its first cell in this house
  for (int h = 0; h < n; ++h) {
    std::fill(seen.begin(), seen.end(), -1);
    for (int k = 0; k < n; ++k) {
      const auto [r, c] = cell(h, k);
      const int v = g.at(r, c);
      if (v <= 0 || v > n) continue;
      if (seen[v] < 0) {
        seen[v] = k;
        continue;
      }
      const auto [r0, c0] = cell(h, seen[v]);
      throw ParseError{line, "the given " + std::to_string(v + shown_offset) + " appears twice in " + kind + " " +
                                 std::to_string(h + 1) + " (" + cell_name(r0, c0) + " and " + cell_name(r, c) + ")"};
    }
  }
}

}  // namespace

namespace {

// Whether no value repeats in a row, column or (with a box shape) box: one pass with a bit
// set per house, for sides up to 63 (the houses are then scanned again only to name a repeat).
bool distinct_fast(const Grid& g, int box_rows, int box_cols) {
  const int n = g.rows;
  if (n > 63 || g.cells.size() != static_cast<size_t>(n) * n) return false;
  const bool boxes = box_rows > 0 && box_cols > 0 && box_rows * box_cols == n;
  uint64_t row[64], col[64], box[64];
  for (int i = 0; i < n; ++i) row[i] = col[i] = box[i] = 0;
  const int across = boxes ? n / box_cols : 0;
  const int* v = g.cells.data();
  for (int r = 0, band = 0, in_band = 0; r < n; ++r) {  // band = r / box_rows, counted
    for (int c = 0, stack = 0, in_stack = 0; c < n; ++c, ++v) {
      const int b = band * across + stack;
      if (boxes && ++in_stack == box_cols) in_stack = 0, ++stack;
      if (*v <= 0 || *v > n) continue;
      const uint64_t bit = uint64_t{1} << *v;
      const uint64_t in_box = boxes ? box[b] : 0;
      if ((row[r] | col[c] | in_box) & bit) return false;
      row[r] |= bit, col[c] |= bit, box[b] |= bit;
    }
    if (boxes && ++in_band == box_rows) in_band = 0, ++band;
  }
  return true;
}

}  // namespace

void check_distinct_givens(const Grid& g, int line, int box_rows, int box_cols, int shown_offset) {
  if (g.rows != g.cols) return;
  if (distinct_fast(g, box_rows, box_cols)) return;
  check_houses(g, line, shown_offset, "row", [](int h, int k) { return std::pair{h, k}; });
  check_houses(g, line, shown_offset, "column", [](int h, int k) { return std::pair{k, h}; });
  if (box_rows <= 0 || box_cols <= 0 || box_rows * box_cols != g.rows) return;
  const int per_band = g.rows / box_cols;  // boxes side by side: n / box_cols
  check_houses(g, line, shown_offset, "box", [&](int h, int k) {
    return std::pair{(h / per_band) * box_rows + k / box_cols, (h % per_band) * box_cols + k % box_cols};
  });
}

}  // namespace gridsat
