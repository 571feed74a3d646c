#include "text/char_block.hpp"

#include <cctype>
#include <string>

#include "base/errors.hpp"

namespace gridsat {

namespace {

std::string cells_of(std::string_view t) {
  std::string s;
  for (char c : t)
    if (!std::isspace(static_cast<unsigned char>(c))) s += c;
  return s;
}

}  // namespace

CharBlock read_char_block(const std::vector<TextLine>& lines, size_t& i, const CellOf& cell) {
  CharBlock b;
  b.first = lines[i].number;
  b.cols = static_cast<int>(cells_of(lines[i].text).size());
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i, ++b.rows) {
    const std::string row = cells_of(lines[i].text);
    const int ln = lines[i].number;
    if (static_cast<int>(row.size()) != b.cols)
      throw ParseError{ln, std::to_string(row.size()) + " cells, expected " + std::to_string(b.cols) + " like line " +
                               std::to_string(b.first)};
    for (int c = 0; c < b.cols; ++c) b.cells.push_back(cell(row, b.rows, c, ln));
  }
  return b;
}

}  // namespace gridsat
