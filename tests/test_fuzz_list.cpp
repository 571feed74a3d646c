// Every puzzle family has a libFuzzer harness: fuzz/families.txt names it (tools/fuzz
// builds and runs one reader harness per line there).
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "helpers.hpp"

namespace gridsat::test {

TEST(Fuzzing, EveryFamilyHasAHarness) {
  std::istringstream in(slurp(source("fuzz/families.txt")));
  std::set<std::string> listed;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string name;
    if (words >> name && name[0] != '#') listed.insert(name);
  }
  ASSERT_TRUE(listed.count("auto")) << "fuzz/families.txt lost the auto-detection harness";
  for (const auto& family : family_names())
    EXPECT_TRUE(listed.count(family)) << "family '" << family
                                      << "' has no line in fuzz/families.txt (its reader harness and seeds)";
}

}  // namespace gridsat::test
