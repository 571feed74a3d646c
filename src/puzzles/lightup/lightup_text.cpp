#include "puzzles/lightup/lightup.hpp"

#include <cctype>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 500;

void check_size(int rows, int cols, int line) {
  if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide)
    throw ParseError{line, "lightup size " + std::to_string(cols) + "x" + std::to_string(rows) +
                               " is out of range (1.." + std::to_string(kMaxSide) + " each way)"};
}

// "WxH" and parameters up to ':': the line is read as an sgt game ID.
bool sgt_prefix(std::string_view s, size_t& colon) {
  size_t used = 0;
  return parse_sgt_head(s, used, colon).rows != 0;
}

// The cells of an sgt ID's description; -2 past the end of the alphabet (a bad character).
std::vector<int> sgt_cells(std::string_view desc, size_t want, int line) {
  std::vector<int> cells;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (cells.size() >= want)
      throw ParseError{
          line, "lightup game ID: '" + printable(desc.substr(k)) + "' after the " + std::to_string(want) + " cells"};
    if (c >= 'a' && c <= 'z') cells.insert(cells.end(), static_cast<size_t>(c - 'a' + 1), LightUp::kWhite);
    else if (c == 'B') cells.push_back(LightUp::kBlack);
    else if (c >= '0' && c <= '4') cells.push_back(c - '0');
    else if (c >= '5' && c <= '9')
      throw ParseError{line, std::string("lightup game ID: the number ") + c + " is outside 0..4"};
    else throw ParseError{line, "lightup game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
  }
  if (cells.size() != want)
    throw ParseError{
        line, "lightup game ID: the cells " +
                  std::string(cells.size() > want ? "run past " : "fill " + std::to_string(cells.size()) + " of ") +
                  std::to_string(want) + " cells"};
  return cells;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_wxh(s, used);
  sgt_prefix(s, colon);
  check_size(size.rows, size.cols, line);
  auto cells = sgt_cells(s.substr(colon + 1), static_cast<size_t>(size.rows) * size.cols, line);
  return std::make_unique<LightUp>(size.rows, size.cols, std::move(cells), std::vector<int>{}, LightUpForm::sgt);
}

// An sgt ID as --type auto knows it: the prefix, then only Light Up's alphabet, exactly W*H
// cells, and a 'B' or a '0' among them: without them an ID reads the same as an sgt-bridges
// one (runs of letters, islands 1-4), which Hashi takes (--type lightup reads it).
bool is_sgt_id(std::string_view s) {
  size_t colon = 0, used = 0;
  if (!sgt_prefix(s, colon)) return false;
  const Size2 size = parse_wxh(s, used);
  long long cells = 0;
  bool own = false;
  for (char c : s.substr(colon + 1)) {
    if (c >= 'a' && c <= 'z') cells += c - 'a' + 1;
    else if (c == 'B' || (c >= '0' && c <= '4')) ++cells, own = own || c == 'B' || c == '0';
    else return false;
  }
  return own && cells == static_cast<long long>(size.rows) * size.cols;
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "lightup"); }

// pzprjs' lightup: the 4-cell coding, '.' a black cell without a number.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "lightup", line);
  check_size(h.rows, h.cols, line);
  std::vector<int> cells = puzzlink::read_cells(h, line, puzzlink::read_cell4);
  for (int& v : cells) v = v == puzzlink::kUnknown ? LightUp::kBlack : v;
  return std::make_unique<LightUp>(h.rows, h.cols, std::move(cells), std::vector<int>{}, LightUpForm::puzzlink);
}

}  // namespace

std::string lightup_puzzlink_url(int rows, int cols, const std::vector<int>& board) {
  static_assert(LightUp::kWhite == puzzlink::kNone);
  std::vector<int> cells = board;
  for (int& v : cells) v = v == LightUp::kBlack ? puzzlink::kUnknown : v;
  std::string body;
  puzzlink::write_cell4(body, cells);
  return puzzlink::url("lightup", cols, rows, body);
}

namespace {

// ---- the typed form -------------------------------------------------------------------------

bool row_char(char c) { return c == '.' || c == 'X' || c == 'x' || c == '*' || (c >= '0' && c <= '4'); }

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "lightup" || s == "akari" || s == "light up";
}

// Rows of the typed form (already split) starting at line `first`.
std::unique_ptr<Puzzle> parse_rows(const std::vector<std::string_view>& rows, const std::vector<int>& numbers) {
  const int first = numbers.front();
  const size_t cols = rows.front().size();
  check_size(static_cast<int>(rows.size()), static_cast<int>(cols), first);
  std::vector<int> board, bulbs;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].size() != cols)
      throw ParseError{numbers[r], "row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                       " cells, row 1 has " + std::to_string(cols)};
    for (size_t c = 0; c < cols; ++c) {
      const char ch = rows[r][c];
      if (ch >= '5' && ch <= '9')
        throw ParseError{numbers[r], std::string("the number ") + ch + " at row " + std::to_string(r + 1) + " column " +
                                         std::to_string(c + 1) + " is outside 0..4"};
      if (!row_char(ch))
        throw ParseError{numbers[r], "row " + std::to_string(r + 1) + ": '" + printable_at(rows[r], c) +
                                         "' is not a cell ('.' white, 'X' black, 0-4 numbered, '*' a bulb)"};
      if (ch == '*') bulbs.push_back(static_cast<int>(board.size()));
      board.push_back(ch == '.' || ch == '*' ? LightUp::kWhite : ch == 'X' || ch == 'x' ? LightUp::kBlack : ch - '0');
    }
  }
  return std::make_unique<LightUp>(static_cast<int>(rows.size()), static_cast<int>(cols), std::move(board), bulbs,
                                   LightUpForm::text);
}

// The block at lines[i] (after an optional header); advances i past it.
std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<std::string_view> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    rows.push_back(lines[i].text);
    numbers.push_back(lines[i].number);
  }
  if (rows.empty()) throw ParseError{start, "a lightup header with no rows after it"};
  return parse_rows(rows, numbers);
}

std::unique_ptr<Puzzle> parse_slashed(std::string_view t, int line) {
  std::vector<std::string_view> rows;
  for (size_t from = 0;;) {
    const size_t slash = t.find('/', from);
    rows.push_back(t.substr(from, slash == std::string_view::npos ? slash : slash - from));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  return parse_rows(rows, std::vector<int>(rows.size(), line));
}

}  // namespace

bool looks_like_lightup(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t) || is_header(t); });
}

std::vector<Record> read_lightup(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line,
                         {{[](std::string_view t) {
                             size_t colon = 0;
                             return sgt_prefix(t, colon);
                           },
                           parse_sgt},
                          {is_url, parse_url},
                          {[](std::string_view t) { return t.find('/') != std::string_view::npos; }, parse_slashed}},
                         parse_block);
}

std::string lightup_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const LightUp&>(p);
  return lightup_puzzlink_url(t.rows(), t.cols(), t.board());
}

}  // namespace gridsat
