#include "puzzles/sudoku/sudoku_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "puzzles/sudoku/sudoku.hpp"

namespace gridsat {

namespace {

// Box shape for side n: --box if given (it must fit), else gridsat's default.
std::pair<int, int> box_for(int n, const ReadOptions& opt, int line) {
  if (opt.box) {
    auto [r, c] = *opt.box;
    if (r * c != n)
      throw ParseError{line, "--box " + std::to_string(r) + "x" + std::to_string(c) + " does not fit a " + std::to_string(n) + "x" +
                           std::to_string(n) + " grid (" + std::to_string(r) + "*" + std::to_string(c) +
                           " != " + std::to_string(n) + ")"};
    return *opt.box;
  }
  if (auto b = default_box(n)) return *b;
  throw ParseError{line, "a " + std::to_string(n) + "x" + std::to_string(n) + " grid has no box shape other than 1x" +
                       std::to_string(n) + ": that is a Latin square, not a Sudoku (solve it with --type latin, or pass --box 1x" +
                       std::to_string(n) + ")"};
}

std::unique_ptr<Puzzle> make(int n, std::vector<int> cells, const ReadOptions& opt, int line, GridForm form,
                             std::optional<std::pair<int, int>> box = std::nullopt) {
  auto [br, bc] = box ? *box : box_for(n, opt, line);
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, line, br, bc);
  return std::make_unique<Sudoku>(std::move(g), br, bc, form);
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
  if (i != params.size())
    throw ParseError{line, "solo game ID '" + printable(params) + ":' uses options (" + printable(params.substr(i)) +
                         ": jigsaw, X diagonals or killer); only plain Sudoku IDs are supported"};
  if (c < 1 || r < 1 || c > 400 || r > 400 || c * r < 2 || c * r > 400)
    throw ParseError{line, "solo game ID size '" + printable(params) + "' is out of range"};
  const int n = c * r;
  if (opt.box && (opt.box->first != c || opt.box->second != r))
    throw ParseError{line, "--box contradicts the solo game ID's block shape " + printable(params)};
  std::vector<int> cells;
  size_t area = static_cast<size_t>(n) * n;
  for (size_t k = 0; k < desc.size();) {
    char ch = desc[k];
    if (ch >= 'a' && ch <= 'z') {
      cells.insert(cells.end(), static_cast<size_t>(ch - 'a' + 1), 0);
      ++k;
    } else if (ch == '_') {
      ++k;
    } else if (ch >= '1' && ch <= '9') {
      int v = 0;
      while (k < desc.size() && std::isdigit(static_cast<unsigned char>(desc[k])) && v <= n) v = v * 10 + (desc[k++] - '0');
      if (v > n) throw ParseError{line, "solo game ID: value " + std::to_string(v) + " is above " + std::to_string(n)};
      cells.push_back(v);
    } else {
      throw ParseError{line, "solo game ID: unexpected character '" + printable_at(desc, k) + "' in the description"};
    }
    if (cells.size() > area) break;
  }
  if (cells.size() != area)
    throw ParseError{line, "solo game ID describes " + std::to_string(cells.size()) + " cells, a " + std::to_string(n) + "x" +
                         std::to_string(n) + " grid has " + std::to_string(area)};
  return make(n, std::move(cells), opt, line, GridForm::solo, std::pair{c, r});
}

}  // namespace

bool is_solo_id(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return false;
  while (i < line.size() && std::isalnum(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

std::vector<Record> read_sudoku(const std::string& text, const std::string& source, const ReadOptions& opt) {
  SpecialLine solo = [&](const std::vector<TextLine>& lines, size_t& i, std::vector<Record>& out) {
    if (!is_solo_id(lines[i].text)) return false;
    const int number = lines[i].number;
    out.push_back(make_record(source, number, [&] { return parse_solo(lines[i].text, opt, number); }));
    ++i;
    return true;
  };
  return read_grid_blocks(text, source, solo, [&](int line, int n, std::vector<int> cells, GridForm form) {
    return make(n, std::move(cells), opt, line, form);
  }, opt.first_line);
}

}  // namespace gridsat
