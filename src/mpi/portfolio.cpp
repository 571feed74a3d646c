#include "mpi/portfolio.hpp"

#include <chrono>

#include "mpi/rank0.hpp"
#include "solve/parallel.hpp"

namespace gridsat::mpi {

CadicalSettings diversify_rank(const cli::Settings& s, int r) {
  return diversify(s.solve.cadical, r * thread_count(s.solve.threads));
}

cli::Settings sls_rank_settings(const cli::Settings& s, int r) {
  cli::Settings o = s;
  o.backend = Backend::sls;
  o.solve.threads = 1;
  o.solve.sls_workers = 0;
  o.solve.sls_seed = s.solve.sls_seed + static_cast<uint64_t>(r);
  return o;
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

namespace {

// The outcomes of the race, in the order they arrived: an exception, else the pick.
void settle(const cli::Settings& s, const std::vector<Result>& arrived, Entry& e) {
  std::vector<const cli::Solved*> outcomes;
  for (const Result& r : arrived) {
    if (r.exception) {
      e.exception = true;
      e.what = r.what;
      break;
    }
    if (!r.solved.empty()) outcomes.push_back(&r.solved.front());
  }
  if (!e.exception) e.solved = outcomes.empty() ? cli::Solved{cli::Solved::stopped, {}, {}} : pick(s, outcomes);
  e.done = true;
}

}  // namespace

std::optional<int> race_one(Rank0& r0, size_t index, Entry& e) {
  const int64_t first_id = r0.new_job_id();  // rank r's job is first_id + r
  r0.send_job(0, {index}, Mode::search, first_id);
  for (int r = 1; r < r0.ranks(); ++r) r0.send_job(r, {index}, Mode::search);
  std::vector<Result> arrived;
  bool cancelled_all = false;
  auto decided = [&] {
    for (const Result& r : arrived)
      if (r.exception || (!r.solved.empty() && decisive(r0.s, r.solved.front()))) return true;
    return false;
  };
  while (arrived.size() < static_cast<size_t>(r0.ranks())) {
    if (gridsat::interrupted()) return r0.interrupted_status();
    while (auto m = poll()) arrived.push_back(unpack_result(m->data));
    while (auto r = r0.local.take()) arrived.push_back(std::move(*r));
    r0.out.progress();
    if (!cancelled_all && decided()) {
      cancelled_all = true;
      for (int r = 1; r < r0.ranks(); ++r) r0.cancel_job(r, first_id + r);
      r0.local.cancel(first_id);
    }
    r0.local.wait(std::chrono::milliseconds(1));
  }
  r0.end_search(first_id);
  settle(r0.s, arrived, e);
  return std::nullopt;
}

}  // namespace gridsat::mpi
