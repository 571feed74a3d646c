#pragma once
// The public puzzles of a shading genre with their published answers
// (../shared/instances/genres/GENRE.jsonl; start the test with NEED_SHARED("instances/genres")),
// and what the genre tests of the placement genres share around them.
#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "model/figure.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {

struct Published {
  std::string url;        // https://puzz.link/p?...
  nlohmann::json answer;  // rows of 0/1
  int cells = 0;
};

inline std::vector<Published> published(const std::string& genre) {
  std::vector<Published> out;
  for (const auto& l : lines_of(shared("instances/genres/" + genre + ".jsonl"))) {
    const auto j = nlohmann::json::parse(l);
    Published p{"https://puzz.link/p?" + j["url"].get<std::string>(), j["answer"]};
    p.cells = static_cast<int>(p.answer.size() * p.answer[0].size());
    out.push_back(p);
  }
  return out;
}

// Where a two-state grid (2 shaded) differs from a published answer of 0/1 rows ("" nowhere).
inline std::string shading_differs(const Grid& g, const nlohmann::json& answer) {
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if ((g.at(r, c) == 2) != (answer[r][c].get<int>() == 1))
        return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1);
  return "";
}

// The puzzle `text` read as `type`, null when it does not read.
inline std::unique_ptr<Puzzle> read_as(const std::string& type, const std::string& text) {
  ReadOptions o;
  o.type = type;
  return parse_one(text, o);
}

// Solves `text` read as `type` with `backend` up to `limit` solutions.
inline Answer solve_limited(const Puzzle& p, Backend backend, int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return solve(p, backend, o);
}

// The published puzzles of `genre` that `pick(index, puzzle)` takes: each reads, is unique on
// `backend` (count to 2), its answer passes the checker and equals the published one. Returns
// how many were solved.
inline int expect_published_solved(const std::string& genre, Backend backend,
                                   const std::function<bool(size_t, const Published&)>& pick) {
  const auto all = published(genre);
  int solved = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    if (!pick(i, all[i])) continue;
    auto p = read_as(genre, all[i].url);
    EXPECT_TRUE(p) << all[i].url;
    if (!p) continue;
    const Answer a = solve_limited(*p, backend, 2);
    EXPECT_EQ(a.count, 1) << all[i].url << " " << a.internal_error;
    if (a.count != 1) continue;
    EXPECT_EQ(p->check(a.solutions[0]), std::nullopt) << all[i].url;
    EXPECT_EQ(shading_differs(a.solutions[0], all[i].answer), "") << all[i].url;
    ++solved;
  }
  return solved;
}

// explain (src/deduce) on up to `most` published puzzles of at most `cells` cells: each
// reaches the solution, every step named from the genre's catalogue. Returns how many.
inline int expect_published_explained(const std::string& genre, int cells, int most) {
  int explained = 0;
  for (const auto& pub : published(genre)) {
    if (pub.cells > cells || explained >= most) continue;
    auto p = read_as(genre, pub.url);
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << pub.url;
    for (const auto& s : path.steps) EXPECT_FALSE(s.rule.empty()) << pub.url;
    ++explained;
  }
  return explained;
}

// --backend both (the same count and solution, complete) on the public puzzles of `genre` up to
// `cells` cells: each unique. Returns how many.
inline int expect_native_agrees_published(const std::string& genre, int cells) {
  int compared = 0;
  for (const Published& pub : published(genre)) {
    if (pub.cells > cells) continue;
    auto p = read_as(genre, pub.url);
    EXPECT_TRUE(p) << pub.url;
    if (!p) continue;
    const Answer a = solve_limited(*p, Backend::both, 2);
    EXPECT_EQ(a.count, 1) << pub.url << " " << a.internal_error;
    EXPECT_TRUE(a.complete) << pub.url;
    ++compared;
  }
  return compared;
}

// `text` read as `genre` and its one solution (sat; an empty grid when it has none or several).
inline std::pair<std::unique_ptr<Puzzle>, Grid> read_solved(const std::string& genre, const std::string& text) {
  auto p = read_as(genre, text);
  if (!p) return {nullptr, Grid()};
  const Answer a = solve_limited(*p, Backend::sat, 2);
  return {std::move(p), a.count == 1 ? a.solutions[0] : Grid()};
}

// The cell (column, row) of a figure's text; -1 and the side in the margins.
inline std::pair<int, int> text_cell(const Figure::Text& t) {
  return {static_cast<int>(std::floor(t.x)), static_cast<int>(std::floor(t.y))};
}

}  // namespace gridsat::test
