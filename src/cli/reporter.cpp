#include "cli/reporter.hpp"

#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace gridsat::cli {

namespace {

using json = nlohmann::ordered_json;

std::string verdict(const Answer& a) {
  if (!a.internal_error.empty()) return "error";
  if (a.count >= 2) return "multiple";
  if (a.complete) return a.count == 1 ? "unique" : "none";
  return "unknown";
}

// In the input's symbols (Puzzle::symbol: .pls squares are 0-based).
json grid_json(const Puzzle& p, const Grid& g) {
  json rows = json::array();
  for (int r = 0; r < g.rows; ++r) {
    json row = json::array();
    for (int c = 0; c < g.cols; ++c) row.push_back(p.symbol(g.at(r, c)));
    rows.push_back(std::move(row));
  }
  return rows;
}

json stats_json(const Stats& s) {
  return json{{"variables", s.vars},
              {"clauses", s.clauses},
              {"conflicts", s.conflicts},
              {"decisions", s.decisions ? json(*s.decisions) : json(nullptr)},
              {"seconds", s.seconds}};
}

bool has_grid(const Answer& a) { return a.internal_error.empty() && !a.solutions.empty(); }
std::string status_of(const Answer& a) { return a.internal_error.empty() ? std::string(to_string(a.status)) : "error"; }

}  // namespace

Reporter::Reporter(const Settings& s, size_t total) : s_(s), total_(total), progress_(isatty(STDERR_FILENO) && total > 1) {}

void Reporter::error(size_t index, const std::string& source, int line, const std::string& message) {
  ++errors_;
  worst(usage);
  clear_progress();
  std::cerr << "gridsat: " << message << '\n';
  if (s_.format == Format::json)
    out(json{{"index", index}, {"source", source}, {"line", line}, {"status", "error"}, {"message", message}}.dump());
  else if (s_.format == Format::line)
    out("error");
  tick(index);
}

std::string Reporter::counts() const {
  return std::to_string(solved_) + " solved, " + std::to_string(unsat_) + " no solution, " + std::to_string(unknown_) +
         " unknown, " + std::to_string(errors_) + " input error(s), " + std::to_string(internal_) + " internal error(s)";
}

int Reporter::interrupted(size_t answered, const std::string& where, double seconds) {
  clear_progress();
  std::cerr << "gridsat: interrupted after " << answered << " of " << total_ << " puzzle(s)"
            << (where.empty() ? "" : " (stopped at " + where + ")") << ": " << counts() << " in " << seconds << " s\n";
  return gridsat::cli::interrupted;
}

void Reporter::tally(const Record& rec, const Answer& a) {
  if (!a.internal_error.empty()) {
    ++internal_;
    worst(internal);
    clear_progress();
    std::cerr << "gridsat: internal error: " << rec.source << ':' << rec.line << ": " << a.internal_error << '\n';
  } else if (a.status == Status::solved) {
    ++solved_;
  } else if (a.status == Status::unsat) {
    ++unsat_;
    worst(no_solution);
  } else {
    ++unknown_;
    worst(time_limit);
  }
  // A count that stopped before its limit (and before a second solution) hit the time limit.
  if (s_.counting && a.internal_error.empty() && a.status == Status::solved && !a.complete && a.count < 2 &&
      (s_.solve.limit == 0 || a.count < s_.solve.limit))
    worst(time_limit);
}

void Reporter::print_json(size_t index, const Record& rec, const Answer& a) {
  const Puzzle& p = *rec.puzzle;
  json j{{"index", index}, {"source", rec.source}, {"line", rec.line}, {"type", p.family()},
         {"size", json::array({p.givens().rows, p.givens().cols})}, {"status", status_of(a)}};
  if (has_grid(a)) j["grid"] = grid_json(p, a.solutions.front());
  if (s_.counting) {
    j["count"] = a.count;
    j["complete"] = a.complete;
    j["verdict"] = verdict(a);
    if (a.solutions.size() > 1) j["second"] = grid_json(p, a.solutions[1]);
  }
  if (!a.internal_error.empty()) j["message"] = a.internal_error;
  j["backend"] = to_string(s_.backend);
  j["stats"] = stats_json(a.stats);
  out(j.dump());
}

void Reporter::print_line(const Record& rec, const Answer& a) {
  std::string text = has_grid(a) ? rec.puzzle->line(a.solutions.front()) : "-";
  if (s_.counting)
    out(verdict(a) + " " + std::to_string(a.count) + (a.complete ? "" : "+") + " " + text);
  else
    out(has_grid(a) ? text : status_of(a));
}

void Reporter::print_grid(const Record& rec, const Answer& a) {
  const Puzzle& p = *rec.puzzle;
  std::ostringstream o;
  if (total_ > 1) o << "# " << rec.source << ':' << rec.line << ": " << p.describe() << '\n';
  if (s_.counting)
    o << verdict(a) << ": " << a.count << (a.complete ? "" : " or more") << " solution" << (a.count == 1 ? "" : "s")
      << (a.complete || a.count >= 2 ? "" : " (stopped by the time limit)") << '\n';
  if (has_grid(a))
    p.print_grid(o, a.solutions.front());
  else if (!s_.counting)
    o << (a.status == Status::unsat ? "no solution" : a.internal_error.empty() ? "unknown: time limit reached" : "error")
      << '\n';
  if (total_ > 1) o << '\n';
  std::cout << o.str();
  std::cout.flush();
}

void Reporter::answer(size_t index, const Record& rec, const Answer& a) {
  tally(rec, a);
  switch (s_.format) {
    case Format::json: print_json(index, rec, a); break;
    case Format::line: print_line(rec, a); break;
    case Format::grid: print_grid(rec, a); break;
  }
  if (s_.stats) {
    clear_progress();
    std::cerr << "stats " << rec.source << ':' << rec.line << " backend=" << to_string(s_.backend)
              << " vars=" << a.stats.vars << " clauses=" << a.stats.clauses << " conflicts=" << a.stats.conflicts
              << " decisions=" << (a.stats.decisions ? std::to_string(*a.stats.decisions) : "n/a")
              << " seconds=" << a.stats.seconds << '\n';
  }
  tick(index);
}

int Reporter::finish(double seconds) {
  clear_progress();
  if (s_.stats || progress_) {
    std::cerr << "summary: " << total_ << " puzzle(s): " << counts() << " in " << seconds << " s";
    if (seconds > 0) std::cerr << " (" << static_cast<int64_t>(static_cast<double>(total_) / seconds) << " puzzles/s)";
    std::cerr << '\n';
  }
  return exit_;
}

void Reporter::out(const std::string& line) {
  std::cout << line << '\n';
  std::cout.flush();
}

void Reporter::tick(size_t index) {
  if (!progress_) return;
  auto now = std::chrono::steady_clock::now();
  if (index != total_ && now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  std::fprintf(stderr, "\r[%zu/%zu] %zu solved, %zu no solution, %zu unknown, %zu errors", index, total_, solved_, unsat_,
               unknown_, errors_ + internal_);
  std::fflush(stderr);
  shown_ = true;
}

void Reporter::clear_progress() {
  if (shown_) std::fprintf(stderr, "\r\033[K");
  shown_ = false;
}

}  // namespace gridsat::cli
