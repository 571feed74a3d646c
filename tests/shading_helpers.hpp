#pragma once
// Test plumbing shared by the shading genres' tests (Nurikabe, Yin-Yang): solve options and
// the public puzzles of ../shared/instances/genres with their published answers as grids.
#include <nlohmann/json.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "encoders/connected.hpp"
#include "helpers.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {

inline SolveOptions shading_opts(int64_t limit, Connectivity c = Connectivity::lazy) {
  SolveOptions o;
  o.limit = limit;
  o.encode.connectivity = c;
  return o;
}

struct PublicShading {
  std::string url;  // https://puzz.link/p?...
  Grid answer;      // the published answer, its 1 as `one` and its 0 as `zero`
};

// The lines of instances/genres/GENRE.jsonl in the file's order (any prefix spreads over sizes).
inline std::vector<PublicShading> public_shadings(const std::string& genre, int one, int zero) {
  std::vector<PublicShading> out;
  for (const auto& line : lines_of(shared("instances/genres/" + genre + ".jsonl"))) {
    const auto j = nlohmann::json::parse(line);
    const auto& a = j["answer"];
    PublicShading p{"https://puzz.link/p?" + j["url"].get<std::string>(),
                    Grid(static_cast<int>(a.size()), static_cast<int>(a[0].size()))};
    for (int r = 0; r < p.answer.rows; ++r)
      for (int c = 0; c < p.answer.cols; ++c) p.answer.cells[r * p.answer.cols + c] = a[r][c].get<int>() == 1 ? one : zero;
    out.push_back(std::move(p));
  }
  return out;
}

// A puzzle counted to the end by sat (lazy and eager connectivity) and by the native search:
// each count is `want` (brute force's).
inline void expect_counts(const Puzzle& p, int64_t want) {
  for (Connectivity c : {Connectivity::lazy, Connectivity::eager})
    EXPECT_EQ(solve(p, Backend::sat, shading_opts(0, c)).count, want) << p.line(p.givens()) << " " << to_string(c);
  EXPECT_EQ(solve(p, Backend::native, shading_opts(0)).count, want) << p.line(p.givens());
}

// The forms of a unique puzzle read back: its URL writes back byte for byte; the solution as
// --format grid prints it, after a `header` line, reads as the same puzzle; so does the line
// form of the solution.
inline void expect_shading_forms_read_back(const std::string& url, const std::string& header) {
  auto p = parse_one(url);
  ASSERT_TRUE(p) << url;
  EXPECT_EQ(find_family(p->family())->reader.url(*p), url);
  const Answer a = solve(*p, Backend::sat, shading_opts(2));
  ASSERT_EQ(a.count, 1) << url;
  std::ostringstream grid;
  p->print_grid(grid, a.solutions[0]);
  auto typed = parse_one(header + "\n" + grid.str());
  ASSERT_TRUE(typed) << grid.str();
  EXPECT_EQ(find_family(p->family())->reader.url(*typed), url);
  ReadOptions o;
  o.type = std::string(p->family());
  auto line = parse_one(p->line(a.solutions[0]), o);
  ASSERT_TRUE(line) << p->line(a.solutions[0]);
  EXPECT_EQ(line->givens(), p->givens());
}

}  // namespace gridsat::test
