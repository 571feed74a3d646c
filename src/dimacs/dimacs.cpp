#include "dimacs/dimacs.hpp"

#include <charconv>
#include <cstdlib>
#include <ostream>

#include "base/errors.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

std::string rc(const Grid& g, int cell) {
  return std::to_string(cell / g.cols + 1) + " " + std::to_string(cell % g.cols + 1);
}

[[noreturn]] void fail(const std::string& source, int line, const std::string& msg) {
  throw InputError(source + ":" + std::to_string(line) + ": " + msg);
}

// Bounds of what gridsat encode writes: grids up to 10^7 cells (the largest family
// accepts 1000 x 1000), values and variables that fit an int.
constexpr long long kMaxCells = 10'000'000;
constexpr long long kMaxValue = 1LL << 30;
constexpr long long kMaxVar = 1LL << 30;

bool to_int(std::string_view tok, long long& v) {
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  return ec == std::errc() && p == tok.data() + tok.size();
}

}  // namespace

void write_dimacs(std::ostream& out, const Puzzle& p, const Encoding& enc, const std::vector<std::string>& comments,
                  const std::vector<std::vector<int>>& extra) {
  const Grid& g = enc.base;
  out << "c gridsat CNF: " << p.describe() << '\n';
  out << "c type " << p.family() << '\n';
  out << "c size " << g.rows << ' ' << g.cols << '\n';
  for (const auto& c : comments) out << "c " << c << '\n';
  out << "c map " << (enc.one_hot ? "one-hot" : "boolean") << " (c fixed R C = V: decided before encoding; "
      << "c var N cell R C = V: variable N true means cell R C holds V; rows and columns from 1)\n";
  for (int cell = 0; cell < g.size(); ++cell)
    if (g.cells[cell]) out << "c fixed " << rc(g, cell) << " = " << g.cells[cell] << '\n';
  for (const Primary& v : enc.primary)
    out << "c var " << v.var << " cell " << rc(g, v.cell) << " = " << v.value << '\n';
  out << "p cnf " << enc.cnf.num_vars() << ' ' << enc.cnf.num_clauses() + static_cast<int64_t>(extra.size()) << '\n';
  enc.cnf.write_clauses(out);
  for (const auto& clause : extra) {
    for (int lit : clause) out << lit << ' ';
    out << "0\n";
  }
}

namespace {

// read_model's state: the model so far and what the lines before said.
struct ModelReader {
  ModelReader(const std::string& src, int vars) : source(src), num_vars(vars) {
    m.value.assign(static_cast<size_t>(num_vars) + 1, 0);
  }

  const std::string& source;
  int num_vars;
  Model m;
  bool status_seen = false, minisat = false, closed = false, any_lits = false;
  int status_line = 0;

  // The literals of one line (a 'v' line's rest, or a line of a bare or MiniSat list).
  void literals(std::string_view rest, int line) {
    for (auto tok : split_ws(rest)) {
      long long lit = 0;
      if (!to_int(tok, lit)) fail(source, line, "'" + printable(tok) + "' is not a literal");
      if (closed) fail(source, line, "literals after the terminating 0");
      if (lit == 0) {
        closed = true;
        continue;
      }
      // Compared before negating: llabs(LLONG_MIN) overflows (and came back negative).
      if (lit < -num_vars || lit > num_vars)
        fail(source, line,
             "literal " + std::to_string(lit) + " is beyond the " + std::to_string(num_vars) +
                 " variables of the formula (a model of another formula?)");
      const long long var = std::llabs(lit);
      int8_t want = lit > 0 ? 1 : -1;
      if (m.value[var] == -want) fail(source, line, "variable " + std::to_string(var) + " is both true and false");
      m.value[var] = want;
      any_lits = true;
    }
  }

  // An 's STATUS' line; t holds the whole line.
  void status(std::string_view t, int number) {
    if (status_seen) fail(source, number, "a second status line");
    std::string_view st = t.substr(2);
    while (!st.empty() && st.front() == ' ') st.remove_prefix(1);
    if (st == "SATISFIABLE") m.status = Model::Status::sat;
    else if (st == "UNSATISFIABLE") m.status = Model::Status::unsat;
    else if (st == "UNKNOWN" || st == "INDETERMINATE") m.status = Model::Status::unknown;
    else fail(source, number, "unknown status '" + printable(st) + "'");
    m.status_line = "s " + std::string(st);
    status_seen = true;
    status_line = number;
  }

  // One non-empty line of any kind.
  void line(std::string_view t, int number) {
    if (t.front() == 'c' && (t.size() == 1 || t[1] == ' ' || t[1] == '\t')) return;
    if (t.front() == 's' && (t.size() > 1 && (t[1] == ' ' || t[1] == '\t'))) {
      status(t, number);
      return;
    }
    if (!status_seen && (t == "SAT" || t == "UNSAT" || t == "INDET")) {
      m.status = t == "SAT" ? Model::Status::sat : t == "UNSAT" ? Model::Status::unsat : Model::Status::unknown;
      status_seen = minisat = true;
      status_line = number;
      m.status_line = std::string(t);
      return;
    }
    if (t.front() == 'v' && (t.size() == 1 || t[1] == ' ' || t[1] == '\t')) {
      if (minisat) fail(source, number, "a 'v' line in a MiniSat result file");
      literals(t.substr(1), number);
      return;
    }
    if (t.front() == '-' || (t.front() >= '0' && t.front() <= '9')) {
      if (status_seen && !minisat) fail(source, number, "literals outside a 'v' line");
      literals(t, number);
      return;
    }
    fail(source, number, "not a model line: '" + printable(t) + "'");
  }

  // After the last line: the status and the literals must agree.
  Model finish() {
    if (!status_seen) {
      if (!any_lits) fail(source, 1, "no status line and no literals: not a SAT solver's output");
      m.status = Model::Status::sat;  // a bare list of literals
    }
    if (m.status == Model::Status::sat && !any_lits && !closed)
      fail(source, status_line, "satisfiable, but no literals follow (a truncated model?)");
    if (m.status != Model::Status::sat && any_lits)
      fail(source, status_line, "literals given for a formula declared not satisfiable");
    return std::move(m);
  }
};

}  // namespace

Model read_model(const std::string& text, const std::string& source, int num_vars) {
  ModelReader r(source, num_vars);
  for (const auto& [number, t] : split_lines(text))
    if (!t.empty()) r.line(t, number);
  return r.finish();
}

namespace {

// read_gridsat_cnf's state: the file so far and what the lines before said.
struct CnfReader {
  explicit CnfReader(const std::string& src) : source(src) {}

  const std::string& source;
  CnfFile f;
  bool header = false, size_seen = false;
  int header_line = 0;
  int64_t clauses = 0;
  std::vector<int> clause;

  std::vector<long long> nums(std::string_view s, int line) const {
    std::vector<long long> out;
    for (auto tok : split_ws(s)) {
      long long v = 0;
      if (!to_int(tok, v)) fail(source, line, "'" + printable(tok) + "' is not a number");
      out.push_back(v);
    }
    return out;
  }

  // A comment line: 'c size', 'c map', the map's 'c fixed' and 'c var' lines; others are skipped.
  void comment(std::string_view t, int number) {
    auto w = split_ws(t);
    if (w.size() >= 4 && w[1] == "size") {
      // Once only: the map lines that follow were checked against this grid.
      if (size_seen) fail(source, number, "a second 'c size' line");
      auto n = nums(t.substr(t.find("size") + 4), number);
      if (n.size() != 2 || n[0] < 1 || n[1] < 1 || n[0] > 100000 || n[1] > 100000 || n[0] * n[1] > kMaxCells)
        fail(source, number,
             "bad 'c size' line (rows and columns 1.., at most " + std::to_string(kMaxCells) + " cells)");
      f.map.base = Grid(static_cast<int>(n[0]), static_cast<int>(n[1]));
      size_seen = true;
    } else if (w.size() >= 3 && w[1] == "map") {
      f.map.one_hot = w[2] == "one-hot";
    } else if (w.size() >= 2 && (w[1] == "fixed" || w[1] == "var")) {
      map_line(w, number);
    } else if (w.size() >= 2 && w[1] == "uniqueness:") {
      // encode --uniqueness: "the last clause blocks the first solution" or "the puzzle has no solution"
      f.uniqueness = t.find("no solution") != std::string_view::npos ? CnfFile::Uniqueness::no_solution
                                                                     : CnfFile::Uniqueness::blocks_first;
    }
  }

  // c fixed R C = V  |  c var N cell R C = V  (w: the line's words)
  void map_line(const std::vector<std::string_view>& w, int number) {
    if (!size_seen) fail(source, number, "map line before 'c size'");
    std::vector<std::string_view> parts(w.begin() + 2, w.end());
    long long var = 0;
    if (w[1] == "var") {
      if (parts.size() != 6 || parts[1] != "cell" || parts[4] != "=" || !to_int(parts[0], var))
        fail(source, number, "bad 'c var' line");
      parts.erase(parts.begin(), parts.begin() + 2);
    }
    long long r = 0, c = 0, v = 0;
    if (parts.size() != 4 || parts[2] != "=" || !to_int(parts[0], r) || !to_int(parts[1], c) || !to_int(parts[3], v) ||
        r < 1 || c < 1 || r > f.map.base.rows || c > f.map.base.cols || v < 1 || v > kMaxValue)
      fail(source, number, "bad map line");
    if (w[1] == "var" && (var < 1 || var > kMaxVar))
      fail(source, number, "bad 'c var' line: variable " + std::to_string(var));
    const int cell = static_cast<int>((r - 1) * f.map.base.cols + (c - 1));
    if (w[1] == "fixed") f.map.base.cells[cell] = static_cast<int>(v);
    else f.map.primary.push_back({static_cast<int>(var), cell, static_cast<int>(v)});
  }

  // The 'p cnf V C' line.
  void problem(std::string_view t, int number) {
    auto w = split_ws(t);
    long long v = 0, c = 0;
    if (header || w.size() != 4 || w[1] != "cnf" || !to_int(w[2], v) || !to_int(w[3], c) || v < 0 || c < 0 ||
        v > (1LL << 30))
      fail(source, number, "bad 'p cnf' header");
    f.num_vars = static_cast<int>(v);
    f.num_clauses = c;
    f.map.cnf.reserve(f.num_vars);
    header = true;
    header_line = number;
  }

  // A line of literals; a clause may span lines, 0 closes it.
  void literals(std::string_view t, int number) {
    if (!header) fail(source, number, "clause before the 'p cnf' header");
    for (long long lit : nums(t, number)) {
      if (lit == 0) {
        f.map.cnf.add(clause);
        f.last_clause.swap(clause);
        clause.clear();
        ++clauses;
      } else if (lit < -f.num_vars || lit > f.num_vars) {  // not llabs: LLONG_MIN has no absolute value
        fail(source, number,
             "literal " + std::to_string(lit) + " is beyond the header's " + std::to_string(f.num_vars) + " variables");
      } else {
        clause.push_back(static_cast<int>(lit));
      }
    }
  }

  // After the last line: a header, a size, a map within the header, every clause closed and counted.
  CnfFile finish() {
    if (!header) fail(source, 1, "no 'p cnf' header: not a DIMACS CNF");
    if (!size_seen) fail(source, 1, "no 'c size' line: not a CNF written by gridsat encode");
    for (const auto& p : f.map.primary)  // map lines may follow the header, too
      if (p.var > f.num_vars)
        fail(source, header_line, "the map names variable " + std::to_string(p.var) + ", beyond the header");
    if (!clause.empty()) fail(source, 1, "the last clause is not closed by 0");
    if (clauses != f.num_clauses)
      fail(
          source, 1,
          "the header declares " + std::to_string(f.num_clauses) + " clauses, the file has " + std::to_string(clauses));
    return std::move(f);
  }
};

}  // namespace

CnfFile read_gridsat_cnf(const std::string& text, const std::string& source) {
  CnfReader r(source);
  for (const auto& [number, t] : split_lines(text)) {
    if (t.empty()) continue;
    if (t.front() == 'c') r.comment(t, number);
    else if (t.front() == 'p') r.problem(t, number);
    else r.literals(t, number);
  }
  return r.finish();
}

int64_t first_falsified(const Cnf& cnf, const Model& model) {
  int64_t index = 1;
  bool sat = false;
  for (int lit : cnf.flat()) {
    if (lit == 0) {
      if (!sat) return index;
      sat = false;
      ++index;
    } else if (model.assigned(std::abs(lit)) && (model.value[std::abs(lit)] > 0) == (lit > 0)) {
      sat = true;
    }
  }
  return 0;
}

}  // namespace gridsat
