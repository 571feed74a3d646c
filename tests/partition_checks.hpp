#pragma once
// What the partition genres' tests (Shikaku, Galaxies) check alike: a cut compared with a
// published answer of region ids, explain reaching the solution, generate's puzzles unique and
// graded.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "sight_test.hpp"  // explain_reaches

namespace gridsat::test {

// Two labellings cut the grid alike (the labels themselves may differ).
inline bool same_partition(const Grid& g, const nlohmann::json& answer) {
  std::map<int, std::string> to;
  std::map<std::string, int> from;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const int a = g.at(r, c);
      const std::string b = answer[r][c].is_string() ? answer[r][c].get<std::string>() : answer[r][c].dump();
      if (to.try_emplace(a, b).first->second != b || from.try_emplace(b, a).first->second != a) return false;
    }
  return true;
}


// `gridsat generate --type TYPE --size N`: a puzzle that counts unique and grades.
inline void expect_partition_generated(const std::string& type, int n) {
  auto r = cli("generate --type " + type + " --size " + std::to_string(n) + " --seed 5 --count 1");
  ASSERT_EQ(r.exit, 0) << r.err;
  auto c = cli("count --type " + type + " --limit 2 --format json -", r.out);
  EXPECT_EQ(c.exit, 0) << c.err;
  EXPECT_NE(c.out.find("\"verdict\":\"unique\""), std::string::npos) << r.out;
  auto g = cli("grade --type " + type + " -", r.out);
  EXPECT_EQ(g.exit, 0) << g.err << g.out;
  EXPECT_NE(g.out.find(" (rank "), std::string::npos) << g.out;
}

}  // namespace gridsat::test
