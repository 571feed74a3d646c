// Nurikabe's forms: the puzz.link URL and the typed rows.
#include <cctype>

#include "puzzles/nurikabe/nurikabe.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

void check_size(int rows, int cols, int line) { check_board_size("nurikabe", cols, rows, 1, kMaxSide, line); }

// Every number within 1..rows*cols (or kAny).
std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> numbers, NurikabeForm form, int line) {
  const int top = rows * cols;
  for (size_t i = 0; i < numbers.size(); ++i) {
    const int v = numbers[i];
    if (v != 0 && v != Nurikabe::kAny && (v < 1 || v > top))
      throw ParseError{line, "the number " + std::to_string(v) + " at " + cell_name(cols, i) + " is outside 1.." +
                                 std::to_string(top)};
  }
  return std::make_unique<Nurikabe>(rows, cols, std::move(numbers), form);
}

bool is_url(std::string_view s) { return puzzlink::is_url(s, "nurikabe"); }

// What may follow a URL: one word of `rows` groups of `cols` 0/1 characters, '/' between them.
void check_tail(std::string_view tail, int rows, int cols, int line) {
  if (tail.empty()) return;
  size_t groups = 1, width = 0;
  bool ok = true;
  for (char ch : tail) {
    if (ch == '/') {
      ok = ok && width == static_cast<size_t>(cols);
      ++groups, width = 0;
    } else {
      ok = ok && (ch == '0' || ch == '1');
      ++width;
    }
  }
  if (!ok || width != static_cast<size_t>(cols) || groups != static_cast<size_t>(rows))
    throw ParseError{line, "after the URL: '" + printable(tail) + "' is no shading (" + std::to_string(rows) +
                               " rows of " + std::to_string(cols) + " 0/1 joined by '/')"};
}

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "nurikabe", line, true);
  check_size(h.rows, h.cols, line);
  check_tail(h.tail, h.rows, h.cols, line);
  std::vector<int> numbers = puzzlink::read_cells(h, line, puzzlink::read_number16);
  for (size_t i = 0; i < numbers.size(); ++i) {
    if (numbers[i] == 0) throw ParseError{line, "the number 0 at " + cell_name(h.cols, i) + " is below 1"};
    numbers[i] = numbers[i] == puzzlink::kUnknown ? Nurikabe::kAny : numbers[i] == puzzlink::kNone ? 0 : numbers[i];
  }
  return make(h.rows, h.cols, std::move(numbers), NurikabeForm::puzzlink, line);
}

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "nurikabe";
}

// One row of the typed form: a number, '?', '.' or 'x' a token.
std::vector<int> typed_row(std::string_view t, int ln) {
  std::vector<int> row;
  const auto w = split_ws(t);
  for (size_t k = 0; k < w.size(); ++k) {
    const std::string_view tok = w[k];
    if (tok == "." || tok == "x") row.push_back(0);
    else if (tok == "?") row.push_back(Nurikabe::kAny);
    else if (all_digits(tok) && tok.size() <= 6) row.push_back(digits_value(tok));
    else
      throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable(tok) +
                               "' is no cell (a number, '?', '.' empty, 'x' shaded)"};
    if (row.back() == 0 && all_digits(tok))
      throw ParseError{ln, "the number 0 in column " + std::to_string(k + 1) + " is below 1"};
  }
  return row;
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text))
    throw ParseError{start, "expected a puzz.link nurikabe URL or a 'nurikabe' line before the rows"};
  ++i;
  std::vector<int> numbers;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i, ++rows) {
    const std::vector<int> row = typed_row(lines[i].text, lines[i].number);
    if (cols < 0) cols = static_cast<int>(row.size());
    if (static_cast<int>(row.size()) != cols)
      throw ParseError{lines[i].number, "row " + std::to_string(rows + 1) + " has " + std::to_string(row.size()) +
                                            " cells, row 1 has " + std::to_string(cols)};
    numbers.insert(numbers.end(), row.begin(), row.end());
  }
  if (rows == 0) throw ParseError{start, "a nurikabe line with no rows after it"};
  check_size(rows, cols, start);
  return make(rows, cols, std::move(numbers), NurikabeForm::rows, start);
}

}  // namespace

std::string nurikabe_puzzlink_url(int rows, int cols, const std::vector<int>& numbers) {
  std::vector<int> cells = numbers;
  for (int& v : cells) v = v == Nurikabe::kAny ? puzzlink::kUnknown : v == 0 ? puzzlink::kNone : v;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("nurikabe", cols, rows, body);
}

bool looks_like_nurikabe(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_nurikabe(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block);
}

std::string nurikabe_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Nurikabe&>(p);
  return nurikabe_puzzlink_url(t.rows(), t.cols(), t.numbers());
}

}  // namespace gridsat
