// Sudoku's native search on candidate bit sets: see sudoku_bits.hpp.
//
// The state of a node is one Frame: a candidate set per cell (a placed cell keeps its one
// digit), the digits placed in each house, the open cells. Placing a digit removes it from
// the peers; a peer left with one candidate is queued (a naked single). When the queue is
// empty, each house's digits that have one place left are placed (hidden singles); when there
// are none, locked candidates (a digit of a box confined to one row or column of it leaves the
// rest of that line: pointing; a digit of a line confined to one box leaves the rest of the
// box: claiming). At the fixpoint the search branches on an open cell with the fewest
// candidates, smaller digit first, on a copy of the frame (no trail to undo).
#include "bits/sudoku_bits.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>
#include <mutex>

#include "bits/frames.hpp"
#include "bits/sudoku9.hpp"

namespace gridsat::bits {

namespace {

constexpr int kMaxCells = kMaxSide * kMaxSide;
constexpr int kMaxHouses = 3 * kMaxSide + 2 + 9;  // rows, columns, boxes, two diagonals, windoku's 9 windows
constexpr int kHousesPerCell = 5;
constexpr int kWords = kMaxCells / 64;  // a set of cells
constexpr uint8_t kNoHouse = 0xff;

struct Frame {
  uint16_t cand[kMaxCells];
  uint16_t placed[kMaxHouses];
  uint64_t open[kMaxCells / 64];
  uint64_t unsingled;  // houses whose candidates changed since hidden singles last looked
  uint64_t unlocked;   // the same for locked candidates
  int left;
};

inline bool single(uint16_t m) { return (m & (m - 1)) == 0; }
// The candidates in m (std::popcount is a library call without -mpopcnt).
inline int count64(uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
inline int count(uint16_t m) {
  unsigned x = m - ((m >> 1) & 0x5555u);
  x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0f0fu;
  return static_cast<int>((x + (x >> 8)) & 0x1fu);
}

// kN, kBR, kBC: the side and box shape fixed at compile time (9x9's own instance, whose loops
// the compiler unrolls), or 0: read from the shape.
template <int kN, int kBR, int kBC>
class Engine {
 public:
  Engine(const SudokuShape& s, int64_t limit, Deadline deadline, const ValuesSink& sink)
      : s_(s), full_(static_cast<uint16_t>((1u << s.n) - 1)), budget_(limit, deadline, sink) {}

  NativeResult run(std::span<const int> givens);

 private:
  enum Step { fail = -1, none = 0, progress = 1 };
  int n() const { return kN ? kN : s_.n; }
  int br() const { return kBR ? kBR : s_.box_rows; }
  int bc() const { return kBC ? kBC : s_.box_cols; }
  int cells() const { return kN ? kN * kN : s_.cells; }
  int words() const { return (cells() + 63) / 64; }

  void push(int c) { queue_[queued_++] = static_cast<uint16_t>(c); }
  // Cell c lost candidates: its houses are to be looked at again.
  void touched(Frame& f, int c) const {
    f.unsingled |= s_.house_mask[c];
    f.unlocked |= s_.house_mask[c];
  }
  bool assign(Frame& f, int c);
  // Removes `mask` from cell c: fail when nothing is left, progress when something went.
  Step eliminate(Frame& f, int c, uint16_t mask) {
    const uint16_t m = f.cand[c];
    if (!(m & mask)) return none;
    const uint16_t left = m & ~mask;
    if (!left) return fail;
    f.cand[c] = left;
    touched(f, c);
    if (single(left)) push(c);
    return progress;
  }
  bool drain(Frame& f);  // places the queued cells
  bool hidden(Frame& f);
  Step locked(Frame& f);
  template <bool row>
  Step claim(Frame& f, int line);
  Step point(Frame& f, int box);
  bool propagate(Frame& f);
  int choose(const Frame& f) const;
  bool search(int depth);
  bool solution(const Frame& f);

  const SudokuShape& s_;
  const uint16_t full_;
  SearchBudget budget_;
  NativeResult r_;
  Frame* frames_ = nullptr;
  uint16_t queue_[2 * kMaxCells + 2];  // not bytes: a byte store may alias anything
  int queued_ = 0;
  int alternatives_ = 0;        // frames on the path with digits still to try
  bool sink_complete_ = false;  // the sink stopped the search when nothing was left to try
  std::vector<int> values_;
};

// Places the one candidate of cell c (queued), unless it was placed already.
template <int kN, int kBR, int kBC>
bool Engine<kN, kBR, kBC>::assign(Frame& f, int c) {
  uint64_t& word = f.open[c >> 6];
  const uint64_t bit = uint64_t{1} << (c & 63);
  if (!(word & bit)) return true;
  word &= ~bit;
  --f.left;
  const uint16_t d = f.cand[c];
  const uint8_t* hs = &s_.cell_houses[static_cast<size_t>(c) * kHousesPerCell];
  for (int k = 0; k < kHousesPerCell && hs[k] != kNoHouse; ++k) {
    if (f.placed[hs[k]] & d) return false;
    f.placed[hs[k]] |= d;
  }
  const uint8_t* p = s_.peers.data() + s_.peer_start[c];
  const uint8_t* end = s_.peers.data() + s_.peer_start[c + 1];
  const uint64_t* house_mask = s_.house_mask.data();
  uint16_t* cand = f.cand;
  uint64_t changed = 0;
  for (; p != end; ++p) {
    const int q = *p;
    const uint16_t m = cand[q];
    if (!(m & d)) continue;
    const uint16_t left = m ^ d;
    if (!left) return false;
    cand[q] = left;
    changed |= house_mask[q];
    if (single(left)) queue_[queued_++] = static_cast<uint16_t>(q);
  }
  f.unsingled |= changed;
  f.unlocked |= changed;
  return true;
}

template <int kN, int kBR, int kBC>
bool Engine<kN, kBR, kBC>::drain(Frame& f) {
  while (queued_)
    if (!assign(f, queue_[--queued_])) {
      queued_ = 0;
      return false;
    }
  return true;
}

// Each changed house's digits with one place left, placed there, to a fixpoint.
template <int kN, int kBR, int kBC>
bool Engine<kN, kBR, kBC>::hidden(Frame& f) {
  const int n = this->n();
  while (f.unsingled) {
    const int h = std::countr_zero(f.unsingled);
    f.unsingled &= f.unsingled - 1;
    if (f.placed[h] == full_) continue;
    const uint8_t* hc = &s_.house_cells[static_cast<size_t>(h) * n];
    uint16_t once = 0, twice = 0;
    for (int k = 0; k < n; ++k) {
      const uint16_t m = f.cand[hc[k]];
      twice |= once & m;
      once |= m;
    }
    if (once != full_) return false;
    uint16_t lone = once & ~twice & ~f.placed[h];
    if (!lone) continue;
    do {
      const uint16_t d = lone & -lone;
      lone ^= d;
      int k = 0;
      while (k < n && !(f.cand[hc[k]] & d)) ++k;
      if (k == n) return false;  // an earlier lone digit of this house took its cell
      if (f.cand[hc[k]] != d) {
        f.cand[hc[k]] = d;
        touched(f, hc[k]);
        push(hc[k]);
      }
    } while (lone);
    if (!drain(f)) return false;  // the next houses see these placements
  }
  return true;
}

// Claiming: a digit of row (or column) `line` confined to one box leaves the rest of the box.
// Segment j is the line's cells in the j-th box it crosses.
template <int kN, int kBR, int kBC>
template <bool row>
typename Engine<kN, kBR, kBC>::Step Engine<kN, kBR, kBC>::claim(Frame& f, int line) {
  const int n = this->n(), br = this->br(), bc = this->bc();
  const int len = row ? bc : br, segs = n / len;  // cells per segment, segments per line
  auto cell = [&](int along) { return row ? line * n + along : along * n + line; };
  uint16_t seg[kMaxSide], once = 0, twice = 0;
  for (int j = 0; j < segs; ++j) {
    uint16_t m = 0;
    for (int k = 0; k < len; ++k) m |= f.cand[cell(j * len + k)];
    seg[j] = m;
    twice |= once & m;
    once |= m;
  }
  const uint16_t lone = once & ~twice & ~f.placed[row ? line : n + line];
  if (!lone) return none;
  Step st = none;
  const int band = row ? br : bc, first = line - line % band;  // the lines of the box
  for (int j = 0; j < segs; ++j) {
    const uint16_t mask = seg[j] & lone;
    if (!mask) continue;
    for (int other = first; other < first + band; ++other) {
      if (other == line) continue;
      for (int k = 0; k < len; ++k) {
        const int c = row ? other * n + j * len + k : (j * len + k) * n + other;
        const Step e = eliminate(f, c, mask);
        if (e == fail) return fail;
        if (e == progress) st = progress;
      }
    }
  }
  return st;
}

// Pointing: a digit of a box confined to one of its rows (columns) leaves the rest of that line.
template <int kN, int kBR, int kBC>
typename Engine<kN, kBR, kBC>::Step Engine<kN, kBR, kBC>::point(Frame& f, int b) {
  const int n = this->n(), br = this->br(), bc = this->bc(), across = n / bc;
  const int r0 = b / across * br, c0 = b % across * bc;
  const uint16_t open = static_cast<uint16_t>(full_ & ~f.placed[2 * n + b]);
  if (!open) return none;
  uint16_t rows[kMaxSide], cols[kMaxSide];
  std::fill(cols, cols + bc, uint16_t{0});
  uint16_t ronce = 0, rtwice = 0;
  for (int i = 0; i < br; ++i) {
    uint16_t m = 0;
    for (int j = 0; j < bc; ++j) {
      const uint16_t v = f.cand[(r0 + i) * n + c0 + j];
      m |= v;
      cols[j] |= v;
    }
    rows[i] = m;
    rtwice |= ronce & m;
    ronce |= m;
  }
  uint16_t conce = 0, ctwice = 0;
  for (int j = 0; j < bc; ++j) ctwice |= conce & cols[j], conce |= cols[j];
  const uint16_t rlone = ronce & ~rtwice & open, clone = conce & ~ctwice & open;
  Step st = none;
  auto cut = [&](int c, uint16_t mask) {
    const Step e = eliminate(f, c, mask);
    if (e == fail) st = fail;
    else if (e == progress && st == none) st = progress;
  };
  for (int i = 0; i < br && rlone && st != fail; ++i)
    if (const uint16_t mask = rows[i] & rlone)
      for (int c = 0; c < n; ++c)
        if (c < c0 || c >= c0 + bc) cut((r0 + i) * n + c, mask);
  for (int j = 0; j < bc && clone && st != fail; ++j)
    if (const uint16_t mask = cols[j] & clone)
      for (int r = 0; r < n; ++r)
        if (r < r0 || r >= r0 + br) cut(r * n + c0 + j, mask);
  return st;
}

// Locked candidates in the changed rows, columns and boxes (one pass).
template <int kN, int kBR, int kBC>
typename Engine<kN, kBR, kBC>::Step Engine<kN, kBR, kBC>::locked(Frame& f) {
  const int n = this->n();
  const uint64_t box_houses = ((uint64_t{1} << n) - 1) << (2 * n);
  uint64_t todo = f.unlocked & (box_houses | ((uint64_t{1} << (2 * n)) - 1));
  f.unlocked = 0;
  Step st = none;
  while (todo) {
    const int h = std::countr_zero(todo);
    todo &= todo - 1;
    const Step e = h < n ? claim<true>(f, h) : h < 2 * n ? claim<false>(f, h - n) : point(f, h - 2 * n);
    if (e == fail) return fail;
    if (e == progress) st = progress;
  }
  return st;
}

template <int kN, int kBR, int kBC>
bool Engine<kN, kBR, kBC>::propagate(Frame& f) {
  for (;;) {
    if (!drain(f) || !hidden(f)) {
      queued_ = 0;
      return false;
    }
    if (f.left == 0) return true;
    const Step st = locked(f);
    if (st == fail) {
      queued_ = 0;
      return false;
    }
    if (st == none) return true;
  }
}

// An open cell with the fewest candidates; among those, the one with the most open peers (it
// halves the search on the hardest 9x9 against the first such cell: BENCHMARKS.md).
template <int kN, int kBR, int kBC>
int Engine<kN, kBR, kBC>::choose(const Frame& f) const {
  int best = -1, fewest = 99, most = -1;
  for (int w = 0; w < kMaxCells / 64; ++w)
    for (uint64_t bits = f.open[w]; bits; bits &= bits - 1) {
      const int c = w * 64 + std::countr_zero(bits);
      const int k = count(f.cand[c]);
      if (k > fewest) continue;
      int open_peers = 0;
      const uint64_t* peer_bits = &s_.peer_bits[static_cast<size_t>(c) * kWords];
      for (int w2 = 0; w2 < words(); ++w2) open_peers += count64(f.open[w2] & peer_bits[w2]);
      if (k < fewest || open_peers > most) best = c, fewest = k, most = open_peers;
    }
  return best;
}

template <int kN, int kBR, int kBC>
bool Engine<kN, kBR, kBC>::solution(const Frame& f) {
  if (budget_.has_sink()) {
    values_.resize(static_cast<size_t>(cells()));
    for (int c = 0; c < cells(); ++c) values_[c] = std::countr_zero(static_cast<unsigned>(f.cand[c])) + 1;
  }
  if (budget_.found(r_.count, values_)) return true;
  sink_complete_ = budget_.declined() && alternatives_ == 0;
  return false;
}

// False when the search must stop (the limit, the sink, the deadline).
template <int kN, int kBR, int kBC>
bool Engine<kN, kBR, kBC>::search(int depth) {
  Frame& f = frames_[depth];
  if (!propagate(f)) {
    ++r_.conflicts;
    return true;
  }
  if (f.left == 0) return solution(f);
  if (budget_.tick()) {
    r_.timed_out = true;
    return false;
  }
  const int c = choose(f);
  Frame& g = frames_[depth + 1];
  for (uint16_t m = f.cand[c]; m;) {
    const uint16_t d = m & -m;
    m ^= d;
    std::memcpy(g.cand, f.cand, sizeof(uint16_t) * static_cast<size_t>(cells()));
    std::memcpy(g.placed, f.placed, sizeof(uint16_t) * static_cast<size_t>(s_.houses));
    std::memcpy(g.open, f.open, sizeof f.open);
    g.left = f.left;
    g.unsingled = f.unsingled;
    g.unlocked = f.unlocked;
    g.cand[c] = d;
    touched(g, c);
    push(c);
    ++r_.decisions;
    alternatives_ += m != 0;
    const bool go_on = search(depth + 1);
    alternatives_ -= m != 0;
    if (!go_on) return false;
  }
  return true;
}

template <int kN, int kBR, int kBC>
NativeResult Engine<kN, kBR, kBC>::run(std::span<const int> givens) {
  r_ = {};
  if (givens.size() != static_cast<size_t>(cells())) {
    r_.complete = true;
    return r_;
  }
  // A Frame is under 1 KiB; a search is at most one frame deeper than the open cells.
  const ThreadFrames<Frame, kMaxCells + 2> frames;
  frames_ = frames.get();
  Frame& f = frames_[0];
  std::fill(f.cand, f.cand + cells(), full_);
  std::fill(f.placed, f.placed + s_.houses, uint16_t{0});
  std::fill(std::begin(f.open), std::end(f.open), uint64_t{0});
  for (int c = 0; c < cells(); ++c) f.open[c >> 6] |= uint64_t{1} << (c & 63);
  f.left = cells();
  f.unsingled = f.unlocked = s_.houses == 64 ? ~uint64_t{0} : (uint64_t{1} << s_.houses) - 1;
  queued_ = 0;
  bool ok = true;
  for (int c = 0; c < cells() && ok; ++c) {
    const int v = givens[c];
    if (v < 0 || v > n()) ok = false;
    if (v <= 0 || !ok) continue;
    f.cand[c] = static_cast<uint16_t>(1u << (v - 1));
    push(c);
  }
  if (!ok) {
    r_.complete = true;
  } else {
    r_.complete = search(0) || sink_complete_;
    if (r_.timed_out) r_.complete = false;
  }
  if (!ok) ++r_.conflicts;
  return r_;
}

// Long: builds every table of the shape in one pass over its houses.
std::unique_ptr<SudokuShape> build_shape(int br, int bc, const std::vector<std::vector<int>>& extra) {
  const int n = br * bc;
  auto s = std::make_unique<SudokuShape>();
  s->n = n, s->cells = n * n, s->box_rows = br, s->box_cols = bc, s->extra = extra;
  s->houses = 3 * n + static_cast<int>(extra.size());
  s->house_cells.reserve(static_cast<size_t>(s->houses) * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) s->house_cells.push_back(static_cast<uint8_t>(r * n + c));
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < n; ++r) s->house_cells.push_back(static_cast<uint8_t>(r * n + c));
  for (int b = 0; b < n; ++b)
    for (int k = 0; k < n; ++k) {
      const int r = b / (n / bc) * br + k / bc, c = b % (n / bc) * bc + k % bc;
      s->house_cells.push_back(static_cast<uint8_t>(r * n + c));
    }
  for (const auto& h : extra)
    for (int c : h) s->house_cells.push_back(static_cast<uint8_t>(c));
  s->cell_houses.assign(static_cast<size_t>(s->cells) * kHousesPerCell, kNoHouse);
  s->house_mask.assign(static_cast<size_t>(s->cells), 0);
  std::vector<int> used(static_cast<size_t>(s->cells), 0);
  std::vector<std::vector<uint8_t>> peers(static_cast<size_t>(s->cells));
  for (int h = 0; h < s->houses; ++h)
    for (int k = 0; k < n; ++k) {
      const int c = s->house_cells[static_cast<size_t>(h) * n + k];
      if (used[c] == kHousesPerCell) return nullptr;
      s->cell_houses[static_cast<size_t>(c) * kHousesPerCell + used[c]++] = static_cast<uint8_t>(h);
      s->house_mask[c] |= uint64_t{1} << h;
      for (int j = 0; j < n; ++j) {
        const uint8_t p = s->house_cells[static_cast<size_t>(h) * n + j];
        if (p != c && std::find(peers[c].begin(), peers[c].end(), p) == peers[c].end()) peers[c].push_back(p);
      }
    }
  s->peer_bits.assign(static_cast<size_t>(s->cells) * kWords, 0);
  for (int c = 0; c < s->cells; ++c)
    for (uint8_t p : peers[c]) s->peer_bits[static_cast<size_t>(c) * kWords + p / 64] |= uint64_t{1} << (p % 64);
  s->peer_start.push_back(0);
  for (auto& p : peers) {
    std::sort(p.begin(), p.end());
    s->peers.insert(s->peers.end(), p.begin(), p.end());
    s->peer_start.push_back(static_cast<uint16_t>(s->peers.size()));
  }
  return s;
}

}  // namespace

const SudokuShape* sudoku_shape(int box_rows, int box_cols, const std::vector<std::vector<int>>& extra) {
  const int n = box_rows * box_cols;
  if (box_rows < 1 || box_cols < 1 || n > kMaxSide || n < 1) return nullptr;
  if (3 * n + static_cast<int>(extra.size()) > kMaxHouses) return nullptr;
  for (const auto& h : extra) {
    if (static_cast<int>(h.size()) != n) return nullptr;
    for (int c : h)
      if (c < 0 || c >= n * n) return nullptr;
  }
  static std::mutex mutex;
  static std::vector<std::unique_ptr<SudokuShape>> shapes;
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto& s : shapes)
    if (s->box_rows == box_rows && s->box_cols == box_cols && s->extra == extra) return s.get();
  auto s = build_shape(box_rows, box_cols, extra);
  if (!s) return nullptr;
  shapes.push_back(std::move(s));
  return shapes.back().get();
}

NativeResult sudoku_search(const SudokuShape& shape, std::span<const int> givens, int64_t limit, Deadline deadline,
                           const ValuesSink& on_solution) {
  if (shape.box_rows == 3 && shape.box_cols == 3 && shape.extra.empty())
    return sudoku9_search(givens, limit, deadline, on_solution);
  return sudoku_search_cells(shape, givens, limit, deadline, on_solution);
}

NativeResult sudoku_search_cells(const SudokuShape& shape, std::span<const int> givens, int64_t limit,
                                 Deadline deadline, const ValuesSink& on_solution) {
  if (shape.box_rows == 3 && shape.box_cols == 3)
    return Engine<9, 3, 3>(shape, limit, deadline, on_solution).run(givens);
  return Engine<0, 0, 0>(shape, limit, deadline, on_solution).run(givens);
}

}  // namespace gridsat::bits
