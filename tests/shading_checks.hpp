#pragma once
// Checks that Star Battle's and Tilepaint's tests share: explain over the small public puzzles,
// and a URL's forms read back (the URL, the typed rows printed with the solution, the line
// form with its shading).
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "deduce/deduce.hpp"
#include "public_lines.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {

inline SolveOptions limit_opts(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

// explain on the first `count` public lines of at most `small` cells: each reaches its
// solution; the rules its steps name.
inline std::set<std::string> explain_public(const std::string& genre, int small, int count) {
  std::set<std::string> names;
  int explained = 0;
  for (const auto& l : public_lines(genre, genre, small, 100000)) {
    if (l.answer.size() > small) continue;
    deduce::Deducer d(*l.puzzle, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << l.url;
    for (const auto& s : path.steps) names.insert(s.rule);
    if (++explained == count) break;
  }
  EXPECT_EQ(explained, count) << genre;
  return names;
}

// `url` reads (--type auto) as a puzzle of `family` that writes the URL back, solves uniquely,
// and whose printed rows and line form with the solution read back as the same puzzle.
inline std::unique_ptr<Puzzle> expect_forms_read_back(const std::string& url, const std::string& family) {
  auto p = parse_one(url);
  EXPECT_TRUE(p && p->family() == family) << url;
  if (!p) return p;
  EXPECT_EQ(p->line(p->givens()), url);
  Answer a = solve(*p, Backend::sat, limit_opts(2));
  EXPECT_EQ(a.count, 1) << url;
  if (a.count != 1) return p;
  std::ostringstream out;
  p->print_grid(out, a.solutions[0]);
  for (const std::string& text : {out.str(), p->line(a.solutions[0])}) {
    auto back = parse_one(text);
    EXPECT_TRUE(back) << text;
    if (back) { EXPECT_EQ(back->line(back->givens()), url) << text; }
  }
  return p;
}

}  // namespace gridsat::test
