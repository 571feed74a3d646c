// Parsing a command's arguments. Enumerated options come from option_table() (registry) and
// the Named tables of the CLI's own choices (backend, format); their help lists the choices.
#include "cli/settings.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <cerrno>
#include <climits>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <regex>
#include <sstream>

#include "base/errors.hpp"
#include "base/numbers.hpp"
#include "base/stop.hpp"
#include "cli/batch.hpp"
#include "cli/stdout.hpp"
#include "registry/options.hpp"
#include "registry/registry.hpp"
#include "solve/parallel.hpp"
#include "solve/request.hpp"
#include "text/lines.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;

namespace {

// "[sudoku, latin]": the families whose records list option `name`.
std::string taken_by(std::string_view name) {
  std::string s;
  for (const Family* f : families())
    if (std::find(f->options.begin(), f->options.end(), name) != f->options.end())
      s += (s.empty() ? "" : ", ") + std::string(f->name);
  return " [" + s + "]";
}

// Adds the table's options of `section` to `desc`.
void add_table_options(po::options_description& desc, std::string_view section, std::vector<std::string>& help_texts) {
  for (const auto& spec : option_table()) {
    if (spec.section != section) continue;
    help_texts.push_back(choice_help(spec.help, spec.choices) + taken_by(spec.name));
    auto* value = po::value<std::string>()->default_value(std::string(spec.fallback));
    if (spec.flag) value->implicit_value("on")->zero_tokens();  // --x alone: on (it takes no value)
    desc.add_options()(std::string(spec.name).c_str(), value, help_texts.back().c_str());
  }
}

// The input formats: the general lines here, each family's paragraph from its record (in
// registry order).
std::string formats() {
  std::string s = "FILE may hold many puzzles; no FILE or '-' reads standard input. Formats (detected):\n";
  for (const auto& name : family_names()) s += find_family(name)->help;
  return s +
         "  Family options (--box, --amo, --sum, ...) given for a family that does not take them\n"
         "    are an input error for its puzzles.\n"
         "  Lines starting with # are comments. README.md has the details.\n\n";
}

std::string intro(Command c) {
  switch (c) {
    case Command::solve:
      return "usage: gridsat solve [OPTIONS] [FILE...]\n\n"
             "Solve each puzzle and print its solution, verified by an independent checker.\n"
             "Ctrl-C, SIGTERM or SIGHUP stops a batch: the answers so far stay, a summary goes to stderr,\n"
             "exit 128 + the signal (130, 143, 129).\n";
    case Command::count:
      return "usage: gridsat count [OPTIONS] [FILE...]\n\n"
             "Count the solutions of each puzzle up to --limit (2 answers \"is it unique?\") and say\n"
             "unique, multiple or none. Every solution found is verified by the checker. A count that\n"
             "--time-limit stopped short of --limit says \"(stopped by the time limit)\" (JSON: stopped_by)\n"
             "and exits 3, whatever its verdict: it is not the count asked for.\n"
             "Ctrl-C, SIGTERM or SIGHUP stops a batch: the answers so far stay, a summary goes to stderr,\n"
             "exit 128 + the signal (130, 143, 129).\n";
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
    case Command::explain:
      return "usage: gridsat explain [OPTIONS] [FILE...]\n\n"
             "Solve each Sudoku, Latin square or Futoshiki as a person would: pencil marks, then one\n"
             "step at a time, always the easiest technique that applies, naming the technique, the\n"
             "houses and cells it looks at and what it places or eliminates. Exit 0 when the steps\n"
             "solve every puzzle, 1 when they get stuck (the pencil marks at that point are\n"
             "printed), 2 on bad input. --format json: one object per step, then one per puzzle.\n";
    case Command::sheet:
      return "usage: gridsat sheet [OPTIONS] FILE... -o OUT.pdf\n\n"
             "Print every puzzle of the files on paper: --per-page puzzles a page, numbered, then with\n"
             "--with-solutions their solutions (each verified by the checker) on the following pages, four\n"
             "times smaller. The page is HTML with SVG pictures, printed to PDF by headless Chromium\n"
             "(Debian's chromium; tools/gridsat installs it); -o OUT.html writes the page itself.\n";
    case Command::grade:
      return "usage: gridsat grade [OPTIONS] [FILE...]\n\n"
             "Rate each Sudoku, Latin square or Futoshiki for a person: the level (trivial, basic,\n"
             "intermediate, advanced, extreme, unreasonable) set by the hardest technique its\n"
             "step-by-step solution needs, a score summed over the steps, the number of steps, and\n"
             "for the same puzzle a count to 2 (uniqueness included): the SAT conflicts with --backend sat,\n"
             "the native search nodes with native (auto: the backend count would use), both with both.\n";
    case Command::generate: break;  // its own options (cli/generate.cpp)
    case Command::serve: break;     // its own options (serve/)
  }
  return "";
}

using Scalars = std::vector<ScalarOption<Settings>>;

// --threads N: more solvers than cores only share them, and the memory: capped, with a note.
void take_threads(int n, Settings& s) {
  s.solve.threads = n;
  if (n > max_useful_threads()) {
    s.solve.threads = max_useful_threads();
    std::cerr << "gridsat: --threads " << n << ": running " << s.solve.threads << " (one per core, at least 4; "
              << "more would share the cores and divide the memory)\n";
  }
}

// The scalar options, each declared once (a command adds those it has). The solving limits
// (--max-clauses, --time-limit, --limit, --threads) are the solve request's rules
// (solve/request.hpp), checked once when all are taken (take_solving_options).
Scalars scalar_options(Command command) {
  using S = Settings;
  return {
      scalar<int, S>("size",
                     "no FILE: solve the puzzle of this size with no givens (with --type: an empty magic square, a "
                     "bare no-three-in-line board, an empty Sudoku or Latin square)",
                     std::nullopt, [](int n, S& s) { s.read.size = n; }),
      scalar<int64_t, S>(
          "max-clauses",
          "refuse a puzzle whose encoding would need more clauses (estimated before encoding, enforced while "
          "encoding): an input error, exit 2. The solver holds about 110 bytes per clause, so the default needs "
          "about 5.5 GB; with --threads N every thread holds a copy, and the limit counts them all; 0 = no limit",
          kDefaultMaxClauses, [](int64_t n, S& s) { s.solve.max_clauses = n; }),
      scalar<double, S>("time-limit",
                        command == Command::encode
                            ? "seconds per puzzle for building and writing its CNF (with --uniqueness: and the solve); "
                              "a puzzle that hits it is skipped (its file removed), exit 3; 0 or inf = none"
                            : "seconds per puzzle and backend, covering encoding, loading the solver, solving and "
                              "counting; a puzzle that hits it is 'unknown', exit 3; 0 or inf = none",
                        0.0, [](double seconds, S& s) { s.solve.time_limit = seconds; }),
      scalar<int64_t, S>("limit", "count up to K solutions, 0 = all", 2, [](int64_t k, S& s) { s.solve.limit = k; }),
      scalar<int, S>(
          "threads",
          "sat backend: CaDiCaL solvers side by side (0 = one per core). The first solution: a portfolio of "
          "differently configured solvers, the first answer wins. Counts: cube-and-conquer, the formula split into "
          "cubes that the threads share, and for --limit 2..10000 (uniqueness) one thread on the whole formula beside "
          "them, or for Sudoku of side 16 and more every thread on it, trading short learned clauses "
          "(--count-split). Verdicts and counts are those of one thread. Each thread holds its "
          "own copy of the formula, so --max-clauses counts N copies. Capped at the cores (at least 4), with a note. "
          "Not with --proof (exit 2)",
          1, take_threads),
      scalar<std::string, S>(
          "seed",
          "random seed (0..2^64-1) of the local searches (--backend sls, --sls-workers, the magic-square local "
          "search of --backend auto/native) and of the native search's value order: the same seed gives the same "
          "answer on every machine (default: 1 for the local searches, smallest values first for the native search)",
          std::nullopt,
          [](const std::string& text, S& s) {
            const std::optional<uint64_t> seed = parse_number<uint64_t>(text);
            if (!seed) throw UsageError("--seed must be an integer 0..18446744073709551615, not '" + text + "'");
            s.solve.native.seed = *seed;
            s.solve.sls_seed = *seed;
          }),
      scalar<int, S>("sls-workers",
                     "sat backend, first solution: K local-search threads (src/sls/) racing beside the --threads "
                     "CaDiCaL workers; the first answer wins (a local search only ever finds solutions). Not with "
                     "lazy connectivity rules (none then run)",
                     0, [](int k, S& s) { s.solve.sls_workers = k; }),
      scalar<int, S>("per-page", "puzzles a page: 1, 2, 4 or 6", 4,
                     [](int n, S& s) {
                       if (n != 1 && n != 2 && n != 4 && n != 6)
                         throw UsageError("--per-page must be 1, 2, 4 or 6, not " + std::to_string(n));
                       s.per_page = n;
                     }),
      scalar<int64_t, S>("index", "which puzzle of FILE the model belongs to (1-based)", 1,
                         [](int64_t i, S& s) { s.index = i; }),
  };
}

// The options every command has: the puzzle and its encoding.
void add_puzzle_options(po::options_description& puzzle, po::options_description& encoding, const Scalars& sc,
                        std::vector<std::string>& texts) {
  std::string types = "puzzle family: auto";
  for (const auto& n : family_names()) types += " | " + n;
  texts.push_back(types);
  puzzle.add_options()("type", po::value<std::string>()->default_value("auto"), texts.back().c_str())(
      "box", po::value<std::string>(),
      "Sudoku box shape ROWSxCOLS (default: as square as possible, 6 -> 2x3) [sudoku]");
  add_scalars(puzzle, sc, {"size"});
  add_table_options(puzzle, "puzzle", texts);
  add_table_options(encoding, "encoding", texts);
  add_scalars(encoding, sc, {"max-clauses"});
}

void add_solving_options(po::options_description& solving, Command command, const Scalars& sc,
                         std::vector<std::string>& texts) {
  if (command == Command::decode) return;
  const bool human = command == Command::explain || command == Command::grade;
  if (command == Command::explain)
    solving.add_options()("then", po::value<std::string>(),
                          "sat: when the steps get stuck, finish with CaDiCaL and report its conflicts")(
        "explain-with", po::value<std::string>(),
        "sat: when the ladder is stuck, a step from a smallest set of rules and known facts that forces an "
        "elimination (a minimal unsatisfiable core from CaDiCaL), then the ladder again; bounded by --time-limit");
  if (command != Command::encode && (!human || command == Command::grade)) {  // grade: its count to 2
    texts.push_back(choice_help("backend", choices_of<Backend>(kBackendNames)));
    solving.add_options()("backend", po::value<std::string>()->default_value("auto"), texts.back().c_str());
  }
  add_scalars(solving, sc, {"time-limit"});
  solving.add_options()(
      "cadical-config", po::value<std::string>()->default_value("auto"),
      "CaDiCaL configuration: auto (the family's choice: sat for counting Sudoku of side 16 and more, else "
      "default) | default | plain | sat | unsat")(
      "cadical", po::value<std::vector<std::string>>()->composing(),
      "CaDiCaL option NAME=VALUE (repeatable; see `cadical --help`), e.g. --cadical lucky=0");
  if (command != Command::encode) add_table_options(solving, "native", texts);
  if (command == Command::count) add_scalars(solving, sc, {"limit"});
  if (command == Command::solve || command == Command::count) add_scalars(solving, sc, {"threads", "seed"});
  if (command == Command::count) {
    texts.push_back(choice_help("with --threads N > 1, how the threads share a count",
                                choices_of<CountSplit>(kCountSplitNames)));
    solving.add_options()("count-split", po::value<std::string>()->default_value("auto"), texts.back().c_str());
  }
  if (command == Command::count)
    solving.add_options()("explain",
                          "for setters: multiple: the cells fixed in every solution and the values the open ones "
                          "take (the backbone), and extra givens that make the puzzle unique (a repair); none: a "
                          "minimal set of clashing givens; unique: every cell fixed (README: Uniqueness for "
                          "setters). Needs --limit 0 or 2 and more")(
        "redundant", "with --explain, unique puzzles: each given whose removal keeps the puzzle unique (each proved "
                     "by one UNSAT call, with its cost) and one maximal set removable together");
  if (command == Command::solve) add_scalars(solving, sc, {"sls-workers"});
  if (command == Command::solve || command == Command::count)
    solving.add_options()("proof", po::value<std::string>(),
                          "write a DRAT proof when the verdict rests on unsatisfiability (no solution; unique); "
                          "for several puzzles a directory (DIR/) or a name with {n}");
}

// The --format choices of a command (html: explain only; svg: not for decode and grade).
std::vector<std::pair<std::string_view, std::string_view>> formats_of(Command command) {
  auto all = choices_of<Format>(kFormatNames);
  std::erase_if(all, [&](const auto& f) {
    return (f.first == "html" && command != Command::explain) ||
           (f.first == "url" && command != Command::solve && command != Command::count) ||
           (f.first == "svg" && (command == Command::decode || command == Command::grade));
  });
  return all;
}

const char* output_help(Command command) {
  switch (command) {
    case Command::encode: return "CNF file (default: standard output); several puzzles: DIR/ or a name with {n}";
    case Command::sheet: return "the PDF to write (required); a name ending in .html: the page itself, not printed";
    default:
      return "--format svg or html: the file to write (default: standard output); several puzzles: DIR/ "
             "(DIR/puzzle-N.svg) or a name with {n}, one document per puzzle";
  }
}

void add_output_options(po::options_description& output, Command command, const Scalars& sc,
                        std::vector<std::string>& texts) {
  if (command != Command::decode && command != Command::grade)
    output.add_options()("output,o", po::value<std::string>(), output_help(command));
  if (command == Command::encode) {
    output.add_options()("uniqueness", "append the blocking clause of the first solution");
  } else if (command == Command::explain) {
    output.add_options()("format", po::value<std::string>()->default_value("grid"),
                         "grid (text: a step per line, then the grid or the pencil marks) | line (the same) | "
                         "json (JSON Lines: one object per step with technique, houses, cells, placements, "
                         "eliminations; then one with status and grid) | svg (a picture of the final state; "
                         "with --candidates the pencil marks of open cells) | html (one self-contained page "
                         "per puzzle stepping through the explanation: buttons, arrow keys, #step=N)")(
        "candidates", "print the pencil-mark grid at the start (and at the end when stuck)")(
        "verbose", "with --candidates: the pencil marks after every step too");
  } else if (command == Command::sheet) {
    add_scalars(output, sc, {"per-page"});
    output.add_options()("paper", po::value<std::string>()->default_value("a4"), "paper size: a4 | letter")(
        "with-solutions", "the solutions on the following pages, smaller");
  } else {
    texts.push_back(choice_help("output form", formats_of(command)));
    output.add_options()("format", po::value<std::string>()->default_value("grid"), texts.back().c_str());
  }
  if (command == Command::solve || command == Command::count)
    output.add_options()("show-lines",
                         "--format svg, no-three-in-line: draw the lines (rows and columns aside) that "
                         "hold two pieces");
  if (command == Command::decode)
    output.add_options()("model", po::value<std::string>(), "the external solver's output (required)")(
        "uniqueness",
        "the model is of `encode --uniqueness`'s CNF (known without this from --cnf's "
        "'c uniqueness:' line): UNSAT means unique, a model is a second solution")(
        "cnf", po::value<std::string>(), "read the variable map from this CNF (written by gridsat encode)");
  if (command == Command::decode) add_scalars(output, sc, {"index"});
  if (command == Command::solve || command == Command::count)
    output.add_options()("stats", "per-puzzle statistics and a summary on standard error");
  if (command == Command::explain || command == Command::grade)
    output.add_options()("assume-unique",
                         "allow techniques that assume the puzzle has one solution (unique rectangles)");
  output.add_options()("help,h", "this help");
}

// The puzzle, encoding and native options: from the table, each one given explicitly
// recorded so that families that do not take it refuse their puzzles.
void take_puzzle_options(const po::variables_map& vm, const Scalars& sc, Settings& s) {
  PuzzleOptions table;  // what the option table writes to: read, encoding and native options
  ReadOptions& read = table.read;
  read.type = vm["type"].as<std::string>();
  if (read.type != "auto" && !find_family(read.type)) {
    std::string known;
    for (const auto& n : family_names()) known += ", " + n;
    throw UsageError("unknown puzzle type '" + read.type + "' (known: auto" + known + ")");
  }
  if (vm.count("box")) {
    read.box = parse_box(vm["box"].as<std::string>());
    read.given.push_back("box");
  }
  for (const auto& spec : option_table()) {
    const std::string name(spec.name);
    if (!vm.count(name)) continue;
    set_option(table, name, vm[name].as<std::string>());
    if (!vm[name].defaulted()) read.given.push_back(name);
  }
  // --inference or --order named: the generic CSP engine they name, not the family's own.
  const auto named = [&](const char* o) {
    return std::find(read.given.begin(), read.given.end(), o) != read.given.end();
  };
  table.native.generic = named("inference") || named("order");
  s.read = std::move(table.read);
  take_scalar(vm, sc, "size", s);
  s.solve.encode = table.encode;
  s.solve.native = table.native;
  s.solve.encode.drop_groups = vm.count("test-drop-groups") > 0;
}

// --cadical NAME=VALUE: the syntax here; names and ranges are the request's rules.
void take_cadical(const po::variables_map& vm, Settings& s) {
  if (vm.count("cadical-config")) s.solve.cadical.config = vm["cadical-config"].as<std::string>();
  if (!vm.count("cadical")) return;
  for (const auto& kv : vm["cadical"].as<std::vector<std::string>>()) {
    static const std::regex re("([a-z]+)=(-?[0-9]+)");
    std::smatch m;
    if (!std::regex_match(kv, m, re)) throw UsageError("--cadical wants NAME=INTEGER, not '" + kv + "'");
    const std::optional<int> value = parse_number<int>(m.str(2));
    if (!value)  // CaDiCaL's option values are ints; its own ranges are checked by validate()
      throw UsageError("--cadical " + kv + ": " + m.str(2) + " is out of range (CaDiCaL option values are " +
                       std::to_string(INT_MIN) + ".." + std::to_string(INT_MAX) + " at most)");
    s.solve.cadical.options.emplace_back(m[1], *value);
  }
}

// The solving options, checked once, here, by the request's rules (solve/request.hpp).
void take_solving_options(const po::variables_map& vm, const Scalars& sc, Settings& s) {
  if (vm.count("backend")) s.backend = parse_choice<Backend>("backend", kBackendNames, vm["backend"].as<std::string>());
  take_cadical(vm, s);
  for (std::string_view name : {"max-clauses", "time-limit", "limit"}) take_scalar(vm, sc, name, s);
  if (vm.count("proof")) s.proof = vm["proof"].as<std::string>();
  s.explain_count = vm.count("explain") > 0;
  s.redundant = vm.count("redundant") > 0;
  if (s.redundant && !s.explain_count) throw UsageError("--redundant goes with --explain");
  if (s.explain_count && s.solve.limit == 1)
    throw UsageError("--explain needs --limit 0 or 2 and more (--limit 1 cannot tell unique from multiple)");
  if (s.explain_count && !s.proof.empty()) throw UsageError("--explain does not write a --proof");
  take_scalar(vm, sc, "threads", s);
  if (vm.count("count-split"))
    s.solve.count_split = parse_choice<CountSplit>("count-split", kCountSplitNames, vm["count-split"].as<std::string>());
  take_scalar(vm, sc, "seed", s);
  take_scalar(vm, sc, "sls-workers", s);
  SolveOptions asked = s.solve;
  asked.proof_path = s.proof;  // the spec stands for every puzzle's proof
  if (std::string why = validate(s.backend, asked, Spelling::cli); !why.empty()) throw UsageError(why);
}

void take_sheet_options(const po::variables_map& vm, const Scalars& sc, Settings& s) {
  take_scalar(vm, sc, "per-page", s);
  s.paper = vm["paper"].as<std::string>();
  if (s.paper != "a4" && s.paper != "letter") throw UsageError("--paper must be a4 or letter, not '" + s.paper + "'");
  s.with_solutions = vm.count("with-solutions") > 0;
  if (!vm.count("output")) throw UsageError("-o OUT.pdf is required");
}

void take_output_options(const po::variables_map& vm, const Scalars& sc, Settings& s) {
  if (vm.count("format")) {
    s.format = parse_choice<Format>("format", kFormatNames, vm["format"].as<std::string>());
    const auto ok_formats = formats_of(s.command);
    if (std::none_of(ok_formats.begin(), ok_formats.end(),
                     [&](const auto& f) { return f.first == vm["format"].as<std::string>(); }))
      throw UsageError("--format " + vm["format"].as<std::string>() + " is not for " +
                       std::string(to_string(s.command)));
  }
  s.show_lines = vm.count("show-lines") > 0;
  const bool picture = s.format == Format::svg || s.format == Format::html;
  if (vm.count("output") && !picture &&
      (s.command == Command::solve || s.command == Command::count || s.command == Command::explain))
    throw UsageError("-o is for --format svg" + std::string(s.command == Command::explain ? " or html" : "") +
                     " (the text forms go to standard output)");
  if (s.show_lines && s.format != Format::svg) throw UsageError("--show-lines draws on --format svg");
  if (s.command == Command::sheet) take_sheet_options(vm, sc, s);
  s.stats = vm.count("stats") > 0;
  if (vm.count("output")) s.output = vm["output"].as<std::string>();
  s.uniqueness = vm.count("uniqueness") > 0;
  s.candidates = vm.count("candidates") > 0;
  s.verbose = vm.count("verbose") > 0;
  s.assume_unique = vm.count("assume-unique") > 0;
  if (vm.count("then")) {
    if (vm["then"].as<std::string>() != "sat")
      throw UsageError("--then takes sat, not '" + vm["then"].as<std::string>() + "'");
    s.then_sat = true;
  }
  if (vm.count("explain-with")) {
    if (vm["explain-with"].as<std::string>() != "sat")
      throw UsageError("--explain-with takes sat, not '" + vm["explain-with"].as<std::string>() + "'");
    s.explain_with_sat = true;
  }
  if (vm.count("model")) s.model = vm["model"].as<std::string>();
  if (vm.count("cnf")) s.cnf = vm["cnf"].as<std::string>();
  take_scalar(vm, sc, "index", s);
  if (s.command == Command::decode && s.model.empty()) throw UsageError("--model MODEL is required");
  if (vm.count("file")) s.files = vm["file"].as<std::vector<std::string>>();
  if (s.read.size && !s.files.empty()) throw UsageError("give --size (a puzzle with no givens) or FILEs, not both");
  if (s.read.size && s.read.type == "auto") throw UsageError("--size needs --type");
  if (s.files.empty() && !s.read.size) s.files.push_back("-");
}

}  // namespace

// For shell completion (tools/gridsat.bash): one line per option, "--name" for a flag,
// "--name = choice..." for an option with a value; the choices are read off its help
// ("what: a (...) | b | c"), where each option declares them once.
std::string completion_lines(const po::options_description& desc) {
  std::string out;
  for (const auto& o : desc.options()) {
    out += "--" + o->long_name();
    if (o->semantic()->max_tokens() > 0) {
      out += " =";
      const std::string& d = o->description();
      const size_t bar = d.find(" | ");
      if (bar != std::string::npos) {
        const size_t colon = d.rfind(": ", bar);
        std::istringstream pieces(d.substr(colon == std::string::npos ? 0 : colon + 2));
        for (std::string piece; std::getline(pieces, piece, '|');) {
          std::istringstream words(piece);
          std::string word;
          if (words >> word) out += " " + word.substr(0, word.find('('));
        }
      }
    }
    out += "\n";
  }
  return out;
}

std::optional<po::variables_map> parse_command_line(const std::vector<std::string>& args,
                                                    const po::options_description& visible,
                                                    const po::options_description& all,
                                                    const po::positional_options_description* positional,
                                                    const std::string& intro) {
  if (args.size() == 1 && args[0] == "--complete-options") {  // hidden: for tools/gridsat.bash
    std::cout << completion_lines(visible);
    return std::nullopt;
  }
  po::variables_map vm;
  try {
    po::command_line_parser parser(args);
    parser.options(all);
    if (positional) parser.positional(*positional);
    po::store(parser.run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  if (vm.count("help")) {
    std::cout << intro << visible << '\n';
    return std::nullopt;
  }
  return vm;
}

std::optional<Settings> parse_settings(Command command, const std::vector<std::string>& args) {
  std::vector<std::string> texts;  // help strings that boost keeps pointers to
  texts.reserve(64);
  po::options_description puzzle("Puzzle options"), encoding("Encoding options (sat backend)"),
      solving("Solving options"), output("Output options"), hidden;
  const Scalars sc = scalar_options(command);
  add_puzzle_options(puzzle, encoding, sc, texts);
  add_solving_options(solving, command, sc, texts);
  add_output_options(output, command, sc, texts);
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

  const std::optional<po::variables_map> vm_or_help =
      parse_command_line(args, visible, all, &pos, intro(command) + formats());
  if (!vm_or_help) return std::nullopt;
  const po::variables_map& vm = *vm_or_help;
  Settings s;
  s.command = command;
  s.counting = command == Command::count;
  take_puzzle_options(vm, sc, s);
  take_solving_options(vm, sc, s);
  take_output_options(vm, sc, s);
  if (s.command == Command::encode || s.command == Command::decode || !s.proof.empty())
    complete_cnf(s.solve.encode, s.command == Command::encode   ? "encode"
                                 : s.command == Command::decode ? "decode"
                                                                : "--proof");
  // A single output file that is an input is refused before anything is solved; numbered
  // ones ({n}, DIR/) are checked as they are made (output_path).
  std::error_code ec;
  for (auto [spec, option] : {std::pair{s.output, "-o"}, std::pair{s.proof, "--proof"}})
    if (!spec.empty() && spec.find("{n}") == std::string::npos && spec.back() != '/' &&
        !std::filesystem::is_directory(spec, ec))
      refuse_input_as_output(s, spec, option);
  return s;
}

PuzzleOptions puzzle_options(const Settings& s) { return {s.read, s.solve.encode, s.solve.native}; }

std::string numbered(const std::string& spec, size_t index, size_t total, const std::string& ext) {
  std::error_code ec;
  if (!spec.empty() && (spec.back() == '/' || std::filesystem::is_directory(spec, ec))) {
    std::filesystem::create_directories(spec, ec);
    return (std::filesystem::path(spec) / ("puzzle-" + std::to_string(index) + "." + ext)).string();
  }
  if (spec.find("{n}") != std::string::npos) {
    std::string path = spec;
    const std::string n = std::to_string(index);
    for (size_t at = path.find("{n}"); at != std::string::npos; at = path.find("{n}", at + n.size()))
      path.replace(at, 3, n);
    return path;
  }
  if (total > 1)  // a stream's total is not known: the caller says 2 for "more than one"
    throw UsageError(
        "more than one puzzle needs more than one file: give a directory (DIR/) or a name with {n}, not '" + spec +
        "'");
  return spec;
}

void refuse_input_as_output(const Settings& s, const std::string& path, std::string_view option) {
  namespace fs = std::filesystem;
  for (const auto& file : s.files) {
    if (file == "-") continue;
    std::error_code ec1, ec2;
    bool same = fs::equivalent(path, file, ec1);  // both exist and are one file (links included)
    if (ec1) same = fs::weakly_canonical(path, ec1) == fs::weakly_canonical(file, ec2) && !ec1 && !ec2;
    if (same)
      throw UsageError(std::string(option) + " " + path + " is the input file " + file + ": refusing to overwrite it");
  }
}

std::string output_path(const Settings& s, const std::string& spec, std::string_view option, size_t index, size_t total,
                        const std::string& ext) {
  std::string path = numbered(spec, index, total, ext);
  refuse_input_as_output(s, path, option);
  return path;
}

std::vector<Record> read_all(const Settings& s) {
  std::vector<Record> records;
  Batch batch(s);
  while (auto r = batch.next()) records.push_back(std::move(*r));
  return records;
}

int worse(int a, int b) {
  auto rank = [](int code) {
    switch (code) {
      case ok: return 0;
      case no_solution: return 1;
      case time_limit: return 2;
      case usage: return 3;
      case internal: return 4;
      default: return 5;  // interrupted
    }
  };
  return rank(b) > rank(a) ? b : a;
}

int exit_status(int status) {
  if (status != interrupted) return status;
  const int sig = stop_signal();
  return 128 + (sig != 0 ? sig : SIGINT);
}

namespace {

int run_parsed(const Settings& s) {
  if (s.command != Command::decode) install_stop_handlers();  // decode writes no file and stops at once
  if (speaks(s.solve.cadical)) divert_stdout_to_stderr();     // CaDiCaL's messages off the record stream
  switch (s.command) {
    case Command::solve:
    case Command::count: return solve_or_count(s);
    case Command::encode: return encode(s);
    case Command::decode: return decode_model(s);
    case Command::explain: return explain(s);
    case Command::grade: return grade(s);
    case Command::sheet: return sheet(s);
    case Command::generate: break;  // generate_command
    case Command::serve: break;     // serve_command (main)
  }
  return internal;
}

}  // namespace

int run(Command command, const std::vector<std::string>& args) {
  const std::string cmd(to_string(command));
  try {
    int status = ok;
    if (command == Command::serve) {
      throw UsageError("serve runs from the gridsat program only");
    } else if (command == Command::generate) {
      status = generate_command(args);
    } else if (std::optional<Settings> s = parse_settings(command, args)) {
      status = run_parsed(*s);
    }
    flush_stdout();
    return exit_status(status);
  } catch (const UsageError& e) {
    std::cerr << "gridsat " << cmd << ": " << e.what() << "\nTry 'gridsat " << cmd << " --help'.\n";
    return usage;
  } catch (const InputError& e) {  // the request cannot be met (generate: a family with no puzzle form)
    std::cerr << "gridsat " << cmd << ": " << e.what() << "\n";
    return usage;
  } catch (const StdoutError& e) {
    // The reader of a pipe went away (`| head -1`): what it wanted was written; stop quietly.
    if (e.error == EPIPE) return broken_pipe;
    std::cerr << "gridsat: " << e.what() << '\n';
    return usage;
  }
}

}  // namespace gridsat::cli
