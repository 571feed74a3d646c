// Every command line's option descriptions, in one place: the commands (solve, count, encode,
// decode, explain, grade, sheet), generate, serve and gridsat-mpi. Scalar options come from
// model/option_table.hpp (add_scalar), the families' options from the registry's option
// table (registry/options.hpp), choices from their Named tables; their help lists the choices.
#include <algorithm>
#include <array>
#include <memory>
#include <mutex>

#include "cli/options.hpp"
#include "cli/settings.hpp"
#include "generate/generate.hpp"
#include "generate/qwh.hpp"
#include "registry/options.hpp"
#include "registry/registry.hpp"
#include "solve/solve.hpp"

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
void add_table_options(po::options_description& desc, std::string_view section, std::deque<std::string>& help_texts) {
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
             "Solve each puzzle, of any genre, as a person would: one step at a time, never a guess,\n"
             "always the easiest that applies (a technique on the pencil marks where the genre has\n"
             "them, else the fewest of its rules and clues that force a new fact), naming the rule,\n"
             "the cells it looks at and what it decides. Exit 0 when the steps solve every puzzle, 1\n"
             "when they get stuck (the pencil marks at that point are printed), 2 on bad input.\n"
             "--format json: one object per step, then one per puzzle.\n";
    case Command::sheet:
      return "usage: gridsat sheet [OPTIONS] FILE... -o OUT.pdf\n\n"
             "Print every puzzle of the files on paper: --per-page puzzles a page, numbered, then with\n"
             "--with-solutions their solutions (each verified by the checker) on the following pages, four\n"
             "times smaller. The page is HTML with SVG pictures, printed to PDF by headless Chromium\n"
             "(Debian's chromium; tools/gridsat installs it); -o OUT.html writes the page itself.\n";
    case Command::grade:
      return "usage: gridsat grade [OPTIONS] [FILE...]\n\n"
             "Rate each puzzle, of any genre, for a person: the level (trivial, basic, intermediate,\n"
             "advanced, extreme, unreasonable where the genre has pencil marks; else the genre's own,\n"
             "named as Simon Tatham's generator names them) set by the hardest step its step-by-step\n"
             "solution needs, a score summed over the steps, the number of steps, and for the same\n"
             "puzzle a count to 2 (uniqueness included): the SAT conflicts with --backend sat, the\n"
             "native search nodes with native (auto: the backend count would use), both with both.\n";
    case Command::generate: break;  // its own options (cli/generate.cpp)
    case Command::serve: break;     // its own options (serve/)
  }
  return "";
}

// The options every command has: the puzzle and its encoding.
void add_puzzle_options(po::options_description& puzzle, po::options_description& encoding,
                        std::deque<std::string>& texts) {
  std::string types = "puzzle family: auto";
  for (const auto& n : family_names()) types += " | " + n;
  texts.push_back(types);
  puzzle.add_options()("type", po::value<std::string>()->default_value("auto"), texts.back().c_str())(
      "box", po::value<std::string>(),
      "Sudoku box shape ROWSxCOLS (default: as square as possible, 6 -> 2x3) [sudoku]");
  add_scalar(puzzle, Scope::command, "size");
  add_table_options(puzzle, "puzzle", texts);
  add_table_options(encoding, "encoding", texts);
  add_scalar(encoding, Scope::library, "max-clauses");
}

void add_solving_options(po::options_description& solving, Command command, std::deque<std::string>& texts) {
  if (command == Command::decode) return;
  const bool human = command == Command::explain || command == Command::grade;
  if (command == Command::explain)
    solving.add_options()("then", po::value<std::string>(),
                          "sat: when the steps get stuck, finish with CaDiCaL and report its conflicts")(
        "explain-with", po::value<std::string>(),
        "sat (the default): when the ladder is stuck, a step from a smallest set of rules and known facts that "
        "forces an elimination (a minimal unsatisfiable core from CaDiCaL), then the ladder again, bounded by "
        "--time-limit; ladder: stop where the ladder is stuck");
  if (command != Command::encode && (!human || command == Command::grade)) {  // grade: its count to 2
    texts.push_back(choice_help("backend", choices_of<Backend>(kBackendNames)));
    solving.add_options()("backend", po::value<std::string>()->default_value("auto"), texts.back().c_str());
  }
  if (command == Command::encode)
    texts.push_back(
        "seconds per puzzle for building and writing its CNF (with --uniqueness: and the solve); a puzzle that hits "
        "it is skipped (its file removed), exit 3; 0 or inf = none");
  add_scalar(solving, Scope::library, "time-limit", command == Command::encode ? &texts.back() : nullptr);
  solving.add_options()(
      "cadical-config", po::value<std::string>()->default_value("auto"),
      "CaDiCaL configuration: auto (the family's choice: sat for counting Sudoku of side 16 and more, else "
      "default) | default | plain | sat | unsat")(
      "cadical", po::value<std::vector<std::string>>()->composing(),
      "CaDiCaL option NAME=VALUE (repeatable; see `cadical --help`), e.g. --cadical lucky=0");
  if (command != Command::encode) add_table_options(solving, "native", texts);
  if (command == Command::count) add_scalar(solving, Scope::command, "limit");
  if (command == Command::solve || command == Command::count) {
    add_scalar(solving, Scope::library, "threads");
    add_scalar(solving, Scope::command, "seed");
    add_scalar(solving, Scope::command, "max-memory");
  }
  if (command == Command::count) {
    texts.push_back(
        choice_help("with --threads N > 1, how the threads share a count", choices_of<CountSplit>(kCountSplitNames)));
    solving.add_options()("count-split", po::value<std::string>()->default_value("auto"), texts.back().c_str());
  }
  if (command == Command::count)
    solving.add_options()("explain",
                          "for setters: multiple: the cells fixed in every solution and the values the open ones "
                          "take (the backbone), and extra givens that make the puzzle unique (a repair); none: a "
                          "minimal set of clashing givens; unique: every cell fixed (README: Uniqueness for "
                          "setters). Needs --limit 0 or 2 and more")(
        "redundant",
        "with --explain, unique puzzles: each given whose removal keeps the puzzle unique (each proved "
        "by one UNSAT call, with its cost) and one maximal set removable together")(
        "no-repair",
        "with --explain, multiple puzzles: the backbone alone (in one SAT call per cell), neither the repair nor "
        "the repair by a change (the workbench's live answer; the repairs come from a second request)");
  if (command == Command::solve) add_scalar(solving, Scope::library, "sls-workers");
  if (command == Command::solve || command == Command::count)
    solving.add_options()("proof", po::value<std::string>(),
                          "write a DRAT proof when the verdict rests on unsatisfiability (no solution; unique); "
                          "for several puzzles a directory (DIR/) or a name with {n}");
}

}  // namespace

std::vector<std::pair<std::string_view, std::string_view>> formats_of(Command command) {
  auto all = choices_of<Format>(kFormatNames);
  std::erase_if(all, [&](const auto& f) {
    return (f.first == "html" && command != Command::explain) ||
           (f.first == "url" && command != Command::solve && command != Command::count) ||
           (f.first == "svg" && (command == Command::decode || command == Command::grade));
  });
  return all;
}

namespace {

const char* output_help(Command command) {
  switch (command) {
    case Command::encode: return "CNF file (default: standard output); several puzzles: DIR/ or a name with {n}";
    case Command::sheet: return "the PDF to write (required); a name ending in .html: the page itself, not printed";
    default:
      return "--format svg or html: the file to write (default: standard output); several puzzles: DIR/ "
             "(DIR/puzzle-N.svg) or a name with {n}, one document per puzzle";
  }
}

void add_output_options(po::options_description& output, Command command, std::deque<std::string>& texts) {
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
    add_scalar(output, Scope::command, "per-page");
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
  if (command == Command::decode) add_scalar(output, Scope::command, "index");
  if (command == Command::solve || command == Command::count)
    output.add_options()("stats", "per-puzzle statistics and a summary on standard error");
  if (command == Command::explain || command == Command::grade)
    output.add_options()("assume-unique",
                         "allow techniques that assume the puzzle has one solution (unique rectangles)");
  output.add_options()("help,h", "this help");
}

const char* kIntro =
    "usage: gridsat generate --type T [--size N | --box RxC] [--count K] [--seed S] [--difficulty LEVEL]\n"
    "                        [--symmetry S] [--minimal] [--givens N] [--format F]\n"
    "       gridsat generate --type latin --size N --holes H [--pattern P] [--qcp] [--format pls|cnf]\n\n"
    "Make puzzles with exactly one solution: a random full grid (the native search with a seeded\n"
    "value order), then clues removed in random order (by symmetric groups) while count-to-2 says\n"
    "the puzzle is still unique, or, with --difficulty, while the human-style solver of `gridsat\n"
    "grade` using techniques up to that level still solves it; a puzzle is printed only when\n"
    "graded exactly at the level asked. Futoshiki's signs are clues too (numbers removed first).\n"
    "The same --seed gives the same puzzles on every machine; puzzle k (from 1) has seed S+k-1, so\n"
    "`--seed S+k-1 --count 1` makes it again.\n"
    "With --holes: a quasigroup-with-holes benchmark (Gomes' QWH; --qcp: QCP): a random Latin\n"
    "square (Jacobson-Matthews Markov chain) with H holes, satisfiable by construction, not unique.\n"
    "Exit 0 when every puzzle asked was made, 1 when some could not be (--givens or a level not\n"
    "reached within --tries), 2 on bad options, 3 at --time-limit, 128 + the signal when stopped by\n"
    "SIGINT (Ctrl-C: 130), SIGTERM (143) or SIGHUP (129); then no -o file is written.\n\n";

std::string generated_families(std::string_view sep) {
  return families_where([](const Family& f) { return f.generate.make || f.generate.layout; }, [](const Family&) { return ""; }, sep, sep);
}

// --help: kIntro with the families that generate and those that cannot, from the registry.
std::string intro() {
  std::string s = kIntro;
  std::string words = "Families: " + generated_families(", ") + ".";
  // The others are read and solved but not made here: "no generator", not "no puzzle form"
  // (which it said of each, as if they had no puzzles at all).
  std::vector<std::string> none;
  for (const auto& name : family_names())
    if (const Family& f = *find_family(name); !f.generate.make && !f.generate.layout) none.push_back(name);
  for (size_t i = 0; i < none.size(); ++i)
    words += (i == 0 ? " " : i + 1 == none.size() ? " and " : ", ") + none[i];
  if (!none.empty())
    words += std::string(none.size() == 1 ? " has" : " have") + " no generator (gridsat reads and solves them).";
  std::string text, line;  // words wrapped at 94 columns
  for (size_t at = 0; at < words.size();) {
    size_t end = words.find(' ', at);
    if (end == std::string::npos) end = words.size();
    const std::string word = words.substr(at, end - at);
    if (!line.empty() && line.size() + 1 + word.size() > 94) text += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + word;
    at = end + 1;
  }
  const std::string mark = "makes it again.\n";
  s.insert(s.find(mark) + mark.size(), text + line + "\n");
  return s;
}

// --difficulty's help: grade's ranks, then every other level name a generating family takes
// (its own, from the registry), so that the help and the completion list what is accepted.
std::string difficulty_help() {
  std::vector<std::pair<std::string, std::string>> names;
  const auto add = [&](std::string_view name) {
    if (std::none_of(names.begin(), names.end(), [&](const auto& n) { return n.first == name; }))
      names.emplace_back(name, "");
  };
  for (const auto& [name, help] : choices_of<int>(gen::kLevelNames)) add(name);
  for (const auto& name : family_names())
    if (const Family& f = *find_family(name); f.generate.make || f.generate.layout)
      for (const std::string& level : gen::level_names(f)) add(level);
  return choice_help("the level of `gridsat grade`, in the genre's own names (easy and hard: its easiest and its "
                     "hardest short of unreasonable)",
                     names);
}

// "sudoku: 9 by default; latin, futoshiki 5; magic 4": the families that generate, by
// default size (consecutive equal sizes share one entry).
std::string default_sizes() {
  std::vector<std::pair<std::string, int>> groups;  // (names, size)
  for (const auto& name : family_names()) {
    const Family& f = *find_family(name);
    if (!f.generate.make && !f.generate.layout) continue;
    if (!groups.empty() && groups.back().second == f.generate.default_size) groups.back().first += ", " + name;
    else groups.push_back({name, f.generate.default_size});
  }
  std::string s;
  for (const auto& [names, size] : groups)
    s += s.empty() ? names + ": " + std::to_string(size) + " by default" : "; " + names + " " + std::to_string(size);
  return s;
}

}  // namespace

const Described& described(Command command) {
  constexpr size_t kCommands = std::size(kCommandNames);
  static std::array<std::once_flag, kCommands> once;
  static std::array<std::unique_ptr<Described>, kCommands> cache;
  const auto i = static_cast<size_t>(command);
  std::call_once(once[i], [&] {
    auto d = std::make_unique<Described>();
    if (command == Command::generate) describe_generate(*d);
    else if (command == Command::serve) describe_serve(*d);
    else describe_command(command, *d);
    for (const auto& o : d->all.options()) d->by_name[o->long_name()] = o.get();
    cache[i] = std::move(d);
  });
  return *cache[i];
}

void describe_command(Command command, Described& d) {
  std::deque<std::string>& texts = d.texts;
  po::options_description puzzle("Puzzle options"), encoding("Encoding options (sat backend)"),
      solving("Solving options"), output("Output options"), hidden;
  add_puzzle_options(puzzle, encoding, texts);
  add_solving_options(solving, command, texts);
  add_output_options(output, command, texts);
  hidden.add_options()("file", po::value<std::vector<std::string>>(), "input files")(
      "test-drop-groups", "test only: encode without the group constraints (the checker must reject)");
  d.positional.add("file", -1);
  d.visible.emplace();
  d.visible->add(puzzle).add(encoding);
  if (command != Command::decode) d.visible->add(solving);
  d.visible->add(output);
  d.all.add(*d.visible).add(hidden);
  d.intro = intro(command) + formats();
}

void describe_generate(Described& out) {
  po::options_description& d = out.visible.emplace("Options");
  std::deque<std::string>& texts = out.texts;
  texts.push_back(choice_help<gen::Symmetry>(
      "the clue pattern's symmetry (of the givens; solve's --symmetry is the solution's, in the same words)",
      gen::kSymmetryNames));
  texts.push_back(choice_help<GenFormat>("output form", kGenFormats));
  texts.push_back(choice_help<gen::HolePattern>("QWH holes", gen::kHolePatternNames));
  texts.push_back(choice_help<gen::LatinEncoding>("--format cnf's encoding", gen::kLatinEncodingNames));
  texts.push_back(difficulty_help());
  texts.push_back(generated_families(" | ") + " (required)");
  d.add_options()("type", po::value<std::string>(), texts[5].c_str());
  texts.push_back("the side N (" + default_sizes() + ")");
  add_scalar(d, Scope::generate, "size", &texts.back());
  d.add_options()("box", po::value<std::string>(), "Sudoku box shape ROWSxCOLS (sets the side: 2x3 -> 6x6)");
  for (const OptionSpec& spec : option_table())  // the families' switches (--x, --windoku): the houses they add
    if (spec.flag) d.add_options()(std::string(spec.name).c_str(), std::string(spec.help).c_str());
  add_scalars(d, Scope::generate, {"count", "seed"});
  d.add_options()("difficulty", po::value<std::string>(), texts[4].c_str())(
      "symmetry", po::value<std::string>()->default_value("none"), texts[0].c_str())(
      "minimal", "finally remove single clues while unique: no clue can be removed (may break --symmetry)");
  add_scalars(d, Scope::generate, {"givens", "tries"});
  d.add_options()("backend", po::value<std::string>(),
                  "count-to-2: auto | sat | native | both (default auto: native up to 9x9, sat above)")(
      "format", po::value<std::string>()->default_value("line"), texts[1].c_str())(
      "output,o", po::value<std::string>(), "write to this file (default: standard output)");
  add_scalars(d, Scope::generate, {"time-limit"});
  d.add_options()("stats", "tries and time per puzzle on standard error, and a summary");
  add_scalars(d, Scope::generate, {"holes"});
  d.add_options()("pattern", po::value<std::string>()->default_value("random"), texts[2].c_str())(
      "qcp",
      "with --holes: a quasigroup completion problem instead (N*N-H cells filled one by one with values "
      "that forward checking allows; may be unsatisfiable)")("encoding", po::value<std::string>()->default_value("3d"),
                                                             texts[3].c_str());
  add_scalars(d, Scope::generate, {"shuffles"});
  d.add_options()("help,h", "this help");
  out.all.add(d);
  out.intro = intro();
}

void describe_serve(Described& out) {
  po::options_description& d = out.visible.emplace("Serving options");
  d.add_options()("listen", po::value<std::string>()->default_value("127.0.0.1:8080"),
                  "HOST:PORT to listen on (loopback unless told otherwise; PORT 0: any free port, printed)");
  add_scalars(d, Scope::serve, {"workers", "queue", "max-request", "time-limit"});
  d.add_options()("allow-origin", po::value<std::string>(),
                  "let pages of this web origin call the API from a browser (CORS; e.g. https://puzz.link, or *); "
                  "default: only the server's own page");
  add_scalar(d, Scope::serve, "max-clauses");
  d.add_options()("help,h", "this help");
  out.all.add(d);
  out.intro =
      "usage: gridsat serve [--listen 127.0.0.1:PORT] [--workers N] [--queue K] [--max-request BYTES] "
      "[--time-limit S] [--max-clauses C] [--allow-origin ORIGIN]\n\n"
      "Answer solve, count, explain, grade, generate, encode and picture requests over HTTP (JSON; see\n"
      "README.md, \"Serving\"), and serve a web page for them at http://HOST:PORT/. SIGTERM, SIGINT or SIGHUP\n"
      "stops taking requests, finishes those running and exits 0; a second such signal exits at once (128 + it).\n";
}

}  // namespace gridsat::cli
