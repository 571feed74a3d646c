// count --explain: the count first (gridsat::solve, whatever backend and threads it was
// asked), then per verdict the backbone and a repair (multiple), the redundant givens and
// clues (unique, when asked) or the clashing ones (none).
#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>

#include "base/errors.hpp"
#include "solve/verdict.hpp"
#include "uniqueness/repair.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat {

namespace {

using uniqueness::CellLits;
using uniqueness::Sat;

constexpr const char* kNoChange =
    "repair_change: not applicable to this family (its clues are not cell givens that can be assumed)";
constexpr const char* kNoRepair = "repair and repair_change: not asked (--no-repair)";
constexpr const char* kNoClues =
    "redundant and clash: not applicable to this family (its clues are neither cell givens that can be assumed nor "
    "clue groups)";

Encoding encode_within(const Puzzle& p, const EncodeOptions& eo, const SolveOptions& opt, Deadline deadline) {
  check_estimate(p, eo, opt.max_clauses);
  ScopedCnfLimits limits({opt.max_clauses, deadline});
  return p.encode(eo);
}

// The backbone from the solutions seen: fixed and open cells.
void set_backbone(const std::vector<std::vector<int>>& seen, Explanation& ex) {
  for (size_t c = 0; c < seen.size(); ++c) {
    if (seen[c].size() == 1) ex.fixed.push_back({static_cast<int>(c), seen[c].front()});
    else ex.open.push_back({static_cast<int>(c), seen[c]});
  }
  ex.backbone = true;
}

std::unique_ptr<Encoding> givens_encoding(const Puzzle& p, const SolveOptions& opt, Deadline deadline, Explanation& ex);

// The alternative repair: one existing given changed (change.cpp).
void explain_change(const Puzzle& p, const SolveOptions& opt, Deadline deadline, Explanation& ex) {
  const auto enc = givens_encoding(p, opt, deadline, ex);
  if (!enc) return;
  Sat sat(*enc, settings_for(opt.cadical, p, true), deadline);
  const bool done = uniqueness::change_given(sat, p.givens(), ex);
  ex.sat_calls += sat.calls();
  if (!done) throw EncodingStopped(false);
  ex.change_done = true;
}

void explain_multiple(const Puzzle& p, const SolveOptions& opt, const ExplainOptions& eo, Deadline deadline,
                      Explanation& ex) {
  const Encoding enc = encode_within(p, opt.encode, opt, deadline);
  Sat sat(enc, settings_for(opt.cadical, p, true), deadline);
  const CellLits cl(enc);
  std::vector<std::vector<int>> seen(static_cast<size_t>(cl.cells()));
  if (!eo.repair) {  // the backbone alone: from the count's solutions, one call per cell
    for (const Grid& g : ex.answer.solutions) uniqueness::witness(g, seen);
    if (!uniqueness::backbone_by_cells(sat, cl, seen)) throw EncodingStopped(false);
    set_backbone(seen, ex);
    ex.sat_calls = sat.calls();
    ex.scope = kNoRepair;
    return;
  }
  const Sat::Sample sample = sat.enumerate({}, eo.sample);
  if (sample.stopped) throw EncodingStopped(false);
  if (sample.solutions.size() < 2) throw std::logic_error("the count found two solutions, the sample fewer");
  for (const Grid& g : sample.solutions) uniqueness::witness(g, seen);
  if (!uniqueness::backbone(sat, cl, {}, seen)) throw EncodingStopped(false);
  set_backbone(seen, ex);
  const uniqueness::Repair r =
      uniqueness::repair(sat, cl, sample.solutions, sample.complete, {eo.sample, eo.exact_nodes});
  ex.sat_calls = sat.calls();
  if (!r.found) throw EncodingStopped(false);
  if (auto why = p.check(r.solution)) throw std::logic_error("the repaired puzzle's solution breaks a rule: " + *why);
  ex.repaired = true;
  ex.repair = r.repair;
  ex.repair_proved_smallest = r.proved_smallest;
  ex.repaired_solution = r.solution;
  explain_change(p, opt, deadline, ex);
}

// The givens-as-assumptions encoding (no groups: every rule a clause), or null (scope noted)
// when the family's givens are not assumptions.
std::unique_ptr<Encoding> givens_encoding(const Puzzle& p, const SolveOptions& opt, Deadline deadline,
                                          Explanation& ex) {
  EncodeOptions eo = opt.encode;
  eo.givens_as_assumptions = true;
  eo.simplify = Simplify::none;
  auto enc = std::make_unique<Encoding>(encode_within(p, eo, opt, deadline));
  ex.givens_apply = enc->givens_assumed;
  if (!enc->givens_assumed) {
    ex.scope = kNoChange;
    return nullptr;
  }
  return enc;
}

// The clues of an encoding with its givens and its clue groups as assumptions: the givens
// first (Encoding::given_literals), then the clue groups, one clue per clue_index (a group
// without one alone), in the encoding's order; `rules`: the other groups' selectors.
struct Clues {
  std::unique_ptr<Encoding> enc;
  uniqueness::Droppable lits;
  std::vector<Clue> named;  // the clues after the givens
  std::vector<int> rules;
  size_t givens() const { return enc->given_literals.size(); }
};

Clues clues_of(std::unique_ptr<Encoding> enc) {
  Clues c;
  c.enc = std::move(enc);
  for (const auto& [cell, lit] : c.enc->given_literals) c.lits.push_back({lit});
  std::map<int, size_t> of_index;  // clue_index -> its place in `named`
  for (const RuleGroup& g : c.enc->groups) {
    if (!g.clue) {
      c.rules.push_back(g.selector);
      continue;
    }
    const auto [it, fresh] = of_index.try_emplace(g.clue_index, c.named.size());
    if (fresh || g.clue_index < 0) {
      it->second = c.named.size();
      c.named.push_back({g.kind, g.label, {}});
      c.lits.emplace_back();
    }
    Clue& clue = c.named[it->second];
    clue.cells.insert(clue.cells.end(), g.cells.begin(), g.cells.end());
    std::sort(clue.cells.begin(), clue.cells.end());
    clue.cells.erase(std::unique(clue.cells.begin(), clue.cells.end()), clue.cells.end());
    c.lits[c.givens() + it->second].push_back(g.selector);
  }
  return c;
}

// The encoding whose givens and clue groups are assumptions (the rule groups always), or
// none (scope noted) when the family has neither. Givens without clue groups: encoded again
// without groups, the rules plain clauses as they were before there were groups.
std::optional<Clues> clue_encoding(const Puzzle& p, const SolveOptions& opt, Deadline deadline, Explanation& ex) {
  EncodeOptions eo = opt.encode;
  eo.givens_as_assumptions = true;
  eo.simplify = Simplify::none;
  eo.groups = true;
  Clues c = clues_of(std::make_unique<Encoding>(encode_within(p, eo, opt, deadline)));
  ex.givens_apply = c.enc->givens_assumed;
  ex.clues_apply = !c.named.empty();
  if (!ex.givens_apply && !ex.clues_apply) {
    ex.scope = kNoClues;
    return std::nullopt;
  }
  if (!ex.clues_apply && !c.rules.empty()) {
    eo.groups = false;
    c = clues_of(std::make_unique<Encoding>(encode_within(p, eo, opt, deadline)));
  }
  return c;
}

// A session over the clue encoding, its rules always on; `run` asks it, then the calls are
// counted and a stop thrown.
template <class Run>
void with_session(const Puzzle& p, const SolveOptions& opt, bool counting, Deadline deadline, const Clues& c,
                  Explanation& ex, Run&& run) {
  Sat sat(*c.enc, settings_for(opt.cadical, p, counting), deadline);
  // The rules hold always: their selectors as unit clauses, not as assumptions that every
  // call would decide again (thousands on a large grid).
  for (int selector : c.rules) sat.add({selector});
  const bool done = run(sat);
  ex.sat_calls += sat.calls();
  if (!done) throw EncodingStopped(false);
}

void explain_unique(const Puzzle& p, const SolveOptions& opt, const ExplainOptions& eo, Deadline deadline,
                    Explanation& ex) {
  const Grid& solution = ex.answer.solutions.at(0);
  for (size_t c = 0; c < solution.cells.size(); ++c) ex.fixed.push_back({static_cast<int>(c), solution.cells[c]});
  ex.backbone = true;
  if (!eo.redundant) return;
  const auto c = clue_encoding(p, opt, deadline, ex);
  if (!c) return;
  uniqueness::Redundancy r;
  with_session(p, opt, true, deadline, *c, ex,
               [&](Sat& sat) { return uniqueness::redundant_clues(sat, c->lits, solution, r); });
  const size_t n = c->givens();
  auto given = [&](size_t i) {
    const int cell = c->enc->given_literals[i].first;
    return CellValue{cell, solution.cells[static_cast<size_t>(cell)]};
  };
  for (const auto& proof : r.each) {
    if (proof.clue >= n) {
      ex.redundant_clues.push_back({c->named[proof.clue - n], proof.conflicts, proof.seconds});
      continue;
    }
    const CellValue g = given(proof.clue);
    ex.redundant.push_back({g.cell, g.value, proof.conflicts, proof.seconds});
  }
  for (size_t i : r.together) {
    if (i < n) ex.removable_together.push_back(given(i));
    else ex.removable_clues_together.push_back(c->named[i - n]);
  }
  ex.redundant_done = true;
}

void explain_none(const Puzzle& p, const SolveOptions& opt, Deadline deadline, Explanation& ex) {
  const auto c = clue_encoding(p, opt, deadline, ex);
  if (!c) return;
  std::vector<size_t> core;
  with_session(p, opt, false, deadline, *c, ex,
               [&](Sat& sat) { return uniqueness::clashing_clues(sat, c->lits, core); });
  ex.clash.clear();
  for (size_t i : core) {
    if (i >= c->givens()) {
      ex.clashing_clues.push_back(c->named[i - c->givens()]);
      continue;
    }
    const int cell = c->enc->given_literals[i].first;
    ex.clash.push_back({cell, p.givens().cells[static_cast<size_t>(cell)]});
  }
  ex.clash_done = true;
}

}  // namespace

Explanation explain_count(const Puzzle& p, Backend backend, const SolveOptions& opt, const ExplainOptions& eo) {
  const auto start = Clock::now();
  Explanation ex;
  ex.answer = solve(p, backend, opt);
  const auto counted = Clock::now();
  if (!ex.answer.internal_error.empty()) return ex;
  const Deadline deadline = deadline_after(opt.time_limit, start);
  try {
    switch (verdict_of(ex.answer, opt.limit)) {
      case Verdict::unique: explain_unique(p, opt, eo, deadline, ex); break;
      case Verdict::multiple: explain_multiple(p, opt, eo, deadline, ex); break;
      case Verdict::none: explain_none(p, opt, deadline, ex); break;
      default: ex.scope = "the count decided nothing to explain (--limit 1, or stopped)"; break;
    }
  } catch (const EncodingStopped&) {
    ex.stopped = true;
    ex.scope = "the explanation was stopped by the time limit";
  } catch (const std::logic_error& e) {
    ex.answer.internal_error = std::string("count --explain: ") + e.what();
  }
  ex.seconds = seconds_since(counted);
  return ex;
}

}  // namespace gridsat
