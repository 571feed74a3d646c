#pragma once
// Keen (KenKen) cages: an operation and a target over a few cells. What the model, the
// encodings and the native search share: the rule as a prefix test, and the tuples of a cage.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gridsat {

enum class KeenOp : char { add = '+', mul = 'x', sub = '-', div = '/' };

struct KeenCage {
  KeenOp op = KeenOp::add;
  int64_t target = 0;
  std::vector<int> cells;  // row-major cell indices, increasing; one cell: a given (op add)
  bool operator==(const KeenCage&) const = default;
};

// The clue as people write it: "12+", "2÷", "15×", "3-"; a one-cell cage its value.
std::string clue_text(const KeenCage& cage, bool unicode);

// Whether values `prefix` of the cage's first prefix.size() cells (of `size` in all, values
// 1..n) can still reach the target. At full length it is the rule itself; before, false only
// when no completion exists (partial sums out of reach, products that no longer divide).
bool cage_allows(KeenOp op, int64_t target, int size, int n, std::span<const int> prefix);

// Every tuple of values 1..n for the cage's cells (in its order) that keeps the rule and has
// distinct values on cells of one row or column. `complete` is false when the enumeration
// stopped at `max_tuples` tuples or its node budget (a cage too large to list).
struct CageTuples {
  std::vector<std::vector<int>> tuples;
  bool complete = true;
};
CageTuples cage_tuples(const KeenCage& cage, int n, size_t max_tuples = size_t{1} << 16, int64_t max_nodes = 4'000'000);

// The reason no values fit the cage (a prime factor above n, '-' on three cells, ...), or ""
// when the cage is possible.
std::string cage_problem(const KeenCage& cage, int n);

}  // namespace gridsat
