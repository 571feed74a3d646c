#pragma once
// Keen's own option, --arith (its spec is in the record, family.cpp).
#include <string_view>

#include "model/options.hpp"

namespace gridsat {

// How a cage's arithmetic is encoded.
enum class Arith {
  tuples,  // the cage's allowed tuples: support clauses (two cells), a selector per tuple (more)
  order,   // sums in order encoding, products as sums of prime exponents; - and / as support clauses
};
inline constexpr Named<Arith> kArithNames[] = {
    {Arith::tuples, "tuples", "allowed tuples: support clauses, a selector per tuple"},
    {Arith::order, "order", "order encoding: sums, products as sums of prime exponents"},
};
inline std::string_view to_string(Arith a) { return name_of<Arith>(kArithNames, a); }
inline constexpr FamilyOption<Arith> kArithOption{"arith", kArithNames, Arith::tuples};

}  // namespace gridsat
