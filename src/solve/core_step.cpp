#include "solve/core_step.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "solve/cadical_session.hpp"

namespace gridsat {

namespace {

// The position as clauses over x(cell, v), each rule and fact behind its own selector.
class CoreModel {
 public:
  CoreModel(const HumanForm& f, const human::Candidates& c) : f_(f), n_(f.n) {
    cnf_.reserve(n_ * n_ * n_);  // the variables x(cell, v) = cell * n + v, before any selector
    add_cells();
    add_houses();
    add_signs();
    add_facts(c);
  }
  const Cnf& cnf() const { return cnf_; }
  int var(int cell, int v) const { return cell * n_ + v; }  // 1-based: cell * n + v
  const std::vector<int>& selectors() const { return sel_; }
  const std::string& name(int selector) const { return names_[static_cast<size_t>(selector - first_sel_)]; }
  bool is_fact(int selector) const { return facts_[static_cast<size_t>(selector - first_sel_)]; }

 private:
  int guard(const std::string& what, bool fact) {
    const int s = cnf_.fresh();
    if (sel_.empty()) first_sel_ = s;
    sel_.push_back(s);
    names_.push_back(what);
    facts_.push_back(fact);
    return s;
  }
  void exactly_one(const std::vector<int>& lits, int s) {
    std::vector<int> alo{-s};
    for (int l : lits) alo.push_back(l);
    cnf_.add(alo);
    for (size_t i = 0; i < lits.size(); ++i)
      for (size_t j = i + 1; j < lits.size(); ++j) cnf_.add({-s, -lits[i], -lits[j]});
  }
  void add_cells() {
    for (int cell = 0; cell < n_ * n_; ++cell) {
      std::vector<int> lits;
      for (int v = 1; v <= n_; ++v) lits.push_back(var(cell, v));
      exactly_one(lits, guard(human::cell_name(cell, n_) + " holds one value", false));
    }
  }
  void add_houses() {
    for (const auto& h : f_.houses)
      for (int v = 1; v <= n_; ++v) {
        std::vector<int> lits;
        for (int cell : h.cells) lits.push_back(var(cell, v));
        exactly_one(lits,
                    guard(h.kind + " " + std::to_string(h.index) + " holds " + std::to_string(v) + " once", false));
      }
  }
  void add_signs() {
    for (auto [a, b] : f_.less) {
      const int s = guard(human::cell_name(a, n_) + " < " + human::cell_name(b, n_), false);
      for (int va = 1; va <= n_; ++va)
        for (int vb = 1; vb <= va; ++vb) cnf_.add({-s, -var(a, va), -var(b, vb)});
    }
  }
  // What the position knows: placed values and eliminated candidates.
  void add_facts(const human::Candidates& c) {
    for (int cell = 0; cell < n_ * n_; ++cell) {
      if (c.value(cell)) {
        const int s = guard(human::cell_name(cell, n_) + " = " + std::to_string(c.value(cell)), true);
        cnf_.add({-s, var(cell, c.value(cell))});
        continue;
      }
      for (int v = 1; v <= n_; ++v)
        if (!c.has(cell, v))
          cnf_.add({-guard(human::cell_name(cell, n_) + " <> " + std::to_string(v), true), -var(cell, v)});
    }
  }

  const HumanForm& f_;
  int n_;
  Cnf cnf_;
  std::vector<int> sel_;
  int first_sel_ = 0;
  std::vector<std::string> names_;
  std::vector<bool> facts_;
};

// The selectors of the core that refutes `lit` under `kept` (empty when satisfiable or
// stopped).
std::vector<int> core(CadicalSession& s, const std::vector<int>& kept, int lit) {
  for (int k : kept) s.assume(k);
  s.assume(lit);
  if (s.solve() != CadicalSession::Result::unsat) return {};
  std::vector<int> out;
  for (int k : kept)
    if (s.failed(k)) out.push_back(k);
  return out;
}

// Deletion-based minimisation: try each selector not yet known to be needed; when `lit`
// stays refuted without it, continue from the (smaller) core of that refutation. A selector
// found needed stays needed in every subset, so each is tried at most once.
std::vector<int> minimise(CadicalSession& s, std::vector<int> c, int lit, Deadline deadline) {
  std::unordered_set<int> needed;  // a set: a list searched for each candidate made long cores cubic
  for (;;) {
    auto next = std::find_if(c.begin(), c.end(), [&](int x) { return !needed.contains(x); });
    if (next == c.end()) return c;
    if (past(deadline)) return {};
    std::vector<int> without = c;
    without.erase(without.begin() + (next - c.begin()));
    auto smaller = core(s, without, lit);
    if (smaller.empty()) needed.insert(*next);
    else c = std::move(smaller);
  }
}

struct Refutation {
  int cell, value;
  std::vector<int> core;
};

// "r1c6 r1c8 hold one value; row 1 holds 2 3 8 once; ...": the core's rules, grouped.
std::string grouped_rules(const std::vector<std::string>& rules) {
  std::string cells, out, house;
  std::string values;
  auto flush = [&] {
    if (!house.empty()) out += (out.empty() ? "" : "; ") + house + " holds " + values + " once";
    house.clear();
    values.clear();
  };
  for (const auto& r : rules) {
    if (auto at = r.find(" holds one value"); at != std::string::npos) {
      cells += (cells.empty() ? "" : " ") + r.substr(0, at);
      continue;
    }
    const auto holds = r.find(" holds ");
    if (holds == std::string::npos) {  // a sign
      flush();
      out += (out.empty() ? "" : "; ") + r;
      continue;
    }
    const std::string h = r.substr(0, holds), v = r.substr(holds + 7, r.size() - holds - 7 - 5);
    if (h != house) flush();
    house = h;
    values += (values.empty() ? "" : " ") + v;
  }
  flush();
  return (cells.empty() ? "" : cells + " hold one value each" + (out.empty() ? "" : "; ")) + out;
}

human::Step to_step(const CoreModel& m, const Refutation& r, int n) {
  human::Step st;
  st.technique = human::Technique::sat_core;
  st.rating = human::info(st.technique).rating;
  st.score = human::info(st.technique).score;
  st.cells = {r.cell};
  st.eliminations = {{r.cell, r.value}};
  std::string facts;
  int rules = 0, nfacts = 0;
  for (int sel : r.core) {
    if (m.is_fact(sel)) {
      facts += (facts.empty() ? "" : ", ") + m.name(sel);
      ++nfacts;
    } else {
      st.houses.push_back(m.name(sel));
      ++rules;
    }
  }
  st.text = human::cell_name(r.cell, n) + " <> " + std::to_string(r.value) + " because of " + std::to_string(rules) +
            " rules and " + std::to_string(nfacts) + " known facts (a minimal set): " + grouped_rules(st.houses) +
            (facts.empty() ? "" : "; known: " + facts);
  return st;
}

}  // namespace

std::optional<human::Step> core_step(const HumanForm& form, const human::Candidates& c, Deadline deadline, int shrink) {
  const int n = form.n;
  CoreModel m(form, c);
  CadicalSession s(CadicalSettings{}, deadline);
  s.load(m.cnf());
  std::vector<Refutation> found;
  for (int cell = 0; cell < n * n && !past(deadline); ++cell) {
    if (c.value(cell)) continue;
    for (int v = 1; v <= n; ++v)
      if (c.has(cell, v)) {
        auto k = core(s, m.selectors(), m.var(cell, v));
        if (!k.empty()) found.push_back({cell, v, std::move(k)});
      }
  }
  if (found.empty()) return std::nullopt;
  std::stable_sort(found.begin(), found.end(),
                   [](const auto& a, const auto& b) { return a.core.size() < b.core.size(); });
  found.resize(std::min<size_t>(found.size(), static_cast<size_t>(std::max(shrink, 1))));
  for (auto& r : found) r.core = minimise(s, r.core, m.var(r.cell, r.value), deadline);
  std::erase_if(found, [](const Refutation& r) { return r.core.empty(); });
  if (found.empty()) return std::nullopt;
  const auto best = std::min_element(found.begin(), found.end(),
                                     [](const auto& a, const auto& b) { return a.core.size() < b.core.size(); });
  return to_step(m, *best, n);
}

}  // namespace gridsat
