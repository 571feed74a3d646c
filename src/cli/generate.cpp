// gridsat generate: new puzzles with exactly one solution (src/generate/), and quasigroup-
// with-holes benchmarks (src/generate/qwh.hpp). Its options are its own, declared and read
// with the machinery of the other commands (cli/settings.hpp: parse_command_line,
// parse_choice, model's parse_box); --symmetry here is the clue pattern's, named in the
// words of solve's --symmetry (the solution's).
#include "generate/generate.hpp"

#include <malloc.h>

#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/errors.hpp"
#include "base/numbers.hpp"
#include "base/output_file.hpp"
#include "base/stop.hpp"
#include "cli/reporter.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"
#include "generate/qwh.hpp"
#include "picture/svg.hpp"
#include "registry/options.hpp"
#include "registry/registry.hpp"
#include "solve/request.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;
using json = nlohmann::ordered_json;

namespace {

enum class GenFormat { line, grid, json, sgt, pls, cnf, svg, url };
constexpr Named<GenFormat> kGenFormats[] = {
    {GenFormat::line, "line", "one line per puzzle in the family's own form (Futoshiki: unequal's game ID)"},
    {GenFormat::grid, "grid", "the readable grid"},
    {GenFormat::json, "json", "JSON Lines: seed, level, givens, the puzzle and its solution"},
    {GenFormat::sgt, "sgt", "Simon Tatham's game IDs (sudoku: solo, futoshiki: unequal)"},
    {GenFormat::pls, "pls", "latin: Gomes' .pls ('order N', 0-based symbols, -1 blank)"},
    {GenFormat::cnf, "cnf", "latin: the DIMACS CNF of the completion (--encoding), with its variable map"},
    {GenFormat::svg, "svg", "a picture of each puzzle's givens; with --count above 1, -o DIR/ or -o NAME{n}.svg"},
    {GenFormat::url, "url", "the puzzle's puzz.link URL (sudoku, towers: skyscrapers, ...)"},
};

struct GenSettings {
  std::string type;
  std::optional<int> size;  // --size (the side then comes from it, --box or the family)
  gen::Options opt;
  int64_t count = 1;
  uint64_t seed = 1;
  GenFormat format = GenFormat::line;
  bool stats = false;
  double time_limit = 0;
  std::string output;
  // QWH / QCP benchmarks (--holes)
  int holes = -1;
  gen::HolePattern pattern = gen::HolePattern::random;
  bool qcp = false;
  gen::LatinEncoding encoding = gen::LatinEncoding::full;
  int shuffles = 0;
};

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

// "sudoku, latin and futoshiki": the families of the registry for which `has` holds, each
// followed by what(f) in parentheses when that is not empty; `last` joins the last two.
template <class Has, class What>
std::string families_where(Has has, What what, std::string_view sep = ", ", std::string_view last = ", ") {
  std::vector<std::string> names;
  for (const auto& name : family_names()) {
    const Family& f = *find_family(name);
    if (!has(f)) continue;
    const std::string w(what(f));
    names.push_back(name + (w.empty() ? "" : " (" + w + ")"));
  }
  std::string s;
  for (size_t i = 0; i < names.size(); ++i)
    s += (i == 0 ? "" : i + 1 == names.size() ? std::string(last) : std::string(sep)) + names[i];
  return s;
}

std::string generated_families(std::string_view sep) {
  return families_where([](const Family& f) { return f.make || f.layout; }, [](const Family&) { return ""; }, sep, sep);
}

// "--format F is for ...": the families whose make has form F, with what the form is.
std::string form_families(std::string_view form) {
  return families_where([&](const Family& f) { return makes_form(f, form); },
                        [&](const Family& f) {
                          for (const auto& [name, what] : f.forms)
                            if (name == form) return what;
                          return std::string_view();
                        },
                        ", ", " and ");
}

// --help: kIntro with the families that generate and those that cannot, from the registry.
std::string intro() {
  std::string s = kIntro;
  std::string words = "Families: " + generated_families(", ") + ".";
  for (const auto& name : family_names())
    if (const Family& f = *find_family(name); !f.make && !f.layout) words += " " + name + " has no puzzle form.";
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

// "sudoku: 9 by default; latin, futoshiki 5; magic 4": the families that generate, by
// default size (consecutive equal sizes share one entry).
std::string default_sizes() {
  std::vector<std::pair<std::string, int>> groups;  // (names, size)
  for (const auto& name : family_names()) {
    const Family& f = *find_family(name);
    if (!f.make && !f.layout) continue;
    if (!groups.empty() && groups.back().second == f.default_size) groups.back().first += ", " + name;
    else groups.push_back({name, f.default_size});
  }
  std::string s;
  for (const auto& [names, size] : groups)
    s += s.empty() ? names + ": " + std::to_string(size) + " by default" : "; " + names + " " + std::to_string(size);
  return s;
}

using Scalars = std::vector<ScalarOption<GenSettings>>;

// generate's scalar options, each declared once with its check. --givens and --holes are
// checked against the side, so they are taken after --size and --box.
Scalars scalar_options() {
  using G = GenSettings;
  return {
      scalar<int, G>("size", "the side N (" + default_sizes() + ")", std::nullopt, [](int n, G& g) { g.size = n; }),
      scalar<int64_t, G>("count", "how many puzzles", 1,
                         [](int64_t k, G& g) {
                           if (k < 1) throw UsageError("--count must be >= 1");
                           g.count = k;
                         }),
      // Read here, not by boost: its lexical_cast takes "-1" for an unsigned type as 2^64-1.
      scalar<std::string, G>("seed", "seed of the first puzzle (0..2^64-1)", std::string("1"),
                             [](const std::string& seed, G& g) {
                               const std::optional<uint64_t> parsed = parse_number<uint64_t>(seed);
                               if (!parsed)
                                 throw UsageError("--seed must be an integer 0..18446744073709551615, not '" + seed +
                                                  "'");
                               g.seed = *parsed;
                             }),
      scalar<int, G>("givens", "stop removing at N givens; a try that cannot reach N is dropped", std::nullopt,
                     [](int n, G& g) {
                       if (n < 0 || n > g.opt.n * g.opt.n) throw UsageError("--givens must be 0..N*N");
                       g.opt.givens = n;
                     }),
      scalar<int, G>("tries", "full grids drawn per puzzle at most (default 1, with --difficulty or --givens 10000)",
                     std::nullopt,
                     [](int n, G& g) {
                       if (n < 1) throw UsageError("--tries must be >= 1");
                       g.opt.max_tries = n;
                     }),
      scalar<double, G>("time-limit", "seconds for the whole run; 0 = none", 0.0,
                        [](double seconds, G& g) {
                          if (std::string why = validate_time_limit(seconds, Spelling::cli); !why.empty())
                            throw UsageError(why);
                          g.time_limit = seconds;
                        }),
      scalar<int, G>("holes", "latin: a QWH benchmark with this many holes", std::nullopt,
                     [](int n, G& g) {
                       if (n < 0 || n > g.opt.n * g.opt.n) throw UsageError("--holes must be 0..N*N");
                       g.holes = n;
                     }),
      scalar<int, G>("shuffles", "Jacobson-Matthews moves (0: n^3)", 0,
                     [](int n, G& g) {
                       if (n < 0) throw UsageError("--shuffles must be >= 0");
                       g.shuffles = n;
                     }),
  };
}

po::options_description options(const Scalars& sc, std::vector<std::string>& texts) {
  po::options_description d("Options");
  texts.push_back(choice_help<gen::Symmetry>(
      "the clue pattern's symmetry (of the givens; solve's --symmetry is the solution's, in the same words)",
      gen::kSymmetryNames));
  texts.push_back(choice_help<GenFormat>("output form", kGenFormats));
  texts.push_back(choice_help<gen::HolePattern>("QWH holes", gen::kHolePatternNames));
  texts.push_back(choice_help<gen::LatinEncoding>("--format cnf's encoding", gen::kLatinEncodingNames));
  texts.push_back(choice_help<int>("the level of `gridsat grade`", gen::kLevelNames));
  texts.push_back(generated_families(" | ") + " (required)");
  d.add_options()("type", po::value<std::string>(), texts[5].c_str());
  add_scalars(d, sc, {"size"});
  d.add_options()("box", po::value<std::string>(), "Sudoku box shape ROWSxCOLS (sets the side: 2x3 -> 6x6)");
  for (const OptionSpec& spec : option_table())  // the families' switches (--x, --windoku): the houses they add
    if (spec.flag) d.add_options()(std::string(spec.name).c_str(), std::string(spec.help).c_str());
  add_scalars(d, sc, {"count", "seed"});
  d.add_options()("difficulty", po::value<std::string>(), texts[4].c_str())(
      "symmetry", po::value<std::string>()->default_value("none"), texts[0].c_str())(
      "minimal", "finally remove single clues while unique: no clue can be removed (may break --symmetry)");
  add_scalars(d, sc, {"givens", "tries"});
  d.add_options()("backend", po::value<std::string>(),
                  "count-to-2: auto | sat | native | both (default auto: native up to 9x9, sat above)")(
      "format", po::value<std::string>()->default_value("line"), texts[1].c_str())(
      "output,o", po::value<std::string>(), "write to this file (default: standard output)");
  add_scalars(d, sc, {"time-limit"});
  d.add_options()("stats", "tries and time per puzzle on standard error, and a summary");
  add_scalars(d, sc, {"holes"});
  d.add_options()("pattern", po::value<std::string>()->default_value("random"), texts[2].c_str())(
      "qcp",
      "with --holes: a quasigroup completion problem instead (N*N-H cells filled one by one with values "
      "that forward checking allows; may be unsatisfiable)")("encoding", po::value<std::string>()->default_value("3d"),
                                                             texts[3].c_str());
  add_scalars(d, sc, {"shuffles"});
  d.add_options()("help,h", "this help");
  return d;
}

void take_basic(const po::variables_map& vm, const Scalars& sc, GenSettings& g) {
  if (!vm.count("type")) throw UsageError("--type is required (" + generated_families(", ") + ")");
  g.type = vm["type"].as<std::string>();
  const Family* f = find_family(g.type);
  if (!f) throw UsageError("unknown puzzle type '" + g.type + "'");
  if (vm.count("box")) {
    g.opt.read.box = parse_box(vm["box"].as<std::string>());
    if (!takes_option(*f, "box"))
      throw UsageError("--box is for --type " + families_where([](const Family& h) { return takes_option(h, "box"); },
                                                               [](const Family&) { return ""; }));
  }
  for (const OptionSpec& spec : option_table()) {
    if (!spec.flag || !vm.count(std::string(spec.name))) continue;
    if (!takes_option(*f, spec.name))
      throw UsageError("--" + std::string(spec.name) + " is for --type " +
                       families_where([&](const Family& h) { return takes_option(h, spec.name); },
                                      [](const Family&) { return ""; }));
    PuzzleOptions po;
    po.read = g.opt.read;
    apply_option(spec, po, "on");
    g.opt.read = po.read;
    g.opt.read.given.emplace_back(spec.name);
  }
  int n = f->default_size;
  if (g.opt.read.box) n = g.opt.read.box->first * g.opt.read.box->second;
  if (take_scalar(vm, sc, "size", g)) {
    n = *g.size;
    if (g.opt.read.box && n != g.opt.read.box->first * g.opt.read.box->second)
      throw UsageError("--size " + std::to_string(n) + " does not match --box");
  }
  if (n < 1 || n > 64) throw UsageError("--size must be 1..64");
  g.opt.n = n;
  take_scalar(vm, sc, "count", g);
  take_scalar(vm, sc, "seed", g);
}

void take_generation(const po::variables_map& vm, const Scalars& sc, GenSettings& g) {
  if (vm.count("difficulty"))
    g.opt.level = parse_choice<int>("difficulty", gen::kLevelNames, vm["difficulty"].as<std::string>());
  g.opt.symmetry = parse_choice<gen::Symmetry>("symmetry", gen::kSymmetryNames, vm["symmetry"].as<std::string>());
  g.opt.minimal = vm.count("minimal") > 0;
  if (take_scalar(vm, sc, "givens", g) && g.opt.minimal)
    throw UsageError("--givens and --minimal cannot both hold: give one");
  take_scalar(vm, sc, "tries", g);
  if (vm.count("backend")) {  // auto: the generator's own choice by family and size
    const Backend b = parse_choice<Backend>("backend", kBackendNames, vm["backend"].as<std::string>());
    if (b != Backend::automatic) g.opt.backend = b;
  }
  g.format = parse_choice<GenFormat>("format", kGenFormats, vm["format"].as<std::string>());
  g.stats = vm.count("stats") > 0;
  take_scalar(vm, sc, "time-limit", g);
  if (vm.count("output")) g.output = vm["output"].as<std::string>();
  g.opt.grade = g.format == GenFormat::json;
  // One SVG document per puzzle: two in one stream are not valid XML.
  if (g.format == GenFormat::svg && g.count > 1 &&
      (g.output.empty() || (g.output.back() != '/' && g.output.find("{n}") == std::string::npos)))
    throw UsageError("--format svg with --count above 1 writes a file per puzzle: give -o DIR/ or -o NAME{n}.svg");
}

void take_qwh(const po::variables_map& vm, const Scalars& sc, GenSettings& g) {
  const bool qwh_only = vm.count("qcp") || !vm["pattern"].defaulted() || !vm["encoding"].defaulted();
  if (!vm.count("holes")) {
    if (qwh_only) throw UsageError("--pattern, --qcp and --encoding go with --holes (a QWH benchmark)");
    if (g.format == GenFormat::cnf) throw UsageError("--format cnf is for QWH benchmarks (--type latin --holes H)");
    return;
  }
  if (!find_family(g.type)->holes)
    throw UsageError("--holes makes quasigroup-with-holes benchmarks: --type " +
                     families_where([](const Family& f) { return f.holes; }, [](const Family&) { return ""; }));
  take_scalar(vm, sc, "holes", g);
  if (g.opt.level || g.opt.minimal || g.opt.givens >= 0 || g.opt.symmetry != gen::Symmetry::none)
    throw UsageError("--holes takes none of --difficulty, --minimal, --givens, --symmetry");
  g.pattern = parse_choice<gen::HolePattern>("pattern", gen::kHolePatternNames, vm["pattern"].as<std::string>());
  g.encoding = parse_choice<gen::LatinEncoding>("encoding", gen::kLatinEncodingNames, vm["encoding"].as<std::string>());
  g.qcp = vm.count("qcp") > 0;
  take_scalar(vm, sc, "shuffles", g);
  if (g.format == GenFormat::line) g.format = GenFormat::pls;
  if (g.format != GenFormat::pls && g.format != GenFormat::cnf && g.format != GenFormat::json)
    throw UsageError("a QWH benchmark is written as pls, cnf or json");
}

std::optional<GenSettings> parse(const std::vector<std::string>& args) {
  std::vector<std::string> texts;
  texts.reserve(8);
  const Scalars sc = scalar_options();
  const po::options_description d = options(sc, texts);
  const std::optional<po::variables_map> parsed = parse_command_line(args, d, d, nullptr, intro());
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  GenSettings g;
  take_basic(vm, sc, g);
  take_generation(vm, sc, g);
  take_qwh(vm, sc, g);
  const Family& f = *find_family(g.type);
  if (g.format == GenFormat::pls && !makes_form(f, "pls"))
    throw UsageError(
        "--format pls is for --type " +
        families_where([](const Family& h) { return makes_form(h, "pls"); }, [](const Family&) { return ""; }));
  if (g.format == GenFormat::sgt && !makes_form(f, "sgt"))
    throw UsageError("--format sgt is for " + form_families("sgt"));
  if (g.format == GenFormat::url && !f.url)
    throw UsageError("--format url is for --type " + families_where([](const Family& h) { return h.url != nullptr; },
                                                                    [](const Family&) { return ""; }));
  return g;
}

std::string pls_text(const Grid& g) {
  std::string s = "order " + std::to_string(g.rows) + "\n";
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) s += (c ? " " : "") + std::to_string(g.at(r, c) - 1);
    s += "\n";
  }
  return s;
}

// One generated puzzle in the form asked.
void print_puzzle(std::ostream& out, const GenSettings& g, const Family& f, const gen::Generated& p, int64_t index) {
  switch (g.format) {
    case GenFormat::line: out << p.puzzle->line(p.givens) << '\n'; return;
    case GenFormat::sgt: out << gen::in_form(f, p, g.opt.read, "sgt")->line(p.givens) << '\n'; return;
    case GenFormat::pls: out << pls_text(p.givens) << '\n'; return;
    case GenFormat::url: out << (f.url(*p.puzzle).empty() ? "-" : f.url(*p.puzzle)) << '\n'; return;
    case GenFormat::grid:
      if (index > 1) out << '\n';
      p.puzzle->print_grid(out, p.givens);
      return;
    case GenFormat::cnf: return;  // QWH only
    case GenFormat::svg: {
      picture::SvgOptions so;
      so.title = p.puzzle->describe();
      const std::string doc = picture::svg(*p.puzzle, p.givens, so);
      if (g.output.empty()) {
        out << doc;
        return;
      }
      OutputFile file(numbered(g.output, static_cast<size_t>(index), static_cast<size_t>(g.count), "svg"), "");
      file.stream() << doc;
      file.commit();
      return;
    }
    case GenFormat::json: break;
  }
  json j{{"index", index}, {"type", g.type}, {"size", g.opt.n}};
  if (const auto h = p.puzzle->human_form(); h && takes_option(f, "box")) {  // the shape made: --box's, or the default
    j["box"] = std::to_string(h->box_rows) + "x" + std::to_string(h->box_cols);
  }
  j["seed"] = p.seed;
  j["level"] = p.grade ? json(p.grade->level) : json(nullptr);
  j["rank"] = p.grade ? json(p.grade->rank) : json(nullptr);
  j["givens"] = p.clues;
  if (f.signs) j["signs"] = p.less.size();
  j["tries"] = p.tries;
  j["puzzle"] = p.puzzle->line(p.givens);
  if (makes_form(f, "sgt")) j["sgt"] = gen::in_form(f, p, g.opt.read, "sgt")->line(p.givens);
  j["grid"] = grid_json(p.givens);
  if (!p.less.empty()) {
    json less = json::array();
    for (auto [a, b] : p.less) less.push_back({{a / g.opt.n + 1, a % g.opt.n + 1}, {b / g.opt.n + 1, b % g.opt.n + 1}});
    j["less"] = less;
  }
  j["solution"] = grid_json(p.solution);
  out << j.dump() << '\n';
}

// Standard output is checked after each puzzle, so that `generate --count 1000000 | head -1`
// stops at the first failed write (141) instead of generating the rest.
void flush(std::ostream& out) {
  if (&out == &std::cout) flush_stdout();
  else out.flush();
}

int run_puzzles(std::ostream& out, const GenSettings& g, const Family& f) {
  const auto start = Clock::now();
  int status = ok;
  int64_t made = 0, tries = 0;
  for (int64_t k = 0; k < g.count; ++k) {
    const auto t0 = Clock::now();
    gen::Generated p = gen::generate(f, g.opt, g.seed + static_cast<uint64_t>(k));
    tries += p.tries;
    if (g.stats)
      std::cerr << "puzzle " << k + 1 << ": seed " << p.seed << ", " << p.tries << " tries, " << seconds_since(t0)
                << " s" << (p.ok ? "" : " (none)") << '\n';
    if (!p.ok) {
      std::cerr << "gridsat generate: seed " << p.seed << ": " << p.why << '\n';
      status = worse(status, no_solution);
      continue;
    }
    print_puzzle(out, g, f, p, k + 1);
    flush(out);
    ++made;
  }
  if (g.stats)
    std::cerr << "generated " << made << " of " << g.count << " puzzle(s), " << tries << " tries, "
              << seconds_since(start) << " s\n";
  return status;
}

int run_qwh(std::ostream& out, const GenSettings& g) {
  for (int64_t k = 0; k < g.count; ++k) {
    const uint64_t seed = g.seed + static_cast<uint64_t>(k);
    gen::Qwh q = gen::make_qwh(g.opt.n, g.holes, g.pattern, g.qcp, seed, g.shuffles);
    if (g.format == GenFormat::pls) {
      out << pls_text(q.puzzle);
    } else if (g.format == GenFormat::cnf) {
      gen::write_latin_cnf(out, q.puzzle, g.encoding);
    } else {
      json j{{"index", k + 1},
             {"type", "latin"},
             {"size", g.opt.n},
             {"seed", seed},
             {"holes", g.holes},
             {"pattern", std::string(name_of<gen::HolePattern>(gen::kHolePatternNames, g.pattern))},
             {"qcp", g.qcp},
             {"grid", grid_json(q.puzzle)},
             {"solution", q.qcp ? json(nullptr) : json(grid_json(q.square))}};
      out << j.dump() << '\n';
    }
    flush(out);
  }
  return ok;
}

int run_generate(const GenSettings& g) {
  install_stop_handlers();
  // Thousands of short searches allocate and free the same few hundred KB: without this,
  // glibc gives the heap top back to the kernel and faults it in again each time (measured:
  // a third of a 9x9 run in page faults and brk).
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
  GenSettings s = g;
  s.opt.deadline = deadline_after(g.time_limit);
  const Family& f = *find_family(g.type);
  std::optional<OutputFile> file;
  if (!g.output.empty() && g.format != GenFormat::svg) file.emplace(g.output, "");  // svg: a file per puzzle
  std::ostream& out = file ? file->stream() : std::cout;
  int status = ok;
  try {
    status = g.holes >= 0 ? run_qwh(out, s) : run_puzzles(out, s, f);
  } catch (const gen::Stopped&) {
    if (!gridsat::interrupted()) {
      std::cerr << "gridsat generate: stopped by --time-limit\n";
      status = time_limit;
    }
  }
  if (gridsat::interrupted()) {  // SIGINT, SIGTERM or SIGHUP: -o's unfinished file is removed
    std::cerr << "gridsat generate: interrupted" << (file ? " (" + file->target() + " not written)" : "") << "\n";
    return Exit::interrupted;
  }
  if (file) file->commit();
  return status;
}

}  // namespace

int generate_command(const std::vector<std::string>& args) {
  const std::optional<GenSettings> g = parse(args);
  return g ? run_generate(*g) : ok;
}

}  // namespace gridsat::cli
