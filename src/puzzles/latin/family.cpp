// Latin squares' registration record (see model/family.hpp): detected by an "order N"
// (.pls) or "latin N" header on the first meaningful line.
#include "puzzles/latin/latin_text.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {
bool looks_like_latin(const std::string& text) {
  for (const auto& [number, line] : split_lines(text)) {
    if (line.empty() || line.front() == '#') continue;
    auto words = split_ws(line);
    return words.size() == 2 && (words[0] == "order" || words[0] == "latin");
  }
  return false;
}
}  // namespace

const Family& latin_family() {
  static const Family f{"latin", 10, looks_like_latin, read_latin,
                        [](int n, const ReadOptions& opt) { return empty_grid_record(n, opt, read_latin); },
                        {"amo", "simplify", "inference", "order"}};
  return f;
}

}  // namespace gridsat
