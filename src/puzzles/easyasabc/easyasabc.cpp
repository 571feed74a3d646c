#include "puzzles/easyasabc/easyasabc.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "check/easyasabc.hpp"
#include "puzzles/common/latin_blanks.hpp"

namespace gridsat {

EasyAsAbc::EasyAsAbc(int rows, int cols, int letters, std::vector<int> clues, Grid givens, EasyAsAbcForm form)
    : Puzzle("easyasabc", std::move(givens), Symbols::from_zero), letters_(letters), clues_(std::move(clues)), form_(form) {
  (void)rows, (void)cols;
}

std::vector<int> EasyAsAbc::ray(int i) const {
  const int R = rows(), C = cols();
  std::vector<int> out;
  if (i < C) {
    for (int r = 0; r < R; ++r) out.push_back(r * C + i);
  } else if (i < 2 * C) {
    for (int r = R - 1; r >= 0; --r) out.push_back(r * C + i - C);
  } else if (i < 2 * C + R) {
    for (int c = 0; c < C; ++c) out.push_back((i - 2 * C) * C + c);
  } else {
    for (int c = C - 1; c >= 0; --c) out.push_back((i - 2 * C - R) * C + c);
  }
  return out;
}

// The letters in the cells (a blank a dot), the clues one cell outside the grid, '?' for "some letter".
Figure EasyAsAbc::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.margin_top = f.margin_right = f.margin_bottom = f.margin_left = 1;
  const int R = rows(), C = cols();
  for (int i = 0; i < R * C; ++i) {
    const int v = shown.cells[static_cast<size_t>(i)];
    if (v == 1) f.marks.push_back({i, Mark::dot});
    else if (v > 1)
      f.texts.push_back({i % C + 0.5, i / C + 0.5, std::string(1, static_cast<char>('A' + v - 2)),
                         givens_.cells[static_cast<size_t>(i)] ? Ink::given : Ink::solved});
  }
  for (int k = 0; k < static_cast<int>(clues_.size()); ++k) {
    const int v = clues_[static_cast<size_t>(k)];
    if (v == kNone) continue;
    const double x = k < 2 * C ? k % C + 0.5 : k < 2 * C + R ? -0.5 : C + 0.5;
    const double y = k < C ? -0.5 : k < 2 * C ? R + 0.5 : (k - 2 * C) % R + 0.5;
    f.texts.push_back({x, y, v == kSome ? "?" : std::string(1, static_cast<char>('A' + v - 1)), Ink::clue});
  }
  return f;
}

std::string EasyAsAbc::describe() const {
  const int clues = static_cast<int>(std::count_if(clues_.begin(), clues_.end(), [](int v) { return v > 0; }));
  return "easyasabc " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", letters A-" +
         std::string(1, static_cast<char>('A' + letters_ - 1)) + ", " + std::to_string(clues) + " clues";
}

Encoding EasyAsAbc::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  const auto x = letter_cells(e, letters_);
  const int R = rows(), C = cols();
  for (int line = 0; line < R + C; ++line) {  // rows, then columns
    std::vector<int> cells = ray(line < R ? 2 * C + line : line - R);
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "line", .label = (line < R ? "row " + std::to_string(line + 1) : "column " + std::to_string(line - R + 1)), .cells = cells};
    });
    each_letter_once(e.cnf, x, cells, letters_);
  }
  int clue = 0;
  for (int i = 0; i < static_cast<int>(clues_.size()); ++i) {
    if (clues_[static_cast<size_t>(i)] <= 0) continue;
    const std::vector<int> cells = ray(i);
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "clue",
                       .label = std::string(1, static_cast<char>('A' + clues_[static_cast<size_t>(i)] - 1)) + " before " +
                                cells_label(C, {cells.front()}),
                       .cells = cells,
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    first_seen(e.cnf, x, cells, clues_[static_cast<size_t>(i)]);
  }
  return e;
}

Csp EasyAsAbc::to_csp() const {
  Csp csp;
  csp.num_vars = givens_.size();
  csp.max_value = letters_ + 1;
  csp.fixed = givens_.cells;
  const int k = letters_, R = rows(), C = cols();
  for (int line = 0; line < R + C; ++line) {
    const std::vector<int> cells = ray(line < R ? 2 * C + line : line - R);
    const int len = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [k, len](std::span<const int> prefix) {
                               // No letter twice, and room left for the letters still missing.
                               unsigned have = 0;
                               int placed = 0;
                               for (int v : prefix)
                                 if (v > 1) {
                                   if (have >> v & 1) return false;
                                   have |= 1u << v;
                                   ++placed;
                                 }
                               return k - placed <= len - static_cast<int>(prefix.size());
                             }});
  }
  for (int i = 0; i < static_cast<int>(clues_.size()); ++i) {
    const int want = clues_[static_cast<size_t>(i)] + 1;
    if (want <= 1) continue;
    csp.relations.push_back({ray(i), [want](std::span<const int> prefix) {
                               for (int v : prefix)
                                 if (v > 1) return v == want;
                               return true;
                             }});
  }
  return csp;
}

std::optional<std::string> EasyAsAbc::check(const Grid& solution) const {
  return check::easyasabc(letters_, clues_, givens_, solution);
}

void EasyAsAbc::print_grid(std::ostream& out, const Grid& g) const { out << easyasabc_rows(*this, g, "\n") << '\n'; }

std::string EasyAsAbc::line(const Grid& g) const {
  const bool filled = std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; });
  if (!filled && form_ == EasyAsAbcForm::puzzlink) return easyasabc_puzzlink_url(*this);
  return "easyasabc " + std::to_string(letters_) + " " + easyasabc_rows(*this, g, "/");
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

int EasyAsAbc::clue_count() const {
  return static_cast<int>(std::count_if(clues_.begin(), clues_.end(), [](int v) { return v > 0; }));
}

std::unique_ptr<Puzzle> EasyAsAbc::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> clues = clues_;
  size_t k = 0;
  for (int& v : clues)
    if (v > 0 && !keep.at(k++)) v = kNone;
  return std::make_unique<EasyAsAbc>(rows(), cols(), letters_, std::move(clues), givens_, form_);
}

std::unique_ptr<Puzzle> easyasabc_layout(int n, const ReadOptions&, uint64_t) {
  if (n < 2 || n > 26) throw InputError("a generated Easy as ABC has sides 2..26, not " + std::to_string(n));
  return std::make_unique<EasyAsAbc>(n, n, n >= 3 ? std::max(2, n - 2) : 1, std::vector<int>(4 * static_cast<size_t>(n), EasyAsAbc::kNone),
                                     Grid(n, n), EasyAsAbcForm::puzzlink);
}

std::unique_ptr<Puzzle> easyasabc_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& p = dynamic_cast<const EasyAsAbc&>(blank);
  std::vector<int> clues(p.clues().size(), EasyAsAbc::kNone);
  for (size_t i = 0; i < clues.size(); ++i)
    for (int c : p.ray(static_cast<int>(i)))
      if (full.cells[static_cast<size_t>(c)] > 1) {
        clues[i] = full.cells[static_cast<size_t>(c)] - 1;
        break;
      }
  return std::make_unique<EasyAsAbc>(p.rows(), p.cols(), p.letters(), std::move(clues), p.givens(), EasyAsAbcForm::puzzlink);
}

}  // namespace gridsat
