#pragma once
// Ranks 1..K-1: solve the tasks rank 0 sends until it says done or stop.
#include "cli/settings.hpp"

namespace gridsat::mpi {

void run_worker(const cli::Settings& s);

}  // namespace gridsat::mpi
