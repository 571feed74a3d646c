// Yin-Yang's forms: the puzz.link URL, the typed rows and their one-line form.
#include <algorithm>
#include <cctype>

#include "puzzles/yinyang/yinyang.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

void check_size(int rows, int cols, int line) { check_board_size("yinyang", cols, rows, 1, kMaxSide, line); }

bool is_url(std::string_view s) { return puzzlink::is_url(s, "yinyang"); }

// pzprjs' circles: 1 a white circle, 2 a black one.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "yinyang", line);
  check_size(h.rows, h.cols, line);
  std::vector<int> cells = puzzlink::read_cells(h, line, puzzlink::read_circles);
  for (int& v : cells) v = v == 1 ? YinYang::kWhite : v == 2 ? YinYang::kBlack : 0;
  return std::make_unique<YinYang>(h.rows, h.cols, cells, YinYangForm::puzzlink);
}

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "yinyang" || s == "yin-yang";
}

// The typed rows (already split; `numbers` their lines).
std::unique_ptr<Puzzle> parse_rows(const std::vector<std::string_view>& rows, const std::vector<int>& numbers) {
  const size_t cols = rows.front().size();
  check_size(static_cast<int>(rows.size()), static_cast<int>(cols), numbers.front());
  std::vector<int> givens;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].size() != cols)
      throw ParseError{numbers[r], std::to_string(rows[r].size()) + " cells in row " + std::to_string(r + 1) +
                                       ", " + std::to_string(cols) + " in the first"};
    for (size_t c = 0; c < cols; ++c) {
      const char ch = rows[r][c];
      if (ch == 'X') givens.push_back(YinYang::kBlack);
      else if (ch == 'O') givens.push_back(YinYang::kWhite);
      else if (ch == '.' || ch == 'x' || ch == 'o') givens.push_back(0);
      else
        throw ParseError{numbers[r], "row " + std::to_string(r + 1) + ": '" + printable_at(rows[r], c) +
                                         "' is not a cell ('X' black circle, 'O' white circle, '.' open)"};
    }
  }
  return std::make_unique<YinYang>(static_cast<int>(rows.size()), static_cast<int>(cols), givens, YinYangForm::rows);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text))
    throw ParseError{start, "expected a puzz.link yinyang URL or a 'yinyang' line before the rows"};
  const size_t first = ++i;
  while (i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#') ++i;
  if (i == first) throw ParseError{start, "a yinyang line with no rows after it"};
  std::vector<std::string_view> rows(i - first);
  std::vector<int> numbers(i - first);
  for (size_t k = first; k < i; ++k) rows[k - first] = lines[k].text, numbers[k - first] = lines[k].number;
  return parse_rows(rows, numbers);
}

bool is_slashed(std::string_view t) {
  return t.find('/') != std::string_view::npos && t.find_first_not_of("XOxo./") == std::string_view::npos;
}

// The rows on one line, '/' between them (a solution's line form).
std::unique_ptr<Puzzle> parse_slashed(std::string_view t, int line) {
  std::string spaced(t);
  std::replace(spaced.begin(), spaced.end(), '/', ' ');
  const std::vector<std::string_view> rows = split_ws(spaced);
  if (rows.empty()) throw ParseError{line, "no rows between the '/'"};
  return parse_rows(rows, std::vector<int>(rows.size(), line));
}

}  // namespace

std::string yinyang_puzzlink_url(const Grid& givens) {
  std::vector<int> cells = givens.cells;
  for (int& v : cells) v = v == YinYang::kWhite ? 1 : v == YinYang::kBlack ? 2 : 0;
  std::string body;
  puzzlink::write_circles(body, cells);
  return puzzlink::url("yinyang", givens.cols, givens.rows, body);
}

bool looks_like_yinyang(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_yinyang(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}, {is_slashed, parse_slashed}},
                         parse_block);
}

std::string yinyang_url(const Puzzle& p) { return yinyang_puzzlink_url(p.givens()); }

}  // namespace gridsat
