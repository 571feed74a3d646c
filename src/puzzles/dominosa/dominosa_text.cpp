// Reading and writing Dominosa's forms (dominosa.hpp lists them).
#include <algorithm>
#include <cctype>

#include "puzzles/dominosa/dominosa.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

constexpr int kMaxN = 60;

// The numbers' count and range, then the puzzle.
std::unique_ptr<Puzzle> made(int n, std::vector<int> numbers, std::vector<int> cells, DominosaForm form, int line) {
  if (n < 1 || n > kMaxN)
    throw ParseError{line, "dominosa: N = " + std::to_string(n) + " is out of range 1.." + std::to_string(kMaxN)};
  const size_t want = static_cast<size_t>(n + 1) * (n + 2);
  if (numbers.size() != want)
    throw ParseError{line, "dominosa: " + std::to_string(numbers.size()) + " numbers, expected " +
                               std::to_string(want) + " (" + std::to_string(n + 2) + "x" + std::to_string(n + 1) +
                               " for the double-" + std::to_string(n) + " set)"};
  for (size_t i = 0; i < numbers.size(); ++i)
    if (numbers[i] < 0 || numbers[i] > n)
      throw ParseError{line, "the number " + std::to_string(numbers[i]) + " at " + cell_name(n + 2, i) +
                                 " is outside 0.." + std::to_string(n)};
  if (cells.empty()) cells.assign(want, 0);
  return std::make_unique<Dominosa>(n, std::move(numbers), std::move(cells), form);
}

// The partners after an ID: rows of R, D, L, U, '.' joined by '/'.
std::vector<int> read_sides(std::string_view s, int n, int line) {
  const auto words = split_ws(s);
  if (words.empty()) return {};
  const int rows = n + 1, cols = n + 2;
  const auto bad = [&] {
    return ParseError{line, "after the puzzle: '" + printable(words[0]) + "' is no pairing (" + std::to_string(rows) +
                                " rows of " + std::to_string(cols) + " R, D, L, U or '.' joined by '/')"};
  };
  std::string flat;
  int r = 0;
  for (size_t from = 0; words.size() == 1 && from <= words[0].size(); ++r) {
    const size_t slash = std::min(words[0].find('/', from), words[0].size());
    if (slash - from != static_cast<size_t>(cols)) throw bad();
    flat += words[0].substr(from, slash - from);
    from = slash + 1;
  }
  if (r != rows || flat.find_first_not_of("RDLU.") != std::string::npos) throw bad();
  std::vector<int> cells;
  for (char ch : flat) cells.push_back(std::string_view(".RDLU").find(ch) == std::string_view::npos ? 0 : static_cast<int>(std::string_view(".RDLU").find(ch)));
  return cells;
}

// ---- Simon Tatham's Dominosa ------------------------------------------------------------------

// "N" and parameters up to ':' (digits, then letters: "6db").
bool sgt_head(std::string_view s, size_t& colon, int& n) {
  size_t k = 0;
  while (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k]))) ++k;
  if (k == 0 || k > 3) return false;
  size_t j = k;
  while (j < s.size() && std::isalpha(static_cast<unsigned char>(s[j]))) ++j;
  if (j >= s.size() || s[j] != ':') return false;
  colon = j;
  n = digits_value(s.substr(0, k));
  return true;
}

bool is_sgt(std::string_view s) {
  size_t colon = 0;
  int n = 0;
  return sgt_head(s, colon, n);
}

// An ID as --type auto knows it: the head, then only digits and bracketed numbers, exactly
// (N+1)(N+2) of them.
bool is_dominosa_id(std::string_view s) {
  size_t colon = 0;
  int n = 0;
  if (!sgt_head(s, colon, n)) return false;
  const size_t space = s.find_first_of(" \t", colon);
  const std::string_view d = s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
  long long count = 0;
  for (size_t k = 0; k < d.size(); ++k, ++count) {
    if (d[k] == '[') {
      const size_t close = d.find(']', k);
      if (close == d.npos || close == k + 1 || !all_digits(d.substr(k + 1, close - k - 1))) return false;
      k = close;
    } else if (!std::isdigit(static_cast<unsigned char>(d[k]))) {
      return false;
    }
  }
  return count == static_cast<long long>(n + 1) * (n + 2);
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t colon = 0;
  int n = 0;
  sgt_head(s, colon, n);
  const size_t space = s.find_first_of(" \t", colon);
  const std::string_view d = s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
  std::vector<int> numbers;
  for (size_t k = 0; k < d.size(); ++k) {
    if (std::isdigit(static_cast<unsigned char>(d[k]))) {
      numbers.push_back(d[k] - '0');
      continue;
    }
    const size_t close = d.find(']', k);
    if (d[k] != '[' || close == d.npos || close == k + 1 || close - k > 4 || !all_digits(d.substr(k + 1, close - k - 1)))
      throw ParseError{line, "dominosa game ID: unexpected '" + printable_at(d, k) + "' in the numbers"};
    numbers.push_back(digits_value(d.substr(k + 1, close - k - 1)));
    k = close;
  }
  std::vector<int> cells = space == s.npos ? std::vector<int>{} : read_sides(s.substr(space), n, line);
  return made(n, std::move(numbers), std::move(cells), DominosaForm::sgt, line);
}

// ---- the typed rows -----------------------------------------------------------------------------

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "dominosa";
}

// A line of '|' and '.' tokens, one per cell: '|' joins the cell above to the one below.
bool joins_row(std::string_view t) {
  const auto w = split_ws(t);
  return !w.empty() && std::all_of(w.begin(), w.end(), [](std::string_view x) { return x == "|" || x == "."; });
}

// Long: number rows with '-' joins between them, and join rows of '|' and '.' between those
std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<int> numbers, cells;
  int cols = -1, rows = 0;
  bool after_joins = false;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#' && !is_header(lines[i].text) &&
         !is_sgt(lines[i].text);
       ++i) {
    const std::string_view t = lines[i].text;
    const int ln = lines[i].number;
    if (joins_row(t)) {
      const auto w = split_ws(t);
      if (rows == 0 || after_joins) throw ParseError{ln, "a row of '|' joins not between two rows of numbers"};
      if (static_cast<int>(w.size()) != cols)
        throw ParseError{ln, "a row of " + std::to_string(w.size()) + " joins, expected " + std::to_string(cols)};
      for (int c = 0; c < cols; ++c) {
        if (w[static_cast<size_t>(c)] != "|") continue;
        int& above = cells[static_cast<size_t>((rows - 1) * cols + c)];
        if (above) throw ParseError{ln, "column " + std::to_string(c + 1) + ": a cell joined twice"};
        above = Dominosa::kDown;
      }
      after_joins = true;
      continue;
    }
    bool joined = false;
    const int first = static_cast<int>(numbers.size());
    for (size_t k = 0; k < t.size();) {
      if (t[k] == ' ' || t[k] == '\t') {
        ++k;
        continue;
      }
      if (t[k] == '-' && static_cast<int>(numbers.size()) > first && !joined) {
        joined = true, ++k;
        continue;
      }
      size_t e = k;
      while (e < t.size() && std::isdigit(static_cast<unsigned char>(t[e]))) ++e;
      if (e == k || e - k > 3)
        throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable_at(t, k) +
                                 "' is no number (0..N, '-' joining two)"};
      numbers.push_back(digits_value(t.substr(k, e - k)));
      cells.push_back(0);
      if (joined) cells[cells.size() - 2] = Dominosa::kRight, cells.back() = Dominosa::kLeft;
      joined = false;
      k = e;
    }
    if (joined) throw ParseError{ln, "a '-' after the last number of the row"};
    const int width = static_cast<int>(numbers.size()) - first;
    if (cols < 0) cols = width;
    if (width != cols)
      throw ParseError{ln, "row " + std::to_string(rows + 1) + " has " + std::to_string(width) + " numbers, row 1 has " +
                               std::to_string(cols)};
    if (after_joins)  // the joins above land here
      for (int c = 0; c < cols; ++c)
        if (cells[static_cast<size_t>((rows - 1) * cols + c)] == Dominosa::kDown) {
          int& below = cells[static_cast<size_t>(rows * cols + c)];
          if (below) throw ParseError{ln, "column " + std::to_string(c + 1) + ": a cell joined twice"};
          below = Dominosa::kUp;
        }
    after_joins = false;
    ++rows;
  }
  if (rows == 0) throw ParseError{start, "a dominosa header with no rows after it"};
  if (after_joins) throw ParseError{lines[i - 1].number, "a row of '|' joins after the last row of numbers"};
  int n = 0;
  for (int v : numbers) n = std::max(n, v);
  if (rows != n + 1 || cols != n + 2)
    throw ParseError{start, "dominosa: " + std::to_string(cols) + "x" + std::to_string(rows) + " numbers up to " +
                                std::to_string(n) + ": the double-" + std::to_string(n) + " set needs " +
                                std::to_string(n + 2) + "x" + std::to_string(n + 1)};
  return made(n, std::move(numbers), std::move(cells), DominosaForm::rows, start);
}

}  // namespace

std::string dominosa_sgt_id(int n, const std::vector<int>& numbers) {
  std::string s = std::to_string(n) + ":";
  for (int v : numbers) s += v < 10 ? std::to_string(v) : "[" + std::to_string(v) + "]";
  return s;
}

bool looks_like_dominosa(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_dominosa_id(t) || is_header(t); });
}

std::vector<Record> read_dominosa(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_sgt, parse_sgt}}, parse_block,
                         [](std::string_view t) { return is_header(t) || is_sgt(t); });
}

}  // namespace gridsat
