#pragma once
// What the sight genres' tests (test_kurodoko.cpp, test_cave.cpp) share: the public puzzles
// with their published answers, brute-force counts through the independent checker, and the
// explain run that must reach the solution.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "deduce/deduce.hpp"
#include "encoders/connected.hpp"
#include "helpers.hpp"
#include "puzzles/kurodoko/sight_grid.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {

// Solving options: up to `limit` solutions (0: all), under connectivity `c`.
inline SolveOptions up_to(int64_t limit, Connectivity c) {
  SolveOptions o;
  o.encode.connectivity = c;
  o.limit = limit;
  return o;
}

struct SightPublished {
  std::string url;
  Grid answer;  // 1 unshaded, 2 shaded
};

// The collection's puzzles of `genre` with at most `cells` cells, and (stride > 0) every
// stride-th of the others; every one with GRIDSAT_ALL_DATA=1.
inline std::vector<SightPublished> sight_published(const std::string& genre, int cells, size_t stride) {
  std::vector<SightPublished> out;
  const auto lines = lines_of(shared("instances/genres/" + genre + ".jsonl"));
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto j = nlohmann::json::parse(lines[i]);
    const auto& rows = j["answer"];
    Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c) g.at(r, c) = rows[r][c].get<int>() + 1;
    if (g.size() <= cells || all_data() || (stride && i % stride == 0))
      out.push_back({"https://puzz.link/p?" + j["url"].get<std::string>(), g});
  }
  return out;
}

// Every shading of `p` that `check` accepts (p has at most 20 cells).
inline int64_t brute_force(const Puzzle& p) {
  const int n = p.rows() * p.cols();
  int64_t count = 0;
  Grid g(p.rows(), p.cols());
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    for (int i = 0; i < n; ++i) g.cells[static_cast<size_t>(i)] = (mask >> i & 1) ? 2 : 1;
    count += !p.check(g);
  }
  return count;
}

// Tallies of changed_counts.
struct Compared {
  int puzzles = 0, several = 0, none = 0;
};

// `g` with its first and last count removed, raised by one or lowered by one (within
// 1..rows + cols - 1): the count of every solution by sat (both connectivities) and the native
// search against brute force.
inline void changed_counts(const SightGrid& g, Compared& tally) {
  std::vector<int> numbered;
  for (int i = 0; i < g.rows() * g.cols(); ++i)
    if (g.numbers()[i] > 0) numbered.push_back(i);
  ASSERT_FALSE(numbered.empty()) << g.line(g.givens());
  for (int cell : {numbered.front(), numbered.back()})
    for (int delta : {-100, -1, 1}) {
      auto numbers = g.numbers();
      numbers[cell] = delta == -100 ? 0 : numbers[cell] + delta;
      if (delta != -100 && (numbers[cell] < 1 || numbers[cell] > g.rows() + g.cols() - 1)) continue;
      const auto v = g.remade(numbers);
      const int64_t want = brute_force(*v);
      tally.several += want > 1, tally.none += want == 0;
      for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
        EXPECT_EQ(solve(*v, Backend::sat, up_to(0, c)).count, want) << v->line(v->givens()) << " " << to_string(c);
      EXPECT_EQ(solve(*v, Backend::native, up_to(0, Connectivity::lazy)).count, want) << v->line(v->givens());
      ++tally.puzzles;
    }
}

// Explain's steps on `p`: sound against `solution` (each decided fact), reaching it; the rules used.
inline void explain_reaches(const Puzzle& p, const Grid& solution, std::set<std::string>& rules) {
  deduce::Deducer d(p, {});
  const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position&) {
    for (const deduce::Fact& fact : st.decided)
      EXPECT_EQ(solution.cells[static_cast<size_t>(fact.cell)] == fact.value, fact.holds) << st.text;
    rules.insert(st.rule);
    return true;
  });
  EXPECT_EQ(path.end, deduce::End::solved) << p.line(p.givens());
  EXPECT_EQ(path.grid.cells, solution.cells) << p.line(p.givens());
}

}  // namespace gridsat::test
