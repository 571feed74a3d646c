#include "puzzles/sudoku/sudoku.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <sstream>

#include "puzzles/common/solo_cells.hpp"
#include "puzzles/common/solo_params.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

// Box shape for side n: --box if given (it must fit), else gridsat's default.
std::pair<int, int> box_for(int n, const ReadOptions& opt, int line) {
  if (opt.box) {
    auto [r, c] = *opt.box;
    if (r * c != n)
      throw ParseError{line, "--box " + std::to_string(r) + "x" + std::to_string(c) + " does not fit a " +
                                 std::to_string(n) + "x" + std::to_string(n) + " grid (" + std::to_string(r) + "*" +
                                 std::to_string(c) + " != " + std::to_string(n) + ")"};
    return *opt.box;
  }
  if (auto b = default_box(n)) return *b;
  throw ParseError{line, "a " + std::to_string(n) + "x" + std::to_string(n) + " grid has no box shape other than 1x" +
                             std::to_string(n) +
                             ": that is a Latin square, not a Sudoku (solve it with --type latin, or pass --box 1x" +
                             std::to_string(n) + ")"};
}

std::unique_ptr<Puzzle> make(int n, std::vector<int> cells, const ReadOptions& opt, int line, GridForm form,
                             std::optional<std::pair<int, int>> box = std::nullopt, bool solo_x = false) {
  auto [br, bc] = box ? *box : box_for(n, opt, line);
  ExtraHouses extra = extra_houses_of(opt);
  extra.x = extra.x || solo_x;
  if (auto why = extra_houses_problem(extra, n); !why.empty()) throw ParseError{line, why};
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, line, br, bc);
  check_extra_house_givens(g, extra, line);
  return std::make_unique<Sudoku>(std::move(g), br, bc, form, extra);
}

// solo: "C[xR]:desc", grid side C*R. Checked against sgt-solo's generated IDs: the
// blocks are C rows high and R columns wide (2x3: boxes of 2 rows x 3 columns).
std::unique_ptr<Puzzle> parse_solo(std::string_view s, const ReadOptions& opt, int line) {
  size_t colon = s.find(':');
  std::string_view params = s.substr(0, colon), desc = s.substr(colon + 1);
  int c = 0, r = 0;
  size_t i = 0;
  auto number = [&](int& v) {  // saturates far above any valid size instead of overflowing
    while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i])))
      v = std::min(v * 10 + (params[i++] - '0'), 100000);
  };
  number(c);
  if (i < params.size() && params[i] == 'x') {
    ++i;
    number(r);
  } else {
    r = c;
  }
  const auto parsed = solo_flags(params.substr(i));
  if (!parsed)
    throw ParseError{line, "solo game ID '" + printable(params) +
                               ":' has flags other than j (jigsaw), x (X diagonals) "
                               "and k (killer): " +
                               printable(params.substr(i))};
  const SoloFlags flags = *parsed;
  if (flags.killer)
    throw ParseError{line, "solo game ID '" + printable(params) +
                               ":' is a killer Sudoku (k): read it with --type killer, not as a Sudoku"};
  if (flags.jigsaw)
    throw ParseError{line, "solo game ID '" + printable(params) +
                               ":' is a jigsaw Sudoku (j): read it with --type jigsaw, not as a Sudoku"};
  if (c < 1 || r < 1 || c > 400 || r > 400 || c * r < 2 || c * r > 400)
    throw ParseError{line, "solo game ID size '" + printable(params) + "' is out of range"};
  const int n = c * r;
  if (opt.box && (opt.box->first != c || opt.box->second != r))
    throw ParseError{line, "--box contradicts the solo game ID's block shape " + printable(params)};
  std::vector<int> cells = solo_cells(desc, n, static_cast<long long>(n) * n, n, line, "description");
  return make(n, std::move(cells), opt, line, GridForm::solo, std::pair{c, r}, flags.x);
}

// pzprjs' sudoku: "sudoku/N/N/" then the givens as number16 (g-z runs of blanks); the
// box shape is --box's or gridsat's default (pzprjs': 2x3 for 6, 3x3 for 9, ...).
std::unique_ptr<Puzzle> parse_url(std::string_view s, const ReadOptions& opt, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "sudoku", line);
  if (h.cols != h.rows)
    throw ParseError{line, "puzz.link URL: a " + std::to_string(h.cols) + "x" + std::to_string(h.rows) +
                               " board; a Sudoku is square"};
  const int n = h.cols;
  if (n < 2 || n > 400) throw ParseError{line, "Sudoku size " + std::to_string(n) + " is out of range 2..400"};
  const size_t cells_n = static_cast<size_t>(n) * n;
  std::vector<int> cells = puzzlink::read_cells(h, line, puzzlink::read_number16);
  for (size_t i = 0; i < cells_n; ++i) {
    const std::string at = "row " + std::to_string(i / n + 1) + " column " + std::to_string(i % n + 1);
    if (cells[i] == puzzlink::kUnknown)
      throw ParseError{line, "puzz.link URL: a '?' given at " + at + " (not supported)"};
    if (cells[i] == 0 || cells[i] > n)
      throw ParseError{line,
                       "the given " + std::to_string(cells[i]) + " at " + at + " is outside 1.." + std::to_string(n)};
    cells[i] = std::max(cells[i], 0);
  }
  return make(n, std::move(cells), opt, line, n <= 35 ? GridForm::chars : GridForm::ints);
}

// A Prolog list token: a value, or 0 for a blank (`_`, a named variable `_G12` or `X`, '.', 0).
int prolog_value(std::string_view tok, int n, int line) {
  if (tok == "'.'" || tok == "\".\"" || tok == "0") return 0;
  const unsigned char first = static_cast<unsigned char>(tok[0]);
  if (tok[0] == '_' || std::isupper(first)) {
    for (char c : tok)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
        throw ParseError{line, "'" + printable(tok) + "' is not a Prolog variable or a value"};
    return 0;
  }
  int v = 0;
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  if (ec != std::errc() || p != tok.data() + tok.size() || v < 0 || v > n)
    throw ParseError{line,
                     "'" + printable(tok) + "' is not a value 1.." + std::to_string(n) + " or a blank (_, '.', 0)"};
  return v;
}

// The origin reports' Prolog form: a list of the cells, `[8,_,_,2,...]` (flat, or a list of
// rows), over one or more lines, maybe ending in '.'. lines[i] starts it; i moves past it.
std::unique_ptr<Puzzle> parse_prolog(const std::vector<TextLine>& lines, size_t& i, const ReadOptions& opt) {
  const int line = lines[i].number;
  const size_t start = i;
  std::string body;
  int depth = 0;
  bool closed = false;
  for (; i < lines.size() && !closed && (i == start || !lines[i].text.empty()); ++i) {  // a blank line ends it
    for (char c : lines[i].text) {
      if (closed) {
        if (c != '.' && c != ' ' && c != '\t')
          throw ParseError{lines[i].number, "'" + printable(std::string(1, c)) + "' after the Prolog list"};
        continue;
      }
      if (c == '[') ++depth;
      else if (c == ']') closed = --depth == 0;
      body += c == '[' || c == ']' ? ',' : c;
    }
    body += ' ';
  }
  if (!closed)
    throw ParseError{line, "the Prolog list starting here is not closed by ']' before a blank line or the end"};
  std::vector<std::string> cells_text;  // the brackets became commas: empty pieces are dropped
  std::istringstream in(body);
  for (std::string tok; std::getline(in, tok, ',');) {
    const size_t a = tok.find_first_not_of(" \t"), b = tok.find_last_not_of(" \t");
    if (a != std::string::npos) cells_text.push_back(tok.substr(a, b - a + 1));
  }
  int n = 1;
  while (static_cast<size_t>(n) * n < cells_text.size()) ++n;
  if (static_cast<size_t>(n) * n != cells_text.size() || n < 2)
    throw ParseError{line, "the Prolog list holds " + std::to_string(cells_text.size()) +
                               " elements, not a square number of cells (81 for 9x9)"};
  std::vector<int> cells;
  for (const auto& t : cells_text) cells.push_back(prolog_value(t, n, line));
  return make(n, std::move(cells), opt, line, GridForm::prolog);
}

}  // namespace

bool is_prolog_list(std::string_view line) {
  const size_t a = line.find_first_not_of(" \t");
  return a != std::string_view::npos && line[a] == '[';
}

size_t prolog_list_end(const std::vector<TextLine>& lines, size_t i) {
  int depth = 0;
  for (const size_t start = i; i < lines.size(); ++i) {
    if (i > start && lines[i].text.empty()) return i;  // not closed: the reader stops here too
    for (char c : lines[i].text) {
      if (c == '[') ++depth;
      else if (c == ']' && --depth == 0) return i + 1;
    }
  }
  return SIZE_MAX;
}

bool is_solo_id(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return false;
  while (i < line.size() && std::isalnum(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

std::vector<Record> read_sudoku(const std::string& text, const std::string& source, const ReadOptions& opt) {
  SpecialLine solo = [&](const std::vector<TextLine>& lines, size_t& i, std::vector<Record>& out) {
    if (is_prolog_list(lines[i].text)) {
      const size_t start = i;
      out.push_back(make_record(source, lines[i].number, [&] { return parse_prolog(lines, i, opt); }));
      if (i == start) ++i;
      if (!out.back().puzzle) i = std::max(i, std::min(prolog_list_end(lines, start), lines.size()));
      return true;
    }
    if (puzzlink::is_url(lines[i].text, "sudoku")) {
      const int number = lines[i].number;
      out.push_back(make_record(source, number, [&] { return parse_url(lines[i].text, opt, number); }));
      ++i;
      return true;
    }
    if (!is_solo_id(lines[i].text)) return false;
    const int number = lines[i].number;
    out.push_back(make_record(source, number, [&] { return parse_solo(lines[i].text, opt, number); }));
    ++i;
    return true;
  };
  return read_grid_blocks(
      text, source, solo,
      [&](int line, int n, std::vector<int> cells, GridForm form) {
        return make(n, std::move(cells), opt, line, form);
      },
      opt.first_line);
}

std::string sudoku_url(const Puzzle& p) {
  const auto& s = dynamic_cast<const Sudoku&>(p);
  const Grid& g = s.givens();
  if (s.extra().any() || default_box(g.rows) != std::pair{s.box_rows(), s.box_cols()}) return "";
  std::vector<int> cells = g.cells;
  for (int& v : cells) v = v ? v : puzzlink::kNone;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("sudoku", g.cols, g.rows, body);
}

}  // namespace gridsat
