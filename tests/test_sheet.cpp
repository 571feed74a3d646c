// `gridsat sheet` without a browser: the page's captions for solved, unsolvable and refused
// puzzles, the exit statuses, and the printing contract with Chromium, played by small shell
// scripts (GRIDSAT_CHROMIUM): the arguments it gets, the PDF it writes copied to -o, its
// failures reported with its last words, a stop while it runs, and no browser at all.
// (tests/pictures_test.py prints real PDFs with headless Chromium.)
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace gridsat::test {
namespace test_sheet {
namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string sheet_tmp(const std::string& name) {
  return ::testing::TempDir() + "sheet_" + std::to_string(getpid()) + "_" + name;
}

// Line 1: unsolvable (row 1's last two cells both need the 4 that row 2 holds in their box);
// line 2: solvable; line 3: not a puzzle.
std::string sheet_puzzles() {
  const std::string path = sheet_tmp("puzzles.txt");
  std::ofstream(path) << "12....4.........\n1.........2...3.\nhello\n";
  return path;
}

std::string sheet_one_puzzle() {
  const std::string path = sheet_tmp("one.txt");
  std::ofstream(path) << "1.........2...3.\n";
  return path;
}

std::vector<std::string> captions(const std::string& html) {
  std::vector<std::string> out;
  static const std::regex cap("class=\"cap\">([^<]*)<");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), cap); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1]);
  return out;
}

// An executable shell script standing in for Chromium.
std::string fake_chromium(const std::string& name, const std::string& body) {
  const std::string path = sheet_tmp(name);
  std::ofstream(path) << "#!/bin/sh\n" << body;
  ::chmod(path.c_str(), 0755);
  return path;
}

// Sets an environment variable for one test (the CLI inherits it), restoring it after.
class SheetEnv {
 public:
  SheetEnv(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old, had_ = true;
    ::setenv(name, value.c_str(), 1);
  }
  ~SheetEnv() { had_ ? ::setenv(name_, old_.c_str(), 1) : ::unsetenv(name_); }

 private:
  const char* name_;
  std::string old_;
  bool had_ = false;
};

}  // namespace

TEST(Sheet, CaptionsSayWhatBecameOfEachPuzzle) {
  const std::string html = sheet_tmp("answers.html");
  auto r = cli("sheet --with-solutions " + sheet_puzzles() + " -o " + html);
  EXPECT_EQ(r.exit, 2) << r.err;  // the bad record is a usage error, worse than no solution
  EXPECT_TRUE(has(r.err, ":1: no solution")) << r.err;
  EXPECT_TRUE(has(r.err, ":3: 5 characters on a line")) << r.err;
  EXPECT_EQ(captions(slurp(html)),
            (std::vector<std::string>{"1. sudoku 4x4 (2x2 boxes), 3 givens", "2. sudoku 4x4 (2x2 boxes), 3 givens",
                                      "1. no solution", "2. solution"}));
  // Over the clause budget: the solution page says "not solved" and the refusal is printed.
  auto refused = cli("sheet --with-solutions --backend sat --max-clauses 10 " + sheet_one_puzzle() + " -o " + html);
  EXPECT_EQ(refused.exit, 2);
  EXPECT_TRUE(has(refused.err, "the encoding would need about")) << refused.err;
  EXPECT_EQ(captions(slurp(html)), (std::vector<std::string>{"1. sudoku 4x4 (2x2 boxes), 3 givens", "1. not solved"}));
  // Only the unsolvable one: exit 1.
  const std::string unsat = sheet_tmp("unsat.txt");
  std::ofstream(unsat) << "12....4.........\n";
  EXPECT_EQ(cli("sheet --with-solutions " + unsat + " -o " + html).exit, 1);
}

TEST(Sheet, NothingToPrintOrNowhereToWriteIsAUsageError) {
  auto none = cli("sheet -o " + sheet_tmp("none.html"), "hello\n");
  EXPECT_EQ(none.exit, 2);
  EXPECT_TRUE(has(none.err, "gridsat sheet: no puzzle to print")) << none.err;
  EXPECT_FALSE(std::filesystem::exists(sheet_tmp("none.html")));
  auto nowhere = cli("sheet " + sheet_one_puzzle() + " -o /nonexistent-folder/x.html");
  EXPECT_EQ(nowhere.exit, 2);
  EXPECT_TRUE(has(nowhere.err, "gridsat sheet: cannot write /nonexistent-folder/x.html")) << nowhere.err;
}

TEST(Sheet, PrintsThroughChromiumAndCopiesItsPdf) {
  const std::string seen = sheet_tmp("seen"), page = sheet_tmp("page.html"), pdf = sheet_tmp("out.pdf");
  const std::string browser = fake_chromium("chromium-ok", "echo \"$@\" > " + seen + "\n" +
                                                               "for a; do case \"$a\" in\n"
                                                               "  --print-to-pdf=*) out=\"${a#--print-to-pdf=}\";;\n"
                                                               "  file://*) cp \"${a#file://}\" " +
                                                               page +
                                                               ";;\n"
                                                               "esac; done\n"
                                                               "printf '%%PDF-1.4 test\\n' > \"$out\"\n");
  SheetEnv env("GRIDSAT_CHROMIUM", browser);
  auto r = cli("sheet " + sheet_one_puzzle() + " -o " + pdf);
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(slurp(pdf), "%PDF-1.4 test\n");
  const std::string args = slurp(seen);
  EXPECT_TRUE(has(args, "--headless") && has(args, "--print-to-pdf=")) << args;
  EXPECT_EQ(captions(slurp(page)), std::vector<std::string>{"1. sudoku 4x4 (2x2 boxes), 3 givens"});
  // The page and the PDF were in a temporary folder, removed afterwards.
  const auto at = args.find("file://");
  ASSERT_NE(at, std::string::npos);
  const std::string folder = std::filesystem::path(args.substr(at + 7, args.find('\n', at) - at - 7)).parent_path();
  EXPECT_FALSE(std::filesystem::exists(folder)) << folder;
}

TEST(Sheet, ChromiumsFailureIsReportedWithItsLastWords) {
  const std::string pdf = sheet_tmp("failed.pdf");
  {
    const std::string browser = fake_chromium("chromium-fails", "echo starting\necho 'the last words' >&2\nexit 3\n");
    SheetEnv env("GRIDSAT_CHROMIUM", browser);
    auto r = cli("sheet " + sheet_one_puzzle() + " -o " + pdf);
    EXPECT_EQ(r.exit, 2);
    EXPECT_TRUE(has(r.err, "gridsat sheet: Chromium (" + browser + ") did not print the PDF (exit 3): the last words"))
        << r.err;
  }
  {
    const std::string browser = fake_chromium("chromium-empty",
                                              "for a; do case \"$a\" in --print-to-pdf=*) : > \"${a#*=}\";; esac; done\n");
    SheetEnv env("GRIDSAT_CHROMIUM", browser);
    auto r = cli("sheet " + sheet_one_puzzle() + " -o " + pdf);
    EXPECT_EQ(r.exit, 2);
    EXPECT_TRUE(has(r.err, "did not print the PDF (exit 0)")) << r.err;  // an empty PDF is none
  }
  {
    SheetEnv env("GRIDSAT_CHROMIUM", sheet_tmp("no-such-program"));
    auto r = cli("sheet " + sheet_one_puzzle() + " -o " + pdf);
    EXPECT_EQ(r.exit, 2);
    EXPECT_TRUE(has(r.err, "did not print the PDF (exit 127)")) << r.err;  // it could not start
  }
  EXPECT_FALSE(std::filesystem::exists(pdf));
}

TEST(Sheet, NoChromiumOnThePathSaysHowToGetOne) {
  const std::string empty = sheet_tmp("empty-path/");
  std::filesystem::create_directories(empty);
  SheetEnv chromium("GRIDSAT_CHROMIUM", "");
  SheetEnv path("PATH", empty);
  auto r = cli("sheet " + sheet_one_puzzle() + " -o " + sheet_tmp("nothing.pdf"));
  EXPECT_EQ(r.exit, 2);
  EXPECT_TRUE(has(r.err, "gridsat sheet: printing a PDF needs Chromium")) << r.err;
  EXPECT_TRUE(has(r.err, "-o NAME.html writes the page without printing it")) << r.err;
}

// Ctrl-C while Chromium prints (here: Chromium sends it to gridsat, then hangs): gridsat
// stops it and exits 130 with no PDF.
TEST(Sheet, InterruptWhilePrintingStopsChromiumAndWritesNothing) {
  const std::string pdf = sheet_tmp("stopped.pdf");
  SheetEnv env("GRIDSAT_CHROMIUM", fake_chromium("chromium-hangs", "kill -INT $PPID\nsleep 60\n"));
  auto r = cli("sheet " + sheet_one_puzzle() + " -o " + pdf);
  EXPECT_EQ(r.exit, 130) << r.err;
  EXPECT_FALSE(std::filesystem::exists(pdf));
}

}  // namespace test_sheet
}  // namespace gridsat::test
