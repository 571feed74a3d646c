// What the program says against what it does (issue 46, a trial as a new user): `generate
// --help` said genres it reads and solves "have no puzzle form"; `--format puzzlink`, the
// name the forms go by, was refused; `count --explain` said "0 tried" after ruling out every
// value by its samples, as if it had tried nothing.
#include <gtest/gtest.h>

#include "helpers.hpp"
#include "registry/registry.hpp"

namespace gridsat {
namespace test_words {
namespace {

using test::cli;

TEST(Words, GenerateHelpSaysNoGeneratorNotNoPuzzleForm) {
  const test::Run r = cli("generate --help");
  ASSERT_EQ(r.exit, 0) << r.err;
  std::string text = r.out;
  for (char& c : text)
    if (c == '\n') c = ' ';
  EXPECT_EQ(text.find("has no puzzle form"), std::string::npos) << r.out;
  // Every family without a generator is named, as one the program reads and solves.
  const std::string tail = "no generator (gridsat reads and solves them).";
  EXPECT_NE(text.find(tail), std::string::npos) << r.out;
  for (const auto& name : family_names()) {
    const Family& f = *find_family(name);
    if (!f.generate.make && !f.generate.layout) { EXPECT_NE(text.find(" " + name), std::string::npos) << name; }
  }
}

TEST(Words, PuzzlinkIsAFormatName) {
  const test::Run url = cli("generate --type nonogram --size 5 --seed 1 --format url");
  ASSERT_EQ(url.exit, 0) << url.err;
  const test::Run named = cli("generate --type nonogram --size 5 --seed 1 --format puzzlink");
  EXPECT_EQ(named.exit, 0) << named.err;
  EXPECT_EQ(named.out, url.out);
  const std::string escargot =
      "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\n";
  const test::Run solved = cli("solve --format puzzlink", escargot);
  EXPECT_EQ(solved.exit, 0) << solved.err;
  EXPECT_EQ(solved.out, cli("solve --format url", escargot).out);
}

TEST(Words, RepairByAChangeNeverSaysZeroTried) {
  // One given of an empty 4x4 Latin square: the samples rule out every other value of it.
  const test::Run r = cli("count --explain", "latin 4\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
  ASSERT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(r.out.find("0 tried"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("repair by a change: none (every other value of every given leaves more or no solutions: "
                       "each ruled out by the solutions sampled)"),
            std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace test_words
}  // namespace gridsat
