// src/deduce over every genre's sample of Simon Tatham's puzzles at each of his levels
// (tests/levels/<genre>.txt, "<level> <game id>" per line, levels easiest first): the steps
// reach the solution, every decision agrees with the one solution CaDiCaL finds, a genre uses
// at least three rules, and the grade puts sgt's hardest level above its easiest.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

namespace gridsat {
namespace test_deduce {
namespace {

using namespace test;

struct Sample {
  std::string level, id;
};

std::vector<Sample> samples_of(const std::string& path) {
  std::vector<Sample> out;
  for (const std::string& line : lines_of(path)) {
    const size_t space = line.find(' ');
    if (line.empty() || line[0] == '#' || space == std::string::npos) continue;
    out.push_back({line.substr(0, space), line.substr(space + 1)});
  }
  return out;
}

// Every solution of p up to 2, by CaDiCaL.
std::vector<Grid> solutions(const Puzzle& p) {
  SolveOptions o;
  o.limit = 2;
  std::vector<Grid> out;
  solve_with_cadical(p, o, [&](const Grid& g) {
    out.push_back(g);
    return true;
  });
  return out;
}

// Long: one genre's file, every check the header names, with a message naming the puzzle.
void check_genre(const std::filesystem::path& file) {
  const std::string genre = file.stem().string();
  const Family* f = find_family(genre);
  ASSERT_NE(f, nullptr) << file << ": no genre " << genre;
  const std::vector<Sample> samples = samples_of(file.string());
  ASSERT_FALSE(samples.empty()) << file;
  std::set<std::string> rules;
  std::vector<std::string> order;                 // sgt's levels as the file lists them
  std::map<std::string, std::vector<int>> ranks;  // per sgt level: the grades' ranks
  int at_own = 0;                                 // samples graded at sgt's own level
  for (const Sample& s : samples) {
    ReadOptions ro;
    ro.type = genre;
    const auto p = parse_one(s.id, ro);
    ASSERT_NE(p, nullptr) << genre << ": " << s.id;
    const std::vector<Grid> sols = solutions(*p);
    ASSERT_EQ(sols.size(), 1u) << genre << ": sgt's puzzle is not unique: " << s.id;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position&) {
      for (const deduce::Fact& fact : st.decided) {
        const int v = sols[0].cells[static_cast<size_t>(fact.cell)];
        EXPECT_EQ(v == fact.value, fact.holds) << genre << ": " << s.id << ": unsound step: " << st.text;
      }
      rules.insert(st.rule);
      return true;
    });
    EXPECT_EQ(path.end, deduce::End::solved) << genre << ": " << s.id;
    EXPECT_EQ(path.grid.cells, sols[0].cells) << genre << ": " << s.id;
    if (std::find(order.begin(), order.end(), s.level) == order.end()) order.push_back(s.level);
    const int rank = deduce::grade(*f, *p, path, {}).rank;
    ranks[s.level].push_back(rank);
    // A genre whose levels leave rules out as sgt's solver does (FamilyExplain::without) grades
    // each of sgt's puzzles within one level of sgt's own, and two in three at it (the file
    // lists the levels easiest first; a level's rules can only approach sgt's solver: Keen's,
    // Hashi's easy and medium, which one step of a number does not tell apart).
    const int own = static_cast<int>(std::find(order.begin(), order.end(), s.level) - order.begin()) + 1;
    if (!f->explain.without.empty()) { EXPECT_LE(std::abs(rank - own), 1) << genre << ": " << s.id << " is sgt's " << s.level; }
    at_own += rank == own;
  }
  if (!f->explain.without.empty()) {
    EXPECT_GE(3 * at_own, 2 * static_cast<int>(samples.size())) << genre << ": too few graded at sgt's level";
  }
  EXPECT_GE(rules.size(), 3u) << genre << ": the steps used fewer than three rules";
  auto mean = [&](const std::string& level) {
    double sum = 0;
    for (int r : ranks[level]) sum += r;
    return sum / static_cast<double>(ranks[level].size());
  };
  if (order.size() > 1) {
    EXPECT_GT(mean(order.back()), mean(order.front()))
        << genre << ": sgt's level " << order.back() << " is not graded above " << order.front();
  }
}

TEST(Deduce, EveryGenreSampleIsExplainedSoundlyAndGraded) {
  const std::filesystem::path dir = source("tests/levels");
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".txt") continue;
    ++files;
    SCOPED_TRACE(entry.path().string());
    check_genre(entry.path());
  }
  EXPECT_GT(files, 0);
}

// A puzzle with two solutions: the steps stop stuck, and what they decided holds in both.
TEST(Deduce, AmbiguousPuzzleStopsStuckWithSoundSteps) {
  ReadOptions ro;
  ro.type = "lightup";
  // sgt-lightup 7x7:b1n4bBb2a4bBbBn1b with its two 4s removed: several solutions.
  const auto p = parse_one("7x7:b1nBbBb2aBbBbBn1b", ro);
  ASSERT_NE(p, nullptr);
  deduce::Deducer d(*p, {});
  const deduce::Path path = d.run();
  EXPECT_EQ(path.end, deduce::End::stuck);
  const std::vector<Grid> sols = solutions(*p);
  ASSERT_EQ(sols.size(), 2u);
  for (const deduce::Step& st : path.steps)
    for (const deduce::Fact& fact : st.decided)
      for (const Grid& g : sols)
        EXPECT_EQ(g.cells[static_cast<size_t>(fact.cell)] == fact.value, fact.holds) << st.text;
}

// restart: from the facts of a run's first steps the steps reach the same grid, with fewer steps;
// a clue's groups turned off is the clue removed (the puzzle above without its 4s: stuck, and
// what the steps decide holds in both of its solutions); max_cost 1 looks for no step of two groups.
TEST(Deduce, RestartResumesFromFactsAndTurnsCluesOff) {
  ReadOptions ro;
  ro.type = "lightup";
  const auto p = parse_one("7x7:b1n4bBb2a4bBbBn1b", ro);
  const auto without4 = parse_one("7x7:b1nBbBb2aBbBbBn1b", ro);
  ASSERT_NE(p, nullptr);
  ASSERT_NE(without4, nullptr);
  deduce::Deducer d(*p, {});
  const deduce::Path full = d.run();
  ASSERT_EQ(full.end, deduce::End::solved);
  ASSERT_GT(full.steps.size(), 2u);
  std::vector<deduce::Fact> facts;
  for (size_t i = 0; i < full.steps.size() / 2; ++i)
    for (const deduce::Fact& f : full.steps[i].decided) facts.push_back(f);
  d.restart({}, facts);
  const deduce::Path resumed = d.run();
  EXPECT_EQ(resumed.end, deduce::End::solved);
  EXPECT_EQ(resumed.grid, full.grid);
  EXPECT_LT(resumed.steps.size(), full.steps.size());

  std::vector<char> off;
  for (const RuleGroup& g : d.groups()) off.push_back(static_cast<char>(g.clue && g.label.rfind("4 ", 0) == 0));
  ASSERT_EQ(std::count(off.begin(), off.end(), 1), 2);
  d.restart(off, {});
  const deduce::Path stuck = d.run();
  EXPECT_EQ(stuck.end, deduce::End::stuck);
  const std::vector<Grid> sols = solutions(*without4);
  ASSERT_EQ(sols.size(), 2u);
  for (const deduce::Step& st : stuck.steps) {
    for (int g : st.groups) EXPECT_FALSE(off[static_cast<size_t>(g)]) << st.text;
    for (const deduce::Fact& fact : st.decided)
      for (const Grid& g : sols) EXPECT_EQ(g.cells[static_cast<size_t>(fact.cell)] == fact.value, fact.holds) << st.text;
  }

  deduce::Deducer one(*p, {.max_cost = 1});
  const deduce::Path capped = one.run();
  for (const deduce::Step& st : capped.steps) EXPECT_EQ(st.cost, 1) << st.text;
  EXPECT_TRUE(capped.end == deduce::End::solved || capped.end == deduce::End::stuck);
}

}  // namespace
}  // namespace test_deduce
}  // namespace gridsat
