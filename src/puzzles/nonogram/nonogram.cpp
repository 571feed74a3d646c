// Nonograms' model and encoding: two primary variables per open cell (shaded, empty: one
// true), and per row and per column encoders/runs.hpp's automaton over the cells' "shaded"
// literals (given cells as constants). The native backend is the line solver with
// backtracking (line_solver.hpp); generate's blank draws random pictures whose clues that
// search proves unique.
#include "puzzles/nonogram/nonogram.hpp"

#include <algorithm>
#include <ostream>

#include "base/random.hpp"
#include "base/saturating.hpp"
#include "check/nonogram.hpp"
#include "encoders/constants.hpp"
#include "encoders/runs.hpp"
#include "puzzles/nonogram/line_solver.hpp"

namespace gridsat {

Nonogram::Nonogram(Grid givens, Clues rows, Clues cols, NonogramForm form, bool free_lines)
    : Puzzle("nonogram", std::move(givens), Symbols::from_zero),
      rows_(std::move(rows)),
      cols_(std::move(cols)),
      form_(form),
      free_(free_lines) {}

std::vector<int> runs_of_line(const std::vector<int>& cells, int first, int step, int len) {
  std::vector<int> out;
  int run = 0;
  for (int i = 0; i <= len; ++i) {
    if (i < len && cells[static_cast<size_t>(first + i * step)] == 2) {
      ++run;
    } else if (run) {
      out.push_back(run);
      run = 0;
    }
  }
  return out;
}

std::string Nonogram::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "nonogram " + std::to_string(givens_.cols) + "x" + std::to_string(givens_.rows) + (free_ ? ", no clues" : "") +
         (givens ? ", " + std::to_string(givens) + " givens" : "");
}

namespace {

// What a line's clue decides alone: 2 the whole line (no run, or the runs and one gap between
// each fill it), 1 some cells (a run longer than the slack: the overlap), 0 none.
int decides_alone(const std::vector<int>& clue, int len) {
  int need = clue.empty() ? 0 : static_cast<int>(clue.size()) - 1;
  for (int r : clue) need += r;
  if (clue.empty() || need == len) return 2;
  return *std::max_element(clue.begin(), clue.end()) > len - need ? 1 : 0;
}

}  // namespace

Encoding Nonogram::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  e.one_hot = true;
  const int h = givens_.rows, w = givens_.cols;
  std::vector<int> shaded(static_cast<size_t>(h) * w);
  for (int c = 0; c < h * w; ++c) {
    if (givens_.cells[c]) {
      shaded[c] = givens_.cells[c] == 2 ? kTrue : kFalse;
      continue;
    }
    const int b = e.cnf.fresh(), white = e.cnf.fresh();
    e.cnf.add({b, white});
    e.cnf.add({-b, -white});
    e.primary.push_back({b, c, 2});
    e.primary.push_back({white, c, 1});
    shaded[c] = b;
  }
  if (free_) return e;
  std::vector<int> line;
  for (int r = 0; r < h; ++r) {
    line.assign(shaded.begin() + static_cast<std::ptrdiff_t>(r) * w,
                shaded.begin() + static_cast<std::ptrdiff_t>(r + 1) * w);
    GroupScope g(e, opt, [&] { return line_group(rows_[r], "row", r, true); });
    runs(e.cnf, line, rows_[r]);
  }
  for (int c = 0; c < w; ++c) {
    line.clear();
    for (int r = 0; r < h; ++r) line.push_back(shaded[static_cast<size_t>(r) * w + c]);
    GroupScope g(e, opt, [&] { return line_group(cols_[c], "column", c, false); });
    runs(e.cnf, line, cols_[c]);
  }
  return e;
}

// explain's group of one line's clue: kind "row" or "column", "complete row" when the clue
// decides the line alone, "overlap row" when it decides some cells (a run longer than the
// slack); the label is its number and its clue.
RuleGroup Nonogram::line_group(const std::vector<int>& clue, const std::string& name, int index, bool row) const {
  const int h = givens_.rows, w = givens_.cols, len = row ? w : h;
  RuleGroup g;
  const int alone = decides_alone(clue, len);
  g.kind = std::string(alone == 2 ? "complete " : alone == 1 ? "overlap " : "") + name;
  std::string runs;
  for (int r : clue) runs += (runs.empty() ? "" : " ") + std::to_string(r);
  g.label = std::to_string(index + 1) + " (" + (runs.empty() ? "0" : runs) + ")";
  for (int i = 0; i < len; ++i) g.cells.push_back(row ? index * w + i : i * w + index);
  g.clue = true;
  return g;
}

std::optional<EncodingSize> Nonogram::estimate(const EncodeOptions&) const {
  EncodingSize size;
  const int64_t h = givens_.rows, w = givens_.cols;
  sat_add_to(size.vars, 2, h * w);
  sat_add_to(size.clauses, 2, h * w);
  auto line = [&](int64_t len, const std::vector<int>& clue) {
    int64_t m = static_cast<int64_t>(clue.size()) - 1;
    for (int b : clue) m += b;
    m = std::max<int64_t>(m, 0);
    // feasible (i, j) pairs, at most: j <= m and j >= m - (len - i)
    const int64_t states = (len + 1) * std::max<int64_t>(std::min(m + 1, len - m + 1), 1);
    sat_add_to(size.vars, 3, states);     // the state and two transitions
    sat_add_to(size.clauses, 8, states);  // three per transition, two per state
    sat_add_to(size.clauses, 2, len);
  };
  if (!free_) {
    for (const auto& c : rows_) line(w, c);
    for (const auto& c : cols_) line(h, c);
  }
  return size;
}

namespace {

// A random picture: noise smoothed over each cell's neighbourhood, shaded above the median
// (blobs, as pictures have, rather than salt and pepper).
std::vector<int> random_picture(int h, int w, Rng& rng) {
  std::vector<int> noise(static_cast<size_t>(h) * w), sum(noise.size());
  for (int& v : noise) v = rng.below(1000);
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c) {
      int s = 0;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int rr = r + dr, cc = c + dc;
          if (rr >= 0 && rr < h && cc >= 0 && cc < w) s += noise[static_cast<size_t>(rr) * w + cc];
        }
      sum[static_cast<size_t>(r) * w + c] = s * 9 / (1 + (r > 0) + (r + 1 < h)) / (1 + (c > 0) + (c + 1 < w));
    }
  std::vector<int> sorted = sum;
  std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2), sorted.end());
  const int median = sorted[sorted.size() / 2];
  std::vector<int> cells(sum.size());
  for (size_t i = 0; i < sum.size(); ++i) cells[i] = sum[i] > median ? 2 : 1;
  return cells;
}

NativeResult to_native(const nonogram::LineResult& r) {
  NativeResult out;
  out.count = r.count;
  out.complete = r.complete;
  out.timed_out = r.timed_out;
  out.decisions = r.decisions;
  out.conflicts = r.conflicts;
  return out;
}

}  // namespace

NativeResult Nonogram::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions& opt) const {
  const int h = givens_.rows, w = givens_.cols;
  if (!free_) {
    nonogram::LineSearch s{h, w, &rows_, &cols_, 0};
    return to_native(nonogram::search(s, givens_.cells, limit, deadline, on_solution));
  }
  // The blank: pictures whose clues have exactly one solution (the search with a budget of
  // decisions decides; a picture it cannot settle quickly is drawn again), the givens kept.
  Rng rng(opt.seed ? opt.seed : 1);
  NativeResult out;
  while (!past(deadline)) {
    std::vector<int> cells = random_picture(h, w, rng);
    if (std::any_of(givens_.cells.begin(), givens_.cells.end(), [](int v) { return v != 0; })) {
      // No clues but some cells (api::from_grid's blank): those cells, the rest of the picture.
      for (int c = 0; c < h * w; ++c)
        if (givens_.cells[c]) cells[c] = givens_.cells[c];
      out.count = 1;
      on_solution(cells);
      return out;
    }
    Clues rows(static_cast<size_t>(h)), cols(static_cast<size_t>(w));
    for (int r = 0; r < h; ++r) rows[r] = runs_of_line(cells, r * w, 1, w);
    for (int c = 0; c < w; ++c) cols[c] = runs_of_line(cells, c, w, h);
    nonogram::LineSearch s{h, w, &rows, &cols, 16};
    const auto r = nonogram::search(s, givens_.cells, 2, deadline, [](const std::vector<int>&) { return true; });
    if (r.count != 1 || !r.complete) continue;
    out.count = 1;
    out.complete = false;
    on_solution(cells);
    return out;
  }
  out.timed_out = true;
  return out;
}

std::optional<std::string> Nonogram::check(const Grid& solution) const {
  if (free_) {
    for (int v : solution.cells)
      if (v != 1 && v != 2) return "a cell is neither empty nor shaded";
    return std::nullopt;
  }
  return check::nonogram(givens_, rows_, cols_, solution);
}

namespace {

std::string clue_text(const std::vector<int>& runs, char sep) {
  std::string s;
  for (size_t i = 0; i < runs.size(); ++i) s += (i ? std::string(1, sep) : "") + std::to_string(runs[i]);
  return s;
}

}  // namespace

void Nonogram::print_grid(std::ostream& out, const Grid& g) const {
  const bool solved = std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; });
  if (solved) {
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) out << (g.at(r, c) == 2 ? '#' : '.');
      out << '\n';
    }
    return;
  }
  if (std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; }) || form_ == NonogramForm::puzzlink) {
    out << line(g) << '\n';
    return;
  }
  out << "rows:\n";
  for (const auto& c : rows_) out << (c.empty() ? "0" : clue_text(c, ' ')) << '\n';
  out << "columns:\n";
  for (const auto& c : cols_) out << (c.empty() ? "0" : clue_text(c, ' ')) << '\n';
}

std::string nonogram_sgt_id(const Clues& rows, const Clues& cols, const Grid& g) {
  std::string s = std::to_string(cols.size()) + "x" + std::to_string(rows.size()) + ":";
  bool first = true;
  for (const Clues* part : {&cols, &rows})
    for (const auto& c : *part) {
      if (!first) s += '/';
      first = false;
      s += clue_text(c, '.');
    }
  if (std::none_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; })) return s;
  s += ',';
  int run = 0;
  for (int v : g.cells) {
    if (!v) {
      if (++run == 25) s += 'z', run = 0;
      continue;
    }
    s += static_cast<char>((v == 2 ? 'A' : 'a') + run);
    run = 0;
  }
  if (run) s += static_cast<char>('a' + run);
  return s;
}

std::string Nonogram::line(const Grid& g) const {
  if (form_ == NonogramForm::puzzlink) return nonogram_puzzlink_url(rows_, cols_);
  return nonogram_sgt_id(rows_, cols_, g);
}

Figure Nonogram::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  size_t left = 1, top = 1;
  for (const auto& c : rows_) left = std::max(left, c.size());
  for (const auto& c : cols_) top = std::max(top, c.size());
  f.margin_left = static_cast<double>(left);
  f.margin_top = static_cast<double>(top);
  for (size_t r = 0; r < rows_.size(); ++r) {
    const auto& c = rows_[r];
    for (size_t j = 0; j < c.size(); ++j)
      f.texts.push_back({-static_cast<double>(c.size() - j) + 0.5, r + 0.5, std::to_string(c[j]), Ink::clue});
  }
  for (size_t col = 0; col < cols_.size(); ++col) {
    const auto& c = cols_[col];
    for (size_t j = 0; j < c.size(); ++j)
      f.texts.push_back({col + 0.5, -static_cast<double>(c.size() - j) + 0.5, std::to_string(c[j]), Ink::clue});
  }
  for (int i = 0; i < shown.size(); ++i)
    if (shown.cells[i] == 2) f.fills.push_back({i, givens_.cells[i] == 2 ? 1.0 : 0.8});
  return f;
}

std::unique_ptr<Puzzle> Nonogram::with_givens(const Grid& givens, std::string_view form) const {
  const NonogramForm f = form == "sgt" ? NonogramForm::sgt : form == "puzzlink" ? NonogramForm::puzzlink : form_;
  return std::make_unique<Nonogram>(givens, rows_, cols_, f, free_);
}

}  // namespace gridsat
