// Hashi's model: the pairs of islands that see each other, the text forms of a grid, the
// figure and the JSON lists (its encoding: hashi_encode.cpp).
#include "puzzles/hashi/hashi.hpp"

#include <algorithm>
#include <ostream>

#include "check/hashi.hpp"

namespace gridsat {

Hashi::Hashi(int rows, int cols, std::vector<int> counts, int max_bridges, bool no_loops, HashiForm form, bool blank)
    : Puzzle("hashi", Grid(rows, cols), Symbols::from_zero),
      counts_(std::move(counts)),
      max_bridges_(max_bridges),
      no_loops_(no_loops),
      form_(form),
      blank_(blank) {
  auto cap = [&](int i) { return counts_[i] == hashi::kUnknown ? max_bridges_ : std::min(max_bridges_, counts_[i]); };
  for (int a = 0; a < rows * cols; ++a) {
    if (!counts_[a]) continue;
    for (const bool horizontal : {true, false}) {
      Pair p{a, -1, horizontal, {}, 0};
      for (int r = a / cols + !horizontal, c = a % cols + horizontal; r < rows && c < cols;
           r += !horizontal, c += horizontal) {
        if (counts_[r * cols + c]) {
          p.b = r * cols + c;
          break;
        }
        p.between.push_back(r * cols + c);
      }
      if (p.b < 0) continue;
      p.most = std::min(cap(a), cap(p.b));
      if (p.most > 0) pairs_.push_back(std::move(p));
    }
  }
}

std::string Hashi::describe() const {
  int islands = 0;
  for (int v : counts_) islands += v != 0;
  return "hashi " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(islands) +
         " islands, at most " + std::to_string(max_bridges_) + " bridges a pair" + (no_loops_ ? ", no loops" : "");
}

std::optional<std::string> Hashi::check(const Grid& solution) const {
  return check::hashi(rows(), cols(), counts_, max_bridges_, no_loops_, solution);
}

namespace {

char count_char(int v) {
  if (v == hashi::kUnknown) return '?';
  return v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
}

char cell_char(int count, int value) {
  if (count) return count_char(count);
  if (value >= hashi::horizontal(1) && value <= hashi::horizontal(4)) return "-=tq"[value - hashi::horizontal(1)];
  if (value >= hashi::vertical(1) && value <= hashi::vertical(4)) return "|\"TQ"[value - hashi::vertical(1)];
  return '.';
}

}  // namespace

void Hashi::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    std::string line;
    for (int c = 0; c < cols(); ++c) line += cell_char(counts_[r * cols() + c], g.cells[r * cols() + c]);
    out << line << '\n';
  }
}

std::string hashi_sgt_id(int rows, int cols, const std::vector<int>& counts, int max_bridges, bool no_loops) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + "m" + std::to_string(max_bridges) +
                  (no_loops ? "L" : "") + ":";
  int run = 0;
  for (int v : counts) {
    if (!v) {
      if (++run == 26) s += 'z', run = 0;
      continue;
    }
    if (run) s += static_cast<char>('a' + run - 1), run = 0;
    s += count_char(v);
  }
  if (run) s += static_cast<char>('a' + run - 1);
  return s;
}

std::string Hashi::line(const Grid& g) const {
  const bool unknown = std::any_of(counts_.begin(), counts_.end(), [](int v) { return v == hashi::kUnknown; });
  std::string s = form_ == HashiForm::puzzlink || unknown
                      ? hashi_puzzlink_url(rows(), cols(), counts_)
                      : hashi_sgt_id(rows(), cols(), counts_, max_bridges_, no_loops_);
  if (std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v == 0; })) return s;
  s += ' ';
  for (int i = 0; i < rows() * cols(); ++i) {
    if (i && i % cols() == 0) s += '/';
    s += cell_char(counts_[i], g.cells[i]);
  }
  return s;
}

std::vector<int> hashi_grid(const Hashi& h, const std::vector<int>& count) {
  std::vector<int> g(h.counts().size(), hashi::kWater);
  for (size_t i = 0; i < g.size(); ++i)
    if (h.counts()[i]) g[i] = hashi::kIsland;
  for (size_t p = 0; p < h.pairs().size(); ++p) {
    const auto& pair = h.pairs()[p];
    if (!count[p]) continue;
    if (pair.between.empty()) g[pair.a] += pair.horizontal ? count[p] : 5 * count[p];
    for (int c : pair.between) g[c] = pair.horizontal ? hashi::horizontal(count[p]) : hashi::vertical(count[p]);
  }
  return g;
}

std::vector<int> hashi_bridges(const Hashi& h, const Grid& g) {
  std::vector<int> count(h.pairs().size(), 0);
  for (size_t p = 0; p < h.pairs().size(); ++p) {
    const auto& pair = h.pairs()[p];
    if (pair.between.empty()) {
      const int v = g.cells[pair.a] - hashi::kIsland;
      count[p] = v < 0 ? 0 : pair.horizontal ? v % 5 : v / 5;
      continue;
    }
    const int v = g.cells[pair.between[0]];
    if (pair.horizontal && v >= hashi::horizontal(1) && v <= hashi::horizontal(4)) count[p] = v - hashi::horizontal(0);
    if (!pair.horizontal && v >= hashi::vertical(1) && v <= hashi::vertical(4)) count[p] = v - hashi::vertical(0);
  }
  return count;
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Hashi::extra_fields(const Grid& g) const {
  std::vector<std::vector<int>> list;
  const auto count = hashi_bridges(*this, g);
  for (size_t p = 0; p < pairs_.size(); ++p)
    if (count[p])
      list.push_back(
          {pairs_[p].a / cols(), pairs_[p].a % cols(), pairs_[p].b / cols(), pairs_[p].b % cols(), count[p]});
  return {{"bridges", list}};
}

namespace {

// The bridges of pair p that the placed cells of g (0: open) tell, or -1.
int known_count(const Hashi::Pair& pair, const Grid& g) {
  if (pair.between.empty()) {
    const int v = g.cells[pair.a];
    if (v < hashi::kIsland) return -1;
    return pair.horizontal ? (v - hashi::kIsland) % 5 : (v - hashi::kIsland) / 5;
  }
  for (int c : pair.between) {
    const int v = g.cells[c];
    if (v == hashi::kWater) return 0;
    if (v >= hashi::horizontal(1) && v <= hashi::horizontal(4))
      return pair.horizontal ? v - hashi::horizontal(0) : 0;
    if (v >= hashi::vertical(1) && v <= hashi::vertical(4)) return pair.horizontal ? 0 : v - hashi::vertical(0);
  }
  return -1;
}

}  // namespace

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Hashi::decided_fields(const Grid& before,
                                                                                         const Grid& after) const {
  std::vector<std::vector<int>> list;
  for (const auto& pair : pairs_) {
    const int k = known_count(pair, after);
    if (k < 0 || known_count(pair, before) >= 0) continue;
    list.push_back({pair.a / cols(), pair.a % cols(), pair.b / cols(), pair.b % cols(), k});
  }
  return {{"bridges", list}};
}

Figure Hashi::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.largest = 16;
  const bool solved = std::none_of(shown.cells.begin(), shown.cells.end(), [](int v) { return v == 0; });
  if (solved) {
    const auto count = hashi_bridges(*this, shown);
    for (size_t p = 0; p < pairs_.size(); ++p) {
      const auto& pair = pairs_[p];
      const double x0 = pair.a % cols() + 0.5, y0 = pair.a / cols() + 0.5;
      const double x1 = pair.b % cols() + 0.5, y1 = pair.b / cols() + 0.5;
      for (int k = 0; k < count[p]; ++k) {
        const double off = (k - (count[p] - 1) / 2.0) * 0.2;  // parallel strokes, 0.2 cells apart
        if (pair.horizontal) f.segments.push_back({x0, y0 + off, x1, y1 + off, Line::path});
        else f.segments.push_back({x0 + off, y0, x1 + off, y1, Line::path});
      }
    }
  }
  for (int i = 0; i < rows() * cols(); ++i) {
    if (!counts_[i]) continue;
    f.marks.push_back({i, Mark::open_circle});
    const std::string t = counts_[i] == hashi::kUnknown ? "?" : std::to_string(counts_[i]);
    f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, t, Ink::clue, 1, 0.5});
  }
  return f;
}

}  // namespace gridsat
