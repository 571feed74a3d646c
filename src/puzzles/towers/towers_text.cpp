#include "puzzles/towers/towers.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxN = 100;

const char* const kSide[] = {"above column", "below column", "left of row", "right of row"};

std::string clue_name(int n, int i) { return std::string(kSide[i / n]) + " " + std::to_string(i % n + 1); }

// The clues each hold 1..n, and the two clues of a line can hold together: a row of 1..n
// seen from both ends shows a and b towers only when a + b <= n + 1 and not a = b = 1 (n > 1:
// the tallest is seen from both ends, so it would stand at both ends). Throws ParseError.
void check_clues(int n, const std::vector<int>& clues, int line) {
  for (int i = 0; i < 4 * n; ++i)
    if (clues[i] < 0 || clues[i] > n)
      throw ParseError{
          line, "the clue " + std::to_string(clues[i]) + " " + clue_name(n, i) + " is outside 1.." + std::to_string(n)};
  for (int i = 0; i < 4 * n; i += (i % n == n - 1 ? n + 1 : 1)) {
    const int a = clues[i], b = clues[i + n];
    if (!a || !b) continue;
    const std::string what = std::string(i < n ? "column " : "row ") + std::to_string(i % n + 1);
    if (a + b > n + 1)
      throw ParseError{line, "the clues " + std::to_string(a) + " and " + std::to_string(b) + " on " + what +
                                 " cannot both hold: they add up to more than " + std::to_string(n + 1)};
    if (a == 1 && b == 1 && n > 1)
      throw ParseError{
          line, "the clues 1 and 1 on " + what + " cannot both hold: the tallest tower would stand at both ends"};
  }
}

std::unique_ptr<Puzzle> make(int n, std::vector<int> clues, std::vector<int> cells, TowersForm form, int line) {
  check_clues(n, clues, line);
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, line);
  return std::make_unique<Towers>(std::move(g), std::move(clues), form);
}

// "N:" or "NdX:" at the start: the line is read as an sgt game ID.
bool sgt_prefix(std::string_view s, size_t& colon) {
  size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0) return false;
  if (i + 1 < s.size() && s[i] == 'd' && std::isalpha(static_cast<unsigned char>(s[i + 1]))) i += 2;
  if (i >= s.size() || s[i] != ':') return false;
  colon = i;
  return true;
}

// An sgt towers ID as --type auto knows it: the prefix, then only digits and exactly 4N-1
// slashes up to the end or a ','.
bool is_sgt_id(std::string_view s) {
  size_t colon = 0;
  if (!sgt_prefix(s, colon)) return false;
  const int n = digits_value(s.substr(0, std::min(s.find_first_not_of("0123456789"), colon)));
  int slashes = 0;
  size_t j = colon + 1;
  for (; j < s.size() && s[j] != ','; ++j) {
    if (s[j] == '/') ++slashes;
    else if (!std::isdigit(static_cast<unsigned char>(s[j]))) return false;
  }
  return n >= 1 && slashes == 4 * n - 1;
}

// The cells of an sgt ID after its ',': run-length coded, exactly n * n of them.
std::vector<int> sgt_cells(std::string_view grid, int n, int line) {
  std::vector<int> cells;
  const size_t want = static_cast<size_t>(n) * n;
  for (size_t k = 0; k < grid.size() && cells.size() <= want;) {
    const char c = grid[k];
    if (c >= 'a' && c <= 'z') {
      cells.insert(cells.end(), c - 'a' + 1, 0);
      ++k;
    } else if (c == '_') {
      ++k;
    } else if (c >= '1' && c <= '9') {
      size_t j = k;
      while (j < grid.size() && std::isdigit(static_cast<unsigned char>(grid[j]))) ++j;
      const int v = digits_value(grid.substr(k, j - k));
      if (v > n)
        throw ParseError{line, "towers game ID: the given " + std::to_string(v) + " is above " + std::to_string(n)};
      cells.push_back(v);
      k = j;
    } else {
      throw ParseError{line, "towers game ID: unexpected '" + printable_at(grid, k) + "' in the cells"};
    }
  }
  if (cells.size() != want)
    throw ParseError{
        line, "towers game ID: the cells " +
                  std::string(cells.size() > want ? "run past " : "fill " + std::to_string(cells.size()) + " of ") +
                  std::to_string(want) + " cells"};
  return cells;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t colon = 0;
  sgt_prefix(s, colon);
  const std::string_view params = s.substr(0, colon);
  const int n = digits_value(params.substr(0, params.find_first_not_of("0123456789")));
  if (n < 1 || n > kMaxN)
    throw ParseError{line, "towers size " + std::to_string(n) + " is out of range 1.." + std::to_string(kMaxN)};
  std::string_view desc = s.substr(colon + 1);
  const size_t comma = desc.find(',');
  const std::string_view clue_part = desc.substr(0, comma);
  std::vector<int> clues;
  size_t from = 0;
  while (true) {
    const size_t slash = clue_part.find('/', from);
    const std::string_view tok = clue_part.substr(from, slash == std::string_view::npos ? slash : slash - from);
    if (!tok.empty() && !all_digits(tok))
      throw ParseError{line, "towers game ID: clue " + std::to_string(clues.size() + 1) + " '" + printable(tok) +
                                 "' is not a number"};
    clues.push_back(tok.empty() ? 0 : digits_value(tok) == 0 ? -1 : digits_value(tok));  // -1: a written 0
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  if (static_cast<int>(clues.size()) != 4 * n)
    throw ParseError{line, "towers game ID: " + std::to_string(clues.size()) + " clues, expected " +
                               std::to_string(4 * n) + " (4 x " + std::to_string(n) + ")"};
  for (int i = 0; i < 4 * n; ++i)
    if (clues[i] < 0) throw ParseError{line, "the clue 0 " + clue_name(n, i) + " is below 1"};
  std::vector<int> cells = comma == std::string_view::npos ? std::vector<int>(static_cast<size_t>(n) * n, 0)
                                                           : sgt_cells(desc.substr(comma + 1), n, line);
  return make(n, std::move(clues), std::move(cells), TowersForm::sgt, line);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "skyscrapers"); }

// pzprjs' skyscrapers: the 4N clues (number16: above, below, left, right), then the givens
// (number16); '.' an unknown value (no clue, a blank cell).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "skyscrapers", line);
  if (h.cols != h.rows)
    throw ParseError{line, "puzz.link URL: a " + std::to_string(h.cols) + "x" + std::to_string(h.rows) +
                               " board; towers are square"};
  const int n = h.cols;
  if (n < 1 || n > kMaxN)
    throw ParseError{line, "towers size " + std::to_string(n) + " is out of range 1.." + std::to_string(kMaxN)};
  puzzlink::Body body{h.body, line};
  std::vector<int> clues = puzzlink::read_number16(body, 4 * static_cast<size_t>(n), "clues");
  std::vector<int> cells = puzzlink::read_number16(body, static_cast<size_t>(n) * n, "cells");
  body.finish("the " + std::to_string(n * n) + " cells");
  for (int i = 0; i < 4 * n; ++i) {
    if (clues[i] == 0) throw ParseError{line, "the clue 0 " + clue_name(n, i) + " is below 1"};
    clues[i] = std::max(clues[i], 0);
  }
  for (size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] == 0 || cells[i] > n)
      throw ParseError{line, "puzz.link URL: the given " + std::to_string(cells[i]) + " at row " +
                                 std::to_string(i / n + 1) + " column " + std::to_string(i % n + 1) +
                                 " is outside 1.." + std::to_string(n)};
    cells[i] = std::max(cells[i], 0);
  }
  return make(n, std::move(clues), std::move(cells), TowersForm::puzzlink, line);
}

}  // namespace

std::string towers_puzzlink_url(int n, const std::vector<int>& clues, const Grid& g) {
  auto values = [](const std::vector<int>& v) {  // 0: none
    std::vector<int> out(v);
    for (int& x : out) x = x ? x : puzzlink::kNone;
    return out;
  };
  std::string body;
  puzzlink::write_number16(body, values(clues));
  if (std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; }))
    puzzlink::write_number16(body, values(g.cells));
  return puzzlink::url("skyscrapers", n, n, body);
}

namespace {

// ---- the block ----------------------------------------------------------------------------

// A line's tokens: whitespace-separated, or one character each when the line is one word.
std::vector<std::string_view> tokens(std::string_view t, size_t want) {
  auto w = split_ws(t);
  if (w.size() == 1 && want > 1 && w[0].size() == want) {
    std::vector<std::string_view> chars;
    for (size_t i = 0; i < w[0].size(); ++i) chars.push_back(w[0].substr(i, 1));
    return chars;
  }
  return w;
}

size_t block_width(std::string_view first) {
  auto w = split_ws(first);
  return w.size() == 1 ? w[0].size() : w.size();
}

bool is_corner(std::string_view t) { return t == "+" || t == "."; }

// The value of a token: '.' (and, inside, '0') is 0; a number; -1 otherwise.
int token_value(std::string_view t, bool inside) {
  if (t == "." || (!inside && t == "-") || (inside && t == "0")) return 0;
  if (all_digits(t)) return digits_value(t) == 0 ? -2 : digits_value(t);
  if (t.size() == 1 && std::isupper(static_cast<unsigned char>(t[0]))) return char_value(t[0]);  // A-Z: 10..35
  return -1;
}

// The block starting at lines[i]; advances i past it.
std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  const size_t k = block_width(lines[i].text);
  if (k < 3 || k > kMaxN + 2)
    throw ParseError{first, std::to_string(k) +
                                " tokens on the first line: a block of N+2 lines of N+2 tokens, N = 1.." +
                                std::to_string(kMaxN)};
  const int n = static_cast<int>(k) - 2;
  std::vector<int> clues(4 * static_cast<size_t>(n), 0), cells;
  for (int r = 0; r < n + 2; ++r, ++i) {
    if (i >= lines.size() || lines[i].text.empty())
      throw ParseError{first, "the block has " + std::to_string(r) + " lines, expected " + std::to_string(n + 2) +
                                  " (as many as the first line has tokens)"};
    const auto t = tokens(lines[i].text, k);
    const int ln = lines[i].number;
    if (t.size() != k)
      throw ParseError{ln, std::to_string(t.size()) + " tokens, expected " + std::to_string(k) + " like line " +
                               std::to_string(first)};
    for (int c = 0; c < n + 2; ++c) {
      const bool edge_r = r == 0 || r == n + 1, edge_c = c == 0 || c == n + 1;
      if (edge_r && edge_c) {
        if (!is_corner(t[c])) throw ParseError{ln, "corner '" + printable(t[c]) + "': expected '+' or '.'"};
        continue;
      }
      const int v = token_value(t[c], !edge_r && !edge_c);
      if (v == -1) throw ParseError{ln, "column " + std::to_string(c + 1) + ": '" + printable(t[c]) + "' is no value"};
      if (!edge_r && !edge_c) {
        if (v == -2 || v > n)
          throw ParseError{ln, "the given " + std::string(t[c]) + " is outside 1.." + std::to_string(n)};
        cells.push_back(v);
        continue;
      }
      const int at = r == 0 ? c - 1 : r == n + 1 ? n + c - 1 : c == 0 ? 2 * n + r - 1 : 3 * n + r - 1;
      if (v == -2) throw ParseError{ln, "the clue 0 " + clue_name(n, at) + " is below 1"};
      clues[at] = v;
    }
  }
  return make(n, std::move(clues), std::move(cells), TowersForm::block, first);
}

// The first line of a block as --type auto knows it: '+' corners around clues ('.' none;
// '-' too when the tokens are whitespace-separated, so that a "+-----+" frame is no block).
bool is_block_top(std::string_view t) {
  const auto w = split_ws(t);
  const size_t k = block_width(t);
  if (k < 3) return false;
  const auto tok = tokens(t, k);
  if (tok.size() != k || tok.front() != "+" || tok.back() != "+") return false;
  for (size_t i = 1; i + 1 < k; ++i) {
    const int v = token_value(tok[i], false);
    if (v < 0 && v != -2) return false;
    if (w.size() == 1 && tok[i] == "-") return false;
  }
  return true;
}

}  // namespace

bool looks_like_towers(const std::string& text) {
  int seen = 0;
  for (const auto& [number, t] : split_lines(text)) {
    if (t.empty() || t.front() == '#') continue;
    if (is_sgt_id(t) || is_url(t)) return true;
    if (seen == 0 && is_block_top(t)) return true;
    if (++seen > 40) break;
  }
  return false;
}

std::vector<Record> read_towers(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto is_sgt = [](std::string_view t) {
    size_t colon = 0;
    return sgt_prefix(t, colon);
  };
  return read_line_forms(text, source, opt.first_line, {{is_sgt, parse_sgt}, {is_url, parse_url}}, parse_block);
}

std::string towers_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Towers&>(p);
  return towers_puzzlink_url(t.n(), t.clues(), t.givens());
}

}  // namespace gridsat
