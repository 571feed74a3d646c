// Every puzzle family has a libFuzzer harness: fuzz/CMakeLists.txt builds one reader harness
// per F(NAME) line of the registry, and tools/fuzz seeds it from the family's record
// (fuzz_seeds, printed by `gridsat --fuzz-seeds`); fuzz/families.txt adds auto-detection.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "helpers.hpp"

namespace gridsat::test {
namespace test_fuzz_list {

TEST(Fuzzing, EveryFamilyHasAHarness) {
  std::istringstream in(slurp(source("fuzz/families.txt")));
  std::set<std::string> listed;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string name;
    if (words >> name && name[0] != '#') listed.insert(name);
  }
  ASSERT_TRUE(listed.count("auto")) << "fuzz/families.txt lost the auto-detection harness";
  const std::string registry = slurp(source("src/registry/registry.cpp"));
  for (const Family* f : families()) {
    const std::string name(f->name);
    EXPECT_FALSE(f->fuzz.seeds.empty()) << "family '" << name << "' has no fuzz_seeds in its record";
    EXPECT_NE(registry.find("\n  F(" + name + ")"), std::string::npos)
        << "fuzz/CMakeLists.txt finds the harnesses by the registry's '  F(NAME)' lines: not " << name;
  }
  const auto seeds = cli("--fuzz-seeds");
  EXPECT_EQ(seeds.exit, 0);
  for (const auto& name : family_names()) EXPECT_NE(seeds.out.find(name + " "), std::string::npos) << seeds.out;
}

}  // namespace test_fuzz_list
}  // namespace gridsat::test
