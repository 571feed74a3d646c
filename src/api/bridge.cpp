// The facade's conversions between its types and gridsat's own (api/bridge.hpp), and its
// one exception type.
#include "api/bridge.hpp"

#include <charconv>

#include "solve/verdict.hpp"

namespace gridsat::api {

namespace {

// A message from the layers below may already start with "source:line: " (a reader's error
// names the line it found the problem on, which may be past the puzzle's first). Error
// prints its location itself, once: such a prefix is taken off here, on every error path,
// and its line kept when the caller had none or a coarser one.
std::string without_location(const std::string& source, int& line, const std::string& message) {
  if (source.empty() || message.compare(0, source.size() + 1, source + ":") != 0) return message;
  size_t at = source.size() + 1;
  int named = 0;
  const auto [end, ec] = std::from_chars(message.data() + at, message.data() + message.size(), named);
  at = static_cast<size_t>(end - message.data());
  if (ec != std::errc() || message.compare(at, 2, ": ") != 0) return message;
  if (named > 0) line = named;
  return message.substr(at + 2);
}

std::string located(const std::string& source, int line, const std::string& message) {
  if (source.empty()) return message;
  return source + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + message;
}

}  // namespace

Error::Error(std::string source, int line, const std::string& message, Kind kind)
    : std::runtime_error(""),
      source_(std::move(source)),
      line_(line),
      message_(without_location(source_, line_, message)),
      kind_(kind) {
  static_cast<std::runtime_error&>(*this) = std::runtime_error(located(source_, line_, message_));
}

const Internal& model_of(const Puzzle& p) {
  if (!p.model) throw Error("", 0, "a Puzzle that was not read or built by gridsat (no model)");
  return *static_cast<const Internal*>(p.model.get());
}

Grid rows_of(const gridsat::Grid& g) {
  Grid out(static_cast<size_t>(g.rows));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) out[static_cast<size_t>(r)].push_back(g.at(r, c));
  return out;
}

gridsat::Grid grid_of(const Grid& rows) {
  const int n = static_cast<int>(rows.size());
  gridsat::Grid g(n, n == 0 ? 0 : static_cast<int>(rows[0].size()));
  for (int r = 0; r < n; ++r) {
    if (static_cast<int>(rows[static_cast<size_t>(r)].size()) != g.cols)
      throw Error(kGridSource, 0,
                  "row " + std::to_string(r + 1) + " has " + std::to_string(rows[static_cast<size_t>(r)].size()) +
                      " values, row 1 has " + std::to_string(g.cols));
    for (int c = 0; c < g.cols; ++c) g.at(r, c) = rows[static_cast<size_t>(r)][static_cast<size_t>(c)];
  }
  return g;
}

void check_cells(const gridsat::Grid& g, int rows, int cols, int most, const std::string& what) {
  const std::string shape = std::to_string(rows) + "x" + std::to_string(cols);
  if (g.rows != rows || g.cols != cols)
    throw Error(
        kGridSource, 0,
        "the grid is " + std::to_string(g.rows) + "x" + std::to_string(g.cols) + ", the " + what + " is " + shape);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (const int v = g.at(r, c); v < 0 || v > most)
        throw Error(kGridSource, 0,
                    "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": " + std::to_string(v) +
                        " is outside 0.." + std::to_string(most) + " (0 = empty) for a " + shape + " " + what);
}

Puzzle puzzle_of(Record&& rec) {
  Puzzle p;
  p.type = std::string(rec.puzzle->family());
  p.description = rec.puzzle->describe();
  p.givens = rows_of(rec.puzzle->givens());
  p.source = rec.source;
  p.line = rec.line;
  p.model = std::shared_ptr<const Internal>(std::move(rec.puzzle));
  return p;
}

Puzzle puzzle_of(std::shared_ptr<const Internal> model, const std::string& source, int line) {
  Puzzle p;
  p.type = std::string(model->family());
  p.description = model->describe();
  p.givens = rows_of(model->givens());
  p.source = source;
  p.line = line;
  p.model = std::move(model);
  return p;
}

Result result_of(const gridsat::Answer& a, int64_t limit) {
  Result r;
  r.status = std::string(to_string(a.status));
  r.verdict = std::string(to_string(verdict_of(a, limit)));
  r.count = a.count;
  r.complete = a.complete;
  for (const auto& g : a.solutions) r.solutions.push_back(rows_of(g));
  r.variables = a.stats.vars;
  r.clauses = a.stats.clauses;
  r.conflicts = a.stats.conflicts;
  r.decisions = a.stats.decisions.value_or(-1);
  r.seconds = a.stats.seconds;
  r.proof = a.proof;
  r.backend = std::string(to_string(a.backend));
  r.construction = a.constructed;
  const ParallelStats& ps = a.stats.parallel;
  r.parallel = {ps.threads, ps.mode, ps.winner, ps.cubes, ps.cubes_resplit, ps.cube_seconds, ps.largest_cube_seconds};
  return r;
}

}  // namespace gridsat::api
