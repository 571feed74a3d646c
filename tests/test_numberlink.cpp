// Numberlink against facts computed elsewhere: janko.at's and pzprjs' published answers
// (../shared/instances/genres/numlin.jsonl), a brute force over every piece grid of small
// boards through the independent checker, and puzz.link URLs coded by hand.
#include <gtest/gtest.h>

#include <array>
#include <nlohmann/json.hpp>

#include <functional>
#include <random>
#include <set>

#include "check/numberlink.hpp"
#include "deduce/deduce.hpp"
#include "helpers.hpp"
#include "shading_helpers.hpp"
#include "puzzles/numberlink/numberlink.hpp"
#include "solve/cadical_session.hpp"
#include "solve/solve.hpp"

namespace test_numberlink {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

SolveOptions opts(int64_t limit, Connectivity c = Connectivity::lazy) { return shading_opts(limit, c); }

std::unique_ptr<Puzzle> numberlink(const std::string& text, Cover cover = Cover::all) {
  ReadOptions o;
  o.type = "numberlink";
  kCoverOption.set(o.choices, cover);
  return parse_one(text, o);
}

const Numberlink& as_numberlink(const Puzzle& p) { return dynamic_cast<const Numberlink&>(p); }

// The puzzle lines of a command's output (no comments, no blank lines).
std::vector<std::string> lines_of_text(const std::string& out) {
  std::vector<std::string> lines;
  for (size_t at = 0, end; at < out.size(); at = end + 1) {
    end = out.find('\n', at);
    if (end == std::string::npos) end = out.size();
    const std::string l = out.substr(at, end - at);
    if (!l.empty() && l[0] != '#') lines.push_back(l);
  }
  return lines;
}

// Every piece grid (1..11 a cell, each cell's up and left sides agreeing with its neighbours')
// that the checker passes; `seen`, when given, sees each.
int64_t brute_force(const Numberlink& p, const std::function<void(const Grid&)>& seen = {}) {
  const int R = p.rows(), C = p.cols();
  static constexpr bool kUses[12][4] = {{},           {},           {0, 0, 1, 1}, {1, 1, 0, 0},
                                        {1, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 1, 0}, {0, 1, 0, 1},
                                        {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
  Grid g(R, C);
  int64_t count = 0;
  std::function<void(int)> place = [&](int i) {
    if (i == R * C) {
      if (check::numberlink(p.numbers(), p.cover() == Cover::all, g)) return;
      ++count;
      if (seen) seen(g);
      return;
    }
    const int r = i / C, c = i % C;
    for (int v = 1; v <= 11; ++v) {
      const bool up = r > 0 && kUses[g.at(r - 1, c)][1], left = c > 0 && kUses[g.at(r, c - 1)][3];
      if (kUses[v][0] != up || kUses[v][2] != left) continue;
      if ((r == R - 1 && kUses[v][1]) || (c == C - 1 && kUses[v][3])) continue;
      if ((v >= 8) != (p.numbers()[i] > 0)) continue;
      g.at(r, c) = v;
      place(i + 1);
    }
  };
  place(0);
  return count;
}

// Whether some path of a solution runs beside itself: two adjacent cells of one path (joined
// through its steps) with no step between them, what a "no touching" model would forbid.
bool touches_itself(const Numberlink& p, const Grid& g) {
  const int R = p.rows(), C = p.cols();
  std::vector<int> root(static_cast<size_t>(R * C));
  for (int i = 0; i < R * C; ++i) root[i] = i;
  const std::function<int(int)> find = [&](int x) { return root[x] == x ? x : root[x] = find(root[x]); };
  const auto edges = p.path_edges(g);
  std::set<std::pair<int, int>> joined;
  for (const auto& e : edges) {
    const int a = e[0] * C + e[1], b = e[2] * C + e[3];
    root[find(a)] = find(b);
    joined.insert({std::min(a, b), std::max(a, b)});
  }
  for (int i = 0; i < R * C; ++i)
    for (int j : {i + 1, i + C}) {
      if ((j == i + 1 && (i + 1) % C == 0) || j >= R * C || g.cells[i] == 1 || g.cells[j] == 1) continue;
      if (find(i) == find(j) && !joined.count({i, j})) return true;
    }
  return false;
}

// An R x C board with `pairs` pairs of numbers on random cells.
std::vector<int> random_pairs(std::mt19937& rng, int R, int C, int pairs) {
  std::vector<int> numbers(static_cast<size_t>(R * C), 0);
  for (int k = 1; k <= pairs; ++k)
    for (int end = 0; end < 2;) {
      const int i = static_cast<int>(rng() % static_cast<unsigned>(R * C));
      if (!numbers[i]) numbers[i] = k, ++end;
    }
  return numbers;
}

// An R x C board whose snake through every cell (rows alternately left and right) is cut at
// random into `pairs` pieces of two or more cells, a pair at each piece's ends: it has an answer.
std::vector<int> snake_pairs(std::mt19937& rng, int R, int C, int pairs) {
  std::vector<int> snake;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) snake.push_back(r * C + (r % 2 == 0 ? c : C - 1 - c));
  std::vector<int> len(static_cast<size_t>(pairs), 2);  // the spare cells go to random pieces
  for (int spare = R * C - 2 * pairs; spare > 0; --spare) ++len[rng() % static_cast<unsigned>(pairs)];
  std::vector<int> numbers(static_cast<size_t>(R * C), 0);
  for (int k = 0, at = 0; k < pairs; at += len[k], ++k) numbers[snake[at]] = numbers[snake[at + len[k] - 1]] = k + 1;
  return numbers;
}

std::set<std::vector<int>> edge_set(std::vector<std::vector<int>> edges) {
  std::set<std::vector<int>> out;
  for (auto& e : edges) {
    if (std::make_pair(e[2], e[3]) < std::make_pair(e[0], e[1])) {
      std::swap(e[0], e[2]);
      std::swap(e[1], e[3]);
    }
    out.insert(e);
  }
  return out;
}

}  // namespace

// The public puzzles (janko.at's Arukone, every cell used, and pzprjs' test puzzle): the small
// ones and a stride (all with GRIDSAT_ALL_DATA=1), each unique and equal to its published
// answer; the two of janko's that leave cells empty under --cover free.
TEST(Numberlink, PublicPuzzlesUniqueAndAsPublished) {
  NEED_SHARED("instances/genres");
  const auto lines = lines_of(shared("instances/genres/numlin.jsonl"));
  ASSERT_EQ(lines.size(), 200u);
  int checked = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto j = nlohmann::json::parse(lines[i]);
    const auto answer = j["answer"].get<std::vector<std::vector<int>>>();
    const std::string url = "https://puzz.link/p?" + j["url"].get<std::string>();
    std::set<int> used;
    int cols = 0, rows = 0;
    sscanf(j["url"].get<std::string>().c_str(), "numlin/%d/%d/", &cols, &rows);
    for (const auto& e : answer) used.insert(e[0] * cols + e[1]), used.insert(e[2] * cols + e[3]);
    const bool all = static_cast<int>(used.size()) == rows * cols;
    if (!all_data() && rows * cols > 100 && !(rows * cols <= 144 && i % 8 == 0)) continue;
    auto p = numberlink(url, all ? Cover::all : Cover::free);
    ASSERT_TRUE(p) << url;
    const Answer a = solve(*p, Backend::sat, opts(2));
    ASSERT_EQ(a.count, 1) << "line " << i + 1 << " " << url << a.internal_error;
    EXPECT_EQ(edge_set(as_numberlink(*p).path_edges(a.solutions[0])), edge_set(answer)) << "line " << i + 1;
    ++checked;
  }
  EXPECT_GE(checked, 8);
}

// Counts against the brute force on small boards, a clue changed: each pair of a unique 5x4
// puzzle moved one cell at a time (where the cell is free), under both covers and both
// connectivity modes; the native search agrees.
TEST(Numberlink, CountsMatchBruteForceWithAClueChanged) {
  auto base = numberlink(slurp(source("instances/numberlink/small.txt")));
  ASSERT_TRUE(base);
  const auto& nl = as_numberlink(*base);
  int tried = 0;
  for (int cell = 0; cell < 20; ++cell) {
    if (!nl.numbers()[cell]) continue;
    for (int to : {cell - 1, cell + 1, cell - 5, cell + 5}) {
      if (to < 0 || to >= 20 || nl.numbers()[to] || (to % 5 != cell % 5 && to / 5 != cell / 5)) continue;
      std::vector<int> numbers = nl.numbers();
      std::swap(numbers[cell], numbers[to]);
      for (Cover cover : {Cover::all, Cover::free}) {
        const Numberlink p(4, 5, numbers, cover);
        const int64_t want = brute_force(p);
        for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
          const Answer a = solve(p, Backend::sat, opts(0, mode));
          EXPECT_TRUE(a.complete && a.count == want) << p.line(p.givens()) << " sat " << a.count << " want " << want;
        }
        const Answer n = solve(p, Backend::native, opts(0));
        EXPECT_TRUE(n.complete && n.count == want) << p.line(p.givens()) << " native " << n.count << " want " << want;
        ++tried;
      }
    }
  }
  EXPECT_GE(tried, 20);
}

// Counts against the brute force on random small boards (a fixed seed; 1 to 4 pairs on 4x4,
// 3x5 and 5x4), both covers, both connectivity modes and the native search. Among them are
// boards with no answer, with one, with several, and answers whose path runs beside itself
// (legal under the rules: a faster model must count those too).
TEST(Numberlink, CountsMatchBruteForceOnRandomBoards) {
  std::mt19937 rng(44);
  int none = 0, one = 0, several = 0, touching = 0;
  for (int board = 0; board < 36; ++board) {
    const int R = board % 3 == 0 ? 4 : board % 3 == 1 ? 3 : 5, C = board % 3 == 0 ? 4 : board % 3 == 1 ? 5 : 4;
    const int pairs = 1 + static_cast<int>(rng() % 4);
    const std::vector<int> numbers = random_pairs(rng, R, C, pairs);
    for (Cover cover : {Cover::all, Cover::free}) {
      const Numberlink p(R, C, numbers, cover);
      bool touch = false;
      const int64_t want = brute_force(p, [&](const Grid& g) { touch = touch || touches_itself(p, g); });
      for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
        const Answer a = solve(p, Backend::sat, opts(0, mode));
        EXPECT_TRUE(a.complete && a.count == want) << p.line(p.givens()) << " sat " << a.count << " want " << want;
      }
      const Answer n = solve(p, Backend::native, opts(0));
      EXPECT_TRUE(n.complete && n.count == want) << p.line(p.givens()) << " native " << n.count << " want " << want;
      if (cover == Cover::all) {
        (want == 0 ? none : want == 1 ? one : several) += 1;
        touching += touch;
      }
    }
  }
  const std::string seen = std::to_string(none) + " none, " + std::to_string(one) + " one, " +
                           std::to_string(several) + " several, " + std::to_string(touching) + " touching";
  EXPECT_TRUE(none >= 3 && one >= 1 && several >= 3 && touching >= 3) << seen;
}

// Counts against the brute force with 5 to 8 pairs (a fixed seed, 4x4 and 5x4 boards, both
// covers): the colours travel along the steps as binary codes (encoders/paths.cpp), and 5 to 7
// pairs leave codes no pair has, which every cell must refuse; 8 fill three bits. Each board
// is cut from the snake through every cell (snake_pairs), so each has an answer.
TEST(Numberlink, CountsMatchBruteForceWithManyPairs) {
  std::mt19937 rng(4405);
  int several = 0;
  for (int board = 0; board < 16; ++board) {
    const int R = board % 2 == 0 ? 4 : 5, C = 4, pairs = 5 + board % 4;
    const std::vector<int> numbers = snake_pairs(rng, R, C, pairs);
    for (Cover cover : {Cover::all, Cover::free}) {
      const Numberlink p(R, C, numbers, cover);
      const int64_t want = brute_force(p);
      const Answer a = solve(p, Backend::sat, opts(0));
      EXPECT_TRUE(a.complete && a.count == want) << p.line(p.givens()) << " sat " << a.count << " want " << want;
      EXPECT_GE(want, 1) << p.line(p.givens());
      several += want > 1;
    }
  }
  EXPECT_GE(several, 3);
  // Pairs 1 and 5 (codes 000 and 100, one bit apart) side by side on the top row, 1 5 5 1:
  // joining 1 to its neighbour 5 would be an answer if a bit did not travel.
  const std::vector<int> side = {1, 5, 5, 1, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 4, 2, 2, 3, 3, 0};
  for (Cover cover : {Cover::all, Cover::free}) {
    const Numberlink p(4, 5, side, cover);
    const Answer a = solve(p, Backend::sat, opts(0));
    EXPECT_TRUE(a.complete && a.count == brute_force(p)) << p.line(p.givens()) << " sat " << a.count;
  }
}

namespace {

// The models of an encoding, each decoded and blocked, counted to the end.
int64_t models(const Encoding& enc) {
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(enc.cnf, &enc.lazy);
  int64_t n = 0;
  while (s.solve() == CadicalSession::Result::sat) {
    const Decoded d = decode(enc, [&](int var) { return s.value(var); });
    if (!d.grid) return -1;
    ++n;
    s.block(blocking_clause(enc, *d.grid));
  }
  return n;
}

// The brute force's answers to p ({all, those that touch themselves}); expects the strict
// encoding's models, under both connectivity modes, to be the others.
std::pair<int64_t, int64_t> expect_strict_models(const Numberlink& p) {
  int64_t touch = 0;
  const int64_t want = brute_force(p, [&](const Grid& g) { touch += touches_itself(p, g); });
  for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
    EncodeOptions eo;
    eo.connectivity = mode;
    const auto strict = p.encode_strict(eo);
    EXPECT_TRUE(strict);
    if (strict) { EXPECT_EQ(models(*strict), want - touch) << p.line(p.givens()) << " " << to_string(mode); }
  }
  return {want, touch};
}

}  // namespace

// The stricter model that solve and count try first (a path never touches itself): on random
// small boards (a fixed seed, 1 to 5 pairs) its models are exactly the brute force's answers
// that do not touch themselves, and solve with a limit of 1, 2 or 3 (the stricter model first,
// then the full one with its answers blocked) finds min(limit, all answers), complete exactly
// when below the limit. Among the boards: answers that all touch themselves (the stricter model
// has none), and boards where some touch and some do not.
TEST(Numberlink, StrictModelFirstKeepsCountsExact) {
  std::mt19937 rng(4444);
  int only_touching = 0, mixed = 0;
  for (int board = 0; board < 40; ++board) {
    const int R = board % 2 == 0 ? 4 : 3, C = board % 2 == 0 ? 4 : 5;
    const int pairs = 1 + static_cast<int>(rng() % 5);
    const std::vector<int> numbers = random_pairs(rng, R, C, pairs);
    for (Cover cover : {Cover::all, Cover::free}) {
      const Numberlink p(R, C, numbers, cover);
      const auto [want, touch] = expect_strict_models(p);
      for (Connectivity mode : {Connectivity::lazy, Connectivity::eager})
        for (int64_t limit : {1, 2, 3}) {
          const Answer a = solve(p, Backend::sat, opts(limit, mode));
          EXPECT_TRUE(a.count == std::min(want, limit) && a.complete == (want < limit) && a.internal_error.empty())
              << p.line(p.givens()) << " limit " << limit << " got " << a.count << " want " << want;
        }
      only_touching += want > 0 && touch == want;
      mixed += touch > 0 && touch < want;
    }
  }
  EXPECT_TRUE(only_touching >= 3 && mixed >= 3) << only_touching << " only touching, " << mixed << " mixed";
}

// The stricter model with 5 to 8 pairs (boards cut from the snake, a fixed seed, both covers,
// both connectivity modes): its models are exactly the brute force's answers that do not touch
// themselves. Its colours are one-hot and equal along every step (encoders/paths.cpp,
// never_beside), and 7 or more pairs take the sequential at-most-one, which the boards of
// StrictModelFirstKeepsCountsExact (up to 5 pairs) do not reach.
TEST(Numberlink, StrictModelCountsWithManyPairs) {
  std::mt19937 rng(4406);
  int untouched = 0, touching = 0;
  for (int board = 0; board < 12; ++board) {
    const int R = board % 2 == 0 ? 4 : 5, C = 4, pairs = 5 + board % 4;
    const std::vector<int> numbers = snake_pairs(rng, R, C, pairs);
    for (Cover cover : {Cover::all, Cover::free}) {
      const auto [want, touch] = expect_strict_models(Numberlink(R, C, numbers, cover));
      untouched += want > touch;
      touching += touch > 0;
    }
  }
  EXPECT_TRUE(untouched >= 3 && touching >= 3) << untouched << " with untouched answers, " << touching << " touching";
  // 7 8 . 8 7 on the top row, pairs 1-6 side by side below: the 7s cannot meet, and joining each
  // 7 to its neighbouring 8 would be a model if colours 7 and 8 did not travel along the steps.
  const std::vector<int> crossed = {7, 8, 0, 8, 7, 1, 1, 2, 2, 0, 3, 3, 4, 4, 0, 5, 5, 6, 6, 0};
  for (Cover cover : {Cover::all, Cover::free}) expect_strict_models(Numberlink(4, 5, crossed, cover));
}

namespace {

// Whether an encoding has a model with `blocked` blocked (a solution not `blocked`); the model's
// grid goes to `model`.
bool satisfiable_without(const Encoding& enc, const Grid& blocked, Grid& model) {
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(enc.cnf, &enc.lazy);
  s.block(blocking_clause(enc, blocked));
  if (s.solve() != CadicalSession::Result::sat) return false;
  const Decoded d = decode(enc, [&](int var) { return s.value(var); });
  EXPECT_TRUE(d.grid) << d.error;
  if (d.grid) model = *d.grid;
  return true;
}

// The piece grid of paths given as cell lists (row-major indices, each from one end to the other).
Grid grid_of_paths(int R, int C, const std::vector<std::vector<int>>& paths) {
  std::vector<unsigned> mask(static_cast<size_t>(R * C), 0);
  for (const auto& path : paths)
    for (size_t i = 0; i + 1 < path.size(); ++i) {
      const int a = path[i], b = path[i + 1];
      const int d = b == a - C ? 0 : b == a + C ? 1 : b == a - 1 ? 2 : 3;  // kUses' directions
      mask[a] |= 1u << d;
      mask[b] |= 1u << (d ^ 1);
    }
  Grid g(R, C);
  for (int i = 0; i < R * C; ++i) g.cells[i] = numberlink_pieces::piece_of_mask(mask[i]);
  return g;
}

// count --limit 2's second question (Numberlink::second_query) for every answer of p (the first
// 24 the brute force meets) as the first: a second answer read off it is another of the brute
// force's answers; else the narrowed model with the first blocked has a model exactly when the
// brute force has two answers or more, and that model is another of them. Counts the first
// answers each way: {read off, narrowed with a second, narrowed unique}.
std::array<int, 3> expect_second_query(const Numberlink& p, Connectivity mode) {
  std::vector<Grid> all;
  brute_force(p, [&](const Grid& g) { all.push_back(g); });
  const auto known = [&](const Grid& g) { return std::find(all.begin(), all.end(), g) != all.end(); };
  std::array<int, 3> ways{};
  EncodeOptions eo;
  eo.connectivity = mode;
  for (size_t i = 0; i < all.size() && i < 24; ++i) {
    const Grid& first = all[i];
    const auto q = p.second_query(first, eo);
    if (!q) {
      ADD_FAILURE() << "no second query";
      break;
    }
    const std::string at = p.line(first) + " " + std::string(to_string(mode));
    if (q->answer) {
      EXPECT_TRUE(*q->answer != first && known(*q->answer)) << at << " read off: " << p.line(*q->answer);
      ++ways[0];
      continue;
    }
    Grid second;
    const bool sat = satisfiable_without(q->narrowed, first, second);
    EXPECT_EQ(sat, all.size() >= 2) << at << " has " << all.size() << " answers";
    if (sat) { EXPECT_TRUE(second != first && known(second)) << at << " second " << p.line(second); }
    ++ways[sat ? 1 : 2];
  }
  return ways;
}

}  // namespace

// count --limit 2's narrowed second question against the brute force, every answer taken as the
// first (random boards with 1 to 5 pairs and boards cut from the snake with 5 to 8, fixed seeds,
// both covers, both connectivity modes): among them first answers with a same-way pair (the
// second read off), first answers with none on boards of two answers or more (the narrowed
// model must find one: the argument of numberlink_second.cpp), and unique boards.
TEST(Numberlink, SecondQueryAgreesWithBruteForce) {
  std::mt19937 rng(4545);
  std::array<int, 3> ways{};
  for (int board = 0; board < 36; ++board) {
    const int R = board % 2 == 0 ? 4 : 3, C = board % 2 == 0 ? 4 : 5;
    const std::vector<int> numbers = board % 3 == 2 ? snake_pairs(rng, 4, 4, 5 + board % 4)
                                                    : random_pairs(rng, R, C, 1 + static_cast<int>(rng() % 5));
    const int rows = board % 3 == 2 ? 4 : R, cols = board % 3 == 2 ? 4 : C;
    for (Cover cover : {Cover::all, Cover::free})
      for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
        const auto w = expect_second_query(Numberlink(rows, cols, numbers, cover), mode);
        for (int k = 0; k < 3; ++k) ways[k] += w[k];
      }
  }
  // 1 2 . . / . . 2 . / 1 . . . has three answers: one with no same-way pair, and two that the
  // move turns into each other, one with a horizontal pair, one with a vertical pair. From the
  // first, the narrowed model must keep the one with the vertical pair (a model forbidding
  // vertical pairs too would call the first unique).
  for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
    const auto w = expect_second_query(Numberlink(3, 4, {1, 2, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0}, Cover::all), mode);
    EXPECT_EQ(w, (std::array<int, 3>{2, 1, 0})) << w[0] << " read off, " << w[1] << " narrowed with a second";
    for (int k = 0; k < 3; ++k) ways[k] += w[k];
  }
  // . . . / . 1 . / 1 . . has two answers, the spirals of SecondQueryReadsTheMoveOffTheFirstAnswer,
  // each with a same-way pair: from the one with the vertical pair, the narrowed model alone
  // (the other dropped) would call it unique.
  for (Connectivity mode : {Connectivity::lazy, Connectivity::eager}) {
    const auto w = expect_second_query(Numberlink(3, 3, {0, 0, 0, 0, 1, 0, 1, 0, 0}, Cover::all), mode);
    EXPECT_EQ(w, (std::array<int, 3>{2, 0, 0})) << w[0] << " read off";
    for (int k = 0; k < 3; ++k) ways[k] += w[k];
  }
  EXPECT_TRUE(ways[0] >= 10 && ways[1] >= 100 && ways[2] >= 20)
      << ways[0] << " read off, " << ways[1] << " narrowed with a second, " << ways[2] << " narrowed unique";
}

// First answers with a same-way pair: the 1s at the bottom left and in the middle of a 3x3, every
// cell used, have two answers (the brute force), the two spirals. The one by the bottom row takes
// (2,0)->(2,1) and (1,0)->(1,1), both left to right: the move turns them into (2,0)->(1,0) and
// (2,1)->(1,1), the other spiral. That one has the vertical pair (2,0)->(1,0), (2,1)->(1,1), both
// up, and only the first spiral beside it, which the narrowed model drops: read off the pair, its
// second answer is the first spiral; the narrowed model alone would call it unique.
TEST(Numberlink, SecondQueryReadsTheMoveOffTheFirstAnswer) {
  const Numberlink p(3, 3, {0, 0, 0, 0, 1, 0, 1, 0, 0}, Cover::all);
  EXPECT_EQ(brute_force(p), 2);
  const Grid across = grid_of_paths(3, 3, {{6, 7, 8, 5, 2, 1, 0, 3, 4}});
  const Grid upright = grid_of_paths(3, 3, {{6, 3, 0, 1, 2, 5, 8, 7, 4}});
  for (const auto& [first, second] : {std::pair{across, upright}, std::pair{upright, across}}) {
    ASSERT_FALSE(p.check(first)) << *p.check(first);
    const auto q = p.second_query(first, EncodeOptions{});
    ASSERT_TRUE(q && q->answer) << p.line(first);
    EXPECT_EQ(p.line(*q->answer), p.line(second));
    EXPECT_FALSE(p.check(*q->answer));
  }
}

// The native search agrees with sat on the small public puzzles (--backend both, under --cover all).
TEST(Numberlink, NativeAgreesWithSatOnPublicPuzzles) {
  NEED_SHARED("instances/genres");
  const auto lines = lines_of(shared("instances/genres/numlin.jsonl"));
  int checked = 0;
  for (const auto& line : lines) {
    const auto j = nlohmann::json::parse(line);
    const std::string url = "https://puzz.link/p?" + j["url"].get<std::string>();
    auto p = numberlink(url);
    ASSERT_TRUE(p);
    if (p->rows() * p->cols() > 64) continue;
    const Answer both = solve(*p, Backend::both, opts(2));
    const Answer sat = solve(*p, Backend::sat, opts(2));  // none for the 8x8 that leaves two cells empty
    EXPECT_TRUE(both.count == sat.count && both.count <= 1) << url << both.internal_error;
    EXPECT_TRUE(both.internal_error.empty()) << both.internal_error;
    ++checked;
  }
  EXPECT_GE(checked, 2);
}

// The forms read the same puzzle: the URL coded by hand (number16: 'i' three empty cells),
// the typed rows and the character rows; --format url writes it back.
TEST(Numberlink, FormsReadTheSamePuzzle) {
  const std::string url = "https://puzz.link/p?numlin/5/4/i3j23g1h2g1i";
  auto a = numberlink(url);
  auto b = numberlink(slurp(source("instances/numberlink/small.txt")));
  auto c = numberlink("...3.\n...23\n.1..2\n.1...\n");
  ASSERT_TRUE(a && b && c);
  const std::vector<int> want{0, 0, 0, 3, 0, 0, 0, 0, 2, 3, 0, 1, 0, 0, 2, 0, 1, 0, 0, 0};
  EXPECT_EQ(as_numberlink(*a).numbers(), want);
  EXPECT_EQ(as_numberlink(*b).numbers(), want);
  EXPECT_EQ(as_numberlink(*c).numbers(), want);
  EXPECT_EQ(a->line(a->givens()), url);
  const Answer s = solve(*a, Backend::sat, opts(2));
  ASSERT_EQ(s.count, 1);
  auto back = numberlink(a->line(s.solutions[0]));  // the solved line reads back
  ASSERT_TRUE(back);
  EXPECT_EQ(as_numberlink(*back).numbers(), want);
}

// count's second answer carries its own edges (a path's grid alone does not say which way it
// runs): two 1s in opposite corners of a 3x3, every cell used, have exactly the two snakes.
TEST(Numberlink, CountsSecondAnswerHasItsEdges) {
  test::Run r = cli("count --type numberlink --limit 2 --format json -", "1 . .\n. . .\n. . 1\n");
  EXPECT_EQ(r.exit, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "multiple");
  ASSERT_TRUE(j.contains("second_edges")) << r.out;
  const auto path = [](const nlohmann::json& edges) {  // the cells from (0,0), one step at a time
    std::vector<std::array<int, 4>> left;
    for (const auto& e : edges) left.push_back({e[0].get<int>(), e[1].get<int>(), e[2].get<int>(), e[3].get<int>()});
    std::vector<std::pair<int, int>> cells{{0, 0}};
    while (!left.empty()) {
      const int r0 = cells.back().first, c0 = cells.back().second;  // (clang captures no structured binding)
      const auto it = std::find_if(left.begin(), left.end(), [&](const auto& e) {
        return (e[0] == r0 && e[1] == c0) || (e[2] == r0 && e[3] == c0);
      });
      if (it == left.end()) break;
      cells.push_back((*it)[0] == r0 && (*it)[1] == c0 ? std::pair{(*it)[2], (*it)[3]} : std::pair{(*it)[0], (*it)[1]});
      left.erase(it);
    }
    return cells;
  };
  const auto first = path(j["edges"]), second = path(j["second_edges"]);
  for (const auto& cells : {first, second}) {
    EXPECT_EQ(cells.size(), 9u);  // every cell, once each (8 steps, none left over)
    EXPECT_EQ(std::set(cells.begin(), cells.end()).size(), 9u);
    EXPECT_EQ(cells.back(), (std::pair{2, 2}));
  }
  EXPECT_NE(first, second);
  EXPECT_EQ(std::set({first[1], second[1]}), (std::set<std::pair<int, int>>{{0, 1}, {1, 0}}));
}

// The CLI: JSON edges, --type auto on a ?numlin/ URL, and bad input (exit 2 naming the line and
// the problem, the rest of the batch answered).
TEST(Numberlink, CliEdgesAndBadInput) {
  test::Run one = cli("solve --format json", "https://puzz.link/p?numlin/2/2/1g1g\n");
  EXPECT_EQ(one.exit, 0) << one.err;
  EXPECT_NE(one.out.find("\"type\":\"numberlink\""), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("\"edges\":[[0,0,0,1],[0,1,1,1],[1,0,1,1]]"), std::string::npos) << one.out;
  const std::string batch =
      "https://puzz.link/p?numlin/2/2/1g1g\n"    // 1: fine
      "https://puzz.link/p?numlin/2/2/1g1g1\n"   // 2: a cell past the board
      "https://puzz.link/p?numlin/2/2/1i\n"      // 3: a number once
      "https://puzz.link/p?numlin/2/2/111g\n"    // 4: a number three times
      "https://puzz.link/p?numlin/2/2/1.1g\n"    // 5: a '?'
      "\n1 . 1\n. x .\n"                         // 7-8: a bad typed cell (line 8)
      "\n1 . 1\n. .\n"                           // 10-11: a short row (line 11)
      "\nhttps://puzz.link/p?numlin/2/2/1g1g\n";  // 13: fine
  test::Run r = cli("count --type numberlink --format line", batch);
  EXPECT_EQ(r.exit, 2) << r.err;
  for (const char* want : {"<stdin>:2: puzz.link URL", "<stdin>:3: numberlink: the number 1 appears once",
                           "<stdin>:4: numberlink: the number 1 at", "<stdin>:5: numberlink: the '?'",
                           "<stdin>:8: column 2: 'x' is no number", "<stdin>:11: 2 cells, expected 3"})
    EXPECT_NE(r.err.find(want), std::string::npos) << want << "\n" << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 8) << r.out;
}

// The checker's rules on a 2x2: the U path between two 1s, then broken ways.
TEST(Numberlink, CheckerKeepsTheRules) {
  const std::vector<int> two{1, 1, 0, 0};
  Grid ok(2, 2);
  ok.cells = {9, 9, 4, 5};  // down from both 1s, joined along the bottom row
  EXPECT_FALSE(check::numberlink(two, true, ok)) << *check::numberlink(two, true, ok);
  const std::vector<int> other{1, 2, 0, 0};
  EXPECT_TRUE(check::numberlink(other, true, ok));  // joins 1 to 2
  Grid empty(2, 2);
  empty.cells = {11, 10, 1, 1};
  EXPECT_FALSE(check::numberlink(two, false, empty));  // free: empty cells allowed
  EXPECT_TRUE(check::numberlink(two, true, empty));    // all: not
}

// generate: 6x6 puzzles from random covers by paths, each unique (checked apart from the
// generator's own check) and every cell on a path in its solution.
TEST(Numberlink, GenerateMakesUniquePuzzles) {
  test::Run g = cli("generate --type numberlink --size 6 --count 2 --seed 11 --format line");
  ASSERT_EQ(g.exit, 0) << g.err;
  int made = 0;
  for (const auto& line : lines_of_text(g.out)) {
    auto p = numberlink(line);
    ASSERT_TRUE(p) << line;
    const Answer a = solve(*p, Backend::native, opts(2));
    EXPECT_EQ(a.count, 1) << line;
    ++made;
  }
  EXPECT_EQ(made, 2) << g.out;
}

// explain reaches the published answer of the public puzzles up to 7x7 in named steps (per cell
// its steps, per pair its number, the loop rule: at least three names among them), and grade
// names a level.
TEST(Numberlink, ExplainReachesSmallPublicPuzzlesInNamedSteps) {
  NEED_SHARED("instances/genres/numlin.jsonl");
  std::set<std::string> names;
  int explained = 0;
  std::string first;
  for (const auto& l : lines_of(shared("instances/genres/numlin.jsonl"))) {
    const auto j = nlohmann::json::parse(l);
    const std::string url = "https://puzz.link/p?" + j["url"].get<std::string>();
    auto p = numberlink(url);
    ASSERT_TRUE(p) << url;
    if (p->rows() * p->cols() > 49) continue;
    deduce::Deducer d(*p, {});
    const deduce::Path path = d.run();
    EXPECT_EQ(path.end, deduce::End::solved) << url;
    std::set<std::vector<int>> got, want;
    for (const auto& e : as_numberlink(*p).path_edges(path.grid)) got.insert(e);
    for (const auto& e : j["answer"]) want.insert(e.get<std::vector<int>>());
    EXPECT_EQ(got, want) << url;
    for (const auto& s : path.steps) {
      EXPECT_FALSE(s.rule.empty()) << url;
      names.insert(s.rule);
    }
    if (first.empty()) first = url;
    ++explained;
  }
  EXPECT_GE(explained, 4);
  EXPECT_GE(names.size(), 3u);
  const auto g = cli("grade -", first + "\n");
  EXPECT_EQ(g.exit, 0) << g.err;
  EXPECT_NE(g.out.find("steps"), std::string::npos) << g.out;
}

}  // namespace test_numberlink
