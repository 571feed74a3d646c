// Sudoku's registration record (see model/family.hpp); the fallback of --type auto.
#include "puzzles/sudoku/sudoku_text.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

const Family& sudoku_family() {
  static const Family f{"sudoku", 100, nullptr, read_sudoku,
                        [](int n, const ReadOptions& opt) { return empty_grid_record(n, opt, read_sudoku); },
                        {"box", "amo", "simplify", "inference", "order"}};
  return f;
}

}  // namespace gridsat
