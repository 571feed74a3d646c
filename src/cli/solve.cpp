// `gridsat solve` and `gridsat count`: read every source, then solve puzzle by puzzle,
// writing each answer before the next puzzle is started.
#include <iostream>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"

namespace gridsat::cli {

int solve_or_count(const Settings& s) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<Record> records;
  try {
    records = read_all(s);
  } catch (const InputError& e) {
    std::cerr << "gridsat " << to_string(s.command) << ": " << e.what() << '\n';
    return usage;
  }
  Reporter report(s, records.size());
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  for (size_t i = 0; i < records.size(); ++i) {
    const Record& rec = records[i];
    const std::string where = rec.source + ":" + std::to_string(rec.line);
    if (gridsat::interrupted()) return report.interrupted(i, where, elapsed());
    if (!rec.puzzle) {
      report.error(i + 1, rec);
      continue;
    }
    SolveOptions opt = s.solve;
    if (!s.proof.empty()) opt.proof_path = output_path(s, s.proof, "--proof", i + 1, records.size(), "drat");
    Answer a;
    try {
      a = solve(*rec.puzzle, s.backend, opt);
    } catch (const InputError& e) {  // over the budget, an unwritable proof file
      report.error(i + 1, rec.source, rec.line, where + ": " + e.what());
      continue;
    } catch (const std::bad_alloc&) {
      report.error(i + 1, rec.source, rec.line,
                   where + ": out of memory (lower --max-clauses to refuse such puzzles before encoding)");
      continue;
    }
    // Ctrl-C during this puzzle: its answer is partial, so it is not printed.
    if (gridsat::interrupted()) return report.interrupted(i, where, elapsed());
    report.answer(i + 1, rec, a);
  }
  return report.finish(elapsed());
}

}  // namespace gridsat::cli
