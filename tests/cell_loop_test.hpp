#pragma once
// What the tests of the genres with a loop through some cells (Yajilin, Country Road) share:
// their public puzzles with the published loops, and a brute force over every grid of pieces.
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>

#include <set>

#include "deduce/deduce.hpp"
#include "generate/generate.hpp"
#include "helpers.hpp"
#include "puzzles/common/cell_loop.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {

struct LoopPublished {
  std::string url;  // https://puzz.link/p?...
  int rows = 0, cols = 0;
  std::vector<std::vector<int>> edges;  // the published loop
  nlohmann::json answer;                // the whole published answer
};

// The collection's puzzles of `genre` (its file name) with at most `cells` cells, and
// (stride > 0) every stride-th of the others; every one with GRIDSAT_ALL_DATA=1. `edges_of`
// takes the loop out of an answer.
inline std::vector<LoopPublished> loop_published(const std::string& genre, int cells, size_t stride,
                                                 const std::function<nlohmann::json(const nlohmann::json&)>& edges_of) {
  std::vector<LoopPublished> out;
  const auto lines = lines_of(shared("instances/genres/" + genre + ".jsonl"));
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto j = nlohmann::json::parse(lines[i]);
    const std::string url = j["url"].get<std::string>();
    const size_t a = url.find('/'), b = url.find('/', a + 1), c = url.find('/', b + 1);
    LoopPublished p{"https://puzz.link/p?" + url, std::stoi(url.substr(b + 1, c - b - 1)),
                    std::stoi(url.substr(a + 1, b - a - 1)), edges_of(j["answer"]).get<std::vector<std::vector<int>>>(),
                    j["answer"]};
    if (p.rows * p.cols <= cells || all_data() || (stride && i % stride == 0)) out.push_back(p);
  }
  return out;
}

// How many grids of values the checker of `p` passes, over every grid where each cell holds
// a piece 2..7 (where `pieces(i)`) or one of `off(i)`, the pieces joining their neighbours.
inline int64_t loop_brute_force(const Puzzle& p, const std::function<bool(int)>& pieces,
                                const std::function<std::vector<int>(int)>& off) {
  const int R = p.rows(), C = p.cols();
  Grid g(R, C);
  int64_t count = 0;
  auto sides = [&](int i) {
    const int v = g.cells[static_cast<size_t>(i)];
    return v >= 2 && v <= 7 ? cell_loop::kSides[v] : 0;
  };
  std::function<void(int)> place = [&](int i) {
    if (i == R * C) {
      count += !p.check(g).has_value();
      return;
    }
    const int r = i / C, c = i % C;
    const bool up = r > 0 && (sides(i - C) & 2), left = c > 0 && (sides(i - 1) & 8);
    std::vector<int> values = off(i);
    if (pieces(i))
      for (int v = 2; v <= 7; ++v) values.push_back(v);
    for (int v : values) {
      const int s = v >= 2 && v <= 7 ? cell_loop::kSides[v] : 0;
      if (((s & 1) != 0) != up || ((s & 4) != 0) != left) continue;
      if ((r == R - 1 && (s & 2)) || (c == C - 1 && (s & 8))) continue;
      g.cells[static_cast<size_t>(i)] = v;
      place(i + 1);
    }
  };
  place(0);
  return count;
}

// Solving options: up to `limit` solutions (0: all) under connectivity `c`.
inline SolveOptions loop_opts(int64_t limit, Connectivity c = Connectivity::lazy) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = c;
  return o;
}

// explain on `p` reaches `want`, every fact it states true of `want`; its rules go to `rules`.
inline void explain_reaches_loop(const Puzzle& p, const Grid& want, std::set<std::string>& rules) {
  deduce::Deducer d(p, {});
  const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position&) {
    for (const deduce::Fact& fact : st.decided)
      EXPECT_EQ(want.cells[static_cast<size_t>(fact.cell)] == fact.value, fact.holds) << st.text;
    rules.insert(st.rule);
    return true;
  });
  EXPECT_EQ(path.end, deduce::End::solved) << p.line(p.givens());
  EXPECT_EQ(path.grid.cells, want.cells) << p.line(p.givens());
}

// generate makes a graded side-n puzzle of `family` from `seed`, whose solution the checker
// passes and sat finds unique.
inline void expect_generated_unique(const std::string& family, int n, uint64_t seed) {
  gen::Options o;
  o.n = n;
  o.grade = true;
  o.max_tries = 30;
  const gen::Generated g = gen::generate(*find_family(family), o, seed);
  ASSERT_TRUE(g.ok) << g.why;
  EXPECT_EQ(g.puzzle->check(g.solution), std::nullopt);
  const Answer a = solve(*g.puzzle, Backend::sat, loop_opts(2));
  EXPECT_EQ(a.count, 1) << g.puzzle->line(g.puzzle->givens());
  EXPECT_TRUE(g.grade.has_value());
}

}  // namespace gridsat::test
