// Sudoku's registration record (see model/family.hpp); the fallback of --type auto.
#include "puzzles/sudoku/sudoku_text.hpp"
#include "text/grid_text.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

// Streaming: read_grid_blocks' blocks; a solo game ID at the start of a block is one line, a
// Prolog list runs to its closing bracket.
Cut sudoku_cut(const std::string& text) {
  return grid_blocks_cut(text, [](const std::vector<TextLine>& lines, size_t i) -> std::optional<size_t> {
    if (is_solo_id(lines[i].text)) return i + 1;
    if (is_prolog_list(lines[i].text)) {
      const size_t end = prolog_list_end(lines, i);
      return end == SIZE_MAX ? kNeedMore : end;
    }
    return std::nullopt;
  });
}

}  // namespace

const Family& sudoku_family() {
  static const Family f{"sudoku", 100, nullptr, read_sudoku,
                        [](int n, const ReadOptions& opt) { return empty_grid_record(n, opt, read_sudoku); },
                        {"box", "amo", "simplify", "inference", "order"}, sudoku_cut};
  return f;
}

}  // namespace gridsat
