#pragma once
// Magic-square inputs (values 1..n^2, 0 or . blank):
//   - a header "magic N", or a line holding only N (the form of ../shared/instances/magic),
//     then N rows of N values; a header not followed by such rows is the empty square;
//   - with --type magic: N rows of N values, or one line of N*N values.
// --symmetry none | frenicle (Frenicle's standard form) and --streamline apply to every puzzle
// read; --streamline associative refuses orders 2 mod 4 (an input error: no such square).
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_magic(const std::string& text, const std::string& source, const ReadOptions& opt);
Record blank_magic(int n, const ReadOptions& opt);
// The square of these givens (n x n, 0 = open, 1..n^2 each at most once) under opt's
// --symmetry and --streamline; throws InputError where the reader would refuse it.
std::unique_ptr<Puzzle> magic_of(Grid givens, const ReadOptions& opt);
// True when the first meaningful line is "magic N", or N alone followed by N rows of N values.
bool looks_like_magic(const std::string& text);

}  // namespace gridsat
