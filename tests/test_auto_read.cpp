// --type auto per record (issue 46, a trial as a new user): a file's family was decided from
// one line, so that a Masyu file whose first ID is also a Light Up ID became seven errors and
// a Light Up answer, a Light Up ID with no black cell was answered as a Hashi puzzle without a
// word, and a stray first line ("hello world") made the three Sudoku lines after it one error.
// The IDs are sgt-pearl's (`sgt-pearl --generate 8 5x5de`) and sgt-lightup's, kept fixed here.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "registry/stream.hpp"

namespace gridsat {
namespace test_auto_read {
namespace {

using nlohmann::json;
using test::cli;

const std::string kEscargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// Black pearls only: a Light Up ID too (B a black cell, letters runs of white cells).
const std::string kBlackPearls = "5x5:BfBlBcB";
const std::vector<std::string> kPearls{"5x5:BaWhBlB",      "5x5:BgWWaWbWeBaWb", "5x5:kBaBaWaWaWe",
                                       "5x5:dBaWaBbWjWaB", "5x5:bWaBfWdWaBeB",  "5x5:dBfBcWaWaWe",
                                       "5x5:eWaWaWcBfBd"};
// No black cell and no 0: a Hashi ID too (digits islands, letters runs of water).
const std::string kLightupNoBlack = "7x7:i2g4a2c3a2c2a3g1i";

std::vector<json> records(const std::string& out) {
  std::vector<json> r;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) r.push_back(json::parse(line));
  return r;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += l + "\n";
  return s;
}

TEST(AutoRead, AnAmbiguousFirstIdTakesTheFamilyOfTheRest) {
  std::vector<std::string> ids{kBlackPearls};
  ids.insert(ids.end(), kPearls.begin(), kPearls.end());
  const test::Run r = cli("solve --format json", joined(ids));
  EXPECT_EQ(r.exit, 0) << r.err;
  const auto recs = records(r.out);
  ASSERT_EQ(recs.size(), ids.size()) << r.out;
  for (const json& j : recs) {
    EXPECT_EQ(j["type"], "masyu") << j.dump();
    EXPECT_EQ(j["status"], "solved") << j.dump();
  }
  // The one that reads both ways says so: in its record and on standard error.
  EXPECT_EQ(recs[0]["also"], json::array({"lightup"})) << recs[0].dump();
  for (size_t i = 1; i < recs.size(); ++i) EXPECT_FALSE(recs[i].contains("also")) << recs[i].dump();
  EXPECT_NE(r.err.find("<stdin>:1: read as masyu"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("also a lightup puzzle"), std::string::npos) << r.err;
}

TEST(AutoRead, EachRecordOfAMixedFileIsReadAsItsOwnForm) {
  // A Light Up ID with black cells (only Light Up reads it) among Masyu IDs, and a Sudoku.
  const std::string lightup = "7x7:b11p2Bb0b01pBBb";
  const std::string text = kPearls[0] + "\n" + lightup + "\n" + kPearls[1] + "\n" + kEscargot + "\n";
  const test::Run r = cli("solve --format json", text);
  EXPECT_EQ(r.exit, 0) << r.err;
  const auto recs = records(r.out);
  ASSERT_EQ(recs.size(), 4u) << r.out << r.err;
  EXPECT_EQ(recs[0]["type"], "masyu");
  EXPECT_EQ(recs[1]["type"], "lightup");
  EXPECT_EQ(recs[2]["type"], "masyu");
  EXPECT_EQ(recs[3]["type"], "sudoku");
  for (const json& j : recs) EXPECT_EQ(j["status"], "solved") << j.dump();
}

TEST(AutoRead, AnIdOfTwoFamiliesNamesTheOneItWasReadAs) {
  const test::Run r = cli("solve --format json", kLightupNoBlack + "\n");
  const auto recs = records(r.out);
  ASSERT_EQ(recs.size(), 1u) << r.out << r.err;
  const std::string read_as = recs[0]["type"];
  ASSERT_TRUE(recs[0].contains("also")) << recs[0].dump();
  const auto also = recs[0]["also"].get<std::vector<std::string>>();
  EXPECT_NE(std::find(also.begin(), also.end(), read_as == "lightup" ? "hashi" : "lightup"), also.end())
      << recs[0].dump();
  EXPECT_NE(r.err.find("read as " + read_as), std::string::npos) << r.err;
  // --type lightup, which the note names, solves it.
  const test::Run typed = cli("solve --type lightup --format line", kLightupNoBlack + "\n");
  EXPECT_EQ(typed.exit, 0) << typed.err;
}

// A bad first line costs itself only, whatever a family's block detection made of it: one
// error record and three answers, by the library (whole and streamed) and the program.
TEST(AutoRead, ABadFirstLineCostsOnlyItself) {
  const std::string text = "hello world\n" + kEscargot + "\n" + kEscargot + "\n" + kEscargot + "\n";
  const auto whole = read_puzzles(text, "t", ReadOptions{});
  ASSERT_EQ(whole.size(), 4u);
  EXPECT_FALSE(whole[0].puzzle);
  for (size_t i = 1; i < 4; ++i) {
    ASSERT_TRUE(whole[i].puzzle) << whole[i].error;
    EXPECT_EQ(whole[i].puzzle->family(), "sudoku");
    EXPECT_EQ(whole[i].line, static_cast<int>(i) + 1);
  }
  const test::Run r = cli("solve --format line", text);
  EXPECT_EQ(r.exit, 2) << r.err;  // an input error in the batch
  const std::string solved = "162857493534129678789643521475312986913586742628794135356478219241935867897261354\n";
  EXPECT_EQ(r.out, "error\n" + solved + solved + solved) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1:"), std::string::npos) << r.err;
  // The same with bad lines in the middle and at the end.
  const test::Run mid = cli("solve --format line", kEscargot + "\nhello world\n" + kEscargot + "\nbye\n");
  EXPECT_EQ(mid.out, solved + "error\n" + solved + "error\n") << mid.err;
}

}  // namespace
}  // namespace test_auto_read
}  // namespace gridsat
