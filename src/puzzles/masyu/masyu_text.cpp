#include "puzzles/masyu/masyu.hpp"

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
  if (cols < 2 || rows < 2 || cols > kMaxSide || rows > kMaxSide)
    throw ParseError{line, "masyu size " + std::to_string(cols) + "x" + std::to_string(rows) +
                               " is out of range 2x2.." + std::to_string(kMaxSide) + "x" + std::to_string(kMaxSide)};
}

// The puzzle part of a line that Masyu::line wrote for a solution (a space, then the pieces).
std::string_view drop_answer(std::string_view s, size_t want, int line) {
  const size_t space = s.find_first_of(" \t");
  if (space == std::string_view::npos) return s;
  std::string_view rest = s.substr(space);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  if (rest.size() != want || rest.find_first_not_of("1234567") != std::string_view::npos)
    throw ParseError{line, "after the puzzle: '" + printable(rest) + "' is not its " + std::to_string(want) +
                               " cells as loop pieces 1-7"};
  return s.substr(0, space);
}

// "WxH", letters, ':'; false when s is no such ID.
bool sgt_params(std::string_view s, int& cols, int& rows, size_t& colon) {
  size_t i = 0;
  while (i < s.size() && digit(s[i])) ++i;
  if (i == 0 || i >= s.size() || s[i] != 'x') return false;
  cols = digits_value(s.substr(0, i));
  const size_t h = ++i;
  while (i < s.size() && digit(s[i])) ++i;
  if (i == h) return false;
  rows = digits_value(s.substr(h, i - h));
  while (i < s.size() && std::islower(static_cast<unsigned char>(s[i]))) ++i;
  if (i >= s.size() || s[i] != ':') return false;
  colon = i;
  return true;
}

// An sgt-pearl ID as --type auto knows it: its cells only a-z, B and W, a pearl among them,
// exactly W * H of them.
bool is_sgt_id(std::string_view s) {
  int cols = 0, rows = 0;
  size_t colon = 0;
  if (!sgt_params(s, cols, rows, colon)) return false;
  std::string_view desc = s.substr(colon + 1);
  desc = desc.substr(0, desc.find(' '));
  long cells = 0;
  bool pearl = false;
  for (char c : desc) {
    if (c >= 'a' && c <= 'z') cells += c - 'a' + 1;
    else if (c == 'B' || c == 'W') ++cells, pearl = true;
    else return false;
  }
  return pearl && cells == static_cast<long>(cols) * rows;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  int cols = 0, rows = 0;
  size_t colon = 0;
  sgt_params(s, cols, rows, colon);
  check_size(cols, rows, line);
  const size_t want = static_cast<size_t>(cols) * rows;
  const std::string_view desc = drop_answer(s.substr(colon + 1), want, line);
  std::vector<int> pearls;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (c >= 'a' && c <= 'z') pearls.insert(pearls.end(), static_cast<size_t>(c - 'a' + 1), 0);
    else if (c == 'W' || c == 'B') pearls.push_back(c == 'W' ? 1 : 2);
    else throw ParseError{line, "pearl game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
    if (pearls.size() > want)
      throw ParseError{line, "pearl game ID: the cells run past the " + std::to_string(want) + " of a " +
                                 std::to_string(cols) + "x" + std::to_string(rows) + " grid"};
  }
  if (pearls.size() != want)
    throw ParseError{line, "pearl game ID: the cells fill " + std::to_string(pearls.size()) + " of " +
                               std::to_string(want) + " cells"};
  return std::make_unique<Masyu>(rows, cols, std::move(pearls), MasyuForm::sgt);
}

bool is_url(std::string_view s) { return puzzlink::is_url(s, "mashu"); }

// pzprjs' mashu: the circle coding, three cells a base-27 digit.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "mashu", line, true);
  check_size(h.cols, h.rows, line);
  const size_t n = static_cast<size_t>(h.cols) * h.rows;
  drop_answer(s, n, line);
  if (h.body.size() != (n + 2) / 3)
    throw ParseError{line, "puzz.link URL: " + std::to_string(h.body.size()) + " characters of cells, expected " +
                               std::to_string((n + 2) / 3) + " (three cells each)"};
  puzzlink::Body body{h.body, line};
  return std::make_unique<Masyu>(h.rows, h.cols, puzzlink::read_circles(body, n), MasyuForm::puzzlink);
}

}  // namespace

std::string masyu_puzzlink_url(int rows, int cols, const std::vector<int>& pearls) {
  std::string body;
  puzzlink::write_circles(body, pearls);
  return puzzlink::url("mashu", cols, rows, body);
}

namespace {

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  CharBlock b = read_char_block(lines, i, [](std::string_view row, int, int c, int ln) {
    const char ch = row[c];
    if (ch == '.' || ch == '-') return 0;
    if (ch == 'W' || ch == 'w' || ch == 'o' || ch == 'O') return 1;
    if (ch == 'B' || ch == 'b' || ch == 'x' || ch == 'X') return 2;
    throw ParseError{ln, "column " + std::to_string(c + 1) + ": '" + printable_at(row, c) +
                             "' is not a cell ('.', W or o white, B or x black)"};
  });
  check_size(b.cols, b.rows, b.first);
  return std::make_unique<Masyu>(b.rows, b.cols, std::move(b.cells), MasyuForm::text);
}

}  // namespace

bool looks_like_masyu(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t); });
}

std::vector<Record> read_masyu(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto id = [](std::string_view t) {
    int cols = 0, rows = 0;
    size_t colon = 0;
    return sgt_params(t, cols, rows, colon);
  };
  return read_line_forms(text, source, opt.first_line, {{id, parse_sgt}, {is_url, parse_url}}, parse_block);
}

std::string masyu_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Masyu&>(p);
  return masyu_puzzlink_url(t.rows(), t.cols(), t.pearls());
}

}  // namespace gridsat
