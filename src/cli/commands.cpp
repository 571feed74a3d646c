// `gridsat solve` and `gridsat count`: read every source, then solve puzzle by puzzle,
// writing each answer before the next puzzle is started.
#include "cli/commands.hpp"

#include <unistd.h>

#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "formats/reader.hpp"
#include "puzzles/registry.hpp"
#include "solvers/backend.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;
using json = nlohmann::ordered_json;

namespace {

struct Settings {
  ReadOptions read;
  SolveOptions solve;
  Backend backend = Backend::sat;
  Format format = Format::grid;
  bool stats = false;
  bool counting = false;
  std::vector<std::string> files;
};

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string verdict(const Answer& a) {
  if (!a.internal_error.empty()) return "error";
  if (a.count >= 2) return "multiple";
  if (a.complete) return a.count == 1 ? "unique" : "none";
  return "unknown";
}

json grid_json(const Grid& g) {
  json rows = json::array();
  for (int r = 0; r < g.rows; ++r) {
    json row = json::array();
    for (int c = 0; c < g.cols; ++c) row.push_back(g.at(r, c));
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

// Writes answers and keeps the tallies for the summary and the exit status.
class Reporter {
 public:
  Reporter(const Settings& s, size_t total) : s_(s), total_(total), progress_(isatty(STDERR_FILENO) && total > 1) {}

  void error(size_t index, const Record& rec) {
    ++errors_;
    worst(usage);
    clear_progress();
    std::cerr << "gridsat: " << rec.error << '\n';
    if (s_.format == Format::json)
      out(json{{"index", index}, {"source", rec.source}, {"line", rec.line}, {"status", "error"}, {"message", rec.error}}.dump());
    else if (s_.format == Format::line)
      out("error");
    tick(index);
  }

  void answer(size_t index, const Record& rec, const Answer& a) {
    const Puzzle& p = *rec.puzzle;
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
    if (s_.counting && a.internal_error.empty() && a.status == Status::solved && !a.complete && a.count < 2) worst(time_limit);
    const bool has_grid = a.internal_error.empty() && !a.solutions.empty();
    const std::string status = a.internal_error.empty() ? std::string(to_string(a.status)) : "error";
    switch (s_.format) {
      case Format::json: {
        json j{{"index", index}, {"source", rec.source}, {"line", rec.line}, {"type", p.family()},
               {"size", json::array({p.givens().rows, p.givens().cols})}, {"status", status}};
        if (has_grid) j["grid"] = grid_json(a.solutions.front());
        if (s_.counting) {
          j["count"] = a.count;
          j["complete"] = a.complete;
          j["verdict"] = verdict(a);
          if (a.solutions.size() > 1) j["second"] = grid_json(a.solutions[1]);
        }
        if (!a.internal_error.empty()) j["message"] = a.internal_error;
        j["backend"] = to_string(s_.backend);
        j["stats"] = stats_json(a.stats);
        out(j.dump());
        break;
      }
      case Format::line: {
        std::string text = has_grid ? p.line(a.solutions.front()) : "-";
        if (s_.counting)
          out(verdict(a) + " " + std::to_string(a.count) + (a.complete ? "" : "+") + " " + text);
        else
          out(has_grid ? text : status);
        break;
      }
      case Format::grid: {
        std::ostringstream o;
        if (total_ > 1) o << "# " << rec.source << ':' << rec.line << ": " << p.describe() << '\n';
        if (s_.counting)
          o << verdict(a) << ": " << a.count << (a.complete ? "" : " or more") << " solution" << (a.count == 1 ? "" : "s")
            << (a.complete || a.count >= 2 ? "" : " (stopped by the time limit)") << '\n';
        if (has_grid)
          p.print_grid(o, a.solutions.front());
        else if (!s_.counting)
          o << (a.status == Status::unsat ? "no solution" : a.internal_error.empty() ? "unknown: time limit reached" : "error")
            << '\n';
        if (total_ > 1) o << '\n';
        std::cout << o.str();
        std::cout.flush();
        break;
      }
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

  int finish(double seconds) {
    clear_progress();
    if (s_.stats || progress_) {
      std::cerr << "summary: " << total_ << " puzzle(s): " << solved_ << " solved, " << unsat_ << " no solution, " << unknown_
                << " unknown, " << errors_ << " input error(s), " << internal_ << " internal error(s) in " << seconds
                << " s";
      if (seconds > 0) std::cerr << " (" << static_cast<int64_t>(static_cast<double>(total_) / seconds) << " puzzles/s)";
      std::cerr << '\n';
    }
    return exit_;
  }

 private:
  void out(const std::string& line) {
    std::cout << line << '\n';
    std::cout.flush();
  }
  void worst(int code) {
    static const int rank[] = {0, 1, 3, 2, 4};  // by exit code: ok < no_solution < time_limit < usage < internal
    if (rank[code] > rank[exit_]) exit_ = code;
  }
  void tick(size_t index) {
    if (!progress_) return;
    auto now = std::chrono::steady_clock::now();
    if (index != total_ && now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    std::fprintf(stderr, "\r[%zu/%zu] %zu solved, %zu no solution, %zu unknown, %zu errors", index, total_, solved_, unsat_,
                 unknown_, errors_ + internal_);
    std::fflush(stderr);
    shown_ = true;
  }
  void clear_progress() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
    shown_ = false;
  }

  const Settings& s_;
  size_t total_;
  bool progress_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_{};
  size_t solved_ = 0, unsat_ = 0, unknown_ = 0, errors_ = 0, internal_ = 0;
  int exit_ = ok;
};

std::pair<int, int> parse_box(const std::string& s) {
  static const std::regex re("([0-9]{1,4})x([0-9]{1,4})");
  std::smatch m;
  if (!std::regex_match(s, m, re)) throw UsageError("--box wants ROWSxCOLS, e.g. 3x3 or 2x3, not '" + s + "'");
  int r = std::stoi(m[1]), c = std::stoi(m[2]);
  if (r < 1 || c < 1) throw UsageError("--box " + s + ": both sides must be at least 1");
  return {r, c};
}

Settings parse(const std::vector<std::string>& args, bool counting, bool& help_shown) {
  const std::string cmd = counting ? "count" : "solve";
  po::options_description puzzle("Puzzle options");
  puzzle.add_options()("type", po::value<std::string>()->default_value("auto"), "puzzle family: auto or sudoku")(
      "box", po::value<std::string>(), "Sudoku box shape ROWSxCOLS (default: as square as possible, 6 -> 2x3)");
  po::options_description encoding("Encoding options (sat backend)");
  std::string amo_names;
  for (Amo a : all_amo()) amo_names += (amo_names.empty() ? "" : "|") + std::string(to_string(a));
  encoding.add_options()("amo", po::value<std::string>()->default_value("pairwise"), ("at-most-one encoding: " + amo_names).c_str())(
      "simplify", po::value<std::string>()->default_value("singles"),
      "before encoding: none (every cell/value a variable, givens as units) | givens (Kwon & Jain filtering) | singles "
      "(also naked and hidden singles)");
  po::options_description solving("Solving options");
  solving.add_options()("backend", po::value<std::string>()->default_value("sat"),
                        "sat (CaDiCaL) | native (backtracking) | both (run the two, fail on any disagreement)")(
      "time-limit", po::value<double>()->default_value(0), "seconds per puzzle and backend, 0 = none")(
      "cadical-config", po::value<std::string>()->default_value("default"), "CaDiCaL configuration: default|plain|sat|unsat")(
      "cadical", po::value<std::vector<std::string>>()->composing(),
      "CaDiCaL option NAME=VALUE (repeatable; see `cadical --help`), e.g. --cadical lucky=0");
  if (counting)
    solving.add_options()("limit", po::value<int64_t>()->default_value(2), "count up to K solutions, 0 = all");
  po::options_description output("Output options");
  output.add_options()("format", po::value<std::string>()->default_value("grid"),
                       "grid (readable, box rules) | line (one line per puzzle, in the input's form) | json (JSON Lines)")(
      "stats", "per-puzzle statistics and a summary on standard error")("help,h", "this help");
  po::options_description hidden;
  hidden.add_options()("file", po::value<std::vector<std::string>>(), "input files");
  po::positional_options_description pos;
  pos.add("file", -1);

  po::options_description visible;
  visible.add(puzzle).add(encoding).add(solving).add(output);
  po::options_description all;
  all.add(visible).add(hidden);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  if (vm.count("help")) {
    std::cout << "usage: gridsat " << cmd << " [OPTIONS] [FILE...]\n\n"
              << (counting ? "Count the solutions of each puzzle up to --limit (2 answers \"is it unique?\") and say\n"
                             "unique, multiple or none. Every solution found is verified by the checker.\n"
                           : "Solve each puzzle and print its solution, verified by an independent checker.\n")
              << "FILE may hold many puzzles; no FILE or '-' reads standard input. Formats (detected):\n"
                 "  one puzzle per line: 81 characters for 9x9 (. or 0 blank; 1-9 then A-Z for 10..35),\n"
                 "    or N*N integers; a grid: N lines of N characters (.sdk) or N lines of N integers\n"
                 "    (blank lines separate grids); Simon Tatham's solo game IDs such as 3x3:a2_4c...\n"
                 "  Lines starting with # are comments.\n\n"
              << visible << '\n';
    help_shown = true;
    return {};
  }
  Settings s;
  s.counting = counting;
  s.read.type = vm["type"].as<std::string>();
  if (vm.count("box")) s.read.box = parse_box(vm["box"].as<std::string>());
  auto amo = parse_amo(vm["amo"].as<std::string>());
  if (!amo) throw UsageError("--amo must be one of " + amo_names + ", not '" + vm["amo"].as<std::string>() + "'");
  s.solve.encode.amo = *amo;
  auto simp = parse_simplify(vm["simplify"].as<std::string>());
  if (!simp) throw UsageError("--simplify must be none, givens or singles, not '" + vm["simplify"].as<std::string>() + "'");
  s.solve.encode.simplify = *simp;
  auto backend = parse_backend(vm["backend"].as<std::string>());
  if (!backend) throw UsageError("--backend must be sat, native or both, not '" + vm["backend"].as<std::string>() + "'");
  s.backend = *backend;
  s.solve.cadical.config = vm["cadical-config"].as<std::string>();
  if (vm.count("cadical"))
    for (const auto& kv : vm["cadical"].as<std::vector<std::string>>()) {
      static const std::regex re("([a-z]+)=(-?[0-9]+)");
      std::smatch m;
      if (!std::regex_match(kv, m, re)) throw UsageError("--cadical wants NAME=INTEGER, not '" + kv + "'");
      s.solve.cadical.options.emplace_back(m[1], std::stoi(m[2]));
    }
  if (std::string why = validate(s.solve.cadical); !why.empty()) throw UsageError(why);
  s.solve.time_limit = vm["time-limit"].as<double>();
  if (!(s.solve.time_limit >= 0)) throw UsageError("--time-limit must be a number of seconds >= 0");
  if (counting) {
    s.solve.limit = vm["limit"].as<int64_t>();
    if (s.solve.limit < 0) throw UsageError("--limit must be >= 0 (0 counts all solutions)");
  } else {
    s.solve.limit = 1;
  }
  const std::string fmt = vm["format"].as<std::string>();
  if (fmt == "grid") s.format = Format::grid;
  else if (fmt == "line") s.format = Format::line;
  else if (fmt == "json") s.format = Format::json;
  else throw UsageError("--format must be grid, line or json, not '" + fmt + "'");
  s.stats = vm.count("stats") > 0;
  if (vm.count("file")) s.files = vm["file"].as<std::vector<std::string>>();
  if (s.files.empty()) s.files.push_back("-");
  return s;
}

}  // namespace

int run_solve(const std::vector<std::string>& args, bool counting) {
  const std::string cmd = counting ? "count" : "solve";
  Settings s;
  try {
    bool help = false;
    s = parse(args, counting, help);
    if (help) return ok;
  } catch (const UsageError& e) {
    std::cerr << "gridsat " << cmd << ": " << e.what() << "\nTry 'gridsat " << cmd << " --help'.\n";
    return usage;
  }
  const auto start = std::chrono::steady_clock::now();
  std::vector<Record> records;
  try {
    for (const auto& file : s.files) {
      const std::string name = file == "-" ? "<stdin>" : file;
      auto batch = read_puzzles(read_source(file), name, s.read);
      for (auto& r : batch) records.push_back(std::move(r));
    }
  } catch (const InputError& e) {
    std::cerr << "gridsat " << cmd << ": " << e.what() << '\n';
    return usage;
  }
  Reporter report(s, records.size());
  for (size_t i = 0; i < records.size(); ++i) {
    const Record& rec = records[i];
    if (!rec.puzzle) {
      report.error(i + 1, rec);
      continue;
    }
    report.answer(i + 1, rec, solve(*rec.puzzle, s.backend, s.solve));
  }
  return report.finish(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

}  // namespace gridsat::cli
