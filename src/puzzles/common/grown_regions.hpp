#pragma once
// Regions grown from size clues (Nurikabe's islands): every cell "in" (white) belongs to the
// region of exactly one clue, two orthogonal neighbours that are both in belong to the same
// region, a clue's region holds its cell and exactly `size` cells, and it is connected.
// So each orthogonally connected set of cells that are in holds exactly one clue, of its size.
//
// The per-clue, distance-limited model (the idea of cspuz_core's PR #285): a cell may belong to
// clue k only when a path of at most size_k - 1 steps joins it to the clue avoiding the other
// clues and their neighbours (those are never in k's region); per clue and reachable cell a
// membership variable; connectivity by distance layers: "v is in k's region within t steps"
// needs v within t - 1 steps or a neighbour within t - 1 steps, and membership is "within
// size_k - 1 steps". A '?' clue (size 0: any size) has no bound; its region's connectivity is
// encoders/connected.hpp's eager spanning tree, as is a clue's whose layers would be too many
// (kMaxLayers): lazy cuts on an island of hundreds of cells take too many rounds (measured on
// the public Nurikabe puzzles: a 25x15 one from over 60 s to about 30 s).
//
// Proved exhaustively in tests/test_grown_regions.cpp: on small grids with clues, for every
// assignment of the cells' "in" literals, the clauses have an extension exactly when every
// connected set of in cells holds one clue and, unless it is '?', that many cells.
#include <cstdint>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

struct SizeClue {
  int cell = 0;
  int size = 0;  // 0: any size (a '?' clue)
};

class GrownRegions {
 public:
  // A clue whose layers would take more variables than this (an island of hundreds of cells)
  // is connected by encoders/connected.hpp instead, like a '?'.
  static constexpr int64_t kMaxLayers = 20000;

  // `in`: per cell (row-major) the literal "the cell is in a region" (kTrue / kFalse allowed).
  // Makes the membership variables; writes no clause (encode_* do, so that a genre can wrap
  // each clue's and each cell's clauses in a rule group).
  // `max_layers`: see kMaxLayers (the tests lower it to prove the other way).
  GrownRegions(ClauseSink& sink, int rows, int cols, std::vector<SizeClue> clues, std::vector<int> in,
               int64_t max_layers = kMaxLayers);

  // Clue k: its cell in its region, a member's in neighbours members too, the region's size,
  // its connectivity.
  void encode_clue(int k);
  // Cell i: in exactly when it belongs to one region (out when no clue reaches it).
  void encode_cell(int i);
  // Every clue, then every cell.
  void encode_all();

  int clue_count() const { return static_cast<int>(clues_.size()); }
  // Per cell the literal "the cell is in clue k's region" (kFalse where k cannot reach).
  const std::vector<int>& members(int k) const { return member_[static_cast<size_t>(k)]; }
  // Steps from clue k to cell i avoiding other clues and their neighbours (-1: beyond reach).
  int distance(int k, int i) const { return dist_[static_cast<size_t>(k)][static_cast<size_t>(i)]; }

 private:
  int64_t layer_count(int k) const;
  std::vector<int> neighbours(int i) const;
  void layers(int k);

  ClauseSink& sink_;
  int rows_, cols_;
  std::vector<SizeClue> clues_;
  std::vector<int> in_;
  int64_t max_layers_;
  std::vector<std::vector<int>> member_, dist_;
};

}  // namespace gridsat
