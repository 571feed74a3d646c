// Galaxies' model, encoding, checks and pictures.
#include "puzzles/galaxies/galaxies.hpp"

#include <algorithm>
#include <ostream>

#include "check/galaxies.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/partitions.hpp"

namespace gridsat {

namespace {

// The cells a dot touches hold its index (1-based).
Grid dot_cells(int rows, int cols, const std::vector<HalfPoint>& dots) {
  Grid g(rows, cols);
  for (size_t k = 0; k < dots.size(); ++k)
    for (int i : touched_cells(cols, dots[k])) g.cells[static_cast<size_t>(i)] = static_cast<int>(k) + 1;
  return g;
}

std::string point_label(HalfPoint p) {
  const auto half = [](int v) { return std::to_string(v / 2 + 1) + (v % 2 ? ".5" : ""); };
  return "r" + half(p.y) + "c" + half(p.x);
}

}  // namespace

Galaxies::Galaxies(int rows, int cols, std::vector<HalfPoint> dots, GalaxiesForm form, std::vector<char> black)
    : Puzzle("galaxies", dot_cells(rows, cols, dots), Symbols::from_zero),
      dots_(std::move(dots)),
      form_(form),
      black_(std::move(black)) {}

std::string Galaxies::describe() const {
  return "galaxies " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(dots_.size()) +
         " dots";
}

// Groups (explain): per dot its galaxy's symmetry ("symmetry") and connectivity ("galaxy"); a
// cell's one galaxy holds always.
Encoding Galaxies::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols();
  Encoding e;
  e.base = givens_;
  SymmetricRegions regions(e.cnf, R, C, dots_, !opt.groups);  // groups: no deduction before the steps
  for (int i = 0; i < R * C; ++i)
    for (int k : regions.centres_at(i)) {
      const int lit = regions.cell_lit(i, k);
      if (lit != kTrue) e.primary.push_back({lit, i, k + 1});
    }
  for (int i = 0; i < R * C; ++i) regions.encode_cell(i);
  if (opt.drop_groups) return e;
  const Connectivity mode = opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy);
  for (int k = 0; k < regions.centre_count(); ++k) {
    {
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "symmetry",
                         .label = "the symmetry about the dot at " + point_label(dots_[static_cast<size_t>(k)]),
                         .cells = touched_cells(C, dots_[static_cast<size_t>(k)])};
      });
      regions.encode_symmetry(k);
    }
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "galaxy",
                       .label = "the galaxy of the dot at " + point_label(dots_[static_cast<size_t>(k)]),
                       .cells = touched_cells(C, dots_[static_cast<size_t>(k)])};
    });
    regions.encode_connected(k, e.lazy, mode);
  }
  return e;
}

std::optional<std::string> Galaxies::check(const Grid& solution) const {
  std::vector<std::pair<int, int>> dots;
  for (const HalfPoint& p : dots_) dots.push_back({p.y, p.x});
  return check::galaxies(rows(), cols(), dots, solution);
}

NativeResult Galaxies::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions&) const {
  return search_symmetric_regions(rows(), cols(), dots_, limit, deadline, on_solution);
}

void Galaxies::print_grid(std::ostream& out, const Grid& g) const {
  const int H = 2 * rows() - 1, W = 2 * cols() - 1;
  std::vector<std::string> lines(static_cast<size_t>(H), std::string(static_cast<size_t>(W), '.'));
  const std::vector<char> letters = region_letters(g);
  for (int i = 0; i < rows() * cols(); ++i)
    lines[static_cast<size_t>(2 * (i / cols()))][static_cast<size_t>(2 * (i % cols()))] = letters[static_cast<size_t>(i)];
  for (const HalfPoint& p : dots_) lines[static_cast<size_t>(p.y)][static_cast<size_t>(p.x)] = '*';
  for (const std::string& l : lines) out << l << '\n';
}

std::string Galaxies::line(const Grid& g) const {
  std::string s = form_ == GalaxiesForm::sgt ? galaxies_sgt_id(*this) : tentaisho_puzzlink_url(*this);
  const std::string solved = region_rows(g);
  return solved.empty() ? s : s + " " + solved;
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Galaxies::extra_fields(const Grid& g) const {
  return {regions_field(g)};
}

Figure Galaxies::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  outline_partition(f, shown);
  for (const HalfPoint& p : dots_) f.texts.push_back({(p.x + 1) / 2.0, (p.y + 1) / 2.0, "\u25CF", Ink::clue, 1, 0.4});
  return f;
}

std::unique_ptr<Puzzle> Galaxies::with_clues(const std::vector<bool>&) const {
  return std::make_unique<Galaxies>(*this);
}

}  // namespace gridsat
