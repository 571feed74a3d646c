#pragma once
// Run patterns around a clue (Tapa): the 8 cells around a cell, read as a ring (cyclic), and
// the runs of shaded cells along it. Ring position k is the k-th of ring_offsets(), clockwise
// from the upper left: (-1,-1) (-1,0) (-1,1) (0,1) (1,1) (1,0) (1,-1) (0,-1); a pattern is 8
// bits, bit k set when position k is shaded. A clue is a multiset of run lengths (any order),
// kRingAny ('?') a run of any length 1..8, {0} no shaded cell at all.
//
// A clue holds on a pattern when the pattern's runs are the clue's numbers, one run each, as
// many runs as numbers: a full ring is one run of 8. ring_patterns() is the table of the
// patterns a clue allows (the encoding's and the native search's view of the clue); proved
// against a plain enumeration in tests/test_ring_runs.cpp.
#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace gridsat {

inline constexpr int kRingAny = -2;  // a '?' in a clue (puzz.link's -2)

// The (row, column) offsets of the 8 ring positions, clockwise from the upper left.
const std::array<std::pair<int, int>, 8>& ring_offsets();

// The runs of shaded positions of an 8-bit ring pattern, longest first; empty for 0.
std::vector<int> ring_runs(uint8_t pattern);

// Whether `clue` (numbers 0..8 and kRingAny) is one a ring can show at all: {0}, {8}, or 1..4
// numbers each 1..7 or kRingAny whose runs and the gaps between them fit 8 cells.
bool ring_clue_valid(std::span<const int> clue);

// Whether the pattern's runs are the clue (a valid one).
bool ring_fits(uint8_t pattern, std::span<const int> clue);

// The patterns the clue allows with every position outside `open` (a mask of the ring
// positions that can be shaded: cells on the board that are not clues) unshaded, ascending.
std::vector<uint8_t> ring_patterns(std::span<const int> clue, uint8_t open = 0xff);

}  // namespace gridsat
