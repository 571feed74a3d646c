// A command's settings from its arguments: the options that cli/describe.cpp declares, each
// taken into Settings and checked here (the solving options by the request's rules,
// solve/request.hpp), then the option table's ranges (check_ranges).
#include "cli/settings.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <climits>
#include <filesystem>
#include <iostream>
#include <regex>

#include "base/errors.hpp"
#include "base/memory_limit.hpp"
#include "base/numbers.hpp"
#include "cli/options.hpp"
#include "cli/stdout.hpp"
#include "registry/options.hpp"
#include "registry/registry.hpp"
#include "solve/parallel.hpp"
#include "solve/request.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;

namespace {

// --threads N: more solvers than cores only share them, and the memory: capped, with a note.
void take_threads(int n, Settings& s) {
  s.solve.threads = n;
  if (n > 4 && n > max_useful_threads()) {  // at least 4: the core count (a file read) only above
    s.solve.threads = max_useful_threads();
    err_stream() << "gridsat: --threads " << n << ": running " << s.solve.threads << " (one per core, at least 4; "
                 << "more would share the cores and divide the memory)\n";
  }
}

// The puzzle, encoding and native options: from the table, each one given explicitly
// recorded so that families that do not take it refuse their puzzles.
void take_puzzle_options(const po::variables_map& vm, Settings& s) {
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
  take_scalar(vm, Scope::command, "size", s.read.size);
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
void take_solving_options(const po::variables_map& vm, Settings& s) {
  if (vm.count("backend")) s.backend = parse_choice<Backend>("backend", kBackendNames, vm["backend"].as<std::string>());
  take_cadical(vm, s);
  // The table's library scalars go to the SolveOptions field of the same name; --threads
  // (capped at the cores, with a note) is taken below.
#define GRIDSAT_TAKE(id, name, type, fallback, lo, hi, help) \
  if (std::string_view(name) != "threads") take_scalar(vm, Scope::library, name, s.solve.id);
  GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_TAKE)
#undef GRIDSAT_TAKE
  take_scalar(vm, Scope::command, "limit", s.solve.limit);
  if (vm.count("proof")) s.proof = vm["proof"].as<std::string>();
  s.explain_count = vm.count("explain") > 0;
  s.redundant = vm.count("redundant") > 0;
  if (s.redundant && !s.explain_count) throw UsageError("--redundant goes with --explain");
  s.no_repair = vm.count("no-repair") > 0;
  if (s.no_repair && !s.explain_count) throw UsageError("--no-repair goes with --explain");
  if (s.explain_count && s.solve.limit == 1)
    throw UsageError("--explain needs --limit 0 or 2 and more (--limit 1 cannot tell unique from multiple)");
  if (s.explain_count && !s.proof.empty()) throw UsageError("--explain does not write a --proof");
  if (int n = 0; take_scalar(vm, Scope::library, "threads", n)) take_threads(n, s);
  if (vm.count("count-split"))
    s.solve.count_split =
        parse_choice<CountSplit>("count-split", kCountSplitNames, vm["count-split"].as<std::string>());
  if (uint64_t seed = 0; take_scalar(vm, Scope::command, "seed", seed)) s.solve.native.seed = s.solve.sls_seed = seed;
  if (s.command == Command::solve || s.command == Command::count) {  // the commands that list --max-memory
    int64_t mib = *option_default::command::max_memory;
    take_scalar(vm, Scope::command, "max-memory", mib);
    set_memory_limit(mib > (INT64_MAX >> 20) ? INT64_MAX : mib << 20);
  }
  SolveOptions asked = s.solve;
  asked.proof_path = s.proof;  // the spec stands for every puzzle's proof
  if (std::string why = validate(s.backend, asked, Spelling::cli); !why.empty()) throw UsageError(why);
}

void take_sheet_options(const po::variables_map& vm, Settings& s) {
  if (take_scalar(vm, Scope::command, "per-page", s.per_page) && s.per_page != 1 && s.per_page != 2 &&
      s.per_page != 4 && s.per_page != 6)
    throw UsageError("--per-page must be 1, 2, 4 or 6, not " + std::to_string(s.per_page));
  s.paper = vm["paper"].as<std::string>();
  if (s.paper != "a4" && s.paper != "letter") throw UsageError("--paper must be a4 or letter, not '" + s.paper + "'");
  s.with_solutions = vm.count("with-solutions") > 0;
  if (!vm.count("output")) throw UsageError("-o OUT.pdf is required");
}

void take_output_options(const po::variables_map& vm, Settings& s) {
  if (vm.count("format")) {
    s.format = parse_choice<Format>("format", kFormatNames, vm["format"].as<std::string>());
    const auto ok_formats = formats_of(s.command);
    if (std::none_of(ok_formats.begin(), ok_formats.end(),
                     [&](const auto& f) { return f.first == name_of<Format>(kFormatNames, s.format); }))  // an alias too
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
  if (s.command == Command::sheet) take_sheet_options(vm, s);
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
    const std::string with = vm["explain-with"].as<std::string>();
    if (with != "sat" && with != "ladder")
      throw UsageError("--explain-with takes sat or ladder, not '" + with + "'");
    s.explain_with_sat = with == "sat";
  }
  if (vm.count("model")) s.model = vm["model"].as<std::string>();
  if (vm.count("cnf")) s.cnf = vm["cnf"].as<std::string>();
  take_scalar(vm, Scope::command, "index", s.index);
  if (s.command == Command::decode && s.model.empty()) throw UsageError("--model MODEL is required");
  if (vm.count("file")) s.files = vm["file"].as<std::vector<std::string>>();
  if (s.read.size && !s.files.empty()) throw UsageError("give --size (a puzzle with no givens) or FILEs, not both");
  if (s.read.size && s.read.type == "auto") throw UsageError("--size needs --type");
  if (s.files.empty() && !s.read.size) s.files.push_back("-");
}

}  // namespace

std::optional<Settings> parse_settings(Command command, const std::vector<std::string>& args) {
  const Described& d = described(command);
  const std::optional<po::variables_map> vm = parse_command_line(args, *d.visible, d.all, &d.positional, d.intro);
  if (!vm) return std::nullopt;
  return settings_from(command, *vm);
}

Settings settings_from(Command command, const po::variables_map& vm) {
  Settings s;
  s.command = command;
  s.counting = command == Command::count;
  take_puzzle_options(vm, s);
  take_solving_options(vm, s);
  take_output_options(vm, s);
  check_ranges(vm, {Scope::library, Scope::command});
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

}  // namespace gridsat::cli
