// `gridsat explain` and `gridsat grade`: the puzzle solved as people do (src/human), step by
// step, or rated by the hardest step its path needs.
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/explain_steps.hpp"
#include "cli/pictures.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"
#include "human/human.hpp"
#include "picture/page.hpp"
#include "picture/svg.hpp"
#include "solve/core_step.hpp"
#include "solve/verdict.hpp"
#include "text/grid_text.hpp"

namespace gridsat::cli {

// A verdict other than "unique" as count words it: a puzzle with several solutions is not a
// proper puzzle, whatever its steps' level says. "" for unique (and internal errors, which
// are reported on their own).
std::string verdict_line(const std::string& verdict, bool grading) {
  if (verdict == "multiple")
    return std::string("multiple: 2 or more solutions (not a proper puzzle") +
           (grading ? ": the level rates the steps only)" : ")");
  if (verdict == "none") return "none: no solution";
  if (verdict == "unknown") return "unknown: stopped by the time limit before uniqueness was decided";
  return "";
}

// A SAT or native count to 2 of the puzzle (what `count` does: uniqueness too), for
// explain's and grade's verdicts; a refusal (over the clause budget) is an InputError.
Answer count_to_2(const Settings& s, const Record& rec, Backend backend) {
  const std::string where = rec.source + ":" + std::to_string(rec.line);
  SolveOptions o = s.solve;
  o.limit = 2;
  o.threads = 1;
  const Solved r = solve_with(backend, o, *rec.puzzle, where);
  if (r.kind == Solved::refused) throw InputError(r.message.substr(where.size() + 2));
  return r.reply;
}

namespace {

using json = nlohmann::ordered_json;

json cells_json(const std::vector<int>& cells, int n) {
  json a = json::array();
  for (int c : cells) a.push_back({c / n + 1, c % n + 1});
  return a;
}

template <class T>
json values_json(const std::vector<T>& v, int n) {
  json a = json::array();
  for (const auto& x : v) a.push_back({x.cell / n + 1, x.cell % n + 1, x.value});
  return a;
}

// The pencil-mark grid: a placed cell shows its value, an open cell its candidates
// (1-9 then A-Z), every cell padded to the widest; boxes ruled like the solution grids.
std::string pencil_grid(const HumanForm& f, const human::Candidates& c) {
  const int n = f.n;
  std::vector<std::string> text(static_cast<size_t>(n) * n);
  size_t width = 1;
  for (int cell = 0; cell < n * n; ++cell) {
    std::string& t = text[static_cast<size_t>(cell)];
    if (c.value(cell)) t = std::string(1, value_char(c.value(cell)));
    else
      for (int v : c.values(cell)) t += value_char(v);
    if (t.empty()) t = "-";  // no candidate left: a contradiction
    width = std::max(width, t.size());
  }
  std::ostringstream o;
  for (int r = 0; r < n; ++r) {
    if (r && f.box_rows && r % f.box_rows == 0) {
      for (int col = 0; col < n; ++col) {
        if (col && f.box_cols && col % f.box_cols == 0) o << "+-";
        o << std::string(width + (col + 1 < n ? 1 : 0), '-');
      }
      o << '\n';
    }
    for (int col = 0; col < n; ++col) {
      if (col && f.box_cols && col % f.box_cols == 0) o << "| ";
      const std::string& t = text[static_cast<size_t>(r * n + col)];
      o << t << std::string(width - t.size(), ' ') << (col + 1 < n ? " " : "");
    }
    o << '\n';
  }
  return o.str();
}

json step_json(size_t index, size_t k, const human::Step& st, int n) {
  json houses = json::array();
  for (const auto& h : st.houses) houses.push_back(h);
  return json{{"index", index},
              {"step", k},
              {"technique", human::info(st.technique).name},
              {"houses", houses},
              {"cells", cells_json(st.cells, n)},
              {"placements", values_json(st.placements, n)},
              {"eliminations", values_json(st.eliminations, n)},
              {"text", st.text}};
}

// The human solver's options, for explain and grade alike.
human::Options human_options(const Settings& s) {
  human::Options opt;
  opt.assume_unique = s.assume_unique;
  opt.deadline = deadline_after(s.solve.time_limit);
  return opt;
}

// One puzzle's explanation: the steps as they are taken, then how it ended. Returns the
// puzzle's exit status (ok: solved by the steps, or by --then sat; no_solution: stuck or a
// contradiction; time_limit: stopped).
class Explainer {
 public:
  Explainer(const Settings& s, const Record& rec, size_t index, bool many)
      : s_(s), rec_(rec), index_(index), many_(many), form_(*rec.puzzle->human_form()) {}

  int run() {
    const human::Options opt = human_options(s_);
    if (s_.format == Format::grid) header();
    last_.emplace(form_);
    const bool text = s_.format == Format::grid || s_.format == Format::line;
    if (s_.candidates && text) out_stream() << pencil_grid(form_, *last_);
    if (s_.format == Format::html) positions_.push_back(position(*last_));
    size_t k = 0;
    auto show = [&](const human::Step& st, const human::Candidates& after) {
      ++k;
      if (s_.format == Format::json) {
        out(step_json(index_, k, st, form_.n).dump());
      } else if (s_.format == Format::html) {
        steps_.push_back(st);
        positions_.push_back(position(after));
      } else if (text) {
        out_stream() << k << ". " << st.text << '\n';
        if (s_.verbose && s_.candidates) out_stream() << pencil_grid(form_, after);
      }
      last_ = after;
      assumed_unique_ = assumed_unique_ || st.technique == human::Technique::unique_rectangle;
      return !gridsat::interrupted();
    };
    human::Path path = human::solve(form_, opt, show);
    // --explain-with sat: past the ladder, one step from a minimal unsatisfiable core, then
    // the ladder again from the new position.
    while (s_.explain_with_sat && path.end == human::Path::End::stuck) {
      auto step = core_step(form_, *last_, opt.deadline);
      if (!step) break;
      std::vector<uint64_t> pencil(static_cast<size_t>(form_.n) * form_.n);
      for (size_t cell = 0; cell < pencil.size(); ++cell) pencil[cell] = last_->mask(static_cast<int>(cell));
      for (const auto& e : step->eliminations) pencil[static_cast<size_t>(e.cell)] &= ~(uint64_t{1} << (e.value - 1));
      // The values placed so far become givens of the position the ladder resumes from, so
      // that it does not announce them again.
      HumanForm at = form_;
      at.givens = last_->grid();
      human::Candidates after(at, pencil);
      if (!show(*step, after)) break;
      path = human::solve_from(at, pencil, opt, show);
    }
    return finish(path, k);
  }

 private:
  void header() {
    if (many_) out_stream() << "# " << rec_.source << ':' << rec_.line << ": " << rec_.puzzle->describe() << '\n';
  }

  void out(const std::string& line) {
    out_stream() << line << '\n';
    out_stream().flush();
  }

  // The SAT count to 2 (the same puzzle, from the givens) behind the verdict, when the steps
  // do not prove the puzzle unique, and behind --then sat, which finishes what the ladder
  // could not (its answer does not depend on the steps, which are sound).
  std::optional<Answer> count_with_sat(const human::Path& path) const {
    if (path.end == human::Path::End::stopped || (path.end == human::Path::End::solved && !assumed_unique_))
      return std::nullopt;
    return count_to_2(s_, rec_, Backend::sat);
  }

  // count's word for the puzzle: "unique" when the steps proved it, else the count's.
  static std::string verdict_of(const human::Path& path, const std::optional<Answer>& counted) {
    if (counted) return std::string(to_string(gridsat::verdict_of(*counted, 2)));
    return path.end == human::Path::End::stopped ? "unknown" : "unique";
  }

  static picture::Position position(const human::Candidates& c) {
    picture::Position pos{c.grid(), std::vector<uint64_t>(static_cast<size_t>(c.n()) * c.n())};
    for (size_t cell = 0; cell < pos.marks.size(); ++cell) pos.marks[cell] = c.mask(static_cast<int>(cell));
    return pos;
  }

  // --format svg: the final state (the SAT solution with --then sat), with --candidates the
  // pencil marks of the open cells; html: the page of every step.
  void document(const human::Path& path, size_t steps, const Grid& grid, const std::string& verdict) {
    std::string title = rec_.source + ":" + std::to_string(rec_.line) + ": " + rec_.puzzle->describe();
    std::string end =
        std::string(human::end_name(path.end)) + " after " + std::to_string(steps) + " step" + (steps == 1 ? "" : "s");
    if (const std::string v = verdict_line(verdict, false); !v.empty()) end += "; " + v;
    if (s_.format == Format::html) {
      write_document(s_, index_, many_, "html", picture::explain_page(*rec_.puzzle, title, positions_, steps_, end));
      return;
    }
    std::vector<uint64_t> marks;
    for (int cell = 0; cell < form_.n * form_.n; ++cell) marks.push_back(last_->mask(cell));
    picture::SvgOptions opt;
    opt.title = title + ": " + end;
    if (s_.candidates) opt.candidates = &marks;
    write_document(s_, index_, many_, "svg", picture::svg(*rec_.puzzle, grid, opt));
  }

  int finish(const human::Path& path, size_t steps) {
    const std::optional<Answer> counted = count_with_sat(path);
    const std::string verdict = verdict_of(path, counted);
    const bool then = s_.then_sat && path.end != human::Path::End::solved;
    const std::optional<Answer> sat = then ? counted : std::nullopt;
    const bool by_sat = sat && sat->internal_error.empty() && !sat->solutions.empty();
    const Grid grid = by_sat ? sat->solutions.front() : path.grid;
    if (s_.format == Format::svg || s_.format == Format::html) {
      document(path, steps, grid, verdict);
    } else if (s_.format == Format::json) {
      json j{{"index", index_},
             {"source", rec_.source},
             {"line", rec_.line},
             {"type", rec_.puzzle->family()},
             {"status", human::end_name(path.end)},
             {"steps", steps},
             {"grid", grid_json(path.grid)},
             {"verdict", verdict}};
      if (sat) {
        j["then"] = "sat";
        j["sat_status"] = status_of(*sat);
        j["conflicts"] = sat->stats.conflicts;
        if (by_sat) j["solution"] = grid_json(grid);
      }
      out(j.dump());
    } else {
      std::ostringstream o;
      o << human::end_name(path.end) << " after " << steps << " step" << (steps == 1 ? "" : "s");
      if (path.end == human::Path::End::stuck) o << ": no technique of the ladder applies";
      o << '\n';
      if (const std::string v = verdict_line(verdict, false); !v.empty()) o << v << '\n';
      if (path.end == human::Path::End::solved) rec_.puzzle->print_grid(o, path.grid);
      else if (!by_sat) o << pencil_grid(form_, *last_);
      if (sat) {
        o << "then sat: " << status_of(*sat) << ", " << sat->stats.conflicts << " conflicts\n";
        if (by_sat) rec_.puzzle->print_grid(o, grid);
      }
      if (many_) o << '\n';
      out_stream() << o.str();
      out_stream().flush();
    }
    if (path.end == human::Path::End::solved || by_sat) return ok;
    if (path.end == human::Path::End::stopped) return time_limit;
    return no_solution;
  }

  const Settings& s_;
  const Record& rec_;
  size_t index_;
  bool many_;
  HumanForm form_;
  std::optional<human::Candidates> last_;     // the pencil marks after the latest step
  bool assumed_unique_ = false;               // a step assumed the puzzle unique (--assume-unique)
  std::vector<picture::Position> positions_;  // html: the start, then after each step
  std::vector<human::Step> steps_;            // html
};

// One puzzle's grade, with the count to 2 of the same puzzle (uniqueness included) by the
// backend asked: --backend auto (the default) counts with the one count's auto would run
// (the bit-set engine for a 9x9), sat or native with that one, both with each (the SAT
// conflicts and the native nodes side by side, as grade always did before issue 28: its SAT
// count was a quarter of a 17-clue batch's time, and the native count alone decides the
// verdict as exactly, every solution checked). The verdict is "unique" when the steps prove
// it, "unknown" when the time limit stopped them, else the count's (the SAT count's with both).
struct Graded {
  human::Grade grade;
  std::string end;      // where the steps ended
  std::string verdict;  // count's word for the puzzle
  std::optional<Answer> sat, native;
  const Answer& counted() const { return sat ? *sat : *native; }
};

Graded grade_one(const Settings& s, const Record& rec) {
  Graded g;
  human::Options opt = human_options(s);
  opt.texts = false;  // grade prints no step
  const human::Path path = human::solve(*rec.puzzle->human_form(), opt);
  g.grade = human::grade(path);
  g.end = human::end_name(path.end);
  if (s.backend == Backend::both || s.backend == Backend::sat) g.sat = count_to_2(s, rec, Backend::sat);
  if (s.backend == Backend::both || s.backend == Backend::native) g.native = count_to_2(s, rec, Backend::native);
  if (s.backend == Backend::automatic) {
    Answer a = count_to_2(s, rec, Backend::automatic);
    (a.backend == Backend::sat ? g.sat : g.native) = std::move(a);
  }
  g.verdict = proves_unique(path)                     ? "unique"
              : path.end == human::Path::End::stopped ? "unknown"
                                                      : std::string(to_string(verdict_of(g.counted(), 2)));
  return g;
}

// A backend's count to 2 stopped by the time limit: its conflicts or nodes are partial.
bool clock_stopped(const Graded& g) {
  return (g.sat && stopped_by_clock(*g.sat, 2)) || (g.native && stopped_by_clock(*g.native, 2));
}

void print_grade(const Settings& s, size_t index, const Record& rec, const Graded& g, bool many) {
  const human::Grade& gr = g.grade;
  const bool stopped = clock_stopped(g);
  const char* note = stopped ? " (stopped by the time limit)" : "";
  // Each backend's figure, or none (JSON null, "-" in the line and the text) when it did not count.
  const int64_t nodes = g.native ? std::max<int64_t>(0, g.native->stats.decisions.value_or(-1)) : -1;
  const int64_t conflicts = g.sat ? g.sat->stats.conflicts : -1;
  auto as_json = [](int64_t v) { return v >= 0 ? json(v) : json(nullptr); };
  auto as_text = [](int64_t v) { return v >= 0 ? std::to_string(v) : std::string("-"); };
  switch (s.format) {
    case Format::json:
      out_stream() << json{{"index", index},
                           {"source", rec.source},
                           {"line", rec.line},
                           {"type", rec.puzzle->family()},
                           {"status", g.end},
                           {"level", gr.level},
                           {"rank", gr.rank},
                           {"score", gr.score},
                           {"rating", gr.rating},
                           {"hardest", gr.hardest},
                           {"steps", gr.steps},
                           {"conflicts", as_json(conflicts)},
                           {"nodes", as_json(nodes)},
                           {"verdict", g.verdict},
                           {"stopped_by", stopped ? json("time_limit") : json(nullptr)}}
                          .dump()
                   << '\n';
      break;
    case Format::line:
      out_stream() << gr.level << ' ' << gr.rank << ' ' << gr.score << ' ' << (gr.hardest.empty() ? "-" : gr.hardest)
                   << ' ' << gr.steps << ' ' << as_text(conflicts) << ' ' << as_text(nodes) << ' ' << g.verdict << note
                   << '\n';
      break;
    case Format::grid:
      if (many) out_stream() << "# " << rec.source << ':' << rec.line << ": " << rec.puzzle->describe() << '\n';
      if (const std::string v = verdict_line(g.verdict, true); !v.empty()) out_stream() << v << '\n';
      out_stream() << gr.level << " (rank " << gr.rank << " of 6): score " << gr.score << ", hardest "
                   << (gr.hardest.empty() ? "none" : gr.hardest) << " (" << gr.rating << "), " << gr.steps << " steps, "
                   << g.end << "; sat " << as_text(conflicts) << " conflicts, native " << as_text(nodes) << " nodes"
                   << note << '\n';
      if (many) out_stream() << '\n';
      break;
    case Format::svg:
    case Format::html:
    case Format::url: break;  // grade refuses them when the options are read
  }
  out_stream().flush();
}

// Runs `one` on every readable puzzle with a pencil-mark form, `steps` on the others; bad input
// (unreadable, over the budget) is reported and the batch goes on. Returns the batch's exit status.
using OnePuzzle = std::function<int(const Record&, size_t index, bool many)>;
int each_puzzle(const Settings& s, const OnePuzzle& one, const OnePuzzle& steps) {
  std::vector<Record> records = read_all(s);
  int status = ok;
  for (size_t i = 0; i < records.size(); ++i) {
    if (gridsat::interrupted()) return interrupted;
    const Record& rec = records[i];
    if (!rec.puzzle) {
      err_stream() << "gridsat: " << rec.error << '\n';
      status = worse(status, usage);
      continue;
    }
    try {
      const OnePuzzle& f = rec.puzzle->human_form() ? one : steps;
      status = worse(status, f(rec, i + 1, records.size() > 1));
    } catch (const UsageError&) {  // a batch of pictures without -o: for the whole batch
      throw;
    } catch (const InputError& e) {  // over the clause budget, n over 64, an unwritable -o, ...
      err_stream() << "gridsat: " << rec.source << ':' << rec.line << ": " << e.what() << '\n';
      status = worse(status, usage);
    }
  }
  return status;
}

}  // namespace

int explain(const Settings& s) {
  return each_puzzle(
      s, [&](const Record& rec, size_t index, bool many) { return Explainer(s, rec, index, many).run(); },
      [&](const Record& rec, size_t index, bool many) { return explain_steps(s, rec, index, many); });
}

int grade(const Settings& s) {
  if (s.backend == Backend::sls) {
    err_stream() << "gridsat grade: --backend sls cannot count to 2 (auto, sat, native or both)\n";
    return usage;
  }
  const OnePuzzle steps = [&](const Record& rec, size_t index, bool many) { return grade_steps(s, rec, index, many); };
  return each_puzzle(s, [&](const Record& rec, size_t index, bool many) {
    const Graded g = grade_one(s, rec);
    print_grade(s, index, rec, g, many);
    for (const auto* a : {&g.sat, &g.native})
      if (*a && !(*a)->internal_error.empty()) {
        err_stream() << "gridsat: internal error: " << rec.source << ':' << rec.line << ": " << (*a)->internal_error
                     << '\n';
        return internal;
      }
    if (g.counted().status == Status::unsat) return no_solution;
    if (g.counted().status == Status::unknown || clock_stopped(g)) return time_limit;
    return ok;
  }, steps);
}

}  // namespace gridsat::cli
