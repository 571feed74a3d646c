// Generation by clue removal: see generate.hpp (generate_by_clues).
#include <algorithm>
#include <climits>
#include <map>
#include <numeric>
#include <stdexcept>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "deduce/deduce.hpp"
#include "generate/capped.hpp"
#include "generate/generate.hpp"
#include "uniqueness/sat.hpp"

namespace gridsat::gen {

namespace {

using Result = CadicalSession::Result;

[[noreturn]] void stop() { throw Stopped("generation stopped (time limit or interrupt)"); }

// deduce's levels of one family: the rank a step's cost needs, whether the steps solve a
// puzzle within a level, and a puzzle's grade.
class Levels {
 public:
  Levels(const Family& f, Deadline deadline) : f_(f), deadline_(deadline) {}

  // The levels short of unreasonable.
  int count() const { return static_cast<int>(deduce::level_names(f_).size()) - 1; }

  // The rank of the level that a step of this cost needs: deduce::grade's of a one-step path.
  int rank_of(int cost) {
    auto [it, fresh] = ranks_.try_emplace(cost, 0);
    if (fresh) {
      deduce::Path one;
      one.end = deduce::End::solved;
      one.steps.emplace_back();
      one.steps.back().cost = cost;
      it->second = deduce::grade(f_, one).rank;
    }
    return it->second;
  }

  // Whether deduce's steps solve p within level `rank` (they stop at the first step past it).
  bool within(const Puzzle& p, int rank) {
    const std::optional<bool> in = deduce::within(f_, p, rank, {.deadline = deadline_});
    if (!in) stop();
    return *in;
  }

  // p's grade, in the record generate fills (human::Grade: level, rank, score, hardest, steps).
  human::Grade grade(const Puzzle& p) {
    deduce::Deducer d(p, {.deadline = deadline_});
    const deduce::Grade g = deduce::grade(f_, p, d.run(), {.deadline = deadline_});
    if (g.rank == 0) stop();
    return {.level = g.level, .rank = g.rank, .score = g.score, .hardest = g.hardest_rule, .steps = g.steps};
  }

 private:
  const Family& f_;
  const Deadline deadline_;
  std::map<int, int> ranks_;
};

// One dressed puzzle's clues (Puzzle::clue_count, their groups under EncodeOptions::groups),
// and the session that says whether a set of them leaves `full` the only solution: the
// encoding with its groups, once, and the clause that excludes `full`.
class Clues {
 public:
  // given_clues (FamilyGenerator::given_clues): the given literals are the last clues, each
  // assumed while kept (nothing assumed once it goes).
  Clues(const Puzzle& dressed, const Grid& full, bool given_clues, Deadline deadline) {
    EncodeOptions eo;
    eo.groups = true;
    eo.simplify = Simplify::none;
    eo.givens_as_assumptions = given_clues;
    complete_cnf(eo, "generate");
    enc_ = dressed.encode(eo);
    const int n = dressed.clue_count();
    if (given_clues && !enc_.givens_assumed)
      throw std::logic_error("generate: " + std::string(dressed.family()) +
                             " has given_clues but its encoding ignores givens_as_assumptions");
    const int first_given = n - static_cast<int>(enc_.given_literals.size());
    if (given_clues && first_given < 0)
      throw std::logic_error("generate: more givens than clues (Puzzle::clue_count) in " + std::string(dressed.family()));
    selectors_.resize(static_cast<size_t>(n));
    cells_.resize(static_cast<size_t>(n));
    if (given_clues)
      for (size_t j = 0; j < enc_.given_literals.size(); ++j) {
        const auto [cell, lit] = enc_.given_literals[j];
        given_.emplace_back(first_given + static_cast<int>(j), lit);
        cells_[static_cast<size_t>(first_given) + j].push_back(cell);
      }
    for (const RuleGroup& g : enc_.groups) {
      if (!g.clue || g.clue_index < 0) {  // a rule, or a clue that cannot go: always assumed
        rules_.push_back(g.selector);
        continue;
      }
      if (g.clue_index >= n)
        throw std::logic_error("generate: clue group " + std::to_string(g.clue_index) + " of " + std::to_string(n) +
                               " clues (Puzzle::clue_count)");
      selectors_[static_cast<size_t>(g.clue_index)].push_back(g.selector);
      auto& cells = cells_[static_cast<size_t>(g.clue_index)];
      cells.insert(cells.end(), g.cells.begin(), g.cells.end());
    }
    for (const auto& [k, lit] : given_) selectors_[static_cast<size_t>(k)].push_back(0);  // a placeholder: given_
    for (int k = 0; k < n; ++k)
      if (selectors_[static_cast<size_t>(k)].empty())
        throw std::logic_error("generate: clue " + std::to_string(k) + " has no group in " +
                               std::string(dressed.family()) + "'s encoding (RuleGroup::clue_index)");
    sat_ = std::make_unique<uniqueness::Sat>(enc_, CadicalSettings{}, deadline);
    sat_->add(blocking_clause(enc_, full));
  }
  Clues(const Clues&) = delete;
  Clues& operator=(const Clues&) = delete;

  int count() const { return static_cast<int>(selectors_.size()); }
  // After unique() said no: the other solution it found.
  Grid other() const { return sat_->grid(); }
  // Per clue, the cells its groups speak of.
  const std::vector<std::vector<int>>& cells() const { return cells_; }

  // Whether the clues kept leave `full` the only solution: no other model with the rules and
  // those clues assumed, the others assumed off.
  bool unique(const std::vector<bool>& keep) {
    std::vector<int> a = rules_;
    for (size_t k = 0; k < selectors_.size(); ++k)
      for (int s : selectors_[k])
        if (s != 0) a.push_back(keep[k] ? s : -s);
    for (const auto& [k, lit] : given_)
      if (keep[static_cast<size_t>(k)]) a.push_back(lit);
    const Result r = sat_->solve(a);
    if (r == Result::stopped) stop();
    return r == Result::unsat;
  }

 private:
  Encoding enc_;  // before sat_, which holds a reference to it
  std::unique_ptr<uniqueness::Sat> sat_;
  std::vector<int> rules_;
  std::vector<std::vector<int>> selectors_, cells_;
  std::vector<std::pair<int, int>> given_;  // (clue, the literal assumed while it is kept)
};

// The clues that go together: alone without a symmetry (or off a square grid), else those
// whose cells lie in the same orbits of the symmetry's cells (clue_groups).
std::vector<std::vector<int>> removal_groups(const std::vector<std::vector<int>>& cells, int rows, int cols,
                                             Symmetry s) {
  std::vector<std::vector<int>> out;
  const int n = static_cast<int>(cells.size());
  if (s == Symmetry::none || rows != cols) {
    for (int k = 0; k < n; ++k) out.push_back({k});
    return out;
  }
  std::vector<int> orbit(static_cast<size_t>(rows) * cols, -1);
  const auto orbits = clue_groups(rows, s);
  for (size_t i = 0; i < orbits.size(); ++i)
    for (int c : orbits[i]) orbit[static_cast<size_t>(c)] = static_cast<int>(i);
  std::map<std::vector<int>, size_t> group_of;
  for (int k = 0; k < n; ++k) {
    std::vector<int> key;
    for (int c : cells[static_cast<size_t>(k)])
      if (c >= 0 && c < rows * cols) key.push_back(orbit[static_cast<size_t>(c)]);
    std::sort(key.begin(), key.end());
    key.erase(std::unique(key.begin(), key.end()), key.end());
    if (key.empty()) {
      out.push_back({k});
      continue;
    }
    auto [it, fresh] = group_of.try_emplace(key, out.size());
    if (fresh) out.emplace_back();
    out[it->second].push_back(k);
  }
  return out;
}

class ClueGenerator {
 public:
  ClueGenerator(const Family& f, const Options& o) : f_(f), o_(o), levels_(f, o.deadline) {
    if (!f.generate.layout)
      throw std::logic_error("generate: " + std::string(f.name) + " has a dress hook and no make: it needs a layout");
    if (o.level > levels_.count() + 1)
      throw InputError("--difficulty: " + std::string(f.name) + " has " + std::to_string(levels_.count() + 1) +
                       " levels");
    // deduce's core step always finds a step on a unique puzzle: past an unbounded last level
    // there is nothing to generate.
    if (o.level == levels_.count() + 1 && levels_.rank_of(INT_MAX) <= levels_.count())
      throw InputError("--difficulty unreasonable: every unique " + std::string(f.name) +
                       " is within its hardest level, which bounds no step");
  }
  Generated run(uint64_t seed);

 private:
  // A level short of unreasonable whose steps have a largest cost: deduce's steps must stay
  // within it (past the last bound every unique puzzle is within: a core step always exists).
  bool capped_level() { return o_.level >= 1 && o_.level <= levels_.count() && levels_.rank_of(INT_MAX) > o_.level; }
  Grid full_solution(const Puzzle& blank, Rng& rng);
  // The removals (keep, count): by symmetric groups, then with --minimal single clues.
  bool reduce(const std::vector<std::vector<int>>& groups, Clues& clues, const Puzzle& dressed, Rng& rng,
              std::vector<bool>& keep, int& count);
  void remove(const Puzzle& dressed, const std::vector<std::vector<int>>& groups, Clues& clues, Capped* capped, std::vector<bool>& keep,
              int& count);
  void remove_runs(const Puzzle& dressed, const std::vector<std::vector<int>>& groups, Clues& clues, Capped& capped, std::vector<bool>& keep,
                   int& count);
  // Whether p, within the level (capped) or unique with no cap, is at that level exactly.
  bool at_level(const Puzzle& p) {
    if (o_.level > levels_.count()) return !levels_.within(p, levels_.count());
    return o_.level == 1 || !levels_.within(p, o_.level - 1);
  }
  bool verified(const Puzzle& p, const Grid& full);
  // Whether the dressed puzzle with every clue is unique, after at most 100 of the genre's
  // repairs (FamilyGenerator::repair) where it has them: each changes `dressed` so that the
  // second solution found goes, and `clues` and `keep` are made again for it.
  bool unique_or_repaired(std::unique_ptr<Puzzle>& dressed, std::unique_ptr<Clues>& clues, std::vector<bool>& keep,
                          Rng& rng) {
    for (int r = 0;; ++r) {
      if (clues->unique(keep)) return true;
      if (!f_.generate.repair || r == 100) return false;
      std::unique_ptr<Puzzle> next = f_.generate.repair(*dressed, full_, clues->other(), rng.next());
      if (!next) return false;
      if (auto why = next->check(full_))  // the full solution as the repair left it
        throw std::logic_error("generate: a repair broke the full solution: " + *why);
      dressed = std::move(next);
      clues = std::make_unique<Clues>(*dressed, full_, f_.generate.given_clues, o_.deadline);
      keep.assign(static_cast<size_t>(clues->count()), true);
    }
  }
  // Whether the full solution still solves the puzzle with only the clues kept: a clue whose
  // loss breaks it (a Nurikabe island's only number) never goes; where every clue was read off
  // the full solution, always true.
  bool solved_by_full(const Puzzle& dressed, const std::vector<bool>& keep) const {
    return !dressed.with_clues(keep)->check(full_);
  }
  Grid full_;  // this try's full solution (solved_by_full)

  const Family& f_;
  const Options& o_;
  Levels levels_;
};

Grid ClueGenerator::full_solution(const Puzzle& blank, Rng& rng) {
  const uint64_t seed = rng.next();
  Grid full = f_.native && o_.n <= f_.generate.native_up_to ? seeded_solution(blank, seed | 1, o_.deadline)
                                                            : random_solution(blank, seed, o_.deadline);
  if (!full.cells.empty())
    if (auto why = blank.check(full)) throw std::logic_error("generate: the full solution breaks a rule: " + *why);
  return full;
}

// Each group in turn goes while the puzzle stays unique (and, `within`, while deduce's steps
// solve it within the level); with --givens, never below that many clues.
void ClueGenerator::remove(const Puzzle& dressed, const std::vector<std::vector<int>>& groups, Clues& clues, Capped* capped,
                           std::vector<bool>& keep, int& count) {
  if (capped && o_.givens < 0) {
    remove_runs(dressed, groups, clues, *capped, keep, count);
    return;
  }
  for (const auto& group : groups) {
    const int size = static_cast<int>(group.size());
    if (o_.givens >= 0 && count <= o_.givens) break;
    if (o_.givens >= 0 && count - size < o_.givens) continue;
    for (int k : group) keep[static_cast<size_t>(k)] = false;
    if (solved_by_full(dressed, keep) && clues.unique(keep) && (!capped || capped->within(keep))) count -= size;
    else
      for (int k : group) keep[static_cast<size_t>(k)] = true;
  }
}

// With a capped level, the groups in runs: a run that goes at once (unique, within the level)
// is what one at a time would have removed, removing clues never making deduce's steps reach
// further; a run that cannot go is halved, down to one group that stays. A run doubles after
// one that went: the checks are about the groups that stay times the log of the runs between.
void ClueGenerator::remove_runs(const Puzzle& dressed, const std::vector<std::vector<int>>& groups, Clues& clues, Capped& capped,
                                std::vector<bool>& keep, int& count) {
  size_t run = 1;
  for (size_t i = 0; i < groups.size();) {
    const size_t end = std::min(groups.size(), i + run);
    int size = 0;
    auto set = [&](bool v) {
      for (size_t j = i; j < end; ++j)
        for (int k : groups[j]) keep[static_cast<size_t>(k)] = v, size += v ? 0 : 1;
    };
    set(false);
    if (solved_by_full(dressed, keep) && clues.unique(keep) && capped.within(keep)) {
      count -= size;
      i = end;
      run *= 2;
      continue;
    }
    set(true);
    if (end - i == 1) ++i;
    else run = (end - i) / 2;
  }
}

// With a capped level, sgt's order: the puzzle with every clue must be within the level, and
// a removal is kept only while it stays within (Capped: deduce's steps resumed where the removal
// reaches; remove_runs: runs of removals checked at once). Against a deduce run from scratch per
// removal, CPU s for seed 1: Light Up 7x7 easy 0.08 -> 0.02 a puzzle, Slitherlink 7x7 easy 4.2
// -> 2.4, Masyu 8x8 easy 17 -> 9. Tried too: the removals by uniqueness alone first, then the
// level's check once; slower on Light Up 7x7 (normal 1.6x, hard 1.3x), the minimal puzzle being
// mostly past the level. False: every clue is already past it.
bool ClueGenerator::reduce(const std::vector<std::vector<int>>& groups, Clues& clues, const Puzzle& dressed, Rng& rng,
                           std::vector<bool>& keep, int& count) {
  std::unique_ptr<Capped> capped;
  if (capped_level()) {
    capped = std::make_unique<Capped>(f_, dressed, o_.level, o_.deadline);
    if (!capped->within(keep)) return false;
  }
  remove(dressed, groups, clues, capped.get(), keep, count);
  if (!o_.minimal) return true;
  std::vector<std::vector<int>> singles;
  for (int k = 0; k < clues.count(); ++k)
    if (keep[static_cast<size_t>(k)]) singles.push_back({k});
  rng.shuffle(singles);
  remove(dressed, singles, clues, capped.get(), keep, count);
  return true;
}

// Counted to 2 once more: both backends where the family has a native search and the side is
// within generate.native_up_to (--backend another), and the solution must be `full` (the checker has seen it: solve()).
bool ClueGenerator::verified(const Puzzle& p, const Grid& full) {
  SolveOptions so;
  so.limit = 2;
  so.max_clauses = 0;
  if (o_.deadline != kNoDeadline)
    so.time_limit = std::max(1e-3, std::chrono::duration<double>(o_.deadline - Clock::now()).count());
  const bool both = f_.native && o_.n <= f_.generate.native_up_to;
  const Answer a = solve(p, o_.backend ? *o_.backend : both ? Backend::both : Backend::sat, so);
  if (!a.internal_error.empty()) throw std::logic_error("generate: " + a.internal_error);
  if (a.status == Status::unknown) stop();
  return a.count == 1 && a.complete && !a.solutions.empty() && a.solutions[0] == full;
}

// Long: one try after another, each a layout, its full solution and clues, the removals, the checks
Generated ClueGenerator::run(uint64_t seed) {
  Rng rng(seed);
  Generated g;
  g.seed = seed;
  const int tries = o_.max_tries > 0 ? o_.max_tries : 10000;
  int unique_tries = 0;  // tries whose clues all kept made a unique puzzle
  for (g.tries = 1; g.tries <= tries; ++g.tries) {
    const std::unique_ptr<Puzzle> blank = f_.generate.layout(o_.n, o_.read, rng.next());
    Grid full = full_solution(*blank, rng);
    if (full.cells.empty()) continue;  // a layout with no solution
    std::unique_ptr<Puzzle> dressed = f_.generate.dress(*blank, full, rng.next());
    if (auto why = dressed->check(full))
      throw std::logic_error("generate: the full solution breaks a clue dress read off it: " + *why);
    full_ = full;
    auto fresh = std::make_unique<Clues>(*dressed, full, f_.generate.given_clues, o_.deadline);
    std::vector<bool> keep(static_cast<size_t>(fresh->count()), true);
    if (!unique_or_repaired(dressed, fresh, keep, rng)) continue;  // every clue kept, still another solution
    full = full_;  // a repair may have changed it
    Clues& clues = *fresh;
    ++unique_tries;
    int count = clues.count();
    std::vector<std::vector<int>> groups = removal_groups(clues.cells(), dressed->rows(), dressed->cols(), o_.symmetry);
    rng.shuffle(groups);
    if (!reduce(groups, clues, *dressed, rng, keep, count)) continue;  // too hard with every clue
    if (o_.givens >= 0 && (g.fewest < 0 || count < g.fewest)) g.fewest = count;
    if (o_.givens >= 0 && count != o_.givens) continue;
    std::unique_ptr<Puzzle> p = dressed->with_clues(keep);
    if (o_.level > 0 && !at_level(*p)) continue;
    if (capped_level() && !levels_.within(*p, o_.level)) continue;  // Capped's resumed steps, checked from scratch
    std::optional<human::Grade> grade;
    if (o_.grade) grade = levels_.grade(*p);
    else if (o_.level > 0)
      grade = human::Grade{.level = deduce::level_names(f_)[static_cast<size_t>(o_.level - 1)], .rank = o_.level};
    if (grade && o_.level > 0 && grade->rank != o_.level)
      throw std::logic_error("generate: deduce grades a puzzle checked at level " + std::to_string(o_.level) + " at " +
                             std::to_string(grade->rank));
    if (!verified(*p, full))
      throw std::logic_error("generate: a generated puzzle is not unique: " + p->line(p->givens()));
    Grid givens = p->givens();
    accept(g, std::move(p), std::move(givens), std::move(full), count, grade);
    return g;
  }
  g.tries = tries;
  g.why = unique_tries == 0 && o_.givens < 0
              ? "no unique puzzle in " + std::to_string(tries) + " tries (every clue kept left two solutions)"
              : why_none(o_, tries, g.fewest, "clues");
  return g;
}

}  // namespace

Grid seeded_solution(const Puzzle& p, uint64_t seed, Deadline deadline) {
  NativeOptions no;
  no.seed = seed;
  Grid out;
  p.search_native(
      1, deadline,
      [&](const std::vector<int>& v) {
        out = Grid(p.rows(), p.cols());
        out.cells = v;
        return false;
      },
      no);
  if (past(deadline)) stop();
  return out;
}

Grid random_solution(const Puzzle& p, uint64_t seed, Deadline deadline) {
  EncodeOptions eo;
  complete_cnf(eo, "generate");
  const Encoding enc = p.encode(eo);
  uniqueness::Sat sat(enc, CadicalSettings{}, deadline);
  const uniqueness::CellLits cl(enc);
  auto satisfiable = [&](const std::vector<int>& assumptions) {
    const Result r = sat.solve(assumptions);
    if (r == Result::stopped) stop();
    return r == Result::sat;
  };
  std::vector<int> assumed;
  if (!satisfiable(assumed)) return Grid();
  Grid model = sat.grid();
  Rng rng(seed);
  std::vector<int> cells(static_cast<size_t>(cl.cells()));
  std::iota(cells.begin(), cells.end(), 0);
  rng.shuffle(cells);
  for (int c : cells) {
    std::vector<int> values = cl.values(c);
    rng.shuffle(values);
    for (int v : values) {
      std::vector<int> with = assumed;
      for (int lit : cl.lits(c, v)) with.push_back(lit);
      // The model found last holds every assumption so far: where it agrees, no call.
      const bool agrees = model.cells[static_cast<size_t>(c)] == v;
      if (!agrees && !satisfiable(with)) continue;
      if (!agrees) model = sat.grid();
      assumed = std::move(with);
      break;
    }
  }
  return model;
}

Generated generate_by_clues(const Family& f, const Options& opt, uint64_t seed) {
  ClueGenerator g(f, opt);
  return g.run(seed);
}

}  // namespace gridsat::gen
