// explain and grade by src/deduce's steps, for the genres with no pencil-mark ladder.
#include "cli/explain_steps.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/errors.hpp"
#include "cli/commands.hpp"
#include "cli/pictures.hpp"
#include "cli/reporter.hpp"
#include "cli/stdout.hpp"
#include "deduce/deduce.hpp"
#include "picture/page.hpp"
#include "picture/svg.hpp"
#include "registry/registry.hpp"
#include "solve/verdict.hpp"

namespace gridsat::cli {

namespace {

using json = nlohmann::ordered_json;

deduce::Options deduce_options(const Settings& s) {
  deduce::Options o;
  o.deadline = deadline_after(s.solve.time_limit);
  return o;
}

// [row, col, value] lists of a step's placements and eliminations, in the input's symbols.
json facts_json(const Puzzle& p, const std::vector<deduce::Fact>& facts, bool holds) {
  json a = json::array();
  for (const auto& f : facts)
    if (f.holds == holds) a.push_back({f.cell / p.cols() + 1, f.cell % p.cols() + 1, p.symbol(f.value)});
  return a;
}

json step_json(const Puzzle& p, const std::vector<RuleGroup>& groups, size_t index, size_t k, const deduce::Step& st,
               const Grid& before, const Grid& after) {
  json used = json::array();
  json cells = json::array();
  for (int g : st.groups) {
    const RuleGroup& r = groups[static_cast<size_t>(g)];
    used.push_back(r.kind + (r.label.empty() ? "" : " " + r.label));
    for (int c : r.cells) cells.push_back({c / p.cols() + 1, c % p.cols() + 1});
  }
  json j{{"index", index},
         {"step", k},
         {"technique", st.rule},
         {"cost", st.cost},
         {"houses", used},
         {"cells", cells},
         {"placements", facts_json(p, st.decided, true)},
         {"eliminations", facts_json(p, st.decided, false)}};
  for (auto& [name, lists] : p.decided_fields(before, after)) j[name] = lists;
  j["text"] = st.text;
  return j;
}

// The verdict: "unique" when the steps solved the puzzle (each is forced, so the solution is the
// only one), else the SAT count's.
std::string verdict_of(const Settings& s, const Record& rec, const deduce::Path& path) {
  if (path.end == deduce::End::solved) return "unique";
  if (path.end == deduce::End::stopped) return "unknown";
  return std::string(to_string(gridsat::verdict_of(count_to_2(s, rec, Backend::sat), 2)));
}

// A solved path's grid goes to the genre's checker: a step that was not sound is a bug.
void check_solved(const Record& rec, const deduce::Path& path) {
  if (path.end != deduce::End::solved) return;
  if (const auto bad = rec.puzzle->check(path.grid))
    throw std::logic_error("the steps' solution fails the checker: " + *bad);
}

}  // namespace

// Long: one puzzle's steps in each output form, then how it ended, as the ladder's explain prints them.
int explain_steps(const Settings& s, const Record& rec, size_t index, bool many) {
  const Puzzle& p = *rec.puzzle;
  deduce::Deducer d(p, deduce_options(s));
  std::vector<picture::StepView> views;  // html: the start, each step's position, the end
  if (s.format == Format::grid && many)
    out_stream() << "# " << rec.source << ':' << rec.line << ": " << p.describe() << '\n';
  size_t k = 0;
  Grid before = d.position().grid(p.rows(), p.cols());
  if (s.format == Format::html)
    views.push_back({"Start", "The puzzle; the steps follow.", picture::svg(p, p.givens())});
  const deduce::Path path = d.run([&](const deduce::Step& st, const deduce::Position& pos) {
    ++k;
    const Grid after = pos.grid(p.rows(), p.cols());
    if (s.format == Format::html) {
      picture::SvgOptions opt;  // the rules' and clues' cells tinted, the decided cells outlined
      for (int g : st.groups)
        for (int c : d.groups()[static_cast<size_t>(g)].cells) opt.tint.push_back(c);
      for (const auto& f : st.decided) opt.outline.push_back(f.cell);
      views.push_back({st.rule, st.text, picture::svg(p, after, opt)});
    } else if (s.format == Format::json) {
      out_stream() << step_json(p, d.groups(), index, k, st, before, after).dump() << '\n';
      out_stream().flush();
    } else if (s.format == Format::grid || s.format == Format::line) {
      out_stream() << k << ". " << st.text << '\n';
      if (s.verbose) p.print_grid(out_stream(), after);
    }
    before = after;
    return !gridsat::interrupted();
  });
  check_solved(rec, path);
  const std::string verdict = verdict_of(s, rec, path);
  if (s.format == Format::html) {
    std::string end = std::string(deduce::end_name(path.end)) + " after " + std::to_string(k) + " steps";
    if (const std::string v = verdict_line(verdict, false); !v.empty()) end += "; " + v;
    views.push_back({"End", end, picture::svg(p, path.grid)});
    write_document(s, index, many, "html",
                   picture::steps_page(rec.source + ":" + std::to_string(rec.line) + ": " + p.describe(), views));
  } else if (s.format == Format::svg) {
    picture::SvgOptions opt;
    opt.title = rec.source + ":" + std::to_string(rec.line) + ": " + p.describe() + ": " +
                std::string(deduce::end_name(path.end)) + " after " + std::to_string(k) + " steps";
    write_document(s, index, many, "svg", picture::svg(p, path.grid, opt));
  } else if (s.format == Format::json) {
    out_stream() << json{{"index", index},
                         {"source", rec.source},
                         {"line", rec.line},
                         {"type", p.family()},
                         {"status", deduce::end_name(path.end)},
                         {"steps", k},
                         {"grid", grid_json(path.grid, &p)},
                         {"verdict", verdict}}
                        .dump()
                 << '\n';
  } else {
    std::ostringstream o;
    o << deduce::end_name(path.end) << " after " << k << " step" << (k == 1 ? "" : "s");
    if (path.end == deduce::End::stuck) o << ": no set of rules and clues forces another cell";
    o << '\n';
    if (const std::string v = verdict_line(verdict, false); !v.empty()) o << v << '\n';
    p.print_grid(o, path.grid);
    if (many) o << '\n';
    out_stream() << o.str();
  }
  out_stream().flush();
  if (path.end == deduce::End::solved) return ok;
  if (path.end == deduce::End::stopped) return time_limit;
  return no_solution;
}

// Long: the grade in each output form, with the same fields as the ladder's grade.
int grade_steps(const Settings& s, const Record& rec, size_t index, bool many) {
  const Puzzle& p = *rec.puzzle;
  deduce::Deducer d(p, deduce_options(s));
  const deduce::Path path = d.run();
  check_solved(rec, path);
  const Family* f = find_family(p.family());
  const deduce::Grade g = deduce::grade(*f, p, path, deduce_options(s));
  const std::string verdict = verdict_of(s, rec, path);
  const std::string end(deduce::end_name(path.end));
  switch (s.format) {
    case Format::json:
      out_stream() << json{{"index", index},
                           {"source", rec.source},
                           {"line", rec.line},
                           {"type", p.family()},
                           {"status", end},
                           {"level", g.level},
                           {"rank", g.rank},
                           {"score", g.score},
                           {"rating", g.hardest},
                           {"hardest", g.hardest_rule},
                           {"steps", g.steps},
                           {"conflicts", nullptr},
                           {"nodes", nullptr},
                           {"verdict", verdict},
                           {"stopped_by", path.end == deduce::End::stopped ? json("time_limit") : json(nullptr)}}
                          .dump()
                   << '\n';
      break;
    case Format::line:
      out_stream() << g.level << ' ' << g.rank << ' ' << g.score << ' '
                   << (g.hardest_rule.empty() ? "-" : g.hardest_rule) << ' ' << g.steps << " - - " << verdict << '\n';
      break;
    default:
      if (many) out_stream() << "# " << rec.source << ':' << rec.line << ": " << p.describe() << '\n';
      if (const std::string v = verdict_line(verdict, true); !v.empty()) out_stream() << v << '\n';
      out_stream() << g.level << " (rank " << g.rank << " of " << g.levels + 1 << "): score " << g.score << ", hardest "
                   << (g.hardest_rule.empty() ? "none" : g.hardest_rule) << " (" << g.hardest << " rules), " << g.steps
                   << " steps, " << end << '\n';
      if (many) out_stream() << '\n';
  }
  out_stream().flush();
  if (path.end == deduce::End::stopped) return time_limit;
  if (verdict == "none") return no_solution;
  return ok;
}

}  // namespace gridsat::cli
