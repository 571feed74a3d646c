// Paths' ends and grades, and the levels' capped runs (deduce.hpp).
#include <algorithm>
#include <climits>

#include "deduce/deduce.hpp"

namespace gridsat::deduce {

std::string_view end_name(End e) {
  switch (e) {
    case End::solved: return "solved";
    case End::stuck: return "stuck";
    case End::contradiction: return "contradiction";
    case End::stopped: return "stopped";
  }
  return "stuck";
}

Grid Position::grid(int rows, int cols) const {
  Grid g(rows, cols);
  for (int c = 0; c < cells(); ++c) g.cells[static_cast<size_t>(c)] = value(c);
  return g;
}

int level_cost(const Family& f, int rank) {
  if (f.explain.levels.empty()) return rank >= 4 ? INT_MAX : rank;
  return f.explain.levels[static_cast<size_t>(rank - 1)].second;
}

std::vector<std::string> level_without(const Family& f, int rank) {
  const auto& levels = f.explain.levels;
  if (levels.empty()) return {};
  for (const std::string_view name : {levels[static_cast<size_t>(rank - 1)].first, levels.back().first})
    for (const auto& [level, kinds] : f.explain.without)
      if (level == name) return {kinds.begin(), kinds.end()};
  return {};
}

bool level_places(const Family& f, int rank) {
  const auto& levels = f.explain.levels;
  if (levels.empty()) return false;
  const std::string_view name = levels[static_cast<size_t>(rank - 1)].first;
  return std::find(f.explain.placing.begin(), f.explain.placing.end(), name) != f.explain.placing.end();
}

std::vector<std::string> level_names(const Family& f) {
  std::vector<std::string> out;
  if (f.explain.levels.empty()) out = {"easy", "normal", "hard", "extreme"};
  for (const auto& [name, cost] : f.explain.levels) out.emplace_back(name);
  out.emplace_back("unreasonable");
  return out;
}

Grade grade(const Family& f, const Path& path) {
  Grade g;
  std::vector<std::pair<std::string_view, int>> levels = f.explain.levels;
  if (levels.empty()) levels = {{"easy", 1}, {"normal", 2}, {"hard", 3}, {"extreme", INT_MAX}};
  g.levels = static_cast<int>(levels.size());
  g.steps = static_cast<int>(path.steps.size());
  for (const Step& s : path.steps) {
    g.score += s.cost;
    if (s.cost > g.hardest || g.hardest_rule.empty()) g.hardest = std::max(g.hardest, s.cost), g.hardest_rule = s.rule;
  }
  if (path.end == End::stopped) return g.level = "unknown", g;
  g.rank = g.levels + 1;
  g.level = "unreasonable";
  if (path.end != End::solved) return g;
  for (int i = 0; i < g.levels; ++i)
    if (g.hardest <= levels[static_cast<size_t>(i)].second) {
      g.rank = i + 1;
      g.level = std::string(levels[static_cast<size_t>(i)].first);
      break;
    }
  return g;
}

std::optional<bool> within(const Family& f, const Puzzle& p, int rank, const Options& opt) {
  Options o = opt;
  o.without = level_without(f, rank);  // no default: a level's own
  o.places_only = level_places(f, rank);
  const int cost = level_cost(f, rank);
  o.max_cost = std::min(o.max_cost, cost);  // a costlier step would end the run anyway: not looked for
  Deducer d(p, o);
  const Path path = d.run([&](const Step& s, const Position&) { return s.cost <= cost; });
  if (path.end == End::stopped && (gridsat::interrupted() || Clock::now() >= opt.deadline)) return std::nullopt;
  return path.end == End::solved;
}

Grade grade(const Family& f, const Puzzle& p, const Path& path, const Options& opt) {
  Grade g = grade(f, path);
  if ((f.explain.without.empty() && f.explain.placing.empty()) || g.rank == 0 || path.end != End::solved) return g;
  const std::vector<std::string> names = level_names(f), full = level_without(f, g.levels);
  for (int rank = 1; rank <= g.levels; ++rank) {
    if (level_without(f, rank) == full && !level_places(f, rank)) {  // the path's rules: its hardest step says
      if (rank < g.rank) continue;  // the path's hardest step is past this level's cost
    } else {
      const std::optional<bool> in = within(f, p, rank, opt);
      if (!in) return g.rank = 0, g.level = "unknown", g;
      if (!*in) continue;
    }
    g.rank = rank;
    g.level = names[static_cast<size_t>(rank - 1)];
    return g;
  }
  g.rank = g.levels + 1;
  g.level = "unreasonable";
  return g;
}

}  // namespace gridsat::deduce
