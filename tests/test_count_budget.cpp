// The two pieces of bookkeeping every search shares: SharedCount (solve/shared_count.hpp), the
// count of a parallel run, and SearchBudget (csp/search.hpp), the limit, sink and deadline of
// one native search. The engines' own tests check them in use; these check their contracts.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "base/stop.hpp"
#include "csp/search.hpp"
#include "helpers.hpp"
#include "solve/shared_count.hpp"
#include "solve/solve.hpp"

namespace test_count_budget {

using namespace gridsat;

namespace {

Grid solution(int id) {
  Grid g(1, 2);
  g.cells = {id / 1000, id % 1000};
  return g;
}

// A sink that counts its calls and fails the test when two threads are inside it at once.
struct CheckedSink {
  std::atomic<int> inside{0};
  std::atomic<int> calls{0};
  std::atomic<bool> overlapped{false};
  SolutionSink sink(bool accept = true) {
    return [this, accept](const Grid&) {
      if (inside.fetch_add(1) != 0) overlapped = true;
      std::this_thread::yield();
      ++calls;
      inside.fetch_sub(1);
      return accept;
    };
  }
};

// Runs `threads` threads; thread t reports solution(first(t) + i) for i < per_thread, as long
// as the count lets it go on.
template <class First>
void report_from_threads(SharedCount& count, int threads, int per_thread, First first) {
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (int i = 0; i < per_thread; ++i)
        if (!count.report(solution(first(t) + i))) return;
    });
  for (auto& th : pool) th.join();
}

TEST(SharedCount, CountsEverySolutionOfSeveralThreadsWithTheSinkCalledByOneAtATime) {
  CheckedSink checked;
  SharedCount count(checked.sink(), 0, false);
  report_from_threads(count, 8, 200, [](int t) { return t * 200; });
  EXPECT_EQ(count.count(), 1600);
  EXPECT_EQ(checked.calls.load(), 1600);
  EXPECT_FALSE(checked.overlapped.load());
  EXPECT_FALSE(count.stopped());
}

TEST(SharedCount, UniqueCountsASolutionFoundByTwoThreadsOnce) {
  CheckedSink checked;
  SharedCount count(checked.sink(), 0, true);
  report_from_threads(count, 6, 300, [](int) { return 0; });  // every thread the same 300
  EXPECT_EQ(count.count(), 300);
  EXPECT_EQ(checked.calls.load(), 300);
  EXPECT_EQ(count.add(solution(5)), SharedCount::Found::again);
  EXPECT_EQ(count.add(solution(300)), SharedCount::Found::more);
  EXPECT_EQ(count.count(), 301);
}

TEST(SharedCount, WithoutUniqueADuplicateCountsAgain) {
  SharedCount count([](const Grid&) { return true; }, 0, false);
  EXPECT_EQ(count.add(solution(1)), SharedCount::Found::more);
  EXPECT_EQ(count.add(solution(1)), SharedCount::Found::more);
  EXPECT_EQ(count.count(), 2);
}

TEST(SharedCount, StopsEveryThreadAtTheLimitAndSetsTheRunsFlag) {
  CheckedSink checked;
  std::atomic<bool> stop{false};
  SharedCount count(checked.sink(), 50, true, &stop);
  report_from_threads(count, 8, 100, [](int t) { return t * 100; });
  EXPECT_EQ(count.count(), 50);
  EXPECT_EQ(checked.calls.load(), 50);  // none after the limit
  EXPECT_TRUE(stop.load());
  EXPECT_TRUE(count.stopped());
  EXPECT_EQ(count.add(solution(99999)), SharedCount::Found::stop);
  EXPECT_EQ(count.count(), 50);
}

TEST(SharedCount, TheLastSolutionBeforeTheLimitSaysStop) {
  SharedCount count([](const Grid&) { return true; }, 2, false);
  EXPECT_EQ(count.add(solution(1)), SharedCount::Found::more);
  EXPECT_EQ(count.add(solution(2)), SharedCount::Found::stop);  // counted, and the run is over
  EXPECT_EQ(count.count(), 2);
}

TEST(SharedCount, ASinkThatDeclinesStopsTheRun) {
  CheckedSink checked;
  SharedCount count(checked.sink(false), 0, false);
  report_from_threads(count, 4, 100, [](int t) { return t * 100; });
  EXPECT_EQ(count.count(), 1);  // counted, declined, and nothing after it
  EXPECT_EQ(checked.calls.load(), 1);
  EXPECT_TRUE(count.stopped());
}

TEST(SharedCount, AStopFromOutsideEndsTheCount) {
  std::atomic<bool> stop{false};
  SharedCount count([](const Grid&) { return true; }, 0, false, &stop);
  EXPECT_TRUE(count.report(solution(1)));
  stop = true;
  EXPECT_FALSE(count.report(solution(2)));
  EXPECT_EQ(count.count(), 1);
  SharedCount own([](const Grid&) { return true; }, 0, false);
  own.stop();
  EXPECT_FALSE(own.report(solution(1)));
  EXPECT_EQ(own.count(), 0);
}

TEST(SearchBudget, GoesOnUntilTheLimitAndCountsEachSolution) {
  int calls = 0;
  const ValuesSink sink = [&](const std::vector<int>&) {
    ++calls;
    return true;
  };
  SearchBudget budget(3, kNoDeadline, sink);
  int64_t count = 0;
  EXPECT_TRUE(budget.found(count, {1}));
  EXPECT_TRUE(budget.found(count, {2}));
  EXPECT_FALSE(budget.found(count, {3}));
  EXPECT_EQ(count, 3);
  EXPECT_EQ(calls, 3);
  EXPECT_TRUE(budget.stopped());
  EXPECT_FALSE(budget.declined());
  EXPECT_FALSE(budget.timed_out());
}

TEST(SearchBudget, NoLimitAndNoSinkCountsEverything) {
  const ValuesSink none;
  SearchBudget budget(0, kNoDeadline, none);
  EXPECT_FALSE(budget.has_sink());
  int64_t count = 0;
  for (int i = 0; i < 1000; ++i) ASSERT_TRUE(budget.found(count, {}));
  EXPECT_EQ(count, 1000);
  EXPECT_FALSE(budget.stopped());
}

TEST(SearchBudget, ASinkThatDeclinesStopsTheSearch) {
  const ValuesSink sink = [](const std::vector<int>& v) { return v[0] < 2; };
  SearchBudget budget(10, kNoDeadline, sink);
  int64_t count = 0;
  EXPECT_TRUE(budget.found(count, {1}));
  EXPECT_FALSE(budget.found(count, {2}));
  EXPECT_EQ(count, 2);  // the declined one was counted
  EXPECT_TRUE(budget.declined());
  EXPECT_TRUE(budget.stopped());
}

TEST(SearchBudget, LooksAtTheClockOnceEveryPollSteps) {
  const ValuesSink none;
  SearchBudget budget(0, Clock::now() - std::chrono::seconds(1), none, 64);  // already past
  for (int i = 1; i < 64; ++i) ASSERT_FALSE(budget.tick()) << i;
  EXPECT_TRUE(budget.tick());
  EXPECT_TRUE(budget.timed_out());
  EXPECT_TRUE(budget.stopped());
  EXPECT_FALSE(budget.declined());
}

TEST(SearchBudget, LateOnTheCallersOwnCounter) {
  const ValuesSink none;
  SearchBudget budget(0, Clock::now() - std::chrono::seconds(1), none);
  EXPECT_FALSE(budget.late(1023, 1024));
  EXPECT_TRUE(budget.late(2048, 1024));
  EXPECT_TRUE(budget.timed_out());
}

TEST(SearchBudget, NoDeadlineNeverTimesOut) {
  const ValuesSink none;
  SearchBudget budget(0, kNoDeadline, none, 2);
  for (int i = 0; i < 100000; ++i) ASSERT_FALSE(budget.tick());
  EXPECT_FALSE(budget.stopped());
}

TEST(SearchBudget, CtrlCStopsAtTheNextPoll) {
  const ValuesSink none;
  SearchBudget budget(0, kNoDeadline, none, 4);
  request_stop();
  bool stopped = false;
  for (int i = 0; i < 4 && !stopped; ++i) stopped = budget.tick();
  clear_stop();
  EXPECT_TRUE(stopped);
  EXPECT_TRUE(budget.timed_out());
}

// The families' own searches on grids whose counts never end in time: each stops at the
// time limit and says its count is incomplete (the generic engines: test_native.cpp).
TEST(SearchBudget, EveryOwnSearchStopsAtItsDeadline) {
  struct Case {
    std::string type;
    int n;
  };
  for (const Case& c : {Case{"sudoku", 9}, Case{"sudoku", 16}, Case{"magic", 6}, Case{"pieces", 18}}) {
    ReadOptions o;
    o.type = c.type;
    o.size = c.n;
    Record r = blank_puzzle(o);
    ASSERT_TRUE(r.puzzle) << r.error;
    SolveOptions so;
    so.limit = 0;
    so.time_limit = 0.1;
    const auto start = Clock::now();
    const Answer a = solve(*r.puzzle, Backend::native, so);
    EXPECT_FALSE(a.complete) << c.type << " " << c.n;
    EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
    EXPECT_LT(seconds_since(start), 1.0) << c.type << " " << c.n;
  }
}

}  // namespace

}  // namespace test_count_budget
