// Human-style solving (src/human): every step checked against known solutions (soundness),
// Simon Tatham's generated levels against our grades, and each technique on a small
// hand-made position whose answer we know.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "helpers.hpp"
#include "human/human.hpp"
#include "solve/solve.hpp"

using namespace gridsat;
using namespace gridsat::test;
namespace h = gridsat::human;

namespace {

HumanForm form_of(const Puzzle& p) {
  auto f = p.human_form();
  EXPECT_TRUE(f.has_value()) << p.describe();
  return f ? *f : HumanForm{};
}

// The puzzle's solutions (up to `limit`) from gridsat's own SAT backend.
std::vector<Grid> solutions(const Puzzle& p, int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  Answer a = solve(p, Backend::sat, o);
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  if (limit > 2) {
    // solve keeps only the first two: count the rest through the raw backend.
    std::vector<Grid> all;
    solve_with_cadical(p, o, [&](const Grid& g) {
      all.push_back(g);
      return true;
    });
    return all;
  }
  return a.solutions;
}

// Every elimination is a value that none of `sols` takes, every placement the value all of
// them take. Returns the path for further checks.
h::Path check_sound(const HumanForm& f, const std::vector<Grid>& sols, const std::string& what,
                    const h::Options& opt = {}) {
  h::Path path = h::solve(f, opt);
  for (const auto& s : path.steps) {
    for (const auto& e : s.eliminations)
      for (const auto& sol : sols)
        EXPECT_NE(sol.cells[static_cast<size_t>(e.cell)], e.value) << what << ": " << s.text;
    for (const auto& p : s.placements)
      for (const auto& sol : sols) EXPECT_EQ(sol.cells[static_cast<size_t>(p.cell)], p.value) << what << ": " << s.text;
  }
  EXPECT_NE(path.end, h::Path::End::contradiction) << what;
  if (path.end == h::Path::End::solved && sols.size() == 1) {
    EXPECT_EQ(path.grid, sols[0]) << what;
  }
  return path;
}

int sound_over_file(const std::string& rel, size_t count) {
  int checked = 0;
  for (const auto& line : sample(lines_of(shared(rel)), count)) {
    auto p = parse_one(line);
    if (!p) continue;
    auto sols = solutions(*p, 2);
    EXPECT_EQ(sols.size(), 1u) << line;
    check_sound(form_of(*p), sols, rel + ": " + line);
    ++checked;
  }
  return checked;
}

}  // namespace

// ---- Soundness ---------------------------------------------------------------------------

TEST(HumanSound, SudokuCollections) {
  int checked = 0;
  checked += sound_over_file("instances/sudoku/puzzles3_magictour_top1465.txt", 60);
  checked += sound_over_file("instances/sudoku/puzzles2_17_clue.txt", 60);
  checked += sound_over_file("instances/sudoku/puzzles6_forum_hardest_1106.txt", 60);
  checked += sound_over_file("instances/sudoku/puzzles5_forum_hardest_1905_11plus.txt", 20);
  checked += sound_over_file("instances/sudoku/norvig_top95.txt", 20);
  EXPECT_GE(checked, 200);
  RecordProperty("checked", checked);
}

TEST(HumanSound, KaggleWithPublishedSolutions) {
  const auto puzzles = lines_of(shared("instances/sudoku/kaggle_first9999.txt"));
  const auto sols = lines_of(shared("instances/sudoku/kaggle_first9999_solutions.txt"));
  ASSERT_EQ(puzzles.size(), sols.size());
  int solved = 0, checked = 0;
  for (size_t i = 0; i < puzzles.size(); i += 20) {
    auto p = parse_one(puzzles[i]);
    auto s = parse_one(sols[i]);
    ASSERT_TRUE(p && s) << puzzles[i];
    solved += check_sound(form_of(*p), {s->givens()}, puzzles[i]).end == h::Path::End::solved;
    ++checked;
  }
  EXPECT_EQ(solved, checked);  // kaggle's puzzles are all easy
}

TEST(HumanSound, Gecode16x16) {
  for (int i = 34; i < 34 + 12; ++i) {
    const std::string f = "instances/sudoku-large/gecode/gecode_16x16_" + std::to_string(i) + ".txt";
    auto p = parse_one(slurp(shared(f)));
    ASSERT_TRUE(p) << f;
    check_sound(form_of(*p), solutions(*p, 2), f);
  }
}

TEST(HumanSound, LatinQwh) {
  // Some of these have several solutions: then a step must hold for all of them.
  for (const char* f : {"qwh.order5.holes10.pls", "qwh-5-5.pls", "qwh-5-10.pls", "qwh.order10.holes100.pls",
                        "qwh.order18.holes120.pls", "qwh.order20.holes400.pls", "qwh.order30.holes316.pls"}) {
    auto p = parse_one(slurp(shared(std::string("instances/latin/gomes-qwh/") + f)));
    ASSERT_TRUE(p) << f;
    auto sols = solutions(*p, 50);
    ASSERT_FALSE(sols.empty()) << f;
    if (sols.size() >= 50) continue;  // too many to check every step against: skip
    check_sound(form_of(*p), sols, f);
  }
}

TEST(HumanSound, AllJankoFutoshiki) {
  int checked = 0, solved = 0;
  for (const auto& l : lines_of(shared("instances/futoshiki/janko/SOLUTIONS.txt"))) {
    if (l[0] == '#') continue;
    std::istringstream in(l);
    std::string file, sol;
    int n = 0;
    in >> file >> n >> sol;
    auto p = parse_one(slurp(shared("instances/futoshiki/janko/" + file)));
    ASSERT_TRUE(p) << file;
    Grid g(n, n);
    for (size_t i = 0; i < sol.size(); ++i) g.cells[i] = sol[i] - '0';
    solved += check_sound(form_of(*p), {g}, file).end == h::Path::End::solved;
    ++checked;
  }
  EXPECT_EQ(checked, 371);
  RecordProperty("solved", solved);
  std::cout << "janko futoshiki: " << solved << " of " << checked << " solved by the ladder\n";
}

// A timing aid, not a test (no timing assertions): grade the 49,158 17-clue puzzles.
TEST(HumanSound, DISABLED_Grade17Clue) {
  const auto lines = lines_of(shared("instances/sudoku/puzzles2_17_clue.txt"));
  const auto start = Clock::now();
  std::map<std::string, int> levels;
  int64_t steps = 0;
  for (const auto& line : lines) {
    auto p = parse_one(line);
    ASSERT_TRUE(p);
    auto g = h::grade(h::solve(*p->human_form(), {}));
    levels[g.level]++;
    steps += g.steps;
  }
  std::cout << lines.size() << " puzzles, " << steps << " steps, " << seconds_since(start) << " s\n";
  for (auto& [l, c] : levels) std::cout << "  " << l << ": " << c << "\n";
}
