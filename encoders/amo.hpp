#pragma once
// At-most-one and exactly-one encodings. One signature for all: (sink, literals, encoding).
// Literals may be negative; the sink supplies auxiliary variables. Every encoding is
// proved exhaustively in tests/test_amo.cpp: for n <= 8 and every assignment of the n
// literals, the clauses have a satisfying extension exactly when at most one is true.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/names.hpp"
#include "cnf/cnf.hpp"

namespace gridsat {

enum class Amo {
  pairwise,    // n(n-1)/2 binary clauses, no auxiliaries
  sequential,  // Sinz 2005 sequential counter: 3n-4 clauses, n-1 auxiliaries
  bimander,    // Nguyen & Mai 2015: pairs pairwise + binary-coded pair index
  commander,   // Klieber & Kwon 2007: groups of 3 under commander variables, recursive
  product,     // Chen 2010: two-dimensional product encoding, recursive
};

inline constexpr Named<Amo> kAmoNames[] = {
    {Amo::pairwise, "pairwise", "n(n-1)/2 binary clauses"},
    {Amo::sequential, "sequential", "Sinz's sequential counter"},
    {Amo::bimander, "bimander", "Nguyen & Mai's bimander"},
    {Amo::commander, "commander", "Klieber & Kwon's commander"},
    {Amo::product, "product", "Chen's product encoding"},
};
inline std::string_view to_string(Amo a) { return name_of<Amo>(kAmoNames, a); }
const std::vector<Amo>& all_amo();

void at_most_one(ClauseSink& sink, std::span<const int> lits, Amo enc);
void at_least_one(ClauseSink& sink, std::span<const int> lits);
void exactly_one(ClauseSink& sink, std::span<const int> lits, Amo enc);

}  // namespace gridsat
