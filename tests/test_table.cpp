// The table encoder (encoders/table.hpp) proved exhaustively: for n <= 3 literals, every set
// of allowed rows (all 2^(2^n) of them), literals of both signs and with a constant among
// them: (1) a full assignment extends to a model over the selectors (tried all) exactly when
// it is a row; (2) unit propagation from every partial assignment is arc consistent: a
// conflict exactly when no row agrees with it, otherwise exactly the values every agreeing
// row shares are implied.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "cnf/cnf.hpp"
#include "encoders/constants.hpp"
#include "encoders/table.hpp"

namespace test_table {

using namespace gridsat;

namespace {

// The clauses of a Cnf as lists.
std::vector<std::vector<int>> clauses_of(const Cnf& cnf) {
  std::vector<std::vector<int>> out(1);
  for (int lit : cnf.flat()) {
    if (lit) out.back().push_back(lit);
    else out.emplace_back();
  }
  out.pop_back();
  return out;
}

// Unit propagation from `value` (per variable: +1 true, -1 false, 0 open); false on a conflict.
bool unit_propagate(const std::vector<std::vector<int>>& clauses, std::vector<int>& value) {
  const auto truth = [&](int lit) { return lit > 0 ? value[lit] : -value[-lit]; };
  bool again = true;
  while (again) {
    again = false;
    for (const auto& cl : clauses) {
      int open = 0, last = 0;
      bool sat = false;
      for (int lit : cl) {
        if (truth(lit) > 0) sat = true;
        else if (truth(lit) == 0) ++open, last = lit;
      }
      if (sat) continue;
      if (open == 0) return false;
      if (open == 1) {
        value[last > 0 ? last : -last] = last > 0 ? 1 : -1;
        again = true;
      }
    }
  }
  return true;
}

// Whether the clauses hold under `value` for some setting of the variables left open.
bool extends(const std::vector<std::vector<int>>& clauses, std::vector<int> value, int var) {
  if (var >= static_cast<int>(value.size())) {
    for (const auto& cl : clauses) {
      bool sat = false;
      for (int lit : cl) sat = sat || (lit > 0 ? value[lit] > 0 : value[-lit] < 0);
      if (!sat) return false;
    }
    return true;
  }
  if (value[var]) return extends(clauses, value, var + 1);
  for (int v : {1, -1}) {
    value[var] = v;
    if (extends(clauses, value, var + 1)) return true;
  }
  return false;
}

}  // namespace

TEST(Table, EveryRowSetIsExactAndArcConsistent) {
  int cases = 0;
  for (int n = 1; n <= 3; ++n) {
    const uint32_t all = 1u << n;
    for (int signs = 0; signs < 3; ++signs) {  // plain, all negated, the last literal kTrue
      for (uint32_t set = 0; set < (1u << all); ++set) {
        std::vector<uint32_t> rows;
        for (uint32_t r = 0; r < all; ++r)
          if (set >> r & 1) rows.push_back(r);
        Cnf cnf;
        std::vector<int> lits;
        for (int i = 0; i < n; ++i) lits.push_back(cnf.fresh());
        if (signs == 1)
          for (int& l : lits) l = -l;
        if (signs == 2) lits.back() = kTrue;
        const std::vector<int> plain = lits;
        allowed_rows(cnf, lits, rows);
        const auto clauses = clauses_of(cnf);
        // x_i's value in a row, through its sign; a constant's value is fixed.
        const auto agrees = [&](uint32_t row, const std::vector<int>& x) {
          for (int i = 0; i < n; ++i) {
            const bool bit = row >> i & 1;
            if (plain[i] == kTrue ? !bit : x[i] != 0 && (x[i] > 0) != (plain[i] > 0 ? bit : !bit)) return false;
          }
          return true;
        };
        const int vars = signs == 2 ? n - 1 : n;
        // Every partial assignment of the variables (3^vars): -1, 0, +1 per variable.
        int total = 1;
        for (int i = 0; i < vars; ++i) total *= 3;
        for (int code = 0; code < total; ++code) {
          std::vector<int> x(static_cast<size_t>(n), 0);
          for (int i = 0, c = code; i < vars; ++i, c /= 3) x[static_cast<size_t>(i)] = c % 3 - 1;
          std::vector<uint32_t> agreeing;
          for (uint32_t r : rows)
            if (agrees(r, x)) agreeing.push_back(r);
          std::vector<int> value(static_cast<size_t>(cnf.num_vars()) + 1, 0);
          for (int i = 0; i < vars; ++i) value[static_cast<size_t>(i) + 1] = x[static_cast<size_t>(i)];
          bool full = true;
          for (int i = 0; i < vars; ++i) full = full && x[static_cast<size_t>(i)] != 0;
          if (full) { ASSERT_EQ(extends(clauses, value, 1) && !cnf.has_empty_clause(), !agreeing.empty()); }
          std::vector<int> after = value;
          const bool ok = !cnf.has_empty_clause() && unit_propagate(clauses, after);
          ASSERT_EQ(ok, !agreeing.empty()) << n << " " << set << " " << code;
          if (!ok) continue;
          for (int i = 0; i < vars; ++i) {
            if (x[static_cast<size_t>(i)]) continue;
            int forced = 0;  // the variable's value in every agreeing row, 0 when they differ
            for (size_t k = 0; k < agreeing.size(); ++k) {
              const bool bit = agreeing[k] >> i & 1;
              const int v = (plain[static_cast<size_t>(i)] > 0) == bit ? 1 : -1;
              forced = k == 0 ? v : forced == v ? v : 0;
            }
            ASSERT_EQ(after[static_cast<size_t>(i) + 1], forced) << n << " " << set << " " << code << " var " << i;
          }
          ++cases;
        }
      }
    }
  }
  EXPECT_GT(cases, 5000);
}

}  // namespace test_table
