#include "puzzles/binairo/binairo.hpp"

#include <cctype>

#include "puzzles/common/binary_cells.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 500;

void check_size(int rows, int cols, int line) {
  if (rows < 2 || cols < 2 || rows > kMaxSide || cols > kMaxSide)
    throw ParseError{line, "binairo size " + std::to_string(cols) + "x" + std::to_string(rows) +
                               " is out of range (2.." + std::to_string(kMaxSide) + " each way)"};
  if (rows % 2 || cols % 2)
    throw ParseError{line, "binairo size " + std::to_string(cols) + "x" + std::to_string(rows) +
                               ": both sides must be even (as many 0s as 1s per line)"};
}

// "WxH" then parameters up to ':'; `unique` gets whether a 'u' follows the size.
bool sgt_prefix(std::string_view s, size_t& colon, bool& unique) {
  size_t used = 0;
  if (parse_sgt_head(s, used, colon).rows == 0) return false;
  unique = used < colon && s[used] == 'u';
  return true;
}

// Positions an unruly description covers (the ID is whole when it is cells + 1), -1 for a
// character outside its alphabet.
long long covered(std::string_view desc) {
  long long pos = 0;
  for (char c : desc) {
    if (c == 'z' || c == 'Z') pos += 25;
    else if ((c >= 'a' && c < 'z') || (c >= 'A' && c < 'Z')) pos += 1 + (std::tolower(c) - 'a');
    else return -1;
  }
  return pos;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  bool unique = false;
  const Size2 size = parse_wxh(s, used);
  sgt_prefix(s, colon, unique);
  check_size(size.rows, size.cols, line);
  const std::string_view desc = s.substr(colon + 1);
  const long long cells = static_cast<long long>(size.rows) * size.cols;
  Grid g(size.rows, size.cols);
  long long pos = 0;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (c == 'z' || c == 'Z') {
      pos += 25;
    } else if ((c >= 'a' && c < 'z') || (c >= 'A' && c < 'Z')) {
      pos += std::tolower(c) - 'a';
      if (pos < cells) g.cells[pos] = std::islower(static_cast<unsigned char>(c)) ? 1 : 2;
      ++pos;
    } else {
      throw ParseError{line, "binairo game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
    }
    if (pos > cells + 1) break;
  }
  if (pos != cells + 1)
    throw ParseError{line, "binairo game ID: the description covers " + std::to_string(pos) + " positions, expected " +
                               std::to_string(cells + 1) + " (" + std::to_string(cells) +
                               " cells and one past the end)"};
  return std::make_unique<Binairo>(std::move(g), unique);
}

bool is_sgt_id(std::string_view s) {
  size_t colon = 0, used = 0;
  bool unique = false;
  if (!sgt_prefix(s, colon, unique)) return false;
  const Size2 size = parse_wxh(s, used);
  return covered(s.substr(colon + 1)) == static_cast<long long>(size.rows) * size.cols + 1;
}

// "binairo" or "takuzu", then optionally "unique".
bool is_header(std::string_view t, bool& unique) {
  const auto w = split_ws(t);
  if (w.empty() || w.size() > 2) return false;
  std::string first;
  for (char c : w[0]) first += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (first != "binairo" && first != "takuzu") return false;
  unique = w.size() == 2 && w[1] == "unique";
  return w.size() == 1 || unique;
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  bool unique = false;
  if (!is_header(lines[i].text, unique))
    throw ParseError{start, "'" + printable(lines[i].text) +
                                "' is no binairo puzzle (a game ID, or a 'binairo' line and rows of 0, 1 and '.')"};
  ++i;
  std::vector<std::string_view> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty(); ++i)
    rows.push_back(lines[i].text), numbers.push_back(lines[i].number);
  if (rows.empty()) throw ParseError{start, "a binairo line with no rows after it"};
  const int R = static_cast<int>(rows.size()), C = static_cast<int>(rows[0].size());
  check_size(R, C, start);
  Grid g(R, C);
  for (int r = 0; r < R; ++r) {
    if (static_cast<int>(rows[r].size()) != C)
      throw ParseError{numbers[r], "row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                       " cells, row 1 has " + std::to_string(C)};
    for (int c = 0; c < C; ++c) {
      const char ch = rows[r][c];
      if (ch != '0' && ch != '1' && ch != '.')
        throw ParseError{numbers[r], "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1) + ": '" +
                                         printable_at(rows[r], c) + "' is not 0, 1 or '.'"};
      g.at(r, c) = ch == '.' ? 0 : ch - '0' + 1;
    }
  }
  return std::make_unique<Binairo>(std::move(g), unique);
}

}  // namespace

bool looks_like_binairo(const std::string& text) {
  int seen = 0;
  bool unique = false;
  for (const auto& [number, t] : split_lines(text)) {
    if (t.empty() || t.front() == '#') continue;
    if (is_sgt_id(t) || is_header(t, unique)) return true;
    if (++seen > 40) break;
  }
  return false;
}

std::vector<Record> read_binairo(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line,
                         {{[](std::string_view t) {
                             size_t colon = 0;
                             bool unique = false;
                             return sgt_prefix(t, colon, unique);
                           },
                           parse_sgt}},
                         parse_block);
}

}  // namespace gridsat
