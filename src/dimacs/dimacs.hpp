#pragma once
// DIMACS interop: the CNF of a puzzle with its variable map in comment lines, external
// solvers' models (SAT-competition output or MiniSat's result file), and reading a map
// back from a CNF that gridsat wrote.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "model/puzzle.hpp"

namespace gridsat {

// Writes `enc` as DIMACS: header comments (`c type`, `c size`, `c options`, ...), the map
// (`c fixed R C = V` for cells decided before encoding, `c var N cell R C = V`, 1-based),
// the exact `p cnf V C` line and every clause. `extra` clauses (blocking clauses) are
// appended and counted in the header.
void write_dimacs(std::ostream& out, const Puzzle& p, const Encoding& enc, const std::vector<std::string>& comments,
                  const std::vector<std::vector<int>>& extra = {});

// A model as printed by an external solver.
struct Model {
  enum class Status { sat, unsat, unknown } status = Status::unknown;
  std::vector<int8_t> value;  // by variable: +1 true, -1 false, 0 not assigned (index 0 unused)
  bool assigned(int var) const { return var > 0 && var < static_cast<int>(value.size()) && value[var] != 0; }
  bool is_true(int var) const { return assigned(var) && value[var] > 0; }
  std::string status_line;  // as the solver wrote it ("s UNKNOWN", "INDET"); empty for a bare list
};
// Accepts `s SATISFIABLE|UNSATISFIABLE|UNKNOWN` with `v ... 0` lines and `c` comments,
// MiniSat's `SAT`/`UNSAT`/`INDET` followed by a literal line, or a bare list of literals.
// Throws InputError naming source and line for anything else.
Model read_model(const std::string& text, const std::string& source, int num_vars);

// The parts of a gridsat CNF needed to decode: the header, the map, the clauses.
struct CnfFile {
  int num_vars = 0;
  int64_t num_clauses = 0;
  Encoding map;  // base grid, primary variables and one_hot flag; cnf holds the clauses
  // From `c uniqueness:` (encode --uniqueness): the last clause blocks the first solution, or
  // the puzzle has no solution (nothing appended).
  enum class Uniqueness { none, blocks_first, no_solution } uniqueness = Uniqueness::none;
  std::vector<int> last_clause;
};
// Reads a CNF written by `gridsat encode`. Throws InputError naming source and line.
CnfFile read_gridsat_cnf(const std::string& text, const std::string& source);

// 1-based index of the first clause `model` does not satisfy, or 0 when all are.
int64_t first_falsified(const Cnf& cnf, const Model& model);

}  // namespace gridsat
