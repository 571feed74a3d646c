// The classic 9x9 Sudoku's digit-major search: see sudoku9.hpp.
//
// Layout: word F[16 * b + d] holds digit d's possible cells in band b, bit 9 * r + c for the
// band's row r (0..2) and column c (0..8). A placed digit keeps its cell's bit (so a clash
// with a later placement empties a row and fails). A narrowed word is marked in `dirty` and
// updated again (and in `moved`, for the stacks).
#include "bits/sudoku9.hpp"

#include <array>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <bit>
#include <memory>
#include <vector>

#include "bits/frames.hpp"

namespace gridsat::bits {

namespace {

constexpr uint32_t kBand = (1u << 27) - 1;

// The boxes (bit k) a band row's 9 bits reach.
constexpr std::array<uint8_t, 512> kRowBoxes = [] {
  std::array<uint8_t, 512> t{};
  for (unsigned x = 0; x < 512; ++x)
    t[x] = static_cast<uint8_t>((x & 7 ? 1 : 0) | (x & 070 ? 2 : 0) | (x & 0700 ? 4 : 0));
  return t;
}();

// For a band's row-box pattern (bit 3 * r + k: row r reaches box k), the row-box segments
// that lie on a permutation (each row in one box, each box in one row) inside the pattern, as
// a mask of the band's 27 cells; 0 when there is none.
constexpr std::array<uint32_t, 512> kLive = [] {
  std::array<uint32_t, 512> t{};
  constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (unsigned pat = 0; pat < 512; ++pat)
    for (const auto& p : perms) {
      bool inside = true;
      for (int r = 0; r < 3; ++r) inside = inside && (pat >> (3 * r + p[r]) & 1);
      if (!inside) continue;
      for (int r = 0; r < 3; ++r) t[pat] |= 7u << (9 * r + 3 * p[r]);
    }
  return t;
}();

// The same on 9 bits (bit 3 * r + k kept when it lies on such a permutation).
constexpr std::array<uint16_t, 512> kLive9 = [] {
  std::array<uint16_t, 512> t{};
  for (unsigned pat = 0; pat < 512; ++pat) {
    const uint32_t m = kLive[pat];
    for (int r = 0; r < 3; ++r)
      for (int k = 0; k < 3; ++k)
        if (m >> (9 * r + 3 * k) & 1) t[pat] |= static_cast<uint16_t>(1u << (3 * r + k));
  }
  return t;
}();

// Column c of a band (its three cells).
constexpr uint32_t column(int c) { return (1u << c) | (1u << (c + 9)) | (1u << (c + 18)); }
// The band row of cell bit p.
constexpr std::array<uint32_t, 27> kRowOf = [] {
  std::array<uint32_t, 27> t{};
  for (int p = 0; p < 27; ++p) t[p] = 0x1ffu << (p / 9 * 9);
  return t;
}();

// Digit d's word of band b: each band's nine words side by side, padded to 16 (words
// 9..15 stay 0), so that one vector instruction handles four digits of a band.
constexpr int w9(int d, int b) { return 16 * b + d; }
constexpr uint64_t kRealWords = 0x1ffull | 0x1ffull << 16 | 0x1ffull << 32;  // the bits w9(d, b) of the real words

// 1 when a band row's 9 bits hold one cell at most.
constexpr std::array<uint8_t, 512> kOneCell = [] {
  std::array<uint8_t, 512> t{};
  for (unsigned x = 0; x < 512; ++x) t[x] = (x & (x - 1)) == 0;
  return t;
}();

// The bookkeeping is 64-bit and the words 32-bit, so that a store to a word cannot alias
// it (the compiler keeps it in registers through the updates).
struct State {
  alignas(16) uint32_t F[48];
  uint64_t dirty;      // bit i: F[i] narrowed since the band update last looked at it
  uint64_t moved;      // bit i: F[i] narrowed since the stacks last looked at its digit
  uint64_t placed[3];  // per band: the cells placed
  uint64_t done[3];    // per band: bit 3 * d + r when digit d's row r is placed
};

inline void cut(State& s, int i, uint32_t keep) {
  const uint32_t x = s.F[i], y = x & keep;
  const uint64_t changed = static_cast<uint64_t>(x != y) << i;
  s.dirty |= changed;
  s.moved |= changed;
  s.F[i] = y;
}
// Cell bit `bit` of band b leaves every digit but d.
inline void leave(State& s, int d, int b, uint32_t bit) {
  unsigned had = 0;  // bit e: digit e had the cell
#if defined(__SSE2__)
  const __m128i cell = _mm_set1_epi32(static_cast<int>(bit)), zero = _mm_setzero_si128();
  for (int k = 0; k < 12; k += 4) {
    __m128i* at = reinterpret_cast<__m128i*>(&s.F[w9(k, b)]);
    const __m128i w = _mm_load_si128(at);
    const __m128i without = _mm_cmpeq_epi32(_mm_and_si128(w, cell), zero);
    had |= (~static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(without))) & 15u) << k;
    _mm_store_si128(at, _mm_andnot_si128(cell, w));
  }
#else
  for (int e = 0; e < 9; ++e) {
    uint32_t& w = s.F[w9(e, b)];
    had |= (w & bit ? 1u : 0u) << e;
    w &= ~bit;
  }
#endif
  s.F[w9(d, b)] |= had >> d & 1 ? bit : 0;
  const uint64_t changed = static_cast<uint64_t>(had & 0x1ffu & ~(1u << d)) << (16 * b);
  s.dirty |= changed;
  s.moved |= changed;
}
// Digit d goes to bit p of band b (the rest of its band row leaves; its other digits leave).
inline void put(State& s, int d, int b, uint32_t bit, int p) {
  leave(s, d, b, bit);
  cut(s, w9(d, b), ~kRowOf[p] | bit);
}

// The box of cell bit p within its band.
constexpr std::array<uint32_t, 27> kBoxOf = [] {
  std::array<uint32_t, 27> t{};
  for (int p = 0; p < 27; ++p) t[p] = 0007007007u << (p % 9 / 3 * 3);
  return t;
}();

class Engine9 {
 public:
  Engine9(int64_t limit, Deadline deadline, const ValuesSink& sink) : budget_(limit, deadline, sink) {}
  NativeResult run(std::span<const int> givens);

 private:
  bool update(State& s, int i);
  bool propagate(State& s);
  bool search(int depth);
  bool solution(const State& s);

  SearchBudget budget_;
  NativeResult r_;
  State* frames_ = nullptr;
  int alternatives_ = 0;        // frames on the path with digits still to try
  bool sink_complete_ = false;  // the sink stopped the search when nothing was left to try
  std::vector<int> values_;
};

// Narrows word i to the segments on a permutation; places the rows left with one cell.
inline bool Engine9::update(State& s, int i) {
  uint32_t a = s.F[i];
  a &= kLive[kRowBoxes[a & 0x1ff] | kRowBoxes[(a >> 9) & 0x1ff] << 3 | kRowBoxes[a >> 18] << 6];
  if (!a) return false;
  s.moved |= static_cast<uint64_t>(a != s.F[i]) << i;
  s.F[i] = a;
  const int d = i & 15, b = i >> 4;
  const uint32_t single = kOneCell[a & 0x1ff] | kOneCell[(a >> 9) & 0x1ff] << 1 | kOneCell[a >> 18] << 2;
  uint32_t fresh = single & ~static_cast<uint32_t>(s.done[b] >> (3 * d)) & 7;
  while (fresh) {
    const int r = std::countr_zero(fresh);
    fresh &= fresh - 1;
    s.done[b] |= uint64_t{1} << (3 * d + r);
    const int c = std::countr_zero((a >> (9 * r)) & 0x1ff);
    const uint32_t bit = 1u << (9 * r + c);
    s.placed[b] |= bit;
    leave(s, d, b, bit);
    const uint32_t col = ~column(c);
    cut(s, w9(d, b == 0 ? 1 : 0), col);
    cut(s, w9(d, b == 2 ? 1 : 2), col);
  }
  return true;
}

// Naked singles: the open cells with one digit left, each placed; false on an open cell
// with none. `found` is set when one was placed.
inline bool naked(State& s, bool& found) {
  for (int b = 0; b < 3; ++b) {
    const uint32_t open = static_cast<uint32_t>(~s.placed[b] & kBand);
    if (!open) continue;
    uint32_t one = 0, two = 0;
    for (int d = 0; d < 9; ++d) {
      const uint32_t x = s.F[w9(d, b)];
      two |= one & x;
      one |= x;
    }
    if (open & ~one) return false;
    for (uint32_t singles = open & ~two; singles; singles &= singles - 1) {
      const int p = std::countr_zero(singles);
      const uint32_t bit = 1u << p;
      // An earlier single of this pass may have taken the cell's last digit (two singles of
      // one digit in one row): a contradiction, not a digit past the ninth.
      int d = 0;
      while (d < 9 && !(s.F[w9(d, b)] & bit)) ++d;
      if (d == 9) return false;
      cut(s, w9(d, b), ~kRowOf[p] | bit);
      found = true;
    }
  }
  return true;
}

// Per digit, each stack's band-column pattern narrowed as a band's row-box pattern is
// (pointing and claiming between boxes and columns); then hidden singles in columns: a
// digit's column crossing one band only, in one row of it. False on a contradiction.
inline bool stacks(State& s, bool& found) {
  const uint64_t moved = s.moved;
  s.moved = 0;
  for (int d = 0; d < 9; ++d) {
    // Unchanged since the last look, or placed everywhere.
    if (!(moved >> d & 0x100010001ull) || ((s.done[0] & s.done[1] & s.done[2]) >> (3 * d) & 7) == 7) continue;
    uint32_t in[3], keep[3] = {0, 0, 0};
    for (int b = 0; b < 3; ++b) in[b] = (s.F[w9(d, b)] | s.F[w9(d, b)] >> 9 | s.F[w9(d, b)] >> 18) & 0x1ff;
    for (int k = 0; k < 9; k += 3) {
      const uint32_t live = kLive9[(in[0] >> k & 7) | (in[1] >> k & 7) << 3 | (in[2] >> k & 7) << 6];
      if (!live) return false;
      for (int b = 0; b < 3; ++b) keep[b] |= (live >> (3 * b) & 7) << k;
    }
    for (int b = 0; b < 3; ++b)
      if (in[b] & ~keep[b]) {
        cut(s, w9(d, b), keep[b] | keep[b] << 9 | keep[b] << 18);
        in[b] &= keep[b];
        found = true;
      }
    uint32_t once = 0, twice = 0;
    for (int b = 0; b < 3; ++b) twice |= once & in[b], once |= in[b];
    const uint32_t lone = once & ~twice;
    for (int b = 0; lone && b < 3; ++b) {
      const uint32_t x0 = s.F[w9(d, b)] & 0x1ff, x1 = (s.F[w9(d, b)] >> 9) & 0x1ff, x2 = s.F[w9(d, b)] >> 18;
      for (uint32_t hits = lone & in[b] & ~((x0 & x1) | (x0 & x2) | (x1 & x2)); hits; hits &= hits - 1) {
        // A cut for an earlier hit of this row may have left the column without the digit,
        // which no other band can give it: a contradiction.
        const uint32_t cells = s.F[w9(d, b)] & column(std::countr_zero(hits));
        if (!cells) return false;
        const int p = std::countr_zero(cells);
        const uint32_t row = kRowOf[p], bit = 1u << p;
        if ((s.F[w9(d, b)] & row) == bit) continue;  // placed already
        cut(s, w9(d, b), ~row | bit);
        found = true;
      }
    }
  }
  return true;
}

// Band updates to a fixpoint, then naked singles, then the stacks; false on a contradiction.
bool Engine9::propagate(State& s) {
  for (;;) {
    while (s.dirty) {
      const int i = std::countr_zero(s.dirty);
      s.dirty &= s.dirty - 1;
      if (!update(s, i)) return false;
    }
    bool found = false;
    if (!naked(s, found)) return false;
    if (found) continue;
    if (!stacks(s, found)) return false;
    if (!found) return true;
  }
}

bool Engine9::solution(const State& s) {
  if (budget_.has_sink()) {
    values_.assign(81, 0);
    for (int b = 0; b < 3; ++b)
      for (int d = 0; d < 9; ++d)
        for (uint32_t x = s.F[w9(d, b)]; x; x &= x - 1) values_[b * 27 + std::countr_zero(x)] = d + 1;
  }
  if (budget_.found(r_.count, values_)) return true;
  sink_complete_ = budget_.declined() && alternatives_ == 0;
  return false;
}

// Bits set in x (std::popcount is a library call without -mpopcnt).
inline int count32(uint32_t x) {
  x -= (x >> 1) & 0x55555555u;
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return static_cast<int>((((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

// The branching cell (band cb, bit cp): among the open cells with the fewest digits left
// (two, else three, else any), the one with the most open cells in its row, column and box.
void choose(const State& s, int& cb, int& cp) {
  uint32_t open[3], pick[3][3];  // pick[k][b]: band b's open cells with k + 2 digits left
  for (int b = 0; b < 3; ++b) {
    open[b] = static_cast<uint32_t>(~s.placed[b] & kBand);
    uint32_t one = 0, two = 0, three = 0, four = 0;
    for (int d = 0; d < 9; ++d) {
      const uint32_t x = s.F[w9(d, b)];
      four |= three & x;
      three |= two & x;
      two |= one & x;
      one |= x;
    }
    pick[0][b] = open[b] & two & ~three;
    pick[1][b] = open[b] & three & ~four;
    pick[2][b] = open[b];
  }
  for (const auto& cand : pick) {
    int most = -1;
    for (int b = 0; b < 3; ++b)
      for (uint32_t m = cand[b]; m; m &= m - 1) {
        const int p = std::countr_zero(m), c = p % 9;
        const uint32_t col = column(c);
        const int peers = count32(open[b] & (kRowOf[p] | kBoxOf[p])) + count32(open[0] & col) + count32(open[1] & col) +
                          count32(open[2] & col);
        if (peers > most) most = peers, cb = b, cp = p;
      }
    if (most >= 0) return;
  }
}

// False when the search must stop (the limit, the sink, the deadline).
bool Engine9::search(int depth) {
  State& s = frames_[depth];
  if (!propagate(s)) {
    ++r_.conflicts;
    return true;
  }
  if ((s.placed[0] & s.placed[1] & s.placed[2]) == kBand) return solution(s);
  if (budget_.tick()) {
    r_.timed_out = true;
    return false;
  }
  int cb, cp;
  choose(s, cb, cp);
  const uint32_t bit = 1u << cp;
  State& t = frames_[depth + 1];
  for (int d = 0; d < 9; ++d) {
    if (!(s.F[w9(d, cb)] & bit)) continue;
    int more = 0;
    for (int e = d + 1; e < 9; ++e) more += (s.F[w9(e, cb)] & bit) != 0;
    t = s;
    put(t, d, cb, bit, cp);
    ++r_.decisions;
    alternatives_ += more != 0;
    const bool go_on = search(depth + 1);
    alternatives_ -= more != 0;
    if (!go_on) return false;
  }
  return true;
}

NativeResult Engine9::run(std::span<const int> givens) {
  r_ = {};
  if (givens.size() != 81) {
    r_.complete = true;
    return r_;
  }
  const ThreadFrames<State, 83> frames;
  frames_ = frames.get();
  State& s = frames_[0];
  for (int i = 0; i < 48; ++i) s.F[i] = kRealWords >> i & 1 ? kBand : 0;
  s.dirty = s.moved = kRealWords;
  s.placed[0] = s.placed[1] = s.placed[2] = 0;
  s.done[0] = s.done[1] = s.done[2] = 0;
  bool ok = true;
  for (int c = 0; c < 81 && ok; ++c) {
    const int v = givens[c];
    if (v < 0 || v > 9) ok = false;
    else if (v > 0) {
      const int b = c / 27, p = c % 27;
      const uint32_t bit = 1u << p;
      if (!(s.F[w9(v - 1, b)] & bit)) ok = false;  // a clash within the band row or cell
      else put(s, v - 1, b, bit, p);
    }
  }
  if (!ok) {
    r_.complete = true;
    ++r_.conflicts;
  } else {
    r_.complete = search(0) || sink_complete_;
    if (r_.timed_out) r_.complete = false;
  }
  return r_;
}

}  // namespace

NativeResult sudoku9_search(std::span<const int> givens, int64_t limit, Deadline deadline,
                            const ValuesSink& on_solution) {
  return Engine9(limit, deadline, on_solution).run(givens);
}

}  // namespace gridsat::bits
