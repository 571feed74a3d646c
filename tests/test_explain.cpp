// The explain and grade commands as other programs use them: exit statuses, the JSON Lines
// contract (docs/explain.md, "Contract"), and every step checked against the solution
// that `gridsat solve` prints.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "helpers.hpp"

namespace test_explain {

using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see
using json = nlohmann::json;

namespace {

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
const std::string kEscargotSolution =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

std::vector<json> json_lines(const std::string& out) {
  std::vector<json> v;
  std::istringstream in(out);
  for (std::string l; std::getline(in, l);) v.push_back(json::parse(l));
  return v;
}

// Every step's placements are the solution's values and no elimination removes one.
void expect_sound(const std::vector<json>& steps, const std::string& solution) {
  for (const json& s : steps) {
    if (!s.contains("technique")) continue;
    for (const auto& p : s["placements"]) {
      const int r = p[0], c = p[1], v = p[2];
      EXPECT_EQ(solution[static_cast<size_t>((r - 1) * 9 + c - 1)] - '0', v) << s.dump();
    }
    for (const auto& e : s["eliminations"]) {
      const int r = e[0], c = e[1], v = e[2];
      EXPECT_NE(solution[static_cast<size_t>((r - 1) * 9 + c - 1)] - '0', v) << s.dump();
    }
  }
}

}  // namespace

TEST(Explain, SolvedPuzzleExitsZeroWithSoundSteps) {
  NEED_SHARED("instances/sudoku/puzzles2_17_clue.txt");
  const auto lines = lines_of(shared("instances/sudoku/puzzles2_17_clue.txt"));
  ASSERT_FALSE(lines.empty());
  const std::string puzzle = lines.front();
  auto sol = cli("solve --format line -", puzzle + "\n");
  ASSERT_EQ(sol.exit, 0);
  const std::string solution = sol.out.substr(0, 81);
  auto r = cli("explain --format json -", puzzle + "\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  auto objs = json_lines(r.out);
  ASSERT_GE(objs.size(), 2u);
  for (size_t i = 0; i + 1 < objs.size(); ++i) {
    for (const char* key : {"technique", "cells", "placements", "eliminations", "houses", "text"})
      EXPECT_TRUE(objs[i].contains(key)) << key << " missing in " << objs[i].dump();
    EXPECT_EQ(objs[i]["step"], i + 1);
  }
  expect_sound(objs, solution);
  const json& last = objs.back();
  EXPECT_EQ(last["status"], "solved");
  std::string grid;
  for (const auto& row : last["grid"])
    for (int v : row) grid += static_cast<char>('0' + v);
  EXPECT_EQ(grid, solution);
}

// AI Escargot needs more than the ladder: stuck, exit 1, the pencil marks printed; with
// --then sat CaDiCaL finishes it with the published solution (JSON and text).
TEST(Explain, StuckExitsOneAndThenSatFinishes) {
  auto stuck = cli("explain --explain-with ladder --candidates -", kEscargot + "\n");
  EXPECT_EQ(stuck.exit, 1) << stuck.err;
  EXPECT_NE(stuck.out.find("stuck after"), std::string::npos) << stuck.out;
  EXPECT_NE(stuck.out.find("2568"), std::string::npos) << "pencil marks of r1c2: " << stuck.out;
  auto json_stuck = cli("explain --explain-with ladder --format json -", kEscargot + "\n");
  EXPECT_EQ(json_lines(json_stuck.out).back()["status"], "stuck");
  expect_sound(json_lines(json_stuck.out), kEscargotSolution);
  auto sat = cli("explain --explain-with ladder --then sat --format json -", kEscargot + "\n");
  EXPECT_EQ(sat.exit, 0) << sat.err;
  const json last = json_lines(sat.out).back();
  EXPECT_EQ(last["status"], "stuck");
  EXPECT_EQ(last["then"], "sat");
  std::string grid;
  for (const auto& row : last["solution"])
    for (int v : row) grid += static_cast<char>('0' + v);
  EXPECT_EQ(grid, kEscargotSolution);
  // The text form: the conflicts, then the published solution's grid.
  auto text = cli("explain --explain-with ladder --then sat -", kEscargot + "\n");
  EXPECT_EQ(text.exit, 0) << text.err;
  const size_t then = text.out.find("then sat: solved, ");
  ASSERT_NE(then, std::string::npos) << text.out;
  std::string shown;
  for (char c : text.out.substr(then + 18))
    if (c >= '1' && c <= '9') shown += c;
  ASSERT_GE(shown.size(), 81u) << text.out;
  EXPECT_EQ(shown.substr(shown.size() - 81), kEscargotSolution) << text.out;
}

TEST(Explain, EveryGenreIsExplainedAndBadInputIsExitTwo) {
  // A magic square of order 3 with no givens has 8 solutions: its steps (src/deduce) stop stuck, exit 1.
  auto magic = cli("explain --type magic --size 3");
  EXPECT_EQ(magic.exit, 1) << magic.err;
  EXPECT_NE(magic.out.find("stuck after"), std::string::npos) << magic.out;
  EXPECT_NE(magic.out.find("multiple: 2 or more solutions"), std::string::npos) << magic.out;
  auto bad = cli("grade -", kEscargot.substr(0, 80) + "\n");
  EXPECT_EQ(bad.exit, 2);
  EXPECT_NE(bad.err.find("<stdin>:1:"), std::string::npos) << bad.err;
  auto then = cli("explain --then minisat -", kEscargot + "\n");
  EXPECT_EQ(then.exit, 2);
}

TEST(Explain, LatinAndFutoshikiAreExplained) {
  auto f = cli("explain --format json " + source("instances/futoshiki/notebook5.txt"));
  EXPECT_EQ(f.exit, 0) << f.err;
  auto objs = json_lines(f.out);
  ASSERT_FALSE(objs.empty());
  EXPECT_EQ(objs.back()["status"], "solved");
  bool sign = false;
  for (const auto& o : objs)
    if (o.contains("technique") && o["technique"].get<std::string>().rfind("inequality", 0) == 0) sign = true;
  EXPECT_TRUE(sign) << "a Futoshiki explanation uses its signs";
  auto l = cli("explain --type latin -", "latin 3\n1 2 0\n0 0 1\n0 0 0\n");
  EXPECT_EQ(l.exit, 0) << l.err;
}

// grade's JSON contract, and levels that follow the techniques: a puzzle solved by singles
// alone ranks below one that needs a pair.
TEST(Grade, JsonContract) {
  NEED_SHARED("instances/sudoku/puzzles2_17_clue.txt");
  const auto lines = lines_of(shared("instances/sudoku/puzzles2_17_clue.txt"));
  std::string input;
  for (size_t i = 0; i < 6 && i < lines.size(); ++i) input += lines[i] + "\n";
  input += kEscargot + "\n";
  auto r = cli("grade --format json -", input);
  EXPECT_EQ(r.exit, 0) << r.err;
  auto objs = json_lines(r.out);
  ASSERT_EQ(objs.size(), 7u);
  for (const auto& o : objs) {
    for (const char* key : {"level", "rank", "score", "hardest", "steps", "conflicts", "nodes", "verdict"})
      EXPECT_TRUE(o.contains(key)) << key << " missing in " << o.dump();
    EXPECT_GE(o["rank"].get<int>(), 1);
    EXPECT_LE(o["rank"].get<int>(), 6);
  }
  EXPECT_EQ(objs.back()["level"], "unreasonable");  // Escargot: the ladder gets stuck
  EXPECT_EQ(objs.back()["rank"], 6);
  auto text = cli("grade -", kEscargot + "\n");
  EXPECT_NE(text.out.find("unreasonable (rank 6 of 6)"), std::string::npos) << text.out;
}

// --explain-with sat: past the ladder, steps from minimal unsatisfiable cores; every one is
// sound (checked against the published solution) and together with the ladder they solve
// AI Escargot without search.
TEST(Explain, ExplainWithSatSolvesEscargotSoundly) {
  auto r = cli("explain --explain-with sat --format json -", kEscargot + "\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  auto objs = json_lines(r.out);
  ASSERT_FALSE(objs.empty());
  expect_sound(objs, kEscargotSolution);
  int cores = 0;
  for (const auto& o : objs)
    if (o.contains("technique") && o["technique"] == "sat_core") {
      ++cores;
      EXPECT_EQ(o["eliminations"].size(), 1u);
      EXPECT_NE(o["text"].get<std::string>().find("because of"), std::string::npos);
    }
  EXPECT_GT(cores, 0);
  EXPECT_EQ(objs.back()["status"], "solved");
  std::string grid;
  for (const auto& row : objs.back()["grid"])
    for (int v : row) grid += static_cast<char>('0' + v);
  EXPECT_EQ(grid, kEscargotSolution);
}

// Issue defect 11: a puzzle with several solutions is not a proper puzzle, and grade and
// explain say so (JSON `verdict`, count's word in the text) as count does (exit 0 for grade,
// like count's "multiple"), with and without --assume-unique. Two solutions anyone can see:
// r3c1, r3c3, r4c1, r4c3 take 2 and 4 either way round.
TEST(Grade, NotUniqueIsSaid) {
  const std::string two = "1234\n3412\n.1.3\n.3.1\n";
  for (const std::string extra : {"", " --assume-unique"}) {
    auto j = cli("grade --type sudoku --format json" + extra + " -", two);
    EXPECT_EQ(j.exit, 0) << j.err;
    ASSERT_EQ(json_lines(j.out).size(), 1u) << j.out;
    EXPECT_EQ(json_lines(j.out)[0]["verdict"], "multiple") << j.out;
    auto t = cli("grade --type sudoku" + extra + " -", two);
    EXPECT_EQ(t.exit, 0) << t.err;
    EXPECT_EQ(t.out.rfind("multiple: 2 or more solutions", 0), 0u) << t.out;
    auto l = cli("grade --type sudoku --format line" + extra + " -", two);
    EXPECT_NE(l.out.find(" multiple\n"), std::string::npos) << l.out;
  }
  auto unique = cli("grade --format json -", kEscargot + "\n");
  EXPECT_EQ(json_lines(unique.out).at(0)["verdict"], "unique") << unique.out;
}

// The same on published puzzles documented to have two or more solutions each.
TEST(Grade, SergPuzzlesAreNotUnique) {
  NEED_SHARED("instances/sudoku/puzzles7_serg_benchmark.txt");
  const std::string serg = shared("instances/sudoku/puzzles7_serg_benchmark.txt");
  std::string input;
  for (const auto& line : sample(lines_of(serg), 4)) input += line + "\n";  // documented: 2+ solutions each
  for (const std::string extra : {"", " --assume-unique"}) {
    auto r = cli("grade --format json" + extra + " -", input);
    EXPECT_EQ(r.exit, 0) << r.err;
    const auto objs = json_lines(r.out);
    ASSERT_EQ(objs.size(), 4u) << r.out;
    for (const auto& o : objs) EXPECT_EQ(o["verdict"], "multiple") << o.dump();
  }
}

TEST(Explain, NotUniqueIsSaid) {
  const std::string two = "1234\n3412\n.1.3\n.3.1\n";
  for (const std::string extra : {"", " --assume-unique"}) {
    auto j = cli("explain --type sudoku --format json" + extra + " -", two);
    ASSERT_FALSE(j.out.empty()) << j.err;
    EXPECT_EQ(json_lines(j.out).back()["verdict"], "multiple") << j.out;
    auto t = cli("explain --type sudoku" + extra + " -", two);
    EXPECT_NE(t.out.find("\nmultiple: 2 or more solutions"), std::string::npos) << t.out;
  }
  auto solved = cli("explain --type sudoku --format json -", "123.\n34.2\n2.43\n.321\n");
  EXPECT_EQ(json_lines(solved.out).back()["verdict"], "unique") << solved.out;
  auto stuck = cli("explain --explain-with ladder --format json -", kEscargot + "\n");
  EXPECT_EQ(stuck.exit, 1);
  EXPECT_EQ(json_lines(stuck.out).back()["verdict"], "unique") << stuck.out;  // stuck, yet unique
  auto text = cli("explain --explain-with ladder -", kEscargot + "\n");
  EXPECT_EQ(text.out.find("multiple"), std::string::npos) << text.out;
}

// grade's count to 2 by --backend (issue 28): auto (a 9x9: the native engine), sat, native and
// both give the same levels, ranks, scores and verdicts on the same puzzles (unique, several
// solutions, none); conflicts come with sat and both only, nodes with native and both (else
// null); sls cannot count.
TEST(Grade, BackendsAgree) {
  const std::string input = kEscargot + "\n\n1234\n3412\n.1.3\n.3.1\n\n123.\n...4\n....\n....\n\n" +
                            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
  std::vector<std::vector<json>> runs;
  for (const std::string b : {"auto", "sat", "native", "both"}) {
    auto r = cli("grade --type sudoku --format json --backend " + b + " -", input);
    SCOPED_TRACE(b);
    const auto objs = json_lines(r.out);
    ASSERT_EQ(objs.size(), 4u) << r.out << r.err;
    for (const auto& o : objs) {
      EXPECT_EQ(o["conflicts"].is_null(), b == "auto" || b == "native") << o.dump();
      EXPECT_EQ(o["nodes"].is_null(), b == "sat") << o.dump();
    }
    runs.push_back(objs);
  }
  for (size_t k = 0; k < 4; ++k)
    for (const auto& run : runs)
      for (const char* key : {"level", "rank", "score", "steps", "verdict", "status"})
        EXPECT_EQ(run[k][key], runs[0][k][key]) << key << " of puzzle " << k + 1;
  EXPECT_EQ(runs[0][0]["verdict"], "unique");
  EXPECT_EQ(runs[0][1]["verdict"], "multiple");
  EXPECT_EQ(runs[0][2]["verdict"], "none");
  EXPECT_EQ(runs[0][3]["verdict"], "unique");
  auto l = cli("grade --type sudoku --format line -", input);
  EXPECT_NE(l.out.find(" - "), std::string::npos) << l.out;  // conflicts: not counted
  auto sls = cli("grade --type sudoku --backend sls -", input);
  EXPECT_EQ(sls.exit, 2) << sls.out;
}

}  // namespace test_explain
