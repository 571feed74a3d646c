#pragma once
// Free partition into sized regions (Fillomino's rule): every cell holds a size 1..N; two
// orthogonal neighbours are in one region exactly when their sizes are equal; each region (an
// orthogonally connected set of cells of one size n) has exactly n cells. So equal sizes never
// share an edge across a region's border, and no region is bigger than N.
//
// The encoding (no region is named in advance, unlike puzzles/common/grown_regions.hpp):
//  - per edge `same`: both cells hold the same size (the edge is inside a region);
//  - a spanning forest: each cell is a root or names one neighbour of its region as its
//    parent; its subtree size s (order encoded, 1..N) is 1 plus its children's subtree sizes, so
//    s grows strictly towards the root (no cycle) and a root's s is its tree's size;
//  - a cell is a root exactly when s equals its size: every tree has exactly `size` cells;
//  - one tree per region: each cell carries a label (row mod M, column mod M, M = 2N, each one-hot
//    and capped by the board's side), equal across `same` edges; a root's label is its own
//    position. Two adjacent trees of size n have their roots at most 2n - 1 apart, so two roots
//    of one region would need one label and distinct positions less than M apart: impossible.
//    The root is the region's first cell in reading order (no cell's label points below it, or
//    left of it in its row), so that each partition has one set of labels.
//
// Proved exhaustively in tests/test_sized_partition.cpp: on small grids, for every assignment
// of sizes, the clauses have an extension exactly when every region has its size in cells.
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

class SizedPartition {
 public:
  // `size`: per cell (row-major) N literals, size[i][n - 1] "cell i holds n" (exactly one true
  // per cell; the caller says so; kTrue / kFalse allowed). Makes the variables, writes no clause
  // (encode_* do, so that a genre can wrap each cell's and each edge's clauses in a rule group).
  SizedPartition(ClauseSink& sink, int rows, int cols, std::vector<std::vector<int>> size);

  // Cell i: its parent or root, its subtree size, its label.
  void encode_cell(int i);
  // The edge between cell a and its right or lower neighbour b: `same` and the labels across it.
  void encode_edge(int a, int b);
  void encode_all();

  int max_size() const { return n_; }
  // The literal "a and b (neighbours) are in one region".
  int same(int a, int b) const;

 private:
  std::vector<int> neighbours(int i) const;
  void encode_labels(int i);
  bool behind(int p, int x, int mod, int side) const;
  int offset(int p, int x, int mod, int side) const;

  ClauseSink& sink_;
  int rows_, cols_, n_;
  int mod_r_, mod_c_;
  std::vector<std::vector<int>> size_;
  std::vector<int> right_, down_;             // per cell the `same` literal to its right / lower neighbour
  std::vector<std::vector<int>> subtree_;     // per cell ge literals: subtree_[i][k] "s >= k + 1" (k 0: kTrue)
  std::vector<std::vector<int>> parent_;      // per cell, per neighbour (neighbours() order) "that is my parent"
  std::vector<int> root_;
  std::vector<std::vector<int>> label_r_, label_c_;
};

}  // namespace gridsat
