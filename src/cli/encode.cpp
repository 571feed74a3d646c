// `gridsat encode`: the DIMACS CNF of each puzzle, with its variable map.
#include <chrono>
#include <iostream>

#include "base/errors.hpp"
#include "base/output_file.hpp"
#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"
#include "dimacs/dimacs.hpp"
#include "registry/options.hpp"

namespace gridsat::cli {

namespace {

// Encodes and writes puzzle `i` (0-based) of `total` (2 for "more than one"); returns its
// exit status (ok, usage, time_limit, internal or interrupted). Throws TooManyClauses and
// EncodingStopped.
int encode_one(const Settings& s, const Record& rec, size_t i, size_t total, std::string& path) {
  const Puzzle& p = *rec.puzzle;
  const auto start = std::chrono::steady_clock::now();
  check_estimate(p, s.solve.encode, s.solve.max_clauses);
  Encoding enc = p.encode(s.solve.encode);
  std::vector<std::string> comments{"source " + rec.source + ":" + std::to_string(rec.line),
                                    "options " + encoding_options_line(puzzle_options(s))};
  std::vector<std::vector<int>> extra;
  if (s.uniqueness) {
    SolveOptions opt = s.solve;  // the solve gets what is left of the time limit
    if (opt.time_limit > 0) {
      opt.time_limit -= std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (opt.time_limit <= 0) throw EncodingStopped(false);
    }
    const std::string where = rec.source + ":" + std::to_string(rec.line);
    const Solved r = solve_with(Backend::sat, opt, p, where);
    if (r.kind == Solved::stopped) return interrupted;
    if (r.kind == Solved::refused) {
      err_stream() << "gridsat: " << r.message << '\n';
      return usage;
    }
    const Answer& a = r.reply;
    if (!a.internal_error.empty()) {
      err_stream() << "gridsat: internal error: " << where << ": " << a.internal_error << '\n';
      return internal;
    }
    if (a.status == Status::unknown) {
      err_stream() << "gridsat: " << where << ": time limit reached before a first solution\n";
      return time_limit;
    }
    if (a.status == Status::solved) {
      extra.push_back(blocking_clause(enc, a.solutions.front()));
      comments.push_back("uniqueness: the last clause blocks the first solution; UNSAT means the puzzle is unique");
    } else {
      comments.push_back("uniqueness: the puzzle has no solution, so no clause is appended; the CNF is UNSAT");
    }
  }
  path = s.output.empty() ? "" : output_path(s, s.output, "-o", i + 1, total, "cnf");
  if (path.empty()) {
    if (total > 1) throw UsageError("more than one puzzle: give -o DIR/ or -o NAME{n}.cnf");
    write_dimacs(out_stream(), p, enc, comments, extra);
    flush_stdout();
    return ok;
  }
  // Written beside PATH and renamed into place when complete: a run stopped by the time
  // limit, Ctrl-C or kill -9 leaves no partial file under PATH (OutputFile throws WriteError).
  OutputFile out(path);
  write_dimacs(out.stream(), p, enc, comments, extra);
  out.commit();
  return ok;
}

}  // namespace

int encode(const Settings& s) {
  std::optional<Batch> batch;
  try {
    batch.emplace(s);
  } catch (const InputError& e) {
    err_stream() << "gridsat encode: " << e.what() << '\n';
    return usage;
  }
  int status = ok;
  // One puzzle goes to standard output or to a name without {n}: asked at the first puzzle,
  // which reads one puzzle ahead.
  const bool many = batch->many();
  for (size_t i = 0;; ++i) {
    const std::optional<Record> next = batch->next();
    if (!next) break;
    const Record& rec = *next;
    const std::string where = rec.source + ":" + std::to_string(rec.line);
    auto stop = [&] {
      err_stream() << "gridsat encode: interrupted after " << i << " of " << batch->total(i + 1, 1.0)
                   << " puzzle(s) (stopped at " << where << ")\n";
      return interrupted;
    };
    if (gridsat::interrupted()) return stop();
    if (!rec.puzzle) {
      err_stream() << "gridsat: " << rec.error << '\n';
      status = worse(status, usage);
      continue;
    }
    // The sat backend's guards: the clause budget before and while encoding; the time
    // limit over building, the --uniqueness solve and writing.
    ScopedCnfLimits scope({s.solve.max_clauses, deadline_after(s.solve.time_limit)});
    std::string path;
    try {
      const int code = encode_one(s, rec, i, many ? 2 : 1, path);
      if (code == interrupted) return stop();
      if (code == internal) return internal;
      status = worse(status, code);
    } catch (const TooManyClauses& e) {
      err_stream() << "gridsat: " << where << ": " << e.what() << '\n';
      status = worse(status, usage);
    } catch (const WriteError& e) {
      err_stream() << "gridsat encode: " << e.what() << '\n';
      status = worse(status, usage);
    } catch (const EncodingStopped& e) {
      if (e.interrupted) return stop();  // the unfinished CNF's temporary file is gone already
      err_stream() << "gridsat: " << where << ": " << e.what() << (path.empty() ? "" : " (" + path + " not written)")
                   << '\n';
      status = worse(status, time_limit);
    }
  }
  return status;
}

}  // namespace gridsat::cli
