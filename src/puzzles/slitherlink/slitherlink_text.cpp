#include "puzzles/slitherlink/slitherlink.hpp"

#include <algorithm>
#include <cctype>

#include "text/char_block.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 300;

bool digit(char c) { return c >= '0' && c <= '9'; }

void check_size(int cols, int rows, int line) {
  if (cols < 1 || rows < 1 || cols > kMaxSide || rows > kMaxSide)
    throw ParseError{line, "slitherlink size " + std::to_string(cols) + "x" + std::to_string(rows) +
                               " is out of range 1x1.." + std::to_string(kMaxSide) + "x" + std::to_string(kMaxSide)};
}

// A clue's value at cell i: 0..4 on a square grid.
int clue_value(int v, int cols, int i, int line) {
  if (v > 4)
    throw ParseError{line, "the clue " + std::to_string(v) + " at " + cell_name(cols, static_cast<size_t>(i)) +
                               " is outside 0..4 (a square cell has four sides)"};
  return v;
}

// A line written by Slitherlink::line for a solution: the puzzle, a space, then the cells (1
// inside, 0 outside). The puzzle part is returned; the cells must fit the puzzle's `want`.
std::string_view drop_answer(std::string_view s, size_t want, int line) {
  const size_t space = s.find_first_of(" \t");
  if (space == std::string_view::npos) return s;
  std::string_view rest = s.substr(space);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  if (rest.size() != want || rest.find_first_not_of("01") != std::string_view::npos)
    throw ParseError{line, "after the puzzle: '" + printable(rest) + "' is not its " + std::to_string(want) +
                               " cells as 0 (outside) and 1 (inside)"};
  return s.substr(0, space);
}

// ---- sgt-loopy game IDs -------------------------------------------------------------------

struct SgtParams {
  int cols = 0, rows = 0, type = 0;
  size_t colon = 0;
};

// "WxH" then parameters 't' + digits and 'd' + a letter, then ':'; false when s is no such ID.
bool sgt_params(std::string_view s, SgtParams& p) {
  size_t i = 0;
  while (i < s.size() && digit(s[i])) ++i;
  if (i == 0 || i >= s.size() || s[i] != 'x') return false;
  p.cols = digits_value(s.substr(0, i));
  const size_t h = ++i;
  while (i < s.size() && digit(s[i])) ++i;
  if (i == h) return false;
  p.rows = digits_value(s.substr(h, i - h));
  bool typed = false;  // "t" given: what --type auto asks for
  while (i < s.size() && s[i] != ':') {
    if (s[i] == 't' && i + 1 < s.size() && digit(s[i + 1])) {
      const size_t t = ++i;
      while (i < s.size() && digit(s[i])) ++i;
      p.type = digits_value(s.substr(t, i - t));
      typed = true;
    } else if (s[i] == 'd' && i + 1 < s.size() && std::isalpha(static_cast<unsigned char>(s[i + 1]))) {
      i += 2;
    } else {
      return false;
    }
  }
  if (i >= s.size()) return false;
  p.colon = i;
  (void)typed;
  return true;
}

// An ID as --type auto knows it: the grid type is written ("t0"), as sgt-loopy writes it.
bool is_sgt_id(std::string_view s) {
  SgtParams p;
  if (!sgt_params(s, p)) return false;
  return s.substr(0, p.colon).find('t') != std::string_view::npos;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  SgtParams p;
  sgt_params(s, p);
  if (p.type != 0)
    throw ParseError{line, "sgt-loopy grid type t" + std::to_string(p.type) +
                               " is not supported: gridsat reads Slitherlink on the square grid (t0) only"};
  check_size(p.cols, p.rows, line);
  const size_t want = static_cast<size_t>(p.cols) * p.rows;
  std::vector<int> clues;
  const std::string_view desc = drop_answer(s.substr(p.colon + 1), want, line);
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (c >= 'a' && c <= 'z') {
      clues.insert(clues.end(), static_cast<size_t>(c - 'a' + 1), -1);
    } else if (digit(c) || (c >= 'A' && c <= 'Z')) {
      const int v = digit(c) ? c - '0' : c - 'A' + 10;
      if (clues.size() < want) clues.push_back(clue_value(v, p.cols, static_cast<int>(clues.size()), line));
      else clues.push_back(v);
    } else {
      throw ParseError{line, "loopy game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
    }
    if (clues.size() > want)
      throw ParseError{line, "loopy game ID: the cells run past the " + std::to_string(want) + " of a " +
                                 std::to_string(p.cols) + "x" + std::to_string(p.rows) + " grid"};
  }
  if (clues.size() != want)
    throw ParseError{line, "loopy game ID: the cells fill " + std::to_string(clues.size()) + " of " +
                               std::to_string(want) + " cells"};
  return std::make_unique<Slitherlink>(p.rows, p.cols, std::move(clues), SlitherForm::sgt);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "slither"); }

// pzprjs' slither: the 4-cell coding; '.' a '?' clue (a cell whose number is unknown, no rule).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "slither", line, true);
  check_size(h.cols, h.rows, line);
  const int n = h.cols * h.rows;
  drop_answer(s, static_cast<size_t>(n), line);
  std::vector<int> clues = puzzlink::read_cells(h, line, puzzlink::read_cell4);
  for (int& v : clues) v = std::max(v, -1);
  return std::make_unique<Slitherlink>(h.rows, h.cols, std::move(clues), SlitherForm::puzzlink);
}

}  // namespace

std::string slitherlink_puzzlink_url(int rows, int cols, const std::vector<int>& clues) {
  std::string body;
  puzzlink::write_cell4(body, clues);
  return puzzlink::url("slither", cols, rows, body);
}

namespace {

// ---- the typed block ----------------------------------------------------------------------

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  CharBlock b = read_char_block(lines, i, [&](std::string_view row, int r, int c, int ln) {
    const char ch = row[c];
    if (ch == '.' || ch == '-') return -1;
    const int cols = static_cast<int>(row.size());
    if (digit(ch)) return clue_value(ch - '0', cols, r * cols + c, ln);
    throw ParseError{ln, "column " + std::to_string(c + 1) + ": '" + printable_at(row, c) +
                             "' is not a clue (0-4, or '.' for none)"};
  });
  check_size(b.cols, b.rows, b.first);
  return std::make_unique<Slitherlink>(b.rows, b.cols, std::move(b.cells), SlitherForm::text);
}

}  // namespace

bool looks_like_slitherlink(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t); });
}

std::vector<Record> read_slitherlink(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line,
                         {{[](std::string_view t) {
                             SgtParams p;
                             return sgt_params(t, p);
                           },
                           parse_sgt},
                          {is_url, parse_url}},
                         parse_block);
}

std::string slitherlink_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Slitherlink&>(p);
  return slitherlink_puzzlink_url(t.rows(), t.cols(), t.clues());
}

}  // namespace gridsat
