#pragma once
// Two-state cells (Light Up's bulbs, Binairo's digits, Tents' tents), shared by those
// genres: value 1 (white, empty, no bulb, digit 0) and 2 (a bulb, a tent, digit 1), shown as
// 0 and 1 (Puzzle::symbol(v) = v - 1). Each open cell gets two primary variables, one per
// value, and exactly one of them holds: the blocking clause over them is exact.
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/grid.hpp"
#include "encoders/amo.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// Per cell the literal "the cell holds 2": a variable for an open cell (0 in enc.base), kTrue
// or kFalse for a decided one (2 or 1 in enc.base). Adds the primaries and their clauses to enc.
std::vector<int> binary_cells(Encoding& enc);

// The native search's side: the two-state cells of `givens` as CSP variables (values 1 and
// 2, the givens fixed), for the rules to add.
Csp binary_csp(const Grid& givens);

// The generic CSP search over `csp`, passing over the candidates that `is_solution` rejects
// (a rule the relations cannot say: Binairo's distinct lines, Tents' matching): up to `limit`
// accepted solutions (0 = all) go to on_solution; count and completeness are of those.
NativeResult search_filtered(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt, const std::function<bool(const std::vector<int>&)>& is_solution);

// The cells orthogonally next to `cell` of a rows x cols grid: above, below, left, right.
std::vector<int> orthogonal_neighbours(int rows, int cols, int cell);

// Exactly / at most k of `lits`, which may hold kTrue and kFalse (dropped, k lowered): an
// impossible count adds the empty clause.
void exactly_k_lits(ClauseSink& sink, std::span<const int> lits, int k);
void at_most_one_lits(ClauseSink& sink, std::span<const int> lits, Amo amo);

}  // namespace gridsat
