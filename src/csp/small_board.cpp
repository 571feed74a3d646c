// The small grids' propagation fixpoint by sweeps over bit masks (see small_board.hpp).
#include "csp/small_board.hpp"

#include <algorithm>
#include <stdexcept>

namespace gridsat::prop {

SmallShape::SmallShape(const Houses& h) : n(h.n), cells(h.n * h.n), houses(static_cast<int>(h.groups.size())) {
  if (n > kMaxSide) throw std::logic_error("SmallShape: side over 32");
  for (const auto& g : h.groups) {
    if (static_cast<int>(g.size()) != n) throw std::logic_error("SmallShape: a house of the wrong size");
    house_cells.insert(house_cells.end(), g.begin(), g.end());
  }
  std::vector<int> seen(static_cast<size_t>(cells), -1);
  cell_house_start.push_back(0);
  peer_start.push_back(0);
  for (int c = 0; c < cells; ++c) {
    for (int g : h.cell_groups[static_cast<size_t>(c)]) {
      cell_house.push_back(g);
      for (int p : h.groups[static_cast<size_t>(g)])
        if (p != c && seen[static_cast<size_t>(p)] != c) {
          seen[static_cast<size_t>(p)] = c;
          peer.push_back(p);
        }
    }
    cell_house_start.push_back(static_cast<int>(cell_house.size()));
    peer_start.push_back(static_cast<int>(peer.size()));
  }
  for (Kind k : h.kinds) box.push_back(k == Kind::box);
  box.resize(static_cast<size_t>(houses), 0);
  for (const auto& x : h.intersections) {
    Locked l{x.a, x.b, x.cells, {}, {}};
    auto rest = [&](int g, std::vector<int>& out) {
      for (int c : h.groups[static_cast<size_t>(g)])
        if (std::find(x.cells.begin(), x.cells.end(), c) == x.cells.end()) out.push_back(c);
    };
    rest(x.a, l.a_rest);
    rest(x.b, l.b_rest);
    locked.push_back(std::move(l));
  }
}

SmallBoard::SmallBoard(const SmallShape& s)
    : s_(s),
      full_(s.n == 32 ? ~uint32_t{0} : (uint32_t{1} << s.n) - 1),
      mask_(static_cast<size_t>(s.cells)),
      value_(static_cast<size_t>(s.cells)),
      placed_(static_cast<size_t>(s.houses)) {}

// The houses' placed values first, then each open cell's candidates from them: the state of
// placing the givens one by one (a duplicate in a house, or an open cell left with nothing,
// is the contradiction either way), without visiting every given's peers.
bool SmallBoard::load(std::span<const int> givens) {
  std::fill(placed_.begin(), placed_.end(), 0);
  std::fill(value_.begin(), value_.end(), 0);
  open_ = s_.cells;
  for (size_t c = 0; c < givens.size() && c < mask_.size(); ++c)
    if (givens[c] && !settle(c, uint32_t{1} << (givens[c] - 1))) return false;
  for (size_t c = 0; c < mask_.size(); ++c) {
    if (value_[c]) continue;
    uint32_t taken = 0;
    for (int i = s_.cell_house_start[c]; i < s_.cell_house_start[c + 1]; ++i)
      taken |= placed_[static_cast<size_t>(s_.cell_house[static_cast<size_t>(i)])];
    mask_[c] = full_ & ~taken;
    if (!mask_[c]) return false;
  }
  return true;
}

int SmallBoard::count(int house, int v) const {
  int k = 0;
  for (int i = 0; i < s_.n; ++i) k += (mask(s_.house_cells[static_cast<size_t>(house * s_.n + i)]) >> (v - 1)) & 1;
  return k;
}

// Open cell c takes the value of `bit`, marked placed in its houses; false when one of them
// has it already.
bool SmallBoard::settle(size_t c, uint32_t bit) {
  value_[c] = static_cast<uint8_t>(__builtin_ctz(bit) + 1);
  mask_[c] = bit;
  --open_;
  for (int i = s_.cell_house_start[c]; i < s_.cell_house_start[c + 1]; ++i) {
    uint32_t& p = placed_[static_cast<size_t>(s_.cell_house[static_cast<size_t>(i)])];
    if (p & bit) return false;
    p |= bit;
  }
  return true;
}

// cell = the value of `bit`: it leaves the open peers; false when it was no candidate, is
// placed in a house already, or leaves a peer with nothing.
bool SmallBoard::place(int cell, uint32_t bit) {
  const auto c = static_cast<size_t>(cell);
  if (value_[c]) return mask_[c] == bit;
  if (!(mask_[c] & bit) || !settle(c, bit)) return false;
  // A placed peer holds another value (the same one failed above): clearing the bit leaves it.
  bool wiped = false;
  for (int i = s_.peer_start[c]; i < s_.peer_start[c + 1]; ++i) {
    uint32_t& m = mask_[static_cast<size_t>(s_.peer[static_cast<size_t>(i)])];
    m &= ~bit;
    wiped |= m == 0;
  }
  return !wiped;
}

// One sweep: per house its full house or hidden singles (a value of the house with no place
// left is a contradiction), then the naked singles.
int SmallBoard::singles(const Cap& cap) {
  int placed_any = 0;
  for (int g = 0; g < s_.houses; ++g) {
    const int* cells = &s_.house_cells[static_cast<size_t>(g * s_.n)];
    // Placed cells count too: each holds a placed value only, which `missing` leaves out.
    uint32_t once = 0, twice = 0;
    for (int k = 0; k < s_.n; ++k) {
      const uint32_t m = mask_[static_cast<size_t>(cells[k])];
      twice |= once & m;
      once |= m;
    }
    const uint32_t missing = full_ & ~placed_[static_cast<size_t>(g)];
    if (missing & ~once) return -1;
    if (!missing) continue;
    if (!(missing & (missing - 1))) {  // a full house: one value and one open cell left
      for (int k = 0; k < s_.n; ++k)
        if (mask_[static_cast<size_t>(cells[k])] & missing) {
          if (!place(cells[k], missing)) return -1;
          break;
        }
      placed_any = 1;
      continue;
    }
    if (!cap.hidden_everywhere && !s_.box[static_cast<size_t>(g)]) continue;
    for (uint32_t hidden = once & ~twice & missing; hidden; hidden &= hidden - 1) {
      const uint32_t bit = hidden & -hidden;
      for (int k = 0; k < s_.n; ++k) {
        const auto c = static_cast<size_t>(cells[k]);
        if (value_[c] || !(mask_[c] & bit)) continue;
        if (!place(cells[k], bit)) return -1;
        placed_any = 1;
        break;
      }
    }
  }
  if (cap.naked)
    for (int c = 0; c < s_.cells; ++c) {
      const uint32_t m = mask_[static_cast<size_t>(c)];
      if (!value_[static_cast<size_t>(c)] && !(m & (m - 1))) {
        if (!place(c, m)) return -1;
        placed_any = 1;
      }
    }
  return placed_any;
}

// Locked candidates over every intersection: a value of a confined to the shared cells leaves
// the rest of b. 1 when something went, 0 when nothing, -1 on a wipe-out.
int SmallBoard::locked_pass() {
  int changed = 0;
  for (const SmallShape::Locked& x : s_.locked) {
    uint32_t in = 0, out = 0;
    for (int c : x.in)
      if (!value_[static_cast<size_t>(c)]) in |= mask_[static_cast<size_t>(c)];
    for (int c : x.a_rest)
      if (!value_[static_cast<size_t>(c)]) out |= mask_[static_cast<size_t>(c)];
    const uint32_t confined = in & ~out & ~placed_[static_cast<size_t>(x.a)];
    if (!confined) continue;
    for (int c : x.b_rest) {
      uint32_t& m = mask_[static_cast<size_t>(c)];
      if (value_[static_cast<size_t>(c)] || !(m & confined)) continue;
      m &= ~confined;
      changed = 1;
      if (!m) return -1;
    }
  }
  return changed;
}

bool SmallBoard::propagate(const Cap& cap) {
  for (;;) {
    const int r = singles(cap);
    if (r < 0) return false;
    if (r > 0) continue;
    if (!cap.locked) return true;
    const int l = locked_pass();
    if (l < 0) return false;
    if (l == 0) return true;
  }
}

}  // namespace gridsat::prop
