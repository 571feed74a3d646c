// `gridsat decode`: an external solver's model of gridsat's CNF, back to a verified grid.
#include <iostream>
#include <optional>

#include "base/errors.hpp"
#include "cli/batch.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"
#include "dimacs/dimacs.hpp"
#include "text/lines.hpp"

namespace gridsat::cli {

namespace {

// What the model is a model of: an encoding, and for the CNF of `encode --uniqueness` the
// solution its last clause blocks (none when the puzzle has no solution: nothing appended).
struct Target {
  Encoding enc;
  bool uniqueness = false;
  std::optional<Grid> first;
};

// The CNF of `encode --uniqueness`, rebuilt: the puzzle's encoding plus the blocking clause
// of the first solution the sat backend finds (as encode does).
void add_uniqueness(const Settings& s, const Puzzle& p, Target& t) {
  const std::string where = "<puzzle>";
  const Solved r = solve_with(Backend::sat, s.solve, p, where);
  if (r.kind == Solved::refused) throw InputError(r.message.substr(where.size() + 2));
  const Answer& a = r.reply;
  if (!a.internal_error.empty()) throw std::logic_error("internal: " + a.internal_error);
  if (a.status == Status::unknown) throw InputError("no first solution found to rebuild the --uniqueness CNF");
  t.uniqueness = true;
  if (a.status == Status::solved) {
    t.first = a.solutions.front();
    t.enc.cnf.add(blocking_clause(t.enc, *t.first));
  }
}

// The solution a --uniqueness CNF's last clause blocks: every primary variable whose negation
// is in the clause is true.
Grid blocked_solution(const Settings& s, const Puzzle& p, const CnfFile& f) {
  std::vector<bool> negated;
  for (int lit : f.last_clause)
    if (lit < 0) {
      if (static_cast<size_t>(-lit) >= negated.size()) negated.resize(static_cast<size_t>(-lit) + 1);
      negated[static_cast<size_t>(-lit)] = true;
    }
  Decoded d = decode(f.map, [&](int var) { return static_cast<size_t>(var) < negated.size() && negated[var]; });
  std::optional<std::string> why = d.grid ? p.check(*d.grid) : d.error;
  if (why) throw InputError(s.cnf + ": the last clause does not block a solution of the puzzle: " + *why);
  return *d.grid;
}

// The encoding the model is of: the --cnf file's (which must be for a grid of the puzzle's
// size; its `c uniqueness:` line says it is a --uniqueness CNF), or else the puzzle's own
// (plus the blocking clause with decode --uniqueness).
Target target_for(const Settings& s, const Puzzle& p) {
  Target t;
  if (s.cnf.empty()) {
    check_estimate(p, s.solve.encode, s.solve.max_clauses);
    t.enc = p.encode(s.solve.encode);
    if (s.uniqueness) add_uniqueness(s, p, t);
    return t;
  }
  CnfFile f = read_gridsat_cnf(read_source(s.cnf), s.cnf);
  if (f.map.base.rows != p.givens().rows || f.map.base.cols != p.givens().cols)
    throw InputError(s.cnf + ": the CNF is for a " + std::to_string(f.map.base.rows) + "x" +
                     std::to_string(f.map.base.cols) + " grid, the puzzle is " + std::to_string(p.givens().rows) + "x" +
                     std::to_string(p.givens().cols));
  if (s.uniqueness && f.uniqueness == CnfFile::Uniqueness::none)
    throw InputError(s.cnf + ": no 'c uniqueness:' line, so not a CNF of encode --uniqueness");
  t.uniqueness = f.uniqueness != CnfFile::Uniqueness::none;
  if (f.uniqueness == CnfFile::Uniqueness::blocks_first) t.first = blocked_solution(s, p, f);
  t.enc = std::move(f.map);
  return t;
}

// Fills `a` from the model: unsat, unknown, or the one grid it decodes to, which must assign
// every primary variable, pass the puzzle's checker and satisfy every clause. For a
// --uniqueness CNF, unsat means unique and a model is a second solution. Returns why the
// model breaks the puzzle, if it does.
std::optional<std::string> model_answer(const Target& t, const Model& model, const Puzzle& p, Answer& a) {
  const Encoding& enc = t.enc;
  if (model.status == Model::Status::unsat) {
    a.status = t.first ? Status::solved : Status::unsat;
    a.count = t.first ? 1 : 0;
    if (t.first) a.solutions.push_back(*t.first);
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
  if (t.first) a.solutions.push_back(*t.first);
  a.solutions.push_back(*d.grid);
  a.count = static_cast<int64_t>(a.solutions.size());
  return std::nullopt;
}

// Why there is no answer: what the solver said instead.
std::string no_answer(const Model& m) {
  return "the solver gave no answer (" + (m.status_line.empty() ? std::string("unknown") : m.status_line) + ")";
}

}  // namespace

// Errors are reported with the record (source, line) known so far, and with --format json or
// line as an error record on standard output too.
int decode_model(const Settings& s) {
  if (s.files.size() != 1 && !s.read.size)
    throw UsageError("decode takes exactly one puzzle FILE (or --type T --size N)");
  Settings out = s;
  out.backend = Backend::sat;
  Reporter report(out, 1);
  std::vector<Record> records;
  Target t;
  const Puzzle* p = nullptr;
  Model model;
  ScopedCnfLimits limits({s.solve.max_clauses, kNoDeadline});
  std::string source = s.files.empty() ? std::string("--size") : s.files[0];
  int line = 0;
  auto fail = [&](const std::string& message) {
    err_stream() << "gridsat decode: " << message << '\n';
    report.record_error(static_cast<size_t>(s.index), source, line, message);
    return usage;
  };
  try {
    records = read_all(s);
    if (s.index < 1 || static_cast<size_t>(s.index) > records.size())
      throw InputError(source + ": --index " + std::to_string(s.index) + " but the file holds " +
                       std::to_string(records.size()) + " puzzle(s)");
    const Record& rec = records[s.index - 1];
    source = rec.source;
    line = rec.line;
    if (!rec.puzzle) throw InputError(rec.error);
    p = rec.puzzle.get();
    t = target_for(s, *p);
    model = read_model(read_source(s.model), s.model, t.enc.cnf.num_vars());
  } catch (const TooManyClauses& e) {
    return fail((s.cnf.empty() && p ? source + ":" + std::to_string(line) : s.cnf) + ": " + e.what());
  } catch (const InputError& e) {
    return fail(e.what());
  }
  Answer a;  // status unknown, backend sat
  if (auto why = model_answer(t, model, *p, a)) return fail(s.model + ": the model breaks the puzzle: " + *why);
  a.stats.vars = t.enc.cnf.num_vars();
  a.stats.clauses = t.enc.cnf.num_clauses();
  out.counting = t.uniqueness;  // unique / multiple / none, as count says
  report.answer(static_cast<size_t>(s.index), records[s.index - 1], a,
                model.status == Model::Status::unknown ? no_answer(model) : "");
  return report.finish(0);
}

}  // namespace gridsat::cli
