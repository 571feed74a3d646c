// The library facade: gridsat.hpp's calls over the layers (registry, solve, dimacs, human).
// Internal errors become api::Error here, and nothing internal shows in the header.
#include <algorithm>
#include <charconv>
#include <sstream>

#include "api/bridge.hpp"
#include "api/gridsat.hpp"
#include "base/errors.hpp"
#include "base/names.hpp"
#include "base/stop.hpp"
#include "dimacs/dimacs.hpp"
#include "generate/generate.hpp"
#include "deduce/deduce.hpp"
#include "human/human.hpp"
#include "model/options.hpp"
#include "registry/options.hpp"
#include "registry/registry.hpp"
#include "solve/request.hpp"
#include "solve/solve.hpp"
#include "solve/verdict.hpp"
#include "uniqueness/uniqueness.hpp"

namespace gridsat::api {

namespace {

// The option table's settings, the read options and the solve options of `o`.
struct Resolved {
  PuzzleOptions puzzle;
  SolveOptions solve;
  Backend backend = Backend::automatic;
};

// The scalar options (model/option_table.hpp), the proof, CaDiCaL's settings; then the
// request's rules (solve/request.hpp), the same as the command line's.
void resolve_solving(const Options& o, Resolved& r) {
  // Every scalar of the table goes to the SolveOptions field of the same name.
#define GRIDSAT_COPY(id, name, type, fallback, lo, hi, help) r.solve.id = o.id;
  GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_COPY)
#undef GRIDSAT_COPY
  r.solve.proof_path = o.proof;
  r.solve.cadical.config = o.cadical_config;
  const auto split = parse_name<CountSplit>(kCountSplitNames, o.count_split);
  if (!split) throw Error("", 0, "unknown count_split '" + o.count_split + "' (auto, race, partition, split, share)");
  r.solve.count_split = *split;
  for (const auto& kv : o.cadical) r.solve.cadical.options.push_back(kv);
  if (std::string why = validate(r.backend, r.solve, Spelling::api); !why.empty()) throw Error("", 0, why);
    // The option table's ranges, past what the request's rules say in their own words.
#define GRIDSAT_RANGE(id, name, type, fallback, lo, hi, help) \
  if (!in_option_range(o.id, lo, hi)) throw Error("", 0, #id " must be " + option_range_text(lo, hi));
  GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_RANGE)
#undef GRIDSAT_RANGE
}

// `limit`: the count's (1 for every call that does not count).
Resolved resolve(const Options& o, int64_t limit = 1) {
  Resolved r;
  r.solve.limit = limit;
  r.puzzle.read.type = o.type;
  bool drop_groups = false;
  try {
    for (const auto& [name, value] : o.settings) {
      if (name == "box") r.puzzle.read.box = parse_box(value);
      else if (name == kDropGroups) drop_groups = true;
      else if (!find_option(name)) throw Error("", 0, "unknown setting '" + name + "'");
      else set_option(r.puzzle, name, value);
      r.puzzle.read.given.push_back(name);
    }
    const auto backend = parse_name<Backend>(kBackendNames, o.backend);
    if (!backend)
      throw Error("", 0, "unknown backend '" + o.backend + "' (" + names_list<Backend>(kBackendNames) + ")");
    r.backend = *backend;
  } catch (const InputError& e) {
    throw Error("", 0, e.what());
  }
  r.solve.encode = r.puzzle.encode;
  r.solve.encode.drop_groups = drop_groups;
  r.solve.native = r.puzzle.native;
  for (const auto& name : r.puzzle.read.given)  // as the CLI: the classic menu runs the generic engine
    if (name == "inference" || name == "order") r.solve.native.generic = true;
  resolve_solving(o, r);
  return r;
}

// "source:line: message" -> Error(source, line, message), the line being the one the error
// names (a puzzle's problem may be lines past its first).
Error record_error(const Record& rec) {
  return Error(rec.source, rec.error_line > 0 ? rec.error_line : rec.line, rec.error);
}

Result result_of(const Answer& a, int64_t limit, const Puzzle& puzzle) {
  if (!a.internal_error.empty())
    throw Error(puzzle.source, puzzle.line, "internal: " + a.internal_error, Error::Kind::internal);
  Result r = gridsat::api::result_of(a, limit);  // the public one (bridge.hpp)
  // The record's view (cli/reporter.cpp's grid and extra fields): the puzzle's own symbols.
  for (const auto& g : r.solutions) r.shown.push_back(shown(puzzle, g));
  if (!a.solutions.empty()) r.fields = model_of(puzzle).extra_fields(a.solutions.front());
  return r;
}

// The CNF as `gridsat encode` makes it, within the clause budget.
Encoding encoding_of(const Internal& p, const Resolved& r) {
  ScopedCnfLimits limits({r.solve.max_clauses, kNoDeadline});
  check_estimate(p, r.solve.encode, r.solve.max_clauses);
  return p.encode(r.solve.encode);
}

}  // namespace

std::vector<Puzzle> read_each(const std::string& text, std::vector<Error>& errors, const Options& options,
                              const std::string& source) {
  const Resolved r = resolve(options);
  std::vector<Record> records;
  try {
    records = read_puzzles(text, source, r.puzzle.read);
  } catch (const InputError& e) {
    throw Error(source, 0, e.what());
  }
  std::vector<Puzzle> out;
  for (auto& rec : records) {
    if (rec.puzzle) out.push_back(puzzle_of(std::move(rec)));
    else errors.push_back(record_error(rec));
  }
  return out;
}

std::vector<Puzzle> read(const std::string& text, const Options& options, const std::string& source) {
  std::vector<Error> errors;
  auto out = read_each(text, errors, options, source);
  if (!errors.empty()) throw errors.front();
  return out;
}

Puzzle read_one(const std::string& text, const Options& options, const std::string& source) {
  auto all = read(text, options, source);
  if (all.size() != 1) throw Error(source, 0, "expected one puzzle, found " + std::to_string(all.size()));
  return std::move(all.front());
}

// A family whose clues are its givens alone: its make gives the puzzle of a grid of givens. A
// family with dress (killer's cages) has a make too, but only for generate's blank: a grid of
// givens is not one of its puzzles.
namespace {
bool makes_from_grid(const Family& f) { return f.generate.make && !f.generate.dress; }
}  // namespace

std::vector<std::string> types(bool from_grid_only) {
  std::vector<std::string> out;
  for (const auto& name : family_names())
    if (!from_grid_only || makes_from_grid(*find_family(name))) out.push_back(name);
  return out;
}

// A family's puzzle is made from a grid of givens by its record's make (the one generate
// uses), which refuses what its reader would; the family's options apply as when reading.
Puzzle from_grid(const std::string& type, const Grid& givens, const Options& options) {
  const Family* f = find_family(type);
  if (!f || !makes_from_grid(*f))
    throw Error("", 0, "from_grid makes " + family_list(makes_from_grid, " and ") + " puzzles, not '" + type + "'");
  Options o = options;
  o.type = type;
  const Resolved r = resolve(o);  // the options' errors first, named as options rather than as the grid's
  const gridsat::Grid g = grid_of(givens);
  if (g.rows != g.cols || g.rows == 0) throw Error(kGridSource, 0, "the givens are not a square grid");
  check_cells(g, g.rows, g.rows, max_value(*f, g.rows), type);
  std::vector<Record> one(1);
  one[0].source = kGridSource;
  one[0].line = 1;
  try {
    one[0].puzzle = f->generate.make(g, {}, r.puzzle.read, "");
  } catch (const InputError& e) {
    throw Error(kGridSource, 0, e.what());
  }
  refuse_foreign_options(*f, r.puzzle.read, one);
  if (!one[0].puzzle) throw Error(kGridSource, 0, record_error(one[0]).message());
  return puzzle_of(std::move(one[0]));
}

Puzzle blank(const std::string& type, int size, const Options& options) {
  Options o = options;
  o.type = type;
  Resolved r = resolve(o);
  r.puzzle.read.size = size;
  try {
    Record rec = blank_puzzle(r.puzzle.read);
    if (!rec.puzzle) throw record_error(rec);
    return puzzle_of(std::move(rec));
  } catch (const InputError& e) {
    throw Error("", 0, e.what());
  }
}

Result count(const Puzzle& puzzle, int64_t limit, const Options& options) {
  const Resolved r = resolve(options, limit);
  try {
    return result_of(gridsat::solve(model_of(puzzle), r.backend, r.solve), limit, puzzle);
  } catch (const InputError& e) {  // over the budget, an unwritable proof file
    throw Error(puzzle.source, puzzle.line, e.what());
  } catch (const std::bad_alloc&) {
    throw Error(puzzle.source, puzzle.line, "out of memory (lower max_clauses to refuse such puzzles before encoding)");
  }
}

Result solve(const Puzzle& puzzle, const Options& options) { return count(puzzle, 1, options); }

namespace {

CellValue cell_value(int cols, int cell, int value) { return {cell / cols + 1, cell % cols + 1, value}; }

std::vector<CellValue> cell_values(int cols, const std::vector<gridsat::CellValue>& in) {
  std::vector<CellValue> out;
  for (const auto& cv : in) out.push_back(cell_value(cols, cv.cell, cv.value));
  return out;
}

}  // namespace

Explanation explain_count(const Puzzle& puzzle, int64_t limit, bool redundant, const Options& options) {
  if (limit == 1) throw Error("", 0, "explain_count needs limit 0 or 2 and more (1 cannot tell unique from multiple)");
  const Resolved r = resolve(options, limit);
  const Internal& p = model_of(puzzle);
  gridsat::ExplainOptions eo;
  eo.redundant = redundant;
  gridsat::Explanation ex;
  try {
    ex = gridsat::explain_count(p, r.backend, r.solve, eo);
  } catch (const InputError& e) {
    throw Error(puzzle.source, puzzle.line, e.what());
  }
  Explanation out;
  out.result = result_of(ex.answer, limit, puzzle);
  const int cols = p.givens().cols;
  out.backbone = ex.backbone;
  out.fixed = cell_values(cols, ex.fixed);
  for (const auto& o : ex.open) out.open.push_back({o.cell / cols + 1, o.cell % cols + 1, o.values});
  out.repaired = ex.repaired;
  out.repair = cell_values(cols, ex.repair);
  out.repair_proved_smallest = ex.repair_proved_smallest;
  out.change_done = ex.change_done;
  for (const auto& g : ex.change)
    out.repair_change.push_back({g.cell / cols + 1, g.cell % cols + 1, g.old_value, g.new_value});
  out.redundant_done = ex.redundant_done;
  for (const auto& g : ex.redundant) {
    out.redundant.push_back(cell_value(cols, g.cell, g.value));
    out.redundant_conflicts.push_back(g.conflicts);
    out.redundant_seconds.push_back(g.seconds);
  }
  out.removable_together = cell_values(cols, ex.removable_together);
  out.clash_done = ex.clash_done;
  out.clash = cell_values(cols, ex.clash);
  out.scope = ex.scope;
  out.stopped = ex.stopped;
  out.sat_calls = ex.sat_calls;
  out.seconds = ex.seconds;
  return out;
}

std::string encode(const Puzzle& puzzle, const Options& options) {
  const Resolved r = resolve(options);
  const Internal& p = model_of(puzzle);
  try {
    const Encoding enc = encoding_of(p, r);
    std::ostringstream out;
    write_dimacs(out, p, enc, {"source " + puzzle.source + ":" + std::to_string(puzzle.line)});
    return out.str();
  } catch (const InputError& e) {
    throw Error(puzzle.source, puzzle.line, e.what());
  }
}

Grid decode(const Puzzle& puzzle, const std::string& solver_output, const Options& options) {
  const Resolved r = resolve(options);
  const Internal& p = model_of(puzzle);
  try {
    const Encoding enc = encoding_of(p, r);
    const Model m = read_model(solver_output, "<model>", enc.cnf.num_vars());
    if (m.status != Model::Status::sat)
      throw Error("<model>", 0, "the solver gave no model (" + (m.status_line.empty() ? "unsat" : m.status_line) + ")");
    Decoded d = decode(enc, [&](int var) { return m.is_true(var); });
    if (!d.grid) throw Error("<model>", 0, "the model does not decode: " + d.error);
    if (auto why = p.check(*d.grid)) throw Error("<model>", 0, "the model breaks the puzzle: " + *why);
    if (int64_t k = first_falsified(enc.cnf, m))
      throw Error("<model>", 0, "the model falsifies clause " + std::to_string(k) + " of the CNF");
    return rows_of(*d.grid);
  } catch (const InputError& e) {
    throw Error("<model>", 0, e.what());
  }
}

Grid shown(const Puzzle& puzzle, const Grid& grid) {
  const Internal& p = model_of(puzzle);
  Grid rows = grid;
  for (auto& row : rows)
    for (int& v : row) v = p.symbol(v);
  return rows;
}

std::string to_text(const Puzzle& puzzle, const Grid& grid) {
  const Internal& p = model_of(puzzle);
  const gridsat::Grid g = grid_of(grid);
  const int rows = p.givens().rows, cols = p.givens().cols;
  const std::string family(p.family());
  check_cells(g, rows, cols, max_value(*find_family(family), std::max(rows, cols)), family);
  std::ostringstream out;
  p.print_grid(out, g);
  std::string s = out.str();
  if (s.empty() || s.back() != '\n') s += '\n';
  return s;
}

namespace {

human::Path human_path(const Puzzle& puzzle, const Options& options) {
  resolve(options);  // refuses what every call refuses: a bad setting or limit
  const std::optional<HumanForm> form = model_of(puzzle).human_form();  // callers ask has_ladder first
  human::Options ho;
  ho.assume_unique = options.assume_unique;
  ho.deadline = deadline_after(options.time_limit, Clock::now());
  try {
    return human::solve(*form, ho);
  } catch (const InputError& e) {
    throw Error(puzzle.source, puzzle.line, e.what());
  }
}

}  // namespace

// The genres with no pencil-mark ladder: src/deduce's steps.
deduce::Path deduce_path(const Puzzle& puzzle, const Options& options) {
  resolve(options);
  deduce::Options o;
  o.deadline = deadline_after(options.time_limit, Clock::now());
  try {
    return deduce::Deducer(model_of(puzzle), o).run();
  } catch (const InputError& e) {
    throw Error(puzzle.source, puzzle.line, e.what());
  }
}

bool has_ladder(const Puzzle& puzzle) { return model_of(puzzle).human_form().has_value(); }

Grade grade_steps(const Puzzle& puzzle, const Options& options) {
  if (!has_ladder(puzzle)) {
    const deduce::Path path = deduce_path(puzzle, options);
    deduce::Options o;
    o.deadline = deadline_after(options.time_limit, Clock::now());
    const deduce::Grade g = deduce::grade(*find_family(model_of(puzzle).family()), model_of(puzzle), path, o);
    return {g.level,
            g.rank,
            g.score,
            static_cast<double>(g.hardest),
            g.hardest_rule,
            g.steps,
            std::string(deduce::end_name(path.end)),
            path.end == deduce::End::solved    ? "unique"
            : path.end == deduce::End::stopped ? "unknown"
                                               : ""};
  }
  const human::Path path = human_path(puzzle, options);
  const human::Grade g = human::grade(path);
  return {g.level,
          g.rank,
          g.score,
          g.rating,
          g.hardest,
          g.steps,
          std::string(human::end_name(path.end)),
          proves_unique(path)                     ? "unique"
          : path.end == human::Path::End::stopped ? "unknown"
                                                  : ""};
}

Grade grade(const Puzzle& puzzle, const Options& options) {
  Grade g = grade_steps(puzzle, options);
  if (g.verdict.empty()) g.verdict = count(puzzle, 2, options).verdict;
  return g;
}

std::vector<std::string> explain(const Puzzle& puzzle, const Options& options) {
  std::vector<std::string> out;
  if (!has_ladder(puzzle)) {
    for (const auto& step : deduce_path(puzzle, options).steps) out.push_back(step.text);
    return out;
  }
  for (const auto& step : human_path(puzzle, options).steps) out.push_back(step.text);
  return out;
}

Generated generate(const std::string& type, uint64_t seed, const GenerateOptions& g, const Options& options) {
  const Family* f = find_family(type);
  if (!f) throw Error("", 0, "unknown puzzle type '" + type + "'");
  if (!f->generate.make && !gen::by_clues(*f))
    throw Error("", 0, type + " puzzles cannot be generated (no generator for this family)");
  Options o = options;
  o.type = type;
  const Resolved r = resolve(o);
  if (g.givens < -1 || g.givens > int64_t{g.size} * g.size)
    throw Error("", 0, "givens must be -1 (as few as it gets) or 0..size*size, not " + std::to_string(g.givens));
  if (g.max_tries < 0)
    throw Error("", 0, "max_tries (Python: tries) must be >= 0 (0: the default), not " + std::to_string(g.max_tries));
  gen::Options opt;
  opt.n = g.size;
  opt.read = r.puzzle.read;
  opt.minimal = g.minimal;
  opt.givens = g.givens;
  opt.max_tries = g.max_tries;
  opt.deadline = deadline_after(options.time_limit, Clock::now());
  const auto symmetry = parse_name<gen::Symmetry>(gen::kSymmetryNames, g.symmetry);
  if (!symmetry)
    throw Error("", 0,
                "unknown symmetry '" + g.symmetry + "' (" + names_list<gen::Symmetry>(gen::kSymmetryNames) + ")");
  opt.symmetry = *symmetry;
  if (!g.level.empty()) {
    const auto level = gen::level_rank(*f, g.level);
    if (!level) {
      std::string names;
      for (const auto& n : gen::level_names(*f)) names += (names.empty() ? "" : ", ") + n;
      throw Error("", 0, "unknown level '" + g.level + "' (" + names + ")");
    }
    opt.level = *level;
  }
  if (r.backend != Backend::automatic) opt.backend = r.backend;  // auto: the generator's own choice
  try {
    gen::Generated made = gen::generate(*f, opt, seed);
    if (!made.ok) throw Error("", 0, made.why);
    Generated out;
    out.text = made.puzzle->line(made.givens);
    out.solution = rows_of(made.solution);
    out.tries = made.tries;
    out.clues = made.clues;
    out.puzzle = puzzle_of(std::shared_ptr<const Internal>(std::move(made.puzzle)), "<generated>", 1);
    return out;
  } catch (const gen::Stopped& e) {
    throw Error("", 0, std::string("stopped: ") + e.what());
  } catch (const InputError& e) {
    throw Error("", 0, e.what());
  }
}

void request_stop() { gridsat::request_stop(); }
void clear_stop() { gridsat::clear_stop(); }

}  // namespace gridsat::api
