#include "puzzles/common/number_rows.hpp"

#include <algorithm>
#include <cctype>

#include "base/errors.hpp"
#include "encoders/constants.hpp"
#include "text/lines.hpp"

namespace gridsat {

std::string with_number_rows(std::string line, const Grid& g, const Grid& givens) {
  if (std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v <= 0; }) || g.cells == givens.cells) return line;
  for (int i = 0; i < g.rows * g.cols; ++i)
    line += (i == 0 ? " " : i % g.cols == 0 ? "/" : ",") + std::to_string(g.cells[static_cast<size_t>(i)]);
  return line;
}

void check_number_rows(std::string_view text, int rows, int cols, int line) {
  if (text.empty()) return;
  size_t groups = 1, width = 1;
  bool ok = true, digit = false;
  for (char ch : text) {
    if (ch == '/' || ch == ',') {
      ok = ok && digit && (ch == ',' || width == static_cast<size_t>(cols));
      if (ch == '/') ++groups, width = 1;
      else ++width;
      digit = false;
    } else {
      ok = ok && std::isdigit(static_cast<unsigned char>(ch));
      digit = true;
    }
  }
  if (!ok || !digit || width != static_cast<size_t>(cols) || groups != static_cast<size_t>(rows))
    throw ParseError{line, "after the puzzle: '" + printable(text) + "' is no solution (" + std::to_string(rows) +
                               " rows of " + std::to_string(cols) + " numbers, ',' between them, joined by '/')"};
}

int numbers_given(const std::vector<int>& numbers) {
  return static_cast<int>(std::count_if(numbers.begin(), numbers.end(), [](int v) { return v != 0; }));
}

std::vector<int> numbers_kept(std::vector<int> numbers, const std::vector<bool>& keep) {
  size_t k = 0;
  for (int& v : numbers)
    if (v && !keep.at(k++)) v = 0;
  return numbers;
}

void number_clue_groups(Encoding& e, const EncodeOptions& opt, int cols, const std::vector<int>& numbers,
                        const std::vector<std::vector<int>>& value) {
  if (!opt.groups) return;
  int k = 0;
  for (int i = 0; i < static_cast<int>(numbers.size()); ++i) {
    const int v = numbers[static_cast<size_t>(i)];
    if (!v) continue;
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number", .label = std::to_string(v) + " at " + cells_label(cols, {i}), .cells = {i},
                       .clue = true, .clue_index = k};
    });
    const auto& lits = value[static_cast<size_t>(i)];
    add_clause(e.cnf, {v <= static_cast<int>(lits.size()) ? lits[static_cast<size_t>(v - 1)] : kFalse});
    ++k;
  }
}

}  // namespace gridsat
