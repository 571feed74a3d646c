#include "puzzles/kakuro/kakuro.hpp"

#include <algorithm>
#include <cctype>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;
constexpr int kMaxSum = 45;

// pzprjs' one-character sums: 0-9, a-j 10..19, A-Z 20..45; -1 for another character.
int sum_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'j') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 20;
  return -1;
}
char sum_char(int v) { return v <= 9 ? static_cast<char>('0' + v) : v <= 19 ? static_cast<char>('a' + v - 10) : static_cast<char>('A' + v - 20); }

// A framed board being read: (rows + 1) x (cols + 1), blocks until made white.
struct Framed {
  int rows, cols;
  std::vector<char> white;
  std::vector<int> down, across, digits;
  Framed(int r, int c)
      : rows(r),
        cols(c),
        white(static_cast<size_t>(r + 1) * (c + 1), 0),
        down(white.size(), 0),
        across(white.size(), 0),
        digits(static_cast<size_t>(r) * c, 0) {}
  size_t at(int fr, int fc) const { return static_cast<size_t>(fr * (cols + 1) + fc); }
  std::unique_ptr<Puzzle> make(int line, KakuroForm form) {
    kakuro_runs(rows, cols, white, down, across, line);  // validates
    return std::make_unique<Kakuro>(rows, cols, std::move(white), std::move(down), std::move(across), digits, form);
  }
};

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "kakuro"); }

// One sum character of the body at b.at (advancing).
int read_sum(puzzlink::Body& b, std::string_view what) {
  if (b.done()) throw ParseError{b.line, "puzz.link URL: the body ends before the " + std::string(what)};
  const int v = sum_value(b.text[b.at]);
  if (v < 0) b.unexpected(what);
  ++b.at;
  return v;
}

// Long: pzprjs' decodeKakuro: the board's cells, then the frame's sums, each a step.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "kakuro", line);
  check_board_size("kakuro", h.cols, h.rows, 1, kMaxSide, line);
  Framed f(h.rows, h.cols);
  puzzlink::Body b{h.body, line};
  const int cells = h.rows * h.cols;
  for (int c = 0; c < cells;) {
    if (b.done()) throw ParseError{line, "puzz.link URL: the cells end after " + std::to_string(c) + " of " + std::to_string(cells)};
    const char ch = b.text[b.at];
    if (ch >= 'k' && ch <= 'z') {
      const int run = ch - 'k' + 1;
      if (c + run > cells) throw ParseError{line, "puzz.link URL: the cells run past their " + std::to_string(cells)};
      for (int k = 0; k < run; ++k, ++c) f.white[f.at(c / h.cols + 1, c % h.cols + 1)] = 1;
      ++b.at;
      continue;
    }
    const size_t at = f.at(c / h.cols + 1, c % h.cols + 1);
    if (ch == '.') {
      ++b.at;
    } else {
      f.down[at] = read_sum(b, "cells");
      f.across[at] = read_sum(b, "cells");
    }
    ++c;
  }
  for (int c = 0; c < h.cols; ++c)
    if (f.white[f.at(1, c + 1)]) f.down[f.at(0, c + 1)] = read_sum(b, "frame's down sums");
  for (int r = 0; r < h.rows; ++r)
    if (f.white[f.at(r + 1, 1)]) f.across[f.at(r + 1, 0)] = read_sum(b, "frame's across sums");
  b.finish("the frame's sums");
  return f.make(line, KakuroForm::puzzlink);
}

// ---- the typed form -------------------------------------------------------------------------

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "kakuro";
}

// A sum of a block token: empty (none) or 1..45.
int token_sum(std::string_view part, std::string_view token, int line, const std::string& where) {
  if (part.empty()) return 0;
  if (!all_digits(part) || digits_value(part) < 1 || digits_value(part) > kMaxSum)
    throw ParseError{line, where + ": '" + printable(token) + "' holds a sum outside 1..45"};
  return digits_value(part);
}

// Long: the framed rows (already split into tokens) and their line numbers; every check names
// the row and column of the framed board.
std::unique_ptr<Puzzle> parse_rows(const std::vector<std::vector<std::string_view>>& rows, const std::vector<int>& numbers) {
  const size_t width = rows.front().size();
  if (rows.size() < 2 || width < 2)
    throw ParseError{numbers.front(), "a kakuro needs the frame and at least one row and column of board"};
  check_board_size("kakuro", static_cast<int>(width) - 1, static_cast<int>(rows.size()) - 1, 1, kMaxSide,
                   numbers.front());
  Framed f(static_cast<int>(rows.size()) - 1, static_cast<int>(width) - 1);
  for (size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].size() != width)
      throw ParseError{numbers[r], "row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                       " cells, row 1 has " + std::to_string(width)};
    for (size_t c = 0; c < width; ++c) {
      const std::string_view t = rows[r][c];
      const std::string where = "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1);
      const size_t at = f.at(static_cast<int>(r), static_cast<int>(c));
      const size_t slash = t.find('\\');
      if (slash != std::string_view::npos) {
        f.down[at] = token_sum(t.substr(0, slash), t, numbers[r], where);
        f.across[at] = token_sum(t.substr(slash + 1), t, numbers[r], where);
        continue;
      }
      if (t == "#" || t == "X" || t == "x") continue;
      const bool digit = t.size() == 1 && t[0] >= '1' && t[0] <= '9';
      if (t != "." && !digit)
        throw ParseError{numbers[r], where + ": '" + printable(t) +
                                         "' is no cell ('.' white, 1-9 a digit, DOWN\\ACROSS a block, '#' a block)"};
      if (r == 0 || c == 0)
        throw ParseError{numbers[r], where + " is white: the frame (the first row and column) holds blocks only"};
      f.white[at] = 1;
      if (digit) f.digits[(r - 1) * (width - 1) + c - 1] = t[0] - '0';
    }
  }
  return f.make(numbers.front(), KakuroForm::text);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<std::vector<std::string_view>> rows;
  std::vector<int> numbers;
  while (i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#') {
    numbers.push_back(lines[i].number);
    rows.push_back(split_ws(lines[i++].text));
  }
  if (rows.empty()) throw ParseError{start, "a kakuro header with no rows after it"};
  return parse_rows(rows, numbers);
}

std::unique_ptr<Puzzle> parse_slashed(std::string_view t, int line) {
  std::vector<std::vector<std::string_view>> rows;
  for (size_t from = 0;;) {
    const size_t slash = t.find('/', from);
    rows.push_back(split_ws(t.substr(from, slash == std::string_view::npos ? slash : slash - from)));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  return parse_rows(rows, std::vector<int>(rows.size(), line));
}

}  // namespace

std::string kakuro_puzzlink_url(const Kakuro& k) {
  const int R = k.rows(), C = k.cols(), fc = C + 1;
  const auto& white = k.white();
  std::string body;
  int count = 0;
  for (int i = 0; i < R * C; ++i) {
    const size_t f = static_cast<size_t>((i / C + 1) * fc + i % C + 1);
    std::string block;
    if (!white[f]) {
      if (!k.down()[f] && !k.across()[f]) block = ".";
      else block = std::string{sum_char(k.down()[f]), sum_char(k.across()[f])};
    } else {
      ++count;
    }
    if (count == 0) {
      body += block;
    } else if (!block.empty() || count == 16) {
      body += static_cast<char>('k' + count - 1);
      body += block;
      count = 0;
    }
  }
  if (count > 0) body += static_cast<char>('k' + count - 1);
  for (int c = 1; c <= C; ++c)
    if (white[static_cast<size_t>(fc + c)]) body += sum_char(k.down()[static_cast<size_t>(c)]);
  for (int r = 1; r <= R; ++r)
    if (white[static_cast<size_t>(r * fc + 1)]) body += sum_char(k.across()[static_cast<size_t>(r * fc)]);
  return puzzlink::url("kakuro", C, R, body);
}

std::string kakuro_rows(const Kakuro& k, const Grid& g, const std::string& sep) {
  const int R = k.rows(), C = k.cols(), fc = C + 1;
  std::vector<std::string> tokens;
  size_t width = 1;
  for (int fr = 0; fr <= R; ++fr)
    for (int f = fr * fc; f < (fr + 1) * fc; ++f) {
      std::string t;
      const size_t u = static_cast<size_t>(f);
      if (k.white()[u]) {
        const int v = g.at(fr - 1, f % fc - 1);
        t = v >= 2 ? std::to_string(v - 1) : ".";
      } else {
        t = (k.down()[u] ? std::to_string(k.down()[u]) : "") + "\\" + (k.across()[u] ? std::to_string(k.across()[u]) : "");
      }
      width = std::max(width, t.size());
      tokens.push_back(std::move(t));
    }
  const bool pad = sep == "\n";
  std::string out;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const bool first = i % static_cast<size_t>(fc) == 0;
    if (first && i) out += sep;
    if (!first) out += ' ';
    if (pad && tokens[i].size() < width) out += std::string(width - tokens[i].size(), ' ');
    out += tokens[i];
  }
  return out;
}

bool looks_like_kakuro(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_kakuro(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line,
                         {{is_url, parse_url},
                          {[](std::string_view t) { return t.find('/') != std::string_view::npos; }, parse_slashed}},
                         parse_block);
}

std::string kakuro_url(const Puzzle& p) { return kakuro_puzzlink_url(dynamic_cast<const Kakuro&>(p)); }

}  // namespace gridsat
