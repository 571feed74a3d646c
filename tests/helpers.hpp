#pragma once
// Test plumbing: where the shared data sets are, reading puzzles, running the CLI.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "registry/registry.hpp"

// GRIDSAT_ASAN: this build runs under AddressSanitizer, which reserves terabytes of shadow
// address space, so a test's `ulimit -v` would kill it at start. Clang says it with
// __has_feature, GCC with __SANITIZE_ADDRESS__.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GRIDSAT_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define GRIDSAT_ASAN 1
#endif

namespace gridsat::test {

// Where this tree's program, this clone and the data sets are. Only tests/paths.cpp is compiled
// with these absolute paths: the other test files carry none, so ccache hands their objects to a
// clone at another path (CI's) when their sources are the same (docs/testing.md).
const char* binary_path();         // the gridsat program of this tree
const char* source_dir();          // the clone
const char* shared_dir_default();  // ../shared beside the clone
}  // namespace gridsat::test
#ifndef GRIDSAT_BINARY  // gridsat_mpi_tests still has them as definitions of its own
#define GRIDSAT_BINARY (::gridsat::test::binary_path())
#define GRIDSAT_SOURCE_DIR (::gridsat::test::source_dir())
#define GRIDSAT_SHARED_DIR (::gridsat::test::shared_dir_default())
#endif
namespace gridsat::test {

// The data sets beside the clone (../shared/instances, ../shared/peer-tests). A user's clone has
// none: every test that reads them starts with NEED_SHARED, which skips the test and names the
// missing data. GRIDSAT_SHARED_DIR in the environment points elsewhere (the WithoutSharedData
// check sets a folder that does not exist). A read of missing data without the guard fails the
// test with a message that says so, instead of failing on an empty file further on.
inline std::string shared_root() {
  const char* env = std::getenv("GRIDSAT_SHARED_DIR");
  return env && *env ? env : GRIDSAT_SHARED_DIR;
}
inline std::string shared(const std::string& rel) {
  std::string path = shared_root() + "/" + rel;
  if (!std::filesystem::exists(path)) ADD_FAILURE() << "missing data " << path << ": start the test with NEED_SHARED";
  return path;
}
// The first of `rels` that is missing, or "" when all are there.
inline std::string missing_shared(std::initializer_list<const char*> rels) {
  for (const char* rel : rels)
    if (!std::filesystem::exists(shared_root() + "/" + rel)) return shared_root() + "/" + rel;
  return "";
}
// NEED_SHARED("instances/sudoku", ...): skips the test when any of these is missing.
#define NEED_SHARED(...)                                                                              \
  if (const std::string missing_ = ::gridsat::test::missing_shared({__VA_ARGS__}); !missing_.empty()) \
  GTEST_SKIP() << "missing data " << missing_ << " (the data sets of ../shared are not beside this clone)"
// GRIDSAT_ALL_DATA=1: the data-set tests that run a sample in CI (to keep it under 20 minutes)
// run every instance instead. The whole sets are also in tools/bench.
inline bool all_data() {
  const char* env = std::getenv("GRIDSAT_ALL_DATA");
  return env && std::string(env) == "1";
}
inline std::string source(const std::string& rel) { return std::string(GRIDSAT_SOURCE_DIR) + "/" + rel; }

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::vector<std::string> lines_of(const std::string& path) {
  std::vector<std::string> out;
  std::ifstream in(path);
  for (std::string l; std::getline(in, l);)
    if (!l.empty()) out.push_back(l);
  return out;
}

// `count` puzzles from Simon Tatham's generator sgt-GAME (Debian sgt-puzzles) with fixed
// "params#seed": its game IDs, one per line. A missing program fails the calling test, naming
// the package. The file is the process's own (ctest runs tests side by side).
inline std::vector<std::string> sgt_generate(const std::string& game, int count, const std::string& params) {
  static int made = 0;
  const std::string prog = "/usr/games/sgt-" + game;
  EXPECT_EQ(std::system(("test -x " + prog).c_str()), 0) << prog << " is missing (apt-get install sgt-puzzles)";
  const std::string file =
      ::testing::TempDir() + "sgt_" + game + "_" + std::to_string(getpid()) + "_" + std::to_string(++made) + ".txt";
  const std::string cmd = prog + " --generate " + std::to_string(count) + " '" + params + "' > " + file;
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  auto lines = lines_of(file);
  std::filesystem::remove(file);
  return lines;
}

// The message of reading `text` as a `type` puzzle ("parsed" when its first record reads).
inline std::string read_error(const std::string& text, const std::string& type) {
  ReadOptions o;
  o.type = type;
  auto recs = read_puzzles(text, "t", o);
  return !recs.empty() && !recs[0].puzzle ? recs[0].error : std::string("parsed");
}

// `count` lines spread evenly over the file (the first, then every k-th).
inline std::vector<std::string> sample(const std::vector<std::string>& all, size_t count) {
  std::vector<std::string> out;
  if (all.empty()) return out;
  size_t step = std::max<size_t>(1, all.size() / count);
  for (size_t i = 0; i < all.size() && out.size() < count; i += step) out.push_back(all[i]);
  return out;
}

inline std::unique_ptr<Puzzle> parse_one(const std::string& text, const ReadOptions& opt = {}) {
  auto recs = read_puzzles(text, "test", opt);
  if (recs.size() != 1 || !recs[0].puzzle) return nullptr;
  return std::move(recs[0].puzzle);
}

struct Run {
  int exit = -1;
  std::string out, err;
};

// Runs the built gridsat with `args` (a shell fragment), feeding `input` on stdin.
inline Run cli(const std::string& args, const std::string& input = "") {
  static int counter = 0;
  const std::string base =
      std::string(::testing::TempDir()) + "gridsat_cli_" + std::to_string(getpid()) + "_" + std::to_string(counter++);
  { std::ofstream(base + ".in") << input; }
  const std::string cmd =
      std::string(GRIDSAT_BINARY) + " " + args + " < " + base + ".in > " + base + ".out 2> " + base + ".err";
  int status = std::system(cmd.c_str());
  Run r;
  r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(base + ".out");
  r.err = slurp(base + ".err");
  for (auto ext : {".in", ".out", ".err"}) std::remove((base + ext).c_str());
  return r;
}

}  // namespace gridsat::test
