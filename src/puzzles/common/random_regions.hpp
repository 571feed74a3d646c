#pragma once
// Random regions for generate's layouts (the region genres: Star Battle, Norinori,
// Tilepaint): a board cut into orthogonally connected regions drawn from a seed. Everything
// random comes from base/random.hpp: the same seed gives the same regions on every machine.
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "model/puzzle.hpp"

namespace gridsat {

// Regions grown from `seeds` (per region its first cells, each set connected; no cell in two):
// a cell at a time, a random (region, unlabelled neighbour) pair of the frontier joins while
// `may_join(region, cell)` allows (null: always), until no pair is left. Returns per cell
// (row-major) its region, -1 where no region could take it.
std::vector<int> grow_regions(int rows, int cols, const std::vector<std::vector<int>>& seeds, uint64_t seed,
                              const std::function<bool(int region, int cell)>& may_join = nullptr);

// A random partition of the board into connected regions of `low`..`high` cells: at the first
// unlabelled cell of a random order, a region grown cell by cell to a random size in that range
// (less where it is walled in); a region left under `low` joins a random neighbouring region.
// Returns per cell its region (0..count-1).
std::vector<int> random_partition(int rows, int cols, int low, int high, uint64_t seed);

// Whether the cells labelled `region` in `labels` (per cell, row-major) are there and
// orthogonally connected.
bool region_connected(int rows, int cols, const std::vector<int>& labels, int region);

// generate's repair (FamilyGenerator::repair) for a genre whose clues are regions: one cell of
// `labels` (per cell its region, `dressed`'s) moved to a neighbouring region, the region it
// leaves still connected; the cells tried are those where `full` and `other` differ and their
// neighbours, in random order, and the first move whose puzzle (`remake(labels)`) `full` still
// solves and `other` no longer does is returned. Null: no such move.
std::unique_ptr<Puzzle> repair_regions(const std::vector<int>& labels, const Grid& full, const Grid& other,
                                       uint64_t seed,
                                       const std::function<std::unique_ptr<Puzzle>(const std::vector<int>&)>& remake);

}  // namespace gridsat
