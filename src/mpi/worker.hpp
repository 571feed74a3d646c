#pragma once
// Ranks 1..K-1: solve the tasks rank 0 sends until it says done or stop.
#include "cli/settings.hpp"

namespace gridsat::mpi {

// sls_ranks: the last ones of the ranks run local search in a search (--sls-ranks).
void run_worker(const cli::Settings& s, int sls_ranks = 0);

}  // namespace gridsat::mpi
