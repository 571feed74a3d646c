// Randomized agreement: random small puzzles of every family, satisfiable or not, solved
// by the sat and the native backend with a count limit of 3. The counts must agree, both
// must say whether the count is complete, every solution must pass the checker, and when
// both counts are complete the two sets of solutions must be equal. Encoding and native
// options are drawn at random too.
//
// Each case has its own seed; a failure prints it with the command that replays it:
//   GRIDSAT_SEED=S GRIDSAT_CASES=1 build/tests/gridsat_tests --gtest_filter='*Random*FAMILY'
// Without GRIDSAT_SEED the base seed is fixed (kDefaultSeed), so that the suite, and CI, run
// the same cases every time; GRIDSAT_SEED=random takes it from the clock, for exploring by
// hand (a failure found so becomes a fixed regression test).
// A new family joins with one entry in generators().
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "helpers.hpp"
#include "puzzles/futoshiki/futoshiki.hpp"
#include "puzzles/futoshiki/options.hpp"
#include "puzzles/magic/options.hpp"
#include "puzzles/pieces/options.hpp"
#include "puzzles/sudoku/sudoku.hpp"
#include "solve/solve.hpp"
#include "text/grid_text.hpp"

namespace test_random {

using namespace gridsat;
using namespace gridsat::test;

// Not in an anonymous namespace: the fixture below is the base of TEST_P's classes (-Wsubobject-linkage in a unity build).

using Rng = std::mt19937_64;

int uniform(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
double unit(Rng& rng) { return std::uniform_real_distribution<double>(0, 1)(rng); }

template <class T>
const T& pick(Rng& rng, const std::vector<T>& v) {
  return v[static_cast<size_t>(uniform(rng, 0, static_cast<int>(v.size()) - 1))];
}

// One random puzzle, as text in one of the family's input forms.
struct Instance {
  std::string text;
  ReadOptions read;
  std::optional<Grid> origin;  // the solution its givens were taken from, unless perturbed
  std::string how;             // what was done to it, for the trace
};

// The native search is deterministic; randomness comes from the givens. Random values are
// placed one at a time (kept when the native backend still finds a solution), then the
// native solution of those givens is the random solution.
Grid random_solution(int n, const std::function<std::unique_ptr<Puzzle>(const Grid&)>& make, Rng& rng) {
  Grid g(n, n);
  std::vector<int> cells(static_cast<size_t>(n) * n);
  for (size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
  std::shuffle(cells.begin(), cells.end(), rng);
  std::optional<Grid> found;
  auto solve_native = [&](const Grid& givens) -> std::optional<Grid> {
    auto p = make(givens);
    std::optional<Grid> first;
    SolveOptions opt;
    solve_with_native(*p, opt, [&](const Grid& s) {
      first = s;
      return false;
    });
    return first;
  };
  for (int k = 0; k < n && k < static_cast<int>(cells.size()); ++k) {
    Grid trial = g;
    trial.cells[cells[k]] = uniform(rng, 1, n);
    if (auto s = solve_native(trial)) {
      g = trial;
      found = s;
    }
  }
  if (!found) found = solve_native(g);
  return *found;
}

// Givens: each cell of the solution with probability `density`.
Grid givens_from(const Grid& solution, double density, Rng& rng) {
  Grid g(solution.rows, solution.cols);
  for (size_t i = 0; i < g.cells.size(); ++i)
    if (unit(rng) < density) g.cells[i] = solution.cells[i];
  return g;
}

// One extra given at a random cell with a random value that repeats no given of its row,
// column or (box_rows > 0) box, as the readers demand: often a contradiction all the same.
std::string extra_given(Grid& g, int max_value, Rng& rng, int box_rows = 0, int box_cols = 0) {
  for (int attempt = 0; attempt < 50; ++attempt) {
    const int cell = uniform(rng, 0, g.size() - 1);
    const int v = uniform(rng, 1, max_value);
    const int old = g.cells[cell];
    g.cells[cell] = v;
    try {
      check_distinct_givens(g, 1, box_rows, box_cols);
      return "extra given " + std::to_string(v) + " at cell " + std::to_string(cell);
    } catch (const ParseError&) {
      g.cells[cell] = old;
    }
  }
  return "no extra given fits";
}

std::string chars_line(const Grid& g) {
  std::string s;
  for (int v : g.cells) s += v == 0 ? '.' : static_cast<char>(v < 10 ? '0' + v : 'A' + v - 10);
  return s + "\n";
}

std::string latin_text(const Grid& g) {
  std::string s = "latin " + std::to_string(g.rows) + "\n";
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) s += (c ? " " : "") + std::to_string(g.at(r, c));
    s += "\n";
  }
  return s;
}

std::unique_ptr<Puzzle> sudoku_of(const Grid& g) {
  auto box = default_box(g.rows);
  return std::make_unique<Sudoku>(g, box->first, box->second, GridForm::chars);
}

Instance random_sudoku(Rng& rng) {
  const int sizes[] = {4, 6, 9};
  const int n = sizes[uniform(rng, 0, 2)];
  Grid solution = random_solution(n, sudoku_of, rng);
  Grid g = givens_from(solution, n == 9 ? 0.2 + 0.5 * unit(rng) : 0.7 * unit(rng), rng);
  Instance in;
  in.how = "givens from a random solution";
  in.origin = solution;
  if (unit(rng) < 0.35) {
    const auto box = default_box(n);
    in.how += ", " + extra_given(g, n, rng, box->first, box->second);
    in.origin.reset();
  }
  in.text = chars_line(g);
  in.read.type = "sudoku";
  return in;
}

Instance random_latin(Rng& rng) {
  const int n = uniform(rng, 3, 7);
  Grid solution = random_solution(
      n, [](const Grid& g) { return std::make_unique<LatinSquare>(g, GridForm::ints); }, rng);
  Grid g = givens_from(solution, 0.7 * unit(rng), rng);
  Instance in;
  in.how = "givens from a random solution";
  in.origin = solution;
  if (unit(rng) < 0.35) {
    in.how += ", " + extra_given(g, n, rng);
    in.origin.reset();
  }
  in.text = latin_text(g);
  return in;
}

// Futoshiki: '<' relations between adjacent cells taken from a random Latin square, givens
// from it; perturbed by an extra given, a reversed relation or a random extra relation.
Instance random_futoshiki(Rng& rng) {
  const int n = uniform(rng, 4, 6);
  Grid solution = random_solution(
      n, [](const Grid& g) { return std::make_unique<LatinSquare>(g, GridForm::ints); }, rng);
  std::vector<Less> rel;
  const double p = 0.5 * unit(rng);
  auto related = [&](int a, int b) {
    return std::find_if(rel.begin(), rel.end(), [&](const Less& l) {
             return (l.lo == a && l.hi == b) || (l.lo == b && l.hi == a);
           }) != rel.end();
  };
  for (int cell = 0; cell < n * n; ++cell)
    for (int other : {cell % n + 1 < n ? cell + 1 : -1, cell + n < n * n ? cell + n : -1}) {
      if (other < 0 || unit(rng) >= p) continue;
      if (solution.cells[cell] < solution.cells[other]) rel.push_back({cell, other});
      else rel.push_back({other, cell});
    }
  Grid g = givens_from(solution, 0.5 * unit(rng), rng);
  Instance in;
  in.how = "relations and givens from a random solution";
  in.origin = solution;
  const double perturb = unit(rng);
  if (perturb < 0.15) {
    in.how += ", " + extra_given(g, n, rng);
    in.origin.reset();
  } else if (perturb < 0.3 && !rel.empty()) {
    Less& r = rel[uniform(rng, 0, static_cast<int>(rel.size()) - 1)];
    std::swap(r.lo, r.hi);
    in.how += ", relation " + std::to_string(r.hi) + "<" + std::to_string(r.lo) + " reversed";
    in.origin.reset();
  } else if (perturb < 0.45) {
    const int cell = uniform(rng, 0, n * n - 1);
    const int other = cell % n + 1 < n && unit(rng) < 0.5 ? cell + 1 : cell + n < n * n ? cell + n : cell - n;
    if (!related(cell, other)) {
      rel.push_back(unit(rng) < 0.5 ? Less{cell, other} : Less{other, cell});
      in.how += ", random relation " + std::to_string(rel.back().lo) + "<" + std::to_string(rel.back().hi);
      in.origin.reset();
    }
  }
  // Through the aligned grid printer and the reader: the round trip is tested too.
  Futoshiki f(g, rel, FutoshikiForm::grid);
  std::ostringstream out;
  f.print_grid(out, g);
  in.text = out.str();
  in.read.type = "futoshiki";
  return in;
}

// Every solution of the empty puzzle of this family and size, enumerated once natively.
const std::vector<Grid>& all_solutions(const std::string& type, int n) {
  static std::map<std::pair<std::string, int>, std::vector<Grid>> cache;
  const auto found = cache.try_emplace({type, n});
  std::vector<Grid>& grids = found.first->second;  // clang 14 cannot capture a structured binding
  if (found.second) {
    ReadOptions o;
    o.type = type;
    o.size = n;
    Record r = blank_puzzle(o);
    SolveOptions all;
    all.limit = 0;
    solve_with_native(*r.puzzle, all, [&](const Grid& g) {
      grids.push_back(g);
      return true;
    });
  }
  return grids;
}

// Magic squares of order 3 and 4: givens from one of all 8 / 7,040 squares, sometimes an
// extra random given, sometimes Frenicle's form (which the origin need not be in).
Instance random_magic(Rng& rng) {
  const int n = uniform(rng, 3, 4);
  const auto& squares = all_solutions("magic", n);
  const Grid& solution = squares[static_cast<size_t>(uniform(rng, 0, static_cast<int>(squares.size()) - 1))];
  Instance in;
  in.origin = solution;
  in.how = "givens from a random square";
  Grid g(n, n);
  const double p = 0.6 * unit(rng);
  for (size_t i = 0; i < g.cells.size(); ++i)
    if (unit(rng) < p) g.cells[i] = solution.cells[i];
  if (unit(rng) < 0.3) {
    const int cell = uniform(rng, 0, n * n - 1), value = uniform(rng, 1, n * n);
    if (std::find(g.cells.begin(), g.cells.end(), value) == g.cells.end()) {
      g.cells[cell] = value;
      in.how += ", extra given " + std::to_string(value) + " at cell " + std::to_string(cell);
      in.origin.reset();
    }
  }
  in.text = "magic " + std::to_string(n) + "\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) in.text += (c ? " " : "") + std::to_string(g.at(r, c));
    in.text += "\n";
  }
  in.read.type = "magic";
  if (unit(rng) < 0.3) {
    in.read.symmetry = Symmetry::frenicle;
    in.how += ", Frenicle form";
    in.origin.reset();
  }
  return in;
}

// No-three-in-line on 4..7 boards: X / . givens from a random solution, sometimes one
// flipped, random line families, sometimes 180-degree symmetry.
Instance random_pieces(Rng& rng) {
  const int n = uniform(rng, 4, 7);
  const auto& boards = all_solutions("pieces", n);
  const Grid& solution = boards[static_cast<size_t>(uniform(rng, 0, static_cast<int>(boards.size()) - 1))];
  Instance in;
  in.origin = solution;
  in.how = "givens from a random board";
  std::string cells(static_cast<size_t>(n) * n, '?');
  const double p = 0.5 * unit(rng);
  for (size_t i = 0; i < cells.size(); ++i)
    if (unit(rng) < p) cells[i] = solution.cells[i] ? 'X' : '.';
  if (unit(rng) < 0.3) {
    const int cell = uniform(rng, 0, n * n - 1);
    cells[cell] = solution.cells[cell] ? '.' : 'X';
    in.how += ", cell " + std::to_string(cell) + " flipped";
    in.origin.reset();
  }
  in.text = "pieces " + std::to_string(n) + "\n";
  for (int r = 0; r < n; ++r) in.text += cells.substr(static_cast<size_t>(r) * n, n) + "\n";
  in.read.type = "pieces";
  const LineFamily lines = pick(rng, std::vector{LineFamily::rows, LineFamily::diagonals, LineFamily::all});
  kLinesOption.set(in.read.choices, lines);
  in.how += ", lines " + std::string(to_string(lines));
  if (unit(rng) < 0.2) {
    in.read.symmetry = Symmetry::half_turn;
    in.how += ", 180-degree symmetry";
    in.origin.reset();
  }
  return in;
}

struct Generator {
  const char* family;
  int cases;  // per run (GRIDSAT_CASES overrides)
  Instance (*make)(Rng&);
};

// ctest listings show the family, not the bytes of the entry.
void PrintTo(const Generator& g, std::ostream* os) { *os << g.family; }

std::vector<Generator> generators() {
  return {
      {"sudoku", 3000, random_sudoku}, {"latin", 3000, random_latin},   {"futoshiki", 3000, random_futoshiki},
      {"magic", 300, random_magic},    {"pieces", 3000, random_pieces},
  };
}

constexpr uint64_t kDefaultSeed = 20261122;

uint64_t base_seed() {
  static const uint64_t seed = [] {
    const char* s = std::getenv("GRIDSAT_SEED");
    if (!s || !*s) return kDefaultSeed;
    if (std::string_view(s) == "random")
      return static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) % 1000000000;
    return static_cast<uint64_t>(std::strtoull(s, nullptr, 10));
  }();
  return seed;
}

std::string options_text(const SolveOptions& o) {
  return "--amo " + std::string(o.encode.amo ? to_string(*o.encode.amo) : "auto") + " --simplify " +
         std::string(to_string(o.encode.simplify)) + " --inequality " +
         std::string(to_string(kInequalityOption.of(o.encode.choices))) + " --sum " +
         std::string(to_string(kSumOption.of(o.encode.choices))) + " --card " +
         std::string(to_string(kCardOption.of(o.encode.choices))) + " --inference " +
         std::string(to_string(o.native.inference)) + " --order " + std::string(to_string(o.native.order));
}

class Random : public ::testing::TestWithParam<Generator> {};


TEST_P(Random, SatAndNativeAgree) {
  const Generator& gen = GetParam();
  int cases = gen.cases;
  if (const char* c = std::getenv("GRIDSAT_CASES")) cases = std::atoi(c);
  std::map<std::string, int> tally;
  for (int k = 0; k < cases; ++k) {
    const uint64_t seed = base_seed() + static_cast<uint64_t>(k);
    Rng rng(seed);
    Instance in = gen.make(rng);
    SolveOptions opt;
    opt.limit = 3;
    opt.time_limit = 60;  // a hang is a failure, not a stuck test
    opt.encode.amo = pick(rng, all_amo());
    opt.encode.simplify = pick(rng, std::vector{Simplify::none, Simplify::givens, Simplify::singles, Simplify::locked});
    kInequalityOption.set(opt.encode.choices, pick(rng, std::vector{Inequality::order, Inequality::support}));
    kSumOption.set(opt.encode.choices,
                   pick(rng, std::vector{SumEncoding::order, SumEncoding::digits, SumEncoding::binary}));
    kCardOption.set(opt.encode.choices,
                    pick(rng, std::vector{CardEncoding::naive, CardEncoding::sequential, CardEncoding::totalizer}));
    auto p = parse_one(in.text, in.read);
    if (p && p->givens().rows <= 6) {  // plain backtracking only where it stays fast
      opt.native.inference =
          pick(rng, std::vector{Inference::none, Inference::fc, Inference::mac, Inference::fc_singles});
      opt.native.order = pick(rng, std::vector{VarOrder::static_order, VarOrder::mrv});
      opt.native.generic = k % 2 == 0;  // Sudoku: the named engine, or half the time the bit-set one
    }
    SCOPED_TRACE("seed " + std::to_string(seed) + " (" + gen.family + " case " + std::to_string(k) +
                 "); replay: GRIDSAT_SEED=" + std::to_string(seed) + " GRIDSAT_CASES=1 " +
                 "build/tests/gridsat_tests --gtest_filter='*Random*" + gen.family + "'\n" + in.how + "; options " +
                 options_text(opt) + "\n" + in.text);
    ASSERT_TRUE(p) << "the generated text does not read back";

    std::vector<Grid> by_sat, by_native;
    auto collect = [&](std::vector<Grid>& into, const char* who) {
      return [&into, &p, who](const Grid& g) {
        if (auto why = p->check(g)) ADD_FAILURE() << who << " solution rejected by the checker: " << *why;
        into.push_back(g);
        return true;
      };
    };
    Answer s = solve_with_cadical(*p, opt, collect(by_sat, "sat"));
    Answer n = solve_with_native(*p, opt, collect(by_native, "native"));
    ASSERT_NE(s.status, Status::unknown);
    ASSERT_NE(n.status, Status::unknown);
    EXPECT_EQ(s.count, n.count);
    EXPECT_EQ(s.complete, n.complete);
    EXPECT_EQ(s.complete, s.count < 3);
    EXPECT_EQ(s.count, static_cast<int64_t>(by_sat.size()));
    EXPECT_EQ(n.count, static_cast<int64_t>(by_native.size()));
    auto as_set = [](const std::vector<Grid>& v) {
      std::set<std::vector<int>> out;
      for (const Grid& g : v) out.insert(g.cells);
      return out;
    };
    EXPECT_EQ(as_set(by_sat).size(), by_sat.size()) << "sat reported a solution twice";
    EXPECT_EQ(as_set(by_native).size(), by_native.size()) << "native reported a solution twice";
    if (s.complete && n.complete) {
      EXPECT_EQ(as_set(by_sat), as_set(by_native));
    }
    if (in.origin) {
      EXPECT_GE(s.count, 1) << "the givens come from a solution";
      if (s.complete) {
        EXPECT_TRUE(as_set(by_sat).count(in.origin->cells)) << "the original solution was not found";
      }
    }
    if (k % 5 == 0) {  // the checked entry point with both backends
      Answer both = solve(*p, Backend::both, opt);
      EXPECT_EQ(both.internal_error, "");
      EXPECT_EQ(both.count, s.count);
    }
    ++tally[s.count == 0 ? "no solution" : s.count == 1 ? "unique" : "multiple"];
    if (HasFailure()) break;  // one replayable failure is enough
  }
  std::cout << "[ random   ] " << gen.family << ": " << cases << " cases (seeds " << base_seed() << ".."
            << base_seed() + static_cast<uint64_t>(cases) - 1 << "):";
  for (const auto& [what, count] : tally) std::cout << " " << count << " " << what;
  std::cout << "\n";
}

INSTANTIATE_TEST_SUITE_P(Families, Random, ::testing::ValuesIn(generators()),
                         [](const ::testing::TestParamInfo<Generator>& i) { return std::string(i.param.family); });

}  // namespace test_random
