// What works for one family works for all: every family in the registry, on every sample in
// instances/<family>/ (the repo's own small samples), through the CLI as a user calls it:
// count with both backends (they must agree), DIMACS export solved by Debian's cadical and
// decoded back to the same solution, --threads 2 (the same solution), the JSON record, the picture and the printed
// sheet. A new family is covered once it adds a sample; a family without one fails here.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "helpers.hpp"

namespace test_every_family {

using namespace gridsat;
using namespace gridsat::test;
using gridsat::test::cli;  // not the namespace gridsat::cli, which a unity build can see

namespace {

std::string tmp(const std::string& name) {
  return ::testing::TempDir() + "every_" + std::to_string(getpid()) + "_" + name;
}

// The repo's samples of one family (instances/<name>/*), sorted.
std::vector<std::string> samples_of(const std::string& family) {
  std::vector<std::string> out;
  const std::filesystem::path dir = source("instances/" + family);
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.is_regular_file()) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The JSON records (one per line) of a CLI run.
std::vector<std::string> records(const std::string& out) {
  std::vector<std::string> r;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] == '{') r.push_back(line);
  return r;
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

// Both backends where the family has a native search (Family::native); the others must refuse
// --backend both with exit 2 and answer with sat.
TEST(EveryFamily, HasASampleThatBothBackendsAgreeOn) {
  for (const auto& family : family_names()) {
    const auto files = samples_of(family);
    ASSERT_FALSE(files.empty()) << family << ": no sample in instances/" << family << "/ (each family brings one)";
    const bool native = find_family(family)->native;
    for (const auto& file : files) {
      if (!native) {
        auto refused = cli("count --type " + family + " --backend both " + file);
        EXPECT_EQ(refused.exit, 2) << family << ": --backend both without a native search";
        EXPECT_TRUE(has(refused.err, "native backend does not search")) << refused.err;
      }
      auto r = cli("count --type " + family + " --backend " + (native ? "both" : "sat") + " --format json --limit 2 " +
                   file);
      EXPECT_TRUE(r.exit == 0 || r.exit == 1) << family << " " << file << ": " << r.err;  // 1: some have no solution
      EXPECT_FALSE(records(r.out).empty()) << file;
      for (const auto& rec : records(r.out)) {
        EXPECT_TRUE(has(rec, "\"status\":\"solved\"") || has(rec, "\"status\":\"unsat\"")) << file << ": " << rec;
        if (has(rec, "\"status\":\"solved\"")) {
          EXPECT_TRUE(has(rec, "\"grid\":[[")) << file << ": grid as rows: " << rec;
        }
      }
    }
  }
}

TEST(EveryFamily, ExportedCnfSolvedByCadicalDecodesToTheSolution) {
  ASSERT_EQ(std::system("command -v cadical > /dev/null"), 0) << "cadical is missing (tools/test installs it)";
  for (const auto& family : family_names()) {
    int tried = 0;
    for (const auto& file : samples_of(family)) {
      // Samples of one puzzle with one solution.
      auto count = cli("count --type " + family + " --format json --limit 2 " + file);
      const auto recs = records(count.out);
      if (count.exit != 0 || recs.size() != 1 || !has(recs[0], "\"verdict\":\"unique\"")) continue;
      ++tried;
      auto solved = cli("solve --type " + family + " --format line " + file);
      ASSERT_EQ(solved.exit, 0) << file << ": " << solved.err;
      const std::string cnf = tmp(family + ".cnf"), model = tmp(family + ".model");
      auto enc = cli("encode --type " + family + " " + file + " -o " + cnf);
      ASSERT_EQ(enc.exit, 0) << file << ": " << enc.err;
      const int st = std::system(("cadical -q " + cnf + " > " + model).c_str());
      EXPECT_EQ(WEXITSTATUS(st), 10) << file;
      auto dec = cli("decode --type " + family + " --format line " + file + " --model " + model);
      EXPECT_EQ(dec.exit, 0) << file << ": " << dec.err;
      EXPECT_EQ(dec.out, solved.out) << file;
    }
    if (family != "pieces" && family != "magic") {  // boards and squares with many solutions
      EXPECT_GT(tried, 0) << family << ": no sample in instances/" << family << "/ holds one unique puzzle alone";
    }
  }
}

namespace {
// The JSON value of "grid" in a record ("" without one).
std::string grid_of(const std::string& rec) {
  const auto at = rec.find("\"grid\":[[");
  if (at == std::string::npos) return "";
  return rec.substr(at, rec.find("]]", at) + 2 - at);
}
}  // namespace

// --threads 2 (a portfolio) answers every unique sample with the one solution. Apart from the
// CNF round trip above so that ThreadSanitizer (tools/test's tsan phase) runs the threads alone.
TEST(EveryFamily, TwoThreadsSolveEveryUniqueSampleAlike) {
  for (const auto& family : family_names()) {
    for (const auto& file : samples_of(family)) {
      auto count = cli("count --type " + family + " --format json --limit 2 " + file);
      const auto recs = records(count.out);
      if (count.exit != 0 || recs.size() != 1 || !has(recs[0], "\"verdict\":\"unique\"")) continue;
      auto threads = cli("solve --type " + family + " --format json --threads 2 " + file);
      EXPECT_EQ(threads.exit, 0) << file << ": " << threads.err;
      const auto solved = records(threads.out);
      ASSERT_EQ(solved.size(), 1u) << file << ": " << threads.out;
      EXPECT_FALSE(grid_of(recs[0]).empty()) << file << ": " << recs[0];
      EXPECT_EQ(grid_of(solved[0]), grid_of(recs[0])) << file << " with --threads 2";
    }
  }
}

TEST(EveryFamily, DrawsEverySampleAndPrintsASheet) {
  for (const auto& family : family_names()) {
    for (const auto& file : samples_of(family)) {
      const std::string dir = tmp(family + "_svg/");
      std::filesystem::remove_all(dir);
      auto svg = cli("solve --type " + family + " --format svg " + file + " -o " + dir);
      EXPECT_TRUE(svg.exit == 0 || svg.exit == 1) << file << ": " << svg.err;
      int drawn = 0;
      for (const auto& e : std::filesystem::directory_iterator(dir)) {
        const std::string doc = slurp(e.path().string());
        EXPECT_TRUE(has(doc, "<svg") && has(doc, "</svg>")) << e.path();
        ++drawn;
      }
      EXPECT_GT(drawn, 0) << file;
      const std::string html = tmp(family + ".html");
      auto sheet = cli("sheet --type " + family + " " + file + " -o " + html);
      EXPECT_EQ(sheet.exit, 0) << file << ": " << sheet.err;
      EXPECT_TRUE(has(slurp(html), "<svg")) << file;
    }
  }
}

}  // namespace test_every_family
