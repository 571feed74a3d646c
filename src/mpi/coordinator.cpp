#include "mpi/coordinator.hpp"

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "mpi/batch.hpp"
#include "mpi/cubes.hpp"
#include "mpi/portfolio.hpp"
#include "mpi/rank0.hpp"

namespace gridsat::mpi {

namespace {

MpiMode resolve(Rank0& r0, MpiMode mode) {
  if (mode == MpiMode::automatic) {
    mode = !r0.many() && r0.s.proof.empty() && r0.ranks() > 1 ? MpiMode::search : MpiMode::batch;
  }
  if (mode == MpiMode::search && !r0.s.proof.empty())
    throw UsageError("--proof needs --mpi-mode batch (in a search every rank traces its own solver)");
  return mode;
}

// Each puzzle in turn by every rank: a count with cubes (cubes.hpp) or a race (portfolio.hpp).
int run_search(Rank0& r0) {
  for (;;) {
    if (gridsat::interrupted()) return r0.interrupted_status();
    if (r0.window.empty() && !r0.read_one()) break;
    Entry& e = r0.window.front();
    if (!e.done) {
      auto status = counts_with_cubes(r0.s) ? count_with_cubes(r0, r0.front, e) : race_one(r0, r0.front, e);
      if (status) return *status;
    }
    if (auto status = r0.print_entry(r0.front, e)) return *status;
    r0.printed();
  }
  return r0.finish();
}

}  // namespace

// Whatever ends the run (an answer, a usage error such as a --proof name that is an input
// file, a failed write), the workers are told to leave first.
int run_coordinator(const cli::Settings& s, MpiMode mode) {
  Rank0 r0(s);
  try {
    mode = resolve(r0, mode);
    return mode == MpiMode::search ? run_search(r0) : run_batch(r0);
  } catch (...) {
    r0.leave(kStop);
    throw;
  }
}

}  // namespace gridsat::mpi
