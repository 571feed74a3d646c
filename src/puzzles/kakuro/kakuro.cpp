#include "puzzles/kakuro/kakuro.hpp"

#include <algorithm>
#include <array>
#include <ostream>

#include "base/errors.hpp"
#include "check/kakuro.hpp"
#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "encoders/distinct_sum.hpp"

namespace gridsat {

namespace {

constexpr int kDigits = 9;

// The least and most that k distinct digits 1..9 total.
int least_total(int k) { return k * (k + 1) / 2; }
int most_total(int k) { return k * (2 * kDigits + 1 - k) / 2; }

}  // namespace

std::vector<Kakuro::Run> kakuro_runs(int rows, int cols, const std::vector<char>& white, const std::vector<int>& down,
                                     const std::vector<int>& across, int line) {
  const int fc = cols + 1;
  std::vector<Kakuro::Run> runs;
  for (int pass = 0; pass < 2; ++pass) {
    const bool is_down = pass == 1;
    for (int f = 0; f < (rows + 1) * fc; ++f) {
      if (white[static_cast<size_t>(f)]) continue;
      const int fr = f / fc, fcol = f % fc;
      Kakuro::Run run{.sum = is_down ? down[static_cast<size_t>(f)] : across[static_cast<size_t>(f)],
                      .block = f,
                      .down = is_down};
      for (int r = fr + is_down, c = fcol + !is_down; r <= rows && c <= cols && white[static_cast<size_t>(r * fc + c)];
           r += is_down, c += !is_down)
        run.cells.push_back((r - 1) * cols + (c - 1));
      const std::string where = std::string(is_down ? "the down sum " : "the across sum ") + std::to_string(run.sum) +
                                " in the block at row " + std::to_string(fr + 1) + " column " +
                                std::to_string(fcol + 1) + " of the framed board";
      const int k = static_cast<int>(run.cells.size());
      if (k == 0) {
        if (run.sum) throw ParseError{line, where + " has no white cells after it"};
        continue;
      }
      if (k > kDigits)
        throw ParseError{line, "the " + std::string(is_down ? "down" : "across") + " run " +
                                   cells_label(cols, run.cells) + " has " + std::to_string(k) +
                                   " cells: more than 9 cannot hold distinct digits"};
      if (run.sum && (run.sum < least_total(k) || run.sum > most_total(k)))
        throw ParseError{line, where + " is impossible for " + std::to_string(k) + " distinct digits (" +
                                   std::to_string(least_total(k)) + ".." + std::to_string(most_total(k)) + ")"};
      runs.push_back(std::move(run));
    }
  }
  return runs;
}

Kakuro::Kakuro(int rows, int cols, std::vector<char> white, std::vector<int> down, std::vector<int> across,
               const std::vector<int>& digits, KakuroForm form)
    : Puzzle("kakuro", Grid(rows, cols), Symbols::from_zero),
      white_(std::move(white)),
      down_(std::move(down)),
      across_(std::move(across)),
      form_(form) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int i = r * cols + c;
      if (!white_[static_cast<size_t>((r + 1) * framed_cols() + c + 1)]) givens_.cells[static_cast<size_t>(i)] = 1;
      else if (!digits.empty() && digits[static_cast<size_t>(i)]) givens_.cells[static_cast<size_t>(i)] = digits[static_cast<size_t>(i)] + 1;
    }
  runs_ = kakuro_runs(rows, cols, white_, down_, across_, 0);
}

std::string Kakuro::describe() const {
  int white = 0, sums = 0;
  for (int v : givens_.cells) white += v != 1;
  for (const Run& run : runs_) sums += run.sum != 0;
  return "kakuro " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(white) +
         " white cells, " + std::to_string(runs_.size()) + " runs (" + std::to_string(sums) + " with sums)";
}

Encoding Kakuro::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  // Per board cell its digits (1..9) and their literals; a given digit is a constant.
  std::vector<std::vector<ValueLit>> digit(static_cast<size_t>(givens_.size()));
  for (int i = 0; i < givens_.size(); ++i) {
    const int b = givens_.cells[static_cast<size_t>(i)];
    if (b >= 2) digit[static_cast<size_t>(i)].push_back({b - 1, kTrue});
    if (b != 0) continue;
    std::vector<int> lits;
    for (int d = 1; d <= kDigits; ++d) {
      const int var = e.cnf.fresh();
      e.primary.push_back({var, i, d + 1});
      lits.push_back(var);
      digit[static_cast<size_t>(i)].push_back({d, var});
    }
    exactly_one(e.cnf, lits, Amo::pairwise);
  }
  int clue = 0;
  for (const Run& run : runs_) {
    std::vector<std::vector<ValueLit>> cells;
    for (int c : run.cells) cells.push_back(digit[static_cast<size_t>(c)]);
    const std::string dir = run.down ? "down " : "across ";
    // Groups: a run with a sum is one clue group (its distinct digits with it: generate drops
    // it whole, which only keeps more sums); one without, the rule of distinct digits.
    GroupScope g(e, opt, [&] {
      if (!run.sum)
        return RuleGroup{.kind = "distinct", .label = dir + cells_label(cols(), run.cells), .cells = run.cells};
      return RuleGroup{.kind = "sum",
                       .label = std::to_string(run.sum) + " " + dir + cells_label(cols(), run.cells),
                       .cells = run.cells,
                       .clue = true,
                       .clue_index = clue};
    });
    if (run.sum) ++clue;
    distinct_run_sum(e.cnf, cells, run.sum ? std::optional<long long>(run.sum) : std::nullopt);
  }
  return e;
}

Csp Kakuro::to_csp() const {
  Csp csp;
  csp.num_vars = givens_.size();
  csp.max_value = kDigits + 1;
  csp.fixed = givens_.cells;
  for (const Run& run : runs_) {
    if (run.cells.size() > 1) csp.groups.push_back(run.cells);
    const int sum = run.sum, k = static_cast<int>(run.cells.size());
    csp.relations.push_back({run.cells, [sum, k](std::span<const int> prefix) {
                               // Digits (values 2..10), and the rest of the run can still make up
                               // the sum with digits not used yet.
                               unsigned used = 0;
                               int total = 0;
                               for (int v : prefix) {
                                 if (v < 2) return false;
                                 used |= 1u << (v - 1);
                                 total += v - 1;
                               }
                               if (!sum) return true;
                               int need = k - static_cast<int>(prefix.size()), lo = 0, hi = 0;
                               for (int d = 1, got = 0; d <= kDigits && got < need; ++d)
                                 if (!(used >> d & 1)) lo += d, ++got;
                               for (int d = kDigits, got = 0; d >= 1 && got < need; --d)
                                 if (!(used >> d & 1)) hi += d, ++got;
                               return total + lo <= sum && sum <= total + hi;
                             }});
  }
  return csp;
}

std::optional<std::string> Kakuro::check(const Grid& solution) const {
  return check::kakuro(rows(), cols(), white_, down_, across_, givens_, solution);
}

void Kakuro::print_grid(std::ostream& out, const Grid& g) const { out << kakuro_rows(*this, g, "\n") << '\n'; }

std::string Kakuro::line(const Grid& g) const {
  const bool digits = std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v >= 2; });
  if (!digits && form_ == KakuroForm::puzzlink) return kakuro_puzzlink_url(*this);
  return kakuro_rows(*this, g, "/");
}

// Blocks grey, a block with a sum split by its diagonal: the down sum below it, the across sum
// above; the frame's blocks drawn in the margins above and left (outlined, not filled).
Figure Kakuro::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.margin_top = f.margin_left = 1;
  const int FC = framed_cols();
  for (int fi = 0; fi < (rows() + 1) * FC; ++fi) {
    const int x = fi % FC - 1, y = fi / FC - 1;
    const int dn = down_[static_cast<size_t>(fi)], ac = across_[static_cast<size_t>(fi)];
    if (white_[static_cast<size_t>(fi)]) {
      const size_t i = static_cast<size_t>(y * cols() + x);
      if (const int v = shown.cells[i]; v >= 2)
        f.texts.push_back({x + 0.5, y + 0.5, std::to_string(v - 1), givens_.cells[i] >= 2 ? Ink::given : Ink::solved});
      continue;
    }
    if (x >= 0 && y >= 0) f.fills.push_back({y * cols() + x, 0.3});
    else if (dn || ac) {
      for (const auto& [x0, y0, x1, y1] : {std::array{0, 0, 1, 0}, {0, 0, 0, 1}, {1, 0, 1, 1}, {0, 1, 1, 1}})
        f.segments.push_back({x + x0 + 0.0, y + y0 + 0.0, x + x1 + 0.0, y + y1 + 0.0, Line::rule});
    }
    if (!dn && !ac) continue;
    f.segments.push_back({x + 0.0, y + 0.0, x + 1.0, y + 1.0, Line::rule});
    if (dn) f.texts.push_back({x + 0.3, y + 0.72, std::to_string(dn), Ink::clue, 0.45, 0.36, 2});
    if (ac) f.texts.push_back({x + 0.7, y + 0.34, std::to_string(ac), Ink::clue, 0.45, 0.36, 2});
  }
  return f;
}

// ---- generate (Family::generate.layout and dress; the engine is src/generate/clues.cpp) ----

int Kakuro::clue_count() const {
  return static_cast<int>(std::count_if(runs_.begin(), runs_.end(), [](const Run& r) { return r.sum != 0; }));
}

// The sums not kept are left out (their runs keep distinct digits).
std::unique_ptr<Puzzle> Kakuro::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> down = down_, across = across_;
  size_t k = 0;
  for (const Run& run : runs_) {
    if (!run.sum || keep.at(k++)) continue;
    (run.down ? down : across)[static_cast<size_t>(run.block)] = 0;
  }
  std::vector<int> digits(givens_.cells.size(), 0);
  for (size_t i = 0; i < digits.size(); ++i) digits[i] = givens_.cells[i] >= 2 ? givens_.cells[i] - 1 : 0;
  return std::make_unique<Kakuro>(rows(), cols(), white_, std::move(down), std::move(across), digits, form_);
}

}  // namespace gridsat
