#include "puzzles/common/solo_cells.hpp"

#include <string>

#include "base/errors.hpp"
#include "text/lines.hpp"

namespace gridsat {

std::vector<int> solo_cells(std::string_view s, int n, long long area, long long max, int line, std::string_view what) {
  std::vector<int> cells;
  for (size_t k = 0; k < s.size() && static_cast<long long>(cells.size()) <= area;) {
    const char ch = s[k];
    if (ch >= 'a' && ch <= 'z') {
      cells.insert(cells.end(), static_cast<size_t>(ch - 'a' + 1), 0);
      ++k;
    } else if (ch == '_') {
      ++k;
    } else if (ch >= '1' && ch <= '9') {
      long long v = 0;
      while (k < s.size() && s[k] >= '0' && s[k] <= '9' && v <= max) v = v * 10 + (s[k++] - '0');
      if (v > max)
        throw ParseError{line, "solo game ID: value " + std::to_string(v) + " in the " + std::string(what) +
                                   " is above " + std::to_string(max)};
      cells.push_back(static_cast<int>(v));
    } else {
      throw ParseError{line,
                       "solo game ID: unexpected character '" + printable_at(s, k) + "' in the " + std::string(what)};
    }
  }
  if (static_cast<long long>(cells.size()) != area)
    throw ParseError{line, "solo game ID describes " + std::to_string(cells.size()) + " cells" +
                               (what == "description" ? "" : " in the " + std::string(what)) + ", a " +
                               std::to_string(n) + "x" + std::to_string(n) + " grid has " + std::to_string(area)};
  return cells;
}

}  // namespace gridsat
