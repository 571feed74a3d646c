#include "drat_check.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>
#include <vector>

namespace drat {

namespace {

class Checker {
 public:
  explicit Checker(int vars)
      : value_(2 * static_cast<size_t>(vars) + 2, 0), occurs_(2 * static_cast<size_t>(vars) + 2) {}

  void add(std::vector<int> c) {
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    const int id = static_cast<int>(clauses_.size());
    for (int lit : c) occurs_[idx(lit)].push_back(id);
    by_key_[c].push_back(id);
    if (c.empty()) empty_ = true;
    clauses_.push_back(std::move(c));
    alive_.push_back(1);
  }

  bool remove(std::vector<int> c) {
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    auto it = by_key_.find(c);
    if (it == by_key_.end() || it->second.empty()) return false;
    alive_[it->second.back()] = 0;
    it->second.pop_back();
    return true;
  }

  // Does asserting the negation of `c` (plus `extra` literals) propagate to a conflict?
  bool rup(const std::vector<int>& c, const std::vector<int>& extra = {}) {
    std::vector<int> trail;
    bool conflict = false;
    auto assign = [&](int lit) {  // make lit true
      if (val(lit) == 1) return;
      if (val(lit) == -1) {
        conflict = true;
        return;
      }
      value_[idx(lit)] = 1;
      value_[idx(-lit)] = -1;
      trail.push_back(lit);
    };
    for (int lit : c) assign(-lit);
    for (int lit : extra) assign(lit);
    // Clauses that are unit or empty from the start.
    for (size_t id = 0; id < clauses_.size() && !conflict; ++id)
      if (alive_[id]) visit(static_cast<int>(id), assign, conflict);
    for (size_t head = 0; head < trail.size() && !conflict; ++head)
      for (int id : occurs_[idx(-trail[head])]) {
        if (conflict) break;
        if (alive_[id]) visit(id, assign, conflict);
      }
    for (int lit : trail) value_[idx(lit)] = value_[idx(-lit)] = 0;
    return conflict;
  }

  // RAT on the pivot c[0]: every resolvent with a clause containing -pivot is RUP.
  bool rat(const std::vector<int>& c) {
    if (c.empty()) return false;
    const int pivot = c[0];
    std::vector<int> ids = occurs_[idx(-pivot)];
    for (int id : ids) {
      if (!alive_[id]) continue;
      std::vector<int> extra;
      for (int lit : clauses_[id])
        if (lit != -pivot) extra.push_back(-lit);
      if (!rup(c, extra)) return false;
    }
    return true;
  }

  bool has_empty() const { return empty_; }
  void set_empty() { empty_ = true; }

 private:
  size_t idx(int lit) const { return lit > 0 ? 2 * static_cast<size_t>(lit) : 2 * static_cast<size_t>(-lit) + 1; }
  int val(int lit) const { return value_[idx(lit)]; }

  template <class Assign>
  void visit(int id, Assign& assign, bool& conflict) {
    int unassigned = 0, last = 0;
    for (int lit : clauses_[id]) {
      if (val(lit) == 1) return;
      if (val(lit) == 0) {
        ++unassigned;
        last = lit;
        if (unassigned > 1) return;
      }
    }
    if (unassigned == 0) conflict = true;
    else assign(last);
  }

  std::vector<int8_t> value_;
  std::vector<std::vector<int>> occurs_;
  std::vector<std::vector<int>> clauses_;
  std::vector<char> alive_;
  std::map<std::vector<int>, std::vector<int>> by_key_;
  bool empty_ = false;
};

}  // namespace

std::string check(const std::string& cnf, const std::string& proof) {
  std::istringstream in(cnf);
  std::string line;
  int vars = -1;
  long declared = 0, read = 0;
  std::vector<std::vector<int>> original;
  std::vector<int> cur;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == 'c') continue;
    std::istringstream ls(line);
    if (line[0] == 'p') {
      std::string p, kind;
      ls >> p >> kind >> vars >> declared;
      if (kind != "cnf" || vars < 0) return "bad CNF header";
      continue;
    }
    for (long lit; ls >> lit;) {
      if (lit == 0) {
        original.push_back(cur);
        cur.clear();
        ++read;
      } else {
        if (std::labs(lit) > vars) return "CNF literal beyond the header";
        cur.push_back(static_cast<int>(lit));
      }
    }
  }
  if (vars < 0) return "no CNF header";
  if (read != declared) return "CNF clause count differs from the header";
  Checker ch(vars);
  for (auto& c : original) ch.add(c);
  if (ch.has_empty()) return "";  // the formula refutes itself
  std::istringstream pin(proof);
  long lemmas = 0;
  while (std::getline(pin, line)) {
    if (line.empty() || line[0] == 'c') continue;
    std::istringstream ls(line);
    bool deletion = false;
    if (line[0] == 'd') {
      deletion = true;
      ls.ignore(1);
    }
    std::vector<int> c;
    bool closed = false;
    for (std::string tok; ls >> tok;) {
      char* end = nullptr;
      long lit = std::strtol(tok.c_str(), &end, 10);
      if (*end != '\0') return "proof line " + std::to_string(lemmas + 1) + ": not a literal: " + tok;
      if (lit == 0) {
        closed = true;
        break;
      }
      if (std::labs(lit) > vars) return "proof literal beyond the CNF's variables";
      c.push_back(static_cast<int>(lit));
    }
    if (!closed) return "proof line not closed by 0";
    if (deletion) {
      ch.remove(c);  // deleting an absent clause is harmless for soundness
      continue;
    }
    ++lemmas;
    if (!ch.rup(c) && !ch.rat(c)) return "lemma " + std::to_string(lemmas) + " is neither RUP nor RAT";
    if (c.empty()) return "";  // the empty clause is derived
    ch.add(c);
  }
  if (ch.rup({})) return "";  // unit propagation alone refutes what the proof left
  return "the proof does not derive the empty clause";
}

}  // namespace drat
