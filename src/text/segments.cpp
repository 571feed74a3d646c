#include "text/segments.hpp"

#include <cmath>

namespace gridsat {

LineIndex::LineIndex(const std::string& text) : lines(split_lines(text)) {
  start.reserve(lines.size() + 1);
  size_t at = 0;
  for (size_t k = 0; k < lines.size(); ++k) {
    start.push_back(at);
    const size_t nl = text.find('\n', at);
    at = nl == std::string::npos ? text.size() : nl + 1;
  }
  start.push_back(text.size());
}

bool is_meaningful(std::string_view line) { return !line.empty() && line.front() != '#'; }

namespace {

bool is_ints(std::string_view line) { return split_ws(line).size() > 1; }

// A line read_grid_blocks reads as a one-line puzzle whatever the lines around it: one token
// of more than 35 characters (too wide for a row of characters) whose length is a square.
bool sure_one_line(std::string_view line) {
  if (line.size() <= 35 || is_ints(line)) return false;
  const auto root = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(line.size()))));
  return root * root == line.size();
}

}  // namespace

Cut grid_blocks_cut(const std::string& text, const SpecialExtent& special) {
  const LineIndex ix(text);
  const auto& lines = ix.lines;
  Cut cut;
  bool read = false;  // a puzzle since the start: a segment of no puzzle would say "no puzzle found"
  size_t i = 0;
  while (i < lines.size()) {
    if (!is_meaningful(lines[i].text)) {
      ++i;
      if (read) cut = ix.before(i);
      continue;
    }
    if (auto end = special ? special(lines, i) : std::nullopt) {
      if (*end == kNeedMore) break;
      i = *end;
      read = true;
      cut = ix.before(i);
      continue;
    }
    // A block: the meaningful lines of the same kind (characters or integers) from line i.
    const bool ints = is_ints(lines[i].text);
    size_t end = i;
    while (end < lines.size() && is_meaningful(lines[end].text) && is_ints(lines[end].text) == ints) ++end;
    if (end < lines.size()) {
      i = end;
      read = true;
      cut = ix.before(i);
      continue;
    }
    if (sure_one_line(lines[i].text)) {  // then the whole block is read line by line
      size_t last = end - 1;             // the context line: read as the block's first line again
      while (last > i && !(sure_one_line(lines[last].text) && !(special && special(lines, last)))) --last;
      cut = {ix.start[end], ix.start[last]};
    }
    break;
  }
  return cut;
}

Cut blank_line_cut(const std::string& text) {
  const LineIndex ix(text);
  Cut cut;
  bool read = false;
  for (size_t k = 0; k < ix.lines.size(); ++k) {
    if (is_meaningful(ix.lines[k].text)) read = true;
    else if (ix.lines[k].text.empty() && read) cut = ix.before(k + 1);
  }
  return cut;
}

}  // namespace gridsat
