// gridsat generate: new puzzles with exactly one solution (src/generate/), and quasigroup-
// with-holes benchmarks (src/generate/qwh.hpp). Its options are its own, declared in
// cli/describe.cpp and read with the machinery of the other commands (cli/options.hpp:
// parse_command_line, take_scalar, parse_choice; model's parse_box); --symmetry here is the clue pattern's, named in
// the words of solve's --symmetry (the solution's).
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

struct GenSettings {
  std::string type;
  std::optional<int> size;  // --size (the side then comes from it, --box or the family)
  gen::Options opt;
  int64_t count = 0;  // --count, --seed, --time-limit, --shuffles: their defaults are the
  uint64_t seed = 0;  // option table's (model/option_table.hpp), always taken
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

// "--format F is for ...": the families whose make has form F, with what the form is.
std::string form_families(std::string_view form) {
  return families_where([&](const Family& f) { return makes_form(f, form); },
                        [&](const Family& f) {
                          for (const auto& [name, what] : f.generate.forms)
                            if (name == form) return what;
                          return std::string_view();
                        },
                        ", ", " and ");
}

void take_basic(const po::variables_map& vm, GenSettings& g) {
  if (!vm.count("type"))
    throw UsageError("--type is required (" + families_where([](const Family& f) { return f.generate.make || f.generate.layout; }) + ")");
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
  int n = f->generate.default_size;
  if (g.opt.read.box) n = g.opt.read.box->first * g.opt.read.box->second;
  if (take_scalar(vm, Scope::generate, "size", g.size)) {
    n = *g.size;
    if (g.opt.read.box && n != g.opt.read.box->first * g.opt.read.box->second)
      throw UsageError("--size " + std::to_string(n) + " does not match --box");
  }
  if (n < 1 || n > 64) throw UsageError("--size must be 1..64");
  g.opt.n = n;
  if (take_scalar(vm, Scope::generate, "count", g.count) && g.count < 1) throw UsageError("--count must be >= 1");
  take_scalar(vm, Scope::generate, "seed", g.seed);
}

void take_generation(const po::variables_map& vm, GenSettings& g) {
  if (vm.count("difficulty"))
    g.opt.level = parse_choice<int>("difficulty", gen::kLevelNames, vm["difficulty"].as<std::string>());
  g.opt.symmetry = parse_choice<gen::Symmetry>("symmetry", gen::kSymmetryNames, vm["symmetry"].as<std::string>());
  g.opt.minimal = vm.count("minimal") > 0;
  if (int n = 0; take_scalar(vm, Scope::generate, "givens", n)) {
    if (n < 0 || n > g.opt.n * g.opt.n) throw UsageError("--givens must be 0..N*N");
    g.opt.givens = n;
  }
  if (g.opt.givens >= 0 && g.opt.minimal) throw UsageError("--givens and --minimal cannot both hold: give one");
  if (take_scalar(vm, Scope::generate, "tries", g.opt.max_tries) && g.opt.max_tries < 1)
    throw UsageError("--tries must be >= 1");
  if (vm.count("backend")) {  // auto: the generator's own choice by family and size
    const Backend b = parse_choice<Backend>("backend", kBackendNames, vm["backend"].as<std::string>());
    if (b != Backend::automatic) g.opt.backend = b;
  }
  g.format = parse_choice<GenFormat>("format", kGenFormats, vm["format"].as<std::string>());
  g.stats = vm.count("stats") > 0;
  if (take_scalar(vm, Scope::generate, "time-limit", g.time_limit))
    if (std::string why = validate_time_limit(g.time_limit, Spelling::cli); !why.empty()) throw UsageError(why);
  if (vm.count("output")) g.output = vm["output"].as<std::string>();
  g.opt.grade = g.format == GenFormat::json;
  // One SVG document per puzzle: two in one stream are not valid XML.
  if (g.format == GenFormat::svg && g.count > 1 &&
      (g.output.empty() || (g.output.back() != '/' && g.output.find("{n}") == std::string::npos)))
    throw UsageError("--format svg with --count above 1 writes a file per puzzle: give -o DIR/ or -o NAME{n}.svg");
}

void take_qwh(const po::variables_map& vm, GenSettings& g) {
  const bool qwh_only = vm.count("qcp") || !vm["pattern"].defaulted() || !vm["encoding"].defaulted();
  if (!vm.count("holes")) {
    if (qwh_only) throw UsageError("--pattern, --qcp and --encoding go with --holes (a QWH benchmark)");
    if (g.format == GenFormat::cnf) throw UsageError("--format cnf is for QWH benchmarks (--type latin --holes H)");
    return;
  }
  if (!find_family(g.type)->generate.holes)
    throw UsageError("--holes makes quasigroup-with-holes benchmarks: --type " +
                     families_where([](const Family& f) { return f.generate.holes; }, [](const Family&) { return ""; }));
  take_scalar(vm, Scope::generate, "holes", g.holes);
  if (g.holes < 0 || g.holes > g.opt.n * g.opt.n) throw UsageError("--holes must be 0..N*N");
  if (g.opt.level || g.opt.minimal || g.opt.givens >= 0 || g.opt.symmetry != gen::Symmetry::none)
    throw UsageError("--holes takes none of --difficulty, --minimal, --givens, --symmetry");
  g.pattern = parse_choice<gen::HolePattern>("pattern", gen::kHolePatternNames, vm["pattern"].as<std::string>());
  g.encoding = parse_choice<gen::LatinEncoding>("encoding", gen::kLatinEncodingNames, vm["encoding"].as<std::string>());
  g.qcp = vm.count("qcp") > 0;
  if (take_scalar(vm, Scope::generate, "shuffles", g.shuffles) && g.shuffles < 0)
    throw UsageError("--shuffles must be >= 0");
  if (g.format == GenFormat::line) g.format = GenFormat::pls;
  if (g.format != GenFormat::pls && g.format != GenFormat::cnf && g.format != GenFormat::json)
    throw UsageError("a QWH benchmark is written as pls, cnf or json");
}

GenSettings settings_of(const po::variables_map& vm) {
  GenSettings g;
  take_basic(vm, g);
  take_generation(vm, g);
  take_qwh(vm, g);
  const Family& f = *find_family(g.type);
  if (g.format == GenFormat::pls && !makes_form(f, "pls"))
    throw UsageError(
        "--format pls is for --type " +
        families_where([](const Family& h) { return makes_form(h, "pls"); }, [](const Family&) { return ""; }));
  if (g.format == GenFormat::sgt && !makes_form(f, "sgt"))
    throw UsageError("--format sgt is for " + form_families("sgt"));
  if (g.format == GenFormat::url && !f.reader.url)
    throw UsageError("--format url is for --type " + families_where([](const Family& h) { return h.reader.url != nullptr; },
                                                                    [](const Family&) { return ""; }));
  check_ranges(vm, {Scope::generate});
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
    case GenFormat::url: out << (f.reader.url(*p.puzzle).empty() ? "-" : f.reader.url(*p.puzzle)) << '\n'; return;
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
  if (f.generate.signs) j["signs"] = p.less.size();
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
  if (&out == &out_stream()) flush_stdout();
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
      err_stream() << "puzzle " << k + 1 << ": seed " << p.seed << ", " << p.tries << " tries, " << seconds_since(t0)
                   << " s" << (p.ok ? "" : " (none)") << '\n';
    if (!p.ok) {
      err_stream() << "gridsat generate: seed " << p.seed << ": " << p.why << '\n';
      status = worse(status, no_solution);
      continue;
    }
    print_puzzle(out, g, f, p, k + 1);
    flush(out);
    ++made;
  }
  if (g.stats)
    err_stream() << "generated " << made << " of " << g.count << " puzzle(s), " << tries << " tries, "
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
  std::ostream& out = file ? file->stream() : out_stream();
  int status = ok;
  try {
    status = g.holes >= 0 ? run_qwh(out, s) : run_puzzles(out, s, f);
  } catch (const gen::Stopped&) {
    if (!gridsat::interrupted()) {
      err_stream() << "gridsat generate: stopped by --time-limit\n";
      status = time_limit;
    }
  }
  if (gridsat::interrupted()) {  // SIGINT, SIGTERM or SIGHUP: -o's unfinished file is removed
    err_stream() << "gridsat generate: interrupted" << (file ? " (" + file->target() + " not written)" : "") << "\n";
    return Exit::interrupted;
  }
  if (file) file->commit();
  return status;
}

}  // namespace

int generate_command(const std::vector<std::string>& args) {
  const Described& d = described(Command::generate);
  const std::optional<po::variables_map> vm = parse_command_line(args, *d.visible, d.all, nullptr, d.intro);
  return vm ? run_generate(settings_of(*vm)) : ok;
}

int generate_command(const po::variables_map& vm) { return run_generate(settings_of(vm)); }

}  // namespace gridsat::cli
