// Signpost's forms: sgt-signpost game IDs and the typed block.
#include <algorithm>
#include <cstdint>
#include <cctype>
#include <set>

#include "puzzles/signpost/signpost.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 30;
const char* const kNames[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> arrows, std::vector<int> numbers, SignpostForm form,
                             int line) {
  check_board_size("signpost", cols, rows, 1, kMaxSide, line);
  const int N = rows * cols;
  std::set<int> seen;
  int ends = 0;
  for (int i = 0; i < N; ++i) {
    if (numbers[i] > N)
      throw ParseError{line, "signpost: the number " + std::to_string(numbers[i]) + " at " + cell_name(cols, i) +
                                 " is past " + std::to_string(N)};
    if (numbers[i] && !seen.insert(numbers[i]).second)
      throw ParseError{line, "signpost: the number " + std::to_string(numbers[i]) + " is given twice"};
    ends += arrows[i] == Signpost::kNoArrow;
  }
  if (ends > 1) throw ParseError{line, "signpost: " + std::to_string(ends) + " cells without an arrow; at most the last"};
  return std::make_unique<Signpost>(rows, cols, std::move(arrows), std::move(numbers), form);
}

// "WxH", letters, ':'; false when s is no such ID.
bool sgt_params(std::string_view s, int& cols, int& rows, size_t& colon) {
  size_t used = 0;
  const Size2 wh = parse_sgt_head(s, used, colon);
  cols = wh.cols, rows = wh.rows;
  return cols > 0 && rows > 0;
}

// An sgt-signpost ID as --type auto knows it: W * H arrows a-h, digits between them, nothing else.
bool is_sgt_id(std::string_view s) {
  size_t used = 0, colon = 0;
  const Size2 wh = parse_sgt_head(s, used, colon);
  const std::string_view desc = s.substr(std::min(colon + 1, s.size()), s.find(' ') - std::min(colon + 1, s.size()));
  const auto arrows = std::count_if(desc.begin(), desc.end(), [](char c) { return c >= 'a' && c <= 'h'; });
  const auto digits = std::count_if(desc.begin(), desc.end(), [](char c) { return c >= '0' && c <= '9'; });
  const int64_t cells = static_cast<int64_t>(wh.cols) * wh.rows;  // a head of 65536x65536 overflows int
  return cells > 1 && arrows == cells && arrows + digits == static_cast<int64_t>(desc.size());
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  int cols = 0, rows = 0;
  size_t colon = 0;
  sgt_params(s, cols, rows, colon);
  check_board_size("signpost", cols, rows, 1, kMaxSide, line);
  std::string_view desc = s.substr(colon + 1);
  const size_t space = desc.find_first_of(" \t");
  if (space != std::string_view::npos) desc = desc.substr(0, space);  // a solution after it: ignored
  const size_t want = static_cast<size_t>(cols) * rows;
  std::vector<int> arrows, numbers;
  int num = 0;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      num = num * 10 + (c - '0');
      if (num > static_cast<int>(want))
        throw ParseError{line, "signpost game ID: a number past " + std::to_string(want) + " in the cells"};
    } else if (c >= 'a' && c <= 'h') {
      if (arrows.size() == want)
        throw ParseError{line, "signpost game ID: the cells run past the " + std::to_string(want) + " of the grid"};
      arrows.push_back(c - 'a');
      numbers.push_back(num);
      num = 0;
    } else {
      throw ParseError{line, "signpost game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
    }
  }
  if (arrows.size() != want || num)
    throw ParseError{line, "signpost game ID: the cells fill " + std::to_string(arrows.size()) + " of " +
                               std::to_string(want) + " cells"};
  return make(rows, cols, std::move(arrows), std::move(numbers), SignpostForm::sgt, line);
}

bool starts_puzzle(std::string_view t) { return t.empty() || t.front() == '#' || is_sgt_id(t); }

void read_token(std::string_view w, int ln, size_t k, std::vector<int>& arrows, std::vector<int>& numbers) {
  size_t i = 0;
  while (i < w.size() && std::isdigit(static_cast<unsigned char>(w[i]))) ++i;
  const std::string_view digits = w.substr(0, i), dir = w.substr(i);
  int arrow = dir.empty() || dir == "." ? Signpost::kNoArrow : -2;
  for (int d = 0; d < 8 && arrow == -2; ++d)
    if (dir == kNames[d]) arrow = d;
  if (arrow == -2 || digits.size() > 4 || (dir == "." && !digits.empty()) || w.empty())
    throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable(w) +
                             "' is not a cell (a number and an arrow N NE E SE S SW W NW, or '.')"};
  arrows.push_back(arrow);
  numbers.push_back(digits.empty() ? 0 : digits_value(digits));
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  std::vector<int> arrows, numbers;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !starts_puzzle(lines[i].text); ++i, ++rows) {
    const auto w = split_ws(lines[i].text);
    if (cols < 0) cols = static_cast<int>(w.size());
    if (static_cast<int>(w.size()) != cols)
      throw ParseError{lines[i].number, std::to_string(w.size()) + " cells, expected " + std::to_string(cols) +
                                            " like line " + std::to_string(first)};
    for (size_t k = 0; k < w.size(); ++k) read_token(w[k], lines[i].number, k, arrows, numbers);
  }
  return make(rows, cols, std::move(arrows), std::move(numbers), SignpostForm::text, first);
}

}  // namespace

std::string signpost_sgt_id(int rows, int cols, const std::vector<int>& arrows, const std::vector<int>& numbers) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  for (size_t i = 0; i < arrows.size(); ++i) {
    if (numbers[i]) s += std::to_string(numbers[i]);
    s += static_cast<char>('a' + (arrows[i] == Signpost::kNoArrow ? 0 : arrows[i]));
  }
  return s;
}

bool looks_like_signpost(const std::string& text) { return any_early_line(text, is_sgt_id); }

std::vector<Record> read_signpost(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto id = [](std::string_view t) {
    int cols = 0, rows = 0;
    size_t colon = 0;
    return sgt_params(t, cols, rows, colon);
  };
  return read_line_forms(text, source, opt.first_line, {{id, parse_sgt}}, parse_block, starts_puzzle);
}

}  // namespace gridsat
