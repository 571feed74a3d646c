// `gridsat solve` and `gridsat count`: read the sources as a stream and solve puzzle by
// puzzle, writing each answer before the next puzzle is read.
#include <functional>
#include <iostream>

#include "base/errors.hpp"
#include "base/memory_limit.hpp"
#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"

namespace gridsat::cli {

namespace {

// At Ctrl-C, the rest of the batch is counted for the summary for at most this long.
constexpr double kCountAfterInterrupt = 1.0;

enum class Outcome { answer, reported, stopped };

// Solves puzzle `index` (1-based) into `a`; an error is reported here; Ctrl-C stops it.
Outcome solve_one(const Settings& s, const Record& rec, size_t index, bool many, Answer& a, Reporter& report,
                  Explanation& explained) {
  const std::string where = rec.source + ":" + std::to_string(rec.line);
  const std::string proof = s.proof.empty() ? "" : output_path(s, s.proof, "--proof", index, many ? 2 : 1, "drat");
  Solved r =
      s.explain_count ? explain_record(s, *rec.puzzle, where, explained) : solve_record(s, *rec.puzzle, where, proof);
  if (r.kind == Solved::refused) report.error(index, rec.source, rec.line, r.message);
  a = std::move(r.reply);
  return r.kind == Solved::refused ? Outcome::reported : r.kind == Solved::stopped ? Outcome::stopped : Outcome::answer;
}

// Why an unfinished answer stopped, when the memory limit (--max-memory) stopped it; "" else
// (the reporter says it of unfinished answers only).
std::string memory_stop() {
  if (!take_memory_limit_reached()) return "";
  return "memory limit reached (--max-memory " + std::to_string(memory_limit() >> 20) + " MiB)";
}

}  // namespace

Solved solve_with(Backend backend, const SolveOptions& o, const Puzzle& p, const std::string& where) {
  return answer_with([&] { return gridsat::solve(p, backend, o); }, backend, where);
}

Solved answer_with(const std::function<Answer()>& run, Backend backend, const std::string& where) {
  Solved r;
  try {
    r.reply = run();
  } catch (const InputError& e) {  // over the budget, an unwritable proof file
    r.kind = Solved::refused;
    r.message = where + ": " + e.what();
    return r;
  } catch (const std::bad_alloc&) {
    r.kind = Solved::refused;
    r.message = where + ": out of memory (lower max_clauses to refuse such puzzles before encoding)";
    return r;
  }
  if (!r.reply.internal_error.empty()) {  // reported alone: no backend's answer stands
    Answer failed;
    failed.internal_error = std::move(r.reply.internal_error);
    failed.backend = backend;
    r.reply = std::move(failed);
    return r;
  }
  // Ctrl-C during this puzzle: its answer is partial, so it is not printed.
  r.kind = gridsat::interrupted() ? Solved::stopped : Solved::answered;
  return r;
}

Solved solve_record(const Settings& s, const Puzzle& p, const std::string& where, const std::string& proof_path,
                    const CadicalSettings* cadical) {
  SolveOptions o = s.solve;
  o.limit = s.counting ? s.solve.limit : 1;
  o.proof_path = proof_path;
  if (cadical) o.cadical = *cadical;  // a whole CaDiCaL setting (gridsat-mpi's portfolio): gridsat's defaults included
  return solve_with(s.backend, o, p, where);
}

int solve_or_count(const Settings& s) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  std::optional<Batch> batch;
  try {
    batch.emplace(s);
  } catch (const InputError& e) {
    err_stream() << "gridsat " << to_string(s.command) << ": " << e.what() << '\n';
    return usage;
  }
  Reporter report(s, Reporter::kStream);
  // Whether the batch holds more than one puzzle (the grid form's headers, a single --proof
  // name) is known at the second puzzle; at the first it is asked when needed, which reads
  // one puzzle ahead: before solving for --proof, after it for the headers.
  bool many = false, known = false;
  auto learn_many = [&] {
    if (known) return;
    many = batch->many();
    known = true;
    report.many(many);
  };
  size_t i = 1;
  for (;; ++i) {
    std::optional<Record> rec = batch->next();
    if (!rec) break;
    if (i >= 2 && !known) learn_many();
    const std::string where = rec->source + ":" + std::to_string(rec->line);
    auto stop = [&] { return report.interrupted(i - 1, batch->total(i, kCountAfterInterrupt), where, elapsed()); };
    if (gridsat::interrupted()) return stop();
    if (!rec->puzzle) {
      report.error(i, *rec);
      continue;
    }
    if (!s.proof.empty() || s.format == Format::svg) learn_many();
    Answer a;
    Explanation explained;
    take_memory_limit_reached();  // an earlier puzzle's
    const Outcome o = solve_one(s, *rec, i, many, a, report, explained);
    if (o == Outcome::stopped) return stop();
    if (o == Outcome::reported) continue;
    if (s.format == Format::grid) learn_many();
    report.answer(i, *rec, a, memory_stop(), s.explain_count ? &explained : nullptr);
  }
  // Ctrl-C while waiting for a pipe: its end was not reached.
  if (gridsat::interrupted()) return report.interrupted(i - 1, std::to_string(i - 1) + "+", "", elapsed());
  return report.finish(elapsed());
}

}  // namespace gridsat::cli
