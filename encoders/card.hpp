#pragma once
// Cardinality constraints: at most k / at least k / exactly k of a list of literals.
// Like amo.hpp: (sink, literals, k, encoding); literals may be negative; auxiliary
// variables come from the sink. Proved exhaustively in tests/test_card.cpp: for every
// n <= 8, every k and every assignment of the n literals, the clauses have a satisfying
// extension exactly when the constraint holds.
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "base/names.hpp"
#include "cnf/cnf.hpp"

namespace gridsat {

// How "at most k of these literals" (no-three-in-line: at most 2 on a line; exactly 2 per
// row and column) is encoded.
enum class CardEncoding {
  naive,       // one clause per (k+1)-subset: no auxiliary variables (at least k: one
               // clause per (n-k+1)-subset; sizes explode for k far from 0 and n)
  sequential,  // Sinz's sequential counter: registers "at least j of the first i" for j <= k
  totalizer,   // Bailleux & Boufkhad's totalizer: unary sums in a balanced tree, capped at k+1
};
inline constexpr Named<CardEncoding> kCardNames[] = {
    {CardEncoding::naive, "naive", "a clause per triple"},
    {CardEncoding::sequential, "sequential", "Sinz's sequential counter"},
    {CardEncoding::totalizer, "totalizer", "Bailleux & Boufkhad's totalizer"},
};
inline std::string_view to_string(CardEncoding c) { return name_of<CardEncoding>(kCardNames, c); }
const std::vector<CardEncoding>& all_card();

void at_most_k(ClauseSink& sink, std::span<const int> lits, int k, CardEncoding enc);
void at_least_k(ClauseSink& sink, std::span<const int> lits, int k, CardEncoding enc);
void exactly_k(ClauseSink& sink, std::span<const int> lits, int k, CardEncoding enc);

}  // namespace gridsat
