// `gridsat decode`: an external solver's model of gridsat's CNF, back to a verified grid.
#include <iostream>
#include <optional>

#include "base/errors.hpp"
#include "dimacs/dimacs.hpp"
#include "text/lines.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"

namespace gridsat::cli {

namespace {

// The encoding the model is of: the --cnf file's (which must be for a grid of the puzzle's
// size), or else the puzzle's own.
Encoding encoding_for(const Settings& s, const Puzzle& p) {
  if (s.cnf.empty()) {
    check_estimate(p, s.solve.encode, s.solve.max_clauses);
    return p.encode(s.solve.encode);
  }
  CnfFile f = read_gridsat_cnf(read_source(s.cnf), s.cnf);
  if (f.map.base.rows != p.givens().rows || f.map.base.cols != p.givens().cols)
    throw InputError(s.cnf + ": the CNF is for a " + std::to_string(f.map.base.rows) + "x" +
                     std::to_string(f.map.base.cols) + " grid, the puzzle is " + std::to_string(p.givens().rows) +
                     "x" + std::to_string(p.givens().cols));
  return std::move(f.map);
}

// Fills `a` from the model: unsat, unknown, or the one grid it decodes to, which must assign
// every primary variable, pass the puzzle's checker and satisfy every clause. Returns why
// the model breaks the puzzle, if it does.
std::optional<std::string> model_answer(const Encoding& enc, const Model& model, const Puzzle& p, Answer& a) {
  if (model.status == Model::Status::unsat) {
    a.status = Status::unsat;
    a.complete = true;
    return std::nullopt;
  }
  if (model.status == Model::Status::unknown) {
    a.status = Status::unknown;
    return std::nullopt;
  }
  for (const Primary& v : enc.primary)
    if (!model.assigned(v.var))
      return "variable " + std::to_string(v.var) + " (cell " + std::to_string(v.cell / enc.base.cols + 1) + " " +
             std::to_string(v.cell % enc.base.cols + 1) + " = " + std::to_string(v.value) +
             ") is not assigned (a truncated model?)";
  Decoded d = decode(enc, [&](int var) { return model.is_true(var); });
  if (!d.grid) return d.error;
  if (auto why = p.check(*d.grid)) return *why;
  if (int64_t k = first_falsified(enc.cnf, model))
    return "the grid is valid, but the model falsifies clause " + std::to_string(k) +
           " of the CNF (a model of another formula?)";
  a.status = Status::solved;
  a.count = 1;
  a.solutions.push_back(*d.grid);
  return std::nullopt;
}

}  // namespace

int decode_model(const Settings& s) {
  if (s.files.size() != 1 && !s.puzzle.read.size) throw UsageError("decode takes exactly one puzzle FILE (or --type T --size N)");
  std::vector<Record> records;
  Encoding enc;
  const Puzzle* p = nullptr;
  Model model;
  ScopedCnfLimits limits({s.solve.max_clauses, kNoDeadline});
  try {
    records = read_all(s);
    if (s.index < 1 || static_cast<size_t>(s.index) > records.size())
      throw InputError((s.files.empty() ? std::string("--size") : s.files[0]) + ": --index " + std::to_string(s.index) + " but the file holds " +
                       std::to_string(records.size()) + " puzzle(s)");
    const Record& rec = records[s.index - 1];
    if (!rec.puzzle) throw InputError(rec.error);
    p = rec.puzzle.get();
    enc = encoding_for(s, *p);
    model = read_model(read_source(s.model), s.model, enc.cnf.num_vars());
  } catch (const TooManyClauses& e) {
    const std::string what = s.cnf.empty() && p ? records[s.index - 1].source + ":" + std::to_string(records[s.index - 1].line)
                                                : s.cnf;
    std::cerr << "gridsat decode: " << what << ": " << e.what() << '\n';
    return usage;
  } catch (const InputError& e) {
    std::cerr << "gridsat decode: " << e.what() << '\n';
    return usage;
  }
  Answer a;
  if (auto why = model_answer(enc, model, *p, a)) {
    std::cerr << "gridsat decode: " << s.model << ": the model breaks the puzzle: " << *why << '\n';
    return usage;
  }
  a.stats.vars = enc.cnf.num_vars();
  a.stats.clauses = enc.cnf.num_clauses();
  Settings out = s;
  out.backend = Backend::sat;
  Reporter report(out, 1);
  report.answer(static_cast<size_t>(s.index), records[s.index - 1], a);
  return report.finish(0);
}

}  // namespace gridsat::cli
