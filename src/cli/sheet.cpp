// `gridsat sheet`: the puzzles of the files on printed pages (HTML + SVG, printed to PDF by
// headless Chromium), their checked solutions on the pages after.
#include <iostream>

#include "base/errors.hpp"
#include "base/output_file.hpp"
#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"
#include "picture/page.hpp"
#include "picture/svg.hpp"

namespace gridsat::cli {

namespace {

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The solution's picture, or the givens' with what went wrong; `status` takes the answer's.
picture::SheetItem solution_item(const Settings& s, const Record& rec, size_t number, int& status) {
  const Puzzle& p = *rec.puzzle;
  const std::string where = rec.source + ":" + std::to_string(rec.line);
  const Solved r = solve_with(s.backend, s.solve, p, where);
  const std::string label = std::to_string(number) + ". ";
  if (r.kind == Solved::refused) {  // over the clause budget
    err_stream() << "gridsat: " << r.message << '\n';
    status = worse(status, usage);
    return {label + "not solved", picture::svg(p, p.givens())};
  }
  const Answer& a = r.reply;
  if (a.internal_error.empty() && !a.solutions.empty())
    return {label + "solution", picture::svg(p, a.solutions.front())};
  const bool unsat = a.internal_error.empty() && a.status == Status::unsat;
  err_stream() << "gridsat: " << where << ": "
               << (unsat                      ? "no solution"
                   : a.internal_error.empty() ? "time limit reached"
                                              : "internal error: " + a.internal_error)
               << '\n';
  status = worse(status, !a.internal_error.empty() ? internal : unsat ? no_solution : time_limit);
  return {label + (unsat ? "no solution" : "not solved"), picture::svg(p, p.givens())};
}

}  // namespace

int sheet(const Settings& s) {
  std::vector<Record> records = read_all(s);
  int status = ok;
  std::vector<picture::SheetItem> puzzles, solutions;
  for (const Record& rec : records) {
    if (gridsat::interrupted()) return interrupted;
    if (!rec.puzzle) {
      err_stream() << "gridsat: " << rec.error << '\n';
      status = worse(status, usage);
      continue;
    }
    const size_t number = puzzles.size() + 1;
    if (s.with_solutions) solutions.push_back(solution_item(s, rec, number, status));
    puzzles.push_back(
        {std::to_string(number) + ". " + rec.puzzle->describe(), picture::svg(*rec.puzzle, rec.puzzle->givens())});
  }
  if (puzzles.empty()) {
    err_stream() << "gridsat sheet: no puzzle to print\n";
    return worse(status, usage);
  }
  const std::string html = picture::sheet_page(puzzles, solutions, s.per_page, s.paper);
  try {
    if (ends_with(s.output, ".html") || ends_with(s.output, ".htm")) {
      OutputFile out(s.output);
      out.stream() << html;
      out.commit();
    } else {
      picture::print_pdf(html, s.output);
      if (gridsat::interrupted()) return interrupted;  // Chromium stopped, nothing written
    }
  } catch (const InputError& e) {
    err_stream() << "gridsat sheet: " << e.what() << '\n';
    return worse(status, usage);
  }
  return status;
}

}  // namespace gridsat::cli
