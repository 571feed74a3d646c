#pragma once
// Step-wise explanation for every genre, after Bogaerts, Gamba & Guns ("A framework for
// step-wise explaining how to solve constraint satisfaction problems", AIJ 2021): a step is
// the smallest set of the genre's rules and clues (Encoding::groups, each guarded by a
// selector) that, with the facts known so far, forces a new fact, "cell c holds v" or "cell c
// does not hold v". The cheapest steps come first: one group alone, then two groups that share
// a cell, then a minimised unsatisfiable core of the whole puzzle. A step's cost is the number
// of groups it uses; its rule name comes from the genre (Family::explain.rule) and the grade
// from the hardest step (Family::explain.levels).
//
// Every step is sound by construction (an unsatisfiable call under its assumptions); on a
// puzzle with one solution the steps reach it, and the final grid goes to the genre's checker.
#include <climits>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "base/grid.hpp"
#include "base/stop.hpp"
#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat::deduce {

struct Fact {
  int cell = 0;
  int value = 0;      // in the grid's values (Puzzle::symbol gives the input's symbol)
  bool holds = true;  // true: the cell holds value (a placement); false: it does not (an elimination)
};

struct Step {
  std::string rule;            // the genre's name for the rules used (Family::explain.rule)
  std::vector<int> groups;     // the rules and clues used: indices into Deducer::groups()
  std::vector<Fact> premises;  // the known facts the step needs
  std::vector<Fact> decided;   // what it decides, placements first
  int cost = 0;                // the number of groups used
  std::string text;            // "number: 3 at r2c4 forces r1c4 = 1, r2c5 = 1"
};

struct Options {
  Deadline deadline = kNoDeadline;
  // Two groups that share a cell are tried before the whole puzzle's core, at most this many
  // pairs a round (the core finds what they miss, at a cost of about as many groups: on a 20x20
  // Light Up every pair would take five times the whole path's time). 0: none.
  int pairs = 1500;
  // Group kinds left out: their rules do not hold for the steps (a level's capped solver).
  // None given: those the genre's hardest level leaves out (FamilyExplain::without).
  std::optional<std::vector<std::string>> without;
  // Steps costlier than this are not looked for: at 1, no pairs and no whole-puzzle core (a step
  // of one group is all a level of cost 1 takes; past the groups alone the run is stuck).
  int max_cost = INT_MAX;
  // The most solver calls the steps may make (0: no limit); past it the path ends stopped, as
  // at the deadline. A budget of work, not time: tests hold a genre's steps to it.
  int64_t max_calls = 0;
  // The most conflicts a call may take where giving up costs only a larger or a later step: a
  // core's deletion keeps a group whose check gave up, a step leaves open a candidate whose test
  // did (the next steps decide it). Some such checks take tens of thousands of rounds of a lazy
  // constraint's cuts (sgt's 10x10 Slitherlinks: 10-40 s a call). 0: no limit.
  int conflicts = 2000;
  // Steps keep only what they place (a cell's value; of two values one ruled out is the other
  // placed): a level whose solver never notes eliminations (FamilyExplain::placing).
  bool places_only = false;
};

// Where a path ended: as human::Path::End (explain prints the same words).
enum class End { solved, stuck, contradiction, stopped };
std::string_view end_name(End e);

struct Path {
  End end = End::stuck;
  std::vector<Step> steps;
  Grid grid;  // the cells placed at the end (0: open)
};

// The candidates of every cell as the steps leave them.
class Position {
 public:
  int cells() const { return static_cast<int>(values_.size()); }
  const std::vector<int>& values(int cell) const { return values_[static_cast<size_t>(cell)]; }
  int value(int cell) const { return values(cell).size() == 1 ? values(cell)[0] : 0; }
  Grid grid(int rows, int cols) const;

 private:
  friend class Deducer;
  std::vector<std::vector<int>> values_;
};

// A puzzle's steps. Throws InputError when the puzzle cannot be encoded with groups.
class Deducer {
 public:
  Deducer(const Puzzle& p, const Options& opt);
  ~Deducer();
  Deducer(const Deducer&) = delete;
  Deducer& operator=(const Deducer&) = delete;
  const std::vector<RuleGroup>& groups() const;
  // The candidates now: before run(), the start (the givens and what the encoding decides).
  const Position& position() const;
  // The solver's conflicts so far, every call's: a budget of work, as Options::max_calls.
  int64_t conflicts() const;
  // Runs the steps from the givens; on_step (optional) sees each step with the position
  // after it; return false to stop.
  Path run(const std::function<bool(const Step&, const Position&)>& on_step = nullptr);
  // Back to the start position with `facts` applied (each sound without the groups left out:
  // steps of an earlier run that used none of them), the groups whose `off` is set left out
  // too (beside Options::without), ready for run(): a clue's groups turned off is the clue removed.
  void restart(const std::vector<char>& off, const std::vector<Fact>& facts);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A grade from a path: the genre's level of the hardest step (Family::explain.levels).
struct Grade {
  std::string level;  // the genre's level name; "unreasonable" when the steps cannot finish
  int rank = 0;       // 1 = the genre's easiest level ... levels + 1 = unreasonable; 0 stopped
  int levels = 0;     // how many levels the genre has short of unreasonable
  int score = 0;      // the steps' costs summed
  int hardest = 0;    // the hardest step's cost
  std::string hardest_rule;
  int steps = 0;
};
Grade grade(const Family& f, const Path& path);

// Whether the steps solve p within level `rank` (1-based, as Grade::rank): no step costs more
// than the level allows, and none uses a rule kind the level leaves out (FamilyExplain::without).
// Stopped (the deadline): nullopt.
std::optional<bool> within(const Family& f, const Puzzle& p, int rank, const Options& opt);

// p's grade from its path (p's steps with every rule): grade(f, path), then, where the genre's
// levels leave rule kinds out, the easiest level at or above it whose rules solve p (within).
Grade grade(const Family& f, const Puzzle& p, const Path& path, const Options& opt);

// The rule kinds level `rank` (1-based) leaves out: its own (FamilyExplain::without), else the
// hardest level's (those explain's steps leave out).
std::vector<std::string> level_without(const Family& f, int rank);

// Whether level `rank` (1-based) keeps only what its steps place (FamilyExplain::placing).
bool level_places(const Family& f, int rank);

// The costliest step level `rank` (1-based) allows.
int level_cost(const Family& f, int rank);

// The level names of a genre, easiest first, "unreasonable" last.
std::vector<std::string> level_names(const Family& f);

}  // namespace gridsat::deduce
