#include "base/errors.hpp"

#include <limits>

namespace gridsat {

std::string thousands(int64_t n) {
  std::string s = std::to_string(n);
  const int first = s[0] == '-' ? 1 : 0;
  for (int i = static_cast<int>(s.size()) - 3; i > first; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

TooManyClauses::TooManyClauses(int64_t n, int64_t lim, bool est, bool vars)
    : InputError(vars ? "the encoding passed the limit of " + thousands(lim) +
                            " variables while being built (--max-clauses bounds variables too; "
                            "--max-clauses to change)"
                 : est ? "the encoding would need about " +
                             (n == std::numeric_limits<int64_t>::max() ? "9.2e18 or more" : thousands(n)) +
                             " clauses (limit " + thousands(lim) +
                             "; --max-clauses to change)"
                       : "the encoding passed the limit of " + thousands(lim) +
                             " clauses while being built (--max-clauses to change)"),
      clauses(n),
      limit(lim),
      estimated(est),
      variables(vars) {}

EncodingStopped::EncodingStopped(bool intr)
    : std::runtime_error(intr ? "interrupted while encoding" : "time limit reached while encoding"), interrupted(intr) {}

}  // namespace gridsat
