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
long long largest(const Puzzle& p, const Figure& f) {
  return f.largest ? f.largest : std::max(p.givens().rows, 1);
}

struct Rules {
  double thin, thick;
};
// Rules as a fraction of the cell that grows with the side: at a page's width (about 180
// mm) a thin rule stays near 0.1 mm and a thick one near 0.3 mm however many cells there are.
Rules rules(int n) {
  return {kCell * std::max(0.025, n / 1500.0), kCell * std::max(0.08, n / 600.0)};
}

class Writer {
 public:
  Writer(const Puzzle& p, const Grid& shown, const SvgOptions& opt)
      : p_(p), shown_(shown), opt_(opt), f_(p.figure(shown)), g_(geometry(p, f_)), n_(g_.n), rules_(rules(n_)) {}

  std::string run() {
    head();
    if (f_.gaps) cell_boxes();
    else grid_rules();
    if (opt_.show_lines) lines();  // under the pieces
    if (f_.pieces) pieces();
    else values();
    signs();
    if (f_.line_sums) sums();
    o_ << "</svg>\n";
    return o_.str();
  }

 private:
  void head() {
    o_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << num(g_.width) << ' ' << num(g_.height)
       << "\" preserveAspectRatio=\"xMidYMin meet\" width=\"" << num(g_.width) << "\" height=\"" << num(g_.height) << "\" data-family=\"" << p_.family()
       << "\" data-n=\"" << n_ << "\" data-cell=\"" << num(g_.cell) << "\" data-gap=\"" << num(g_.gap)
       << "\" data-left=\"" << num(g_.left) << "\" data-top=\"" << num(g_.top) << "\">\n";
    if (!opt_.title.empty()) o_ << "<title>" << escape(opt_.title) << "</title>\n";
    o_ << "<style>" << kStyle << "</style>\n";
    o_ << "<rect class=\"paper\" x=\"0\" y=\"0\" width=\"" << num(g_.width) << "\" height=\"" << num(g_.height)
       << "\" fill=\"#fff\"/>\n";
  }

  // Contiguous cells: thin rules between cells, thick ones around boxes and the grid.
  void grid_rules() {
    const double x0 = g_.x(0), y0 = g_.y(0), x1 = g_.x(n_), y1 = g_.y(n_);
    std::ostringstream thin, thick;
    for (int i = 1; i < n_; ++i) {
      const bool box_row = f_.box_rows && i % f_.box_rows == 0, box_col = f_.box_cols && i % f_.box_cols == 0;
      (box_row ? thick : thin) << "M" << num(x0) << ' ' << num(g_.y(i)) << "H" << num(x1);
      (box_col ? thick : thin) << "M" << num(g_.x(i)) << ' ' << num(y0) << "V" << num(y1);
    }
    if (!thin.str().empty()) o_ << "<path class=\"thin\" stroke-width=\"" << num(rules_.thin) << "\" d=\"" << thin.str() << "\"/>\n";
    if (!thick.str().empty())
      o_ << "<path class=\"thick\" stroke-width=\"" << num(rules_.thick) << "\" d=\"" << thick.str() << "\"/>\n";
    o_ << "<rect class=\"thick\" stroke-width=\"" << num(rules_.thick) << "\" fill=\"none\" x=\"" << num(x0) << "\" y=\"" << num(y0) << "\" width=\""
       << num(x1 - x0) << "\" height=\"" << num(y1 - y0) << "\"/>\n";
  }

  // Cells apart (Futoshiki): one square each.
  void cell_boxes() {
    std::ostringstream d;
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        d << "M" << num(g_.x(c)) << ' ' << num(g_.y(r)) << "h" << num(g_.cell) << "v" << num(g_.cell) << "h"
          << num(-g_.cell) << "z";
    o_ << "<path class=\"thick\" stroke-width=\"" << num(rules_.thick) << "\" fill=\"none\" stroke-linejoin=\"miter\" d=\"" << d.str() << "\"/>\n";
  }

  void text(const char* cls, double cx, double cy, double font, const std::string& t) {
    o_ << "<text class=\"" << cls << "\" x=\"" << num(cx) << "\" y=\"" << num(cy + 0.35 * font) << "\">" << t
       << "</text>\n";
  }

  void values() {
    const Grid& givens = p_.givens();
    o_ << "<g class=\"values\" font-size=\"" << num(g_.value_font) << "\">\n";
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        if (const int v = shown_.at(r, c))
          text(givens.at(r, c) != 0 ? "g" : "s", g_.x(c) + g_.cell / 2, g_.y(r) + g_.cell / 2, g_.value_font,
               std::to_string(p_.symbol(v)));
    o_ << "</g>\n";
    if (!opt_.candidates) return;
    o_ << "<g class=\"marks\" font-size=\"" << num(g_.mark_font) << "\">\n";
    for (int r = 0; r < n_; ++r)
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

  void pieces() {
    const Grid& givens = p_.givens();
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const double cx = g_.x(c) + g_.cell / 2, cy = g_.y(r) + g_.cell / 2;
        if (shown_.at(r, c) == 1)
          o_ << "<circle class=\"piece " << (givens.at(r, c) == 1 ? "given" : "solved") << "\" cx=\"" << num(cx)
             << "\" cy=\"" << num(cy) << "\" r=\"" << num(g_.cell * 0.32) << "\" fill=\""
             << (givens.at(r, c) == 1 ? "#000" : "#1a56c4") << "\"/>\n";
        else if (givens.at(r, c) == -1)  // a given "no piece"
          o_ << "<circle class=\"nopiece\" cx=\"" << num(cx) << "\" cy=\"" << num(cy) << "\" r=\""
             << num(g_.cell * 0.08) << "\" fill=\"#999\"/>\n";
      }
  }

  // A chevron in the gap between two adjacent cells, its tip towards the smaller one.
  void signs() {
    for (const auto& [lo, hi] : f_.less) {
      const int r0 = lo / n_, c0 = lo % n_, r1 = hi / n_, c1 = hi % n_;
      const double ax = g_.x(c0) + g_.cell / 2, ay = g_.y(r0) + g_.cell / 2;
      const double bx = g_.x(c1) + g_.cell / 2, by = g_.y(r1) + g_.cell / 2;
      const double len = std::hypot(bx - ax, by - ay);
      if (len == 0) continue;
      const double dx = (bx - ax) / len, dy = (by - ay) / len, mx = (ax + bx) / 2, my = (ay + by) / 2;
      const double half = std::min(g_.gap, g_.cell) * 0.24, spread = std::min(g_.gap, g_.cell) * 0.46;
      o_ << "<path class=\"sign\" stroke-width=\"" << num(std::max(rules_.thick * 0.6, g_.cell * 0.05)) << "\" data-lo=\"" << r0 << ' ' << c0 << "\" data-hi=\"" << r1 << ' ' << c1 << "\" d=\"M"
         << num(mx + dx * half - dy * spread) << ' ' << num(my + dy * half + dx * spread) << "L" << num(mx - dx * half)
         << ' ' << num(my - dy * half) << "L" << num(mx + dx * half + dy * spread) << ' '
         << num(my + dy * half - dx * spread) << "\"/>\n";
    }
  }

  // Each complete line's sum beyond its end: rows at the right, columns below, the main
  // diagonal at the bottom right, the anti-diagonal at the top right.
  void sums() {
    auto line_sum = [&](int r, int c, int dr, int dc) -> std::string {
      long long s = 0;
      for (int i = 0; i < n_; ++i, r += dr, c += dc) {
        if (shown_.at(r, c) == 0) return "";
        s += shown_.at(r, c);
      }
      return std::to_string(s);
    };
    const double w = g_.cell * 1.25;
    const long long target = static_cast<long long>(n_) * (static_cast<long long>(n_) * n_ + 1) / 2;
    const double font = fit(w * 0.9, digits(target), g_.cell * 0.45);
    auto put = [&](double cx, double cy, const std::string& s) {
      if (!s.empty()) o_ << "<text class=\"sum\" font-size=\"" << num(font) << "\" x=\"" << num(cx) << "\" y=\""
                         << num(cy + 0.35 * font) << "\">" << s << "</text>\n";
    };
    const double right = g_.x(n_) + w / 2, below = g_.y(n_) + g_.cell / 2;
    for (int i = 0; i < n_; ++i) {
      put(right, g_.y(i) + g_.cell / 2, line_sum(i, 0, 0, 1));
      put(g_.x(i) + g_.cell / 2, below, line_sum(0, i, 1, 0));
    }
    // The diagonals' sums sit off the grid's corners, a dashed leader along the diagonal.
    const std::string main = line_sum(0, 0, 1, 1), anti = line_sum(n_ - 1, 0, -1, 1);
    auto leader = [&](double x0, double y0, double x1, double y1) {
      o_ << "<line class=\"leader\" x1=\"" << num(x0) << "\" y1=\"" << num(y0) << "\" x2=\"" << num(x1) << "\" y2=\""
         << num(y1) << "\" stroke=\"#b03a2e\" stroke-dasharray=\"3 2\" stroke-width=\"" << num(rules_.thin * 2) << "\"/>\n";
    };
    const double step = g_.cell * 0.32;
    if (!main.empty()) leader(g_.x(n_), g_.y(n_), g_.x(n_) + step, g_.y(n_) + step);
    if (!anti.empty()) leader(g_.x(n_), g_.top, g_.x(n_) + step, g_.top - step);
    put(right + step * 0.6, below + step * 0.6, main);
    put(right + step * 0.6, g_.top - g_.cell / 2 - step * 0.6, anti);
  }

  void lines() {
    for (const auto& [a, b] : f_.lines)
      o_ << "<line class=\"line\" x1=\"" << num(g_.x(a % n_) + g_.cell / 2) << "\" y1=\""
         << num(g_.y(a / n_) + g_.cell / 2) << "\" x2=\"" << num(g_.x(b % n_) + g_.cell / 2) << "\" y2=\""
         << num(g_.y(b / n_) + g_.cell / 2) << "\" stroke-width=\"" << num(rules_.thin * 1.5) << "\"/>\n";
  }

  const Puzzle& p_;
  const Grid& shown_;
  const SvgOptions& opt_;
  Figure f_;
  Geometry g_;
  int n_;
  Rules rules_;
  std::ostringstream o_;
};

}  // namespace

const char* const kStyle =
    "text{font-family:sans-serif;text-anchor:middle}.g{font-weight:bold;fill:#000}.s{fill:#1a56c4}.m{fill:#666}"
    ".sum{fill:#b03a2e;font-style:italic}.thin{stroke:#888}.thick{stroke:#000;stroke-linecap:square}"
    ".sign{fill:none;stroke:#000;stroke-linecap:round;stroke-linejoin:round}.line{stroke:#c0392b;stroke-opacity:.45}";

Geometry geometry(const Puzzle& p, const Figure& f) {
  Geometry g;
  g.n = p.givens().rows;
  g.gap = f.gaps ? kCell * 0.55 : 0;
  const double margin = std::max(kCell * 0.25, rules(g.n).thick);
  g.left = margin;
  g.top = margin + (f.line_sums ? kCell * 1.3 : 0);
  const double grid = g.n * kCell + std::max(g.n - 1, 0) * g.gap;
  g.width = g.left + grid + margin + (f.line_sums ? kCell * 1.6 : 0);
  g.height = g.top + grid + margin + (f.line_sums ? kCell * 1.3 : 0);
  // Pencil marks: Sudoku's box shape turned (3x3 for 9, 3 across 2 down for 2x3 boxes),
  // else as square as possible.
  if (f.box_rows && f.box_cols) {
    g.mark_rows = std::min(f.box_rows, f.box_cols);
    g.mark_cols = std::max(f.box_rows, f.box_cols);
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
