// Stochastic local search on a CNF: sls.hpp says what it does.
#include "sls/sls.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "base/random.hpp"
#include "sls/formula.hpp"

namespace gridsat::sls {

namespace {

class Walker {
 public:
  Walker(const Formula& f, const Options& opt)
      : f_(f),
        opt_(opt),
        rng_(opt.seed),
        val_(static_cast<size_t>(f.vars) + 1, 0),
        ntrue_(f.clauses(), 0),
        crit_(f.clauses(), 0),
        unsat_(f.clauses()),
        breaks_(static_cast<size_t>(f.vars) + 1, 0),
        weight_(f.clauses(), 1),
        total_(f.clauses()) {
    // probSAT's parameters: the polynomial form for clauses of up to 3 literals, the
    // exponential one (cb by the longest clause: probSAT's values for 4..7-SAT) beyond.
    // Longer clauses are a puzzle's "at least one" beside binary "at most one" clauses:
    // there a greedier cb of 8 found the QWH models faster (BENCHMARKS.md).
    const bool poly = f.longest <= 3;
    const double cb = poly             ? 2.38
                      : f.longest == 4 ? 3.0
                      : f.longest == 5 ? 3.7
                      : f.longest == 6 ? 5.1
                      : f.longest == 7 ? 5.4
                                       : 8.0;
    for (int b = 0; b < kTable; ++b) table_[b] = poly ? std::pow(1.0 + b, -cb) : std::pow(cb, -b);
  }

  Result run() {
    auto start = [this] {
      for (int c = 0; c < f_.clauses(); ++c) {
        for (int k = f_.start[c]; k < f_.start[c + 1]; ++k)
          if (is_true(f_.lits[k])) ++ntrue_[c], crit_[c] ^= std::abs(f_.lits[k]);
        if (ntrue_[c] == 0) unsat_.insert(c);
      }
      recount_breaks();
    };
    // A probSAT flip is cheap: the clock every 4096.
    return walk(f_, opt_, rng_, val_, unsat_, 4096, start,
                [this](int64_t) { flip(pick(unsat_[rng_.below(unsat_.size())])); });
  }

 private:
  static constexpr int kTable = 64;

  bool is_true(int lit) const { return val_[std::abs(lit)] == (lit > 0); }

  // breaks_[v]: the weight of the clauses that flipping v would falsify (v their only true
  // literal), kept by flip(); crit_[c] is the XOR of c's true variables, so the only one when
  // ntrue_[c] == 1 (yalsat's and probSAT's caching: a pick then costs the clause's length,
  // where computing each break costs the variable's occurrences, many for long clauses).
  void recount_breaks() {
    std::fill(breaks_.begin(), breaks_.end(), 0);
    for (int c = 0; c < f_.clauses(); ++c)
      if (ntrue_[c] == 1) breaks_[crit_[c]] += weight_[c];
  }
  int64_t break_of(int v) const { return breaks_[v]; }

  // probSAT's choice in falsified clause c (weighted breaks, in units of the mean weight).
  int pick(int c) {
    if (opt_.weights) bump(c);
    const int n = f_.start[c + 1] - f_.start[c];
    double sum = 0;
    probs_.resize(n);
    for (int k = 0; k < n; ++k) {
      const int64_t b = break_of(std::abs(f_.lits[f_.start[c] + k]));
      const auto scaled = static_cast<int64_t>(static_cast<double>(b) / mean_);
      probs_[k] = table_[std::min<int64_t>(scaled, kTable - 1)];
      sum += probs_[k];
    }
    double x = static_cast<double>(rng_.next() >> 11) * 0x1.0p-53 * sum;
    for (int k = 0; k < n; ++k)
      if ((x -= probs_[k]) <= 0) return std::abs(f_.lits[f_.start[c] + k]);
    return std::abs(f_.lits[f_.start[c + 1] - 1]);
  }

  // The picked clause's weight grows; all are halved when the mean passes a bound.
  void bump(int c) {
    ++weight_[c];
    total_ += 1;
    mean_ = static_cast<double>(total_) / f_.clauses();
    if (mean_ < 3.0) return;
    total_ = 0;
    for (auto& w : weight_) w = (w + 1) / 2, total_ += w;
    mean_ = static_cast<double>(total_) / f_.clauses();
    recount_breaks();
  }

  void flip(int v) {
    const int was = val_[v] ? v : -v;  // the literal that becomes false
    val_[v] = !val_[v];
    for (int i = Formula::index(-was), k = f_.ostart[i]; k < f_.ostart[i + 1]; ++k) {
      const int c = f_.occ[k];
      if (++ntrue_[c] == 1) {
        unsat_.erase(c);
        breaks_[v] += weight_[c];
      } else if (ntrue_[c] == 2) {
        breaks_[crit_[c]] -= weight_[c];
      }
      crit_[c] ^= v;
    }
    for (int i = Formula::index(was), k = f_.ostart[i]; k < f_.ostart[i + 1]; ++k) {
      const int c = f_.occ[k];
      crit_[c] ^= v;
      if (--ntrue_[c] == 0) {
        unsat_.insert(c);
        breaks_[v] -= weight_[c];
      } else if (ntrue_[c] == 1) {
        breaks_[crit_[c]] += weight_[c];
      }
    }
  }

  const Formula& f_;
  const Options& opt_;
  Rng rng_;
  std::vector<char> val_;
  std::vector<int> ntrue_, crit_;
  IndexedSet unsat_;  // the falsified clauses
  std::vector<int64_t> breaks_;
  std::vector<int64_t> weight_;
  int64_t total_;
  double mean_ = 1;
  double table_[kTable];
  std::vector<double> probs_;
};

}  // namespace

bool satisfies(const std::vector<int>& flat, const std::vector<char>& model) {
  bool sat = false;
  for (int lit : flat) {
    if (lit == 0) {
      if (!sat) return false;
      sat = false;
    } else if (!sat) {
      const size_t v = static_cast<size_t>(std::abs(lit));
      sat = v < model.size() && model[v] == (lit > 0);
    }
  }
  return true;
}

Result solve(int num_vars, const std::vector<int>& flat, const Options& opt) {
  const Formula f(num_vars, flat);
  const bool cc = opt.method == Method::ccanr;
  Result r = cc ? run_ccanr(f, opt) : Walker(f, opt).run();
  if (r.found && !satisfies(flat, r.model)) r = Result{};  // never a model that is not one
  return r;
}

}  // namespace gridsat::sls
