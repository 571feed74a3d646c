// `import gridsat`: the library facade (api/gridsat.hpp) for Python, returning plain Python
// objects. A puzzle is given as text (any form gridsat reads), as a list of lists of ints
// (0 = empty; needs type=), or as a Puzzle from gridsat.read(). Solving releases the GIL and
// runs in a worker thread; the calling thread polls Python's signals, so Ctrl-C stops the
// search and raises KeyboardInterrupt.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <future>

#include "api/gridsat.hpp"

namespace py = pybind11;
namespace gs = gridsat::api;

namespace {

// Keyword arguments shared by every call: type, backend, time_limit, max_clauses; threads
// (int), proof (a path), assume_unique (bool); any other keyword as a setting of the command
// line (amo="commander", box="2x3").
gs::Options options_of(const std::string& type, const std::string& backend, double time_limit,
                       int64_t max_clauses, const py::kwargs& settings) {
  gs::Options o;
  o.type = type;
  o.backend = backend;
  o.time_limit = time_limit;
  o.max_clauses = max_clauses;
  for (const auto& [key, value] : settings) {
    std::string name = py::str(key);
    if (name == "threads") {
      o.threads = value.cast<int>();
      continue;
    }
    if (name == "proof") {
      o.proof = value.cast<std::string>();
      continue;
    }
    if (name == "assume_unique") {
      o.assume_unique = value.cast<bool>();
      continue;
    }
    for (char& c : name)
      if (c == '_') c = '-';
    o.settings[name] = py::str(value);
  }
  return o;
}

gs::Puzzle puzzle_of(const py::object& what, const gs::Options& o) {
  if (py::isinstance<gs::Puzzle>(what)) return what.cast<gs::Puzzle>();
  if (py::isinstance<py::str>(what)) return gs::read_one(what.cast<std::string>(), o, "<text>");
  if (o.type == "auto") throw gs::Error("", 0, "a grid needs type= (sudoku, latin, futoshiki or magic)");
  return gs::from_grid(o.type, what.cast<gs::Grid>(), o);
}

// Runs `work` without the GIL in a worker thread; Ctrl-C stops it and raises KeyboardInterrupt.
template <class F>
auto interruptible(F work) -> decltype(work()) {
  std::future<decltype(work())> done;
  {
    py::gil_scoped_release release;
    done = std::async(std::launch::async, work);
    while (done.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
      py::gil_scoped_acquire acquire;
      if (PyErr_CheckSignals() != 0) {
        gs::request_stop();
        {
          py::gil_scoped_release again;
          done.wait();
        }
        gs::clear_stop();
        throw py::error_already_set();
      }
    }
  }
  return done.get();
}

py::dict result_dict(const gs::Result& r) {
  py::dict d;
  d["status"] = r.status;
  d["verdict"] = r.verdict;
  d["count"] = r.count;
  d["complete"] = r.complete;
  d["solutions"] = r.solutions;
  d["grid"] = r.solutions.empty() ? py::object(py::none()) : py::cast(r.solutions.front());
  d["variables"] = r.variables;
  d["clauses"] = r.clauses;
  d["conflicts"] = r.conflicts;
  d["seconds"] = r.seconds;
  if (!r.proof.empty()) d["proof"] = r.proof;
  d["backend"] = r.backend;
  d["construction"] = r.construction;
  if (r.parallel.threads > 1) {
    py::dict p;
    p["threads"] = r.parallel.threads;
    p["mode"] = r.parallel.mode;
    if (r.parallel.mode == "portfolio") p["winner"] = r.parallel.winner;
    else p["cubes"] = r.parallel.cubes;
    d["parallel"] = p;
  }
  return d;
}

#define GRIDSAT_COMMON_ARGS                                                                        \
  py::kw_only(), py::arg("type") = "auto", py::arg("backend") = "auto", py::arg("time_limit") = 0.0, \
      py::arg("max_clauses") = int64_t{50'000'000}

}  // namespace

// Long: the module's whole table of functions, one entry each with its docstring.
PYBIND11_MODULE(gridsat, m) {
  m.doc() = "gridsat: grid logic puzzles (sudoku, latin, futoshiki, magic, pieces) solved by SAT, every answer checked";
  static py::exception<gs::Error> error(m, "Error");
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const gs::Error& e) {
      py::object err = py::handle(error.ptr())(e.what());  // an instance, with the fields below
      err.attr("source") = e.source();
      err.attr("line") = e.line();
      err.attr("message") = e.message();
      PyErr_SetObject(error.ptr(), err.ptr());
    }
  });
  py::class_<gs::Puzzle>(m, "Puzzle", "a puzzle read or built by gridsat")
      .def_readonly("type", &gs::Puzzle::type)
      .def_readonly("description", &gs::Puzzle::description)
      .def_readonly("givens", &gs::Puzzle::givens)
      .def_readonly("source", &gs::Puzzle::source)
      .def_readonly("line", &gs::Puzzle::line)
      .def("__repr__", [](const gs::Puzzle& p) { return "<gridsat.Puzzle " + p.description + ">"; });
  m.def(
      "read",
      [](const std::string& text, const std::string& type, const std::string& backend, double t, int64_t mc,
         const py::kwargs& kw) { return gs::read(text, options_of(type, backend, t, mc, kw), "<text>"); },
      py::arg("text"), GRIDSAT_COMMON_ARGS, "every puzzle of a text; gridsat.Error names the line of a bad one");
  m.def(
      "solve",
      [](const py::object& p, const std::string& type, const std::string& backend, double t, int64_t mc,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, t, mc, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return result_dict(interruptible([&] { return gs::solve(puzzle, o); }));
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS,
      "the first solution: a dict with status ('solved', 'unsat', 'unknown'), grid, count, ...");
  m.def(
      "count",
      [](const py::object& p, int64_t limit, const std::string& type, const std::string& backend, double t, int64_t mc,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, t, mc, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return result_dict(interruptible([&] { return gs::count(puzzle, limit, o); }));
      },
      py::arg("puzzle"), py::arg("limit") = 2, GRIDSAT_COMMON_ARGS,
      "solutions up to limit (0 = all): verdict 'unique', 'multiple', 'none' or 'unknown'");
  m.def(
      "encode",
      [](const py::object& p, const std::string& type, const std::string& backend, double t, int64_t mc,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, t, mc, kw);
        return gs::encode(puzzle_of(p, o), o);
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS, "the DIMACS CNF with gridsat's variable map in comments");
  m.def(
      "grade",
      [](const py::object& p, const std::string& type, const std::string& backend, double t, int64_t mc,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, t, mc, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        const gs::Grade g = interruptible([&] { return gs::grade(puzzle, o); });
        py::dict d;
        d["level"] = g.level;
        d["rank"] = g.rank;
        d["score"] = g.score;
        d["rating"] = g.rating;
        d["hardest"] = g.hardest;
        d["steps"] = g.steps;
        d["end"] = g.end;
        return d;
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS, "how hard for a person: level, rank 1-6, score, hardest technique");
  m.def(
      "explain",
      [](const py::object& p, const std::string& type, const std::string& backend, double t, int64_t mc,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, t, mc, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return interruptible([&] { return gs::explain(puzzle, o); });
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS, "the steps a person would take, one sentence each");
  m.def(
      "generate",
      [](const std::string& type, uint64_t seed, int size, const std::string& symmetry, const std::string& level,
         bool minimal, int givens, int tries, double t, const py::kwargs& kw) {
        const gs::Options o = options_of(type, "sat", t, 50'000'000, kw);
        gs::GenerateOptions g;
        g.size = size;
        g.symmetry = symmetry;
        g.level = level;
        g.minimal = minimal;
        g.givens = givens;
        g.max_tries = tries;
        const gs::Generated made = interruptible([&] { return gs::generate(type, seed, g, o); });
        py::dict d;
        d["puzzle"] = made.puzzle;
        d["text"] = made.text;
        d["givens"] = made.puzzle.givens;
        d["solution"] = made.solution;
        d["tries"] = made.tries;
        d["clues"] = made.clues;
        return d;
      },
      py::arg("type"), py::kw_only(), py::arg("seed") = 1, py::arg("size") = 9, py::arg("symmetry") = "none",
      py::arg("level") = "", py::arg("minimal") = false, py::arg("givens") = -1, py::arg("tries") = 0,
      py::arg("time_limit") = 0.0,
      "a new puzzle with one solution: a dict with puzzle, text (one line), givens, solution, tries, clues; the same "
      "seed gives the same puzzle");
  m.def(
      "to_text", [](const gs::Puzzle& p, const gs::Grid& g) { return gs::to_text(p, g); }, py::arg("puzzle"),
      py::arg("grid"), "a grid in the puzzle's own text form");
}
