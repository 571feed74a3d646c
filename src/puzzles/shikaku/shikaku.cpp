// Shikaku's model, encoding, checks and pictures.
#include "puzzles/shikaku/shikaku.hpp"

#include <algorithm>
#include <ostream>

#include "check/shikaku.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/partitions.hpp"
#include "puzzles/common/rectangle_cover.hpp"

namespace gridsat {

namespace {

// The numbers' cells hold their own index (1-based, row-major).
Grid clue_cells(int rows, int cols, const std::vector<int>& numbers) {
  Grid g(rows, cols);
  int k = 0;
  for (int i = 0; i < rows * cols; ++i)
    if (numbers[static_cast<size_t>(i)]) g.cells[static_cast<size_t>(i)] = ++k;
  return g;
}

std::string number_text(int v) { return v == Shikaku::kAny ? "?" : std::to_string(v); }

// With `any`, every number reads as a '?' (its area then says the number's own group).
std::vector<RectClue> rect_clues(const std::vector<int>& numbers, bool any = false) {
  std::vector<RectClue> clues;
  for (size_t i = 0; i < numbers.size(); ++i)
    if (numbers[i]) clues.push_back({static_cast<int>(i), numbers[i] == Shikaku::kAny || any ? 0 : numbers[i]});
  return clues;
}

}  // namespace

Shikaku::Shikaku(int rows, int cols, std::vector<int> numbers, ShikakuForm form)
    : Puzzle("shikaku", clue_cells(rows, cols, numbers), Symbols::from_zero), numbers_(std::move(numbers)), form_(form) {}

std::string Shikaku::describe() const {
  return "shikaku " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(clue_count()) +
         " numbers";
}

// Groups (explain, generate): per number its rectangle ("rectangle", a rule: one of the
// rectangles around the number's cell holding no other number) and its area ("number", the
// clue; a '?' has an empty one); a cell's one region is the rule outside every group.
Encoding Shikaku::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols();
  Encoding e;
  e.base = givens_;
  const std::vector<RectClue> clues = rect_clues(numbers_, opt.groups);
  RectangleCover cover(e.cnf, R, C, clues);
  for (int i = 0; i < R * C; ++i)
    for (int k : cover.clues_at(i)) {
      const int lit = cover.cell_lit(i, k);
      if (lit != kTrue) e.primary.push_back({lit, i, k + 1});
    }
  for (int i = 0; i < R * C; ++i) cover.encode_cell(i);
  if (opt.drop_groups) return e;
  for (int k = 0; k < cover.clue_count(); ++k) {
    const int cell = clues[static_cast<size_t>(k)].cell, number = numbers_[static_cast<size_t>(cell)];
    {
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "rectangle", .label = "the rectangle of " + cells_label(C, {cell}), .cells = {cell}};
      });
      cover.encode_clue(k);
    }
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number",
                       .label = number_text(number) + " at " + cells_label(C, {cell}),
                       .cells = {cell},
                       .clue = true,
                       .clue_index = k};
    });
    if (opt.groups && number != kAny) cover.encode_area(k, number);
  }
  return e;
}

std::optional<std::string> Shikaku::check(const Grid& solution) const {
  return check::shikaku(rows(), cols(), numbers_, solution);
}

NativeResult Shikaku::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                    const NativeOptions&) const {
  return search_rectangle_cover(rows(), cols(), rect_clues(numbers_), limit, deadline, on_solution);
}

void Shikaku::print_grid(std::ostream& out, const Grid& g) const {
  const std::vector<char> letters = region_letters(g);
  size_t width = 1;
  for (int v : numbers_)
    if (v) width = std::max(width, number_text(v).size());
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      const size_t i = static_cast<size_t>(r * cols() + c);
      const std::string tok = numbers_[i] ? number_text(numbers_[i]) : std::string(1, letters[i]);
      out << (c ? " " : "") << std::string(width - tok.size(), ' ') << tok;
    }
    out << '\n';
  }
}

std::string Shikaku::line(const Grid& g) const {
  std::string s = form_ == ShikakuForm::sgt ? rect_sgt_id(rows(), cols(), numbers_) : "";
  if (s.empty()) s = shikaku_puzzlink_url(rows(), cols(), numbers_);
  const std::string solved = region_rows(g);
  return solved.empty() ? s : s + " " + solved;
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Shikaku::extra_fields(const Grid& g) const {
  return {regions_field(g)};
}

Figure Shikaku::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.largest = rows() * cols();
  outline_partition(f, shown);
  for (int i = 0; i < rows() * cols(); ++i)
    if (numbers_[static_cast<size_t>(i)])
      f.texts.push_back({i % cols() + 0.5, i / cols() + 0.5, number_text(numbers_[static_cast<size_t>(i)]), Ink::clue});
  return f;
}

int Shikaku::clue_count() const {
  return static_cast<int>(std::count_if(numbers_.begin(), numbers_.end(), [](int v) { return v != 0; }));
}

// A removed number leaves a '?' in its cell: a rectangle still holds it (a Shikaku without the
// number would lose the rectangle itself).
std::unique_ptr<Puzzle> Shikaku::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> numbers = numbers_;
  size_t k = 0;
  for (int& v : numbers)
    if (v && !keep.at(k++)) v = kAny;
  return std::make_unique<Shikaku>(rows(), cols(), std::move(numbers), form_);
}

}  // namespace gridsat
