// No-three-in-line's registration record (see model/family.hpp).
#include "puzzles/pieces/pieces_text.hpp"

namespace gridsat {

const Family& pieces_family() {
  static const Family f{"pieces", 30, looks_like_pieces, read_pieces, blank_pieces, {"card", "lines", "symmetry"},
                        nullptr};  // streaming: at blank lines (a board never spans one)
  return f;
}

}  // namespace gridsat
