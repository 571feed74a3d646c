#include "mpi/portfolio.hpp"

#include "solve/parallel.hpp"

namespace gridsat::mpi {

CadicalSettings diversify_rank(const cli::Settings& s, int r) {
  return diversify(s.solve.cadical, r * thread_count(s.solve.threads));
}

bool decisive(const cli::Settings& s, const cli::Solved& o) {
  if (o.kind == cli::Solved::refused) return true;
  if (o.kind == cli::Solved::stopped) return false;
  if (!o.reply.internal_error.empty()) return true;
  const Answer& a = o.reply;
  if (!s.counting) return a.status != Status::unknown;
  return a.complete || (s.solve.limit > 0 && a.count >= s.solve.limit);
}

const cli::Solved& pick(const cli::Settings& s, const std::vector<const cli::Solved*>& arrived) {
  for (const cli::Solved* o : arrived)
    if (decisive(s, *o)) return *o;
  const cli::Solved* best = arrived.front();
  for (const cli::Solved* o : arrived)
    if (o->kind == cli::Solved::answered && (best->kind != cli::Solved::answered || o->reply.count > best->reply.count))
      best = o;
  return *best;
}

}  // namespace gridsat::mpi
