// A loop visiting each region once (puzzles/common/region_loop.hpp) over the loop through
// cell centres (cell_loop.hpp), proved on small boards under both connectivities: for boards
// up to 3x4 cut into rooms at random, the models, counted on the step variables, are exactly
// the edge sets that form one cycle which, walked around, meets each room in one stretch
// (the rooms it passes, in order, with runs merged, name each room once), found here by
// enumerating every edge set and walking its cycle.
#include <gtest/gtest.h>

#include <random>

#include "encoders/constants.hpp"
#include "puzzles/common/region_loop.hpp"
#include "solve/cadical_session.hpp"

namespace test_region_loop {

using namespace gridsat;

namespace {

struct Step {
  int a, b;
};

// The board's room labels at random: each cell joins its left or upper neighbour's label or
// starts a new one (rooms_from_labels splits a label into its connected parts).
Rooms random_rooms(int R, int C, std::mt19937& rng) {
  std::vector<int> label(R * C);
  for (int i = 0; i < R * C; ++i) {
    const int pick = rng() % 3;
    if (pick == 0 && i % C > 0) label[i] = label[i - 1];
    else if (pick == 1 && i >= C) label[i] = label[i - C];
    else label[i] = i;
  }
  return rooms_from_labels(R, C, label);
}

// Whether edge set `set` is one cycle meeting every room in one stretch.
bool visits_each_room_once(int R, int C, const std::vector<Step>& steps, uint32_t set, const Rooms& rooms) {
  std::vector<std::vector<int>> next(R * C);
  int used = 0;
  for (size_t k = 0; k < steps.size(); ++k)
    if (set >> k & 1) next[steps[k].a].push_back(steps[k].b), next[steps[k].b].push_back(steps[k].a), ++used;
  int start = -1;
  for (int v = 0; v < R * C; ++v) {
    if (!next[v].empty() && next[v].size() != 2) return false;
    if (!next[v].empty() && start < 0) start = v;
  }
  if (start < 0) return false;
  std::vector<int> order{start};  // walk the cycle
  for (int prev = -1, at = start;;) {
    const int to = next[at][0] != prev ? next[at][0] : next[at][1];
    if (to == start) break;
    prev = at, at = to;
    order.push_back(at);
  }
  if (static_cast<int>(order.size()) != used) return false;  // more than one cycle
  // Rotate to start at a room change (if any), then count each room's stretches.
  const int n = static_cast<int>(order.size());
  int shift = 0;
  while (shift < n && rooms.room_of[order[shift]] == rooms.room_of[order[(shift + n - 1) % n]]) ++shift;
  std::vector<int> stretches(rooms.count(), 0);
  for (int k = 0; k < n; ++k) {
    const int here = rooms.room_of[order[(shift + k) % n]], before = rooms.room_of[order[(shift + k + n - 1) % n]];
    if (k == 0 || here != before) ++stretches[here];
  }
  for (int s : stretches)
    if (s != 1) return false;
  return true;
}

int64_t brute(int R, int C, const Rooms& rooms) {
  std::vector<Step> steps;
  for (int i = 0; i < R * C; ++i) {
    if (i % C + 1 < C) steps.push_back({i, i + 1});
    if (i + C < R * C) steps.push_back({i, i + C});
  }
  int64_t n = 0;
  for (uint32_t s = 0; s < (1u << steps.size()); ++s) n += visits_each_room_once(R, C, steps, s, rooms);
  return n;
}

int64_t models(int R, int C, const Rooms& rooms, Connectivity mode) {
  Cnf cnf;
  LazyConstraints lazy;
  const CellLoop l = encode_cell_loop(cnf, lazy, R, C, std::vector<char>(R * C, 1), mode);
  for (int k = 0; k < rooms.count(); ++k) visit_room_once(cnf, l, rooms, k);
  CadicalSession s(CadicalSettings{}, kNoDeadline);
  s.load(cnf, &lazy);
  int64_t count = 0;
  while (s.solve() == CadicalSession::Result::sat) {
    ++count;
    std::vector<int> block;
    for (int i = 0; i < R * C; ++i)
      for (int lit : {l.right[i], l.down[i]})
        if (lit != kFalse) block.push_back(s.value(lit) ? -lit : lit);
    s.block(block);
  }
  return count;
}

}  // namespace

TEST(RegionLoop, ModelsAreExactlyTheLoopsMeetingEachRoomOnce) {
  std::mt19937 rng(7);
  int nonzero = 0, rounds = 0;
  for (auto [R, C] : {std::pair{2, 3}, std::pair{3, 3}, std::pair{2, 5}, std::pair{3, 4}})
    for (int round = 0; round < 8; ++round) {
      const Rooms rooms = round == 0 ? rooms_from_labels(R, C, std::vector<int>(R * C, 0)) : random_rooms(R, C, rng);
      const int64_t want = brute(R, C, rooms);
      nonzero += want > 0;
      for (auto mode : {Connectivity::lazy, Connectivity::eager})
        EXPECT_EQ(models(R, C, rooms, mode), want) << R << "x" << C << " round " << round << " " << to_string(mode);
      ++rounds;
    }
  EXPECT_EQ(rounds, 32);
  EXPECT_GE(nonzero, 10);
}

}  // namespace test_region_loop
