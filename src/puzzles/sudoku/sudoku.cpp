#include "puzzles/sudoku/sudoku.hpp"

#include <cmath>
#include <map>
#include <mutex>
#include <ostream>
#include <stdexcept>

#include "bits/sudoku_bits.hpp"
#include "check/jigsaw.hpp"
#include "check/sudoku.hpp"
#include "puzzles/common/pattern_completion.hpp"
#include "puzzles/common/permutation_grid.hpp"

namespace gridsat {

Sudoku::Sudoku(Grid givens, int box_rows, int box_cols, GridForm form, ExtraHouses extra)
    : Puzzle("sudoku", std::move(givens)), box_rows_(box_rows), box_cols_(box_cols), form_(form), extra_(extra) {}

std::optional<std::pair<int, int>> default_box(int n) {
  for (int r = static_cast<int>(std::sqrt(static_cast<double>(n))) + 1; r >= 2; --r)
    if (r <= n / r && n % r == 0) return std::pair{r, n / r};
  return std::nullopt;
}

std::string Sudoku::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "sudoku " + std::to_string(n()) + "x" + std::to_string(n()) + " (" + std::to_string(box_rows_) + "x" +
         std::to_string(box_cols_) + " boxes" + extra_houses_text(extra_) + "), " + std::to_string(givens) + " givens";
}

std::vector<std::vector<int>> Sudoku::groups() const {
  std::vector<std::vector<int>> g = sudoku_groups(n(), box_rows_, box_cols_);
  for (auto& h : extra_house_cells(extra_, n())) g.push_back(std::move(h));
  return g;
}

std::string Sudoku::layout_key() const {
  return "sudoku " + std::to_string(box_rows_) + "x" + std::to_string(box_cols_) + extra_houses_key(extra_);
}

Encoding Sudoku::encode(const EncodeOptions& opt) const {
  const auto& layout = PermutationLayout::get(layout_key(), n(), [this] { return groups(); });
  return encode_permutation_grid(givens_, layout, opt);
}

std::optional<EncodingSize> Sudoku::estimate(const EncodeOptions& opt) const {
  auto layout = [this]() -> const PermutationLayout& {
    return PermutationLayout::get(layout_key(), n(), [this] { return groups(); });
  };
  // The extra houses' segments (a diagonal or window meeting a row, column or box) are
  // left out of the segment estimate: a few per value, against n per value for the boxes.
  const int64_t houses = 3 * static_cast<int64_t>(n()) + (extra_.x ? 2 : 0) +
                         (extra_.windoku ? static_cast<int64_t>(windoku_side(n()) - 1) * (windoku_side(n()) - 1) : 0);
  return estimate_permutation_grid(givens_, houses, layout, opt, sudoku_segments_size(n(), box_rows_, box_cols_));
}

std::optional<HumanForm> Sudoku::human_form() const {
  HumanForm f;
  f.n = n();
  f.givens = givens_;
  f.box_rows = box_rows_;
  f.box_cols = box_cols_;
  // The houses of a shape, built once (grade reads one form per puzzle: building them was 6%
  // of a 17-clue batch's grading).
  static std::mutex mutex;
  static std::map<std::string, std::vector<HumanForm::House>> shapes;
  const std::string key = layout_key();
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = shapes.find(key); it != shapes.end()) {
      f.houses = it->second;
      return f;
    }
  }
  const auto g = groups();  // row i, column i, box i for each i
  for (const char* kind : {"row", "column", "box"})
    for (int i = 0; i < n(); ++i) {
      const size_t k = static_cast<size_t>(i) * 3 + (kind[0] == 'r' ? 0 : kind[0] == 'c' ? 1 : 2);
      f.houses.push_back({kind, i + 1, g[k]});
    }
  add_extra_houses(f, extra_);
  std::lock_guard<std::mutex> lock(mutex);
  shapes.emplace(key, f.houses);
  return f;
}

// Counting large Sudoku: proving that no second solution exists is most of the work, and
// CaDiCaL's `sat` configuration (stable mode only) needs 2-20% fewer conflicts for it on
// the hard 25x25 of the Gecode set (BENCHMARKS.md); for the first solution alone it needs
// more (#26: 97k conflicts against 43k), so it is the choice for counts only.
std::string_view Sudoku::cadical_config(bool counting) const { return counting && n() >= 16 ? "sat" : "default"; }

NativeResult Sudoku::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                   const NativeOptions& opt) const {
  if (!opt.generic && opt.seed == 0 && n() <= bits::kMaxSide) {
    if (const bits::SudokuShape* shape = bits::sudoku_shape(box_rows_, box_cols_, extra_houses()))
      return bits::sudoku_search(*shape, givens_.cells, limit, deadline, on_solution);
  }
  return Puzzle::search_native(limit, deadline, on_solution, opt);
}

std::vector<std::vector<int>> Sudoku::extra_houses() const {
  return extra_.any() ? extra_house_cells(extra_, n()) : std::vector<std::vector<int>>{};
}

Csp Sudoku::to_csp() const { return permutation_csp(givens_, groups()); }

std::optional<std::string> Sudoku::check(const Grid& solution) const {
  if (auto e = check::sudoku(givens_, box_rows_, box_cols_, solution)) return e;
  return check::extra_houses(extra_.x, extra_.windoku, solution);
}

void Sudoku::print_grid(std::ostream& out, const Grid& g) const {
  const int N = n();
  const int width = N <= 9 ? 1 : static_cast<int>(std::to_string(N).size());
  for (int r = 0; r < N; ++r) {
    if (r && r % box_rows_ == 0) {
      std::string sep;
      for (int c = 0; c < N; ++c) {
        if (c && c % box_cols_ == 0) sep += "-+";
        sep += std::string(static_cast<size_t>(width + (c ? 1 : 0)), '-');
      }
      out << sep << '\n';
    }
    std::string line;
    for (int c = 0; c < N; ++c) {
      if (c && c % box_cols_ == 0) line += " |";
      if (c) line += ' ';
      std::string cell = g.at(r, c) ? std::to_string(g.at(r, c)) : ".";
      line += std::string(static_cast<size_t>(width) - std::min<size_t>(cell.size(), width), ' ') + cell;
    }
    out << line << '\n';
  }
}

std::string Sudoku::line(const Grid& g) const {
  std::string s;
  switch (form_) {
    case GridForm::chars:
      s.resize(g.cells.size());
      for (size_t i = 0; i < g.cells.size(); ++i) s[i] = value_char(g.cells[i]);
      return s;
    case GridForm::ints:
      for (size_t i = 0; i < g.cells.size(); ++i) {
        if (i) s += ' ';
        s += std::to_string(g.cells[i]);
      }
      return s;
    case GridForm::prolog:  // as read: blanks as _, ending in '.'
      for (size_t i = 0; i < g.cells.size(); ++i)
        s += (i ? "," : "[") + (g.cells[i] ? std::to_string(g.cells[i]) : "_");
      return s + "].";
    case GridForm::solo: {
      // solo's own description: runs of blanks as a..z, numbers separated by '_'.
      s = std::to_string(box_rows_) + "x" + std::to_string(box_cols_) + (extra_.x ? "x:" : ":");
      int run = 0;
      bool last_number = false;
      auto flush = [&] {
        while (run > 0) {
          int k = std::min(run, 26);
          s += static_cast<char>('a' + k - 1);
          run -= k;
          last_number = false;
        }
      };
      for (int v : g.cells) {
        if (v == 0) {
          ++run;
          continue;
        }
        flush();
        if (last_number) s += '_';
        s += std::to_string(v);
        last_number = true;
      }
      flush();
      return s;
    }
    case GridForm::pls:  // Latin squares' form: no Sudoku is read from or made in it
      break;
  }
  throw std::logic_error("a Sudoku in the .pls form");
}

}  // namespace gridsat

namespace gridsat {

Figure Sudoku::figure(const Grid&) const {
  Figure f;
  const int side = box_rows_ * box_cols_, boxes_across = side / box_cols_;
  std::vector<int> box(static_cast<size_t>(side) * side);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c)
      box[static_cast<size_t>(r * side + c)] = r / box_rows_ * boxes_across + c / box_cols_;
  f.outline_regions(side, box);
  shade_extra_houses(f, extra_, side);
  f.mark_rows = std::min(box_rows_, box_cols_);  // the box turned: 3 across 2 down for 2x3 boxes
  f.mark_cols = std::max(box_rows_, box_cols_);
  return f;
}

std::vector<Grid> Sudoku::known_solutions() const {
  if (extra_.any()) return {};  // the patterns break diagonals and windows
  return pattern_solutions(givens_, box_rows_, box_cols_);
}

// Up to 9x9 (every box shape), solve or count to a limit: the bit-set engine only, at 10x and
// more the sat backend's rate on 9x9 (BENCHMARKS.md, issue 28). Larger: sat, after a native
// slice for a sparse grid.
double Sudoku::native_first_seconds(int64_t limit) const {
  if (n() <= 9 && limit >= 1 && bits::sudoku_shape(box_rows_, box_cols_, extra_houses())) return kNativeOnly;
  return sparse_native_slice(givens_, limit);
}

}  // namespace gridsat
