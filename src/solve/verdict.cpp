// What an answer says about the puzzle: solve/verdict.hpp.
#include "solve/verdict.hpp"

#include <algorithm>

#include "human/human.hpp"

namespace gridsat {

bool stopped_at_limit(const Answer& a, int64_t limit) {
  return a.internal_error.empty() && !a.complete && a.count >= 1 && limit > 0 && a.count >= limit;
}

bool stopped_by_clock(const Answer& a, int64_t limit) {
  return a.internal_error.empty() && !a.complete && a.status != Status::unsat && (limit == 0 || a.count < limit);
}

Verdict verdict_of(const Answer& a, int64_t limit) {
  if (!a.internal_error.empty()) return Verdict::error;
  if (a.count >= 2) return Verdict::multiple;
  if (a.complete) return a.count == 1 ? Verdict::unique : Verdict::none;
  if (stopped_at_limit(a, limit)) return Verdict::solvable;
  return Verdict::unknown;
}

bool proves_unique(const human::Path& path) {
  return path.end == human::Path::End::solved &&
         std::none_of(path.steps.begin(), path.steps.end(),
                      [](const human::Step& st) { return st.technique == human::Technique::unique_rectangle; });
}

}  // namespace gridsat
