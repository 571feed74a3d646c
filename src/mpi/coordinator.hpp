#pragma once
// Rank 0: reads the batch, hands out its puzzles, solves some itself, and prints every
// answer in input order with the one-process Reporter, so that the output is gridsat's.
// The protocols: batch.hpp (--mpi-mode batch), and for a search portfolio.hpp (a race) and
// cubes.hpp (a count); rank0.hpp holds what they share.
#include "cli/settings.hpp"
#include "mpi/wire.hpp"

namespace gridsat::mpi {

enum class MpiMode { automatic, batch, search };
inline constexpr Named<MpiMode> kMpiModeNames[] = {
    {MpiMode::automatic, "auto", "search for a batch of one puzzle (without --proof), batch otherwise"},
    {MpiMode::batch, "batch", "each puzzle by one rank, handed out from a queue; the answers in input order"},
    {MpiMode::search, "search",
     "each puzzle in turn by every rank: solve, a portfolio of differently seeded solvers (the first answer "
     "wins); count (sat backend), cube-and-conquer: rank 0 hands out cubes from a queue, the counts add up"},
};

// Returns the exit status, as `gridsat solve|count` would.
int run_coordinator(const cli::Settings& s, MpiMode mode);

}  // namespace gridsat::mpi
