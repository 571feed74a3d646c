#pragma once
// The portfolio across ranks (--mpi-mode search): every rank solves the same puzzle with
// its own CaDiCaL settings; the first decisive answer wins and stops the others. A worker's
// part is its settings (diversify_rank); rank 0's is race_one.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "cli/settings.hpp"

namespace gridsat::mpi {

// Rank r's settings: solve/parallel.hpp's diversify for worker r * T (T = --threads), so that no
// two solvers anywhere share a configuration: rank 0 keeps the command line's (a run whose rank
// 0 answers first prints what gridsat prints); the others add shuffling with their own seed, an
// alternating initial phase and, for some, the "sat" configuration.
CadicalSettings diversify_rank(const cli::Settings& s, int r);

// A local-search rank's settings (gridsat-mpi --sls-ranks K: the last K ranks): s with the sls
// backend (src/sls/, one thread) and the seed --seed + r. Such a rank finds a checked solution
// or answers unknown, never "no solution": that verdict stays with the CDCL ranks (rank 0 is
// always one), whose decisive answer cancels the local searches.
cli::Settings sls_rank_settings(const cli::Settings& s, int r);

// Whether an outcome settles the puzzle, so that the other ranks may stop: an error, an
// internal error, or a verdict (solve: found or refuted; count: complete, or --limit reached).
// A time-limit `unknown` is not: another rank may still answer in its own time.
bool decisive(const cli::Settings& s, const cli::Solved& o);

// The answer to print of the outcomes of one puzzle (one per rank, or fewer when stopped
// early, ordered as they arrived): the first decisive one, else the one with the largest
// count (the first to arrive among equals).
const cli::Solved& pick(const cli::Settings& s, const std::vector<const cli::Solved*>& arrived);

class Rank0;
struct Entry;
// Rank 0: the race for record `index` (the window's first): a job on every rank, rank 0's
// own included; once one answer is decisive the others are cancelled, and when every rank
// has answered `e` holds the pick. Returns a status only at Ctrl-C.
std::optional<int> race_one(Rank0& r0, size_t index, Entry& e);

}  // namespace gridsat::mpi
