#include "picture/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace gridsat::picture {

namespace {

// A coordinate with at most two decimals, no trailing zeros.
std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

int digits(long long v) {
  int d = 1;
  while (v >= 10) v /= 10, ++d;
  return d;
}

// The font size that fits `d` digits across `width`.
double fit(double width, int d, double most) { return std::min(most, 1.4 * width / d); }

// The widest value a cell may show.
long long largest(const Puzzle& p, const Figure& f) { return f.largest ? f.largest : std::max(p.givens().rows, 1); }

struct Rules {
  double thin, thick;
};
// Rules as a fraction of the cell that grows with the side: at a page's width (about 180
// mm) a thin rule stays near 0.1 mm and a thick one near 0.3 mm however many cells there are.
Rules rules(int n) { return {kCell * std::max(0.025, n / 1500.0), kCell * std::max(0.08, n / 600.0)}; }

class Writer {
 public:
  Writer(const Puzzle& p, const Grid& shown, const SvgOptions& opt)
      : p_(p),
        shown_(shown),
        opt_(opt),
        f_(p.figure(shown)),
        g_(geometry(p, f_)),
        n_(g_.cols),
        rows_(g_.rows),
        rules_(rules(std::max(rows_, n_))) {}

  std::string run() {
    head();
    fills();
    if (f_.gaps) cell_boxes();
    else grid_rules();
    segments();  // under the values and marks
    if (f_.values) values();
    cell_marks();
    corners();
    signs();
    texts();
    explained();
    o_ << "</svg>\n";
    return o_.str();
  }

 private:
  void head() {
    o_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << num(g_.width) << ' ' << num(g_.height)
       << "\" preserveAspectRatio=\"xMidYMin meet\" width=\"" << num(g_.width) << "\" height=\"" << num(g_.height)
       << "\" data-family=\"" << p_.family() << "\" data-n=\"" << g_.n << "\" data-cell=\"" << num(g_.cell)
       << "\" data-gap=\"" << num(g_.gap) << "\" data-left=\"" << num(g_.left) << "\" data-top=\"" << num(g_.top)
       << "\">\n";
    if (!opt_.title.empty()) o_ << "<title>" << escape(opt_.title) << "</title>\n";
    o_ << "<style>" << kStyle << "</style>\n";
    o_ << "<rect class=\"paper\" x=\"0\" y=\"0\" width=\"" << num(g_.width) << "\" height=\"" << num(g_.height)
       << "\" fill=\"#fff\"/>\n";
  }

  // Contiguous cells: a rule between every two adjacent cells (thin unless the figure says
  // otherwise), each straight run of one stroke drawn as one segment; a thick frame around.
  void grid_rules() {
    const size_t rows = static_cast<size_t>(rows_), cols = static_cast<size_t>(n_);
    // across[i * cols + c]: the rule above row i at column c; down[i * rows + r]: left of column i at row r.
    std::vector<Stroke> across((rows + 1) * cols, Stroke::thin), down((cols + 1) * rows, Stroke::thin);
    for (const auto& e : f_.edges) {
      const int ra = e.a / n_, ca = e.a % n_, rb = e.b / n_, cb = e.b % n_;
      if (rb == ra + 1 && cb == ca) across[static_cast<size_t>(rb) * cols + ca] = e.stroke;
      else if (ra == rb && cb == ca + 1) down[static_cast<size_t>(cb) * rows + ra] = e.stroke;
    }
    std::ostringstream d[3];  // by Stroke
    for (int i = 1; i < rows_; ++i)
      runs(&across[static_cast<size_t>(i) * cols], n_, [&](Stroke s, int from, int to) {
        d[static_cast<int>(s)] << "M" << num(g_.x(from)) << ' ' << num(g_.y(i)) << "H" << num(g_.x(to));
      });
    for (int i = 1; i < n_; ++i)
      runs(&down[static_cast<size_t>(i) * rows], rows_, [&](Stroke s, int from, int to) {
        d[static_cast<int>(s)] << "M" << num(g_.x(i)) << ' ' << num(g_.y(from)) << "V" << num(g_.y(to));
      });
    const std::string thin = d[0].str(), thick = d[1].str(), dashed = d[2].str();
    if (!thin.empty())
      o_ << "<path class=\"thin\" stroke-width=\"" << num(rules_.thin) << "\" d=\"" << thin << "\"/>\n";
    if (!thick.empty())
      o_ << "<path class=\"thick\" stroke-width=\"" << num(rules_.thick) << "\" d=\"" << thick << "\"/>\n";
    if (!dashed.empty())
      o_ << "<path class=\"dashed\" stroke=\"#000\" stroke-dasharray=\"" << num(g_.cell * 0.1) << ' '
         << num(g_.cell * 0.08) << "\" stroke-width=\"" << num(rules_.thin * 1.5) << "\" d=\"" << dashed << "\"/>\n";
    const double x0 = g_.x(0), y0 = g_.y(0), x1 = g_.x(n_), y1 = g_.y(rows_);
    o_ << "<rect class=\"thick\" stroke-width=\"" << num(rules_.thick) << "\" fill=\"none\" x=\"" << num(x0)
       << "\" y=\"" << num(y0) << "\" width=\"" << num(x1 - x0) << "\" height=\"" << num(y1 - y0) << "\"/>\n";
  }

  // The maximal runs of one stroke along a line of `len` rules: each as (stroke, from, to).
  template <class F>
  void runs(const Stroke* line, int len, F&& each) {
    for (int from = 0, to; from < len; from = to) {
      for (to = from + 1; to < len && line[to] == line[from];) ++to;
      each(line[from], from, to);
    }
  }

  // A point in cells (see model/figure.hpp) in user units: whole cells step by cell + gap.
  double px(double x) const { return ux(x, g_.left); }
  double py(double y) const { return ux(y, g_.top); }
  double ux(double v, double origin) const {
    const double whole = std::floor(v);
    return origin + whole * (g_.cell + g_.gap) + (v - whole) * g_.cell;
  }

  void fills() {
    for (const auto& fl : f_.fills) {
      const int level = static_cast<int>(std::lround(255 * (1 - std::clamp(fl.shade, 0.0, 1.0))));
      char colour[8];
      std::snprintf(colour, sizeof colour, "#%02x%02x%02x", level, level, level);
      o_ << "<rect class=\"fill\" x=\"" << num(g_.x(fl.cell % n_)) << "\" y=\"" << num(g_.y(fl.cell / n_))
         << "\" width=\"" << num(g_.cell) << "\" height=\"" << num(g_.cell) << "\" fill=\"" << colour << "\"/>\n";
    }
    for (int cell : opt_.tint) cell_rect("tint", cell, 0);
  }

  // A cell's square with class `cls`, inset by `inset` (an outline inside the rules).
  void cell_rect(const char* cls, int cell, double inset) {
    o_ << "<rect class=\"" << cls << "\" x=\"" << num(g_.x(cell % n_) + inset) << "\" y=\""
       << num(g_.y(cell / n_) + inset) << "\" width=\"" << num(g_.cell - 2 * inset) << "\" height=\""
       << num(g_.cell - 2 * inset) << "\"/>\n";
  }

  // count --explain's repair values and clash outlines, over everything else.
  void explained() {
    if (!opt_.added.empty()) {
      o_ << "<g class=\"values\" font-size=\"" << num(g_.value_font) << "\">\n";
      for (const auto& [cell, v] : opt_.added)
        text("r", g_.x(cell % n_) + g_.cell / 2, g_.y(cell / n_) + g_.cell / 2, g_.value_font,
             std::to_string(p_.symbol(v)));
      o_ << "</g>\n";
    }
    for (int cell : opt_.outline) cell_rect("clash", cell, g_.cell * 0.08);
  }

  // Cells apart (Futoshiki): one square each.
  void cell_boxes() {
    std::ostringstream d;
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < n_; ++c)
        d << "M" << num(g_.x(c)) << ' ' << num(g_.y(r)) << "h" << num(g_.cell) << "v" << num(g_.cell) << "h"
          << num(-g_.cell) << "z";
    o_ << "<path class=\"thick\" stroke-width=\"" << num(rules_.thick)
       << "\" fill=\"none\" stroke-linejoin=\"miter\" d=\"" << d.str() << "\"/>\n";
  }

  void text(const char* cls, double cx, double cy, double font, const std::string& t) {
    o_ << "<text class=\"" << cls << "\" x=\"" << num(cx) << "\" y=\"" << num(cy + 0.35 * font) << "\">" << t
       << "</text>\n";
  }

  void values() {
    const Grid& givens = p_.givens();
    o_ << "<g class=\"values\" font-size=\"" << num(g_.value_font) << "\">\n";
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < n_; ++c)
        if (const int v = shown_.at(r, c))
          text(givens.at(r, c) != 0 ? "g" : "s", g_.x(c) + g_.cell / 2, g_.y(r) + g_.cell / 2, g_.value_font,
               std::to_string(p_.symbol(v)));
    o_ << "</g>\n";
    if (!opt_.candidates) return;
    o_ << "<g class=\"marks\" font-size=\"" << num(g_.mark_font) << "\">\n";
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < n_; ++c)
        if (shown_.at(r, c) == 0) marks(r, c, (*opt_.candidates)[static_cast<size_t>(r * n_ + c)]);
    o_ << "</g>\n";
  }

  void marks(int r, int c, uint64_t mask) {
    const double w = g_.cell / g_.mark_cols, h = g_.cell / g_.mark_rows;
    for (int v = 1; v <= n_ && v <= 64; ++v) {
      if (!(mask >> (v - 1) & 1)) continue;
      const int i = v - 1;
      text("m", g_.x(c) + w * (i % g_.mark_cols + 0.5), g_.y(r) + h * (i / g_.mark_cols + 0.5), g_.mark_font,
           std::to_string(p_.symbol(v)));
    }
  }

  void cell_marks() {
    for (const auto& m : f_.marks) {
      const double cx = g_.x(m.cell % n_) + g_.cell / 2, cy = g_.y(m.cell / n_) + g_.cell / 2;
      if (m.mark == Mark::open_circle || m.mark == Mark::filled_circle)
        o_ << "<circle class=\"" << (m.mark == Mark::open_circle ? "ring" : "disc") << "\" cx=\"" << num(cx)
           << "\" cy=\"" << num(cy) << "\" r=\"" << num(g_.cell * 0.3) << "\" stroke=\"#000\" stroke-width=\""
           << num(g_.cell * 0.05) << "\" fill=\"" << (m.mark == Mark::open_circle ? "#fff" : "#000") << "\"/>\n";
      else if (m.mark == Mark::dot)
        o_ << "<circle class=\"nopiece\" cx=\"" << num(cx) << "\" cy=\"" << num(cy) << "\" r=\"" << num(g_.cell * 0.08)
           << "\" fill=\"#999\"/>\n";
      else
        o_ << "<circle class=\"piece " << (m.mark == Mark::disc_given ? "given" : "solved") << "\" cx=\"" << num(cx)
           << "\" cy=\"" << num(cy) << "\" r=\"" << num(g_.cell * 0.32) << "\" fill=\""
           << (m.mark == Mark::disc_given ? "#000" : "#1a56c4") << "\"/>\n";
    }
  }

  void corners() {
    const double font = g_.cell * 0.26;
    for (const auto& t : f_.corners)
      o_ << "<text class=\"corner\" text-anchor=\"start\" font-size=\"" << num(font) << "\" x=\""
         << num(g_.x(t.cell % n_) + g_.cell * 0.06) << "\" y=\"" << num(g_.y(t.cell / n_) + font) << "\">"
         << escape(t.text) << "</text>\n";
  }

  // A chevron in the gap between two adjacent cells, its tip towards the smaller one.
  void signs() {
    for (const auto& [lo, hi] : f_.signs) {
      const int r0 = lo / n_, c0 = lo % n_, r1 = hi / n_, c1 = hi % n_;
      const double ax = g_.x(c0) + g_.cell / 2, ay = g_.y(r0) + g_.cell / 2;
      const double bx = g_.x(c1) + g_.cell / 2, by = g_.y(r1) + g_.cell / 2;
      const double len = std::hypot(bx - ax, by - ay);
      if (len == 0) continue;
      const double dx = (bx - ax) / len, dy = (by - ay) / len, mx = (ax + bx) / 2, my = (ay + by) / 2;
      const double half = std::min(g_.gap, g_.cell) * 0.24, spread = std::min(g_.gap, g_.cell) * 0.46;
      o_ << "<path class=\"sign\" stroke-width=\"" << num(std::max(rules_.thick * 0.6, g_.cell * 0.05))
         << "\" data-lo=\"" << r0 << ' ' << c0 << "\" data-hi=\"" << r1 << ' ' << c1 << "\" d=\"M"
         << num(mx + dx * half - dy * spread) << ' ' << num(my + dy * half + dx * spread) << "L" << num(mx - dx * half)
         << ' ' << num(my - dy * half) << "L" << num(mx + dx * half + dy * spread) << ' '
         << num(my + dy * half - dx * spread) << "\"/>\n";
    }
  }

  void texts() {
    for (const auto& t : f_.texts) {
      const int chars = t.chars ? t.chars : static_cast<int>(t.text.size());
      const double font = fit(t.width * g_.cell, std::max(chars, 1), t.max_font * g_.cell);
      o_ << "<text class=\"" << ink_class(t.ink) << "\" font-size=\"" << num(font) << "\" x=\"" << num(px(t.x))
         << "\" y=\"" << num(py(t.y) + 0.35 * font) << "\">" << escape(t.text) << "</text>\n";
    }
  }

  static const char* ink_class(Ink ink) {
    switch (ink) {
      case Ink::given: return "g";
      case Ink::solved: return "s";
      case Ink::clue: return "clue";
      case Ink::sum: return "sum";
      case Ink::inverse: return "inv";
    }
    return "clue";
  }

  void segments() {
    for (const auto& s : f_.segments) {
      if (s.on_request && !opt_.show_lines) continue;
      if (s.line == Line::path || s.line == Line::rule) {
        const bool path = s.line == Line::path;
        o_ << "<line class=\"" << (path ? "path" : "rule\" stroke=\"#000") << "\" x1=\"" << num(px(s.x0)) << "\" y1=\""
           << num(py(s.y0)) << "\" x2=\"" << num(px(s.x1)) << "\" y2=\"" << num(py(s.y1)) << "\" stroke-width=\""
           << num(path ? g_.cell * 0.1 : rules_.thin) << "\"/>\n";
        continue;
      }
      o_ << "<line class=\"" << (s.line == Line::guide ? "line" : "leader") << "\" x1=\"" << num(px(s.x0)) << "\" y1=\""
         << num(py(s.y0)) << "\" x2=\"" << num(px(s.x1)) << "\" y2=\"" << num(py(s.y1)) << "\" ";
      if (s.line == Line::guide) o_ << "stroke-width=\"" << num(rules_.thin * 1.5) << "\"/>\n";
      else o_ << "stroke=\"#b03a2e\" stroke-dasharray=\"3 2\" stroke-width=\"" << num(rules_.thin * 2) << "\"/>\n";
    }
  }

  const Puzzle& p_;
  const Grid& shown_;
  const SvgOptions& opt_;
  Figure f_;
  Geometry g_;
  int n_;  // columns: cell i is (i / n_, i % n_)
  int rows_;
  Rules rules_;
  std::ostringstream o_;
};

}  // namespace

const char* const kStyle =
    "text{font-family:sans-serif;text-anchor:middle}.g{font-weight:bold;fill:#000}.s{fill:#1a56c4}.m{fill:#666}"
    ".sum{fill:#b03a2e;font-style:italic}.thin{stroke:#888}.thick{stroke:#000;stroke-linecap:square}"
    ".sign{fill:none;stroke:#000;stroke-linecap:round;stroke-linejoin:round}.line{stroke:#c0392b;stroke-opacity:.45}."
    "corner{text-anchor:start}"
    ".path{stroke:#1a56c4;stroke-linecap:round}"
    ".inv{fill:#fff;font-weight:bold}"
    ".tint{fill:#f5c542;fill-opacity:.35}.r{fill:#c2410c;font-weight:bold}"
    ".clash{fill:none;stroke:#d11;stroke-width:3}";

Geometry geometry(const Puzzle& p, const Figure& f) {
  Geometry g;
  g.n = g.rows = p.givens().rows;
  g.cols = p.givens().cols;
  g.gap = f.gaps ? kCell * 0.55 : 0;
  const double margin = std::max(kCell * 0.25, rules(std::max(g.rows, g.cols)).thick);
  g.left = margin + f.margin_left * kCell;
  g.top = margin + f.margin_top * kCell;
  auto span = [&](int cells) { return cells * kCell + std::max(cells - 1, 0) * g.gap; };
  g.width = g.left + span(g.cols) + margin + f.margin_right * kCell;
  g.height = g.top + span(g.rows) + margin + f.margin_bottom * kCell;
  // Pencil marks: the family's shape (Sudoku: its box turned, 3 across 2 down for 2x3 boxes),
  // else as square as possible.
  if (f.mark_rows && f.mark_cols) {
    g.mark_rows = f.mark_rows;
    g.mark_cols = f.mark_cols;
  } else {
    g.mark_cols = std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(g.n)))));
    g.mark_rows = std::max(1, (g.n + g.mark_cols - 1) / g.mark_cols);
  }
  g.value_font = fit(g.cell * 0.88, digits(largest(p, f)), g.cell * 0.6);
  g.mark_font = fit(g.cell / g.mark_cols * 0.9, digits(g.n), g.cell / std::max(g.mark_rows, g.mark_cols) * 0.8);
  return g;
}

std::string svg(const Puzzle& p, const Grid& shown, const SvgOptions& opt) { return Writer(p, shown, opt).run(); }

std::string escape(const std::string& text) {
  std::string s;
  for (char ch : text) switch (ch) {
      case '&': s += "&amp;"; break;
      case '<': s += "&lt;"; break;
      case '>': s += "&gt;"; break;
      case '"': s += "&quot;"; break;
      default: s += ch;
    }
  return s;
}

}  // namespace gridsat::picture
