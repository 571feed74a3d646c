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
                             " clauses (limit " + thousands(lim) + "; --max-clauses to change)"
                       : "the encoding passed the limit of " + thousands(lim) +
                             " clauses while being built (--max-clauses to change)"),
      clauses(n),
      limit(lim),
      estimated(est),
      variables(vars) {}

TooManyClauses::TooManyClauses(const TooManyClauses& e, const std::string& message)
    : InputError(message), clauses(e.clauses), limit(e.limit), estimated(e.estimated), variables(e.variables) {}

TooManyClauses shared_by_threads(const TooManyClauses& e, int threads, int64_t limit) {
  const std::string what = e.variables ? "variables" : "clauses";
  const std::string copies = "each of the " + std::to_string(threads) + " threads holds its own copy";
  const std::string tail =
      " (limit " + thousands(limit) + " for all threads; --max-clauses to change, or fewer --threads)";
  if (e.estimated)
    return {
        e, "the encoding would need about " + thousands(e.clauses) + " " + what + ", and " + copies + ": about " +
               thousands(e.clauses > std::numeric_limits<int64_t>::max() / threads ? std::numeric_limits<int64_t>::max()
                                                                                   : e.clauses * threads) +
               " in all" + tail};
  return {e, "the encoding passed " + thousands(e.limit) + " " + what +
                 " while being built, one thread's share of the limit (" + copies + ")" + tail};
}

TooManyClauses with_hint(const TooManyClauses& e, const std::string& hint) {
  std::string m = e.what();
  if (!m.empty() && m.back() == ')') m.insert(m.size() - 1, ", or " + hint);
  else m += " (" + hint + ")";
  return {e, m};
}

EncodingStopped::EncodingStopped(bool intr)
    : std::runtime_error(intr ? "interrupted while encoding" : "time limit reached while encoding"),
      interrupted(intr) {}

}  // namespace gridsat
