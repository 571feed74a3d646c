// `import gridsat`: the library facade (api/gridsat.hpp) for Python, returning plain Python
// objects. A puzzle is given as text (any form gridsat reads), as a list of lists of ints
// (0 = empty, the one empty value; needs type=), or as a Puzzle from gridsat.read(). Types
// are checked here (gridsat.ArgumentTypeError, naming the cell or keyword); values by the
// facade, the rule the command line uses too (gridsat.InputError). Solving releases the GIL and
// runs in a worker thread; the calling thread polls Python's signals, so Ctrl-C stops the
// search and raises KeyboardInterrupt.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <future>
#include <limits>
#include <type_traits>

#include "api/gridsat.hpp"

namespace py = pybind11;
namespace gs = gridsat::api;

namespace {

// The exception classes (module attributes, alive as long as the interpreter): gridsat.Error
// is the base of every error gridsat raises, with source, line and message; InputError (bad
// text, a value out of range, an unknown option) is also a ValueError, ArgumentTypeError (an
// argument or a cell of the wrong Python type) a TypeError, InternalError (a checker
// rejection: a bug in gridsat) a RuntimeError.
PyObject* kError = nullptr;
PyObject* kInputError = nullptr;
PyObject* kArgumentTypeError = nullptr;
PyObject* kInternalError = nullptr;

// An argument of the wrong Python type, raised as gridsat.ArgumentTypeError.
struct ArgumentType {
  std::string source;   // "<grid>" for a cell, else ""
  std::string message;  // names the argument or the cell
};

void raise(PyObject* kind, const std::string& source, int line, const std::string& message, const char* what) {
  py::object err = py::reinterpret_borrow<py::object>(kind)(what);
  err.attr("source") = source;
  err.attr("line") = line;
  err.attr("message") = message;
  PyErr_SetObject(kind, err.ptr());
}

PyObject* new_error(py::module_& m, const char* name, PyObject* bases) {
  PyObject* kind = PyErr_NewException((std::string("gridsat.") + name).c_str(), bases, nullptr);
  if (!kind) throw py::error_already_set();
  m.add_object(name, py::handle(kind));
  return kind;
}

void register_errors(py::module_& m) {
  kError = new_error(m, "Error", PyExc_Exception);
  const auto pair = [](PyObject* builtin) { return py::make_tuple(py::handle(kError), py::handle(builtin)); };
  kInputError = new_error(m, "InputError", pair(PyExc_ValueError).ptr());
  kArgumentTypeError = new_error(m, "ArgumentTypeError", pair(PyExc_TypeError).ptr());
  kInternalError = new_error(m, "InternalError", pair(PyExc_RuntimeError).ptr());
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const gs::Error& e) {
      raise(e.kind() == gs::Error::Kind::internal ? kInternalError : kInputError, e.source(), e.line(), e.message(),
            e.what());
    } catch (const ArgumentType& e) {
      const std::string what = e.source.empty() ? e.message : e.source + ": " + e.message;
      raise(kArgumentTypeError, e.source, 0, e.message, what.c_str());
    }
  });
}

// "'a' (str)": a value as the messages show it.
std::string shown(const py::handle& v) {
  return std::string(py::repr(v)) + " (" + std::string(py::str(py::type::handle_of(v).attr("__name__"))) + ")";
}

bool is_rows(const py::handle& v) { return py::isinstance<py::list>(v) || py::isinstance<py::tuple>(v); }

// A cell: an int (bool, float, None and text are refused: 0 is the one empty value, as in the
// C++ facade and in the grids gridsat returns). A value beyond C++'s int is out of range
// here; the facade checks the range of the rest against the puzzle.
int cell_of(const py::handle& v, size_t r, size_t c) {
  const std::string where = "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": ";
  if (PyBool_Check(v.ptr()) || !PyIndex_Check(v.ptr()))
    throw ArgumentType{gs::kGridSource, where + shown(v) + " is not an int (a cell is an int, 0 for empty)"};
  const py::int_ i = py::reinterpret_steal<py::int_>(PyNumber_Index(v.ptr()));
  int overflow = 0;
  const long long x = PyLong_AsLongLongAndOverflow(i.ptr(), &overflow);
  if (overflow != 0 || x < std::numeric_limits<int>::min() || x > std::numeric_limits<int>::max())
    throw gs::Error(gs::kGridSource, 0,
                    where + std::string(py::str(py::handle(i))) +
                        " is out of range for a cell (0 for empty, "
                        "else a value of the puzzle)");
  return static_cast<int>(x);
}

// A grid: a list (or tuple) of rows, each a list (or tuple) of cells. ArgumentTypeError names
// the row or cell of the wrong type; the facade checks shapes and ranges.
gs::Grid grid_of(const py::handle& what, const char* argument) {
  if (!is_rows(what))
    throw ArgumentType{"", std::string(argument) + " must be a list of rows of ints, not " + shown(what)};
  gs::Grid g;
  for (const py::handle row : what) {
    if (!is_rows(row))
      throw ArgumentType{gs::kGridSource,
                         "row " + std::to_string(g.size() + 1) + ": " + shown(row) + " is not a list of cells"};
    g.emplace_back();
    for (const py::handle cell : row) g.back().push_back(cell_of(cell, g.size() - 1, g.back().size()));
  }
  return g;
}

template <class T>
T keyword(const std::string& name, const py::handle& value, bool ok, const char* wanted) {
  if (!ok) throw ArgumentType{"", name + " must be " + wanted + ", not " + shown(value)};
  return value.cast<T>();
}

// An int argument (never a bool) that C++'s T holds: ArgumentTypeError otherwise, naming it,
// so that no argument of the wrong type reaches pybind11's own conversion (a plain TypeError).
template <class T>
T int_argument(const std::string& name, const py::handle& value) {
  const std::string range =
      std::to_string(std::numeric_limits<T>::min()) + ".." + std::to_string(std::numeric_limits<T>::max());
  if (!PyLong_Check(value.ptr()) || PyBool_Check(value.ptr()))
    throw ArgumentType{"", name + " must be an int (" + range + "), not " + shown(value)};
  bool fits = false;
  T x{};
  if constexpr (std::is_signed_v<T>) {
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    fits = overflow == 0 && v >= std::numeric_limits<T>::min() && v <= std::numeric_limits<T>::max();
    x = static_cast<T>(v);
  } else {
    const unsigned long long v = PyLong_AsUnsignedLongLong(value.ptr());  // an error set when it does not fit
    fits = PyErr_Occurred() == nullptr && v <= std::numeric_limits<T>::max();
    PyErr_Clear();
    x = static_cast<T>(v);
  }
  if (!fits) throw ArgumentType{"", name + " must be an int in " + range + ", not " + shown(value)};
  return x;
}

std::string text_argument(const std::string& name, const py::handle& value) {
  return keyword<std::string>(name, value, py::isinstance<py::str>(value), "text");
}

bool bool_argument(const std::string& name, const py::handle& value) {
  return keyword<bool>(name, value, PyBool_Check(value.ptr()), "True or False");
}

// A number keyword of the option table: an int for the integer options (within the C++
// type's range), an int or a float for the real ones (never a bool).
template <class T>
T number_keyword(const std::string& name, const py::handle& value) {
  const bool is_int = PyLong_Check(value.ptr()) && !PyBool_Check(value.ptr());
  if constexpr (std::is_floating_point_v<T>)
    return keyword<T>(name, value, is_int || PyFloat_Check(value.ptr()), "a number");
  else return int_argument<T>(name, value);
}

// Keyword arguments shared by every call: type, backend; one per line of the option table's
// GRIDSAT_LIBRARY_OPTIONS (time_limit, max_clauses, threads, ...: numbers); proof (a path),
// count_split (text), assume_unique (bool); any other keyword as a setting of the command
// line (amo="commander", box="2x3"), given as text or an int. The facade checks the values.
gs::Options options_of(const py::object& type, const py::object& backend, const py::kwargs& settings) {
  gs::Options o;
  o.type = text_argument("type", type);
  o.backend = text_argument("backend", backend);
  for (const auto& [key, value] : settings) {
    std::string name = py::str(key);
    const bool is_int = PyLong_Check(value.ptr()) && !PyBool_Check(value.ptr());
    bool number = false;  // a keyword of the option table
#define GRIDSAT_KEYWORD(id, cli_name, type, fallback, lo, hi, help) \
  if (name == #id) o.id = number_keyword<type>(name, value), number = true;
    GRIDSAT_LIBRARY_OPTIONS(GRIDSAT_KEYWORD)
#undef GRIDSAT_KEYWORD
    if (number) continue;
    if (name == "proof") {
      const bool path = py::isinstance<py::str>(value) || py::hasattr(value, "__fspath__");
      keyword<py::object>(name, value, path, "a path (text or os.PathLike)");
      const py::object text = py::module_::import("os").attr("fspath")(value);
      o.proof = keyword<std::string>(name, text, py::isinstance<py::str>(text), "a path as text, not bytes");
    } else if (name == "count_split") {
      o.count_split = keyword<std::string>(name, value, py::isinstance<py::str>(value),
                                           "'auto', 'race', 'partition', 'split' or 'share'");
    } else if (name == "assume_unique") {
      o.assume_unique = keyword<bool>(name, value, PyBool_Check(value.ptr()), "True or False");
    } else {
      keyword<py::object>(name, value, py::isinstance<py::str>(value) || is_int, "text or an int (a setting)");
      for (char& c : name)
        if (c == '_') c = '-';
      o.settings[name] = py::str(value);
    }
  }
  return o;
}

// "sudoku, latin or magic": the names, `last` before the last one.
std::string listed(const std::vector<std::string>& names, const std::string& last) {
  std::string s;
  for (size_t i = 0; i < names.size(); ++i) s += (i == 0 ? "" : i + 1 == names.size() ? last : ", ") + names[i];
  return s;
}

gs::Puzzle puzzle_of(const py::object& what, const gs::Options& o) {
  if (py::isinstance<gs::Puzzle>(what)) return what.cast<gs::Puzzle>();
  if (py::isinstance<py::str>(what)) return gs::read_one(what.cast<std::string>(), o, "<text>");
  if (!is_rows(what))
    throw ArgumentType{"", "puzzle must be text, a list of rows of ints or a gridsat.Puzzle, not " + shown(what)};
  const gs::Grid g = grid_of(what, "puzzle");
  if (o.type == "auto") throw gs::Error("", 0, "a grid needs type= (" + listed(gs::types(true), " or ") + ")");
  return gs::from_grid(o.type, g, o);
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
  // The grids as the command line's JSON records show them (Result::shown and fields), and
  // the first in the values that to_text and from_grid take ("cells").
  d["solutions"] = r.shown;
  d["grid"] = r.shown.empty() ? py::object(py::none()) : py::cast(r.shown.front());
  if (r.shown.size() > 1) d["second"] = r.shown[1];
  for (const auto& [name, lists] : r.fields) d[py::str(name)] = lists;
  d["cells"] = r.solutions.empty() ? py::object(py::none()) : py::cast(r.solutions.front());
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

py::list cells_list(const std::vector<gs::CellValue>& cells, bool values) {
  py::list l;
  for (const auto& c : cells)
    l.append(values ? py::make_tuple(c.row, c.column, c.value) : py::make_tuple(c.row, c.column));
  return l;
}

// count --explain's fields, as in its JSON (README: Uniqueness for setters); tuples 1-based.
py::dict explanation_dict(const gs::Explanation& e) {
  py::dict d = result_dict(e.result);
  if (e.backbone) {
    d["fixed"] = cells_list(e.fixed, true);
    py::list open;
    for (const auto& o : e.open) open.append(py::make_tuple(o.row, o.column, o.values));
    d["open"] = open;
  }
  if (e.repaired) {
    d["repair"] = cells_list(e.repair, true);
    d["repair_proved_smallest"] = e.repair_proved_smallest;
  }
  if (e.change_done) {
    py::list change;
    for (const auto& g : e.repair_change) change.append(py::make_tuple(g.row, g.column, g.old_value, g.new_value));
    d["repair_change"] = change;
  }
  if (e.redundant_done) {
    d["redundant"] = cells_list(e.redundant, false);
    py::list cost;
    for (size_t i = 0; i < e.redundant.size(); ++i) {
      py::dict c;
      c["conflicts"] = e.redundant_conflicts[i];
      c["seconds"] = e.redundant_seconds[i];
      cost.append(c);
    }
    d["redundant_cost"] = cost;
    d["removable_together"] = cells_list(e.removable_together, false);
  }
  if (e.clash_done) d["clash"] = cells_list(e.clash, false);
  if (!e.scope.empty()) d["explain_scope"] = e.scope;
  py::dict stats;
  stats["sat_calls"] = e.sat_calls;
  stats["seconds"] = e.seconds;
  stats["stopped"] = e.stopped;
  d["explain_stats"] = stats;
  return d;
}

// type and backend; the option table's keywords come through **kwargs (options_of).
#define GRIDSAT_COMMON_ARGS py::kw_only(), py::arg("type") = "auto", py::arg("backend") = "auto"

}  // namespace

// Long: the module's whole table of functions, one entry each with its docstring.
PYBIND11_MODULE(gridsat, m) {
  static const std::string doc =
      "gridsat: grid logic puzzles (" + listed(gs::types(), ", ") + ") solved by SAT, every answer checked";
  m.doc() = doc.c_str();
  register_errors(m);
  py::class_<gs::Puzzle>(m, "Puzzle", "a puzzle read or built by gridsat")
      .def_readonly("type", &gs::Puzzle::type)
      .def_readonly("description", &gs::Puzzle::description)
      .def_readonly("givens", &gs::Puzzle::givens)
      .def_readonly("source", &gs::Puzzle::source)
      .def_readonly("line", &gs::Puzzle::line)
      .def("__repr__", [](const gs::Puzzle& p) { return "<gridsat.Puzzle " + p.description + ">"; });
  m.def(
      "read",
      [](const py::object& text, const py::object& type, const py::object& backend, const py::kwargs& kw) {
        return gs::read(text_argument("text", text), options_of(type, backend, kw), "<text>");
      },
      py::arg("text"), GRIDSAT_COMMON_ARGS, "every puzzle of a text; gridsat.Error names the line of a bad one");
  m.def(
      "solve",
      [](const py::object& p, const py::object& type, const py::object& backend, const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return result_dict(interruptible([&] { return gs::solve(puzzle, o); }));
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS,
      "the first solution: a dict with status ('solved', 'unsat', 'unknown'), grid, count, ...");
  m.def(
      "count",
      [](const py::object& p, const py::object& limit, const py::object& type, const py::object& backend,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
        const auto most = int_argument<int64_t>("limit", limit);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return result_dict(interruptible([&] { return gs::count(puzzle, most, o); }));
      },
      py::arg("puzzle"), py::arg("limit") = *gridsat::option_default::command::limit, GRIDSAT_COMMON_ARGS,
      "solutions up to limit (0 = all): verdict 'unique', 'multiple', 'none' or 'unknown'");
  m.def(
      "explain_count",
      [](const py::object& p, const py::object& limit, const py::object& redundant, const py::object& type,
         const py::object& backend, const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
        const auto most = int_argument<int64_t>("limit", limit);
        const bool also = bool_argument("redundant", redundant);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return explanation_dict(interruptible([&] { return gs::explain_count(puzzle, most, also, o); }));
      },
      py::arg("puzzle"), py::arg("limit") = *gridsat::option_default::command::limit, py::arg("redundant") = false,
      GRIDSAT_COMMON_ARGS,
      "count's dict plus the setter's fields of `gridsat count --explain`: fixed, open, repair, "
      "repair_proved_smallest, repair_change, redundant, redundant_cost, removable_together, clash (1-based tuples)");
  m.def(
      "encode",
      [](const py::object& p, const py::object& type, const py::object& backend, const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
        return gs::encode(puzzle_of(p, o), o);
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS, "the DIMACS CNF with gridsat's variable map in comments");
  m.def(
      "grade",
      [](const py::object& p, const py::object& type, const py::object& backend, const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
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
        d["verdict"] = g.verdict;
        return d;
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS,
      "how hard for a person: level, rank 1-6, score, hardest technique, and verdict ('unique', or 'multiple': not a "
      "proper puzzle, the level rates the steps only; 'none', 'unknown')");
  m.def(
      "decode",
      [](const py::object& p, const py::object& model, const py::object& type, const py::object& backend,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return gs::shown(puzzle, gs::decode(puzzle, text_argument("model", model), o));  // as the JSON shows it
      },
      py::arg("puzzle"), py::arg("model"), GRIDSAT_COMMON_ARGS,
      "an external solver's output for the CNF that encode(puzzle) writes, as a checked grid (gridsat.InputError when "
      "there is no model, or it breaks the CNF or the rules)");
  m.def(
      "explain",
      [](const py::object& p, const py::object& type, const py::object& backend, const py::kwargs& kw) {
        const gs::Options o = options_of(type, backend, kw);
        const gs::Puzzle puzzle = puzzle_of(p, o);
        return interruptible([&] { return gs::explain(puzzle, o); });
      },
      py::arg("puzzle"), GRIDSAT_COMMON_ARGS, "the steps a person would take, one sentence each");
  m.def(
      "generate",
      [](const py::object& type, const py::object& seed, const py::object& size, const py::object& symmetry,
         const py::object& level, const py::object& minimal, const py::object& givens, const py::object& tries,
         const py::kwargs& kw) {
        const gs::Options o = options_of(type, py::str("sat"), kw);
        gs::GenerateOptions g;
        g.size = int_argument<int>("size", size);
        g.symmetry = text_argument("symmetry", symmetry);
        g.level = text_argument("level", level);
        g.minimal = bool_argument("minimal", minimal);
        g.givens = int_argument<int>("givens", givens);
        g.max_tries = int_argument<int>("tries", tries);
        const auto from = int_argument<uint64_t>("seed", seed);
        const gs::Generated made = interruptible([&] { return gs::generate(o.type, from, g, o); });
        py::dict d;
        d["puzzle"] = made.puzzle;
        d["text"] = made.text;
        d["givens"] = made.puzzle.givens;
        d["solution"] = gs::shown(made.puzzle, made.solution);  // as the JSON shows it
        d["tries"] = made.tries;
        d["clues"] = made.clues;
        return d;
      },
      // The keywords' defaults are the library's own (GenerateOptions' members, the table's seed).
      py::arg("type"), py::kw_only(), py::arg("seed") = *gridsat::option_default::generate::seed,
      py::arg("size") = gs::GenerateOptions{}.size, py::arg("symmetry") = gs::GenerateOptions{}.symmetry,
      py::arg("level") = gs::GenerateOptions{}.level, py::arg("minimal") = gs::GenerateOptions{}.minimal,
      py::arg("givens") = gs::GenerateOptions{}.givens, py::arg("tries") = gs::GenerateOptions{}.max_tries,
      "a new puzzle with one solution: a dict with puzzle, text (one line), givens, solution, tries, clues; the same "
      "seed gives the same puzzle");
  m.def(
      "to_text",
      [](const py::object& p, const py::object& g) {
        if (!py::isinstance<gs::Puzzle>(p))
          throw ArgumentType{"", "puzzle must be a gridsat.Puzzle (from read), not " + shown(p)};
        return gs::to_text(p.cast<gs::Puzzle>(), grid_of(g, "grid"));
      },
      py::arg("puzzle"), py::arg("grid"), "a grid in the puzzle's own text form");
}
