// count --explain: the count first (gridsat::solve, whatever backend and threads it was
// asked), then per verdict the backbone and a repair (multiple), the redundant givens
// (unique, when asked) or the clashing givens (none).
#include <memory>
#include <stdexcept>

#include "base/errors.hpp"
#include "solve/verdict.hpp"
#include "uniqueness/repair.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat {

namespace {

using uniqueness::CellLits;
using uniqueness::Sat;

constexpr const char* kNoGivens =
    "redundant, clash and repair_change: not applicable to this family (its clues are not cell givens that can be "
    "assumed)";

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
  const Sat::Sample sample = sat.enumerate({}, eo.sample);
  if (sample.stopped) throw EncodingStopped(false);
  if (sample.solutions.size() < 2) throw std::logic_error("the count found two solutions, the sample fewer");
  std::vector<std::vector<int>> seen(static_cast<size_t>(cl.cells()));
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

// The givens-as-assumptions encoding's session, or null (scope noted) when the family has none.
std::unique_ptr<Encoding> givens_encoding(const Puzzle& p, const SolveOptions& opt, Deadline deadline,
                                          Explanation& ex) {
  EncodeOptions eo = opt.encode;
  eo.givens_as_assumptions = true;
  eo.simplify = Simplify::none;
  auto enc = std::make_unique<Encoding>(encode_within(p, eo, opt, deadline));
  ex.givens_apply = enc->givens_assumed;
  if (!enc->givens_assumed) {
    ex.scope = kNoGivens;
    return nullptr;
  }
  return enc;
}

void explain_unique(const Puzzle& p, const SolveOptions& opt, const ExplainOptions& eo, Deadline deadline,
                    Explanation& ex) {
  const Grid& solution = ex.answer.solutions.at(0);
  for (size_t c = 0; c < solution.cells.size(); ++c) ex.fixed.push_back({static_cast<int>(c), solution.cells[c]});
  ex.backbone = true;
  if (!eo.redundant) return;
  const auto enc = givens_encoding(p, opt, deadline, ex);
  if (!enc) return;
  Sat sat(*enc, settings_for(opt.cadical, p, true), deadline);
  const bool done = uniqueness::redundant_givens(sat, solution, ex);
  ex.sat_calls += sat.calls();
  if (!done) throw EncodingStopped(false);
  ex.redundant_done = true;
}

void explain_none(const Puzzle& p, const SolveOptions& opt, Deadline deadline, Explanation& ex) {
  const auto enc = givens_encoding(p, opt, deadline, ex);
  if (!enc) return;
  Sat sat(*enc, settings_for(opt.cadical, p, false), deadline);
  const bool done = uniqueness::clashing_givens(sat, ex);
  ex.sat_calls += sat.calls();
  if (!done) throw EncodingStopped(false);
  for (CellValue& cv : ex.clash) cv.value = p.givens().cells[static_cast<size_t>(cv.cell)];
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
