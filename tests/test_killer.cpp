// Killer Sudoku against facts nobody here computed: sgt-solo's killer puzzles (unique by
// construction), a brute force over all 288 4x4 Sudoku grids for random cage layouts (the
// encoding proved exhaustively), hand-made inputs, and bad inputs naming file and line.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "base/random.hpp"
#include "check/killer.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "puzzles/killer/killer.hpp"
#include "registry/stream.hpp"
#include "solve/solve.hpp"

namespace test_killer {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Simplify s = Simplify::locked) {
  SolveOptions o;
  o.limit = limit;
  o.encode.simplify = s;
  return o;
}

// `count` sgt-solo killer IDs for params such as "3x3kdi#123" (sgt-puzzles' generator).
std::vector<std::string> sgt_ids(const std::string& params, int count) {
  std::vector<std::string> out;
  if (std::system("test -x /usr/games/sgt-solo") != 0) {
    ADD_FAILURE() << "sgt-puzzles is missing (tools/test installs it)";
    return out;
  }
  const std::string file = std::string(::testing::TempDir()) + "killer_sgt_" + std::to_string(getpid());
  const std::string cmd = "/usr/games/sgt-solo --generate " + std::to_string(count) + " '" + params + "' > " + file;
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  out = lines_of(file);
  std::remove(file.c_str());
  return out;
}

const Killer& as_killer(const Puzzle& p) { return dynamic_cast<const Killer&>(p); }

// All Sudoku grids of side 4 with 2x2 boxes (288 of them).
std::vector<Grid> all_4x4() {
  std::vector<Grid> out;
  Grid g(4, 4);
  std::function<void(int)> place = [&](int cell) {
    if (cell == 16) {
      out.push_back(g);
      return;
    }
    const int r = cell / 4, c = cell % 4;
    for (int v = 1; v <= 4; ++v) {
      bool ok = true;
      for (int k = 0; k < 4 && ok; ++k) {
        const int br = r / 2 * 2 + k / 2, bc = c / 2 * 2 + k % 2;
        if ((k < c && g.at(r, k) == v) || (k < r && g.at(k, c) == v) || (br * 4 + bc < cell && g.at(br, bc) == v))
          ok = false;
      }
      if (!ok) continue;
      g.at(r, c) = v;
      place(cell + 1);
      g.at(r, c) = 0;
    }
  };
  place(0);
  return out;
}

// A random partition of the 4x4 grid into connected cages of 1..4 cells.
std::vector<std::vector<int>> random_layout(Rng& rng) {
  std::vector<int> of(16, -1), order(16);
  for (int i = 0; i < 16; ++i) order[static_cast<size_t>(i)] = i;
  rng.shuffle(order);
  std::vector<std::vector<int>> cages;
  for (int start : order) {
    if (of[static_cast<size_t>(start)] >= 0) continue;
    std::vector<int> cage{start};
    of[static_cast<size_t>(start)] = static_cast<int>(cages.size());
    const int want = 1 + rng.below(4);
    while (static_cast<int>(cage.size()) < want) {
      std::vector<int> options;
      for (int c : cage)
        for (int d : {c - 4, c + 4, c % 4 ? c - 1 : -1, c % 4 < 3 ? c + 1 : -1})
          if (d >= 0 && d < 16 && of[static_cast<size_t>(d)] < 0) options.push_back(d);
      if (options.empty()) break;
      const int pick = options[static_cast<size_t>(rng.below(static_cast<int>(options.size())))];
      of[static_cast<size_t>(pick)] = static_cast<int>(cages.size());
      cage.push_back(pick);
    }
    std::sort(cage.begin(), cage.end());
    cages.push_back(cage);
  }
  return cages;
}

bool matches(const Grid& g, const Grid& givens, const std::vector<Cage>& cages) {
  for (size_t i = 0; i < g.cells.size(); ++i)
    if (givens.cells[i] && givens.cells[i] != g.cells[i]) return false;
  for (const Cage& cage : cages) {
    int sum = 0, seen = 0;
    for (int c : cage.cells) {
      const int v = g.cells[static_cast<size_t>(c)];
      if (seen >> v & 1) return false;
      seen |= 1 << v;
      sum += v;
    }
    if (sum != cage.sum) return false;
  }
  return true;
}

}  // namespace

// The encoding proved on small cases: for 600 random cage layouts with sums from a random
// grid (some changed by one, some cells given), the number of grids every backend and every
// simplification counts (the native backend's generic engine too, on a quarter of them) equals
// the brute force's over all 288 grids.
TEST(Killer, CountsMatchBruteForceOnEvery4x4Grid) {
  const auto grids = all_4x4();
  ASSERT_EQ(grids.size(), 288u);
  Rng rng(24);
  for (int round = 0; round < 600; ++round) {
    const Grid& full = grids[static_cast<size_t>(rng.below(288))];
    std::vector<Cage> cages;
    for (auto& cells : random_layout(rng)) {
      int sum = 0;
      for (int c : cells) sum += full.cells[static_cast<size_t>(c)];
      cages.push_back({cells, sum});
    }
    if (round % 3 == 1)
      cages[static_cast<size_t>(rng.below(static_cast<int>(cages.size())))].sum += rng.below(2) ? 1 : -1;
    Grid givens(4, 4);
    if (round % 4 == 3)
      for (int k = 0; k < 2; ++k) {
        const int c = rng.below(16);
        givens.cells[static_cast<size_t>(c)] = full.cells[static_cast<size_t>(c)];
      }
    int64_t expected = 0;
    for (const Grid& g : grids) expected += matches(g, givens, cages);
    const Killer p(givens, 2, 2, cages, KillerForm::text);
    for (Simplify s : {Simplify::none, Simplify::givens, Simplify::singles, Simplify::locked}) {
      Answer a = solve(p, Backend::sat, opts(0, s));
      ASSERT_EQ(a.count, expected) << "round " << round << " simplify " << to_string(s) << "\n"
                                   << killer_text(p, givens);
      ASSERT_TRUE(a.internal_error.empty()) << a.internal_error << " round " << round << " " << to_string(s) << "\n"
                                            << killer_text(p, givens);
    }
    Answer nat = solve(p, Backend::native, opts(0));
    ASSERT_EQ(nat.count, expected) << "native, round " << round << "\n" << killer_text(p, givens);
    if (round % 4 == 0) {  // the generic CSP engine over Killer::to_csp (what --inference or --order runs)
      SolveOptions generic = opts(0);
      generic.native.generic = true;
      ASSERT_EQ(solve(p, Backend::native, generic).count, expected) << "generic, round " << round << "\n"
                                                                    << killer_text(p, givens);
    }
  }
}

TEST(Killer, SgtPuzzlesAreUniqueCheckedAndNativeAgrees) {
  int seen = 0;
  for (const char* params : {"3x3kdb#11", "3x3kdi#123", "3x3kda#5", "2x3kdi#7", "2x2k#3"}) {
    for (const auto& id : sgt_ids(params, 3)) {
      auto p = parse_one(id);
      ASSERT_TRUE(p) << id;
      EXPECT_EQ(p->family(), "killer");
      Answer a = solve(*p, Backend::both, opts(2));
      EXPECT_EQ(a.count, 1) << id << " " << a.internal_error;
      EXPECT_TRUE(a.internal_error.empty()) << id << " " << a.internal_error;
      ASSERT_FALSE(a.solutions.empty());
      EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
      // The line form is sgt's own ID, byte for byte; the text form reads back the same.
      EXPECT_EQ(p->line(p->givens()), id);
      std::ostringstream text;
      p->print_grid(text, p->givens());
      auto again = parse_one(text.str());
      ASSERT_TRUE(again) << text.str();
      EXPECT_EQ(as_killer(*again).cages().size(), as_killer(*p).cages().size());
      EXPECT_EQ(again->line(again->givens()), id);
      ++seen;
    }
  }
  EXPECT_EQ(seen, 15);
}

// Setters' size: 12x12 (3x4 boxes) puzzles of `gridsat generate --type killer --size 12`
// (seeds 1001 and 1012, pasted), unique on both backends; a cage sum moved to its neighbour
// counts the same on both (the native search's innies and outies rest on the sums).
TEST(Killer, TwelveByTwelveUniqueOnBothBackends) {
  for (const char* id :
       {"3x4k:j2g1p9zj12f10a8zs4p,b__bc_a____aa_b___b___c_ab_aaeb___d________ba______a__a______aaaa_____a_a____b__ba_"
        "bb_aa_ba__aa__aaa__a____a__b___aaba__aa__b__a_____b_bb__a__c___a__ab______bbb__ac,41b18_11_30b16d18c23a22_11a"
        "40c9e40c34a12_26k12a6a39f31b4_16_20_21c18b24d32_13_36a14c21_17_4f24d11_22a17a15b15a36e26b30_19b5b7h20b10c",
        "3x4k:i10zd5v8z12zza,a___aacba__bbb__aa_a___b_a____a_bba_b_a__aa__bb__aaa_a_______a__aaa__b_a___b__ab_baaa____"
        "__a____a_a____a____ab__a_a____b_ab_a____aaa__ac_a___a____a___aaa_a__a___ab__a_aa_a,11a42_6a8a29a13b34d8b11_40"
        "c21b23b39c14b6_18b12a14c41b18a33d23i23b18_21b43_4b20b30g19_7_15c10_12b21d23_26b6_19a28a14e4_10d11_8a7a6_5_25c"
        "8_12a17c"}) {
    auto p = parse_one(id);
    ASSERT_TRUE(p) << id;
    Answer a = solve(*p, Backend::both, opts(2));
    EXPECT_EQ(a.count, 1) << id << " " << a.internal_error;
    ASSERT_FALSE(a.solutions.empty());
    EXPECT_EQ(p->check(a.solutions[0]), std::nullopt);
    const Killer& k = as_killer(*p);
    auto cages = k.cages();
    cages[0].sum += 1;
    cages[1].sum -= 1;
    const Killer changed(k.givens(), k.box_rows(), k.box_cols(), cages, KillerForm::solo);
    EXPECT_EQ(solve(changed, Backend::sat, opts(2)).count, solve(changed, Backend::native, opts(2)).count) << id;
  }
}

// A changed clue: one cage sum moved by one to a neighbour's (the totals still add up), or a
// solution value given in a cell: both backends count the same.
TEST(Killer, ChangedCluesCountTheSameOnBothBackends) {
  for (const auto& id : sgt_ids("2x3kdi#17", 4)) {
    auto p = parse_one(id);
    ASSERT_TRUE(p) << id;
    const Killer& k = as_killer(*p);
    auto cages = k.cages();
    cages[0].sum += 1;
    cages[1].sum -= 1;
    const Killer changed(k.givens(), k.box_rows(), k.box_cols(), cages, KillerForm::solo);
    Answer sat = solve(changed, Backend::sat, opts(50)), nat = solve(changed, Backend::native, opts(50));
    EXPECT_EQ(sat.count, nat.count) << id;
    // A wrong given (killer puzzles have none to remove): no solution on either backend.
    Grid given = k.givens();
    Answer one = solve(k, Backend::sat, opts(1));
    ASSERT_EQ(one.count, 1);
    given.cells[5] = one.solutions[0].cells[5] % 6 + 1;  // a wrong given: no solution
    const Killer wrong(given, k.box_rows(), k.box_cols(), k.cages(), KillerForm::solo);
    EXPECT_EQ(solve(wrong, Backend::sat, opts(2)).count, solve(wrong, Backend::native, opts(2)).count) << id;
  }
}

TEST(Killer, HandMadeTextFormAndAutoDetection) {
  const std::string text = slurp(source("instances/killer/small4.txt"));
  auto p = parse_one(text);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->family(), "killer");
  const Killer& k = as_killer(*p);
  ASSERT_EQ(k.cages().size(), 8u);
  EXPECT_EQ(k.cages()[0].cells, (std::vector<int>{0, 1}));
  EXPECT_EQ(k.cages()[0].sum, 3);
  Answer a = solve(*p, Backend::both, opts(0));
  EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
  EXPECT_EQ(a.count, 1);
  EXPECT_EQ(a.solutions[0].cells, (std::vector<int>{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}));
  // Givens rows before the cage rows are read too.
  auto q = parse_one("12..\n....\n....\n....\n" + text.substr(text.find("aabc")));
  EXPECT_EQ(solve(*q, Backend::sat, opts(2)).count, 1);
  ASSERT_TRUE(q);
  EXPECT_EQ(q->givens().cells[1], 2);
}

TEST(Killer, BadInputNamesFileLineAndProblem) {
  struct Case {
    std::string input, message;
  };
  const std::vector<Case> cases = {
      {"ab\nab\na=1 b=7\n", "no box shape"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=1\n", ":5: cage 'd' sums to 1,"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=11\n", ":5: cage 'd' sums to 11"},
      {"abab\nabab\nccdd\nccdd\na=10 b=10 c=10 d=10\n", "cage 'a' is not connected"},
      {"aabb\naabb\nccdd\nccd.\na=10 b=10 c=10 d=6\n", ":4: column 4: the cell lies in no cage"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10\n", "cage 'd' has no sum"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=10 e=3\n", "labels no cell"},
      {"1...\n1...\n....\n....\naabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=10\n", "the given 1 appears twice"},
      {"11..\n....\n....\n....\naabb\naacc\nddee\nddee\na=10 b=3 c=7 d=10 e=10\n", "the given 1 appears twice"},
      {"3...\n....\n....\n....\naabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=10\n", ""},
      {"2x2k:p,_a___a_ab__a_aaa,3_4a7a9_6d6_5\n", "describe"},
      {"2x2k:p,_a___a_ab__a_aaa\n", "three parts"},
      {"2x2k:p,_a___a_ab__a_aa,3_4a7a9_6d6_5c\n", "line positions"},
      {"2x2k:p,_a___a_ab__a_aaa,3_40a7a9_6d6_5c\n", "sums to 40"},
      {"2x2xk:p,_a___a_ab__a_aaa,3_4a7a9_6d6_5c\n", "X diagonals"},
      {"2x2:p\n", "without the killer flag"},
      {"2x2kz:p,_a___a_ab__a_aaa,3_4a7a9_6d6_5c\n", "unknown flags 'kz'"},  // once a hang (fuzzing)
      {"99999999999k:p\n", "out of range"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10 dd\n", ":5: 'dd' is not a cage sum (label=total, e.g. a=14)"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=0\n", ":5: 'd=0': the total must be an integer 1..64"},
      {"aabb\naabb\nccdd\nccdd\na=10 b=10 c=10 d=10 a=10\n", ":5: cage 'a' has two sums"},
      {"2x2k:p,_a___a_ab__a_aa!,3_4a7a9_6d6_5c\n", "solo game ID: unexpected character '!' in the cages"},
  };
  std::string batch;
  for (const auto& c : cases) {
    test::Run r = cli("count --type killer", c.input);
    if (c.message.empty()) {
      EXPECT_EQ(r.exit, 0) << c.input << r.err;
      continue;
    }
    EXPECT_EQ(r.exit, 2) << c.input << r.out << r.err;
    EXPECT_NE(r.err.find("<stdin>:"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.input << " -> " << r.err;
  }
  const test::Run box = cli("count --type killer --box 4x1", "2x2k:p,_a___a_ab__a_aaa,3_4a7a9_6d6_5c\n");
  EXPECT_EQ(box.exit, 2);
  EXPECT_NE(box.err.find("--box contradicts the solo game ID's block shape 2x2k"), std::string::npos) << box.err;
  // A bad puzzle in a batch: the others are still answered.
  test::Run r = cli("count --type killer --format line",
                    "2x2k:p,_a___a_ab__a_aaa,3_40a7a9_6d6_5c\n2x2k:p,_a___a_ab__a_aaa,3_4a7a9_6d6_5c\n");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.out.find("unique"), std::string::npos) << r.out << r.err;
}

TEST(Killer, GenerateDressDrawsConnectedCagesOfDistinctValues) {
  const Family& f = *find_family("killer");
  ASSERT_TRUE(f.generate.dress);
  auto blank = f.generate.make(Grid(9, 9), {}, ReadOptions{}, "");
  Answer a = solve(*blank, Backend::native, opts(1));
  ASSERT_EQ(a.count, 1);
  auto dressed = f.generate.dress(*blank, a.solutions[0], 7);
  const Killer& k = as_killer(*dressed);
  EXPECT_NO_THROW(validate_cages(k.givens(), k.cages(), 0));
  EXPECT_EQ(k.check(a.solutions[0]), std::nullopt);
  auto again = f.generate.dress(*blank, a.solutions[0], 7);
  EXPECT_EQ(again->line(again->givens()), dressed->line(dressed->givens()));
}

TEST(Killer, GenerateMakesUniquePuzzles) {
  test::Run gen = cli("generate --type killer --count 3 --seed 3");
  ASSERT_EQ(gen.exit, 0) << gen.err;
  test::Run count = cli("count --backend both --format line", gen.out);
  EXPECT_EQ(count.exit, 0) << count.err;
  std::istringstream lines(count.out);
  int unique = 0;
  for (std::string l; std::getline(lines, l);) unique += l.rfind("unique 1 3x3k:", 0) == 0;
  EXPECT_EQ(unique, 3) << count.out;
  EXPECT_EQ(cli("generate --type killer --box 2x3 --count 1 --seed 3").exit, 0);
}

// --difficulty takes grade's levels for killer (deduce's, as `gridsat grade` names them): a 6x6
// puzzle at trivial and at basic, unique on both backends and graded at the level asked (about
// a CPU second each); a 9x9 is refused, naming the level and the size and what makes one.
// Before by_grade and add_back, every killer --difficulty was refused.
TEST(Killer, GenerateAtADifficulty) {
  for (const std::string level : {"trivial", "basic"}) {
    test::Run gen = cli("generate --type killer --box 2x3 --seed 1 --difficulty " + level);
    ASSERT_EQ(gen.exit, 0) << level << ": " << gen.err;
    test::Run count = cli("count --backend both --format line", gen.out);
    EXPECT_EQ(count.out.rfind("unique 1 2x3k:", 0), 0u) << gen.out << count.out << count.err;
    test::Run grade = cli("grade", gen.out);
    EXPECT_EQ(grade.out.rfind(level + " (rank", 0), 0u) << gen.out << grade.out << grade.err;
  }
}

// A 9x9 killer at a level has no givens, as sgt-solo's: sgt's layout of dominoes merged a pair of
// cages at a time while unique, the merge at the level found by halving (FamilyGenerator::coarsen).
// Unique on both backends, graded at the level asked by `gridsat grade` (0.3 and 2.7 CPU s in
// Release). Before coarsen, a 9x9 killer with --difficulty was refused (past 36 cells); with
// --givens it still is.
TEST(Killer, Generate9x9AtADifficultyWithoutGivens) {
  for (const std::string level : {"trivial", "basic"}) {
    test::Run gen = cli("generate --type killer --seed 1 --difficulty " + level);
    ASSERT_EQ(gen.exit, 0) << level << ": " << gen.err;
    EXPECT_EQ(gen.out.rfind("3x3k:zzzc,", 0), 0u) << gen.out;  // 81 blanks: no givens
    test::Run count = cli("count --backend both --format line", gen.out);
    EXPECT_EQ(count.out.rfind("unique 1 3x3k:", 0), 0u) << gen.out << count.out << count.err;
    test::Run grade = cli("grade", gen.out);
    EXPECT_EQ(grade.out.rfind(level + " (rank", 0), 0u) << gen.out << grade.out << grade.err;
  }
  test::Run given = cli("generate --type killer --difficulty basic --givens 30");
  EXPECT_EQ(given.exit, 2);
  EXPECT_NE(given.err.find("--difficulty basic: a killer 9x9"), std::string::npos) << given.err;
  EXPECT_NE(given.err.find("--difficulty basic without --givens"), std::string::npos) << given.err;  // what works
}

// Streaming (Family::reader.cut): random texts of killer lines read segment by segment, in pieces of
// 1 to 97 bytes, give the records of the whole text.
TEST(Killer, StreamedTextsReadAsAWhole) {
  const std::vector<std::string> pool = {"2x2k:p,_a___a_ab__a_aaa,3_4a7a9_6d6_5c",
                                         "2x2k:p,_a___a_ab__a_aaa,3_40a7a9_6d6_5c",
                                         "aabc",
                                         "debc",
                                         "deff",
                                         "ghhf",
                                         "a=3 b=4 c=6 d=5 e=5 f=8 g=4 h=5",
                                         "12..",
                                         "",
                                         "",
                                         "# c",
                                         "x=3"};
  auto print = [](const Record& r) {
    return std::to_string(r.line) + " " + (r.puzzle ? r.puzzle->line(r.puzzle->givens()) : r.error);
  };
  ReadOptions opt;
  opt.type = "killer";
  Rng rng(5);
  for (int round = 0; round < 300; ++round) {
    std::string text;
    for (int k = 1 + rng.below(30); k > 0; --k)
      text += pool[static_cast<size_t>(rng.below(static_cast<int>(pool.size())))] + "\n";
    std::vector<std::string> whole, streamed;
    for (const Record& r : read_puzzles(text, "src", opt)) whole.push_back(print(r));
    size_t at = 0;
    Rng cut(static_cast<uint64_t>(round));
    PuzzleSource src(
        [&](char* buf, size_t cap) {
          const size_t n = std::min({static_cast<size_t>(1 + cut.below(97)), cap, text.size() - at});
          std::copy_n(text.data() + at, n, buf);
          at += n;
          return n;
        },
        "src", opt, false, 64);
    while (auto r = src.next()) streamed.push_back(print(*r));
    ASSERT_EQ(streamed, whole) << "round " << round << "\n" << text;
  }
}

// explain on one of sgt's killer Sudokus: each cage is one clue group that cannot go alone
// (killer's removable clues are its givens), each house one group ("row 3": every value once); the
// steps solve it and name a cage alone and the houses' singles and eliminations.
TEST(Killer, ExplainGroupsItsCagesAndNamesTheirRules) {
  std::set<std::string> rules;
  int puzzles = 0;
  for (const std::string& line : lines_of(source("tests/levels/killer.txt"))) {
    if (line.empty() || line[0] == '#' || puzzles == 6) continue;
    auto p = parse_one(line.substr(line.find(' ') + 1));
    ASSERT_TRUE(p) << line;
    const Killer& k = as_killer(*p);
    EncodeOptions eo;
    eo.groups = true;
    eo.simplify = Simplify::none;
    std::map<std::string, int> kinds;
    for (const RuleGroup& g : p->encode(eo).groups) {
      ++kinds[g.kind];
      EXPECT_EQ(g.clue, g.kind == "cage");
      if (g.clue) { EXPECT_EQ(g.clue_index, -1); }
    }
    EXPECT_EQ(kinds["cage"], static_cast<int>(k.cages().size()));
    for (const char* h : {"row", "column", "box"}) EXPECT_EQ(kinds[h], k.n()) << h;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run([&](const deduce::Step& s, const deduce::Position&) {
      rules.insert(s.rule);
      return true;
    });
    EXPECT_EQ(path.end, deduce::End::solved) << line;
    ++puzzles;
  }
  EXPECT_EQ(puzzles, 6);
  for (const char* r : {"cage_combination", "single", "elimination"}) EXPECT_TRUE(rules.count(r)) << r;
}

// A 9x9 killer from sgt-solo (`--generate 1 3x3kdt`, no givens; unique by sgt's construction) is
// explained to its one solution within a budget of solver calls, each step agreeing with it.
// With a group per house and value the steps made 84 steps (5 cells placed) in 94 CPU s, their
// pairs of groups some 120000 calls a round; with a house one group they take about 5000.
TEST(Killer, ExplainsAnSgt9x9WithinACallBudget) {
  const std::string id =
      "3x3k:zzzc,_a_a_b__a__a__a______a_____a__aa____aa__ab_____c____b_aa____a____aa__ba_aa____aa___a_baa_aaa__ba___a,"
      "12_8a9_6a8_22c15a12b11a10b13_12a4a8_11_15_7a14b13d3a7_16b10_11a12_7b8b12c6a13a9a15_9_15_15_12_15j";
  auto p = parse_one(id);
  ASSERT_TRUE(p);
  SolveOptions so;
  so.limit = 2;
  std::vector<Grid> sols;
  solve_with_cadical(*p, so, [&](const Grid& g) {
    sols.push_back(g);
    return true;
  });
  ASSERT_EQ(sols.size(), 1u);
  deduce::Options opt;
  opt.max_calls = 20000;
  deduce::Deducer d(*p, opt);
  std::set<std::string> rules;
  const deduce::Path path = d.run([&](const deduce::Step& s, const deduce::Position&) {
    for (const deduce::Fact& f : s.decided)
      EXPECT_EQ(sols[0].cells[static_cast<size_t>(f.cell)] == f.value, f.holds) << s.text;
    rules.insert(s.rule);
    return true;
  });
  EXPECT_EQ(path.end, deduce::End::solved);
  EXPECT_EQ(path.grid.cells, sols[0].cells);
  EXPECT_FALSE(p->check(path.grid).has_value());
  EXPECT_GE(rules.size(), 3u);
}

// The independent checker rejects a cage that repeats a value or misses its total, naming it
// (a valid 4x4 Sudoku, its cages drawn by hand).
TEST(Killer, CheckerNamesTheCageThatBreaks) {
  Grid s(4, 4);
  s.cells = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  const Grid none(4, 4);
  EXPECT_EQ(check::killer(none, 2, 2, {{{0, 1}, 3}}, s), std::nullopt);
  EXPECT_EQ(check::killer(none, 2, 2, {{{0, 6}, 2}}, s),
            "the cage of row 1 column 1 holds 1 twice (again at row 2 column 3)");
  EXPECT_EQ(check::killer(none, 2, 2, {{{0, 1}, 4}}, s), "the cage of row 1 column 1 totals 3, not 4");
}

}  // namespace test_killer
