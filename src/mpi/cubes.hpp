#pragma once
// Cube-and-conquer across ranks (`count` of one puzzle, --mpi-mode search, sat backend): one
// rank's part. Every rank encodes the puzzle from its text (the same CNF everywhere); rank 0
// makes the cubes (solve/parallel.hpp's make_cubes) and hands them out a few at a time as the
// ranks ask, so that a rank held up by a hard cube takes no more while the others go on; each
// rank solves its cubes with --threads workers (a CubeFeed, which also re-splits a cube that
// resists). Cubes are disjoint, so the ranks' counts add up; with --limit the solutions go to
// rank 0 as they are found, which counts each once and stops every rank at the limit.
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "cli/settings.hpp"
#include "solve/parallel.hpp"
#include "solve/shared_count.hpp"

namespace gridsat::mpi {

// Whether a puzzle searched by every rank is counted with cubes: a count of all or to a
// limit above kRaceLimit, or to any limit but 1 with --count-split partition (the partition
// cubes of rank 0's first solution), with the sat backend. Otherwise the ranks race (portfolio.hpp):
// for uniqueness (count to 2) diversified whole-formula searches beat the cubes (the hardest
// gecode 25x25, 2 ranks: 19 s against 34 s for #26, 8 s against 11 s for #33).
inline constexpr int64_t kRaceLimit = 2;
bool counts_with_cubes(const cli::Settings& s);

class RankCubes {
 public:
  // Encodes `p` as solve_with_cadical does (the clause budget divided among the threads) and
  // starts the workers, which load the formula while the cubes are made. Throws InputError
  // (over the budget) and EncodingStopped (the time limit or Ctrl-C while encoding).
  // `stream`: keep the solutions for take_found() (rank 0 counts them with --limit).
  RankCubes(const cli::Settings& s, const Puzzle& p, Clock::time_point start, bool stream);

  const Encoding& encoding() const { return enc_; }
  Deadline deadline() const { return deadline_; }
  // Decided without search (an empty clause, or nothing to choose): no cubes needed; answer
  // it with cli::solve_record.
  bool trivial() const { return !feed_; }
  int threads() const { return threads_; }

  void add(std::vector<Cube> cubes) { feed_->add(std::move(cubes)); }
  void close() { feed_->close(); }
  void stop() {
    if (feed_) feed_->stop();
  }
  size_t queued() const { return feed_->queued(); }
  bool ended() const { return !feed_ || feed_->ended(); }
  std::vector<Grid> take_found();  // the solutions found since the last call (`stream` only)

  // Waits for the workers: this rank's count, whether its cubes were exhausted, its first two
  // solutions, its statistics (parallel: threads, cubes, cubes_resplit, largest_cube_seconds),
  // and an internal error when the checker rejected a solution.
  Answer finish();

 private:
  bool found(const Grid& g);

  const Puzzle& p_;
  Deadline deadline_;
  int threads_ = 1;
  bool stream_ = false;
  Clock::time_point start_;
  Encoding enc_;
  std::mutex m_;  // guards the three below (the sink runs on the workers' threads)
  std::vector<Grid> kept_, found_;
  std::string rejected_;
  std::unique_ptr<CubeFeed> feed_;
};

// Rank 0's account of one distributed count: the cubes not handed out yet, the solutions the
// ranks streamed (with --limit: each checked and counted once), and the ranks' own answers.
class CubeBoard {
 public:
  CubeBoard(const cli::Settings& s, const Puzzle& p, int ranks);

  void give(std::vector<Cube> cubes) { queue_.insert(queue_.end(), cubes.begin(), cubes.end()); }
  std::vector<Cube> hand_out(size_t want);  // up to `want` cubes; none once the queue is empty
  bool drained() const { return queue_.empty(); }
  void cut() { queue_.clear(), cut_ = true; }  // stopped early: the count is partial

  void solution(const Grid& g);  // streamed by a rank
  // --count-split partition: the solution rank 0 found before the cubes (none holds it).
  void first_solution(const Grid& g);
  bool limit_reached() const;
  void answer(int rank, Answer a);  // rank `rank`'s own (RankCubes::finish)
  bool answered(int rank) const { return answers_[static_cast<size_t>(rank)].has_value(); }

  // The puzzle's answer once every rank answered: the counts summed (with --limit: the
  // solutions counted once, at most the limit), complete when every rank exhausted its cubes
  // and the limit was not reached. `made`: the lookahead's statistics (cubes, seconds).
  Answer combine(const CubeList& made, Clock::time_point start) const;

 private:
  const cli::Settings& s_;
  const Puzzle& p_;
  std::deque<Cube> queue_;
  bool cut_ = false;
  std::vector<Grid> first_;  // the first two streamed
  SharedCount seen_;         // the solutions streamed, each once, up to the limit (into first_)
  std::string error_;        // a rejected or twice-found solution
  std::vector<std::optional<Answer>> answers_;
  int64_t own_ = 0;  // first_solution's: counted beside the ranks' sums
};

class Rank0;
struct Entry;
// Rank 0: the count of record `index` (the window's first) across ranks. Every rank encodes
// the puzzle and loads it while rank 0 makes the cubes; then rank 0 hands them out as the
// ranks ask (its own workers take theirs alike), counts the streamed solutions, stops every
// rank at the limit or the time limit, and sums the ranks' answers into `e`. Returns a status
// only at Ctrl-C.
std::optional<int> count_with_cubes(Rank0& r0, size_t index, Entry& e);

}  // namespace gridsat::mpi
