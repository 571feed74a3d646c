#pragma once
// A genre test's check of `gridsat generate ARGS` (with --count `count`): every puzzle printed
// counts as unique, and `grade` names a level for them.
#include <gtest/gtest.h>

#include <string>

#include "helpers.hpp"

namespace gridsat::test {

inline void expect_generated_unique_and_graded(const std::string& args, int count) {
  auto r = cli("generate " + args + " --count " + std::to_string(count));
  ASSERT_EQ(r.exit, 0) << r.err;
  auto c = cli("count --limit 2 --format json -", r.out);
  EXPECT_EQ(c.exit, 0) << c.err;
  int unique = 0;
  for (size_t at = 0; (at = c.out.find("\"verdict\":\"unique\"", at)) != std::string::npos; ++at) ++unique;
  EXPECT_EQ(unique, count) << r.out;
  auto g = cli("grade -", r.out);
  EXPECT_EQ(g.exit, 0) << g.err << g.out;
  EXPECT_NE(g.out.find(" (rank "), std::string::npos) << g.out;
}

}  // namespace gridsat::test
