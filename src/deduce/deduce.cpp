// The steps: one CaDiCaL session over the puzzle encoded with rule groups; the known facts and
// the groups a step may use are assumptions, and a candidate fact is forced when assuming its
// opposite is unsatisfiable. Groups are tried alone, then in pairs that share a cell, then all
// together (the core of the cheapest forced fact, minimised by deletion).
#include "deduce/deduce.hpp"

#include <algorithm>
#include <climits>
#include <map>
#include <set>
#include <sstream>

#include "base/errors.hpp"
#include "registry/registry.hpp"
#include "uniqueness/sat.hpp"

namespace gridsat::deduce {

using Result = CadicalSession::Result;

namespace {

std::string cell_text(int cell, int cols) {
  return "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1);
}

// The variables each group's clauses speak of: a guarded clause ends with the negated selector
// (Cnf::set_guard).
std::vector<std::vector<int>> group_vars(const Encoding& e) {
  std::map<int, size_t> of_selector;
  for (size_t g = 0; g < e.groups.size(); ++g) of_selector[e.groups[g].selector] = g;
  std::vector<std::set<int>> vars(e.groups.size());
  const std::vector<int>& flat = e.cnf.flat();
  size_t start = 0;
  for (size_t i = 0; i < flat.size(); ++i) {
    if (flat[i] != 0) continue;
    if (i > start) {
      const auto it = of_selector.find(-flat[i - 1]);
      if (flat[i - 1] < 0 && it != of_selector.end())
        for (size_t k = start; k + 1 < i; ++k) vars[it->second].insert(std::abs(flat[k]));
    }
    start = i + 1;
  }
  std::vector<std::vector<int>> out;
  for (auto& s : vars) out.emplace_back(s.begin(), s.end());
  return out;
}

}  // namespace

struct Deducer::Impl {
  const Puzzle& p;
  const Family* family;
  Options opt;
  Encoding enc;
  std::unique_ptr<uniqueness::Sat> sat;
  std::vector<std::vector<int>> lit;    // per cell, per value index: the fact's literal (0: none)
  std::vector<std::vector<int>> scope;  // per group: its cells (from its clauses)
  std::vector<int> changed;             // per cell: the round its candidates last changed
  std::vector<int> evaluated;           // per group: the round it was last tried without a step
  std::map<std::pair<int, int>, int> pair_evaluated;
  Position pos;
  int round = 1;
  bool stopped = false;

  Impl(const Puzzle& puzzle, const Options& o) : p(puzzle), family(find_family(puzzle.family())), opt(o) {
    EncodeOptions eo;
    eo.groups = true;
    eo.simplify = Simplify::none;
    complete_cnf(eo, "explain");
    enc = p.encode(eo);
    sat = std::make_unique<uniqueness::Sat>(enc, CadicalSettings{}, opt.deadline);
    const uniqueness::CellLits cl(enc);
    const int cells = cl.cells();
    pos.values_.resize(static_cast<size_t>(cells));
    lit.resize(static_cast<size_t>(cells));
    std::map<int, int> cell_of_var;
    for (int c = 0; c < cells; ++c) {
      pos.values_[static_cast<size_t>(c)] = cl.values(c);
      domain.push_back(cl.values(c));
      for (int v : cl.values(c)) {
        const std::vector<int> l = cl.lits(c, v);
        lit[static_cast<size_t>(c)].push_back(l.size() == 1 ? l[0] : 0);
        if (l.size() != 1) continue;
        cell_of_var[std::abs(l[0])] = c;
        fact_of_lit[l[0]] = {c, v};
      }
    }
    for (const auto& vars : group_vars(enc)) {
      std::set<int> cs;
      for (int v : vars)
        if (const auto it = cell_of_var.find(v); it != cell_of_var.end()) cs.insert(it->second);
      scope.emplace_back(cs.begin(), cs.end());
    }
    changed.assign(static_cast<size_t>(cells), 1);
    evaluated.assign(enc.groups.size(), 0);
    const std::vector<std::string> without =
        opt.without ? *opt.without : family && !family->explain.levels.empty()
                                         ? level_without(*family, static_cast<int>(family->explain.levels.size()))
                                         : std::vector<std::string>{};
    for (const RuleGroup& g : enc.groups)
      off.push_back(std::find(without.begin(), without.end(), g.kind) != without.end());
    base_off = off;
    start = pos;
  }
  std::vector<char> off;       // per group: left out (Options::without, or restart's): never assumed
  std::vector<char> base_off;  // per group: its kind is left out (Options::without)
  Position start;              // the position before any step

  // The literal of "cell holds value" (0: none single).
  int literal(int cell, int value) const {
    const auto& all = lit[static_cast<size_t>(cell)];
    const auto& d = domain[static_cast<size_t>(cell)];
    const auto it = std::find(d.begin(), d.end(), value);
    return it == d.end() ? 0 : all[static_cast<size_t>(it - d.begin())];
  }
  std::vector<std::vector<int>> domain;  // per cell: the encoding's values (CellLits::values)

  // The known facts as assumptions: a placed cell's literal, an open cell's eliminations.
  std::vector<std::pair<int, Fact>> known() const {
    std::vector<std::pair<int, Fact>> out;
    for (int c = 0; c < pos.cells(); ++c) {
      const auto& d = domain[static_cast<size_t>(c)];
      if (d.size() < 2) continue;
      const auto& now = pos.values(c);
      if (now.size() == 1) {
        if (const int l = literal(c, now[0])) {
          out.push_back({l, Fact{c, now[0], true}});
          continue;
        }
      }
      for (int v : d)
        if (!std::binary_search(now.begin(), now.end(), v))
          if (const int l = literal(c, v)) out.push_back({-l, Fact{c, v, false}});
    }
    return out;
  }

  // The facts forced by the groups `gs` and the known facts, among the open candidates of
  // `cells`; a forced placement makes the cell's other values eliminations.
  struct Found {
    std::vector<Fact> decided;
    std::vector<Fact> premises;
    bool contradiction = false;
  };
  // A test other than `must` gives up after Options::conflicts: its candidate stays open.
  Found forced(const std::vector<int>& gs, const std::vector<int>& cells, int must = 0) {
    Found f;
    std::vector<int> base = selectors(gs);
    const auto kn = known();
    for (const auto& [l, fact] : kn) base.push_back(l);
    const Result r0 = solve(base);
    if (r0 == Result::stopped) return stopped = true, f;
    if (r0 == Result::unsat) return f.contradiction = true, f;
    // Per candidate literal: the values seen in models so far (1 true, 2 false).
    std::map<int, int> seen;
    const std::vector<int> lits = open_lits(cells);
    auto note = [&] {
      for (int l : lits) seen[l] |= sat_value(l) ? 1 : 2;
    };
    note();
    std::set<int> premise_lits;
    for (int l : lits) {
      if (seen[l] == 3) continue;
      const int test = seen[l] == 1 ? -l : l;  // the opposite of every model seen
      std::vector<int> with = base;
      with.push_back(test);
      const Result r = solve(with, test != must);
      if (r == Result::stopped && (stopped = out_of_time())) return f;
      if (r != Result::unsat) {
        if (r == Result::sat) note();
        continue;
      }
      const auto [cell, value] = fact_of_lit.at(l);
      const auto& now = pos.values(cell);
      if (test == l && now.size() == 2)  // of two values, one eliminated is the other placed
        f.decided.push_back(Fact{cell, now[0] == value ? now[1] : now[0], true});
      else f.decided.push_back(Fact{cell, value, test == -l});
      for (const auto& [kl, fact] : kn)
        if (sat->failed(kl)) premise_lits.insert(kl);
    }
    for (const auto& [kl, fact] : kn)
      if (premise_lits.count(kl)) f.premises.push_back(fact);
    if (opt.places_only) std::erase_if(f.decided, [](const Fact& d) { return !d.holds; });
    return f;
  }
  bool sat_value(int l) const;
  // The groups `gs` on, every other group off: a selector left free would be decided true,
  // turning its rules on, and every call would search a model of them too (a genre's
  // connectivity: most of a call's time). The same answers: a group's selector occurs only
  // negated in its clauses, so a model with it true is one with it false.
  std::vector<int> selectors(const std::vector<int>& gs) const {
    std::vector<char> on(enc.groups.size(), 0);
    for (int g : gs) on[static_cast<size_t>(g)] = 1;
    std::vector<int> out;
    for (size_t g = 0; g < enc.groups.size(); ++g) out.push_back(on[g] ? enc.groups[g].selector : -enc.groups[g].selector);
    return out;
  }
  // One solver call (`limited`: at most Options::conflicts), or stopped once Options::max_calls
  // are spent.
  Result solve(const std::vector<int>& assumptions, bool limited = false) {
    if (opt.max_calls > 0 && sat->calls() >= opt.max_calls) return Result::stopped;
    return sat->solve(assumptions, limited && opt.conflicts > 0 ? opt.conflicts : -1);
  }
  // After a stopped call: the run is over (deadline, Ctrl-C, Options::max_calls), not a limited
  // call that gave up.
  bool out_of_time() const {
    return gridsat::interrupted() || Clock::now() >= opt.deadline ||
           (opt.max_calls > 0 && sat->calls() >= opt.max_calls);
  }
  // The literals of the open candidates of `cells` (a cell with one value left has none).
  std::vector<int> open_lits(const std::vector<int>& cells) const {
    std::vector<int> out;
    for (int c : cells)
      if (pos.values(c).size() > 1)
        for (int v : pos.values(c))
          if (const int l = literal(c, v)) out.push_back(l);
    return out;
  }
  // The (cell, value) of a fact's literal or of its negation.
  std::pair<int, int> fact_of(int l) const {
    const auto it = fact_of_lit.find(l);
    return it != fact_of_lit.end() ? it->second : fact_of_lit.at(-l);
  }
  std::map<int, std::pair<int, int>> fact_of_lit;  // "cell holds value" literal -> (cell, value)

  // Applies facts to the position; returns those that changed it.
  std::vector<Fact> apply(const std::vector<Fact>& facts) {
    std::vector<Fact> out;
    for (const Fact& f : facts) {
      auto& vs = pos.values_[static_cast<size_t>(f.cell)];
      const bool has = std::binary_search(vs.begin(), vs.end(), f.value);
      if (f.holds) {
        if (!has || vs.size() == 1) continue;
        vs = {f.value};
      } else {
        if (!has) continue;
        vs.erase(std::lower_bound(vs.begin(), vs.end(), f.value));
      }
      changed[static_cast<size_t>(f.cell)] = round + 1;  // after this round's evaluations: the next round retries
      out.push_back(f);
    }
    return out;
  }

  // The groups after g that share a cell with it (built once).
  const std::vector<int>& neighbours(int g) {
    if (after.empty()) {
      std::vector<std::vector<int>> of_cell(static_cast<size_t>(pos.cells()));
      for (size_t h = 0; h < scope.size(); ++h)
        for (int c : scope[h]) of_cell[static_cast<size_t>(c)].push_back(static_cast<int>(h));
      after.resize(scope.size());
      for (size_t h = 0; h < scope.size(); ++h) {
        std::set<int> ns;
        for (int c : scope[h])
          for (int k : of_cell[static_cast<size_t>(c)])
            if (k > static_cast<int>(h)) ns.insert(k);
        after[h].assign(ns.begin(), ns.end());
      }
    }
    return after[static_cast<size_t>(g)];
  }
  std::vector<std::vector<int>> after;

  int last_change(const std::vector<int>& cells) const {
    int m = 0;
    for (int c : cells) m = std::max(m, changed[static_cast<size_t>(c)]);
    return m;
  }

  Step make_step(const std::vector<int>& gs, Found& f, std::vector<Fact> decided) {
    Step s;
    s.groups = gs;
    s.cost = static_cast<int>(gs.size());
    s.premises = std::move(f.premises);
    std::stable_sort(decided.begin(), decided.end(), [](const Fact& a, const Fact& b) { return a.holds > b.holds; });
    s.decided = std::move(decided);
    std::set<std::string> kinds;
    for (int g : gs) kinds.insert(enc.groups[static_cast<size_t>(g)].kind);
    const std::vector<std::string> ks(kinds.begin(), kinds.end());
    const bool places = !s.decided.empty() && s.decided.front().holds;
    if (family && family->explain.rule) s.rule = family->explain.rule(ks, places);
    if (s.rule.empty()) {
      for (const auto& k : ks) s.rule += (s.rule.empty() ? "" : "+") + k;
      if (s.rule.empty()) s.rule = "rules";
    }
    std::replace(s.rule.begin(), s.rule.end(), ' ', '_');
    std::ostringstream t;
    t << s.rule << ":";
    for (size_t i = 0; i < gs.size(); ++i) {
      const RuleGroup& g = enc.groups[static_cast<size_t>(gs[i])];
      t << (i ? "," : "") << ' ' << g.kind << (g.label.empty() ? "" : " " + g.label);
    }
    t << " force";
    for (size_t i = 0; i < s.decided.size(); ++i) {
      const Fact& d = s.decided[i];
      t << (i ? "," : "") << ' ' << cell_text(d.cell, p.cols()) << (d.holds ? " = " : " != ") << p.symbol(d.value);
    }
    s.text = t.str();
    return s;
  }

  // Long: the three stages of the search for the next step, each with its own bookkeeping.
  // The next steps: every group alone that forces something (all of this round's), else the
  // first pair that does, else the whole puzzle's smallest core. Empty: stuck (or stopped).
  std::vector<Step> next(bool& contradiction) {
    std::vector<Step> out;
    const int n = static_cast<int>(enc.groups.size());
    for (int g = 0; g < n && !stopped; ++g) {
      if (off[static_cast<size_t>(g)]) continue;
      if (evaluated[static_cast<size_t>(g)] >= last_change(scope[static_cast<size_t>(g)])) continue;
      Found f = forced({g}, scope[static_cast<size_t>(g)]);
      if (f.contradiction) return contradiction = true, out;
      evaluated[static_cast<size_t>(g)] = round;
      std::vector<Fact> d = apply(f.decided);
      if (!d.empty()) out.push_back(make_step({g}, f, std::move(d)));
    }
    if (!out.empty() || stopped || opt.max_cost < 2) return out;
    int budget = opt.pairs;
    for (int a = 0; a < n && !stopped && budget > 0; ++a)
      for (int b : neighbours(a)) {
        if (stopped || budget <= 0) break;
        if (off[static_cast<size_t>(a)] || off[static_cast<size_t>(b)]) continue;
        const auto& sa = scope[static_cast<size_t>(a)];
        const auto& sb = scope[static_cast<size_t>(b)];
        std::vector<int> both;
        std::set_union(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(both));
        int& when = pair_evaluated[{a, b}];
        if (when >= last_change(both)) continue;
        --budget;
        Found f = forced({a, b}, both);
        when = round;
        std::vector<Fact> d = apply(f.decided);
        if (!d.empty()) return {make_step({a, b}, f, std::move(d))};
      }
    if (stopped) return out;
    return core_step(contradiction);
  }

  // Long: the whole puzzle's core, minimised by deletion, for the fact whose first core is smallest.
  // The fact forced with the fewest groups when every group may take part.
  std::vector<Step> core_step(bool& contradiction) {
    std::vector<int> all;
    for (int g = 0; g < static_cast<int>(enc.groups.size()); ++g)
      if (!off[static_cast<size_t>(g)]) all.push_back(g);
    std::vector<int> every;
    for (int c = 0; c < pos.cells(); ++c) every.push_back(c);
    // Which facts are forced at all, with every group.
    const auto kn = known();
    std::vector<int> base = selectors(all);
    for (const auto& [l, fact] : kn) base.push_back(l);
    const Result r0 = solve(base);
    if (r0 == Result::stopped) return stopped = true, std::vector<Step>{};
    if (r0 == Result::unsat) return contradiction = true, std::vector<Step>{};
    // Per candidate literal, the values seen in the models so far (1 true, 2 false): one seen
    // both ways is not forced, and needs no call of its own (most candidates, after a few models).
    const std::vector<int> lits = open_lits(every);
    std::map<int, int> seen;
    const auto note = [&] {
      for (int l : lits) seen[l] |= sat_value(l) ? 1 : 2;
    };
    note();
    int best_size = INT_MAX;
    std::vector<int> best_core;
    int best_test = 0;
    for (int l : lits) {
      if (stopped) break;
      if (seen[l] == 3) continue;
      const int test = seen[l] == 1 ? -l : l;  // the opposite of every model seen
      std::vector<int> with = base;
      with.push_back(test);
      const Result r = solve(with);
      if (r == Result::stopped) return stopped = true, std::vector<Step>{};
      if (r == Result::sat) {
        note();
        continue;
      }
      std::vector<int> core;
      for (int g : all)
        if (sat->failed(enc.groups[static_cast<size_t>(g)].selector)) core.push_back(g);
      if (static_cast<int>(core.size()) < best_size)
        best_size = static_cast<int>(core.size()), best_core = core, best_test = test;
    }
    if (!best_test || stopped) return {};
    // Deletion: drop each group in turn while the fact stays forced.
    std::vector<int> core = best_core;
    for (size_t i = 0; i < core.size() && !stopped;) {
      std::vector<int> rest;
      for (size_t k = 0; k < core.size(); ++k)
        if (k != i) rest.push_back(core[k]);
      std::vector<int> with = selectors(rest);
      for (const auto& [l, fact] : kn) with.push_back(l);
      with.push_back(best_test);
      const Result r = solve(with, true);
      if (r == Result::stopped) stopped = out_of_time(), ++i;  // gave up: the group stays
      else if (r == Result::unsat) {
        std::vector<int> kept;
        for (size_t k = 0; k < core.size(); ++k)
          if (k != i && sat->failed(enc.groups[static_cast<size_t>(core[k])].selector)) kept.push_back(core[k]);
        core = kept;  // the groups before i stay (each needed in a larger set: in every smaller one)
        continue;
      } else {
        ++i;
      }
    }
    if (stopped) return {};
    // Everything these groups force, on their cells.
    std::set<int> cs;
    for (int g : core)
      for (int c : scope[static_cast<size_t>(g)]) cs.insert(c);
    const auto [cell, value] = fact_of(best_test);
    cs.insert(cell);
    Found f = forced(core, std::vector<int>(cs.begin(), cs.end()), best_test);
    if (stopped) return {};
    std::vector<Fact> d = apply(f.decided);
    if (d.empty()) return {};
    return {make_step(core, f, std::move(d))};
  }
};

bool Deducer::Impl::sat_value(int l) const { return sat->value(std::abs(l)) == (l > 0); }

Deducer::Deducer(const Puzzle& p, const Options& opt) : impl_(std::make_unique<Impl>(p, opt)) {}
Deducer::~Deducer() = default;
const std::vector<RuleGroup>& Deducer::groups() const { return impl_->enc.groups; }
const Position& Deducer::position() const { return impl_->pos; }
int64_t Deducer::conflicts() const { return impl_->sat->conflicts(); }

void Deducer::restart(const std::vector<char>& off, const std::vector<Fact>& facts) {
  Impl& m = *impl_;
  m.pos = m.start;
  for (size_t g = 0; g < m.off.size(); ++g) m.off[g] = static_cast<char>(m.base_off[g] || (g < off.size() && off[g]));
  ++m.round;  // every group and pair evaluated before is stale: tried again
  std::fill(m.changed.begin(), m.changed.end(), m.round);
  m.apply(facts);
  m.stopped = false;
}

Path Deducer::run(const std::function<bool(const Step&, const Position&)>& on_step) {
  Impl& m = *impl_;
  Path path;
  auto solved = [&] {
    for (int c = 0; c < m.pos.cells(); ++c)
      if (m.pos.values(c).size() != 1) return false;
    return true;
  };
  for (;;) {
    if (solved()) {
      path.end = End::solved;
      break;
    }
    if (gridsat::interrupted() || Clock::now() >= m.opt.deadline) {
      path.end = End::stopped;
      break;
    }
    bool contradiction = false;
    Position at = m.pos;  // the round's steps replayed on it: each step's own position after it
    std::vector<Step> steps = m.next(contradiction);
    ++m.round;
    if (contradiction) {
      path.end = End::contradiction;
      break;
    }
    if (m.stopped) {
      path.end = End::stopped;
      break;
    }
    if (steps.empty()) {
      path.end = End::stuck;
      break;
    }
    bool go_on = true;
    for (Step& s : steps) {
      for (const Fact& f : s.decided) {
        auto& vs = at.values_[static_cast<size_t>(f.cell)];
        if (f.holds) vs = {f.value};
        else if (const auto it = std::lower_bound(vs.begin(), vs.end(), f.value); it != vs.end() && *it == f.value)
          vs.erase(it);
      }
      if (on_step && go_on) go_on = on_step(s, at);
      path.steps.push_back(std::move(s));
    }
    if (!go_on) {
      path.end = End::stopped;
      break;
    }
  }
  path.grid = m.pos.grid(m.p.rows(), m.p.cols());
  return path;
}

}  // namespace gridsat::deduce
