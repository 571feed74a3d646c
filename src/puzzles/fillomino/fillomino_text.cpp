// Fillomino's forms: the puzz.link URL, sgt's Filling game ID and the typed rows.
#include <cctype>

#include "puzzles/common/number_rows.hpp"
#include "puzzles/common/room_text.hpp"
#include "puzzles/fillomino/fillomino.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

// Every number within 1..rows*cols (sgt's: 1..9).
std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> numbers, FillominoForm form, int line) {
  check_board_size("fillomino", cols, rows, 1, kMaxSide, line);
  const int top = form == FillominoForm::sgt ? Fillomino::kSgtMaxSize : rows * cols;
  for (size_t i = 0; i < numbers.size(); ++i) {
    const int v = numbers[i];
    if (v != 0 && (v < 1 || v > top))
      throw ParseError{line, "the number " + (v < 0 ? std::string("?") : std::to_string(v)) + " at " +
                                 cell_name(cols, i) + " is outside 1.." + std::to_string(top)};
  }
  return std::make_unique<Fillomino>(rows, cols, std::move(numbers), form);
}

bool is_url(std::string_view s) { return puzzlink::is_url(s, "fillomino"); }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "fillomino", line, true);
  check_board_size("fillomino", h.cols, h.rows, 1, kMaxSide, line);
  check_number_rows(h.tail, h.rows, h.cols, line);
  std::vector<int> numbers = puzzlink::read_cells(h, line, puzzlink::read_number16);
  for (size_t i = 0; i < numbers.size(); ++i) {
    if (numbers[i] == 0) throw ParseError{line, "the number 0 at " + cell_name(h.cols, i) + " is below 1"};
    numbers[i] = numbers[i] == puzzlink::kNone ? 0 : numbers[i];
  }
  return make(h.rows, h.cols, std::move(numbers), FillominoForm::puzzlink, line);
}

// sgt's Filling: "WxH:" then a digit a cell (0 empty) or 'a'..'z' runs of empty cells.
bool is_sgt(std::string_view s) {
  size_t used = 0, colon = 0;
  return parse_sgt_head(s, used, colon).rows != 0 && colon == used;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  check_board_size("fillomino", size.cols, size.rows, 1, kMaxSide, line);
  const size_t space = s.find_first_of(" \t", colon);
  const std::string_view d = s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
  const size_t want = static_cast<size_t>(size.rows) * size.cols;
  std::vector<int> numbers;
  for (size_t k = 0; k < d.size(); ++k) {
    if (d[k] >= 'a' && d[k] <= 'z') numbers.insert(numbers.end(), static_cast<size_t>(d[k] - 'a' + 1), 0);
    else if (std::isdigit(static_cast<unsigned char>(d[k]))) numbers.push_back(d[k] - '0');
    else throw ParseError{line, "filling game ID: unexpected '" + printable_at(d, k) + "' in the cells"};
    if (numbers.size() > want)
      throw ParseError{line, "filling game ID: the cells run past " + std::to_string(want) + " cells"};
  }
  if (numbers.size() < want)
    throw ParseError{line, "filling game ID: " + std::to_string(numbers.size()) + " cells, not " + std::to_string(want)};
  if (space != s.npos) check_number_rows(s.substr(s.find_first_not_of(" \t", space)), size.rows, size.cols, line);
  return make(size.rows, size.cols, std::move(numbers), FillominoForm::sgt, line);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_genre_header(lines[i].text, "fillomino"))
    throw ParseError{start, "expected a puzz.link fillomino URL, a Filling game ID or a 'fillomino' line before the rows"};
  ++i;
  std::vector<int> numbers;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i, ++rows) {
    const auto w = split_ws(lines[i].text);
    for (size_t k = 0; k < w.size(); ++k) {
      if (w[k] == ".") numbers.push_back(0);
      else if (all_digits(w[k]) && w[k].size() <= 6 && digits_value(w[k]) > 0) numbers.push_back(digits_value(w[k]));
      else
        throw ParseError{lines[i].number, "column " + std::to_string(k + 1) + ": '" + printable(w[k]) +
                                              "' is no cell (a number from 1, '.' empty)"};
    }
    if (cols < 0) cols = static_cast<int>(w.size());
    if (static_cast<int>(w.size()) != cols)
      throw ParseError{lines[i].number, "row " + std::to_string(rows + 1) + " has " + std::to_string(w.size()) +
                                            " cells, row 1 has " + std::to_string(cols)};
  }
  if (rows == 0) throw ParseError{start, "a fillomino line with no rows after it"};
  return make(rows, cols, std::move(numbers), FillominoForm::rows, start);
}

}  // namespace

std::string fillomino_puzzlink_url(int rows, int cols, const std::vector<int>& numbers) {
  std::vector<int> cells = numbers;
  for (int& v : cells) v = v == 0 ? puzzlink::kNone : v;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("fillomino", cols, rows, body);
}

std::string fillomino_sgt_id(int rows, int cols, const std::vector<int>& numbers) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  int run = 0;
  for (size_t i = 0; i <= numbers.size(); ++i) {
    const int v = i < numbers.size() ? numbers[i] : 1;
    if (v == 0) {
      ++run;
      continue;
    }
    for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1);
    if (i == numbers.size()) break;
    if (v > 9) return "";  // sgt's cells are digits
    s += static_cast<char>('0' + v);
  }
  return s;
}

bool looks_like_fillomino(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_genre_header(t, "fillomino"); });
}

std::vector<Record> read_fillomino(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}, {is_sgt, parse_sgt}}, parse_block);
}

std::string fillomino_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Fillomino&>(p);
  return fillomino_puzzlink_url(t.rows(), t.cols(), t.numbers());
}

}  // namespace gridsat
