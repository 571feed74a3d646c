#include "puzzles/common/ring_runs.hpp"

#include <algorithm>
#include <functional>

namespace gridsat {

const std::array<std::pair<int, int>, 8>& ring_offsets() {
  static const std::array<std::pair<int, int>, 8> offsets{
      {{-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}}};
  return offsets;
}

std::vector<int> ring_runs(uint8_t pattern) {
  if (pattern == 0xff) return {8};
  std::vector<int> runs;
  if (pattern == 0) return runs;
  // Start after an unshaded position, so that no run wraps past the start.
  int start = 0;
  while (pattern >> start & 1) ++start;
  int len = 0;
  for (int k = 1; k <= 8; ++k) {
    if (pattern >> ((start + k) % 8) & 1) {
      ++len;
    } else if (len) {
      runs.push_back(len);
      len = 0;
    }
  }
  std::sort(runs.begin(), runs.end(), std::greater<>());
  return runs;
}

bool ring_clue_valid(std::span<const int> clue) {
  if (clue.size() == 1) return clue[0] == kRingAny || (clue[0] >= 0 && clue[0] <= 8);
  if (clue.empty() || clue.size() > 4) return false;
  int cells = static_cast<int>(clue.size());  // a gap after each run
  for (int v : clue) {
    if (v != kRingAny && (v < 1 || v > 7)) return false;
    cells += v == kRingAny ? 1 : v;
  }
  return cells <= 8;
}

bool ring_fits(uint8_t pattern, std::span<const int> clue) {
  const std::vector<int> runs = ring_runs(pattern);
  if (clue.size() == 1 && clue[0] == 0) return runs.empty();
  if (runs.size() != clue.size()) return false;
  // Match the numbers first, longest first; each '?' takes one of the runs left.
  std::vector<int> left = runs;
  for (int v : clue) {
    if (v == kRingAny) continue;
    const auto at = std::find(left.begin(), left.end(), v);
    if (at == left.end()) return false;
    left.erase(at);
  }
  return true;
}

std::vector<uint8_t> ring_patterns(std::span<const int> clue, uint8_t open) {
  std::vector<uint8_t> out;
  for (int p = 0; p < 256; ++p)
    if ((p & ~open) == 0 && ring_fits(static_cast<uint8_t>(p), clue)) out.push_back(static_cast<uint8_t>(p));
  return out;
}

}  // namespace gridsat
