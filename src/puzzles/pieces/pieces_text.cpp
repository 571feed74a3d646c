#include "puzzles/pieces/pieces.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

bool is_cell(char ch) { return ch == 'X' || ch == 'x' || ch == '.' || ch == '?'; }

bool is_row(std::string_view s) {
  if (s.empty()) return false;
  for (char ch : s)
    if (!is_cell(ch)) return false;
  return true;
}

bool is_header(std::string_view s) {
  auto w = split_ws(s);
  return !w.empty() && w[0] == "pieces";
}

struct Settings {
  PiecesLines lines;
  int symmetry;
};

Settings settings(const ReadOptions& opt) { return {kLinesOption.of(opt.choices), pieces_symmetry(opt.symmetry)}; }

std::string size_range() {
  return std::to_string(PiecesPuzzle::kMinSide) + ".." + std::to_string(PiecesPuzzle::kMaxSide);
}

std::unique_ptr<Puzzle> make(int line, Grid g, const Settings& s) {
  try {
    return std::make_unique<PiecesPuzzle>(std::move(g), s.lines, s.symmetry);
  } catch (const ParseError&) {
    throw;
  } catch (const InputError& e) {
    throw ParseError{line, e.what()};
  }
}

void append_cells(std::string_view text, int line, std::vector<int>& out) {
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (!is_cell(ch))
      throw ParseError{line, "column " + std::to_string(i + 1) + ": unexpected character '" + printable_at(text, i) +
                                 "' (X a piece, . no piece, ? free)"};
    out.push_back(ch == '?' ? 0 : ch == '.' ? PiecesPuzzle::kNoPiece : 1);
  }
}

int square_root(size_t n) {
  const int r = static_cast<int>(std::lround(std::sqrt(static_cast<double>(n))));
  return static_cast<size_t>(r) * r == n ? r : -1;
}

}  // namespace

bool looks_like_pieces(const std::string& text) {
  bool marked = false;
  for (const auto& [number, line] : split_lines(text)) {
    if (line.empty() || line.front() == '#') continue;
    if (is_header(line)) {
      marked = true;
      continue;
    }
    if (!is_row(line)) return false;
    if (line.find_first_of("Xx?") != std::string_view::npos) marked = true;
  }
  return marked;
}

Record blank_pieces(int n, const ReadOptions& opt) {
  const Settings s = settings(opt);
  if (n < PiecesPuzzle::kMinSide || n > PiecesPuzzle::kMaxSide)
    throw InputError("--size " + std::to_string(n) + ": the side of a pieces board must be " + size_range());
  Record rec{"<pieces " + std::to_string(n) + ">", 1, nullptr, {}};
  try {
    rec.puzzle = std::make_unique<PiecesPuzzle>(Grid(n, n, 0), s.lines, s.symmetry);
  } catch (const InputError& e) {
    throw InputError("--size " + std::to_string(n) + ": " + e.what());
  }
  return rec;
}

namespace {

// read_pieces' state: the lines and the next one to read.
struct PiecesReader {
  PiecesReader(const std::vector<TextLine>& l, const Settings& st) : lines(l), s(st) {}

  const std::vector<TextLine>& lines;
  const Settings s;
  size_t i = 0;
  bool one_line = false;  // the last board read is a one-line board

  // Reads `n` rows of n cells from line i on (consecutive, no blank line); advances i.
  Grid read_rows(int first, int n) {
    std::vector<int> cells;
    cells.reserve(static_cast<size_t>(n) * n);
    int rows = 0;
    while (rows < n && i < lines.size() && !lines[i].text.empty()) {
      const auto& [number, t] = lines[i];
      ++i;
      if (t.front() == '#') continue;
      if (t.size() != static_cast<size_t>(n))
        throw ParseError{number, std::to_string(t.size()) + " cells, expected " + std::to_string(n) + " (a " +
                                     std::to_string(n) + "x" + std::to_string(n) + " board)"};
      append_cells(t, number, cells);
      ++rows;
    }
    if (rows < n)
      throw ParseError{first, "the " + std::to_string(n) + "x" + std::to_string(n) + " board starting here has only " +
                                  std::to_string(rows) + " of its " + std::to_string(n) + " rows"};
    Grid g(n, n);
    g.cells = std::move(cells);
    return g;
  }

  void skip_block() {
    while (i < lines.size() && !lines[i].text.empty()) ++i;
  }

  // 'pieces N' (line i, t): a bare board, or the N rows that follow.
  std::unique_ptr<Puzzle> headed(std::string_view t, int first) {
    auto w = split_ws(t);
    int n = 0;
    if (w.size() != 2 || std::from_chars(w[1].data(), w[1].data() + w[1].size(), n).ec != std::errc() ||
        std::from_chars(w[1].data(), w[1].data() + w[1].size(), n).ptr != w[1].data() + w[1].size())
      throw ParseError{first, "'" + printable(t) + "': expected 'pieces N'"};
    if (n < PiecesPuzzle::kMinSide || n > PiecesPuzzle::kMaxSide)
      throw ParseError{first, "pieces " + std::to_string(n) + ": the side must be " + size_range()};
    ++i;
    if (i < lines.size() && is_row(lines[i].text)) return make(first, read_rows(first, n), s);
    return make(first, Grid(n, n, 0), s);
  }

  // Whether the rows from line i on, the first of L cells, are one-line boards: a block
  // whose lines all have the same square length, and that is not an L x L grid. Anything
  // else is a grid (a short row is then reported as such).
  bool one_line_boards(size_t L) const {
    size_t same = 0;
    while (i + same < lines.size() && same < L && is_row(lines[i + same].text) && lines[i + same].text.size() == L)
      ++same;
    size_t block = 0;
    bool uniform = true;
    while (i + block < lines.size() && !lines[i + block].text.empty() && lines[i + block].text.front() != '#') {
      uniform = uniform && lines[i + block].text.size() == L;
      ++block;
    }
    return !(same == L || square_root(L) < 2 || !uniform);
  }

  // The board starting at line i (text t): a header, a block of L rows of L cells, or one
  // line of N*N cells.
  std::unique_ptr<Puzzle> board(std::string_view t, int first) {
    if (is_header(t)) return headed(t, first);
    if (!is_row(t)) {
      size_t bad = 0;
      while (bad < t.size() && is_cell(t[bad])) ++bad;
      throw ParseError{first, "column " + std::to_string(bad + 1) + ": unexpected character '" + printable_at(t, bad) +
                                  "' (X a piece, . no piece, ? free; or 'pieces N')"};
    }
    const size_t L = t.size();
    if (!one_line_boards(L)) {
      if (L < static_cast<size_t>(PiecesPuzzle::kMinSide) || L > static_cast<size_t>(PiecesPuzzle::kMaxSide))
        throw ParseError{first, std::to_string(L) + " cells on a line: a board row needs " + size_range() +
                                    " (or one line of N*N cells)"};
      return make(first, read_rows(first, static_cast<int>(L)), s);
    }
    const int n = square_root(L);
    if (n > PiecesPuzzle::kMaxSide)
      throw ParseError{first, "a one-line board of side " + std::to_string(n) + ": the side must be " + size_range()};
    ++i;
    one_line = true;
    Grid g(n, n);
    g.cells.clear();
    append_cells(t, first, g.cells);
    return make(first, std::move(g), s);
  }
};

}  // namespace

std::vector<Record> read_pieces(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const Settings st = settings(opt);
  bool one_line = false;  // the last board read is a one-line board: an error in it costs no other line
  const auto block = [&](const std::vector<TextLine>& lines, size_t& i) {
    PiecesReader r(lines, st);
    r.i = i;
    struct Past {  // the lines read, even when the board is refused
      PiecesReader& r;
      size_t& i;
      bool& one_line;
      ~Past() {
        i = std::max(r.i, i + 1);
        one_line = r.one_line;
      }
    } past{r, i, one_line};
    return r.board(lines[i].text, lines[i].number);
  };
  return read_line_forms(text, source, opt.first_line, {}, block, [&](std::string_view) { return one_line; });
}

}  // namespace gridsat
