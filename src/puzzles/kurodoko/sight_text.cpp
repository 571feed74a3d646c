// Reading and writing the sight genres' forms (sight_grid.hpp lists them).
#include <algorithm>
#include <cctype>

#include "puzzles/kurodoko/sight_grid.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

struct Reading {
  std::string_view genre;
  SightMaker make;
};

std::unique_ptr<Puzzle> made(const Reading& rd, int rows, int cols, std::vector<int> numbers, SightForm form,
                             int line) {
  check_board_size(rd.genre, cols, rows, 1, kMaxSide, line);
  if (numbers.size() != static_cast<size_t>(rows) * cols)
    throw ParseError{line, std::string(rd.genre) + ": " + std::to_string(numbers.size()) + " cells, expected " +
                               std::to_string(rows * cols) + " (" + std::to_string(cols) + "x" +
                               std::to_string(rows) + ")"};
  const int top = rows + cols - 1;
  for (size_t i = 0; i < numbers.size(); ++i)
    if (numbers[i] != SightGrid::kQuestion && (numbers[i] < 0 || numbers[i] > top))
      throw ParseError{line, "the number " + std::to_string(numbers[i]) + " at " + cell_name(cols, i) +
                                 " is outside 1.." + std::to_string(top)};
  return rd.make(rows, cols, std::move(numbers), form);
}

// The optional shading after an ID or URL: `rows` words of `cols` 0/1 joined by '/'.
void check_shading(std::string_view s, int rows, int cols, int line) {
  const auto words = split_ws(s);
  if (words.empty()) return;
  std::vector<std::string_view> parts;
  for (size_t from = 0; words.size() == 1 && from <= words[0].size();) {
    const size_t slash = std::min(words[0].find('/', from), words[0].size());
    parts.push_back(words[0].substr(from, slash - from));
    from = slash + 1;
  }
  const auto row_ok = [cols](std::string_view w) {
    return w.size() == static_cast<size_t>(cols) && w.find_first_not_of("01") == std::string_view::npos;
  };
  if (parts.size() != static_cast<size_t>(rows) || !std::all_of(parts.begin(), parts.end(), row_ok))
    throw ParseError{line, "after the puzzle: '" + printable(words[0]) + "' is no shading (" + std::to_string(rows) +
                               " rows of " + std::to_string(cols) + " 0/1 joined by '/')"};
}

// ---- Simon Tatham's Range ------------------------------------------------------------------

bool is_sgt(std::string_view s) {
  size_t used = 0, colon = 0;
  return parse_sgt_head(s, used, colon).rows != 0;
}

// An ID as --type auto knows it: the head, then only Range's alphabet, exactly W*H cells, and
// a '_' or a number of two digits: without them it reads as well as an sgt-bridges ID (runs of
// letters, islands 1-8), which Hashi takes (--type kurodoko reads it).
bool is_range_id(std::string_view s) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  if (size.rows == 0) return false;
  long long cells = 0;
  bool own = false;
  const std::string_view d = s.substr(colon + 1, s.find(' ') == s.npos ? s.npos : s.find(' ') - colon - 1);
  for (size_t k = 0; k < d.size(); ++k) {
    if (d[k] >= 'a' && d[k] <= 'z') {
      cells += d[k] - 'a' + 1;
    } else if (d[k] >= '1' && d[k] <= '9') {
      ++cells;
      for (; k + 1 < d.size() && std::isdigit(static_cast<unsigned char>(d[k + 1])); ++k) own = true;
    } else if (d[k] == '_') {
      own = true;
    } else {
      return false;
    }
  }
  return own && cells == static_cast<long long>(size.rows) * size.cols;
}

std::unique_ptr<Puzzle> parse_sgt(const Reading& rd, std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  check_board_size(rd.genre, size.cols, size.rows, 1, kMaxSide, line);
  const size_t space = s.find_first_of(" \t", colon);
  const std::string_view d = s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
  const size_t want = static_cast<size_t>(size.rows) * size.cols;
  std::vector<int> numbers;
  for (size_t k = 0; k < d.size(); ++k) {
    if (d[k] >= 'a' && d[k] <= 'z') {
      numbers.insert(numbers.end(), static_cast<size_t>(d[k] - 'a' + 1), 0);
    } else if (std::isdigit(static_cast<unsigned char>(d[k]))) {
      size_t e = k;
      while (e < d.size() && std::isdigit(static_cast<unsigned char>(d[e]))) ++e;
      if (e - k > 6) throw ParseError{line, "range game ID: the number " + printable(d.substr(k, e - k)) + " is too large"};
      numbers.push_back(digits_value(d.substr(k, e - k)));
      if (numbers.back() == 0) numbers.back() = -2;  // reported as out of range below
      k = e - 1;
    } else if (d[k] != '_') {
      throw ParseError{line, "range game ID: unexpected '" + printable_at(d, k) + "' in the cells"};
    }
    if (numbers.size() > want)
      throw ParseError{line, "range game ID: the cells run past " + std::to_string(want) + " cells"};
  }
  if (space != s.npos) check_shading(s.substr(space), size.rows, size.cols, line);
  return made(rd, size.rows, size.cols, std::move(numbers), SightForm::sgt, line);
}

// ---- puzz.link ------------------------------------------------------------------------------

std::unique_ptr<Puzzle> parse_url(const Reading& rd, std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, rd.genre, line, true);
  check_board_size(rd.genre, h.cols, h.rows, 1, kMaxSide, line);
  std::vector<int> numbers = puzzlink::read_cells(h, line, puzzlink::read_number16);
  for (int& v : numbers) {
    if (v == 0) v = -2;  // a 0 is out of range
    else if (v == puzzlink::kUnknown) v = SightGrid::kQuestion;
    else if (v == puzzlink::kNone) v = 0;
  }
  if (!h.tail.empty()) check_shading(h.tail, h.rows, h.cols, line);
  return made(rd, h.rows, h.cols, std::move(numbers), SightForm::puzzlink, line);
}

// ---- the typed rows -------------------------------------------------------------------------

bool is_header(std::string_view t, std::string_view genre) { return t == genre; }

std::unique_ptr<Puzzle> parse_block(const Reading& rd, const std::vector<TextLine>& lines, size_t& i,
                                    const std::function<bool(std::string_view)>& starts) {
  if (is_header(lines[i].text, rd.genre)) ++i;
  if (i >= lines.size() || starts(lines[i].text))
    throw ParseError{lines[i - 1].number, "a " + std::string(rd.genre) + " header with no rows after it"};
  const int first = lines[i].number;
  std::vector<int> numbers;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !starts(lines[i].text); ++i, ++rows) {
    const auto w = split_ws(lines[i].text);
    for (size_t k = 0; k < w.size(); ++k) {
      if (w[k] == "." || w[k] == "X" || w[k] == "x") numbers.push_back(0);
      else if (w[k] == "?") numbers.push_back(SightGrid::kQuestion);
      else if (all_digits(w[k]) && w[k].size() < 7) numbers.push_back(digits_value(w[k]) ? digits_value(w[k]) : -2);
      else
        throw ParseError{lines[i].number, "column " + std::to_string(k + 1) + ": '" + printable(w[k]) +
                                              "' is no cell (a number, '?', '.' none, X shaded)"};
    }
    if (cols < 0) cols = static_cast<int>(w.size());
    if (static_cast<int>(w.size()) != cols)
      throw ParseError{lines[i].number, "row " + std::to_string(rows + 1) + " has " + std::to_string(w.size()) +
                                            " cells, row 1 has " + std::to_string(cols)};
  }
  return made(rd, rows, cols, std::move(numbers), SightForm::rows, first);
}

}  // namespace

std::string range_sgt_id(int rows, int cols, const std::vector<int>& numbers) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  int run = 0;
  bool number_last = false;
  for (size_t i = 0; i <= numbers.size(); ++i) {
    const int v = i < numbers.size() ? numbers[i] : 1;
    if (v == SightGrid::kQuestion) return "";
    if (v == 0) {
      ++run;
      continue;
    }
    for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1), number_last = false;
    if (i == numbers.size()) break;
    if (number_last) s += '_';
    s += std::to_string(v);
    number_last = true;
  }
  return s;
}

std::string sight_url(const Puzzle& p) {
  const auto& g = dynamic_cast<const SightGrid&>(p);
  std::vector<int> cells = g.numbers();
  for (int& v : cells) v = v == SightGrid::kQuestion ? puzzlink::kUnknown : v ? v : puzzlink::kNone;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url(std::string(g.family()), g.cols(), g.rows(), body);
}

bool looks_like_sight(const std::string& text, std::string_view genre, bool sgt) {
  return any_early_line(text, [&](std::string_view t) {
    return puzzlink::is_url(t, genre) || is_header(t, genre) || (sgt && is_range_id(t));
  });
}

std::vector<Record> read_sight(const std::string& text, const std::string& source, const ReadOptions& opt,
                               std::string_view genre, SightMaker make, bool sgt) {
  const Reading rd{genre, make};
  const auto is_url = [genre](std::string_view t) { return puzzlink::is_url(t, genre); };
  const auto starts = [&](std::string_view t) {
    return t.empty() || t.front() == '#' || is_header(t, genre) || is_url(t) || (sgt && is_sgt(t));
  };
  std::vector<LineForm> forms{{is_url, [&](std::string_view t, int n) { return parse_url(rd, t, n); }}};
  if (sgt) forms.push_back({is_sgt, [&](std::string_view t, int n) { return parse_sgt(rd, t, n); }});
  return read_line_forms(
      text, source, opt.first_line, forms,
      [&](const std::vector<TextLine>& lines, size_t& i) { return parse_block(rd, lines, i, starts); }, starts);
}

}  // namespace gridsat
