#include "puzzles/latin/latin.hpp"

#include <algorithm>
#include <chrono>
#include <ostream>

#include "check/latin.hpp"
#include "puzzles/common/pattern_completion.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "puzzles/latin/latin_local.hpp"

namespace gridsat {

LatinSquare::LatinSquare(Grid givens, GridForm form) : LatinSquare("latin", std::move(givens), form) {}

LatinSquare::LatinSquare(std::string_view family, Grid givens, GridForm form)
    : Puzzle(family, std::move(givens), form == GridForm::pls ? Symbols::from_zero : Symbols::from_one), form_(form) {}

std::string LatinSquare::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "latin square " + std::to_string(n()) + "x" + std::to_string(n()) + ", " + std::to_string(givens) + " givens";
}

std::vector<std::vector<int>> LatinSquare::groups() const { return latin_groups(n()); }

const PermutationLayout& LatinSquare::layout() const {
  return PermutationLayout::get("latin " + std::to_string(n()), n(), [this] { return groups(); });
}

Encoding LatinSquare::encode(const EncodeOptions& opt) const { return encode_permutation_grid(givens_, layout(), opt); }

std::optional<EncodingSize> LatinSquare::estimate(const EncodeOptions& opt) const {
  return estimate_permutation_grid(
      givens_, 2 * static_cast<int64_t>(n()), [this]() -> const PermutationLayout& { return layout(); }, opt);
}

std::optional<HumanForm> LatinSquare::human_form() const {
  HumanForm f;
  f.n = n();
  f.givens = givens_;
  const auto g = groups();  // the rows, then the columns
  for (int i = 0; i < 2 * n(); ++i) f.houses.push_back({i < n() ? "row" : "column", i % n() + 1, g[i]});
  return f;
}

Csp LatinSquare::to_csp() const { return permutation_csp(givens_, groups()); }

std::optional<std::string> LatinSquare::check(const Grid& solution) const { return check::latin(givens_, solution); }

void LatinSquare::print_grid(std::ostream& out, const Grid& g) const {
  print_plain_grid(out, g, 0, [this](int v) { return symbol(v); });
}

std::string LatinSquare::line(const Grid& g) const {
  std::string s;
  for (size_t i = 0; i < g.cells.size(); ++i) {
    const int v = g.cells[i];
    if (form_ == GridForm::chars && n() <= 35) {
      s += value_char(v);
      continue;
    }
    if (i) s += ' ';
    s += std::to_string(symbol(v));
  }
  return s;
}

std::vector<Grid> LatinSquare::known_solutions() const { return pattern_solutions(givens_, 1, n()); }

double LatinSquare::native_first_seconds(int64_t limit) const {
  if (limit == 1 && local_search_pays()) return kLocalSeconds;  // the local search's slice, then CDCL
  return sparse_native_slice(givens_, limit);
}

bool LatinSquare::local_search_pays() const {
  if (!plain()) return false;
  const auto cells = static_cast<int64_t>(givens_.cells.size());
  const auto holes = std::count(givens_.cells.begin(), givens_.cells.end(), 0);
  return n() >= 30 && holes * 4 >= cells && holes * 2 <= cells;
}

std::optional<bool> LatinSquare::search_local(Deadline deadline, uint64_t seed, const ValuesSink& on_solution,
                                              int64_t& steps) const {
  if (!plain()) return std::nullopt;  // Towers' views, Futoshiki's signs: rules it does not know
  if (std::count(givens_.cells.begin(), givens_.cells.end(), 0) == 0) return std::nullopt;
  LatinLocalStats stats;
  auto square = latin_local_search(n(), givens_.cells, seed ? seed : 1, deadline, stats);
  steps = stats.moves;
  if (square) on_solution(*square);
  return square.has_value();
}

NativeResult LatinSquare::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                        const NativeOptions& opt) const {
  if (limit == 1 && !opt.generic && local_search_pays()) {
    const auto slice = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(kLocalSeconds));
    const Deadline local = std::min(deadline, Clock::now() + slice);
    NativeResult r;
    if (search_local(local, opt.seed, on_solution, r.decisions).value_or(false)) {
      r.count = 1;
      return r;
    }
    if (past(deadline)) {
      r.timed_out = true;
      return r;
    }
  }
  return Puzzle::search_native(limit, deadline, on_solution, opt);
}

}  // namespace gridsat
