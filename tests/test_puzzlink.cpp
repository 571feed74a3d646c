// The puzz.link kit (text/puzzlink.hpp) against facts computed elsewhere: each codec's reader
// undoes its writer on fixed pseudo-random fields; strings pzprjs itself wrote (its own test
// suite's URLs, in ../shared/instances/genres) come back byte for byte from gridsat's writer;
// and every genre's public puzzles read from their URLs solve to their published answers.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <map>
#include <random>
#include <set>

#include "helpers.hpp"
#include "solve/solve.hpp"
#include "text/puzzlink.hpp"

namespace test_puzzlink {

using namespace gridsat;
using namespace gridsat::test;
namespace pl = gridsat::puzzlink;

namespace {

// Fixed pseudo-random fields: one generator, one seed, so every run draws the same.
struct Fields {
  std::mt19937 rng{41};
  int below(int n) { return static_cast<int>(rng() % static_cast<uint32_t>(n)); }
  // n values: kNone with chance 1/2, kUnknown 1/8 (when `unknown`), else 0..top.
  std::vector<int> values(size_t n, int top, bool unknown = true) {
    std::vector<int> v(n);
    for (int& x : v) {
      const int r = below(8);
      x = r < 4 ? pl::kNone : r == 4 && unknown ? pl::kUnknown : below(top + 1);
    }
    return v;
  }
};

template <class T, class Read>
std::vector<T> read_back(const std::string& text, size_t n, Read read) {
  pl::Body b{text, 1};
  auto v = read(b, n);
  b.finish("the field");
  return v;
}

}  // namespace

TEST(Puzzlink, EveryCodecReadsBackWhatItWrote) {
  Fields f;
  for (int round = 0; round < 200; ++round) {
    const size_t n = 1 + static_cast<size_t>(f.below(120));
    std::string s;
    auto v16 = f.values(n, round % 2 ? 15 : 100000);
    pl::write_number16(s, v16);
    EXPECT_EQ(read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_number16(b, k); }), v16) << s;
    s.clear();
    auto v10 = f.values(n, 9);
    pl::write_number10(s, v10);
    EXPECT_EQ(read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_number10(b, k); }), v10) << s;
    s.clear();
    auto v4 = f.values(n, 4);
    pl::write_cell4(s, v4);
    EXPECT_EQ(read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_cell4(b, k); }), v4) << s;
    s.clear();
    auto v36 = f.values(n, 1295);
    pl::write_number36(s, v36);
    EXPECT_EQ(read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_number36(b, k); }), v36) << s;
    s.clear();
    std::vector<int> circles(n), marks(n);
    for (int& x : circles) x = f.below(3);
    for (int& x : marks) x = f.below(5) == 0;
    pl::write_circles(s, circles);
    EXPECT_EQ(s.size(), (n + 2) / 3);
    EXPECT_EQ(read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_circles(b, k); }), circles) << s;
    s.clear();
    pl::write_marks(s, marks);
    EXPECT_EQ(read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_marks(b, k); }), marks) << s;
    s.clear();
    std::vector<pl::Arrow> arrows(n);
    for (auto& a : arrows) {
      const int r = f.below(6);
      if (r < 3) continue;  // an empty cell
      a.dir = f.below(5);
      a.value = r == 3 ? pl::kUnknown : f.below(r == 4 ? 16 : 4096);
    }
    pl::write_arrows(s, arrows);
    EXPECT_EQ(read_back<pl::Arrow>(s, n, [](pl::Body& b, size_t k) { return pl::read_arrows(b, k); }), arrows) << s;
    s.clear();
    const int cols = 1 + f.below(12), rows = 1 + f.below(12);
    pl::Borders borders;
    borders.right.resize(static_cast<size_t>((cols - 1) * rows));
    borders.down.resize(static_cast<size_t>(cols * (rows - 1)));
    for (char& x : borders.right) x = static_cast<char>(f.below(2));
    for (char& x : borders.down) x = static_cast<char>(f.below(2));
    pl::write_borders(s, borders);
    pl::Body b{s, 1};
    const pl::Borders back = pl::read_borders(b, cols, rows);
    b.finish("the borders");
    EXPECT_EQ(back.right, borders.right) << s;
    EXPECT_EQ(back.down, borders.down) << s;
  }
}

// Strings worked by hand from pzprjs' Encode.js: each form of each codec once.
TEST(Puzzlink, CodecsReadPzprjsForms) {
  auto n16 = [](const std::string& s, size_t n) {
    return read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_number16(b, k); });
  };
  EXPECT_EQ(n16("1g-1f+1ff.", 5), (std::vector<int>{1, pl::kNone, 31, 511, pl::kUnknown}));
  EXPECT_EQ(n16("=001%001z", 22), (std::vector<int>{4097, 8193, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                                    -1,   -1,   -1, -1, -1, -1, -1, -1, -1, -1, -1}));
  auto c4 = [](const std::string& s, size_t n) {
    return read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_cell4(b, k); });
  };
  EXPECT_EQ(c4("7.b", 6), (std::vector<int>{2, -1, pl::kUnknown, 1, -1, -1}));  // 7: 2 and one empty; b: 1 and two
  auto circ = [](const std::string& s, size_t n) {
    return read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_circles(b, k); });
  };
  EXPECT_EQ(circ("q1", 4), (std::vector<int>{2, 2, 2, 0}));  // q = 26 = 2*9 + 2*3 + 2; 1 = 0, 0, 1: the 4th cell is 0
  auto marks = [](const std::string& s, size_t n) {
    return read_back<int>(s, n, [](pl::Body& b, size_t k) { return pl::read_marks(b, k); });
  };
  EXPECT_EQ(marks("1i", 4), (std::vector<int>{1, 0, 0, 0}));  // a mark and one after it, then i: one unmarked
  std::string w;
  pl::write_cell4(w, std::vector<int>{2, -1, pl::kUnknown, 1, -1, -1});
  EXPECT_EQ(w, "7.b");
  w.clear();
  pl::write_number16(w, std::vector<int>(45, pl::kNone));
  EXPECT_EQ(w, "zzk");                     // runs of 20, 20, 5
  EXPECT_THROW(n16("1x", 3), ParseError);  // a skip past the cells
  EXPECT_THROW(n16("-1", 2), ParseError);  // '-' needs two hex digits
  EXPECT_THROW(circ("r", 3), ParseError);  // base 27 ends at q
}

TEST(Puzzlink, HeadsAsCollectionsHoldThem) {
  for (const char* line : {"https://puzz.link/p?hashikake/5/4/abc", "http://pzv.jp/p.html?hashi/5/4/abc",
                           "https://pzprxs.vercel.app/p?bridges/5/4/abc", "hashi/5/4/abc", "hashikake/v:/5/4/abc"}) {
    ASSERT_TRUE(pl::is_url(line, "hashikake")) << line;
    const pl::Head h = pl::read_head(line, "hashikake", 1);
    EXPECT_EQ(h.cols, 5);
    EXPECT_EQ(h.rows, 4);
    EXPECT_EQ(h.body, "abc") << line;
  }
  EXPECT_EQ(pl::read_head("hashikake/v:/5/4/abc", "hashikake", 1).flags, "v:");
  EXPECT_EQ(pl::read_head("hashi/5/4/abc 1.1/..", "hashikake", 1, true).tail, "1.1/..");
  EXPECT_EQ(pl::read_head("hashi/5/4/abc d", "hashikake", 1).body, "abc d");  // no tail: the codec says what is wrong
  EXPECT_FALSE(pl::is_url("hashikakes/5/4/abc", "hashikake"));
  EXPECT_FALSE(pl::is_url("https://puzz.link/p?lightup/5/4/abc", "hashikake"));
  EXPECT_TRUE(pl::is_url("akari/5/5/", "lightup"));
  EXPECT_TRUE(pl::is_url("https://puzz.link/p?masyu/5/5/", "mashu"));
  EXPECT_TRUE(pl::is_url("slitherlink/5/5/", "slither"));
  EXPECT_EQ(pl::canonical("building"), "skyscrapers");
  EXPECT_EQ(pl::canonical("sudoku"), "sudoku");
  EXPECT_THROW(pl::read_head("hashi/5/x/abc", "hashikake", 1), ParseError);
  EXPECT_EQ(pl::url("tents", 4, 3, "1g"), "https://puzz.link/p?tents/4/3/1g");
}

namespace {

// The published answer's cells as rows of ints (rows may be strings of one-character cells).
std::vector<std::vector<int>> answer_rows(const nlohmann::json& a) {
  std::vector<std::vector<int>> rows;
  for (const auto& r : a) {
    std::vector<int> row;
    if (r.is_string())
      for (char c : r.get<std::string>()) row.push_back(c - '0');
    else
      for (const auto& v : r) row.push_back(v.get<int>());
    rows.push_back(row);
  }
  return rows;
}

// Edges as a set, each with its ends in order (the count, if any, stays last).
std::set<std::vector<int>> edge_set(const std::vector<std::vector<int>>& edges) {
  std::set<std::vector<int>> out;
  for (auto e : edges) {
    if (std::make_pair(e[2], e[3]) < std::make_pair(e[0], e[1])) {
      std::swap(e[0], e[2]);
      std::swap(e[1], e[3]);
    }
    out.insert(e);
  }
  return out;
}

// Why gridsat's solution `g` of `p` differs from the published answer ("" when it agrees).
std::string differs(const std::string& genre, const Puzzle& p, const Grid& g, const nlohmann::json& answer) {
  if (genre == "yajirin") {  // {"shaded", "edges"}: the shading through the rows below, the loop here
    std::vector<std::vector<int>> mine;
    for (const auto& [name, rows] : p.extra_fields(g))
      if (name == "edges") mine = rows;
    if (edge_set(mine) != edge_set(answer["edges"].get<std::vector<std::vector<int>>>())) return "the edges differ";
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c)
        if ((p.symbol(g.at(r, c)) == 1) != (answer["shaded"][r][c].get<int>() == 1))
          return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1) + ": the shading differs";
    return "";
  }
  if (genre == "hashikake" || genre == "mashu" || genre == "slither" || genre == "country" ||
      genre == "numlin") {
    const std::string field = genre == "hashikake" ? "bridges" : "edges";
    std::vector<std::vector<int>> mine;
    for (const auto& [name, rows] : p.extra_fields(g))
      if (name == field) mine = rows;
    std::vector<std::vector<int>> theirs = answer.get<std::vector<std::vector<int>>>();
    return edge_set(mine) == edge_set(theirs) ? "" : "the " + field + " differ";
  }
  if (genre == "gokigen") {  // rows of '/' (gridsat's 1) and '\\' (2)
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c)
        if (g.at(r, c) != (answer[r].get<std::string>().at(c) == '/' ? 1 : 2))
          return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1);
    return "";
  }
  if (genre == "shikaku" || genre == "tentaisho") {  // region ids: the same cut, whatever the ids
    std::map<int, std::string> to;
    std::map<std::string, int> from;
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c)
        if (to.try_emplace(g.at(r, c), answer[r][c].dump()).first->second != answer[r][c].dump() ||
            from.try_emplace(answer[r][c].dump(), g.at(r, c)).first->second != g.at(r, c))
          return "the regions differ at row " + std::to_string(r + 1) + " column " + std::to_string(c + 1);
    return "";
  }
  const auto rows = answer_rows(answer);
  if (static_cast<int>(rows.size()) != g.rows) return "the answer has " + std::to_string(rows.size()) + " rows";
  const bool values = genre == "sudoku" || genre == "skyscrapers" || genre == "fillomino" || genre == "ripple";
  if (genre == "yinyang") {  // gridsat's 1 black, 2 white; the answer's 1 black, 0 white
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c)
        if (g.at(r, c) != (rows[r].at(c) == 1 ? 1 : 2)) return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1);
    return "";
  }
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const int want = rows[r].at(c), have = g.at(r, c);
      if (values ? have != want : (have == 2) != (want == 1))
        return "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1) + ": " + std::to_string(have) +
               " against the answer's " + std::to_string(want);
    }
  return "";
}

std::string type_of(const std::string& genre) {
  if (genre == "hashikake") return "hashi";
  if (genre == "mashu") return "masyu";
  if (genre == "slither") return "slitherlink";
  if (genre == "skyscrapers") return "towers";
  if (genre == "gokigen") return "slant";
  if (genre == "yajirin") return "yajilin";
  if (genre == "country") return "countryroad";
  if (genre == "tentaisho") return "galaxies";
  if (genre == "numlin") return "numberlink";
  return genre;
}

}  // namespace

// Every URL of the public collections reads, and gridsat's URL of it reads back to the same
// puzzle; pzprjs' own test URLs come back byte for byte; a deterministic sample (every line
// with GRIDSAT_ALL_DATA=1) solves to its published answer.
TEST(Puzzlink, PublicPuzzlesReadSolveAndWriteBack) {
  NEED_SHARED("instances/genres");
  size_t solved = 0, pzprjs_own = 0;
  for (const std::string genre :
       {"lightup", "hitori", "hashikake", "mashu", "nonogram", "slither", "tents", "skyscrapers", "sudoku",
        "tapa", "shakashaka", "heyawake", "norinori", "starbattle", "tilepaint", "kurodoko", "cave",
        "nurikabe", "yinyang", "lits", "battleship", "gokigen", "yajirin", "country", "fillomino", "ripple", "kakuro", "easyasabc", "magnets", "shikaku", "tentaisho", "numlin"}) {
    ReadOptions o;
    o.type = type_of(genre);
    const auto lines = lines_of(shared("instances/genres/" + genre + ".jsonl"));
    ASSERT_FALSE(lines.empty()) << genre;
    // All of them: 13 s in Release (Shakashaka's 200 about 0.1 s each: a twentieth of them; LITS
    // and Battleship, Yajilin and Country Road, which their own tests solve, a twentieth too).
    const size_t every = all_data()                                                                     ? 1
                         : genre == "shakashaka" || genre == "lits" || genre == "battleship" ||
                                 genre == "yajirin" || genre == "country"
                             ? 20
                             : 3;
    for (size_t i = 0; i < lines.size(); ++i) {
      const auto j = nlohmann::json::parse(lines[i]);
      const std::string url = "https://puzz.link/p?" + j["url"].get<std::string>();
      auto recs = read_puzzles(url, genre, o);
      ASSERT_EQ(recs.size(), 1u);
      ASSERT_TRUE(recs[0].puzzle) << url << ": " << recs[0].error;
      const Puzzle& p = *recs[0].puzzle;
      const Family* f = find_family(p.family());
      ASSERT_TRUE(f && f->reader.url) << genre;
      const std::string mine = f->reader.url(p);
      auto again = read_puzzles(mine, genre, o);
      ASSERT_TRUE(again.size() == 1 && again[0].puzzle) << mine;
      EXPECT_EQ(f->reader.url(*again[0].puzzle), mine);
      EXPECT_EQ(again[0].puzzle->givens().cells, p.givens().cells) << mine;
      const std::string body = j["url"].get<std::string>(), source = j["source"].get<std::string>();
      if (source.starts_with("robx/pzprjs:test/")) {  // pzprjs wrote it: the same body
        EXPECT_EQ(mine.substr(mine.rfind('/')), body.substr(body.rfind('/'))) << source;
        ++pzprjs_own;
      }
      if (i % every != 0 && i > 1) continue;
      if (source.ends_with("#177_12x22") && genre == "norinori") continue;  // three shadings (test_norinori.cpp)
      if (genre == "nurikabe" && p.rows() * p.cols() > 144 && !all_data()) continue;  // tests/test_nurikabe.cpp
      if (genre == "fillomino" && !all_data()) continue;  // seconds each: tests/test_fillomino.cpp
      if (genre == "tentaisho" && p.rows() * p.cols() > 300 && !all_data()) continue;  // the 20x36s: minutes
      if (genre == "numlin" && p.rows() * p.cols() > 100) continue;  // tests/test_numberlink.cpp (large: minutes)
      if (genre == "numlin") {  // janko's two that leave cells empty need --cover free (test_numberlink.cpp)
        std::set<int> used;
        for (const auto& e : j["answer"]) used.insert(e[0].get<int>() * p.cols() + e[1].get<int>()),
            used.insert(e[2].get<int>() * p.cols() + e[3].get<int>());
        if (static_cast<int>(used.size()) != p.rows() * p.cols()) continue;
      }
      SolveOptions so;
      so.limit = 1;
      const Answer a = solve(p, Backend::automatic, so);
      ASSERT_EQ(a.count, 1) << url << " " << a.internal_error;
      if (const std::string why = differs(genre, p, a.solutions[0], j["answer"]); !why.empty()) {
        so.limit = 2;  // a line not unique as encoded (the collection's README): two answers
        EXPECT_EQ(solve(p, Backend::automatic, so).count, 2) << url << ": " << why;
      }
      ++solved;
    }
  }
  EXPECT_GT(solved, 50u);
  EXPECT_GT(pzprjs_own, 0u);
}

}  // namespace test_puzzlink
