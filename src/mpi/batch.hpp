#pragma once
// Rank 0's side of --mpi-mode batch: each puzzle by one rank. Rank 0 hands out tasks
// (consecutive records of one segment of the input, sized to take ~20 ms each) from a queue,
// a few to every rank, itself included, and prints the answers in input order as they
// complete. The workers' side is worker.cpp's jobs, the same as in a search.
#include "mpi/rank0.hpp"

namespace gridsat::mpi {

// Returns the exit status, as `gridsat solve|count` would.
int run_batch(Rank0& r0);

}  // namespace gridsat::mpi
