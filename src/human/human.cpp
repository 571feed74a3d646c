#include "human/human.hpp"

#include <algorithm>
#include <bit>

#include "base/errors.hpp"
#include "base/thread_slot.hpp"

namespace gridsat::human {

// Ratings follow Sudoku Explainer and scores HoDoKu where they have the technique. Their
// gaps: skyscraper, kite and W-Wing are short chains (SE rates them as turbot fish / X-chains,
// 6.5-6.6); the Futoshiki rows are ours: a sign read once is about as hard as a naked single
// (2.4, score 20, between the singles and locked candidates), reading chains of signs and
// several greater cells of a house at once is between pairs and triples (3.5, score 90).
const std::vector<TechniqueInfo>& techniques() {
  static const std::vector<TechniqueInfo> table = {
      {Technique::full_house, "full_house", "full house", 1.0, 4},
      {Technique::hidden_single, "hidden_single", "hidden single", 1.5, 14},
      {Technique::naked_single, "naked_single", "naked single", 2.3, 4},
      {Technique::inequality, "inequality", "inequality", 2.4, 20},
      {Technique::pointing, "pointing", "pointing", 2.6, 50},
      {Technique::claiming, "claiming", "claiming", 2.8, 50},
      {Technique::naked_pair, "naked_pair", "naked pair", 3.0, 60},
      {Technique::hidden_pair, "hidden_pair", "hidden pair", 3.4, 70},
      {Technique::inequality_chain, "inequality_chain", "inequality chain", 3.5, 90},
      {Technique::naked_triple, "naked_triple", "naked triple", 3.6, 80},
      {Technique::x_wing, "x_wing", "x-wing", 3.2, 140},
      {Technique::hidden_triple, "hidden_triple", "hidden triple", 4.0, 100},
      {Technique::xy_wing, "xy_wing", "xy-wing", 4.2, 160},
      {Technique::xyz_wing, "xyz_wing", "xyz-wing", 4.4, 180},
      {Technique::naked_quad, "naked_quad", "naked quad", 5.0, 120},
      {Technique::swordfish, "swordfish", "swordfish", 3.8, 150},
      {Technique::hidden_quad, "hidden_quad", "hidden quad", 5.4, 150},
      {Technique::jellyfish, "jellyfish", "jellyfish", 5.2, 160},
      {Technique::skyscraper, "skyscraper", "skyscraper", 6.5, 130},
      {Technique::two_string_kite, "two_string_kite", "two-string kite", 6.5, 150},
      {Technique::w_wing, "w_wing", "w-wing", 6.6, 150},
      {Technique::x_chain, "x_chain", "x-chain", 6.6, 260},
      {Technique::xy_chain, "xy_chain", "xy-chain", 6.6, 260},
      {Technique::unique_rectangle, "unique_rectangle", "unique rectangle", 4.5, 100},
      // A minimal set of rules and facts found by CaDiCaL: beyond the ladder, so beyond its
      // ratings (Sudoku Explainer's forcing chains start at 7).
      {Technique::sat_core, "sat_core", "because", 9.0, 500},
  };
  return table;
}

const TechniqueInfo& info(Technique t) { return techniques()[static_cast<size_t>(t)]; }

std::string cell_name(int cell, int n) {
  return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

// ---- Candidates -------------------------------------------------------------------------

namespace {

prop::Kind kind_of(const std::string& kind) {
  return kind == "row"                       ? prop::Kind::row
         : kind == "column"                  ? prop::Kind::column
         : kind == "box" || kind == "region" ? prop::Kind::box
                                             : prop::Kind::other;
}

}  // namespace

std::shared_ptr<const prop::Houses> houses_of(const HumanForm& form) {
  auto& cache = thread_slot<struct HousesCache, std::vector<std::shared_ptr<const prop::Houses>>>();  // the newest last
  auto same = [&](const prop::Houses& h) {
    if (h.n != form.n || h.groups.size() != form.houses.size()) return false;
    for (size_t g = 0; g < h.groups.size(); ++g)
      if (h.groups[g] != form.houses[g].cells || h.kinds[g] != kind_of(form.houses[g].kind)) return false;
    return true;
  };
  for (const auto& h : cache)
    if (same(*h)) return h;
  std::vector<std::vector<int>> groups;
  std::vector<prop::Kind> kinds;
  for (const auto& h : form.houses) {
    groups.push_back(h.cells);
    kinds.push_back(kind_of(h.kind));
  }
  if (cache.size() >= 4) cache.erase(cache.begin());
  cache.push_back(std::make_shared<const prop::Houses>(form.n, std::move(groups), std::move(kinds)));
  return cache.back();
}

Candidates::Candidates(const HumanForm& form, const std::vector<uint64_t>& pencil)
    : n_(form.n), houses_(form.houses), less_(form.less) {
  if (n_ < 1 || n_ > 64) throw InputError("human-style solving handles sizes 1 to 64, not " + std::to_string(n_));
  full_ = n_ == 64 ? ~uint64_t{0} : (uint64_t{1} << n_) - 1;
  const size_t cells = static_cast<size_t>(n_) * n_;
  cell_houses_.assign(cells, {-1, -1, -1});
  layout_ = houses_of(form);
  for (size_t h = 0; h < houses_.size(); ++h)
    for (int cell : houses_[h].cells) {
      if (layout_->kinds[h] != prop::Kind::other) {
        cell_houses_[static_cast<size_t>(cell)][static_cast<size_t>(layout_->kinds[h])] = static_cast<int>(h);
        continue;
      }
      other_houses_.resize(cells);
      other_houses_[static_cast<size_t>(cell)].push_back(static_cast<int>(h));
    }
  board_ = std::make_unique<prop::Board>(*layout_, false, less_);
  for (size_t i = 0; i < cells; ++i) {
    const int v = form.givens.cells[i];
    if (v < 0 || v > n_) bad_givens_ = true;
    if (v > 0 && v <= n_) place(static_cast<int>(i), v);
  }
  for (size_t i = 0; i < pencil.size() && i < cells; ++i)
    if (value(static_cast<int>(i)) == 0)
      for (uint64_t out = mask(static_cast<int>(i)) & ~pencil[i]; out; out &= out - 1)
        eliminate(static_cast<int>(i), std::countr_zero(out) + 1);
}

Candidates::Candidates(const Candidates& o, int)
    : n_(o.n_),
      full_(o.full_),
      bad_givens_(o.bad_givens_),
      suspect_(o.suspect_),
      houses_(o.houses_),
      cell_houses_(o.cell_houses_),
      other_houses_(o.other_houses_),
      less_(o.less_),
      layout_(o.layout_),
      board_(std::make_unique<prop::Board>(*o.board_)) {}

Candidates& Candidates::operator=(const Candidates& o) {
  if (this == &o) return *this;
  n_ = o.n_;
  full_ = o.full_;
  bad_givens_ = o.bad_givens_;
  suspect_ = o.suspect_;
  houses_ = o.houses_;
  cell_houses_ = o.cell_houses_;
  other_houses_ = o.other_houses_;
  less_ = o.less_;
  if (layout_ == o.layout_) {
    board_->copy_from(*o.board_);  // the same shape: its storage serves again
  } else {
    layout_ = o.layout_;
    board_ = std::make_unique<prop::Board>(*o.board_);
  }
  return *this;
}

int Candidates::n() const { return n_; }
bool Candidates::has(int cell, int v) const { return v >= 1 && v <= n_ && (mask(cell) >> (v - 1) & 1); }
int Candidates::count(int cell) const { return std::popcount(mask(cell)); }

std::vector<int> Candidates::values(int cell) const {
  std::vector<int> out;
  for (uint64_t m = mask(cell); m; m &= m - 1) out.push_back(std::countr_zero(m) + 1);
  return out;
}

bool Candidates::solved() const { return open_cells() == 0 && !contradiction(); }

// A house whose placed values repeat, or that leaves a value no place; an open cell with no
// candidate; a sign that two placed values break.
bool Candidates::contradiction() const {
  if (bad_givens_) return true;
  if (!suspect_ && less_.empty()) return false;  // no change broke a rule (inequalities: looked at below)
  const int cells = n_ * n_;
  for (int i = 0; i < cells; ++i)
    if (value(i) == 0 && mask(i) == 0) return true;
  for (const auto& h : houses_) {
    uint64_t placed = 0, all = 0;
    for (int cell : h.cells) {
      const uint64_t m = mask(cell);
      if (value(cell) != 0) {
        if (placed & m) return true;
        placed |= m;
      }
      all |= m;
    }
    if (all != full_) return true;
  }
  for (auto [a, b] : less_) {
    const int va = value(a), vb = value(b);
    if (va && vb && va >= vb) return true;
  }
  return false;
}

Grid Candidates::grid() const {
  Grid g(n_, n_);
  for (int cell = 0; cell < n_ * n_; ++cell) g.cells[static_cast<size_t>(cell)] = value(cell);
  return g;
}

}  // namespace gridsat::human
