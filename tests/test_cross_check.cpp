// solve()'s checks (solve/cross_check.cpp) against backends and checkers that misbehave on
// purpose: a checker that rejects every grid, a native search that misses solutions. Nothing
// in the shipped families does either, so only these puzzles reach the reports that say so.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/latin/latin.hpp"
#include "solve/solve.hpp"

namespace gridsat::test {
namespace test_cross_check {
namespace {

// 3x3, first row 1 2 _: exactly two completions (the last two rows can swap).
Grid cross_check_givens() {
  Grid g(3, 3);
  g.cells = {1, 2, 0, 0, 0, 0, 0, 0, 0};
  return g;
}

// A Latin square whose checker rejects every grid.
class RejectingSquare final : public LatinSquare {
 public:
  using LatinSquare::LatinSquare;
  std::optional<std::string> check(const Grid&) const override { return "rejected by the test"; }
};

// A Latin square whose native search claims to be complete after `found` solutions (0: it
// claims there is none): it misses the rest, which the SAT backend finds.
class MissingSquare final : public LatinSquare {
 public:
  MissingSquare(Grid givens, int64_t found) : LatinSquare(std::move(givens), GridForm::ints), found_(found) {}
  NativeResult search_native(int64_t, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override {
    NativeResult r;
    if (found_ > 0) r = LatinSquare::search_native(found_, deadline, on_solution, opt);
    r.complete = true;
    return r;
  }

 private:
  int64_t found_;
};

SolveOptions cross_check_limit(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

}  // namespace

TEST(CrossCheck, ARejectedSolutionIsAnInternalErrorNamingTheBackend) {
  const RejectingSquare p(cross_check_givens(), GridForm::ints);
  for (Backend b : {Backend::sat, Backend::native, Backend::sls, Backend::both}) {
    const Answer a = solve(p, b, cross_check_limit(1));
    const std::string answered = b == Backend::both ? "sat" : std::string(to_string(b));  // both: sat runs first
    EXPECT_EQ(a.internal_error, "the checker rejected a solution from the " + answered + " backend: rejected by the test")
        << to_string(b);
    EXPECT_TRUE(a.solutions.empty()) << to_string(b);  // nothing rejected is kept
    EXPECT_EQ(a.count, 0) << to_string(b);
    EXPECT_FALSE(a.complete) << to_string(b);
  }
  const Answer chosen = solve(p, Backend::automatic, cross_check_limit(1));
  EXPECT_EQ(chosen.internal_error.rfind("the checker rejected a solution from the ", 0), 0u) << chosen.internal_error;
}

// An empty grid's known solutions (no search) go through the checker too.
TEST(CrossCheck, ARejectedConstructedSolutionIsAnInternalError) {
  const RejectingSquare p(Grid(4, 4), GridForm::ints);
  for (Backend b : {Backend::sat, Backend::native, Backend::automatic}) {
    const Answer a = solve(p, b, cross_check_limit(2));
    EXPECT_TRUE(a.constructed) << to_string(b);
    EXPECT_EQ(a.internal_error, "the checker rejected a constructed solution: rejected by the test") << to_string(b);
    EXPECT_TRUE(a.solutions.empty()) << to_string(b);
  }
  // The honest square answers the same request from its known solutions, checked.
  const LatinSquare honest(Grid(4, 4), GridForm::ints);
  const Answer a = solve(honest, Backend::sat, cross_check_limit(2));
  EXPECT_TRUE(a.constructed);
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  ASSERT_EQ(a.solutions.size(), 2u);
  EXPECT_NE(a.solutions[0], a.solutions[1]);
  EXPECT_FALSE(a.complete);  // stopped at the limit, as a search would
}

TEST(CrossCheck, BackendsThatDisagreeAreAnInternalError) {
  // Native finds nothing and calls that complete: a verdict against sat's solution.
  const MissingSquare none(cross_check_givens(), 0);
  EXPECT_EQ(solve(none, Backend::both, cross_check_limit(1)).internal_error,
            "backends disagree: sat says solved, 1+ solution(s), native says unsat, 0 solution(s)");
  // Both enumerate to the end with different counts.
  const MissingSquare one(cross_check_givens(), 1);
  EXPECT_EQ(solve(one, Backend::both, cross_check_limit(0)).internal_error,
            "backends disagree: sat says solved, 2 solution(s), native says solved, 1 solution(s)");
  // Sat stops at the limit of 2 where native claims the space holds only 1.
  EXPECT_EQ(solve(one, Backend::both, cross_check_limit(2)).internal_error,
            "backends disagree: sat says solved, 2+ solution(s), native says solved, 1 solution(s)");
  // Native alone has nothing to compare with: its (wrong) count stands.
  const Answer alone = solve(one, Backend::native, cross_check_limit(0));
  EXPECT_TRUE(alone.internal_error.empty());
  EXPECT_EQ(alone.count, 1);
}

TEST(CrossCheck, BackendsThatAgreeAnswerAsBoth) {
  const LatinSquare p(cross_check_givens(), GridForm::ints);
  const Answer a = solve(p, Backend::both, cross_check_limit(0));
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  EXPECT_EQ(a.backend, Backend::both);
  EXPECT_EQ(a.status, Status::solved);
  EXPECT_EQ(a.count, 2);
  EXPECT_TRUE(a.complete);
  ASSERT_EQ(a.solutions.size(), 2u);
  for (const Grid& g : a.solutions) EXPECT_FALSE(p.check(g).has_value());
}

}  // namespace test_cross_check
}  // namespace gridsat::test
