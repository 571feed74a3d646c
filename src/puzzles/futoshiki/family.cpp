// Futoshiki's registration record (see model/family.hpp).
#include "puzzles/futoshiki/futoshiki_text.hpp"

namespace gridsat {

const Family& futoshiki_family() {
  static const Family f{"futoshiki", 40, looks_like_futoshiki, read_futoshiki, nullptr,
                        {"amo", "simplify", "inequality", "inference", "order"}};
  return f;
}

}  // namespace gridsat
