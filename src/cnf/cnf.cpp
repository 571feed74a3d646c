#include "cnf/cnf.hpp"

#include <cstdlib>
#include <ostream>
#include <stdexcept>

namespace gridsat {

int Cnf::reserve(int n) {
  int first = num_vars_ + 1;
  num_vars_ += n;
  return first;
}

void Cnf::add(std::span<const int> clause) {
  for (int lit : clause) {
    if (lit == 0 || std::abs(lit) > num_vars_)
      throw std::logic_error("Cnf::add: literal " + std::to_string(lit) + " is not a declared variable");
    lits_.push_back(lit);
  }
  lits_.push_back(0);
  ++num_clauses_;
  if (clause.empty()) empty_clause_ = true;
}

void Cnf::write_clauses(std::ostream& out) const {
  std::string line;
  for (int lit : lits_) {
    line += std::to_string(lit);
    if (lit == 0) {
      out << line << '\n';
      line.clear();
    } else {
      line += ' ';
    }
  }
}

}  // namespace gridsat
