#include "puzzles/hitori/hitori_text.hpp"

#include <algorithm>
#include <cctype>

#include "puzzles/hitori/hitori.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

bool digits(std::string_view s) {
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

int to_int(std::string_view s) {  // digits only; saturates far above any size
  int v = 0;
  for (char c : s) v = v > 100000 ? v : v * 10 + (c - '0');
  return v;
}

// sgt-singles' cell character: 1-9, a-z 10-35, A-Z 36-61; -1 for anything else (0 is 0).
int sgt_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 36;
  return -1;
}

std::string cell_name(int cols, size_t i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

void check_side(int cols, int rows, int line) {
  if (cols < 1 || rows < 1 || cols > kMaxSide || rows > kMaxSide)
    throw ParseError{line, "hitori size " + std::to_string(cols) + "x" + std::to_string(rows) + " is out of range 1.." +
                               std::to_string(kMaxSide) + " each way"};
}

std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> numbers, HitoriForm form, int line) {
  const int top = std::max(rows, cols);
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
  cols = to_int(s.substr(0, i));
  rows = to_int(s.substr(i + 1, j - i - 1));
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

bool is_url(std::string_view s) { return s.find("?hitori/") != std::string_view::npos; }

int base36(char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : -1; }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const size_t space = s.find_first_of(" \t");
  const std::string_view url = s.substr(0, space);
  const size_t at = url.find("?hitori/");  // the line may name it only after a space
  if (at == std::string_view::npos) throw ParseError{line, "puzz.link URL: no ?hitori/ in '" + std::string(url) + "'"};
  std::string_view rest = url.substr(at + 8);
  std::vector<std::string_view> f;
  for (size_t from = 0;;) {
    const size_t slash = rest.find('/', from);
    f.push_back(rest.substr(from, slash == std::string_view::npos ? slash : slash - from));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  if (f.size() < 2 || f.size() > 3 || !digits(f[0]) || !digits(f[1]))
    throw ParseError{line, "puzz.link URL: expected hitori/COLS/ROWS/DATA"};
  const int cols = to_int(f[0]), rows = to_int(f[1]);
  check_side(cols, rows, line);
  const std::string_view body = f.size() == 3 ? f[2] : std::string_view();
  const size_t n = static_cast<size_t>(rows) * cols;
  std::vector<int> numbers;
  size_t k = 0;
  for (; k < body.size() && numbers.size() < n; ++k) {
    const char c = body[k];
    if (c == '.') {
      numbers.push_back(0);
    } else if (base36(c) >= 0) {
      numbers.push_back(base36(c) == 0 ? -1 : base36(c));
    } else if (c == '-' && k + 2 < body.size() && base36(body[k + 1]) >= 0 && base36(body[k + 2]) >= 0) {
      numbers.push_back(base36(body[k + 1]) * 36 + base36(body[k + 2]));
      k += 2;
    } else if (c == '%' || c == '@') {
      throw ParseError{line, "puzz.link URL: a '?' number at " + cell_name(cols, numbers.size()) + " (not supported)"};
    } else {
      throw ParseError{line, "puzz.link URL: unexpected '" + printable_at(body, k) + "' in the cells"};
    }
  }
  if (k < body.size())
    throw ParseError{line,
                     "puzz.link URL: '" + printable(body.substr(k)) + "' after the " + std::to_string(n) + " cells"};
  for (size_t i = 0; i < numbers.size(); ++i)
    if (numbers[i] < 0) throw ParseError{line, "the number 0 at " + cell_name(cols, i) + " is below 1"};
  numbers.resize(n, 0);  // pzprjs leaves the cells past the data without a number
  if (space != s.npos) check_shading(s.substr(space), rows, cols, line);
  return make(rows, cols, std::move(numbers), HitoriForm::puzzlink, line);
}

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
    } else if (digits(tok) && to_int(tok) > 0) {
      row.push_back(to_int(tok));
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
  std::vector<Record> out;
  const auto lines = split_lines(text, opt.first_line);
  size_t i = 0;
  while (i < lines.size()) {
    const std::string_view t = lines[i].text;
    const int number = lines[i].number;
    int c = 0, r = 0;
    size_t d = 0;
    if (t.empty() || t.front() == '#') {
      ++i;
    } else if (sgt_prefix(t, c, r, d)) {
      out.push_back(make_record(source, number, [&] { return parse_sgt(t, number); }));
      ++i;
    } else if (is_url(t)) {
      out.push_back(make_record(source, number, [&] { return parse_url(t, number); }));
      ++i;
    } else {
      const size_t start = i;
      out.push_back(make_record(source, number, [&] { return parse_block(lines, i); }));
      if (!out.back().puzzle)  // a bad block: skip to the next line that starts a puzzle
        for (i = std::max(i, start + 1); i < lines.size() && !starts_puzzle(lines[i].text); ++i) {
        }
    }
  }
  if (out.empty()) out.push_back({source, 1, nullptr, source + ":1: no puzzle found (the input is empty)"});
  return out;
}

}  // namespace gridsat
