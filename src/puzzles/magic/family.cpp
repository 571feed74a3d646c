// Magic squares' registration record (see model/family.hpp). Detected before the
// no-three-in-line boards and Futoshiki (janko files start like the data set's squares:
// looks_like_magic tells them apart).
#include "puzzles/magic/magic_text.hpp"

namespace gridsat {

const Family& magic_family() {
  static const Family f{"magic", 20, looks_like_magic, read_magic, blank_magic, {"amo", "simplify", "sum", "symmetry"}};
  return f;
}

}  // namespace gridsat
