// Shikaku's forms: the puzz.link URL, sgt Rectangles' game ID and the typed rows.
#include <cctype>

#include "puzzles/common/partitions.hpp"
#include "puzzles/common/room_text.hpp"
#include "puzzles/shikaku/shikaku.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

// Every number within 1..rows*cols (or kAny).
std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> numbers, ShikakuForm form, int line) {
  check_board_size("shikaku", cols, rows, 1, kMaxSide, line);
  const int top = rows * cols;
  for (size_t i = 0; i < numbers.size(); ++i)
    if (numbers[i] != 0 && numbers[i] != Shikaku::kAny && (numbers[i] < 1 || numbers[i] > top))
      throw ParseError{line, "the number " + std::to_string(numbers[i]) + " at " + cell_name(cols, i) +
                                 " is outside 1.." + std::to_string(top)};
  return std::make_unique<Shikaku>(rows, cols, std::move(numbers), form);
}

bool is_url(std::string_view s) { return puzzlink::is_url(s, "shikaku"); }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "shikaku", line, true);
  check_board_size("shikaku", h.cols, h.rows, 1, kMaxSide, line);
  check_region_rows(h.tail, h.rows, h.cols, line);
  std::vector<int> numbers = puzzlink::read_cells(h, line, puzzlink::read_number16);
  for (size_t i = 0; i < numbers.size(); ++i) {
    if (numbers[i] == 0) throw ParseError{line, "the number 0 at " + cell_name(h.cols, i) + " is below 1"};
    numbers[i] = numbers[i] == puzzlink::kUnknown ? Shikaku::kAny : numbers[i] == puzzlink::kNone ? 0 : numbers[i];
  }
  return make(h.rows, h.cols, std::move(numbers), ShikakuForm::puzzlink, line);
}

// ---- Simon Tatham's Rectangles ----------------------------------------------------------------

// The cells of an ID's description: a-z runs of empty cells, numbers, '_' between two numbers.
// Throws at `line` (0: returns false instead) on another character or a number of 7 digits.
bool rect_cells(std::string_view d, std::vector<int>& out, int line) {
  for (size_t k = 0; k < d.size();) {
    const char ch = d[k];
    if (ch >= 'a' && ch <= 'z') {
      out.insert(out.end(), static_cast<size_t>(ch - 'a' + 1), 0);
      ++k;
    } else if (ch == '_') {
      ++k;
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      size_t e = k;
      while (e < d.size() && std::isdigit(static_cast<unsigned char>(d[e]))) ++e;
      if (e - k > 6) {
        if (line) throw ParseError{line, "rect game ID: the number " + printable(d.substr(k, e - k)) + " is too large"};
        return false;
      }
      out.push_back(digits_value(d.substr(k, e - k)));
      if (out.back() == 0) out.back() = -2;  // reported as out of range
      k = e;
    } else {
      if (line) throw ParseError{line, "rect game ID: unexpected '" + printable_at(d, k) + "' in the cells"};
      return false;
    }
  }
  return true;
}

std::string_view description(std::string_view s, size_t colon) {
  const size_t space = s.find_first_of(" \t", colon);
  return s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
}

bool is_sgt(std::string_view s) {
  size_t used = 0, colon = 0;
  return parse_sgt_head(s, used, colon).rows != 0;
}

// An ID as --type auto knows it: W*H cells whose numbers add up to W*H (Range's and Filling's
// IDs share the alphabet; their numbers rarely add up so).
bool is_rect_id(std::string_view s) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  std::vector<int> cells;
  if (size.rows == 0 || !rect_cells(description(s, colon), cells, 0)) return false;
  long long sum = 0;
  for (int v : cells) sum += v;
  const long long area = static_cast<long long>(size.rows) * size.cols;
  return static_cast<long long>(cells.size()) == area && sum == area;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  check_board_size("shikaku", size.cols, size.rows, 1, kMaxSide, line);
  std::vector<int> numbers;
  rect_cells(description(s, colon), numbers, line);
  const size_t want = static_cast<size_t>(size.rows) * size.cols;
  if (numbers.size() != want)
    throw ParseError{line, "rect game ID: " + std::to_string(numbers.size()) + " cells, expected " +
                               std::to_string(want) + " (" + std::to_string(size.cols) + "x" +
                               std::to_string(size.rows) + ")"};
  const size_t space = s.find_first_of(" \t", colon);
  if (space != s.npos) check_region_rows(s.substr(space), size.rows, size.cols, line);
  return make(size.rows, size.cols, std::move(numbers), ShikakuForm::sgt, line);
}

// ---- the typed rows ---------------------------------------------------------------------------

bool is_header(std::string_view t) { return is_genre_header(t, "shikaku"); }

// One row of the typed form: a number, '?', '.' or a letter a-z a token.
std::vector<int> typed_row(std::string_view t, int ln) {
  std::vector<int> row;
  const auto w = split_ws(t);
  for (size_t k = 0; k < w.size(); ++k) {
    const std::string_view tok = w[k];
    if (tok == "." || (tok.size() == 1 && tok[0] >= 'a' && tok[0] <= 'z')) row.push_back(0);
    else if (tok == "?") row.push_back(Shikaku::kAny);
    else if (all_digits(tok) && tok.size() <= 6 && digits_value(tok) > 0) row.push_back(digits_value(tok));
    else
      throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable(tok) +
                               "' is no cell (a number from 1, '?', '.' empty, a letter a-z a region)"};
  }
  return row;
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text))
    throw ParseError{start, "expected a puzz.link shikaku URL, a rect game ID or a 'shikaku' line before the rows"};
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
  if (rows == 0) throw ParseError{start, "a shikaku line with no rows after it"};
  return make(rows, cols, std::move(numbers), ShikakuForm::rows, start);
}

}  // namespace

std::string shikaku_puzzlink_url(int rows, int cols, const std::vector<int>& numbers) {
  std::vector<int> cells = numbers;
  for (int& v : cells) v = v == Shikaku::kAny ? puzzlink::kUnknown : v == 0 ? puzzlink::kNone : v;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("shikaku", cols, rows, body);
}

// Runs of empty cells as letters (26 at most each), '_' only between two numbers.
std::string rect_sgt_id(int rows, int cols, const std::vector<int>& numbers) {
  std::string out = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  int empty = 0;
  const auto flush = [&] {
    while (empty > 0) {
      const int take = empty > 26 ? 26 : empty;
      out += static_cast<char>('a' + take - 1);
      empty -= take;
    }
  };
  bool after_number = false;
  for (int v : numbers) {
    if (v == Shikaku::kAny) return "";
    if (v == 0) {
      ++empty, after_number = false;
      continue;
    }
    flush();
    out += (after_number ? "_" : "") + std::to_string(v);
    after_number = true;
  }
  flush();
  return out;
}

bool looks_like_shikaku(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t) || is_rect_id(t); });
}

std::vector<Record> read_shikaku(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}, {is_sgt, parse_sgt}}, parse_block);
}

std::string shikaku_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Shikaku&>(p);
  return shikaku_puzzlink_url(t.rows(), t.cols(), t.numbers());
}

}  // namespace gridsat
