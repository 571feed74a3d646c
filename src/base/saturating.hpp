#pragma once
// Saturating int64 arithmetic for the families' size estimates (Puzzle::estimate): a count
// past INT64_MAX stays at INT64_MAX instead of overflowing (undefined behaviour, and in
// practice a small or negative estimate that lets a huge encoding through). Arguments are
// counts, so they are taken as non-negative.
#include <cstdint>
#include <limits>

namespace gridsat {

inline constexpr int64_t kSaturated = std::numeric_limits<int64_t>::max();

inline int64_t sat_add(int64_t a, int64_t b) {
  int64_t r = 0;
  return __builtin_add_overflow(a, b, &r) ? kSaturated : r;
}

inline int64_t sat_mul(int64_t a, int64_t b) {
  int64_t r = 0;
  return __builtin_mul_overflow(a, b, &r) ? kSaturated : r;
}

inline int64_t sat_mul(int64_t a, int64_t b, int64_t c) { return sat_mul(sat_mul(a, b), c); }

// total += a * b, saturating.
inline void sat_add_to(int64_t& total, int64_t a, int64_t b = 1) { total = sat_add(total, sat_mul(a, b)); }

}  // namespace gridsat
