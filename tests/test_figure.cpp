// The picture writer draws only the primitives of model/figure.hpp: here a stand-in puzzle
// that names no family emits each of them, and the SVG must hold each where it belongs
// (the families' own pictures are tests/pictures_test.py's).
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "model/puzzle.hpp"
#include "picture/svg.hpp"

namespace test_figure {

using namespace gridsat;

namespace {

// A 4x4 grid of numbers whose figure is whatever the test puts in it.
class Drawn final : public Puzzle {
 public:
  explicit Drawn(Figure f) : Puzzle("drawn", Grid(4, 4)), figure_(std::move(f)) { givens_.at(0, 0) = 3; }
  std::string describe() const override { return "a 4x4 stand-in"; }
  Encoding encode(const EncodeOptions&) const override { return {}; }
  std::optional<std::string> check(const Grid&) const override { return std::nullopt; }
  void print_grid(std::ostream&, const Grid&) const override {}
  std::string line(const Grid&) const override { return ""; }
  Figure figure(const Grid&) const override { return figure_; }

 private:
  Figure figure_;
};

std::string draw(const Figure& f, bool show_lines = false) {
  Drawn p(f);
  picture::SvgOptions opt;
  opt.show_lines = show_lines;
  return picture::svg(p, p.givens(), opt);
}

// The d attribute of the path of class `cls`, or "" when there is none.
std::string path_of(const std::string& svg, const std::string& cls) {
  std::smatch m;
  if (!std::regex_search(svg, m, std::regex("<path class=\"" + cls + "\"[^>]* d=\"([^\"]*)\""))) return "";
  return m[1];
}

size_t count(const std::string& s, const std::string& what) {
  size_t k = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++k;
  return k;
}

}  // namespace

TEST(Figure, RegionsOutlinedByTheirBoundariesOnly) {
  Figure f;
  f.outline_regions(4, {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3});
  EXPECT_EQ(f.edges.size(), 8u);  // 4 across the middle row boundary, 4 down the middle column
  const std::string svg = draw(f);
  // Each boundary is one straight run: the middle rule across, then the middle rule down.
  EXPECT_EQ(path_of(svg, "thick"), "M10 90H170M90 10V170");
  EXPECT_EQ(count(path_of(svg, "thin"), "M"), 4u);  // rules 1 and 3 both ways
}

TEST(Figure, MixedStrokesSplitALineIntoRuns) {
  Figure f;
  // Between rows 0 and 1: columns 0-1 dashed, 2 thick, 3 thin (the default).
  f.edges = {{0, 4, Stroke::dashed}, {1, 5, Stroke::dashed}, {2, 6, Stroke::thick}};
  const std::string svg = draw(f);
  EXPECT_EQ(path_of(svg, "dashed"), "M10 50H90");
  EXPECT_EQ(path_of(svg, "thick"), "M90 50H130");
  EXPECT_NE(path_of(svg, "thin").find("M130 50H170"), std::string::npos);
}

TEST(Figure, FillsCornersTextsSignsMarksAndSegments) {
  Figure f;
  f.fills = {{5, 1.0}, {6, 0.5}};
  f.corners = {{1, "12+"}, {2, "<&>"}};
  f.texts = {{4.5, 0.5, "7", Ink::clue}, {-0.5, 2.5, "1 3", Ink::clue}};
  f.signs = {{9, 10}};
  f.marks = {{15, Mark::disc_solved}};
  f.segments = {{0.5, 0.5, 3.5, 3.5, Line::guide, true}, {4, 4, 4.5, 4.5, Line::leader}};
  f.margin_right = 1;
  const std::string svg = draw(f);
  EXPECT_NE(svg.find("<rect class=\"fill\" x=\"50\" y=\"50\" width=\"40\" height=\"40\" fill=\"#000000\"/>"),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("fill=\"#808080\""), std::string::npos);  // half shaded
  EXPECT_NE(svg.find(">12+</text>"), std::string::npos);
  EXPECT_NE(svg.find(">&lt;&amp;&gt;</text>"), std::string::npos);  // text is escaped
  EXPECT_NE(svg.find("<text class=\"clue\""), std::string::npos);
  EXPECT_NE(svg.find("x=\"190\""), std::string::npos);  // (4.5, 0.5) in the right margin: 10 + 4.5 * 40
  EXPECT_EQ(count(svg, "class=\"sign\""), 1u);
  EXPECT_EQ(count(svg, "class=\"piece solved\""), 1u);
  EXPECT_EQ(count(svg, "class=\"leader\""), 1u);
  EXPECT_EQ(count(svg, "class=\"line\""), 0u);  // on request only
  EXPECT_EQ(count(draw(f, true), "class=\"line\""), 1u);
  // The margin widens the picture by one cell: 10 + 4 * 40 + 10 + 40.
  EXPECT_NE(svg.find("viewBox=\"0 0 220 180\""), std::string::npos);
}

TEST(Figure, ValuesDrawnUnlessTheFigureSaysNot) {
  Figure f;
  EXPECT_EQ(count(draw(f), "<text class=\"g\""), 1u);  // the given 3
  f.values = false;
  EXPECT_EQ(count(draw(f), "<text class=\"g\""), 0u);
}

}  // namespace test_figure
