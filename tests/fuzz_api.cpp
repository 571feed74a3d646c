// gridsat_fuzz_api: random call sequences over the library facade (<gridsat.hpp> only), in
// the manner of CaDiCaL's mobical. Each sequence is a list of calls (read valid and mutated
// text of every genre in instances/, solve, count, explain_count, grade, explain, generate,
// encode, decode, calls with invalid options) spread over 1 to 3 threads that run at once.
// Every result is checked against a model built from independent answers:
//   - a count to 3 by the other backend (native where the genre has one, else sat with another
//     at-most-one encoding and CaDiCaL configuration) gives the verdict every solve, count,
//     grade and explain_count must agree with, and the one solution of a unique puzzle;
//   - every answer is a function of its inputs: the same call made twice (another thread, later)
//     answers the same (encode's CNF, generate's puzzle for a seed);
//   - generate's puzzle read back from its text counts unique, with its stated solution;
//   - decode of no model, of a model that breaks the CNF, is an input Error; every invalid
//     option is an input Error; no call throws anything but gridsat::api::Error, none is
//     "internal:".
// A failing sequence is shrunk by delta debugging (ddmin over its calls) and printed as a list
// that --replay takes back.
//
//   gridsat_fuzz_api --instances DIR --seed S (--seconds T | --sequences N) [--replay FILE]
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "api/gridsat.hpp"

namespace gs = gridsat::api;
namespace fs = std::filesystem;

namespace {

// One instance file: its genre (the folder), its text, and the puzzles read from it.
struct FapiSample {
  std::string genre, path, text;
  std::vector<gs::Puzzle> puzzles;
  bool native = true;  // the native backend takes this genre
};

enum class FapiKind { read, read_mutated, solve, count, explain_count, grade, explain, generate, encode, decode, bad_option };
const char* const kFapiKindNames[] = {"read",  "read_mutated", "solve",    "count",  "explain_count", "grade",
                                      "explain", "generate",   "encode",   "decode", "bad_option"};
constexpr int kFapiKinds = 11;

struct FapiOp {
  FapiKind kind;
  int sample = 0;   // index into the samples (generate: into the generator types)
  int variant = 0;  // which options, mutation, limit, seed
  int thread = 0;
};

// The answers every call is checked against, computed once per puzzle by the other backend.
struct FapiTruth {
  bool known = false;
  int64_t count = 0;  // up to 3
  gs::Grid solution;  // when count == 1
};

class FapiFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string fapi_flat(const gs::Grid& g) {
  std::string s;
  for (const auto& row : g) {
    for (int v : row) s += std::to_string(v) + ",";
    s += "/";
  }
  return s;
}

class FapiWorld {
 public:
  FapiWorld(const std::string& dir, double time_limit) : time_limit_(time_limit) {
    std::vector<fs::path> files;
    for (const auto& d : fs::directory_iterator(dir))
      if (d.is_directory())
        for (const auto& f : fs::directory_iterator(d.path()))
          if (f.is_regular_file() && f.file_size() <= 400) files.push_back(f.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      FapiSample s;
      s.genre = f.parent_path().filename().string();
      s.path = f.string();
      std::ifstream in(f, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      s.text = ss.str();
      gs::Options o;
      o.type = s.genre;
      std::vector<gs::Error> errors;
      try {
        s.puzzles = gs::read_each(s.text, errors, o, s.path);
      } catch (const gs::Error&) {
        continue;  // not a puzzle file (a model, a CNF, a URL list of another form)
      }
      if (s.puzzles.empty() || !errors.empty()) continue;
      gs::Options n;
      n.backend = "native";
      n.time_limit = 0.001;
      try {
        gs::solve(s.puzzles[0], n);
      } catch (const gs::Error&) {
        s.native = false;
      }
      samples_.push_back(std::move(s));
    }
    for (const char* t : {"sudoku", "latin", "futoshiki"}) generators_.emplace_back(t);
  }

  size_t samples() const { return samples_.size(); }
  size_t generators() const { return generators_.size(); }
  const FapiSample& sample(int i) const { return samples_[i % samples_.size()]; }
  const gs::Puzzle& puzzle(const FapiOp& op) const {
    const auto& s = sample(op.sample);
    return s.puzzles[op.variant % s.puzzles.size()];
  }

  std::string describe(const FapiOp& op) const {
    std::string what = op.kind == FapiKind::generate ? generators_[op.sample % generators_.size()] : sample(op.sample).path;
    return std::string(kFapiKindNames[static_cast<int>(op.kind)]) + " " + std::to_string(op.sample) + " " +
           std::to_string(op.variant) + " " + std::to_string(op.thread) + "   # " + what;
  }

  // Options of a call: the backend, threads, a time limit.
  gs::Options options(const FapiOp& op) const {
    gs::Options o;
    const FapiSample& s = sample(op.sample);
    o.type = (op.variant / 7) % 3 == 0 ? "auto" : s.genre;
    const char* backends[] = {"auto", "sat", "native", "both"};
    o.backend = backends[(op.variant / 3) % 4];
    if (!s.native && (o.backend == "native" || o.backend == "both")) o.backend = "sat";
    o.threads = op.variant % 5 == 4 && o.backend == "sat" ? 2 : 1;
    o.time_limit = time_limit_;
    return o;
  }

  // The truth about puzzle (sample, index): a count to 3 by the backend the calls use least.
  const FapiTruth& truth(const FapiOp& op) {
    const FapiSample& s = sample(op.sample);
    const std::string key = s.path + "#" + std::to_string(op.variant % s.puzzles.size());
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto it = truth_.find(key);
      if (it != truth_.end()) return it->second;
    }
    FapiTruth t;
    gs::Options o;
    o.type = s.genre;
    o.time_limit = 4 * time_limit_;
    if (s.native) {
      o.backend = "native";
    } else {
      o.backend = "sat";
      o.cadical_config = "plain";
      o.settings = {{"amo", "pairwise"}};
    }
    gs::Result r;
    try {
      r = gs::count(puzzle(op), 3, o);
    } catch (const gs::Error& e) {
      if (std::string(e.message()).rfind("internal:", 0) == 0) throw FapiFailure("model count: " + e.message());
      o.settings.clear();  // the genre has no choice of at-most-one encoding
      r = gs::count(puzzle(op), 3, o);
    }
    if (r.status != "unknown" && (r.complete || r.count >= 3)) {
      t.known = true;
      t.count = r.count;
      if (r.count == 1) t.solution = r.solutions.at(0);
    }
    std::lock_guard<std::mutex> lock(mutex_);
    return truth_.emplace(key, t).first->second;
  }

  // The first answer of a deterministic call (by key); a later one must equal it.
  void same(const std::string& key, const std::string& answer) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto [it, fresh] = memo_.emplace(key, answer);
    if (!fresh && it->second != answer)
      throw FapiFailure("the same call answered differently: " + key + "\n  first: " + it->second.substr(0, 200) +
                        "\n  now:   " + answer.substr(0, 200));
  }

  void run(const FapiOp& op);

 private:
  void check_result(const FapiOp& op, const gs::Result& r, int64_t limit, const std::string& call);
  std::vector<FapiSample> samples_;
  std::vector<std::string> generators_;
  double time_limit_;
  std::mutex mutex_;
  std::map<std::string, FapiTruth> truth_;
  std::map<std::string, std::string> memo_;
};

const char* fapi_verdict(int64_t count, int64_t limit) {
  if (count == 0) return "none";
  if (count == 1) return limit == 1 ? "solvable" : "unique";
  return "multiple";
}

void FapiWorld::check_result(const FapiOp& op, const gs::Result& r, int64_t limit, const std::string& call) {
  if (r.status == "unknown") return;  // the time limit: nothing to compare
  const FapiTruth& t = truth(op);
  if (!t.known) return;
  const int64_t expect = std::min(limit == 0 ? int64_t{3} : limit, t.count);
  if (limit != 0 && r.count != expect)
    throw FapiFailure(call + ": count " + std::to_string(r.count) + ", the model says " + std::to_string(expect));
  if (limit != 0 && r.verdict != fapi_verdict(expect, limit))
    throw FapiFailure(call + ": verdict " + r.verdict + ", the model says " + fapi_verdict(expect, limit));
  if ((r.status == "solved") != (t.count > 0))
    throw FapiFailure(call + ": status " + r.status + " for a puzzle with " + std::to_string(t.count) + " solutions");
  if (t.count > 0 && r.solutions.empty()) throw FapiFailure(call + ": solved without a solution");
  if (t.count == 1 && fapi_flat(r.solutions.at(0)) != fapi_flat(t.solution))
    throw FapiFailure(call + ": the unique puzzle's solution differs from the model's");
  for (size_t i = 0; i < r.solutions.size() && i < r.shown.size(); ++i)
    if (fapi_flat(gs::shown(puzzle(op), r.solutions[i])) != fapi_flat(r.shown[i]))
      throw FapiFailure(call + ": shown() differs from Result::shown");
}

// Text with one change made from `variant`: a character dropped, replaced or doubled, the
// text cut short, a line repeated.
std::string fapi_mutate(const std::string& text, int variant) {
  std::mt19937 rng(static_cast<unsigned>(variant));
  std::string s = text;
  const char junk[] = "0123456789.#*-+xX/ \n?abcz\xff";
  const int changes = 1 + variant % 3;
  for (int c = 0; c < changes && !s.empty(); ++c) {
    const size_t at = rng() % s.size();
    switch (rng() % 5) {
      case 0: s.erase(at, 1); break;
      case 1: s[at] = junk[rng() % (sizeof junk - 1)]; break;
      case 2: s.insert(at, 1, s[at]); break;
      case 3: s.resize(at); break;
      default: s += s.substr(0, s.find('\n') == std::string::npos ? s.size() : s.find('\n') + 1); break;
    }
  }
  return s;
}

// Long: one case per kind of call, each with its check
void FapiWorld::run(const FapiOp& op) {
  const FapiSample& s = sample(op.sample);
  const std::string call = describe(op);
  gs::Options o = options(op);
  // A planted failure, to see the shrinker at work: FAPI_PLANTED=KIND fails every call of KIND.
  if (const char* planted = std::getenv("FAPI_PLANTED"); planted && call.rfind(std::string(planted) + " ", 0) == 0)
    throw FapiFailure(call + ": planted (FAPI_PLANTED)");
  try {
    switch (op.kind) {
      case FapiKind::read: {
        gs::Options r;
        r.type = o.type;
        std::vector<gs::Error> errors;
        auto got = gs::read_each(s.text, errors, r, s.path);
        if (r.type != "auto" && (got.size() != s.puzzles.size() || !errors.empty()))
          throw FapiFailure(call + ": read " + std::to_string(got.size()) + " puzzles and " +
                            std::to_string(errors.size()) + " errors, first read " +
                            std::to_string(s.puzzles.size()));
        for (size_t i = 0; r.type != "auto" && i < got.size(); ++i)
          if (fapi_flat(got[i].givens) != fapi_flat(s.puzzles[i].givens))
            throw FapiFailure(call + ": puzzle " + std::to_string(i) + " read with other givens");
        break;
      }
      case FapiKind::read_mutated: {
        std::vector<gs::Error> errors;
        gs::Options r;
        r.type = o.type;
        r.time_limit = o.time_limit;
        const std::string text = fapi_mutate(s.text, op.variant);
        std::vector<gs::Puzzle> got;
        try {
          got = gs::read_each(text, errors, r, "<mutated>");
        } catch (const gs::Error& e) {
          if (e.kind() != gs::Error::Kind::input) throw;
        }
        for (const auto& e : errors)
          if (e.kind() != gs::Error::Kind::input || e.message().empty())
            throw FapiFailure(call + ": a read error that is not an input error: " + e.message());
        // Whatever was read: the two backends agree on it.
        for (const auto& p : got) {
          gs::Options a = r, b = r;
          a.backend = "sat";
          b.backend = s.native ? "native" : "sat";
          if (!s.native) b.cadical_config = "plain";
          gs::Result x, y;
          try {
            x = gs::count(p, 2, a);
            y = gs::count(p, 2, b);
          } catch (const gs::Error& e) {
            if (e.kind() != gs::Error::Kind::input) throw;
            continue;  // a refused puzzle (over the budget, native lacking for the family read)
          }
          if (x.status != "unknown" && y.status != "unknown" && x.verdict != y.verdict)
            throw FapiFailure(call + ": a mutated puzzle counts " + x.verdict + " (sat) and " + y.verdict + " (" +
                              b.backend + ")");
        }
        break;
      }
      case FapiKind::solve: check_result(op, gs::solve(puzzle(op), o), 1, call); break;
      case FapiKind::count: {
        const int64_t limit = 1 + op.variant % 3;
        check_result(op, gs::count(puzzle(op), limit, o), limit, call);
        break;
      }
      case FapiKind::explain_count: {
        o.backend = "sat";
        auto e = gs::explain_count(puzzle(op), 2, false, o);
        check_result(op, e.result, 2, call);
        break;
      }
      case FapiKind::grade: {
        gs::Grade g;
        try {
          g = gs::grade(puzzle(op), o);
        } catch (const gs::Error& e) {
          if (e.kind() == gs::Error::Kind::input) break;  // a genre grade does not take
          throw;
        }
        const FapiTruth& t = truth(op);
        if (g.verdict != "unknown" && t.known && g.verdict != fapi_verdict(t.count, 2))
          throw FapiFailure(call + ": grade's verdict " + g.verdict + ", the model says " + fapi_verdict(t.count, 2));
        break;
      }
      case FapiKind::explain: {
        try {
          auto steps = gs::explain(puzzle(op), o);
          same(call + " explain", std::to_string(steps.size()) + (steps.empty() ? "" : steps.back()));
        } catch (const gs::Error& e) {
          if (e.kind() != gs::Error::Kind::input) throw;
        }
        break;
      }
      case FapiKind::generate: {
        const std::string type = generators_[op.sample % generators_.size()];
        gs::GenerateOptions g;
        g.size = type == "sudoku" ? 4 + 5 * (op.variant % 2) : 4 + op.variant % 3;
        const char* sym[] = {"none", "180", "90", "mirror"};
        g.symmetry = sym[op.variant % 4];
        gs::Options go;
        go.time_limit = 20 * time_limit_;
        gs::Generated made;
        try {
          made = gs::generate(type, static_cast<uint64_t>(op.variant), g, go);
        } catch (const gs::Error& e) {
          if (e.kind() != gs::Error::Kind::input) throw;
          break;  // the time limit, or a symmetry the size cannot take
        }
        same(call + " generate", made.text);
        gs::Options back;
        back.type = type;
        gs::Result c = gs::count(gs::read_one(made.text, back), 2, back);
        if (c.status != "unknown" &&
            (c.verdict != "unique" || fapi_flat(c.solutions.at(0)) != fapi_flat(made.solution)))
          throw FapiFailure(call + ": the generated puzzle read back counts " + c.verdict +
                            " or has another solution: " + made.text);
        break;
      }
      case FapiKind::encode: {
        o.backend = "sat";
        const std::string cnf = gs::encode(puzzle(op), o);
        if (cnf.find("p cnf ") == std::string::npos) throw FapiFailure(call + ": no 'p cnf' line");
        same(call + " encode " + o.type, cnf);
        break;
      }
      case FapiKind::decode: {
        o.backend = "sat";
        const std::string cnf = gs::encode(puzzle(op), o);
        const size_t at = cnf.find("p cnf ");
        const long vars = std::atol(cnf.c_str() + at + 6);
        // No model, every variable false, every variable true: each breaks the puzzle's
        // rules (an at-least-one or an at-most-one clause) or is no model at all.
        std::string model = "s SATISFIABLE\nv";
        for (long v = 1; v <= vars; ++v) model += " " + std::to_string(op.variant % 2 ? v : -v);
        model += " 0\n";
        for (const std::string& out : {std::string("s UNSATISFIABLE\n"), model, std::string("garbage\n")}) {
          try {
            gs::Grid g = gs::decode(puzzle(op), out, o);
            const FapiTruth& t = truth(op);
            if (t.known && t.count == 1 && fapi_flat(g) != fapi_flat(t.solution))
              throw FapiFailure(call + ": decode accepted a grid other than the one solution");
          } catch (const gs::Error& e) {
            if (e.kind() != gs::Error::Kind::input) throw;
          }
        }
        break;
      }
      case FapiKind::bad_option: {
        gs::Options b = o;
        switch (op.variant % 8) {
          case 0: b.backend = "quantum"; break;
          case 1: b.type = "no-such-genre"; break;
          case 2: b.settings = {{"no-such-setting", "1"}}; break;
          case 3: b.threads = -1; break;
          case 4: b.time_limit = -1; break;
          case 5: b.count_split = "bogus"; break;
          case 6: b.cadical_config = "fast-please"; break;
          default: b.settings = {{"amo", "no-such-encoding"}}; break;
        }
        bool refused = false;
        try {
          if (op.variant % 8 == 1)
            gs::read(s.text, b, s.path);
          else if (op.variant % 3 == 0)
            gs::encode(puzzle(op), b);
          else
            gs::count(puzzle(op), 2, b);
        } catch (const gs::Error& e) {
          if (e.kind() != gs::Error::Kind::input) throw;
          refused = true;
        }
        if (!refused) throw FapiFailure(call + ": an invalid option was taken");
        break;
      }
    }
  } catch (const gs::Error& e) {
    const bool refusable = op.kind == FapiKind::explain_count || op.kind == FapiKind::encode ||
                           op.kind == FapiKind::decode || op.kind == FapiKind::explain;
    if (e.kind() == gs::Error::Kind::internal || !refusable)
      throw FapiFailure(call + ": Error: " + e.source() + ":" + std::to_string(e.line()) + ": " + e.message());
  } catch (const FapiFailure&) {
    throw;
  } catch (const std::exception& e) {
    throw FapiFailure(call + ": an exception that is not gridsat::api::Error: " + e.what());
  }
}

std::vector<FapiOp> fapi_sequence(FapiWorld& w, uint64_t seed) {
  std::mt19937_64 rng(seed);
  const int threads = 1 + static_cast<int>(rng() % 3);
  const int length = 1 + static_cast<int>(rng() % 12);
  std::vector<FapiOp> ops;
  for (int i = 0; i < length; ++i) {
    FapiOp op;
    op.kind = static_cast<FapiKind>(rng() % kFapiKinds);
    op.sample = static_cast<int>(rng() % (op.kind == FapiKind::generate ? w.generators() : w.samples()));
    op.variant = static_cast<int>(rng() % 1000);
    op.thread = static_cast<int>(rng() % threads);
    ops.push_back(op);
  }
  return ops;
}

// Runs the calls, each thread its own in order, all threads at once. The first failure's
// message, or "" when every check held.
std::string fapi_execute(FapiWorld& w, const std::vector<FapiOp>& ops) {
  int threads = 0;
  for (const auto& op : ops) threads = std::max(threads, op.thread + 1);
  std::mutex m;
  std::string failure;
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (const auto& op : ops) {
        if (op.thread != t) continue;
        try {
          w.run(op);
        } catch (const std::exception& e) {
          std::lock_guard<std::mutex> lock(m);
          if (failure.empty()) failure = e.what();
          return;
        }
      }
    });
  for (auto& th : pool) th.join();
  return failure;
}

// Delta debugging (ddmin): the smallest sublist found that still fails.
std::vector<FapiOp> fapi_shrink(FapiWorld& w, std::vector<FapiOp> ops) {
  size_t n = 2;
  while (ops.size() >= 2) {
    const size_t chunk = (ops.size() + n - 1) / n;
    bool reduced = false;
    for (size_t start = 0; start < ops.size(); start += chunk) {
      std::vector<FapiOp> rest(ops.begin(), ops.begin() + start);
      rest.insert(rest.end(), ops.begin() + std::min(ops.size(), start + chunk), ops.end());
      if (!rest.empty() && !fapi_execute(w, rest).empty()) {
        ops = rest;
        n = std::max<size_t>(n - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (n >= ops.size()) break;
      n = std::min(ops.size(), n * 2);
    }
  }
  return ops;
}

std::vector<FapiOp> fapi_read_replay(const std::string& path) {
  std::ifstream in(path);
  std::vector<FapiOp> ops;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string kind;
    FapiOp op;
    if (!(ls >> kind >> op.sample >> op.variant >> op.thread)) continue;
    auto it = std::find(std::begin(kFapiKindNames), std::end(kFapiKindNames), kind);
    if (it == std::end(kFapiKindNames)) continue;
    op.kind = static_cast<FapiKind>(it - std::begin(kFapiKindNames));
    ops.push_back(op);
  }
  return ops;
}

int fapi_report(FapiWorld& w, const std::vector<FapiOp>& ops, const std::string& failure) {
  std::cout << "FAILED: " << failure << "\nshrinking " << ops.size() << " calls...\n";
  auto small = fapi_shrink(w, ops);
  const std::string again = fapi_execute(w, small);
  std::cout << "shrunk to " << small.size() << " calls (kind sample variant thread; --replay FILE takes them):\n";
  for (const auto& op : small) std::cout << "  " << w.describe(op) << "\n";
  std::cout << "its failure: " << (again.empty() ? failure : again) << "\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = "instances", replay;
  uint64_t seed = 1;
  double seconds = 0;
  long sequences = -1;
  double time_limit = 5;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i], v = argv[i + 1];
    if (a == "--instances") dir = v;
    else if (a == "--seed") seed = std::strtoull(v.c_str(), nullptr, 10);
    else if (a == "--seconds") seconds = std::atof(v.c_str());
    else if (a == "--sequences") sequences = std::atol(v.c_str());
    else if (a == "--replay") replay = v;
    else if (a == "--time-limit") time_limit = std::atof(v.c_str());
    else {
      std::cerr << "usage: gridsat_fuzz_api --instances DIR --seed S (--seconds T | --sequences N) [--replay FILE]\n";
      return 2;
    }
  }
  FapiWorld world(dir, time_limit);
  if (world.samples() == 0) {
    std::cerr << "gridsat_fuzz_api: no puzzle files under " << dir << "\n";
    return 2;
  }
  if (!replay.empty()) {
    auto ops = fapi_read_replay(replay);
    const std::string failure = fapi_execute(world, ops);
    if (failure.empty()) {
      std::cout << ops.size() << " calls replayed: every check held\n";
      return 0;
    }
    return fapi_report(world, ops, failure);
  }
  if (sequences < 0 && seconds <= 0) sequences = 50;
  const auto start = std::chrono::steady_clock::now();
  long done = 0, calls = 0;
  for (;; ++done) {
    if (sequences >= 0 && done >= sequences) break;
    if (sequences < 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= seconds)
      break;
    auto ops = fapi_sequence(world, seed * 1000003ULL + static_cast<uint64_t>(done));
    calls += static_cast<long>(ops.size());
    const std::string failure = fapi_execute(world, ops);
    if (!failure.empty()) {
      std::cout << "seed " << seed << ", sequence " << done << "\n";
      return fapi_report(world, ops, failure);
    }
  }
  std::cout << "gridsat_fuzz_api: seed " << seed << ": " << done << " sequences, " << calls << " calls over "
            << world.samples() << " puzzle files: every check held\n";
  return 0;
}
