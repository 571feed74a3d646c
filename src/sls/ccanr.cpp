// Configuration checking with aspiration (CCAnr): sls.hpp says what it does. Written from the
// papers' description (Cai & Su 2013), not from their code.
#include <algorithm>

#include "base/random.hpp"
#include "sls/formula.hpp"

namespace gridsat::sls {

namespace {

class Ccanr {
 public:
  Ccanr(const Formula& f, const Options& opt)
      : f_(f),
        opt_(opt),
        rng_(opt.seed),
        val_(static_cast<size_t>(f.vars) + 1, 0),
        score_(val_.size(), 0),
        changed_(val_.size(), 1),
        when_(val_.size(), 0),
        good_(val_.size()),
        ntrue_(f.clauses(), 0),
        critical_(f.clauses(), 0),
        unsat_(f.clauses()),
        weight_(f.clauses(), 1) {}

  Result run() {
    return walk(
        f_, opt_, rng_, val_, unsat_, 1024, [this] { initialise(); }, [this](int64_t step) { flip(choose(), step); });
  }

 private:
  bool is_true(int lit) const { return val_[std::abs(lit)] == (lit > 0); }
  int clause_size(int c) const { return f_.start[c + 1] - f_.start[c]; }

  // Counts, critical variables, scores and the falsified clauses of the first assignment.
  void initialise() {
    for (int c = 0; c < f_.clauses(); ++c) {
      for (int k = f_.start[c]; k < f_.start[c + 1]; ++k)
        if (is_true(f_.lits[k])) ++ntrue_[c], critical_[c] = std::abs(f_.lits[k]);
      if (ntrue_[c] == 0) {
        unsat_.insert(c);
        for (int k = f_.start[c]; k < f_.start[c + 1]; ++k) score_[std::abs(f_.lits[k])] += weight_[c];
      } else if (ntrue_[c] == 1) {
        score_[critical_[c]] -= weight_[c];
      }
    }
    total_weight_ = f_.clauses();
    for (int v = 1; v <= f_.vars; ++v) update_good(v);
  }

  // The good variables: score > 0 and their configuration changed since their last flip.
  void update_good(int v) {
    const bool good = score_[v] > 0 && changed_[v];
    if (good && !good_.contains(v)) good_.insert(v);
    else if (!good && good_.contains(v)) good_.erase(v);
  }

  // Better: higher score, then older.
  bool better(int a, int b) const { return score_[a] > score_[b] || (score_[a] == score_[b] && when_[a] < when_[b]); }

  int choose() {
    if (!good_.empty()) {
      int best = good_[0];
      for (int v : good_) best = better(v, best) ? v : best;
      return best;
    }
    // Aspiration: a variable of a falsified clause whose score passes the mean weight.
    const double mean = static_cast<double>(total_weight_) / f_.clauses();
    int best = 0;
    for (int c : unsat_)
      for (int k = f_.start[c]; k < f_.start[c + 1]; ++k) {
        const int v = std::abs(f_.lits[k]);
        if (score_[v] > mean && (best == 0 || better(v, best))) best = v;
      }
    if (best) return best;
    bump();
    const int c = unsat_[rng_.below(unsat_.size())];
    best = std::abs(f_.lits[f_.start[c]]);
    for (int k = f_.start[c] + 1; k < f_.start[c + 1]; ++k)
      if (when_[std::abs(f_.lits[k])] < when_[best]) best = std::abs(f_.lits[k]);
    return best;
  }

  // Every falsified clause weighs one more; when the mean weight passes 50, every weight
  // becomes 0.3 w + 0.7 mean (SWT smoothing) and the scores are computed again.
  void bump() {
    for (int c : unsat_) {
      ++weight_[c];
      for (int k = f_.start[c]; k < f_.start[c + 1]; ++k) {
        const int v = std::abs(f_.lits[k]);
        ++score_[v];
        update_good(v);
      }
    }
    total_weight_ += unsat_.size();
    if (total_weight_ <= 50LL * f_.clauses()) return;
    const int64_t mean = total_weight_ / f_.clauses();
    total_weight_ = 0;
    std::fill(score_.begin(), score_.end(), 0);
    for (int c = 0; c < f_.clauses(); ++c) {
      weight_[c] = std::max<int64_t>(1, (3 * weight_[c] + 7 * mean) / 10);
      total_weight_ += weight_[c];
      if (ntrue_[c] == 0)
        for (int k = f_.start[c]; k < f_.start[c + 1]; ++k) score_[std::abs(f_.lits[k])] += weight_[c];
      else if (ntrue_[c] == 1) score_[critical_[c]] -= weight_[c];
    }
    for (int v = 1; v <= f_.vars; ++v) update_good(v);
  }

  void becomes_true(int c, int v) {
    if (++ntrue_[c] == 2) {
      score_[critical_[c]] += weight_[c];
      touched_.push_back(critical_[c]);
    } else if (ntrue_[c] == 1) {
      critical_[c] = v;
      for (int k = f_.start[c]; k < f_.start[c + 1]; ++k) score_[std::abs(f_.lits[k])] -= weight_[c];
      unsat_.erase(c);
    }
  }

  void becomes_false(int c) {
    if (--ntrue_[c] == 1) {
      for (int k = f_.start[c]; k < f_.start[c + 1]; ++k)
        if (is_true(f_.lits[k])) {
          critical_[c] = std::abs(f_.lits[k]);
          score_[critical_[c]] -= weight_[c];
          touched_.push_back(critical_[c]);
          break;
        }
    } else if (ntrue_[c] == 0) {
      for (int k = f_.start[c]; k < f_.start[c + 1]; ++k) score_[std::abs(f_.lits[k])] += weight_[c];
      unsat_.insert(c);
    }
  }

  // Flips v: counts, scores, the configuration of v's neighbours (every variable sharing a
  // clause with it changed) and the good variables among them.
  void flip(int v, int64_t step) {
    const int64_t before = score_[v];
    const int was = val_[v] ? v : -v;
    val_[v] = !val_[v];
    touched_.clear();
    for (int i = Formula::index(-was), k = f_.ostart[i]; k < f_.ostart[i + 1]; ++k) becomes_true(f_.occ[k], v);
    for (int i = Formula::index(was), k = f_.ostart[i]; k < f_.ostart[i + 1]; ++k) becomes_false(f_.occ[k]);
    score_[v] = -before;
    when_[v] = step;
    changed_[v] = 0;
    for (int lit : {v, -v})
      for (int i = Formula::index(lit), k = f_.ostart[i]; k < f_.ostart[i + 1]; ++k) {
        const int c = f_.occ[k];
        for (int j = f_.start[c]; j < f_.start[c + 1]; ++j) {
          const int u = std::abs(f_.lits[j]);
          if (u != v) changed_[u] = 1;
          update_good(u);
        }
      }
    for (int u : touched_) update_good(u);
  }

  const Formula& f_;
  const Options& opt_;
  Rng rng_;
  std::vector<char> val_;
  std::vector<int64_t> score_;  // weight made minus weight broken by flipping
  std::vector<char> changed_;   // configuration changed since the last flip
  std::vector<int64_t> when_;   // the step of the last flip
  IndexedSet good_;             // score > 0 and the configuration changed since their last flip
  std::vector<int> touched_;
  std::vector<int> ntrue_, critical_;
  IndexedSet unsat_;  // the falsified clauses
  std::vector<int64_t> weight_;
  int64_t total_weight_ = 0;
};

}  // namespace

Result run_ccanr(const Formula& f, const Options& opt) { return Ccanr(f, opt).run(); }

}  // namespace gridsat::sls
