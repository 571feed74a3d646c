// The absolute paths of this tree, set for this file alone (tests/CMakeLists.txt): see helpers.hpp.
// Plain string constants, so that a child between fork and exec may read them.
#include "helpers.hpp"

namespace gridsat::test {
const char* binary_path() { return GRIDSAT_TEST_BINARY; }
const char* source_dir() { return GRIDSAT_TEST_SOURCE_DIR; }
const char* shared_dir_default() { return GRIDSAT_TEST_SHARED_DIR; }
}  // namespace gridsat::test
