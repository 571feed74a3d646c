#include "cli/reporter.hpp"

#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/errors.hpp"
#include "cli/count_explain.hpp"
#include "cli/pictures.hpp"
#include "cli/stdout.hpp"
#include "picture/svg.hpp"
#include "registry/registry.hpp"
#include "solve/verdict.hpp"

namespace gridsat::cli {

namespace {

using json = nlohmann::ordered_json;

// With --threads N > 1: how the threads shared the work.
json parallel_json(const ParallelStats& p) {
  json j{{"threads", p.threads}, {"mode", p.mode}};
  if (p.mode == "portfolio") j["winner"] = p.winner;
  if (p.mode != "portfolio") {  // "cubes", or "race" (cubes beside a whole-formula search)
    j["cubes"] = p.cubes;
    j["cubes_resplit"] = p.cubes_resplit;
    j["cube_seconds"] = p.cube_seconds;
    j["largest_cube_seconds"] = p.largest_cube_seconds;
  }
  return j;
}

int64_t decisions(const Answer& a) { return a.stats.decisions.value_or(-1); }  // -1: not known

json stats_json(const Answer& a) {
  const Stats& s = a.stats;
  json j{{"variables", s.vars},      {"clauses", s.clauses},
         {"conflicts", s.conflicts}, {"decisions", decisions(a) >= 0 ? json(decisions(a)) : json(nullptr)},
         {"seconds", s.seconds},     {"construction", a.constructed}};
  if (s.parallel.threads > 1) j["parallel"] = parallel_json(s.parallel);
  return j;
}

std::string verdict(const Answer& a, int64_t limit) { return std::string(to_string(verdict_of(a, limit))); }
bool has_grid(const Answer& a) { return a.internal_error.empty() && !a.solutions.empty(); }
// Solution k (0: the first).
const Grid& solution(const Answer& a, size_t k) { return a.solutions.at(k); }

// grid_json's rows as a record holds them: built once, where grid_json's value is converted
// twice on its way into a record (a fifth of a gridsat serve count request's CPU with them).
json grid_rows(const Grid& g, const Puzzle* p) {
  json rows = json::array();
  for (int r = 0; r < g.rows; ++r) {
    json row = json::array();
    for (int c = 0; c < g.cols; ++c) row.push_back(p ? p->symbol(g.at(r, c)) : g.at(r, c));
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace

std::string status_of(const Answer& a) { return a.internal_error.empty() ? std::string(to_string(a.status)) : "error"; }

nlohmann::json grid_json(const Grid& g, const Puzzle* p) { return grid_rows(g, p); }

Reporter::Reporter(const Settings& s, size_t total)
    : s_(s), total_(total), many_(total > 1), progress_(isatty(STDERR_FILENO) && total > 1) {}

void Reporter::many(bool more_than_one) {
  many_ = more_than_one;
  progress_ = isatty(STDERR_FILENO) && more_than_one;
}

void Reporter::error(size_t index, const std::string& source, int line, const std::string& message) {
  ++errors_;
  worst(usage);
  before_stderr();
  err_stream() << "gridsat: " << message << '\n';
  record_error(index, source, line, message);
  tick(index);
}

void Reporter::record_error(size_t index, const std::string& source, int line, const std::string& message) {
  if (s_.format == Format::json)
    out_json(json{{"index", index}, {"source", source}, {"line", line}, {"status", "error"}, {"message", message}});
  else if (s_.format == Format::line || s_.format == Format::url) out("error");
}

std::string Reporter::unknown_reason() const { return why_unknown_.empty() ? "time limit reached" : why_unknown_; }

// decode of an `encode --uniqueness` CNF: a model is a second solution, and that is the
// grid to show (the first is the one the CNF blocks).
bool Reporter::second_only(const Answer& a) const {
  return s_.command == Command::decode && s_.counting && a.solutions.size() > 1;
}

std::string Reporter::counts() const {
  return std::to_string(solved_) + " solved, " + std::to_string(unsat_) + " no solution, " + std::to_string(unknown_) +
         " unknown, " + std::to_string(errors_) + " input error(s), " + std::to_string(internal_) +
         " internal error(s)";
}

int Reporter::interrupted(size_t answered, const std::string& total, const std::string& where, double seconds) {
  before_stderr();
  err_stream() << "gridsat: interrupted after " << answered << " of " << total << " puzzle(s)"
               << (where.empty() ? "" : " (stopped at " + where + ")") << ": " << counts() << " in " << seconds
               << " s\n";
  return gridsat::cli::interrupted;
}

void Reporter::tally(const Record& rec, const Answer& a) {
  if (!a.internal_error.empty()) {
    ++internal_;
    worst(internal);
    before_stderr();
    err_stream() << "gridsat: internal error: " << rec.source << ':' << rec.line << ": " << a.internal_error << '\n';
  } else if (a.status == Status::solved) {
    ++solved_;
  } else if (a.status == Status::unsat) {
    ++unsat_;
    worst(no_solution);
  } else {
    ++unknown_;
    worst(time_limit);
  }
  // A count that stopped before its limit hit the time limit: exit 3 even when it has a verdict
  // (multiple), since the count is not the one asked for.
  if (s_.counting && stopped_by_clock(a, s_.solve.limit)) worst(time_limit);
}

void Reporter::print_json(size_t index, const Record& rec, const Answer& a) {
  const Puzzle& p = *rec.puzzle;
  json j{{"index", index},
         {"source", rec.source},
         {"line", rec.line},
         {"type", p.family()},
         {"size", json::array({p.givens().rows, p.givens().cols})},
         {"status", status_of(a)}};
  if (!rec.also.empty()) j["also"] = rec.also;  // the other families whose puzzle its text is too
  if (has_grid(a)) {
    j["grid"] = grid_rows(solution(a, 0), &p);
    for (auto& [name, lists] : p.extra_fields(solution(a, 0))) j[name] = lists;
  }
  if (s_.counting) {
    j["count"] = a.count;
    j["complete"] = a.complete;
    j["verdict"] = verdict(a, s_.solve.limit);
    j["stopped_by"] = stopped_by(a);
    if (a.solutions.size() > 1) {
      j["second"] = grid_rows(solution(a, 1), &p);
      // The second solution's own fields too (second_edges, second_regions, ...): a path's or a
      // loop's grid alone does not say which way it runs, so a checker needs its edges.
      for (auto& [name, lists] : p.extra_fields(solution(a, 1))) j["second_" + name] = lists;
    }
  }
  if (explained_) add_explanation(j, p, *explained_);
  if (!a.internal_error.empty()) j["message"] = a.internal_error;
  if (a.internal_error.empty() && a.status == Status::unknown) j["message"] = unknown_reason();
  j["backend"] =
      to_string(a.backend);  // the one that answered (auto's choice); with an internal error, the one asked for
  j["requested_backend"] = to_string(s_.backend);
  j["stats"] = stats_json(a);
  out_json(std::move(j));
}

bool Reporter::clock_stopped(const Answer& a) const {
  return s_.counting && why_unknown_.empty() && stopped_by_clock(a, s_.solve.limit);
}

// JSON's stopped_by: why a count is not complete ("limit": --limit reached, "time_limit"), or
// null for a complete count.
nlohmann::json Reporter::stopped_by(const Answer& a) const {
  if (clock_stopped(a)) return "time_limit";
  if (stopped_at_limit(a, s_.solve.limit)) return "limit";
  return nullptr;
}

void Reporter::print_line(const Record& rec, const Answer& a) {
  std::string text = has_grid(a) ? rec.puzzle->line(solution(a, second_only(a) ? 1 : 0)) : "-";
  if (s_.counting)
    out(verdict(a, s_.solve.limit) + " " + std::to_string(a.count) + (a.complete ? "" : "+") + " " + text +
        (clock_stopped(a) ? " (stopped by the time limit)" : ""));
  else out(has_grid(a) ? text : status_of(a));
}

// The puzzle's puzz.link URL; "-" where puzz.link has no such genre or cannot say this one.
void Reporter::print_url(const Record& rec) {
  const Family* f = find_family(rec.puzzle->family());
  const std::string url = f && f->reader.url ? f->reader.url(*rec.puzzle) : "";
  out(url.empty() ? "-" : url);
}

// count's first line: "unique: 1 solution", "solvable: 1 or more solutions (stopped at --limit 1)".
std::string Reporter::count_line(const Answer& a) const {
  if (!why_unknown_.empty() && a.count == 0 && !a.complete) return verdict(a, s_.solve.limit) + ": " + why_unknown_;
  std::string line = verdict(a, s_.solve.limit) + ": " + std::to_string(a.count) + (a.complete ? "" : " or more") +
                     " solution" + (a.count == 1 && a.complete ? "" : "s");
  if (stopped_at_limit(a, s_.solve.limit) && a.count < 2)
    line += " (stopped at --limit " + std::to_string(s_.solve.limit) + ")";
  else if (!why_unknown_.empty() && !a.complete && a.count < 2) line += " (" + why_unknown_ + ")";
  else if (clock_stopped(a)) line += " (stopped by the time limit)";
  return line;
}

void Reporter::print_grid(const Record& rec, const Answer& a) {
  const Puzzle& p = *rec.puzzle;
  std::ostringstream o;
  if (many_) o << "# " << rec.source << ':' << rec.line << ": " << p.describe() << '\n';
  if (second_only(a)) {
    o << "multiple: a second solution:\n";
    p.print_grid(o, solution(a, 1));
  } else {
    if (s_.counting) o << count_line(a) << '\n';
    if (has_grid(a)) p.print_grid(o, solution(a, 0));
    if (explained_) o << explanation_text(p, *explained_);
    if (!has_grid(a) && !s_.counting)
      o << (a.status == Status::unsat  ? "no solution"
            : a.internal_error.empty() ? "unknown: " + unknown_reason()
                                       : "error")
        << '\n';
  }
  if (many_) o << '\n';
  clear_progress();
  out_stream() << o.str();
  flush_answers();
}

// The solution (count: the first; decode of a uniqueness CNF: the second) or, with none,
// the givens; the title says which.
void Reporter::print_svg(size_t index, const Record& rec, const Answer& a) {
  const Puzzle& p = *rec.puzzle;
  const bool grid = has_grid(a);
  const Grid* shown_ptr = !grid ? &p.givens() : &solution(a, second_only(a) ? 1 : 0);
  picture::SvgOptions opt;
  std::vector<uint64_t> masks;
  Grid explained_grid;
  if (explained_) {
    explained_grid = explanation_picture(p, *shown_ptr, *explained_, opt, masks);
    shown_ptr = &explained_grid;
  }
  const Grid& shown = *shown_ptr;
  opt.show_lines = s_.show_lines;
  opt.title = rec.source + ":" + std::to_string(rec.line) + ": " + p.describe() + ": " +
              (s_.counting ? count_line(a)
               : grid      ? "solution"
                           : status_of(a) + ", the givens");
  clear_progress();
  try {
    write_document(s_, index, many_, "svg", picture::svg(p, shown, opt));
  } catch (const WriteError& e) {
    ++errors_;
    worst(usage);
    err_stream() << "gridsat: " << e.what() << '\n';
  }
}

void Reporter::answer(size_t index, const Record& rec, const Answer& a, const std::string& why_unknown,
                      const Explanation* explained) {
  why_unknown_ = why_unknown;
  explained_ = explained && a.internal_error.empty() ? explained : nullptr;
  tally(rec, a);
  if (!rec.also.empty()) {  // --type auto took one of several families' readings: say which
    std::string others;
    for (size_t i = 0; i < rec.also.size(); ++i)
      others += (i == 0 ? "" : i + 1 == rec.also.size() ? " or " : ", ") + rec.also[i];
    // Once per source for the same families (the JSON record's `also` says it of each one).
    if (noted_.insert(rec.source + '\n' + std::string(rec.puzzle->family()) + '\n' + others).second) {
      before_stderr();
      err_stream() << "gridsat: " << rec.source << ':' << rec.line << ": read as " << rec.puzzle->family()
                   << "; its text is also a " << others << " puzzle (--type names the genre; said once a file)\n";
    }
  }
  if (explained_ && explained_->stopped) worst(time_limit);
  switch (s_.format) {
    case Format::json: print_json(index, rec, a); break;
    case Format::line: print_line(rec, a); break;
    case Format::grid: print_grid(rec, a); break;
    case Format::svg: print_svg(index, rec, a); break;
    case Format::html: break;  // explain only (refused when the options are read)
    case Format::url: print_url(rec); break;
  }
  if (s_.stats) {
    before_stderr();
    err_stream() << "stats " << rec.source << ':' << rec.line << " backend=" << to_string(a.backend)
                 << " vars=" << a.stats.vars << " clauses=" << a.stats.clauses << " conflicts=" << a.stats.conflicts
                 << " decisions=" << (decisions(a) >= 0 ? std::to_string(decisions(a)) : "n/a")
                 << " seconds=" << a.stats.seconds << (a.constructed ? " construction=yes" : "");
    const ParallelStats& ps = a.stats.parallel;
    if (ps.threads > 1) {
      err_stream() << " threads=" << ps.threads << " mode=" << ps.mode;
      if (ps.mode == "portfolio") err_stream() << " winner=" << ps.winner;
      if (ps.mode != "portfolio")
        err_stream() << " cubes=" << ps.cubes << " cubes_resplit=" << ps.cubes_resplit
                     << " cube_seconds=" << ps.cube_seconds << " largest_cube_seconds=" << ps.largest_cube_seconds;
    }
    err_stream() << '\n';
  }
  tick(index);
}

int Reporter::finish(double seconds) {
  before_stderr();
  if (s_.stats || progress_) {
    err_stream() << "summary: " << reported_ << " puzzle(s): " << counts() << " in " << seconds << " s";
    if (seconds > 0)
      err_stream() << " (" << static_cast<int64_t>(static_cast<double>(reported_) / seconds) << " puzzles/s)";
    err_stream() << '\n';
  }
  return exit_;
}

// A JSON record: a value in the calling thread's record list when it has one (a request of
// gridsat serve), else a line of text.
void Reporter::out_json(nlohmann::ordered_json j) {
  if (std::string* records = thread_records()) {
    if (!records->empty()) records->push_back(',');
    records->append(j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
    return;
  }
  out(j.dump());
}

void Reporter::out(const std::string& line) {
  clear_progress();  // on a terminal the progress line and the answers share the screen
  out_stream() << line << '\n';
  flush_answers();
}

// Every answer is flushed at once (a program feeding puzzles one at a time waits for each),
// unless the caller buffers them and calls flush_if_due() while it waits: gridsat-mpi's rank
// 0, where a write per answer, forwarded by mpirun, was a tenth of the batch's CPU.
void Reporter::flush_answers() {
  const auto now = std::chrono::steady_clock::now();
  if (buffered_ && now - last_flush_ < std::chrono::milliseconds(50)) {
    pending_ = true;
    return;
  }
  last_flush_ = now;
  pending_ = false;
  flush_stdout();
}

void Reporter::buffer_answers(bool on) {
  if (!on && pending_) flush_stdout();
  buffered_ = on;
  pending_ = pending_ && buffered_;
}

void Reporter::flush_if_due() {
  if (pending_ && std::chrono::steady_clock::now() - last_flush_ >= std::chrono::milliseconds(50)) flush_answers();
}

void Reporter::before_stderr() {
  if (pending_) {
    pending_ = false;
    flush_stdout();
  }
  clear_progress();
}

void Reporter::tick(size_t index) {
  ++reported_;
  if (!progress_) return;
  auto now = std::chrono::steady_clock::now();
  if (index != total_ && now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  const std::string of = total_ == kStream ? "" : "/" + std::to_string(total_);  // a stream's total is not known yet
  std::fprintf(stderr, "\r[%zu%s] %zu solved, %zu no solution, %zu unknown, %zu errors", index, of.c_str(), solved_,
               unsat_, unknown_, errors_ + internal_);
  std::fflush(stderr);
  shown_ = true;
}

void Reporter::clear_progress() {
  if (shown_) std::fprintf(stderr, "\r\033[K");
  shown_ = false;
}

}  // namespace gridsat::cli
