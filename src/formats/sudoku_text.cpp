#include "formats/sudoku_text.hpp"

#include <cctype>
#include <charconv>
#include <cmath>

#include "formats/reader.hpp"
#include "puzzles/sudoku/sudoku.hpp"

namespace gridsat {

namespace {

struct Fail {
  int line;
  std::string message;
};

bool is_square(size_t n, int& root) {
  root = static_cast<int>(std::lround(std::sqrt(static_cast<double>(n))));
  return static_cast<size_t>(root) * root == n;
}

// Box shape for side n: --box if given (it must fit), else gridsat's default.
std::pair<int, int> box_for(int n, const ReadOptions& opt, int line) {
  if (opt.box) {
    auto [r, c] = *opt.box;
    if (r * c != n)
      throw Fail{line, "--box " + std::to_string(r) + "x" + std::to_string(c) + " does not fit a " + std::to_string(n) + "x" +
                           std::to_string(n) + " grid (" + std::to_string(r) + "*" + std::to_string(c) +
                           " != " + std::to_string(n) + ")"};
    return *opt.box;
  }
  if (auto b = default_box(n)) return *b;
  throw Fail{line, "a " + std::to_string(n) + "x" + std::to_string(n) + " grid has no box shape other than 1x" +
                       std::to_string(n) + ": that is a Latin square, not a Sudoku (pass --box 1x" + std::to_string(n) +
                       " to solve it anyway)"};
}

int parse_int_token(std::string_view tok, int n, int line) {
  if (tok == ".") return 0;
  int v = 0;
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  if (ec != std::errc() || p != tok.data() + tok.size())
    throw Fail{line, "'" + printable(tok) + "' is not an integer (0 or . for a blank, 1.." + std::to_string(n) + ")"};
  if (v < 0 || v > n) throw Fail{line, "value " + std::to_string(v) + " is outside 0.." + std::to_string(n)};
  return v;
}

void parse_chars(std::string_view text, int n, int line, std::vector<int>& out) {
  for (size_t i = 0; i < text.size(); ++i) {
    int v = char_value(text[i]);
    if (v < 0)
      throw Fail{line, "column " + std::to_string(i + 1) + ": unexpected character '" + printable(text.substr(i, 1)) +
                           "' (blank is . or 0, values 1-9 then A-Z)"};
    if (v > n)
      throw Fail{line, "column " + std::to_string(i + 1) + ": '" + std::string(1, text[i]) + "' means " +
                           std::to_string(v) + ", above " + std::to_string(n)};
    out.push_back(v);
  }
}

std::unique_ptr<Puzzle> make(int n, std::vector<int> cells, const ReadOptions& opt, int line, SudokuForm form,
                             std::optional<std::pair<int, int>> box = std::nullopt) {
  auto [br, bc] = box ? *box : box_for(n, opt, line);
  Grid g(n, n);
  g.cells = std::move(cells);
  return std::make_unique<Sudoku>(std::move(g), br, bc, form);
}

// solo: "C[xR]:desc", grid side C*R. Checked against sgt-solo's generated IDs: the
// blocks are C rows high and R columns wide (2x3: boxes of 2 rows x 3 columns).
std::unique_ptr<Puzzle> parse_solo(std::string_view s, const ReadOptions& opt, int line) {
  size_t colon = s.find(':');
  std::string_view params = s.substr(0, colon), desc = s.substr(colon + 1);
  int c = 0, r = 0;
  size_t i = 0;
  while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i]))) c = c * 10 + (params[i++] - '0');
  if (i < params.size() && params[i] == 'x') {
    ++i;
    while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i]))) r = r * 10 + (params[i++] - '0');
  } else {
    r = c;
  }
  if (i != params.size())
    throw Fail{line, "solo game ID '" + printable(params) + ":' uses options (" + printable(params.substr(i)) +
                         ": jigsaw, X diagonals or killer); only plain Sudoku IDs are supported"};
  if (c < 1 || r < 1 || c * r < 2 || c * r > 400)
    throw Fail{line, "solo game ID size '" + printable(params) + "' is out of range"};
  const int n = c * r;
  if (opt.box && (opt.box->first != c || opt.box->second != r))
    throw Fail{line, "--box contradicts the solo game ID's block shape " + printable(params)};
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
      if (v > n) throw Fail{line, "solo game ID: value " + std::to_string(v) + " is above " + std::to_string(n)};
      cells.push_back(v);
    } else {
      throw Fail{line, "solo game ID: unexpected character '" + printable(desc.substr(k, 1)) + "' in the description"};
    }
    if (cells.size() > area) break;
  }
  if (cells.size() != area)
    throw Fail{line, "solo game ID describes " + std::to_string(cells.size()) + " cells, a " + std::to_string(n) + "x" +
                         std::to_string(n) + " grid has " + std::to_string(area)};
  return make(n, std::move(cells), opt, line, SudokuForm::solo, std::pair{c, r});
}

enum class Kind { chars, ints };

}  // namespace

bool is_solo_id(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return false;
  while (i < line.size() && std::isalnum(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

std::vector<Record> read_sudoku(const std::string& text, const std::string& source, const ReadOptions& opt) {
  std::vector<Record> out;
  auto emit = [&](int line, auto&& build) {
    Record rec{source, line, nullptr, {}};
    try {
      rec.puzzle = build();
    } catch (const Fail& f) {
      rec.error = source + ":" + std::to_string(f.line) + ": " + f.message;
    }
    out.push_back(std::move(rec));
  };
  const auto lines = split_lines(text);
  size_t i = 0;
  while (i < lines.size()) {
    std::string_view t = lines[i].text;
    if (t.empty() || t.front() == '#') {
      ++i;
      continue;
    }
    if (is_solo_id(t)) {
      emit(lines[i].number, [&] { return parse_solo(t, opt, lines[i].number); });
      ++i;
      continue;
    }
    // A block: consecutive lines of the same kind with no blank or comment line between.
    auto kind_of = [](std::string_view s) { return split_ws(s).size() > 1 ? Kind::ints : Kind::chars; };
    auto width_of = [&](std::string_view s) { return kind_of(s) == Kind::ints ? split_ws(s).size() : s.size(); };
    const Kind kind = kind_of(t);
    size_t end = i;
    while (end < lines.size() && !lines[end].text.empty() && lines[end].text.front() != '#' &&
           !is_solo_id(lines[end].text) && kind_of(lines[end].text) == kind)
      ++end;
    const size_t count = end - i;
    const size_t width = width_of(t);
    int root = 0;
    const bool grid_possible = kind == Kind::ints || width <= 35;
    const bool one_line = is_square(width, root) && root >= 4 && !(grid_possible && count == width);
    if (one_line) {
      for (size_t k = i; k < end; ++k) {
        const int num = lines[k].number;
        std::string_view s = lines[k].text;
        emit(num, [&]() -> std::unique_ptr<Puzzle> {
          size_t w = width_of(s);
          int n = 0;
          if (!is_square(w, n) || n < 2)
            throw Fail{num, std::to_string(w) + (kind == Kind::ints ? " integers" : " characters") +
                                " on a line, but a one-line puzzle needs N*N (81 for 9x9)"};
          std::vector<int> cells;
          cells.reserve(w);
          if (kind == Kind::chars) {
            parse_chars(s, n, num, cells);
          } else {
            for (auto tok : split_ws(s)) cells.push_back(parse_int_token(tok, n, num));
          }
          return make(n, std::move(cells), opt, num, kind == Kind::chars ? SudokuForm::chars : SudokuForm::ints);
        });
      }
      i = end;
      continue;
    }
    // Grids of `width` lines each.
    while (i < end) {
      const int first = lines[i].number;
      const size_t n = width;
      size_t take = std::min(n, end - i);
      emit(first, [&]() -> std::unique_ptr<Puzzle> {
        if (n < 2 || n > 100000) throw Fail{first, "a grid line holds " + std::to_string(n) + " values"};
        if (kind == Kind::chars && n > 35)
          throw Fail{first, std::to_string(n) + " characters on a line, but a one-line puzzle needs N*N (81 for 9x9)"};
        std::vector<int> cells;
        cells.reserve(n * n);
        for (size_t k = i; k < i + take; ++k) {
          std::string_view s = lines[k].text;
          size_t w = width_of(s);
          if (w != n)
            throw Fail{lines[k].number, std::to_string(w) + " values, expected " + std::to_string(n) + " like line " +
                                            std::to_string(first)};
          if (kind == Kind::chars) {
            parse_chars(s, static_cast<int>(n), lines[k].number, cells);
          } else {
            for (auto tok : split_ws(s)) cells.push_back(parse_int_token(tok, static_cast<int>(n), lines[k].number));
          }
        }
        if (take < n)
          throw Fail{first, "the grid starting here has " + std::to_string(take) + " rows of " + std::to_string(n) +
                                " values, expected " + std::to_string(n) + " rows"};
        return make(static_cast<int>(n), std::move(cells), opt, first,
                    kind == Kind::chars ? SudokuForm::chars : SudokuForm::ints);
      });
      i += take;
    }
  }
  if (out.empty()) out.push_back({source, 1, nullptr, source + ":1: no puzzle found (the input is empty)"});
  return out;
}

}  // namespace gridsat
