#pragma once
// The native backtracking solver: an independent cross-check of the SAT pipeline, and
// the classic CSP algorithms side by side. Bitset domains, counting up to a limit. It
// shares no code with the encoders.
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "csp/search.hpp"

namespace gridsat {

// A constraint over a few variables that is neither all-different nor '<' (a cage's sum or
// product, a line of sight's count): given by a test on the values of vars[0..k), taken in
// the order of `vars`. For k == vars.size() the test is the constraint itself; for a shorter
// prefix it may say true when no completion exists, but never false when one does (it prunes).
// The native engine (csp/engine_relations.cpp) keeps every relation generalised arc
// consistent by enumerating the tuples of the current domains through this test.
struct Relation {
  std::vector<int> vars;
  std::function<bool(std::span<const int> prefix)> allows;
};

// A finite-domain CSP for the native backtracker: variables take values 1..max_value,
// each group is all-different (a group of max_value variables is a permutation), and each
// relation holds. A CSP with relations (max_value <= 63) is solved by its own engine
// (engine_relations.cpp: forward checking of the groups, GAC of the relations, MRV), whatever
// the inference option says: the classic engines know only binary constraints.
struct Csp {
  int num_vars = 0;
  int max_value = 0;
  std::vector<int> fixed;                 // per variable: 0 (free) or its value
  std::vector<std::vector<int>> groups;   // all-different groups of variable indices
  std::vector<std::pair<int, int>> less;  // (a, b): value of a < value of b
  std::vector<Relation> relations;
};

// Enumerates solutions of `csp`. Calls on_solution with the full assignment
// (values 1..max_value, indexed like csp variables) for each one; stops after `limit`
// solutions (0 = all), at the deadline, or when on_solution returns false.
NativeResult solve_csp(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                       const NativeOptions& options = {});

}  // namespace gridsat
