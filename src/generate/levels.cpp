// The levels --difficulty takes, which generator a family takes, the clue groups of a symmetry:
// see generate.hpp.
#include <algorithm>

#include "deduce/deduce.hpp"
#include "generate/generate.hpp"

namespace gridsat::gen {

namespace {

// The image of cell (r, c) under the symmetry's generator.
int image(int n, Symmetry s, int cell) {
  const int r = cell / n, c = cell % n;
  switch (s) {
    case Symmetry::none: return cell;
    case Symmetry::half_turn: return (n - 1 - r) * n + (n - 1 - c);
    case Symmetry::quarter_turn: return c * n + (n - 1 - r);
    case Symmetry::mirror: return r * n + (n - 1 - c);
    case Symmetry::diagonal: return c * n + r;
  }
  return cell;
}

}  // namespace

std::vector<std::vector<int>> clue_groups(int n, Symmetry s) {
  std::vector<std::vector<int>> groups;
  std::vector<char> seen(static_cast<size_t>(n) * n, 0);
  for (int c = 0; c < n * n; ++c) {
    if (seen[static_cast<size_t>(c)]) continue;
    std::vector<int> g;
    for (int x = c; !seen[static_cast<size_t>(x)]; x = image(n, s, x)) {
      seen[static_cast<size_t>(x)] = 1;
      g.push_back(x);
    }
    std::sort(g.begin(), g.end());
    groups.push_back(std::move(g));
  }
  return groups;
}

bool by_clues(const Family& f) { return f.generate.dress && !f.generate.make; }

bool graded_by_steps(const Family& f) { return f.generate.by_grade && !f.human && f.generate.make; }

std::vector<std::string> level_names(const Family& f) {
  if (by_clues(f) || graded_by_steps(f)) return deduce::level_names(f);
  std::vector<std::string> out;
  for (const auto& [name, help] : choices_of<int>(kLevelNames)) out.emplace_back(name);
  return out;
}

std::optional<int> level_rank(const Family& f, std::string_view name) {
  const std::vector<std::string> names = level_names(f);
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<int>(i) + 1;
  if (name == "easy") return 1;
  if (name == "hard") return static_cast<int>(names.size()) - 1;
  return std::nullopt;
}

}  // namespace gridsat::gen
