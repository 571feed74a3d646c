#pragma once
// The portfolio across ranks (--mpi-mode search): every rank solves the same puzzle with
// its own CaDiCaL settings; the first decisive answer wins and stops the others.
#include <cstdint>
#include <vector>

#include "cli/settings.hpp"

namespace gridsat::mpi {

// Rank r's settings: solve/parallel.hpp's diversify for worker r * T (T = --threads), so that no
// two solvers anywhere share a configuration: rank 0 keeps the command line's (a run whose rank
// 0 answers first prints what gridsat prints); the others add shuffling with their own seed, an
// alternating initial phase and, for some, the "sat" configuration.
CadicalSettings diversify_rank(const cli::Settings& s, int r);

// Whether an outcome settles the puzzle, so that the other ranks may stop: an error, an
// internal error, or a verdict (solve: found or refuted; count: complete, or --limit reached).
// A time-limit `unknown` is not: another rank may still answer in its own time.
bool decisive(const cli::Settings& s, const cli::Solved& o);

// The answer to print of the outcomes of one puzzle (one per rank, or fewer when stopped
// early, ordered as they arrived): the first decisive one, else the one with the largest
// count (the first to arrive among equals).
const cli::Solved& pick(const cli::Settings& s, const std::vector<const cli::Solved*>& arrived);

}  // namespace gridsat::mpi
