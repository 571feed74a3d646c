#pragma once
// The clue-removal generator's check of a capped level (generate/clues.cpp), resumed from the
// last path that solved rather than deduced from scratch at every removal.
#include <algorithm>
#include <vector>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "deduce/deduce.hpp"
#include "generate/generate.hpp"
#include "model/family.hpp"

namespace gridsat::gen {

// Whether the clues kept leave a dressed puzzle's steps within a capped level: deduce's capped
// run over the dressed puzzle, a removed clue's groups turned off (as Clues::unique does), one
// session for the whole try. A check starts from the last path that solved, less the steps a
// removed clue touches (those using its groups, and those whose premises only such steps
// decided): only the cells the removal reaches are deduced again. The generator checks the
// puzzle it keeps once more from scratch (Levels::within).
class Capped {
 public:
  Capped(const Family& f, const Puzzle& dressed, int rank, Deadline deadline)
      : dressed_(dressed), cost_(deduce::level_cost(f, rank)), deadline_(deadline),
        opt_{.deadline = deadline, .without = deduce::level_without(f, rank), .max_cost = cost_} {
    const deduce::Deducer d(dressed_, opt_);
    start_ = d.position();
    for (const RuleGroup& g : d.groups()) clue_of_.push_back(g.clue ? g.clue_index : -1);
  }

  bool within(const std::vector<bool>& keep) {
    std::vector<char> off(clue_of_.size(), 0);
    for (size_t g = 0; g < clue_of_.size(); ++g)
      off[g] = static_cast<char>(clue_of_[g] >= 0 && !keep[static_cast<size_t>(clue_of_[g])]);
    std::vector<std::vector<int>> at(static_cast<size_t>(start_.cells()));
    for (int c = 0; c < start_.cells(); ++c) at[static_cast<size_t>(c)] = start_.values(c);
    std::vector<deduce::Step> kept;
    std::vector<deduce::Fact> facts;
    for (const deduce::Step& s : path_) {
      const bool holds = std::none_of(s.groups.begin(), s.groups.end(), [&](int g) { return off[static_cast<size_t>(g)]; }) &&
                         std::all_of(s.premises.begin(), s.premises.end(), [&](const deduce::Fact& f) { return known(at, f); });
      if (!holds) continue;
      for (const deduce::Fact& f : s.decided) {
        auto& vs = at[static_cast<size_t>(f.cell)];
        if (f.holds) vs = {f.value};
        else vs.erase(std::remove(vs.begin(), vs.end(), f.value), vs.end());
        facts.push_back(f);
      }
      kept.push_back(s);
    }
    deduce::Deducer d(dressed_, opt_);  // a fresh session: one kept over the try slows as it learns
    d.restart(off, facts);
    deduce::Path p = d.run([&](const deduce::Step& s, const deduce::Position&) { return s.cost <= cost_; });
    if (p.end == deduce::End::stopped && (gridsat::interrupted() || Clock::now() >= deadline_))
      throw Stopped("generation stopped (time limit or interrupt)");
    if (p.end != deduce::End::solved) return false;  // path_ stays: the caller puts the clues back
    for (deduce::Step& s : p.steps) kept.push_back(std::move(s));
    path_ = std::move(kept);
    return true;
  }

 private:
  static bool known(const std::vector<std::vector<int>>& at, const deduce::Fact& f) {
    const auto& vs = at[static_cast<size_t>(f.cell)];
    if (f.holds) return vs.size() == 1 && vs[0] == f.value;
    return std::find(vs.begin(), vs.end(), f.value) == vs.end();
  }

  const Puzzle& dressed_;
  const int cost_;
  const Deadline deadline_;
  const deduce::Options opt_;
  deduce::Position start_;
  std::vector<int> clue_of_;      // per group: its clue (-1: a rule, or a clue that cannot go)
  std::vector<deduce::Step> path_;  // the steps that solved the clues last found within
};

}  // namespace gridsat::gen
