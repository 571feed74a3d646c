// Numberlink's forms: the puzz.link URL (number16 cells), the typed block; validation (each
// number exactly twice) for both.
#include <map>

#include "puzzles/numberlink/numberlink.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> numbers, Cover cover, int line) {
  check_board_size("numberlink", cols, rows, 2, kMaxSide, line);
  std::map<int, int> seen;
  for (size_t i = 0; i < numbers.size(); ++i) {
    if (numbers[i] == puzzlink::kUnknown)
      throw ParseError{line, "numberlink: the '?' at " + cell_name(cols, i) + " is not supported (numbers only)"};
    if (numbers[i] < 0) numbers[i] = 0;
    if (numbers[i] > 0 && ++seen[numbers[i]] > 2)
      throw ParseError{line, "numberlink: the number " + std::to_string(numbers[i]) + " at " + cell_name(cols, i) +
                                 " is its third; each number is the two ends of one path"};
  }
  for (const auto& [n, k] : seen)
    if (k != 2) throw ParseError{line, "numberlink: the number " + std::to_string(n) + " appears once; it needs a pair"};
  return std::make_unique<Numberlink>(rows, cols, std::move(numbers), cover);
}

// What follows the URL on a line that Numberlink::line wrote for a solution: the pieces.
void check_answer(std::string_view rest, size_t want, int line) {
  if (rest.empty()) return;
  if (rest.size() != want || rest.find_first_not_of("123456789ab") != std::string_view::npos)
    throw ParseError{line, "after the puzzle: '" + printable(rest) + "' is not its " + std::to_string(want) +
                               " cells as path pieces 1-9, a, b"};
}

bool is_url(std::string_view s) { return puzzlink::is_url(s, "numlin"); }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line, Cover cover) {
  const puzzlink::Head h = puzzlink::read_head(s, "numlin", line, true);
  check_board_size("numberlink", h.cols, h.rows, 2, kMaxSide, line);
  const size_t n = static_cast<size_t>(h.cols) * h.rows;
  check_answer(h.tail, n, line);
  puzzlink::Body body{h.body, line};
  std::vector<int> numbers = puzzlink::read_number16(body, n);
  body.finish("the " + std::to_string(n) + " cells");
  return make(h.rows, h.cols, std::move(numbers), cover, line);
}

int char_number(char ch) {
  if (ch == '.' || ch == '-') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  return -1;
}

std::vector<int> block_row(std::string_view text, int ln) {
  const auto w = split_ws(text);
  std::vector<int> row;
  if (w.size() == 1 && w[0].size() > 1) {
    for (size_t k = 0; k < w[0].size(); ++k) {
      const int v = char_number(w[0][k]);
      if (v < 0)
        throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable_at(w[0], k) +
                                 "' is not a cell ('.', 1-9, a-z)"};
      row.push_back(v);
    }
    return row;
  }
  for (size_t k = 0; k < w.size(); ++k) {
    if (w[k] == "." || w[k] == "-") row.push_back(0);
    else if (all_digits(w[k]) && w[k].size() <= 4 && digits_value(w[k]) > 0) row.push_back(digits_value(w[k]));
    else
      throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable(w[k]) + "' is no number (1.., '.' none)"};
  }
  return row;
}

bool starts_puzzle(std::string_view t) { return t.empty() || t.front() == '#' || is_url(t); }

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i, Cover cover) {
  const int first = lines[i].number;
  std::vector<int> numbers;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !starts_puzzle(lines[i].text); ++i, ++rows) {
    const auto row = block_row(lines[i].text, lines[i].number);
    if (cols < 0) cols = static_cast<int>(row.size());
    if (static_cast<int>(row.size()) != cols)
      throw ParseError{lines[i].number, std::to_string(row.size()) + " cells, expected " + std::to_string(cols) +
                                            " like line " + std::to_string(first)};
    numbers.insert(numbers.end(), row.begin(), row.end());
  }
  return make(rows, cols, std::move(numbers), cover, first);
}

}  // namespace

std::string numberlink_puzzlink_url(int rows, int cols, const std::vector<int>& numbers) {
  std::vector<int> cells(numbers);
  for (int& v : cells) v = v > 0 ? v : puzzlink::kNone;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("numlin", cols, rows, body);
}

bool looks_like_numberlink(const std::string& text) { return any_early_line(text, is_url); }

std::vector<Record> read_numberlink(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const Cover cover = kCoverOption.of(opt.choices);
  return read_line_forms(
      text, source, opt.first_line,
      {{is_url, [cover](std::string_view s, int line) { return parse_url(s, line, cover); }}},
      [cover](const std::vector<TextLine>& lines, size_t& i) { return parse_block(lines, i, cover); }, starts_puzzle);
}

std::string numberlink_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Numberlink&>(p);
  return numberlink_puzzlink_url(t.rows(), t.cols(), t.numbers());
}

}  // namespace gridsat
