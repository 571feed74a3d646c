// `gridsat solve` and `gridsat count`: read every source, then solve puzzle by puzzle,
// writing each answer before the next puzzle is started.
#include "cli/commands.hpp"

#include <unistd.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "core/stop.hpp"
#include "formats/dimacs.hpp"
#include "formats/reader.hpp"
#include "puzzles/registry.hpp"
#include "solvers/backend.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;
using json = nlohmann::ordered_json;

namespace {

struct Settings {
  Command command = Command::solve;
  ReadOptions read;
  SolveOptions solve;
  Backend backend = Backend::sat;
  Format format = Format::grid;
  bool stats = false;
  bool counting = false;
  std::string proof;        // solve/count --proof
  std::string output;       // encode -o
  bool uniqueness = false;  // encode --uniqueness
  std::string model, cnf;   // decode
  int64_t index = 1;        // decode --index
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

  void error(size_t index, const Record& rec) { error(index, rec.source, rec.line, rec.error); }

  // A puzzle that could not be read or was refused; `message` is "file:line: problem".
  void error(size_t index, const std::string& source, int line, const std::string& message) {
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

  // Ctrl-C: everything answered is printed already; say where the batch stopped.
  int interrupted(size_t answered, const std::string& where, double seconds) {
    clear_progress();
    std::cerr << "gridsat: interrupted after " << answered << " of " << total_ << " puzzle(s)"
              << (where.empty() ? "" : " (stopped at " + where + ")") << ": " << solved_ << " solved, " << unsat_
              << " no solution, " << unknown_ << " unknown, " << errors_ << " input error(s), " << internal_
              << " internal error(s) in " << seconds << " s\n";
    return gridsat::cli::interrupted;
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
    // A count that stopped before its limit (and before a second solution) hit the time limit.
    if (s_.counting && a.internal_error.empty() && a.status == Status::solved && !a.complete && a.count < 2 &&
        (s_.solve.limit == 0 || a.count < s_.solve.limit))
      worst(time_limit);
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

const char* kFormats =
    "FILE may hold many puzzles; no FILE or '-' reads standard input. Formats (detected):\n"
    "  Sudoku: one puzzle per line, 81 characters for 9x9 (. or 0 blank; 1-9 then A-Z for\n"
    "    10..35) or N*N integers; a grid of N lines of N characters (.sdk) or N integers\n"
    "    (blank lines separate grids); Simon Tatham's solo game IDs such as 3x3:a2_4c...\n"
    "  Latin squares: Gomes' .pls ('order N', symbols 0..N-1, -1 blank), a 'latin N' header\n"
    "    then N rows, or any grid with --type latin.\n"
    "  Futoshiki: the aligned grid (< > between cells; ^ or \u2227 / v or \u2228 under a cell:\n"
    "    upper smaller / larger), unequal game IDs (5:0R,0D,...), janko and bkoelman files.\n"
    "  Magic squares: a 'magic N' header (or a line holding N) then N rows of values 1..N*N (0 or .\n"
    "    blank), one line of N*N values with --type magic, or no file: --type magic --size N.\n"
    "  No-three-in-line (pieces): X a piece, . no piece, ? free; a 'pieces N' header (a bare\n"
    "    board, or the N rows that follow), N lines of N cells, or one line of N*N; N = 2..100.\n"
    "    Or no FILE: --type pieces --size N. See --lines, --symmetry (90 needs an even N), --card.\n"
    "  Lines starting with # are comments. README.md has the details.\n\n";

std::string intro(Command c) {
  switch (c) {
    case Command::solve:
      return "usage: gridsat solve [OPTIONS] [FILE...]\n\n"
             "Solve each puzzle and print its solution, verified by an independent checker.\n"
             "Ctrl-C stops a batch: the answers so far stay, a summary goes to stderr, exit 130.\n";
    case Command::count:
      return "usage: gridsat count [OPTIONS] [FILE...]\n\n"
             "Count the solutions of each puzzle up to --limit (2 answers \"is it unique?\") and say\n"
             "unique, multiple or none. Every solution found is verified by the checker.\n"
             "Ctrl-C stops a batch: the answers so far stay, a summary goes to stderr, exit 130.\n";
    case Command::encode:
      return "usage: gridsat encode [OPTIONS] [FILE...] [-o OUT]\n\n"
             "Write the DIMACS CNF that the sat backend solves, with the variable map in comment\n"
             "lines (c var N cell R C = V), for any external SAT solver. With --uniqueness the\n"
             "blocking clause of the first solution is appended: the CNF is then unsatisfiable\n"
             "exactly when the puzzle is unique.\n";
    case Command::decode:
      return "usage: gridsat decode [OPTIONS] FILE --model MODEL [--cnf CNF]\n\n"
             "Read what an external SAT solver printed for the CNF of `gridsat encode` (SAT\n"
             "competition output, MiniSat's result file, or a bare literal list), rebuild the grid,\n"
             "verify it with the checker and print it. The map comes from re-encoding FILE with the\n"
             "same options, or from the c var lines of --cnf. A model that breaks the puzzle is an\n"
             "error (exit 2) naming the rule it breaks.\n";
  }
  return "";
}

Settings parse(const std::vector<std::string>& args, Command command, bool& help_shown) {
  const bool counting = command == Command::count;
  po::options_description puzzle("Puzzle options");
  std::string types = "puzzle family: auto";
  for (const auto& n : family_names()) types += " | " + n;
  puzzle.add_options()("type", po::value<std::string>()->default_value("auto"), types.c_str())(
      "box", po::value<std::string>(), "Sudoku box shape ROWSxCOLS (default: as square as possible, 6 -> 2x3)")(
      "size", po::value<int>(), "no FILE: solve the puzzle of this size with no givens (with --type: an empty magic "
      "square, a bare no-three-in-line board, an empty Sudoku or Latin square)")(
      "symmetry", po::value<std::string>()->default_value("none"),
      "only solutions of this symmetry: magic none | frenicle (Frenicle's standard form: one square per class of 8); "
      "pieces none | 180 | 90 (invariant under that rotation)")(
      "lines", po::value<std::string>()->default_value("all"),
      "pieces: the lines that may hold at most 2 pieces: rows (rows and columns) | diagonals (also both diagonal "
      "directions) | all (every slope: the no-three-in-line problem)");
  po::options_description encoding("Encoding options (sat backend)");
  std::string amo_names;
  for (Amo a : all_amo()) amo_names += (amo_names.empty() ? "" : "|") + std::string(to_string(a));
  encoding.add_options()("amo", po::value<std::string>()->default_value("auto"),
                         ("at-most-one encoding: auto (pairwise; magic: pairwise up to 16 literals, else sequential) | " +
                          amo_names).c_str())(
      "simplify", po::value<std::string>()->default_value("locked"),
      "sound deductions before encoding: none (every cell/value a variable, givens as units) | givens (Kwon & Jain "
      "filtering) | singles (also naked and hidden singles) | locked (also locked candidates)")(
      "inequality", po::value<std::string>()->default_value("order"),
      "Futoshiki inequalities: order (order encoding, x <= a literals) | support (support clauses on one-hot literals)")(
      "sum", po::value<std::string>()->default_value("order"),
      "magic line sums: order (partial sums in order encoding) | digits (compact order encoding: base-n digit sums) | "
      "binary (bits from the one-hot literals, adders)")(
      "card", po::value<std::string>()->default_value("sequential"),
      "pieces 'at most 2 on a line': naive (a clause per triple) | sequential (Sinz counter) | totalizer")(
      "max-clauses", po::value<int64_t>()->default_value(kDefaultMaxClauses),
      "refuse a puzzle whose encoding would need more clauses (estimated before encoding, enforced while "
      "encoding): an input error, exit 2. The solver holds about 110 bytes per clause, so the default needs "
      "about 5.5 GB; 0 = no limit");
  po::options_description solving("Solving options");
  if (command != Command::decode) {
    if (command != Command::encode)
      solving.add_options()("backend", po::value<std::string>()->default_value("sat"),
                            "sat (CaDiCaL) | native (backtracking) | both (run the two, fail on any disagreement)");
    solving.add_options()("time-limit", po::value<double>()->default_value(0),
        command == Command::encode
            ? "seconds per puzzle for building and writing its CNF (with --uniqueness: and the solve); a puzzle that "
              "hits it is skipped (its file removed), exit 3; 0 = none"
            : "seconds per puzzle and backend, covering encoding, loading the solver, solving and counting; a puzzle "
              "that hits it is 'unknown', exit 3; 0 = none")(
        "cadical-config", po::value<std::string>()->default_value("default"), "CaDiCaL configuration: default|plain|sat|unsat")(
        "cadical", po::value<std::vector<std::string>>()->composing(),
        "CaDiCaL option NAME=VALUE (repeatable; see `cadical --help`), e.g. --cadical lucky=0");
    if (command != Command::encode)
      solving.add_options()("inference", po::value<std::string>()->default_value("fc+singles"),
                            "native backend: propagation after each assignment: none (plain backtracking, checks "
                            "against assigned peers) | fc (forward checking) | mac (AC-3 to a fixpoint) | "
                            "fc+singles (forward checking, naked and hidden singles, bounds of '<'; the fastest)")(
          "order", po::value<std::string>()->default_value("mrv"),
          "native backend: variable order: static (first open cell in row-major order) | mrv (smallest domain "
          "first, ties to the most open peers)");
  }
  if (counting) solving.add_options()("limit", po::value<int64_t>()->default_value(2), "count up to K solutions, 0 = all");
  if (command == Command::solve || counting)
    solving.add_options()("proof", po::value<std::string>(),
                          "write a DRAT proof when the verdict rests on unsatisfiability (no solution; unique); "
                          "for several puzzles a directory (DIR/) or a name with {n}");
  po::options_description output("Output options");
  if (command == Command::encode) {
    output.add_options()("output,o", po::value<std::string>(),
                         "CNF file (default: standard output); several puzzles: DIR/ or a name with {n}")(
        "uniqueness", "append the blocking clause of the first solution");
  } else {
    output.add_options()("format", po::value<std::string>()->default_value("grid"),
                         "grid (readable, box rules) | line (one line per puzzle, in the input's form) | json (JSON Lines)");
  }
  if (command == Command::decode)
    output.add_options()("model", po::value<std::string>(), "the external solver's output (required)")(
        "cnf", po::value<std::string>(), "read the variable map from this CNF (written by gridsat encode)")(
        "index", po::value<int64_t>()->default_value(1), "which puzzle of FILE the model belongs to (1-based)");
  if (command == Command::solve || counting)
    output.add_options()("stats", "per-puzzle statistics and a summary on standard error");
  output.add_options()("help,h", "this help");
  po::options_description hidden;
  hidden.add_options()("file", po::value<std::vector<std::string>>(), "input files")(
      "test-drop-groups", "test only: encode without the group constraints (the checker must reject)");
  po::positional_options_description pos;
  pos.add("file", -1);

  po::options_description visible;
  visible.add(puzzle).add(encoding);
  if (command != Command::decode) visible.add(solving);
  visible.add(output);
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
    std::cout << intro(command) << kFormats << visible << '\n';
    help_shown = true;
    return {};
  }
  Settings s;
  s.command = command;
  s.counting = counting;
  s.read.type = vm["type"].as<std::string>();
  if (s.read.type != "auto") {
    const auto names = family_names();
    if (std::find(names.begin(), names.end(), s.read.type) == names.end()) {
      std::string known;
      for (const auto& n : names) known += ", " + n;
      throw UsageError("unknown puzzle type '" + s.read.type + "' (known: auto" + known + ")");
    }
  }
  if (vm.count("box")) s.read.box = parse_box(vm["box"].as<std::string>());
  if (vm["amo"].as<std::string>() != "auto") {
    auto amo = parse_amo(vm["amo"].as<std::string>());
    if (!amo) throw UsageError("--amo must be auto or one of " + amo_names + ", not '" + vm["amo"].as<std::string>() + "'");
    s.solve.encode.amo = *amo;
  }
  auto simp = parse_simplify(vm["simplify"].as<std::string>());
  if (!simp) throw UsageError("--simplify must be none, givens, singles or locked, not '" + vm["simplify"].as<std::string>() + "'");
  s.solve.encode.simplify = *simp;
  auto ineq = parse_inequality(vm["inequality"].as<std::string>());
  if (!ineq) throw UsageError("--inequality must be order or support, not '" + vm["inequality"].as<std::string>() + "'");
  s.solve.encode.inequality = *ineq;
  auto sum = parse_sum(vm["sum"].as<std::string>());
  if (!sum) throw UsageError("--sum must be order, digits or binary, not '" + vm["sum"].as<std::string>() + "'");
  s.solve.encode.sum = *sum;
  auto card = parse_card(vm["card"].as<std::string>());
  if (!card) throw UsageError("--card must be naive, sequential or totalizer, not '" + vm["card"].as<std::string>() + "'");
  s.solve.encode.card = *card;
  s.read.symmetry = vm["symmetry"].as<std::string>();
  s.read.lines = vm["lines"].as<std::string>();
  if (vm.count("size")) s.read.size = vm["size"].as<int>();
  if (vm.count("backend")) {
    auto backend = parse_backend(vm["backend"].as<std::string>());
    if (!backend) throw UsageError("--backend must be sat, native or both, not '" + vm["backend"].as<std::string>() + "'");
    s.backend = *backend;
  }
  if (vm.count("inference")) {
    auto inf = parse_inference(vm["inference"].as<std::string>());
    if (!inf) throw UsageError("--inference must be none, fc, mac or fc+singles, not '" + vm["inference"].as<std::string>() + "'");
    s.solve.native.inference = *inf;
  }
  if (vm.count("order")) {
    auto order = parse_var_order(vm["order"].as<std::string>());
    if (!order) throw UsageError("--order must be static or mrv, not '" + vm["order"].as<std::string>() + "'");
    s.solve.native.order = *order;
  }
  if (vm.count("cadical-config")) s.solve.cadical.config = vm["cadical-config"].as<std::string>();
  if (vm.count("cadical"))
    for (const auto& kv : vm["cadical"].as<std::vector<std::string>>()) {
      static const std::regex re("([a-z]+)=(-?[0-9]+)");
      std::smatch m;
      if (!std::regex_match(kv, m, re)) throw UsageError("--cadical wants NAME=INTEGER, not '" + kv + "'");
      s.solve.cadical.options.emplace_back(m[1], std::stoi(m[2]));
    }
  if (std::string why = validate(s.solve.cadical); !why.empty()) throw UsageError(why);
  s.solve.max_clauses = vm["max-clauses"].as<int64_t>();
  if (s.solve.max_clauses < 0) throw UsageError("--max-clauses must be >= 0 (0 = no limit)");
  if (vm.count("time-limit")) {
    s.solve.time_limit = vm["time-limit"].as<double>();
    if (!(s.solve.time_limit >= 0)) throw UsageError("--time-limit must be a number of seconds >= 0");
  }
  s.solve.limit = 1;
  if (counting) {
    s.solve.limit = vm["limit"].as<int64_t>();
    if (s.solve.limit < 0) throw UsageError("--limit must be >= 0 (0 counts all solutions)");
  }
  if (vm.count("proof")) {
    s.proof = vm["proof"].as<std::string>();
    if (s.backend == Backend::native) throw UsageError("--proof needs the sat backend (proofs are CaDiCaL's DRAT traces)");
  }
  if (vm.count("format")) {
    const std::string fmt = vm["format"].as<std::string>();
    if (fmt == "grid") s.format = Format::grid;
    else if (fmt == "line") s.format = Format::line;
    else if (fmt == "json") s.format = Format::json;
    else throw UsageError("--format must be grid, line or json, not '" + fmt + "'");
  }
  s.stats = vm.count("stats") > 0;
  s.solve.encode.drop_groups = vm.count("test-drop-groups") > 0;
  if (vm.count("output")) s.output = vm["output"].as<std::string>();
  s.uniqueness = vm.count("uniqueness") > 0;
  if (vm.count("model")) s.model = vm["model"].as<std::string>();
  if (vm.count("cnf")) s.cnf = vm["cnf"].as<std::string>();
  if (vm.count("index")) s.index = vm["index"].as<int64_t>();
  if (command == Command::decode && s.model.empty()) throw UsageError("--model MODEL is required");
  if (vm.count("file")) s.files = vm["file"].as<std::vector<std::string>>();
  if (s.read.size && !s.files.empty()) throw UsageError("give --size (a puzzle with no givens) or FILEs, not both");
  if (s.read.size && s.read.type == "auto") throw UsageError("--size needs --type");
  if (s.files.empty() && !s.read.size) s.files.push_back("-");
  return s;
}

// The path for puzzle `index` of `total`: SPEC itself for one puzzle; SPEC/puzzle-N.EXT
// when SPEC is a directory (or ends in /); SPEC with {n} replaced by N.
std::string numbered(const std::string& spec, size_t index, size_t total, const std::string& ext) {
  std::error_code ec;
  if (!spec.empty() && (spec.back() == '/' || std::filesystem::is_directory(spec, ec))) {
    std::filesystem::create_directories(spec, ec);
    return (std::filesystem::path(spec) / ("puzzle-" + std::to_string(index) + "." + ext)).string();
  }
  if (auto at = spec.find("{n}"); at != std::string::npos)
    return std::string(spec).replace(at, 3, std::to_string(index));
  if (total > 1)
    throw UsageError(std::to_string(total) + " puzzles need " + std::to_string(total) +
                     " files: give a directory (DIR/) or a name with {n}, not '" + spec + "'");
  return spec;
}

// Reads every source. A source that cannot be read at all (missing, a directory) becomes
// one error record (line 0), so that the other sources of the batch are still answered.
// Throws InputError only for --size out of range.
std::vector<Record> read_all(const Settings& s) {
  std::vector<Record> records;
  if (s.read.size) records.push_back(blank_puzzle(s.read));
  for (const auto& file : s.files) {
    const std::string name = file == "-" ? "<stdin>" : file;
    try {
      auto batch = read_puzzles(read_source(file), name, s.read);
      for (auto& r : batch) records.push_back(std::move(r));
    } catch (const InputError& e) {
      Record r;
      r.source = name;
      r.error = e.what();
      records.push_back(std::move(r));
    }
  }
  return records;
}

}  // namespace

namespace {

int usage_error(Command c, const std::string& what) {
  const std::string cmd(to_string(c));
  std::cerr << "gridsat " << cmd << ": " << what << "\nTry 'gridsat " << cmd << " --help'.\n";
  return usage;
}

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
    if (!s.proof.empty()) opt.proof_path = numbered(s.proof, i + 1, records.size(), "drat");
    Answer a;
    try {
      a = solve(*rec.puzzle, s.backend, opt);
    } catch (const TooManyClauses& e) {
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

// Encodes and writes puzzle `i`; returns its exit status (ok, usage, time_limit,
// internal or interrupted). Throws TooManyClauses and EncodingStopped.
int encode_one(const Settings& s, const Record& rec, size_t i, size_t total, std::string& path) {
  const Puzzle& p = *rec.puzzle;
  const auto start = std::chrono::steady_clock::now();
  check_estimate(p, s.solve.encode, s.solve.max_clauses);
  Encoding enc = p.encode(s.solve.encode);
  std::vector<std::string> comments{
      "source " + rec.source + ":" + std::to_string(rec.line),
      "options amo=" + std::string(s.solve.encode.amo ? to_string(*s.solve.encode.amo) : "auto") + " simplify=" + std::string(to_string(s.solve.encode.simplify)) +
          " inequality=" + std::string(to_string(s.solve.encode.inequality)) + " sum=" + std::string(to_string(s.solve.encode.sum)) +
          " card=" + std::string(to_string(s.solve.encode.card)) + " symmetry=" + s.read.symmetry + " lines=" + s.read.lines};
  std::vector<std::vector<int>> extra;
  if (s.uniqueness) {
    SolveOptions opt = s.solve;  // the solve gets what is left of the time limit
    if (opt.time_limit > 0) {
      opt.time_limit -= std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (opt.time_limit <= 0) throw EncodingStopped(false);
    }
    Answer a = solve(p, Backend::sat, opt);
    if (gridsat::interrupted()) return interrupted;
    if (!a.internal_error.empty()) {
      std::cerr << "gridsat: internal error: " << rec.source << ':' << rec.line << ": " << a.internal_error << '\n';
      return internal;
    }
    if (a.status == Status::unknown) {
      std::cerr << "gridsat: " << rec.source << ':' << rec.line << ": time limit reached before a first solution\n";
      return time_limit;
    }
    if (a.status == Status::solved) {
      extra.push_back(blocking_clause(enc, a.solutions.front()));
      comments.push_back("uniqueness: the last clause blocks the first solution; UNSAT means the puzzle is unique");
    } else {
      comments.push_back("uniqueness: the puzzle has no solution, so no clause is appended; the CNF is UNSAT");
    }
  }
  path = s.output.empty() ? "" : numbered(s.output, i + 1, total, "cnf");
  if (path.empty()) {
    if (total > 1) throw UsageError(std::to_string(total) + " puzzles: give -o DIR/ or -o NAME{n}.cnf");
    write_dimacs(std::cout, p, enc, comments, extra);
    std::cout.flush();
    return ok;
  }
  std::ofstream out(path);
  if (!out) {
    std::cerr << "gridsat encode: cannot write " << path << '\n';
    return usage;
  }
  write_dimacs(out, p, enc, comments, extra);
  if (!out.flush()) {
    std::cerr << "gridsat encode: error writing " << path << '\n';
    return usage;
  }
  return ok;
}

int encode(const Settings& s) {
  std::vector<Record> records;
  try {
    records = read_all(s);
  } catch (const InputError& e) {
    std::cerr << "gridsat encode: " << e.what() << '\n';
    return usage;
  }
  int status = ok;
  auto worse = [&](int code) {  // the ranking of Reporter::worst: usage above time_limit
    static const int rank[] = {0, 1, 3, 2, 4};
    if (rank[code] > rank[status]) status = code;
  };
  for (size_t i = 0; i < records.size(); ++i) {
    const Record& rec = records[i];
    const std::string where = rec.source + ":" + std::to_string(rec.line);
    auto stop = [&] {
      std::cerr << "gridsat encode: interrupted after " << i << " of " << records.size() << " puzzle(s) (stopped at "
                << where << ")\n";
      return interrupted;
    };
    if (gridsat::interrupted()) return stop();
    if (!rec.puzzle) {
      std::cerr << "gridsat: " << rec.error << '\n';
      worse(usage);
      continue;
    }
    // The sat backend's guards: the clause budget before and while encoding; the time
    // limit over building, the --uniqueness solve and writing.
    CnfLimits limits{s.solve.max_clauses, std::chrono::steady_clock::time_point::max()};
    if (s.solve.time_limit > 0)
      limits.deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                               std::chrono::duration<double>(s.solve.time_limit));
    ScopedCnfLimits scope(limits);
    std::string path;
    try {
      const int code = encode_one(s, rec, i, records.size(), path);
      if (code == interrupted) return stop();
      if (code == internal) return internal;
      worse(code);
    } catch (const TooManyClauses& e) {
      std::cerr << "gridsat: " << where << ": " << e.what() << '\n';
      worse(usage);
    } catch (const EncodingStopped& e) {
      if (!path.empty()) std::remove(path.c_str());  // no half-written CNF stays behind
      if (e.interrupted) return stop();
      std::cerr << "gridsat: " << where << ": " << e.what() << (path.empty() ? "" : " (" + path + " removed)") << '\n';
      worse(time_limit);
    }
  }
  return status;
}

int decode_model(const Settings& s) {
  if (s.files.size() != 1 && !s.read.size) throw UsageError("decode takes exactly one puzzle FILE (or --type T --size N)");
  std::vector<Record> records;
  Encoding enc;
  const Puzzle* p = nullptr;
  Model model;
  ScopedCnfLimits limits({s.solve.max_clauses, std::chrono::steady_clock::time_point::max()});
  try {
    records = read_all(s);
    if (s.index < 1 || static_cast<size_t>(s.index) > records.size())
      throw InputError((s.files.empty() ? std::string("--size") : s.files[0]) + ": --index " + std::to_string(s.index) + " but the file holds " +
                       std::to_string(records.size()) + " puzzle(s)");
    const Record& rec = records[s.index - 1];
    if (!rec.puzzle) throw InputError(rec.error);
    p = rec.puzzle.get();
    if (!s.cnf.empty()) {
      CnfFile f = read_gridsat_cnf(read_source(s.cnf), s.cnf);
      if (f.map.base.rows != p->givens().rows || f.map.base.cols != p->givens().cols)
        throw InputError(s.cnf + ": the CNF is for a " + std::to_string(f.map.base.rows) + "x" +
                         std::to_string(f.map.base.cols) + " grid, the puzzle is " + std::to_string(p->givens().rows) +
                         "x" + std::to_string(p->givens().cols));
      enc = std::move(f.map);
    } else {
      check_estimate(*p, s.solve.encode, s.solve.max_clauses);
      enc = p->encode(s.solve.encode);
    }
    model = read_model(read_source(s.model), s.model, enc.cnf.num_vars());
  } catch (const InputError& e) {
    std::cerr << "gridsat decode: " << e.what() << '\n';
    return usage;
  } catch (const TooManyClauses& e) {
    const std::string what = s.cnf.empty() && p ? records[s.index - 1].source + ":" + std::to_string(records[s.index - 1].line)
                                                : s.cnf;
    std::cerr << "gridsat decode: " << what << ": " << e.what() << '\n';
    return usage;
  }
  auto reject = [&](const std::string& why) {
    std::cerr << "gridsat decode: " << s.model << ": the model breaks the puzzle: " << why << '\n';
    return usage;
  };
  Answer a;
  if (model.status == Model::Status::unsat) {
    a.status = Status::unsat;
    a.complete = true;
  } else if (model.status == Model::Status::unknown) {
    a.status = Status::unknown;
  } else {
    for (const Primary& v : enc.primary)
      if (!model.assigned(v.var))
        return reject("variable " + std::to_string(v.var) + " (cell " + std::to_string(v.cell / enc.base.cols + 1) + " " +
                      std::to_string(v.cell % enc.base.cols + 1) + " = " + std::to_string(v.value) +
                      ") is not assigned (a truncated model?)");
    Decoded d = decode(enc, [&](int var) { return model.is_true(var); });
    if (!d.grid) return reject(d.error);
    if (auto why = p->check(*d.grid)) return reject(*why);
    if (int64_t k = first_falsified(enc.cnf, model))
      return reject("the grid is valid, but the model falsifies clause " + std::to_string(k) +
                    " of the CNF (a model of another formula?)");
    a.status = Status::solved;
    a.count = 1;
    a.solutions.push_back(*d.grid);
  }
  a.stats.vars = enc.cnf.num_vars();
  a.stats.clauses = enc.cnf.num_clauses();
  Settings out = s;
  out.backend = Backend::sat;
  Reporter report(out, 1);
  report.answer(static_cast<size_t>(s.index), records[s.index - 1], a);
  return report.finish(0);
}

}  // namespace

std::string_view to_string(Command c) {
  switch (c) {
    case Command::solve: return "solve";
    case Command::count: return "count";
    case Command::encode: return "encode";
    case Command::decode: return "decode";
  }
  return "?";
}

int run(Command command, const std::vector<std::string>& args) {
  try {
    bool help = false;
    Settings s = parse(args, command, help);
    if (help) return ok;
    if (command != Command::decode) install_sigint_handler();
    switch (command) {
      case Command::solve:
      case Command::count: return solve_or_count(s);
      case Command::encode: return encode(s);
      case Command::decode: return decode_model(s);
    }
  } catch (const UsageError& e) {
    return usage_error(command, e.what());
  }
  return internal;
}

}  // namespace gridsat::cli
