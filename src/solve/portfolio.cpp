// The portfolio (run_portfolio, solve/parallel.hpp): for a first solution, N differently
// configured solvers (diversify) race on the same CNF; the first answer wins and stops the rest.
#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "solve/cadical_session.hpp"
#include "solve/parallel.hpp"
#include "solve/parallel_detail.hpp"
#include "sls/sls.hpp"

namespace gridsat {

using parallel_detail::decode_model;
using parallel_detail::run_workers;

namespace {

struct PortfolioShared {
  std::mutex m;
  PortfolioResult result;
  std::atomic<int64_t> conflicts{0};
};

void portfolio_worker(const Encoding& enc, const PortfolioOptions& opt, int k, std::atomic<bool>& stop,
                      PortfolioShared& sh, const SolutionSink& sink) {
  ScopedCnfLimits scope({0, opt.deadline});  // loading polls the deadline and SIGINT
  CadicalSession s(diversify(opt.settings, opt.first_worker + k), opt.deadline, nullptr, &stop);
  s.load(enc.cnf, &enc.lazy);
  const auto r = s.solve();
  sh.conflicts += s.conflicts();
  if (r == CadicalSession::Result::stopped) return;
  std::optional<Grid> grid;
  if (r == CadicalSession::Result::sat) grid = decode_model(enc, s);
  std::lock_guard lock(sh.m);
  if (sh.result.winner >= 0) return;  // another worker answered first
  sh.result.winner = k;
  sh.result.status = grid ? Status::solved : Status::unsat;
  stop = true;
  if (grid) sink(*grid);
}

// A local-search worker: a model of the clauses (checked by sls::solve), decoded, or nothing
// (stopped); it never answers "unsatisfiable".
void sls_worker(const Encoding& enc, const PortfolioOptions& opt, int k, int j, std::atomic<bool>& stop,
                PortfolioShared& sh, const SolutionSink& sink) {
  sls::Options so;
  so.seed = opt.sls_seed + static_cast<uint64_t>(opt.first_worker + j);
  so.deadline = opt.deadline;
  so.stop = &stop;
  const sls::Result r = sls::solve(enc.cnf.num_vars(), enc.cnf.flat(), so);
  if (!r.found) return;
  Decoded d = decode(enc, [&](int var) { return static_cast<size_t>(var) < r.model.size() && r.model[var] != 0; });
  if (!d.grid) throw std::logic_error("local-search model does not decode: " + d.error);
  std::lock_guard lock(sh.m);
  if (sh.result.winner >= 0) return;
  sh.result.winner = k;
  sh.result.status = Status::solved;
  stop = true;
  sink(*d.grid);
}

}  // namespace

CadicalSettings diversify(const CadicalSettings& base, int worker) {
  if (worker <= 0) return base;
  CadicalSettings s = base;
  if (s.config == "auto") s.config = "default";  // no family's choice in a race: every third worker sat
  if (worker % 3 == 1 && s.config == "default") s.config = "sat";
  int seed = 0;  // the base's own seed (--cadical seed=S): runs with different S stay different
  for (const auto& [name, value] : base.options)
    if (name == "seed") seed = value;
  const std::vector<std::pair<std::string, int>> own{{"shuffle", 1},
                                                     {"shufflerandom", 1},
                                                     {"seed", static_cast<int>((seed + 1000LL * worker) % 2000000000)},
                                                     {"phase", worker % 2 == 1 ? 0 : 1}};
  s.options.insert(s.options.end(), own.begin(), own.end());
  return s;
}

PortfolioResult run_portfolio(const Encoding& enc, const PortfolioOptions& opt, const SolutionSink& sink) {
  std::atomic<bool> own{false};
  std::atomic<bool>& stop = opt.stop ? *opt.stop : own;
  PortfolioShared sh;
  const int cdcl = std::max(1, opt.threads), sls = enc.lazy.empty() ? std::max(0, opt.sls_workers) : 0;
  run_workers(cdcl + sls, stop, [&](int k) {
    if (k < cdcl) portfolio_worker(enc, opt, k, stop, sh, sink);
    else sls_worker(enc, opt, k, k - cdcl, stop, sh, sink);
  });
  sh.result.conflicts = sh.conflicts;
  return sh.result;
}

}  // namespace gridsat
