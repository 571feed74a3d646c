#include "model/puzzle.hpp"

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/errors.hpp"

namespace gridsat {

std::optional<EncodingSize> Puzzle::estimate(const EncodeOptions&) const { return std::nullopt; }

EncodingSize exactly_one_size(int n, Amo amo) {
  if (amo == Amo::pairwise || n <= 1)
    return {0, 1 + static_cast<int64_t>(n) * (n - 1) / 2};  // one at-least-one clause and the pairs
  static std::map<std::pair<int, Amo>, EncodingSize> cache;
  static std::mutex mutex;  // the library's calls may run in several threads at once
  const std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find({n, amo});
  if (it != cache.end()) return it->second;
  CountingSink sink;
  std::vector<int> lits(static_cast<size_t>(n));
  for (int& l : lits) l = sink.fresh();
  sink.vars = 0;
  exactly_one(sink, lits, amo);
  return cache[{n, amo}] = {sink.vars, sink.clauses};
}

void refuse_native(std::string_view family) {
  throw InputError("the native backend does not search " + std::string(family) +
                   " puzzles: use --backend sat (auto, the default, does)");
}

void check_estimate(const Puzzle& p, const EncodeOptions& opt, int64_t max_clauses) {
  if (max_clauses <= 0) return;
  if (auto size = p.estimate(opt); size && size->clauses > max_clauses)
    throw TooManyClauses(size->clauses, max_clauses, true);
}

NativeResult Puzzle::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                   const NativeOptions& opt) const {
  return solve_csp(to_csp(), limit, deadline, on_solution, opt);
}

Csp Puzzle::to_csp() const { refuse_native(family()); }

namespace {
std::string cell_name(const Grid& g, int cell) {
  return "row " + std::to_string(cell / g.cols + 1) + " column " + std::to_string(cell % g.cols + 1);
}
}  // namespace

Decoded decode(const Encoding& enc, const std::function<bool(int)>& value) {
  Grid g = enc.base;
  for (const Primary& p : enc.primary) {
    if (!value(p.var)) continue;
    if (g.cells[p.cell] != 0) {
      return {std::nullopt, cell_name(g, p.cell) + " gets two values (" + std::to_string(g.cells[p.cell]) + " and " +
                                std::to_string(p.value) + ")"};
    }
    g.cells[p.cell] = p.value;
  }
  if (enc.one_hot) {
    for (size_t i = 0; i < g.cells.size(); ++i)
      if (g.cells[i] == 0) return {std::nullopt, cell_name(g, static_cast<int>(i)) + " gets no value"};
  }
  return {std::move(g), {}};
}

std::vector<int> blocking_clause(const Encoding& enc, const Grid& solution) {
  std::vector<int> clause;
  std::vector<bool> seen;  // boolean maps may name a variable for several cells (symmetry)
  for (const Primary& p : enc.primary) {
    bool is_true = solution.cells[p.cell] == p.value;
    if (enc.one_hot) {
      if (is_true) clause.push_back(-p.var);
    } else {
      if (static_cast<size_t>(p.var) >= seen.size()) seen.resize(static_cast<size_t>(p.var) + 1);
      if (seen[p.var]) continue;
      seen[p.var] = true;
      clause.push_back(is_true ? -p.var : p.var);
    }
  }
  return clause;
}

std::string cells_label(int cols, const std::vector<int>& cells) {
  auto name = [cols](int c) { return "r" + std::to_string(c / cols + 1) + "c" + std::to_string(c % cols + 1); };
  if (cells.empty()) return "";
  if (cells.size() == 1) return name(cells[0]);
  const int step = cells[1] - cells[0];
  bool run = step == 1 || step == cols;
  for (size_t i = 1; i < cells.size() && run; ++i) run = cells[i] - cells[i - 1] == step;
  if (run && (step == cols || cells.front() / cols == cells.back() / cols)) return name(cells.front()) + ".." + name(cells.back());
  std::string out;
  for (int c : cells) out += (out.empty() ? "" : " ") + name(c);
  return out;
}

}  // namespace gridsat
