#pragma once
// The portfolio across ranks (--mpi-mode search): every rank solves the same puzzle with
// its own CaDiCaL settings; the first decisive answer wins and stops the others.
#include <cstdint>
#include <vector>

#include "cli/settings.hpp"

namespace gridsat::mpi {

// Rank r's settings: rank 0 keeps the command line's (so a run whose rank 0 answers first
// prints what gridsat prints); rank r > 0 adds shuffle=1 shufflerandom=1 seed=r (in
// CaDiCaL 1.5.3 the seed matters only with both shuffles) and alternates the initial phase.
CadicalSettings diversify(const CadicalSettings& base, int r);

// Whether an outcome settles the puzzle, so that the other ranks may stop: an error, an
// internal error, or a verdict (solve: found or refuted; count: complete, or --limit reached).
// A time-limit `unknown` is not: another rank may still answer in its own time.
bool decisive(const cli::Settings& s, const cli::Solved& o);

// The answer to print of the outcomes of one puzzle (one per rank, or fewer when stopped
// early, ordered as they arrived): the first decisive one, else the one with the largest
// count (rank order among equals).
const cli::Solved& pick(const cli::Settings& s, const std::vector<const cli::Solved*>& arrived);

}  // namespace gridsat::mpi
