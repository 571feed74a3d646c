// Tapa's forms: pzprjs' URL (its own clue code) and the typed block (tapa.hpp lists them).
#include <algorithm>
#include <cctype>

#include "puzzles/common/ring_runs.hpp"
#include "puzzles/tapa/tapa.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<std::vector<int>> clues, TapaForm form, int line) {
  for (size_t i = 0; i < clues.size(); ++i)
    if (!clues[i].empty() && !ring_clue_valid(clues[i]))
      throw ParseError{line, "the clue " + tapa_clue_text(clues[i]) + " at " + cell_name(cols, i) +
                                 " is out of range (one number 0..8, or 2-4 numbers 1.. ('?' any) whose runs fit 8 cells)"};
  return std::make_unique<Tapa>(rows, cols, std::move(clues), form);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "tapa"); }

int base36(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

// The numbers of a two-character code 360..475: 2 numbers base 6, 3 base 4, 4 bits; 0 a '?'.
std::vector<int> two_char_clue(int code) {
  std::vector<int> v;
  if (code >= 360 && code < 396) v = {(code - 360) / 6, (code - 360) % 6};
  else if (code >= 396 && code < 460) v = {(code - 396) / 16, (code - 396) / 4 % 4, (code - 396) % 4};
  else if (code >= 460 && code < 476) v = {(code - 460) >> 3 & 1, (code - 460) >> 2 & 1, (code - 460) >> 1 & 1, (code - 460) & 1};
  for (int& x : v) x = x == 0 ? kRingAny : x;
  return v;
}

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "tapa", line, true);
  check_board_size("tapa", h.cols, h.rows, 1, kMaxSide, line);
  const size_t n = static_cast<size_t>(h.rows) * h.cols;
  std::vector<std::vector<int>> clues(n);
  puzzlink::Body b{h.body, line};
  size_t c = 0;
  while (!b.done() && c < n) {
    const char ch = b.text[b.at];
    if (ch >= '0' && ch <= '8') clues[c++] = {ch - '0'};
    else if (ch == '9') clues[c++] = {1, 1, 1, 1};
    else if (ch == '.') clues[c++] = {kRingAny};
    else if (ch >= 'g' && ch <= 'z') c += static_cast<size_t>(ch - 'g' + 1);
    else if (ch >= 'a' && ch <= 'f') {
      const int lo = b.at + 1 < b.text.size() ? base36(b.text[b.at + 1]) : -1;
      const std::vector<int> v = lo < 0 ? std::vector<int>{} : two_char_clue(base36(ch) * 36 + lo);
      if (v.empty()) {
        ++b.at;
        b.unexpected("clue after '" + std::string(1, ch) + "'");
      }
      clues[c++] = v;
      ++b.at;
    } else {
      b.unexpected("cells");
    }
    ++b.at;
  }
  if (c > n) throw ParseError{line, "puzz.link URL: the cells run past their " + std::to_string(n)};
  b.finish("the " + std::to_string(n) + " cells");
  return make(h.rows, h.cols, std::move(clues), TapaForm::puzzlink, line);
}

// pzprjs' code of one clue.
std::string clue_code(const std::vector<int>& v) {
  const auto z = [](int x) { return x == kRingAny ? 0 : x; };
  int code = 0;
  if (v.size() == 1) return v[0] == kRingAny ? "." : std::string(1, static_cast<char>('0' + v[0]));
  if (v.size() == 2) code = 360 + z(v[0]) * 6 + z(v[1]);
  if (v.size() == 3) code = 396 + z(v[0]) * 16 + z(v[1]) * 4 + z(v[2]);
  if (v.size() == 4) {
    if (v == std::vector<int>{1, 1, 1, 1}) return "9";
    code = 460 + (z(v[0]) ? 8 : 0) + (z(v[1]) ? 4 : 0) + (z(v[2]) ? 2 : 0) + (z(v[3]) ? 1 : 0);
  }
  const char* digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  return {digits[code / 36], digits[code % 36]};
}

}  // namespace

std::string tapa_puzzlink_url(int rows, int cols, const std::vector<std::vector<int>>& clues) {
  std::string body;
  int gap = 0;
  const auto flush = [&] {
    if (gap) body += static_cast<char>('g' + gap - 1);
    gap = 0;
  };
  for (const auto& clue : clues) {
    if (clue.empty()) {
      if (++gap == 20) flush();
      continue;
    }
    flush();
    body += clue_code(clue);
  }
  flush();
  return puzzlink::url("tapa", cols, rows, body);
}

namespace {

// ---- the typed block ----------------------------------------------------------------------

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "tapa";
}

// A block cell: -1 not one; else 0 empty ('.' or 'x'), 1 a clue (into `clue`).
int block_cell(std::string_view tok, std::vector<int>& clue) {
  clue.clear();
  if (tok == "." || tok == "x" || tok == "X") return 0;
  if (tok.size() > 4) return -1;
  for (char ch : tok) {
    if (ch == '?') clue.push_back(kRingAny);
    else if (ch >= '0' && ch <= '9') clue.push_back(ch - '0');
    else return -1;
  }
  return 1;
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<std::vector<int>> clues;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#' && !is_url(lines[i].text);
       ++i, ++rows) {
    const auto w = split_ws(lines[i].text);
    for (size_t k = 0; k < w.size(); ++k) {
      std::vector<int> clue;
      if (block_cell(w[k], clue) < 0)
        throw ParseError{lines[i].number, "column " + std::to_string(k + 1) + ": '" + printable(w[k]) +
                                              "' is no cell ('.' empty, 'x' shaded, a clue's numbers 0-8 and '?')"};
      clues.push_back(clue);
    }
    if (cols < 0) cols = static_cast<int>(w.size());
    if (static_cast<int>(w.size()) != cols)
      throw ParseError{lines[i].number, "row " + std::to_string(rows + 1) + " has " + std::to_string(w.size()) +
                                            " cells, row 1 has " + std::to_string(cols)};
  }
  if (rows == 0) throw ParseError{first, "a tapa header with no rows after it"};
  check_board_size("tapa", cols, rows, 1, kMaxSide, first);
  return make(rows, cols, std::move(clues), TapaForm::block, first);
}

bool starts_puzzle(std::string_view t) { return t.empty() || is_url(t) || is_header(t); }

}  // namespace

bool looks_like_tapa(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_tapa(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block, starts_puzzle);
}

std::string tapa_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Tapa&>(p);
  return tapa_puzzlink_url(t.rows(), t.cols(), t.clues());
}

}  // namespace gridsat
