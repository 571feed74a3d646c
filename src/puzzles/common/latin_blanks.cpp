#include "puzzles/common/latin_blanks.hpp"

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

std::vector<std::vector<int>> letter_cells(Encoding& enc, int k) {
  std::vector<std::vector<int>> x(enc.base.cells.size());
  for (size_t i = 0; i < x.size(); ++i) {
    const int b = enc.base.cells[i];
    for (int v = 1; v <= k + 1; ++v) {
      if (b != 0) {
        x[i].push_back(b == v ? kTrue : kFalse);
        continue;
      }
      const int var = enc.cnf.fresh();
      enc.primary.push_back({var, static_cast<int>(i), v});
      x[i].push_back(var);
    }
    if (b == 0) exactly_one(enc.cnf, x[i], Amo::pairwise);
  }
  return x;
}

void each_letter_once(ClauseSink& sink, const std::vector<std::vector<int>>& x, std::span<const int> line, int k) {
  for (int v = 1; v <= k + 1; ++v) {
    std::vector<int> lits;
    for (int c : line) lits.push_back(x[static_cast<size_t>(c)][static_cast<size_t>(v - 1)]);
    // Each letter once; the blanks fill the rest (implied, said for propagation).
    exactly_k_lits(sink, lits, v == 1 ? static_cast<int>(line.size()) - k : 1);
  }
}

void first_seen(ClauseSink& sink, const std::vector<std::vector<int>>& x, std::span<const int> ray, int letter) {
  std::vector<int> some;  // the letter is somewhere along the ray
  for (int c : ray) some.push_back(x[static_cast<size_t>(c)][static_cast<size_t>(letter)]);
  add_clause(sink, some);
  int seen = kFalse;  // s_{i-1}: a letter before c_i
  for (size_t i = 0; i < ray.size(); ++i) {
    const auto& cell = x[static_cast<size_t>(ray[i])];
    for (size_t v = 1; v < cell.size(); ++v) {
      if (static_cast<int>(v) != letter) add_clause(sink, {-cell[v], seen});
    }
    if (i + 1 == ray.size()) break;
    const int blank = cell[0];
    int next;
    if (seen == kTrue || blank == kFalse) {
      next = kTrue;
    } else if (seen == kFalse && blank == kTrue) {
      next = kFalse;
    } else {
      next = sink.fresh();
      add_clause(sink, {-next, seen, -blank});
      add_clause(sink, {-seen, next});
      add_clause(sink, {blank, next});
    }
    seen = next;
  }
}

}  // namespace gridsat
