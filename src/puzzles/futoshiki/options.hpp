#pragma once
// Futoshiki's own option, --inequality (its spec is in the record, family.cpp).
#include <string_view>

#include "model/options.hpp"

namespace gridsat {

// How inequalities are encoded.
enum class Inequality {
  order,    // order encoding: literals "x >= a" channelled to the one-hot literals
  support,  // support clauses on the one-hot literals: x = v -> y > v
};
inline constexpr Named<Inequality> kInequalityNames[] = {
    {Inequality::order, "order", "order encoding, x >= a literals"},
    {Inequality::support, "support", "support clauses on the one-hot literals"},
};
inline std::string_view to_string(Inequality i) { return name_of<Inequality>(kInequalityNames, i); }
inline constexpr FamilyOption<Inequality> kInequalityOption{"inequality", kInequalityNames, Inequality::order};

}  // namespace gridsat
