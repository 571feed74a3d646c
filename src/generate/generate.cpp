// Puzzle generation: see generate.hpp.
#include "generate/generate.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "csp/csp.hpp"
#include "csp/engine_singles.hpp"
#include "csp/propagate.hpp"
#include "csp/small_board.hpp"
#include "csp/structure.hpp"
#include "deduce/deduce.hpp"
#include "generate/singles.hpp"
#include "generate/steer.hpp"
#include "registry/registry.hpp"

namespace gridsat::gen {

namespace {

// One generation: the family, the options and the reusable state of the checks.
class Generator {
 public:
  Generator(const Family& f, const Options& o) : f_(f), o_(o) {
    backend_ = o.backend ? *o.backend : (o.n <= f.generate.native_up_to ? Backend::native : Backend::sat);
    if (!f.generate.layout) adopt(f.generate.make(Grid(o.n, o.n), {}, o.read, ""));
    const bool rated = f.generate.layout ? f.human : form_.n > 0;
    // A family with no pencil-mark form and FamilyGenerator::by_grade (nonograms, killer, magic
    // squares) is graded by deduce's steps: a try is steered to the level asked (walk,
    // add_back) and kept when it is there.
    deduced_ = graded_by_steps(f);
    if (deduced_ && o.level > 0) {
      const int levels = static_cast<int>(deduce::level_names(f).size()) - 1;
      if (o.level > levels + 1)
        throw InputError("--difficulty: " + std::string(f.name) + " has " + std::to_string(levels + 1) + " levels");
      if (o.level == levels + 1)
        throw InputError("--difficulty unreasonable: every unique " + std::string(f.name) +
                         " is within its hardest level, which bounds no step");
    }
    if (o.level > 0 && !rated && !deduced_)
      throw InputError("--difficulty is for --type " +
                       family_list([](const Family& h) {
                         return (h.human && !h.generate.dress) || graded_by_steps(h) || by_clues(h);
                       }) +
                       ", not " +
                       std::string(f.name));
    if (deduced_ && o.level > 0 && !f.generate.layout && (!f.generate.coarsen || o.givens >= 0) &&
        o.n * o.n > kGradedCells)
      refuse_past_cells(f, *empty_, seeded_solution(*empty_, 1, o.deadline), o.n,
                        level_names(f)[static_cast<size_t>(o.level - 1)]);
    if (o.level > 0 && f.generate.dress && !deduced_)
      throw InputError("--difficulty: `gridsat grade` rates " + std::string(f.name) +
                       " by its houses only, not its other clues: generate it without --difficulty");
    // Without boxes and signs (Latin squares) every single is trivial and nothing is basic or
    // intermediate (grade's ranks): no try could ever match.
    if ((o.level == 2 || o.level == 3) && !deduced_ && empty_ && !form_.has_boxes() && !f.generate.signs)
      throw InputError(std::string(f.name) + " has no " + (o.level == 2 ? "basic" : "intermediate") +
                       " level (no boxes, no signs): its levels are trivial, advanced, extreme and unreasonable");
    groups_ = clue_groups(o.n, o.symmetry);
  }

  Generated run(uint64_t seed);

 private:
  Grid full_grid(Rng& rng);
  bool count_unique(const Grid& givens, const std::vector<std::pair<int, int>>& less);
  bool human_solves(const Grid& givens, const std::vector<std::pair<int, int>>& less);
  bool human_ladder(const Grid& givens, const std::vector<std::pair<int, int>>& less,
                    const std::vector<uint64_t>* pencil = nullptr);
  std::optional<human::Grade> grade(const Grid& givens, const std::vector<std::pair<int, int>>& less);
  bool keep(const Grid& givens, const std::vector<std::pair<int, int>>& less) {
    return o_.level >= 1 && o_.level <= 5 && !deduced_ ? human_solves(givens, less) : count_unique(givens, less);
  }
  void walk(Rng& rng, Grid& sol, const Grid& giv, std::optional<human::Grade>& grade);
  bool add_back(Rng& rng, const Grid& sol, Grid& giv, int& clues);
  std::optional<human::Grade> coarsened(Rng& rng, const Grid& sol);
  human::Grade deduced(const Puzzle& p);
  int capped_rank(const Puzzle& p);
  void remove_clues(Rng& rng, Grid& giv, std::vector<std::pair<int, int>>& less, int& clues);
  void minimal_pass(Rng& rng, Grid& giv, std::vector<std::pair<int, int>>& less, int& clues);
  void stopped() const {
    if (past(o_.deadline)) throw Stopped("generation stopped (time limit or interrupt)");
  }
  void adopt(std::unique_ptr<Puzzle> blank);
  void dress(const Grid& full, Rng& rng);
  void use(std::unique_ptr<Puzzle> dressed);  // dress's: this puzzle with its clues
  // The puzzle of these clues: the structured one's (layout, dress) or the family's make.
  std::unique_ptr<Puzzle> make(const Grid& givens, const std::vector<std::pair<int, int>>& less) const {
    return structured_ ? structured_->with_givens(givens, "") : f_.generate.make(givens, less, o_.read, "");
  }

  const Family& f_;
  const Options& o_;
  std::unique_ptr<Puzzle> empty_;       // the puzzle with no givens whose native search draws the full grid
  std::unique_ptr<Puzzle> dressed_;     // with dress: this try's clues besides the givens
  const Puzzle* structured_ = nullptr;  // with layout or dress: this try's puzzle with no givens
  bool deduced_ = false;                // graded by deduce's steps (no pencil-mark form)
  int reached_ = 0;                     // add_back: the hardest rank within the level any try reached
  Backend backend_;
  Csp csp_;
  std::unique_ptr<csp_detail::Structure> structure_;  // csp_'s, when it never changes
  GivensCounter counter_;                             // the family's own counter (Family::generate.counter), if any
  HumanForm form_;
  std::unique_ptr<Singles> singles_;  // levels 1 and 2 without signs: the fast filter
  std::vector<std::vector<int>> groups_;
};

// The puzzle with no givens of the tries to come (per try for a family with a layout): its
// native CSP, the structure counted against, the human form.
void Generator::adopt(std::unique_ptr<Puzzle> blank) {
  empty_ = std::move(blank);
  structure_.reset();
  counter_ = backend_ == Backend::native && f_.generate.counter ? f_.generate.counter(*empty_) : nullptr;
  if (backend_ == Backend::native && f_.csp) {
    csp_ = empty_->to_csp();
    // Without signs or relations the static structure (groups, peers) is the same for every
    // count: built once, not per call as solve_csp() does (a third of a 9x9 count).
    if (!f_.generate.signs && csp_.relations.empty())
      structure_ = std::make_unique<csp_detail::Structure>(csp_detail::build(csp_));
  }
  form_ = {};
  singles_.reset();
  if (auto form = empty_->human_form()) form_ = std::move(*form);
  if (o_.level >= 1 && o_.level <= 6 && form_.n > 0) singles_ = std::make_unique<Singles>(form_);  // 6: early rejection
}

// With a dress hook, the clues the full grid fixes (killer's cages): the structured puzzle
// whose givens the removals then take away, and the CSP counted against.
void Generator::dress(const Grid& full, Rng& rng) { use(f_.generate.dress(*empty_, full, rng.next())); }

void Generator::use(std::unique_ptr<Puzzle> dressed) {
  dressed_ = std::move(dressed);
  counter_ = nullptr;
  structured_ = dressed_.get();
  if (backend_ == Backend::native && f_.csp) {
    csp_ = dressed_->to_csp();
    structure_.reset();
    if (!f_.generate.signs && csp_.relations.empty())
      structure_ = std::make_unique<csp_detail::Structure>(csp_detail::build(csp_));
  }
}

Grid Generator::full_grid(Rng& rng) {
  Grid out = seeded_solution(*empty_, rng.next() | 1, o_.deadline);
  if (out.cells.empty()) throw InputError("no full grid of this family and size exists");
  if (auto why = empty_->check(out)) throw std::logic_error("generate: the full grid breaks a rule: " + *why);
  return out;
}

bool Generator::count_unique(const Grid& givens, const std::vector<std::pair<int, int>>& less) {
  if (counter_ && less.empty()) {
    const NativeResult r = counter_(givens.cells, 2, o_.deadline);
    stopped();
    return r.count == 1 && r.complete;
  }
  if (backend_ == Backend::native && f_.csp) {
    csp_.fixed = givens.cells;
    csp_.less = less;
    NativeResult r = structure_ ? csp_detail::solve_singles(*structure_, csp_, 2, o_.deadline, nullptr, VarOrder::mrv)
                                : solve_csp(csp_, 2, o_.deadline, nullptr);
    stopped();
    return r.count == 1 && r.complete;
  }
  auto p = make(givens, less);
  SolveOptions so;
  so.limit = 2;
  so.max_clauses = 0;
  if (o_.deadline != kNoDeadline)
    so.time_limit = std::max(1e-3, std::chrono::duration<double>(o_.deadline - Clock::now()).count());
  Answer a = solve(*p, backend_, so);
  stopped();
  if (!a.internal_error.empty()) throw std::logic_error("generate: " + a.internal_error);
  if (a.status == Status::unknown) throw Stopped("generation stopped (time limit or interrupt)");
  return a.count == 1 && a.complete;
}

bool Generator::human_solves(const Grid& givens, const std::vector<std::pair<int, int>>& less) {
  // Levels 1 and 2 without signs: the singles closure is the answer. Above (and with signs,
  // whose singles are rank 2 too) it is a shortcut: when singles alone finish, so does the
  // ladder capped at the level, since every single is below the cap and signs only add.
  if (singles_) {
    stopped();
    const int exact = f_.generate.signs ? 2 : 3;  // the closure is the capped ladder up to this rank
    if (o_.level <= exact) return singles_->solves(givens, o_.level, less);
    if (singles_->solves(givens, exact, less)) return true;
    // The ladder (without uniqueness techniques) never finishes a puzzle with two solutions,
    // and getting stuck costs it every technique up to the cap: a count to 2 on the bit-set
    // engine says no first, for a fraction of that (the same answers).
    if (counter_ && less.empty() && !count_unique(givens, less)) return false;
    // The ladder goes on from the closure's pencil marks: every step of both is sound, so a
    // puzzle they finish is unique; the final grade, from the givens, decides the level.
    const std::vector<uint64_t> pencil = singles_->candidates();
    return human_ladder(givens, less, &pencil);
  }
  return human_ladder(givens, less);
}

bool Generator::human_ladder(const Grid& givens, const std::vector<std::pair<int, int>>& less,
                             const std::vector<uint64_t>* pencil) {
  form_.givens = givens;
  form_.less = less;
  human::Options ho;
  ho.max_rank = o_.level;
  ho.deadline = o_.deadline;
  human::Path p = pencil ? human::solve_from(form_, *pencil, ho) : human::solve(form_, ho);
  stopped();
  return p.end == human::Path::End::solved;
}

// The grade, when asked for (a level, or --format json). Without signs and without the full
// record, the bit-mask closures give the rank of levels 1-3 (the least rank whose closure
// solves: the ladder's hardest step, see Singles) and reject a puzzle they finish when a
// higher level is asked, before the ladder runs.
std::optional<human::Grade> Generator::grade(const Grid& givens, const std::vector<std::pair<int, int>>& less) {
  if (o_.level == 0 && !o_.grade) return std::nullopt;
  if (deduced_) return deduced(*make(givens, less));
  if (form_.n == 0) return std::nullopt;
  if (singles_ && !o_.grade) {
    const int exact = f_.generate.signs ? 2 : 3;
    for (int r = 1; r <= exact; ++r)
      if (singles_->solves(givens, r, less)) {
        human::Grade g;
        g.rank = r;
        g.level = std::string(name_of<int>(kLevelNames, r));
        return g;
      }
    if (o_.level <= exact) return human::Grade{};  // harder than the closures: not the level asked
  }
  form_.givens = givens;
  form_.less = less;
  human::Options ho;
  ho.deadline = o_.deadline;
  std::optional<human::Grade> g = human::grade(human::solve(form_, ho));
  stopped();
  return g;
}

// p's grade by deduce's steps.
human::Grade Generator::deduced(const Puzzle& p) {
  const deduce::Options dopt{.deadline = o_.deadline};
  deduce::Deducer d(p, dopt);
  const deduce::Grade g = deduce::grade(f_, p, d.run(), dopt);
  stopped();
  return human::Grade{.level = g.level, .rank = g.rank, .score = g.score, .hardest = g.hardest_rule, .steps = g.steps};
}

// steer.hpp's walk over the pictures (a nonogram's: every given gone, its clues all read off
// the full grid, which changes a cell at a time). Without it each try was a fresh picture and
// its grade only chance.
void Generator::walk(Rng& rng, Grid& sol, const Grid& giv, std::optional<human::Grade>& grade) {
  std::unique_ptr<Puzzle> was;  // the dress of `sol` while a change is tried
  auto grade_of = [&](const Grid& next) -> std::optional<human::Grade> {
    was.reset();
    if (empty_->check(next)) return std::nullopt;
    was = std::move(dressed_);
    dress(next, rng);
    if (!count_unique(giv, {})) return std::nullopt;
    return this->grade(giv, {});
  };
  gen::walk(sol, grade, o_.level, max_value(f_, o_.n), rng, grade_of, [&] {
    if (was) use(std::move(was));
  });
}

// steer.hpp's add_back, for a full grid whose cells cannot change one at a time (Latin rules:
// killer, magic squares), by capped runs (capped_rank) only. Without it a try's grade was only
// chance: killer 6x6 puzzles with their givens removed grade trivial (8 of 10) or basic.
bool Generator::add_back(Rng& rng, const Grid& sol, Grid& giv, int& clues) {
  int reached = 0;
  std::optional<Grid> at = gen::add_back(
      sol, giv, o_.level, o_.level == static_cast<int>(deduce::level_names(f_).size()) - 1 || o_.givens >= 0,
      std::max(o_.givens, 0), rng,
      [&](const Grid& g) { return capped_rank(*make(g, {})); },
      [&](const Grid& g) { return count_unique(g, {}); }, reached);
  reached_ = std::max(reached_, reached);
  if (!at) return false;
  clues = 0;
  for (int v : at->cells) clues += v != 0;
  giv = std::move(*at);
  return true;
}

// FamilyGenerator::coarsen (killer: cages merged, no givens), the try's puzzles from finest to
// coarsest; the one at the level by halving (steer.hpp), graded in full.
std::optional<human::Grade> Generator::coarsened(Rng& rng, const Grid& sol) {
  auto chain = f_.generate.coarsen(*empty_, sol, rng.next(), [&](const Puzzle& p) {
    stopped();  // native: a 9x9 killer's count takes it milliseconds, CaDiCaL a tenth of a second
    return unique(p, o_.backend.value_or(Backend::native));
  });
  const auto at = at_level(chain.size(), o_.level, [&](size_t i) { return capped_rank(*chain[i]); });
  if (!at) return std::nullopt;
  use(std::move(chain[*at]));
  return deduced(*structured_);  // in full: generate prints only what `gridsat grade` says
}

// p's rank by deduce's steps capped at the level asked (at the hardest, the one under it, since
// every unique puzzle is within the hardest): solved, its grade; stuck, past the level asked (at
// the hardest: at it). A stuck run ends at the first step past the cap instead of taking it.
int Generator::capped_rank(const Puzzle& p) {
  const int top = static_cast<int>(deduce::level_names(f_).size()) - 1, cap = std::min(o_.level, top - 1);
  deduce::Options o{.deadline = o_.deadline, .without = deduce::level_without(f_, cap)};
  o.max_cost = deduce::level_cost(f_, cap);
  o.places_only = deduce::level_places(f_, cap);
  deduce::Deducer d(p, o);
  const int cost = o.max_cost;
  const deduce::Path path = d.run([&](const deduce::Step& s, const deduce::Position&) { return s.cost <= cost; });
  stopped();
  return path.end == deduce::End::solved ? deduce::grade(f_, p, path, o).rank : std::min(o_.level + 1, top);
}

// Removes the clue groups in random order while keep() holds, numbers first, then signs;
// with --givens, never below that many givens.
void Generator::remove_clues(Rng& rng, Grid& giv, std::vector<std::pair<int, int>>& less, int& clues) {
  std::vector<size_t> order(groups_.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  rng.shuffle(order);
  for (size_t gi : order) {
    if (o_.givens >= 0 && clues <= o_.givens) break;
    const auto& g = groups_[gi];
    if (o_.givens >= 0 && clues - static_cast<int>(g.size()) < o_.givens) continue;
    std::vector<int> saved;
    for (int cell : g) {
      saved.push_back(giv.cells[static_cast<size_t>(cell)]);
      giv.cells[static_cast<size_t>(cell)] = 0;
    }
    if (keep(giv, less)) {
      clues -= static_cast<int>(g.size());
    } else {
      for (size_t k = 0; k < g.size(); ++k) giv.cells[static_cast<size_t>(g[k])] = saved[k];
    }
  }
  if (less.empty()) return;
  std::vector<std::pair<int, int>> signs = less;
  rng.shuffle(signs);
  for (const auto& sign : signs) {
    auto at = std::find(less.begin(), less.end(), sign);
    const size_t pos = static_cast<size_t>(at - less.begin());
    less.erase(at);
    if (!keep(giv, less)) less.insert(less.begin() + static_cast<std::ptrdiff_t>(pos), sign);
  }
}

// --minimal: each clue left, alone, removed while count-to-2 says unique.
void Generator::minimal_pass(Rng& rng, Grid& giv, std::vector<std::pair<int, int>>& less, int& clues) {
  std::vector<int> cells;
  for (int c = 0; c < giv.size(); ++c)
    if (giv.cells[static_cast<size_t>(c)]) cells.push_back(c);
  rng.shuffle(cells);
  for (int c : cells) {
    const int v = giv.cells[static_cast<size_t>(c)];
    giv.cells[static_cast<size_t>(c)] = 0;
    if (count_unique(giv, less)) --clues;
    else giv.cells[static_cast<size_t>(c)] = v;
  }
  for (size_t i = less.size(); i-- > 0;) {
    const auto sign = less[i];
    less.erase(less.begin() + static_cast<std::ptrdiff_t>(i));
    if (!count_unique(giv, less)) less.insert(less.begin() + static_cast<std::ptrdiff_t>(i), sign);
  }
}

// Long: one try after another, each a full grid, its removals, the checks of what was asked
Generated Generator::run(uint64_t seed) {
  Rng rng(seed);
  Generated g;
  g.seed = seed;
  const int tries = o_.max_tries > 0 ? o_.max_tries : (o_.level > 0 || o_.givens >= 0) ? 10000 : 1;
  for (g.tries = 1; g.tries <= tries; ++g.tries) {
    if (f_.generate.layout) {
      adopt(f_.generate.layout(o_.n, o_.read, rng.next()));
      structured_ = empty_.get();
    }
    Grid sol = full_grid(rng);
    const bool coarse = o_.level > 0 && deduced_ && f_.generate.coarsen && o_.givens < 0;  // no givens
    if (f_.generate.dress && !coarse) dress(sol, rng);
    Grid giv = coarse ? Grid(o_.n, o_.n) : sol;
    std::vector<std::pair<int, int>> less;
    const int n = o_.n;
    if (f_.generate.signs)
      for (int c = 0; c < n * n; ++c)
        for (int d : {c % n + 1 < n ? c + 1 : -1, c + n < n * n ? c + n : -1})
          if (d >= 0) less.emplace_back(sol.cells[c] < sol.cells[d] ? std::pair{c, d} : std::pair{d, c});
    int clues = coarse ? 0 : n * n;
    if (!coarse) remove_clues(rng, giv, less, clues);
    if (o_.minimal) minimal_pass(rng, giv, less, clues);
    if (o_.givens >= 0 && (g.fewest < 0 || clues < g.fewest)) g.fewest = clues;
    if (o_.givens >= 0 && clues != o_.givens) continue;
    // Graded by steps: steered to the level (walk where the full grid changes a cell at a
    // time, else add_back), graded in full for the output only with --format json.
    const bool steered = o_.level > 0 && deduced_ && less.empty() && !coarse;
    const bool walks = steered && f_.generate.dress && clues == 0 && movable(*empty_, sol, max_value(f_, o_.n), rng);
    if (steered && !walks && !add_back(rng, sol, giv, clues)) continue;
    std::optional<human::Grade> grade;
    if (coarse) grade = coarsened(rng, sol);
    else if (!steered || walks || o_.grade) grade = this->grade(giv, less);
    else grade = human::Grade{.level = level_names(f_)[static_cast<size_t>(o_.level - 1)], .rank = o_.level};
    if (walks && grade && grade->rank != o_.level) walk(rng, sol, giv, grade);
    if (o_.level > 0 && (!grade || grade->rank != o_.level)) continue;
    // Unique by construction; checked once more: count-to-2 (with the native structure built
    // once, else through solve()) and the independent checker on the solution.
    auto p = make(giv, less);
    bool verified = false;
    if (structure_) {
      verified = count_unique(giv, less) && !p->check(sol);
      for (size_t c = 0; c < giv.cells.size(); ++c)
        verified = verified && (!giv.cells[c] || giv.cells[c] == sol.cells[c]);
    } else {
      SolveOptions so;
      so.limit = 2;
      so.max_clauses = 0;
      Answer a = solve(*p, backend_, so);
      verified = a.count == 1 && a.complete && !a.solutions.empty() && a.solutions[0] == sol;
    }
    if (!verified) throw std::logic_error("generate: a generated puzzle is not unique: " + p->line(giv));
    g.less = std::move(less);
    accept(g, std::move(p), std::move(giv), std::move(sol), clues, grade);
    return g;
  }
  g.tries = tries;
  g.why = why_none(o_, tries, g.fewest, "givens");
  if (reached_ > 0 && reached_ < o_.level) {  // steered: name the level and what the tries came to
    const std::vector<std::string> names = level_names(f_);
    g.why = "no " + std::string(f_.name) + " " + std::to_string(o_.n) + "x" + std::to_string(o_.n) + " at level " +
            names[static_cast<size_t>(o_.level - 1)] + " in " + std::to_string(tries) +
            " tries: the hardest any try reached was " + names[static_cast<size_t>(reached_ - 1)];
  }
  return g;
}

}  // namespace

bool solves_with_singles(const HumanForm& form, int rank) { return Singles(form).solves(form.givens, rank, form.less); }

bool unique(const Puzzle& p, Backend backend) {
  SolveOptions so;
  so.limit = 2;
  so.max_clauses = 0;
  Answer a = solve(p, backend, so);
  return a.internal_error.empty() && a.count == 1 && a.complete;
}

std::unique_ptr<Puzzle> in_form(const Family& f, const Generated& g, const ReadOptions& read, std::string_view form) {
  if (auto p = g.puzzle->with_givens(g.givens, form)) return p;
  return f.generate.make(g.givens, g.less, read, form);
}

void accept(Generated& g, std::unique_ptr<Puzzle> p, Grid givens, Grid solution, int clues,
            std::optional<human::Grade> grade) {
  g.ok = true;
  g.puzzle = std::move(p);
  g.givens = std::move(givens);
  g.solution = std::move(solution);
  g.clues = clues;
  g.grade = std::move(grade);
}

std::string why_none(const Options& o, int tries, int fewest, std::string_view clues) {
  if (o.givens >= 0)
    return "no puzzle with " + std::to_string(o.givens) + " " + std::string(clues) + " in " + std::to_string(tries) +
           " tries (the fewest reached: " + std::to_string(fewest) + ")";
  return "no puzzle at that level in " + std::to_string(tries) + " tries";
}

std::string line_in_form(const Family& f, const Generated& g, const ReadOptions& read, std::string_view form) {
  if (!by_clues(f)) return in_form(f, g, read, form)->line(g.givens);
  if (!form.empty() && form != "sgt")
    throw InputError("a generated " + std::string(f.name) + " has no form '" + std::string(form) + "'");
  return g.puzzle->line(g.givens);
}

Generated generate(const Family& f, const Options& opt, uint64_t seed) {
  if (!f.generate.make && !f.generate.layout)
    throw InputError(!f.generate.no_puzzle.empty() ? std::string(f.generate.no_puzzle)
                                          : "the family " + std::string(f.name) + " cannot be generated");
  if (opt.n < 1 || opt.n > 64) throw InputError("--size must be 1..64 for generate, not " + std::to_string(opt.n));
  if (by_clues(f)) return generate_by_clues(f, opt, seed);
  Generator g(f, opt);
  return g.run(seed);
}

}  // namespace gridsat::gen
