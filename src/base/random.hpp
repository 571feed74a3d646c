#pragma once
// A portable random source: the same seed gives the same numbers with every compiler and
// standard library (std::uniform_int_distribution and std::shuffle do not promise that),
// so `gridsat generate --seed S` prints the same puzzles on any machine.
// xoshiro256** (Blackman & Vigna 2018), seeded through splitmix64.
#include <cstdint>
#include <utility>
#include <vector>

namespace gridsat {

// splitmix64: one step of Steele, Lea & Flood's generator (also a good 64-bit mixer).
inline uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) {
    for (auto& w : s_) w = splitmix64(seed);
  }
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n), n >= 1: Lemire's multiply-and-reject (exact, no modulo bias).
  uint64_t below(uint64_t n) {
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * n;
    auto low = static_cast<uint64_t>(m);
    if (low < n) {
      const uint64_t threshold = (0 - n) % n;
      while (low < threshold) {
        m = static_cast<unsigned __int128>(next()) * n;
        low = static_cast<uint64_t>(m);
      }
    }
    return static_cast<uint64_t>(m >> 64);
  }
  int below(int n) { return static_cast<int>(below(static_cast<uint64_t>(n))); }
  // Fisher-Yates, from the back.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<size_t>(below(static_cast<uint64_t>(i)))]);
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace gridsat
