// gridsat generate by clue removal (src/generate/clues.cpp), on Light Up's hooks (layout:
// black cells; dress: every black numbered; clue_count / with_clues): each puzzle unique for
// both backends, minimal (no number can go) where no symmetry binds clues together, its clue
// pattern symmetric where one does, graded at the level asked by `gridsat grade`, read by
// sgt-lightup, the same for the same seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "deduce/deduce.hpp"
#include "generate/generate.hpp"
#include "helpers.hpp"
#include "puzzles/lightup/lightup.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {
namespace test_generate_clues {
namespace {

using json = nlohmann::json;

const Family& lightup() { return *find_family("lightup"); }

// Whether p has exactly one solution, counted to 2 by `backend` (solve() checks it).
bool unique_on(const Puzzle& p, Backend backend) {
  SolveOptions so;
  so.limit = 2;
  const Answer a = solve(p, backend, so);
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  return a.count == 1 && a.complete;
}

// The kept numbers of a generated Light Up: their cells.
std::set<int> numbered(const Puzzle& p) {
  std::set<int> out;
  const auto& board = dynamic_cast<const LightUp&>(p).board();
  for (size_t i = 0; i < board.size(); ++i)
    if (board[i] >= 0 && board[i] <= 4) out.insert(static_cast<int>(i));
  return out;
}

TEST(GenerateClues, LightUpIsUniqueAndMinimal) {
  gen::Options o;
  o.n = 7;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const gen::Generated g = gen::generate(lightup(), o, seed);
    ASSERT_TRUE(g.ok) << g.why;
    const Puzzle& p = *g.puzzle;
    EXPECT_FALSE(p.check(g.solution)) << p.line(g.givens);
    EXPECT_TRUE(unique_on(p, Backend::sat)) << p.line(g.givens);
    EXPECT_TRUE(unique_on(p, Backend::native)) << p.line(g.givens);
    EXPECT_EQ(p.clue_count(), g.clues);
    // One pass over single clues leaves none that can go: each one, dropped, lets a
    // second solution in (counted by the native search, not the engine's SAT session).
    std::vector<bool> keep(static_cast<size_t>(p.clue_count()), true);
    for (size_t k = 0; k < keep.size(); ++k) {
      keep[k] = false;
      EXPECT_FALSE(unique_on(*p.with_clues(keep), Backend::native)) << "clue " << k << " of " << p.line(g.givens);
      keep[k] = true;
    }
    // The numbers kept are the solution's: the dressed puzzle's clues, a subset.
    const auto& board = dynamic_cast<const LightUp&>(p).board();
    for (int c : numbered(p)) {
      int bulbs = 0;
      for (int d : {c - 7, c + 7, c % 7 ? c - 1 : -1, c % 7 < 6 ? c + 1 : -1})
        if (d >= 0 && d < 49) bulbs += g.solution.cells[static_cast<size_t>(d)] == 2;
      EXPECT_EQ(board[static_cast<size_t>(c)], bulbs);
    }
  }
}

TEST(GenerateClues, SameSeedSamePuzzle) {
  auto a = cli("generate --type lightup --count 3 --seed 5");
  auto b = cli("generate --type lightup --count 3 --seed 5");
  auto c = cli("generate --type lightup --count 1 --seed 7");
  ASSERT_EQ(a.exit, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  // Puzzle k of --seed S is --seed S+k-1's first.
  EXPECT_EQ(a.out.substr(a.out.rfind('\n', a.out.size() - 2) + 1), c.out);
}

// Under a quarter turn the clues go by orbits (the layout's black cells are symmetric): the
// numbers kept are too. --minimal then breaks it only by single clues that can go.
TEST(GenerateClues, SymmetricCluePattern) {
  gen::Options o;
  o.n = 8;
  o.symmetry = gen::Symmetry::quarter_turn;
  int broken = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const gen::Generated g = gen::generate(lightup(), o, seed);
    ASSERT_TRUE(g.ok) << g.why;
    const std::set<int> cells = numbered(*g.puzzle);
    for (int c : cells) EXPECT_TRUE(cells.count((c % 8) * 8 + (7 - c / 8))) << g.puzzle->line(g.givens);
    o.minimal = true;
    const gen::Generated m = gen::generate(lightup(), o, seed);
    o.minimal = false;
    ASSERT_TRUE(m.ok);
    EXPECT_LE(m.clues, g.clues);
    broken += m.clues < g.clues;
    EXPECT_TRUE(unique_on(*m.puzzle, Backend::native));
  }
  EXPECT_GT(broken, 0) << "a symmetric pass that --minimal never improves binds nothing";
}

// --difficulty: deduce's level names (easy/hard, where no level has the name: the easiest and
// hardest short of unreasonable); `gridsat grade` on the puzzle printed says the same rank.
TEST(GenerateClues, DifficultyIsGraded) {
  const std::vector<std::string> names = deduce::level_names(lightup());
  ASSERT_GE(names.size(), 3u);
  EXPECT_EQ(gen::level_rank(lightup(), names[1]), 2);
  EXPECT_EQ(gen::level_rank(lightup(), "easy"), 1);
  EXPECT_EQ(gen::level_rank(lightup(), "hard"), std::find(names.begin(), names.end(), "hard") != names.end()
                                                    ? std::find(names.begin(), names.end(), "hard") - names.begin() + 1
                                                    : static_cast<int>(names.size()) - 1);
  EXPECT_FALSE(gen::level_rank(lightup(), "trivial"));
  for (const auto& [level, count] : {std::pair{names[names.size() - 2], 2}, std::pair{names[1], 1}}) {
    auto r = cli("generate --type lightup --format json --seed 3 --count " + std::to_string(count) + " --difficulty " +
                 level);
    ASSERT_EQ(r.exit, 0) << level << ": " << r.err;
    std::istringstream lines(r.out);
    int made = 0;
    for (std::string line; std::getline(lines, line); ++made) {
      const json j = json::parse(line);
      EXPECT_EQ(j["level"], level) << line;
      EXPECT_EQ(j["rank"], *gen::level_rank(lightup(), level)) << line;
      EXPECT_EQ(j["sgt"], j["puzzle"]);
      auto grade = cli("grade --type lightup --format json", j["puzzle"].get<std::string>() + "\n");
      ASSERT_EQ(grade.exit, 0) << grade.err;
      EXPECT_EQ(json::parse(grade.out)["level"], level) << grade.out;
    }
    EXPECT_EQ(made, count);
  }
  auto bad = cli("generate --type lightup --difficulty trivial");
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find(names[0]), std::string::npos) << bad.err;
}

// generate --help's --difficulty lists every level name some family takes (the registry's, not
// only grade's six ranks), so that the help and the completion offer Tents' "tricky".
TEST(GenerateClues, HelpListsEveryLevelName) {
  const auto h = cli("generate --help");
  ASSERT_EQ(h.exit, 0) << h.err;
  const size_t from = h.out.find("--difficulty arg"), to = h.out.find("\n  --", from + 1);
  ASSERT_NE(from, std::string::npos) << h.out;
  std::string text = h.out.substr(from, to - from);  // its words, unwrapped
  std::replace(text.begin(), text.end(), '\n', ' ');
  text += ' ';
  int checked = 0;
  for (const auto& name : family_names())
    if (const Family& f = *find_family(name); f.generate.make || f.generate.layout)
      for (const std::string& level : gen::level_names(f)) {
        EXPECT_NE(text.find(" " + level + " "), std::string::npos) << name << "'s level " << level << ": " << text;
        ++checked;
      }
  EXPECT_GT(checked, 20);
}

// Our IDs are sgt-lightup's: its --print reads them (exit 1 on one it cannot parse).
TEST(GenerateClues, SgtReadsOurIds) {
  const std::string prog = "/usr/games/sgt-lightup";
  if (!std::filesystem::exists(prog)) GTEST_SKIP() << prog << " not installed";
  auto g = cli("generate --type lightup --format sgt --count 3 --size 10 --seed 2");
  ASSERT_EQ(g.exit, 0) << g.err;
  const std::string file = std::string(::testing::TempDir()) + "gen_lightup_ids.txt";
  { std::ofstream(file) << g.out; }
  const std::string cmd = prog + " --print 1x1 < " + file + " > /dev/null 2>&1";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << g.out;
  { std::ofstream(file) << g.out.substr(0, g.out.find(':') + 3) << "\n"; }
  EXPECT_NE(std::system(cmd.c_str()), 0);
}

// The random SAT solution (for genres with no native search): valid, and the seed matters.
TEST(GenerateClues, RandomSolution) {
  const auto blank = lightup().generate.layout(9, ReadOptions{}, 11);
  std::set<std::vector<int>> seen;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const Grid g = gen::random_solution(*blank, seed, kNoDeadline);
    ASSERT_FALSE(g.cells.empty());
    EXPECT_FALSE(blank->check(g));
    seen.insert(g.cells);
  }
  EXPECT_GT(seen.size(), 1u);
}

// When no try gives the puzzle asked, exit 1 says why (docs/generate.md): with --givens, the
// fewest clues reached, and asking for that many succeeds (a puzzle both backends count
// unique); a Nurikabe layout whose numbers all kept leave a second solution, that.
TEST(GenerateClues, NoPuzzleInTheTriesSaysWhy) {
  const test::Run none = cli("generate --type lightup --size 5 --givens 0 --tries 2 --seed 1");
  EXPECT_EQ(none.exit, 1) << none.err;
  const std::string head = "gridsat generate: seed 1: no puzzle with 0 clues in 2 tries (the fewest reached: ";
  ASSERT_EQ(none.err.rfind(head, 0), 0u) << none.err;
  const int fewest = std::stoi(none.err.substr(head.size()));
  EXPECT_GT(fewest, 0);
  const test::Run made = cli("generate --type lightup --size 5 --tries 2 --seed 1 --givens " + std::to_string(fewest));
  ASSERT_EQ(made.exit, 0) << made.err;
  const test::Run counted = cli("count --type lightup --backend both --format line", made.out);
  EXPECT_EQ(counted.out.rfind("unique", 0), 0u) << made.out << counted.out << counted.err;
  const test::Run two = cli("generate --type nurikabe --size 7 --tries 1 --seed 1");
  EXPECT_EQ(two.exit, 1) << two.err;
  EXPECT_EQ(two.err, "gridsat generate: seed 1: no unique puzzle in 1 tries (every clue kept left two solutions)\n");
}

}  // namespace
}  // namespace test_generate_clues
}  // namespace gridsat::test
