#include "encoders/table.hpp"

#include <vector>

#include "encoders/constants.hpp"

namespace gridsat {

void allowed_rows(ClauseSink& sink, std::span<const int> lits, std::span<const uint32_t> rows) {
  std::vector<uint32_t> left;
  for (uint32_t row : rows) {
    bool ok = true;
    for (size_t i = 0; i < lits.size() && ok; ++i) {
      const bool v = row >> i & 1;
      if (lits[i] == kTrue) ok = v;
      else if (lits[i] == kFalse) ok = !v;
    }
    bool seen = false;
    for (uint32_t r : left) seen = seen || r == row;
    if (ok && !seen) left.push_back(row);
  }
  const auto value = [&](uint32_t row, size_t i) { return (row >> i & 1) ? lits[i] : -lits[i]; };
  if (left.empty()) {
    add_clause(sink, std::span<const int>());
    return;
  }
  if (left.size() == 1) {
    for (size_t i = 0; i < lits.size(); ++i) add_clause(sink, {value(left[0], i)});
    return;
  }
  std::vector<int> sel(left.size());
  for (int& s : sel) s = sink.fresh();
  add_clause(sink, sel);
  for (size_t r = 0; r < left.size(); ++r)
    for (size_t i = 0; i < lits.size(); ++i) add_clause(sink, {-sel[r], value(left[r], i)});
  for (size_t i = 0; i < lits.size(); ++i) {
    if (lits[i] == kTrue || lits[i] == kFalse) continue;
    for (int v = 0; v < 2; ++v) {
      std::vector<int> clause{v ? -lits[i] : lits[i]};
      for (size_t r = 0; r < left.size(); ++r)
        if ((left[r] >> i & 1) == static_cast<uint32_t>(v)) clause.push_back(sel[r]);
      add_clause(sink, clause);
    }
  }
}

}  // namespace gridsat
