#pragma once
// The changing state both native search engines share (Search in engine_singles.cpp,
// Classic in engine_classic.cpp): one bitset domain per variable (W = ceil(max_value / 64)
// words, flat array; bit b stands for value b + 1), its size, the assigned value and the
// sparse set of the unassigned variables; with the bit helpers and the variable choice.
// Everything here is on the hot path: defined in the header, small enough to inline.
#include <algorithm>
#include <bit>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gridsat::csp_detail {

// A vector-backed stack whose push stays inline (growth is the cold path).
template <class T>
class Stack {
 public:
  void push(const T& v) {
    if (top_ == buf_.size()) grow();
    buf_[top_++] = v;
  }
  T pop() { return buf_[--top_]; }
  const T& operator[](std::size_t i) const { return buf_[i]; }
  std::size_t size() const { return top_; }
  bool empty() const { return top_ == 0; }
  void clear() { top_ = 0; }
  void reserve(std::size_t n) {
    if (n > buf_.size()) buf_.resize(n);
  }

 private:
  [[gnu::noinline]] void grow() { buf_.resize(std::max<std::size_t>(64, 2 * buf_.size())); }
  std::vector<T> buf_;
  std::size_t top_ = 0;
};

// A value b removed from variable x (on a trail), or x = b pending (in a queue).
struct Removal {
  int x, b;
};

// Calls f(c) for every set bit c of the domain d whose bit lies in [lo, hi] (ascending;
// the bits are read a word at a time, before f runs), until f returns false: then false.
template <class F>
inline bool each_bit_in(const uint64_t* d, int lo, int hi, F&& f) {
  if (lo > hi) return true;
  for (int w = lo >> 6; w <= (hi >> 6); ++w) {
    uint64_t mask = ~uint64_t{0};
    if (w == (lo >> 6)) mask &= ~uint64_t{0} << (lo & 63);
    if (w == (hi >> 6) && (hi & 63) != 63) mask &= (uint64_t{2} << (hi & 63)) - 1;
    uint64_t bits = d[w] & mask;
    while (bits) {
      const int c = w * 64 + std::countr_zero(bits);
      bits &= bits - 1;
      if (!f(c)) return false;
    }
  }
  return true;
}

// One = true: max_value <= 64, one word per domain (the common, fast case).
template <bool One>
class Domains {
 protected:
  // Every domain full (1..M), nothing assigned.
  Domains(int n, int M, int W) : n_(n), M_(M), W_(One ? 1 : W) {
    const std::size_t w = static_cast<std::size_t>(W_);
    dom_.assign(static_cast<std::size_t>(n_) * w, 0);
    std::vector<uint64_t> full(w, ~uint64_t{0});
    if (M_ % 64 != 0) full[w - 1] = (uint64_t{1} << (M_ % 64)) - 1;
    for (int x = 0; x < n_; ++x) std::copy(full.begin(), full.end(), dom_.begin() + static_cast<std::ptrdiff_t>(x * w));
    size_.assign(n_, M_);
    val_.assign(n_, 0);
    uvars_.resize(n_);
    pos_.resize(n_);
    for (int x = 0; x < n_; ++x) uvars_[x] = pos_[x] = x;
    unassigned_ = n_;
  }

  // The word of dom_ holding bit b of x.
  std::size_t word(int x, int b) const {
    if constexpr (One) {
      (void)b;
      return static_cast<std::size_t>(x);
    } else {
      return static_cast<std::size_t>(x) * W_ + static_cast<std::size_t>(b >> 6);
    }
  }
  uint64_t* dom(int x) { return &dom_[word(x, 0)]; }
  const uint64_t* dom(int x) const { return &dom_[word(x, 0)]; }
  bool has(int x, int b) const { return (dom_[word(x, b)] >> (b & 63)) & 1; }
  void clear_bit(int x, int b) { dom_[word(x, b)] &= ~(uint64_t{1} << (b & 63)); }
  void set_bit(int x, int b) { dom_[word(x, b)] |= uint64_t{1} << (b & 63); }
  bool assigned(int x) const { return val_[x] != 0; }

  // The smallest value (bit) of x, or -1.
  int lowest(int x) const {
    if constexpr (One) {
      uint64_t w = dom_[x];
      return w ? std::countr_zero(w) : -1;
    } else {
      const uint64_t* d = dom(x);
      for (int w = 0; w < W_; ++w)
        if (d[w]) return w * 64 + std::countr_zero(d[w]);
      return -1;
    }
  }
  // The largest value (bit) of x, or -1.
  int highest(int x) const {
    if constexpr (One) {
      uint64_t w = dom_[x];
      return w ? 63 - std::countl_zero(w) : -1;
    } else {
      const uint64_t* d = dom(x);
      for (int w = W_ - 1; w >= 0; --w)
        if (d[w]) return w * 64 + 63 - std::countl_zero(d[w]);
      return -1;
    }
  }
  // The smallest value (bit) >= from in x's domain, or -1.
  int next_bit(int x, int from) const {
    if constexpr (One) {
      if (from >= 64) return -1;
      const uint64_t bits = dom_[x] & (~uint64_t{0} << from);
      return bits ? std::countr_zero(bits) : -1;
    } else {
      const uint64_t* d = dom(x);
      for (int w = from >> 6; w < W_; ++w) {
        uint64_t bits = d[w];
        if (w == (from >> 6)) bits &= ~uint64_t{0} << (from & 63);
        if (bits) return w * 64 + std::countr_zero(bits);
      }
      return -1;
    }
  }

  // x = b: x leaves the unassigned set (swapped to its end: unassigned_ .. n_ - 1 hold the
  // assigned variables in assignment order).
  void take(int x, int b) {
    val_[x] = b + 1;
    const int p = pos_[x], last = uvars_[--unassigned_];
    uvars_[p] = last;
    pos_[last] = p;
    uvars_[unassigned_] = x;
    pos_[x] = unassigned_;
  }
  // Undoes the newest take(x): LIFO keeps the sparse set exact (x sits at
  // uvars_[unassigned_]).
  void release(int x) {
    val_[x] = 0;
    ++unassigned_;
  }

  // Static order: the first unassigned variable by index, or -1.
  int first_unassigned() const {
    for (int x = 0; x < n_; ++x)
      if (!assigned(x)) return x;
    return -1;
  }

  static constexpr int kStopped = -2;
  // MRV: an unassigned variable with the smallest size_of(i, x) (x = uvars_[i]); ties go to
  // the most unassigned peers (deg[x], the "degree" rule: it halves the decisions on hard
  // 9x9 Sudoku), then to the lowest index. -1 when none is left; kStopped as soon as
  // stop(i) says so (looked at before each candidate).
  template <class SizeOf, class Stop>
  int choose_mrv(const std::vector<int>& deg, SizeOf&& size_of, Stop&& stop) const {
    int best = -1, best_size = INT_MAX, best_deg = -1;
    for (int i = 0; i < unassigned_; ++i) {
      const int x = uvars_[i];
      if (stop(i)) return kStopped;
      const int sz = size_of(x);
      if (sz > best_size) continue;
      const int dg = deg[x];
      if (sz < best_size || dg > best_deg || (dg == best_deg && x < best)) {
        best = x;
        best_size = sz;
        best_deg = dg;
      }
    }
    return best;
  }

  const int n_, M_, W_;
  std::vector<uint64_t> dom_;
  std::vector<int> size_, val_;
  std::vector<int> uvars_, pos_;  // sparse set of the unassigned variables
  int unassigned_ = 0;
};

}  // namespace gridsat::csp_detail
