#include "puzzles/hitori/hitori.hpp"

#include <algorithm>
#include <cctype>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

// sgt-singles' cell character: 1-9, a-z 10-35, A-Z 36-61; -1 for anything else (0 is 0).
int sgt_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 36;
  return -1;
}

void check_side(int cols, int rows, int line) { check_board_size("hitori", cols, rows, 1, kMaxSide, line); }

// Numbers within 1..max(rows, cols), as sgt-singles writes them; a URL's may exceed the side
// (public puzzles hold a 7 in a 6x4): any that it can write ("-zz" = 1295) is read.
constexpr int kMaxUrlNumber = 36 * 36 - 1;

std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> numbers, HitoriForm form, int line) {
  const int top = form == HitoriForm::puzzlink ? kMaxUrlNumber : std::max(rows, cols);
  for (size_t i = 0; i < numbers.size(); ++i)
    if (numbers[i] < 0 || numbers[i] > top)
      throw ParseError{line, "the number " + std::to_string(numbers[i]) + " at " + cell_name(cols, i) +
                                 " is outside 1.." + std::to_string(top)};
  return std::make_unique<Hitori>(rows, cols, std::move(numbers), form);
}

// The optional shading after an ID or URL: rows of 0/1 joined by '/'.
void check_shading(std::string_view s, int rows, int cols, int line) {
  const auto w = split_ws(s);
  if (w.empty()) return;
  bool ok = w.size() == 1 && w[0].size() == static_cast<size_t>(rows * cols + rows - 1);
  for (size_t k = 0; ok && k < w[0].size(); ++k)
    ok = (k + 1) % (cols + 1) == 0 ? w[0][k] == '/' : (w[0][k] == '0' || w[0][k] == '1');
  if (!ok)
    throw ParseError{line, "after the puzzle: '" + printable(s.substr(std::min(s.size(), s.find_first_not_of(" \t")))) +
                               "' is no shading (" + std::to_string(rows) + " rows of " + std::to_string(cols) +
                               " 0/1 joined by '/')"};
}

// "WxH:" or "WxHdX:" at the start; sets cols, rows and where the description starts.
bool sgt_prefix(std::string_view s, int& cols, int& rows, size_t& desc) {
  size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0 || i >= s.size() || s[i] != 'x') return false;
  size_t j = i + 1;
  while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
  if (j == i + 1) return false;
  cols = digits_value(s.substr(0, i));
  rows = digits_value(s.substr(i + 1, j - i - 1));
  if (j + 1 < s.size() && s[j] == 'd' && std::isalpha(static_cast<unsigned char>(s[j + 1]))) j += 2;
  if (j >= s.size() || s[j] != ':') return false;
  desc = j + 1;
  return true;
}

// An sgt-singles ID as --type auto knows it: exactly W*H cell characters, each 1..max(W, H).
bool is_sgt_id(std::string_view s) {
  int cols = 0, rows = 0;
  size_t desc = 0;
  if (!sgt_prefix(s, cols, rows, desc) || cols < 1 || rows < 1 || cols > 62 || rows > 62) return false;
  const std::string_view d =
      s.substr(desc, s.find(' ', desc) == std::string_view::npos ? s.npos : s.find(' ', desc) - desc);
  if (d.size() != static_cast<size_t>(cols * rows)) return false;
  return std::all_of(d.begin(), d.end(),
                     [&](char c) { return sgt_value(c) >= 1 && sgt_value(c) <= std::max(cols, rows); });
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  int cols = 0, rows = 0;
  size_t at = 0;
  sgt_prefix(s, cols, rows, at);
  check_side(cols, rows, line);
  const size_t space = s.find_first_of(" \t", at);
  const std::string_view desc = s.substr(at, space == s.npos ? s.npos : space - at);
  std::vector<int> numbers;
  for (size_t k = 0; k < desc.size(); ++k) {
    const int v = sgt_value(desc[k]);
    if (v < 0) throw ParseError{line, "singles game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
    if (v == 0) throw ParseError{line, "the number 0 at " + cell_name(cols, numbers.size()) + " is below 1"};
    numbers.push_back(v);
  }
  if (numbers.size() != static_cast<size_t>(rows * cols))
    throw ParseError{line, "singles game ID: " + std::to_string(numbers.size()) + " cells, expected " +
                               std::to_string(rows * cols) + " (" + std::to_string(cols) + "x" + std::to_string(rows) +
                               ")"};
  if (space != s.npos) check_shading(s.substr(space), rows, cols, line);
  return make(rows, cols, std::move(numbers), HitoriForm::sgt, line);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "hitori"); }

// pzprjs' hitori: a cell a character (base 36, '-' and two, '.' none, '%' a '?' number).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "hitori", line, true);
  check_side(h.cols, h.rows, line);
  const size_t n = static_cast<size_t>(h.rows) * h.cols;
  std::vector<int> numbers = puzzlink::read_cells(h, line, puzzlink::read_number36);
  for (size_t i = 0; i < n; ++i)
    if (numbers[i] == puzzlink::kUnknown)
      throw ParseError{line, "puzz.link URL: a '?' number at " + cell_name(h.cols, i) + " (not supported)"};
  for (size_t i = 0; i < n; ++i) {
    if (numbers[i] == 0) throw ParseError{line, "the number 0 at " + cell_name(h.cols, i) + " is below 1"};
    numbers[i] = std::max(numbers[i], 0);  // pzprjs leaves the cells past the data without a number
  }
  if (!h.tail.empty()) check_shading(s.substr(s.find_first_of(" \t")), h.rows, h.cols, line);
  return make(h.rows, h.cols, std::move(numbers), HitoriForm::puzzlink, line);
}

}  // namespace

std::string hitori_puzzlink_url(int rows, int cols, const std::vector<int>& numbers) {
  std::vector<int> cells = numbers;
  for (int& v : cells) v = v ? v : puzzlink::kNone;
  std::string body;
  puzzlink::write_number36(body, cells);
  return puzzlink::url("hitori", cols, rows, body);
}

namespace {

// ---- the block ----------------------------------------------------------------------------

// One row of the block: whitespace-separated tokens, or (one word only, `chars`) a character a cell.
std::vector<int> block_row(std::string_view t, bool chars, int ln) {
  std::vector<int> row;
  const auto w = split_ws(t);
  if (chars) {
    if (w.size() != 1) throw ParseError{ln, "expected one word, a character a cell, like the block's first line"};
    for (size_t k = 0; k < w[0].size(); ++k) {
      const int v = w[0][k] == '.' ? 0 : sgt_value(w[0][k]);
      if (v < 0)
        throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable_at(w[0], k) + "' is no number"};
      if (v == 0 && w[0][k] == '0')
        throw ParseError{ln, "the number 0 in column " + std::to_string(k + 1) + " is below 1"};
      row.push_back(v);
    }
    return row;
  }
  for (size_t k = 0; k < w.size(); ++k) {
    std::string_view tok = w[k];
    if (tok.size() > 1 && tok.back() == '#') tok.remove_suffix(1);
    if (tok == ".") {
      row.push_back(0);
    } else if (all_digits(tok) && digits_value(tok) > 0) {
      row.push_back(digits_value(tok));
    } else {
      throw ParseError{ln,
                       "column " + std::to_string(k + 1) + ": '" + printable(w[k]) + "' is no number (1.., '.' none)"};
    }
  }
  return row;
}

bool starts_puzzle(std::string_view t) {
  int c = 0, r = 0;
  size_t d = 0;
  return t.empty() || t.front() == '#' || sgt_prefix(t, c, r, d) || is_url(t);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  const auto w0 = split_ws(lines[i].text);
  const bool chars = w0.size() == 1 && w0[0].size() > 1 && w0[0].back() != '#';
  std::vector<int> numbers;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !starts_puzzle(lines[i].text); ++i, ++rows) {
    auto row = block_row(lines[i].text, chars, lines[i].number);
    if (cols < 0) cols = static_cast<int>(row.size());
    if (static_cast<int>(row.size()) != cols)
      throw ParseError{lines[i].number, std::to_string(row.size()) + " cells, expected " + std::to_string(cols) +
                                            " like line " + std::to_string(first)};
    numbers.insert(numbers.end(), row.begin(), row.end());
  }
  check_side(cols, rows, first);
  return make(rows, cols, std::move(numbers), HitoriForm::block, first);
}

}  // namespace

bool looks_like_hitori(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t); });
}

std::vector<Record> read_hitori(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto is_sgt = [](std::string_view t) {
    int c = 0, r = 0;
    size_t d = 0;
    return sgt_prefix(t, c, r, d);
  };
  return read_line_forms(text, source, opt.first_line, {{is_sgt, parse_sgt}, {is_url, parse_url}}, parse_block,
                         starts_puzzle);
}

std::string hitori_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Hitori&>(p);
  return hitori_puzzlink_url(t.rows(), t.cols(), t.numbers());
}

}  // namespace gridsat
