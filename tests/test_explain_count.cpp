// count --explain (src/uniqueness/), checked against facts computed elsewhere: the native
// backend's enumeration of every solution (the backbone is their intersection, a repair
// leaves one of them), and both backends' counts of the puzzles the explanation proposes
// (with the repair's givens, without a redundant given, with only the clashing givens).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "api/gridsat.hpp"
#include "helpers.hpp"
#include "registry/registry.hpp"
#include "solve/verdict.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat::test {
namespace test_explain_count {
namespace {

SolveOptions count_to(int64_t limit) {
  SolveOptions o;
  o.limit = limit;
  return o;
}

std::unique_ptr<Puzzle> read_as(const std::string& text, const std::string& type) {
  ReadOptions o;
  o.type = type;
  return parse_one(text, o);
}

// Every solution by the native backend, each passed by the checker.
std::vector<Grid> native_solutions(const Puzzle& p) {
  std::vector<Grid> out;
  const Grid& g = p.givens();
  p.search_native(
      0, kNoDeadline,
      [&](const std::vector<int>& values) {
        Grid s(g.rows, g.cols);
        s.cells = values;
        EXPECT_FALSE(p.check(s).has_value());
        out.push_back(std::move(s));
        return true;
      },
      NativeOptions{});
  return out;
}

// The puzzle of p's family and shape with other givens.
std::unique_ptr<Puzzle> with_givens(const Puzzle& p, const Grid& givens) {
  if (auto q = p.with_givens(givens, "")) return q;
  const Family* f = find_family(p.family());
  ReadOptions o;
  if (p.family() == "sudoku" && givens.rows == 6) o.box = std::pair{2, 3};
  return f->generate.make(givens, {}, o, "");
}

// Both backends' verdict on q, which must agree.
Verdict both_verdict(const Puzzle& q) {
  const Answer sat = solve(q, Backend::sat, count_to(2)), native = solve(q, Backend::native, count_to(2));
  EXPECT_EQ(verdict_of(sat, 2), verdict_of(native, 2)) << q.describe();
  return verdict_of(sat, 2);
}

// The backbone equals the intersection of the native enumeration; the repair leaves exactly
// one of its solutions, and (for families with cell givens) both backends count the
// repaired puzzle unique.
void expect_explained_multiple(const Puzzle& p, bool remake) {
  const Explanation ex = explain_count(p, Backend::sat, count_to(2));
  ASSERT_TRUE(ex.answer.internal_error.empty()) << ex.answer.internal_error;
  ASSERT_EQ(verdict_of(ex.answer, 2), Verdict::multiple);
  const std::vector<Grid> all = native_solutions(p);
  ASSERT_GE(all.size(), 2u);
  std::vector<std::set<int>> values(all[0].cells.size());
  for (const Grid& g : all)
    for (size_t c = 0; c < g.cells.size(); ++c) values[c].insert(g.cells[c]);
  ASSERT_TRUE(ex.backbone);
  EXPECT_EQ(ex.fixed.size() + ex.open.size(), values.size());
  for (const CellValue& f : ex.fixed) EXPECT_EQ(values[f.cell], std::set<int>{f.value}) << "fixed cell " << f.cell;
  for (const CellValues& o : ex.open)
    EXPECT_EQ(values[o.cell], std::set<int>(o.values.begin(), o.values.end())) << "open cell " << o.cell;
  // --no-repair: the same backbone by its one call per cell, and nothing else.
  ExplainOptions backbone_only;
  backbone_only.repair = false;
  const Explanation b = explain_count(p, Backend::sat, count_to(2), backbone_only);
  ASSERT_TRUE(b.backbone);
  EXPECT_EQ(b.fixed.size() + b.open.size(), values.size());
  for (const CellValue& f : b.fixed) EXPECT_EQ(values[f.cell], std::set<int>{f.value}) << "fixed cell " << f.cell;
  for (const CellValues& o : b.open)
    EXPECT_EQ(values[o.cell], std::set<int>(o.values.begin(), o.values.end())) << "open cell " << o.cell;
  EXPECT_FALSE(b.repaired || b.change_done);
  ASSERT_TRUE(ex.repaired);
  ASSERT_FALSE(ex.repair.empty());
  int left = 0;
  for (const Grid& g : all) {
    bool agrees = true;
    for (const CellValue& cv : ex.repair) agrees = agrees && g.cells[cv.cell] == cv.value;
    if (agrees) {
      ++left;
      EXPECT_EQ(g, ex.repaired_solution);
    }
  }
  EXPECT_EQ(left, 1) << p.describe();
  if (ex.repair.size() == 1) {
    EXPECT_TRUE(ex.repair_proved_smallest);
  }
  if (!remake) return;
  Grid givens = p.givens();
  for (const CellValue& cv : ex.repair) givens.cells[cv.cell] = cv.value;
  EXPECT_EQ(both_verdict(*with_givens(p, givens)), Verdict::unique);
  // The alternative repair: the changed given, counted again by both backends.
  ASSERT_TRUE(ex.change_done);
  ASSERT_LE(ex.change.size(), 1u);
  for (const GivenChange& c : ex.change) {
    Grid changed = p.givens();
    EXPECT_EQ(changed.cells[c.cell], c.old_value);
    EXPECT_NE(c.old_value, c.new_value);
    changed.cells[c.cell] = c.new_value;
    const auto q = with_givens(p, changed);
    EXPECT_EQ(both_verdict(*q), Verdict::unique) << q->describe();
    EXPECT_FALSE(q->check(ex.changed_solution).has_value());
  }
}

// The repair by a change is the first single change (givens in cell order, values
// ascending) that both backends count unique, and none when no single change is.
void expect_first_single_change(const Puzzle& p) {
  const Explanation ex = explain_count(p, Backend::sat, count_to(2));
  ASSERT_EQ(verdict_of(ex.answer, 2), Verdict::multiple);
  ASSERT_TRUE(ex.change_done);
  std::optional<GivenChange> first;
  const Grid& g = p.givens();
  const int side = g.rows;
  for (size_t c = 0; c < g.cells.size() && !first; ++c) {
    if (!g.cells[c]) continue;
    for (int w = 1; w <= side && !first; ++w) {
      if (w == g.cells[c]) continue;
      Grid changed = g;
      changed.cells[c] = w;
      std::unique_ptr<Puzzle> q;
      try {
        q = with_givens(p, changed);
      } catch (const std::exception&) {  // the value clashes with a given of its row, column or box
        continue;
      }
      if (both_verdict(*q) == Verdict::unique) first = GivenChange{static_cast<int>(c), g.cells[c], w};
    }
  }
  ASSERT_EQ(ex.change.size(), first ? 1u : 0u) << p.describe();
  if (first) {
    EXPECT_EQ(ex.change[0].cell, first->cell);
    EXPECT_EQ(ex.change[0].old_value, first->old_value);
    EXPECT_EQ(ex.change[0].new_value, first->new_value);
  }
}

TEST(ExplainCount, RepairChangeIsTheFirstSingleChange) {
  // No single change: one given in a 4x4 leaves many solutions whatever its value.
  expect_first_single_change(*read_as("1...\n....\n....\n...4\n", "sudoku"));
  const auto p = parse_one(slurp(source("instances/sudoku/solo6.txt")));
  ASSERT_TRUE(p);
  for (int k : {2, 3}) {  // every k-th given removed
    Grid g = p->givens();
    int seen = 0;
    for (int& v : g.cells)
      if (v && ++seen % k == 0) v = 0;
    const auto q = with_givens(*p, g);
    if (both_verdict(*q) == Verdict::multiple) expect_first_single_change(*q);
  }
  // A unique puzzle with one given changed so that it is ambiguous: changing it back is a
  // single change that works, so the explanation must find one (maybe another, earlier one).
  int made = 0;
  const Grid& unique = p->givens();
  for (size_t c = 0; c < unique.cells.size() && made < 2; ++c) {
    if (!unique.cells[c]) continue;
    for (int w = 1; w <= unique.rows && made < 2; ++w) {
      Grid g = unique;
      g.cells[c] = w;
      if (w == unique.cells[c]) continue;
      std::unique_ptr<Puzzle> q;
      try {
        q = with_givens(*p, g);
      } catch (const std::exception&) {  // a clash with another given
        continue;
      }
      if (both_verdict(*q) != Verdict::multiple) continue;
      expect_first_single_change(*q);
      EXPECT_EQ(explain_count(*q, Backend::sat, count_to(2)).change.size(), 1u);
      ++made;
    }
  }
  EXPECT_EQ(made, 2);
}

TEST(ExplainCount, SudokuFourBackboneAndRepair) {
  expect_explained_multiple(*read_as("1...\n....\n....\n...4\n", "sudoku"), true);
  expect_explained_multiple(*read_as("12..\n....\n....\n....\n", "sudoku"), true);
}

// The 6x6 of instances/sudoku/solo6.txt with every k-th given removed (k = 2, 3, 4).
TEST(ExplainCount, SudokuSixGivensRemoved) {
  const auto p = parse_one(slurp(source("instances/sudoku/solo6.txt")));
  ASSERT_TRUE(p);
  for (int k : {2, 3, 4}) {
    Grid g = p->givens();
    int seen = 0;
    for (int& v : g.cells)
      if (v && ++seen % k == 0) v = 0;
    const auto q = with_givens(*p, g);
    if (both_verdict(*q) == Verdict::multiple) expect_explained_multiple(*q, true);
  }
}

TEST(ExplainCount, LatinFiveBackboneAndRepair) {
  const auto p = parse_one(slurp(source("instances/latin/sample5.txt")));
  ASSERT_TRUE(p);
  expect_explained_multiple(*p, true);
  // 6048 solutions: more than a repair step samples, so greedy steps come first.
  expect_explained_multiple(*read_as("latin 5\n1 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 2 0\n0 0 0 0 0\n", "latin"),
                            true);
}

// Genres: cell values that are not givens (Light Up's bulbs, a nonogram's cells).
TEST(ExplainCount, GenresBackboneAndRepair) {
  expect_explained_multiple(*read_as("4x4:1.1/1/2/1/1/1.1/1/2", "nonogram"), false);
  expect_explained_multiple(*read_as("2x2:1/1/1/1", "nonogram"), false);
  // instances/lightup/sgt.txt with its numbers taken away (black cells stay).
  expect_explained_multiple(*read_as("7x7:bBgBeBaBaBaBcBaBaBaBeBgBb", "lightup"), false);
}

TEST(ExplainCount, RedundantGivensRemovedStayUnique) {
  const auto p = parse_one(slurp(source("instances/sudoku/solo6.txt")));
  ASSERT_TRUE(p);
  ExplainOptions eo;
  eo.redundant = true;
  const Explanation ex = explain_count(*p, Backend::sat, count_to(2), eo);
  ASSERT_EQ(verdict_of(ex.answer, 2), Verdict::unique);
  ASSERT_TRUE(ex.redundant_done && ex.givens_apply);
  std::set<int> redundant;
  for (const RedundantGiven& r : ex.redundant) redundant.insert(r.cell);
  const Grid& givens = p->givens();
  for (size_t c = 0; c < givens.cells.size(); ++c) {
    if (!givens.cells[c]) continue;
    Grid g = givens;
    g.cells[c] = 0;
    EXPECT_EQ(both_verdict(*with_givens(*p, g)),
              redundant.count(static_cast<int>(c)) ? Verdict::unique : Verdict::multiple)
        << "given " << c;
  }
  ASSERT_FALSE(ex.removable_together.empty());
  Grid minimal = givens;
  for (const CellValue& cv : ex.removable_together) {
    EXPECT_TRUE(redundant.count(cv.cell));
    minimal.cells[cv.cell] = 0;
  }
  EXPECT_EQ(both_verdict(*with_givens(*p, minimal)), Verdict::unique);
  // Maximal: no other given of the minimal puzzle can go.
  for (size_t c = 0; c < minimal.cells.size(); ++c) {
    if (!minimal.cells[c]) continue;
    Grid g = minimal;
    g.cells[c] = 0;
    EXPECT_EQ(both_verdict(*with_givens(*p, g)), Verdict::multiple) << "given " << c;
  }
}

// Clashes: the givens of the set alone have no solution, every proper subset has one.
void expect_clash(const std::string& text, const std::string& type) {
  const auto p = read_as(text, type);
  ASSERT_TRUE(p);
  const Explanation ex = explain_count(*p, Backend::sat, count_to(2));
  ASSERT_EQ(verdict_of(ex.answer, 2), Verdict::none);
  ASSERT_TRUE(ex.clash_done);
  ASSERT_FALSE(ex.clash.empty());
  ASSERT_LE(ex.clash.size(), 8u);
  const size_t n = ex.clash.size();
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    Grid g(p->givens().rows, p->givens().cols);
    for (size_t i = 0; i < n; ++i)
      if (mask >> i & 1) g.cells[ex.clash[i].cell] = ex.clash[i].value;
    EXPECT_EQ(both_verdict(*with_givens(*p, g)) == Verdict::none, mask + 1 == (1u << n)) << "subset " << mask;
  }
}

TEST(ExplainCount, ClashMinimal) {
  expect_clash("latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n", "latin");
  // A 4x4 Sudoku whose top-left box has no place for a 1 (r2c3 and r3c1 rule out all but r1c2,
  // which holds a 2), beside a given that plays no part.
  expect_clash(".2..\n..1.\n1...\n...3\n", "sudoku");
  // Every 3x3 magic square has 5 in the centre.
  expect_clash("magic 3\n0 0 0\n0 1 0\n0 0 0\n", "magic");
}

// Genres whose clues are not cell givens: redundant and clash through their clue groups
// (below: RedundantCluesRemovedStayUnique, ClashingCluesMinimal).
TEST(ExplainCount, GenresRedundantThroughClueGroups) {
  ExplainOptions eo;
  eo.redundant = true;
  const auto p = parse_one(slurp(source("instances/lightup/sgt.txt")), [] {
    ReadOptions o;
    o.type = "lightup";
    return o;
  }());
  ASSERT_TRUE(p);
  const Explanation ex = explain_count(*p, Backend::sat, count_to(2), eo);
  EXPECT_EQ(verdict_of(ex.answer, 2), Verdict::unique);
  EXPECT_FALSE(ex.givens_apply);
  EXPECT_TRUE(ex.clues_apply);
  EXPECT_TRUE(ex.redundant_done);
  EXPECT_EQ(ex.scope, "");
}

// The JSON fields' shape (1-based rows and columns, the input's symbols).
TEST(ExplainCount, JsonFields) {
  test::Run r = cli("count --explain --format json --type sudoku", "1...\n....\n....\n...4\n");
  ASSERT_EQ(r.exit, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "multiple");
  EXPECT_EQ(j["fixed"], nlohmann::json::parse("[[1,1,1],[4,4,4]]"));
  ASSERT_TRUE(j["open"].is_array());
  EXPECT_EQ(j["open"].size(), 14u);
  EXPECT_EQ(j["open"][0][0], 1);
  EXPECT_EQ(j["open"][0][1], 2);
  EXPECT_TRUE(j["open"][0][2].is_array());
  ASSERT_TRUE(j["repair"].is_array());
  for (const auto& e : j["repair"]) EXPECT_EQ(e.size(), 3u);
  EXPECT_TRUE(j["repair_proved_smallest"].is_boolean());
  EXPECT_FALSE(j.contains("clash"));
  // --no-repair (the workbench's first answer): the same map, no repair, the scope says why.
  test::Run quick = cli("count --explain --no-repair --format json --type sudoku", "1...\n....\n....\n...4\n");
  ASSERT_EQ(quick.exit, 0) << quick.err;
  const auto q = nlohmann::json::parse(quick.out);
  EXPECT_EQ(q["fixed"], j["fixed"]);
  EXPECT_EQ(q["open"], j["open"]);
  EXPECT_FALSE(q.contains("repair") || q.contains("repair_change"));
  EXPECT_NE(q["explain_scope"].get<std::string>().find("--no-repair"), std::string::npos);

  r = cli("count --explain --redundant --format json", slurp(source("instances/sudoku/solo6.txt")));
  ASSERT_EQ(r.exit, 0) << r.err;
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "unique");
  ASSERT_TRUE(j["redundant"].is_array());
  EXPECT_EQ(j["redundant"].size(), j["redundant_cost"].size());
  for (const auto& e : j["redundant"]) EXPECT_EQ(e.size(), 2u);
  EXPECT_TRUE(j["removable_together"].is_array());

  r = cli("count --explain --format json --type latin", "latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n");
  EXPECT_EQ(r.exit, 1) << r.err;
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "none");
  EXPECT_EQ(j["clash"], nlohmann::json::parse("[[1,1],[1,2],[2,3],[3,3]]"));

  // The picture: open cells tinted, the repair in its colour; the clash outlined.
  r = cli("count --explain --format svg --type sudoku", "1...\n....\n....\n...4\n");
  ASSERT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("class=\"tint\""), std::string::npos);
  EXPECT_NE(r.out.find("class=\"r\""), std::string::npos);
  r = cli("count --explain --format svg --type latin", "latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n");
  EXPECT_EQ(r.exit, 1) << r.err;
  size_t outlined = 0;
  for (size_t at = r.out.find("class=\"clash\""); at != std::string::npos; at = r.out.find("class=\"clash\"", at + 1))
    ++outlined;
  EXPECT_EQ(outlined, 4u);

  r = cli("count --explain --limit 1 --type sudoku", "1...\n....\n....\n...4\n");
  EXPECT_EQ(r.exit, 2);
  r = cli("count --redundant --type sudoku", "1...\n....\n....\n...4\n");
  EXPECT_EQ(r.exit, 2);
  r = cli("count --no-repair --type sudoku", "1...\n....\n....\n...4\n");
  EXPECT_EQ(r.exit, 2);
}

}  // namespace
}  // namespace test_explain_count
}  // namespace gridsat::test

namespace gridsat::test {
namespace test_explain_count {
namespace {

// The partition cubes (--count-split partition), the split proof (split), clause sharing
// (share), the race and auto (the default) count what one thread counts: every solution once (complete counts of Latin squares and ambiguous Sudoku),
// and the verdicts to 2.
TEST(PartitionCubes, CountsAsOneThread) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"latin 5\n1 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 2 0\n0 0 0 0 0\n", "latin"},  // 6048 solutions
      {"1...\n....\n....\n...4\n", "sudoku"},
      {"latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n", "latin"},  // none
      {"4x4:1.1/1/2/1/1/1.1/1/2", "nonogram"},
  };
  int partitioned = 0;
  for (const auto& [text, type] : cases) {
    ReadOptions ro;
    ro.type = type;
    const auto p = parse_one(text, ro);
    ASSERT_TRUE(p) << text;
    for (int64_t limit : {0, 2}) {
      SolveOptions one;
      one.limit = limit;
      const Answer base = solve(*p, Backend::sat, one);
      for (int threads : {2, 3})
        for (CountSplit split :
             {CountSplit::partition, CountSplit::split, CountSplit::share, CountSplit::race, CountSplit::automatic}) {
          if (split != CountSplit::partition && threads == 3) continue;  // (CI time: 2 threads suffice)
          // The mode each scheme reports: these families count with CaDiCaL's default
          // configuration, so auto is the race (below: a 16x16 Sudoku, share), and the race's
          // cubes alone count all.
          std::string mode(to_string(split));
          if (split == CountSplit::automatic) mode = "race";
          if ((split == CountSplit::race || split == CountSplit::automatic) && limit == 0) mode = "cubes";
          SolveOptions o = one;
          o.threads = threads;
          o.count_split = split;
          const Answer a = solve(*p, Backend::sat, o);
          const std::string what = text + " limit " + std::to_string(limit) + " threads " + std::to_string(threads) +
                                   " " + std::string(to_string(split));
          EXPECT_TRUE(a.internal_error.empty()) << a.internal_error;
          EXPECT_EQ(a.count, base.count) << what;
          EXPECT_EQ(a.complete, base.complete) << what;
          // (A formula decided before any search, the clashing square, runs no thread.)
          if (!a.stats.parallel.mode.empty()) {
            EXPECT_EQ(a.stats.parallel.mode, mode) << what;
          }
          partitioned += a.stats.parallel.mode == mode;
        }
    }
  }
  EXPECT_GE(partitioned, 30) << partitioned;

  // auto on a Sudoku of side 16 (CaDiCaL's sat configuration): clause sharing for bounded
  // counts, the cubes for counts of all. Two givens leave many solutions (a limit over 2: a
  // count to 2 of so sparse a grid is answered by construction, with no thread).
  std::string text = "1" + std::string(15, '.') + "\n";
  for (int r = 0; r < 14; ++r) text += std::string(16, '.') + "\n";
  text += std::string(15, '.') + "2\n";
  ReadOptions ro;
  ro.type = "sudoku";
  const auto p = parse_one(text, ro);
  ASSERT_TRUE(p);
  for (int64_t limit : {3, 50}) {
    SolveOptions o;
    o.limit = limit;
    o.threads = 2;
    const Answer a = solve(*p, Backend::sat, o);
    EXPECT_EQ(a.count, limit);
    EXPECT_FALSE(a.complete);
    EXPECT_EQ(a.stats.parallel.mode, "share") << limit;
  }
}

}  // namespace
}  // namespace test_explain_count
}  // namespace gridsat::test

namespace gridsat::test {
namespace test_explain_count {
namespace {

// The library's explain_count: the CLI's answer in the facade's form.
TEST(ExplainCount, Api) {
  namespace gs = gridsat::api;
  const gs::Puzzle p = gs::read_one("1...\n....\n....\n...4\n", [] {
    gs::Options o;
    o.type = "sudoku";
    return o;
  }());
  const gs::Explanation e = gs::explain_count(p);
  EXPECT_EQ(e.result.verdict, "multiple");
  ASSERT_TRUE(e.backbone && e.repaired);
  EXPECT_EQ(e.fixed.size(), 2u);
  EXPECT_EQ(e.fixed[1].row, 4);
  EXPECT_EQ(e.fixed[1].column, 4);
  EXPECT_EQ(e.fixed[1].value, 4);
  EXPECT_EQ(e.open.size(), 14u);
  const gs::Explanation none = gs::explain_count(gs::read_one("latin 4\n1 2 0 0\n0 0 3 0\n0 0 4 0\n0 0 0 0\n"), 2);
  EXPECT_EQ(none.result.verdict, "none");
  ASSERT_TRUE(none.clash_done);
  EXPECT_EQ(none.clash.size(), 4u);
  EXPECT_THROW(gs::explain_count(p, 1), gs::Error);
}

}  // namespace
}  // namespace test_explain_count
}  // namespace gridsat::test

namespace gridsat::test {
namespace test_explain_count {
namespace {

// Clues that are not cell values (clue groups), on Light Up: its numbers are the clues, its
// black cells the structure. Rows as the typed form reads them ('.' white, 'X' black, '0'-'4').
using Rows = std::vector<std::string>;

Rows lightup_rows(const std::string& sgt_id) {  // an sgt game ID's cells, row by row
  const int cols = std::stoi(sgt_id.substr(0, sgt_id.find('x')));
  std::string cells;
  for (char ch : sgt_id.substr(sgt_id.find(':') + 1))
    cells += ch >= 'a' && ch <= 'z' ? std::string(static_cast<size_t>(ch - 'a' + 1), '.')
                                    : std::string(1, ch == 'B' ? 'X' : ch);
  Rows rows;
  for (size_t at = 0; at < cells.size(); at += static_cast<size_t>(cols)) rows.push_back(cells.substr(at, cols));
  return rows;
}

std::unique_ptr<Puzzle> lightup_of(const Rows& rows) {
  std::string text = "lightup\n";
  for (const std::string& r : rows) text += r + "\n";
  return read_as(text, "lightup");
}

std::vector<int> numbers_of(const Rows& rows) {  // the numbered cells, row-major
  std::vector<int> out;
  const int cols = static_cast<int>(rows[0].size());
  for (size_t r = 0; r < rows.size(); ++r)
    for (int c = 0; c < cols; ++c)
      if (std::isdigit(static_cast<unsigned char>(rows[r][static_cast<size_t>(c)])))
        out.push_back(static_cast<int>(r) * cols + c);
  return out;
}

Rows without_numbers(Rows rows, const std::vector<int>& cells) {  // those numbers made plain black
  const int cols = static_cast<int>(rows[0].size());
  for (int cell : cells) rows[static_cast<size_t>(cell / cols)][static_cast<size_t>(cell % cols)] = 'X';
  return rows;
}

int clue_cell(const Clue& c) {  // a number's one cell
  EXPECT_EQ(c.kind, "number");
  EXPECT_EQ(c.cells.size(), 1u);
  return c.cells.at(0);
}

// Each number reported redundant can go (both backends: one solution), each other one
// cannot; the numbers removable together can, and then no other one can. Returns the redundant.
std::set<int> expect_redundant_clues(const Rows& rows) {
  const auto p = lightup_of(rows);
  ExplainOptions eo;
  eo.redundant = true;
  const Explanation ex = explain_count(*p, Backend::sat, count_to(2), eo);
  EXPECT_EQ(verdict_of(ex.answer, 2), Verdict::unique);
  EXPECT_TRUE(ex.redundant_done && ex.clues_apply && !ex.givens_apply);
  EXPECT_TRUE(ex.redundant.empty() && ex.removable_together.empty());
  std::set<int> redundant;
  for (const RedundantClue& r : ex.redundant_clues) redundant.insert(clue_cell(r.clue));
  for (int cell : numbers_of(rows))
    EXPECT_EQ(both_verdict(*lightup_of(without_numbers(rows, {cell}))),
              redundant.count(cell) ? Verdict::unique : Verdict::multiple)
        << "number at " << cell;
  std::vector<int> together;
  for (const Clue& c : ex.removable_clues_together) {
    together.push_back(clue_cell(c));
    EXPECT_TRUE(redundant.count(together.back()));
  }
  EXPECT_EQ(together.empty(), redundant.empty());
  const Rows minimal = without_numbers(rows, together);
  EXPECT_EQ(both_verdict(*lightup_of(minimal)), Verdict::unique);
  for (int cell : numbers_of(minimal))
    EXPECT_EQ(both_verdict(*lightup_of(without_numbers(minimal, {cell}))), Verdict::multiple) << "number at " << cell;
  return redundant;
}

TEST(ExplainCount, RedundantCluesRemovedStayUnique) {
  // instances/lightup/sgt.txt, and r3c5's black cell numbered by its solution (one bulb
  // beside it, r3c6): unique still, and that number can go.
  const Rows sgt = lightup_rows("7x7:b1g1e2aBa2aBcBa1a2a0e1g1b");
  Rows added = sgt;
  ASSERT_EQ(added[2][4], 'X');
  added[2][4] = '1';
  EXPECT_TRUE(expect_redundant_clues(added).count(2 * 7 + 4));
  expect_redundant_clues(sgt);
  // A fresh sgt puzzle (sgt-lightup --generate 3 7x7, the first) with every plain black cell numbered
  // by the bulbs beside it in its solution.
  Rows all = lightup_rows("7x7:a0b2dBcBBd0d1d0dB1cBdBb3a");
  const Answer a = solve(*lightup_of(all), Backend::native, count_to(2));
  ASSERT_EQ(a.count, 1);
  const Grid& s = a.solutions.at(0);
  int numbered = 0;
  for (int r = 0; r < 7; ++r)
    for (int c = 0; c < 7; ++c) {
      if (all[static_cast<size_t>(r)][static_cast<size_t>(c)] != 'X') continue;
      int bulbs = 0;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
        if (r + dr >= 0 && r + dr < 7 && c + dc >= 0 && c + dc < 7) bulbs += s.at(r + dr, c + dc) == 2;
      all[static_cast<size_t>(r)][static_cast<size_t>(c)] = static_cast<char>('0' + bulbs);
      ++numbered;
    }
  ASSERT_GE(numbered, 4);
  EXPECT_GE(expect_redundant_clues(all).size(), 4u);
}

// The clashing numbers alone (every other number made plain black) have no solution, every
// proper subset has one (both backends).
void expect_clashing_clues(const std::string& sgt_id) {
  const Rows rows = lightup_rows(sgt_id);
  const Explanation ex = explain_count(*lightup_of(rows), Backend::sat, count_to(2));
  ASSERT_EQ(verdict_of(ex.answer, 2), Verdict::none) << sgt_id;
  ASSERT_TRUE(ex.clash_done && ex.clues_apply);
  EXPECT_TRUE(ex.clash.empty());
  ASSERT_FALSE(ex.clashing_clues.empty());
  ASSERT_LE(ex.clashing_clues.size(), 8u);
  const size_t n = ex.clashing_clues.size();
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    std::vector<int> drop = numbers_of(rows);
    for (size_t i = 0; i < n; ++i)
      if (mask >> i & 1) std::erase(drop, clue_cell(ex.clashing_clues[i]));
    EXPECT_EQ(both_verdict(*lightup_of(without_numbers(rows, drop))) == Verdict::none, mask + 1 == (1u << n))
        << sgt_id << " subset " << mask;
  }
}

TEST(ExplainCount, ClashingCluesMinimal) {
  // sgt's puzzles with one number edited: instances/lightup/sgt.txt's r5c5 0 -> 4, its r1c3
  // 1 -> 2; a fresh one's (sgt-lightup --generate 3 7x7, the first) r7c6 3 -> 0.
  expect_clashing_clues("7x7:b1g1e2aBa2aBcBa1a2a4e1g1b");
  expect_clashing_clues("7x7:b2g1e2aBa2aBcBa1a2a0e1g1b");
  expect_clashing_clues("7x7:a0b2dBcBBd0d1d0dB1cBdBb0a");
}

// The CLI's forms for clue groups: JSON lists of {kind, label, cells}, text lines, the picture.
TEST(ExplainCount, JsonFieldsForClues) {
  test::Run r = cli("count --explain --redundant --format json --type lightup", "7x7:b1g1e2a1a2aBcBa1a2a0e1g1b\n");
  ASSERT_EQ(r.exit, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "unique");
  EXPECT_FALSE(j.contains("redundant") || j.contains("removable_together") || j.contains("explain_scope"));
  ASSERT_TRUE(j["redundant_clues"].is_array());
  EXPECT_EQ(j["redundant_clues"].size(), j["redundant_clues_cost"].size());
  const auto added = nlohmann::json::parse(R"({"kind": "number", "label": "1 at r3c5", "cells": [[3, 5]]})");
  EXPECT_NE(std::find(j["redundant_clues"].begin(), j["redundant_clues"].end(), added), j["redundant_clues"].end());
  EXPECT_TRUE(j["removable_clues_together"].is_array());
  r = cli("count --explain --redundant --type lightup", "7x7:b1g1e2a1a2aBcBa1a2a0e1g1b\n");
  EXPECT_NE(r.out.find("\n  number 1 at r3c5 ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("clues removable together: "), std::string::npos) << r.out;

  r = cli("count --explain --format json --type lightup", "7x7:b1g1e2aBa2aBcBa1a2a4e1g1b\n");
  EXPECT_EQ(r.exit, 1) << r.err;
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "none");
  EXPECT_FALSE(j.contains("clash"));
  ASSERT_TRUE(j["clashing_clues"].is_array());
  ASSERT_FALSE(j["clashing_clues"].empty());
  const size_t clashing = j["clashing_clues"].size();
  for (const auto& c : j["clashing_clues"]) EXPECT_EQ(c["kind"], "number");
  r = cli("count --explain --type lightup", "7x7:b1g1e2aBa2aBcBa1a2a4e1g1b\n");
  EXPECT_NE(
      r.out.find("clashing clues (" + std::to_string(clashing) + ", every proper subset has a solution): number "),
      std::string::npos)
      << r.out;
  r = cli("count --explain --format svg --type lightup", "7x7:b1g1e2aBa2aBcBa1a2a4e1g1b\n");
  size_t outlined = 0;
  for (size_t at = r.out.find("class=\"clash\""); at != std::string::npos; at = r.out.find("class=\"clash\"", at + 1))
    ++outlined;
  EXPECT_EQ(outlined, clashing);
}

// A 4x4 Sudoku one given away from unique (r1c3 3 where its unique neighbour has 2): the
// change repair names it in text, JSON and the SVG's outline, and the puzzle with that change
// made counts unique; with one given too many, each given --redundant names is one whose removal
// leaves the puzzle unique (counted afresh).
TEST(ExplainCount, TheChangeRepairAndRedundantGivensHoldWhenApplied) {
  const std::string off = "1.3.\n....\n.4..\n...3\n";
  test::Run r = cli("count --explain --type sudoku", off);
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_NE(r.out.find("repair by a change: r1c3 3 -> 2 (one given changed: the smallest change)"), std::string::npos)
      << r.out;
  r = cli("count --explain --type sudoku --format json", off);
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["repair_change"], nlohmann::json::parse("[[1,3,3,2]]")) << r.out;
  r = cli("count --explain --type sudoku --format svg", off);
  size_t outlined = 0;
  for (size_t at = r.out.find("class=\"clash\""); at != std::string::npos; at = r.out.find("class=\"clash\"", at + 1))
    ++outlined;
  EXPECT_EQ(outlined, 1u) << r.out;
  r = cli("count --backend both --type sudoku --format line", "1.2.\n....\n.4..\n...3\n");
  EXPECT_EQ(r.out.rfind("unique", 0), 0u) << r.out << r.err;

  const std::string extra = "1.3.\n4...\n.4..\n...2\n";
  r = cli("count --explain --redundant --type sudoku", extra);
  EXPECT_EQ(r.exit, 0) << r.err;
  const size_t head = r.out.find("redundant givens (each alone): ");
  ASSERT_NE(head, std::string::npos) << r.out;
  const int listed = std::stoi(r.out.substr(head + 31));
  EXPECT_GE(listed, 1) << r.out;
  std::istringstream lines(r.out.substr(head));
  std::string line;
  std::getline(lines, line);
  for (int k = 0; k < listed && std::getline(lines, line); ++k) {
    ASSERT_EQ(line.substr(0, 3), "  r") << line;
    const int row = line[3] - '1', col = line[5] - '1';
    std::string without = extra;
    without[static_cast<size_t>(row * 5 + col)] = '.';
    const test::Run c = cli("count --type sudoku --format line", without);
    EXPECT_EQ(c.out.rfind("unique", 0), 0u) << line << ": " << c.out;
  }
  EXPECT_NE(r.out.find("removable together: "), std::string::npos) << r.out;
}

}  // namespace
}  // namespace test_explain_count
}  // namespace gridsat::test
