// The propagation core (see propagate.hpp): the state and its changes, the queue-driven
// fixpoint, and the ladder-ordered search for the first deduction.
#include "csp/propagate.hpp"

#include <algorithm>
#include <bit>

namespace gridsat::prop {

Houses::Houses(int side, std::vector<std::vector<int>> gs, std::vector<Kind> ks, const std::function<void()>& poll)
    : n(side), groups(std::move(gs)), cell_groups(static_cast<size_t>(side) * side), kinds(std::move(ks)) {
  kinds.resize(groups.size(), Kind::other);
  for (size_t g = 0; g < groups.size(); ++g)
    for (int cell : groups[g]) cell_groups[cell].push_back(static_cast<int>(g));
  std::vector<int> shared(groups.size(), 0);
  inter_off.push_back(0);
  for (size_t a = 0; a < groups.size(); ++a) {
    if (poll) poll();  // O(groups^2) in all (seconds for a 2500x2500 grid)
    for (int cell : groups[a])
      for (int b : cell_groups[cell]) ++shared[b];
    for (size_t b = 0; b < groups.size(); ++b) {
      if (b != a && shared[b] >= 2) {
        Intersection x{static_cast<int>(a), static_cast<int>(b), {}};
        for (int cell : groups[a])
          for (int g : cell_groups[cell])
            if (g == static_cast<int>(b)) x.cells.push_back(cell);
        intersections.push_back(std::move(x));
      }
      shared[b] = 0;
    }
    inter_off.push_back(static_cast<int>(intersections.size()));
  }
}

// ---- State ------------------------------------------------------------------------------

Board::Board(const Houses& houses, bool queue, std::vector<std::pair<int, int>> less)
    : Domains(houses.n * houses.n, houses.n, (houses.n + 63) / 64),
      h_(houses),
      queue_on_(queue),
      less_(std::move(less)) {
  reset();
}

void Board::reset() {
  if (!cnt_.empty()) {  // the constructor's Domains are fresh
    std::vector<uint64_t> full(static_cast<size_t>(W_), ~uint64_t{0});
    if (M_ % 64 != 0) full.back() = (uint64_t{1} << (M_ % 64)) - 1;
    for (int x = 0; x < n_; ++x)
      std::copy(full.begin(), full.end(), dom_.begin() + static_cast<std::ptrdiff_t>(x) * W_);
    std::fill(size_.begin(), size_.end(), M_);
    std::fill(val_.begin(), val_.end(), 0);
    for (int x = 0; x < n_; ++x) uvars_[x] = pos_[x] = x;
    unassigned_ = n_;
  }
  const size_t houses = h_.groups.size();
  cnt_.resize(houses * M_);
  for (size_t g = 0; g < houses; ++g)
    std::fill(cnt_.begin() + static_cast<std::ptrdiff_t>(g * M_),
              cnt_.begin() + static_cast<std::ptrdiff_t>((g + 1) * M_), static_cast<int>(h_.groups[g].size()));
  placed_.assign(houses * M_, 0);
  open_in_.resize(houses);
  for (size_t g = 0; g < houses; ++g) open_in_[g] = static_cast<int>(h_.groups[g].size());
  queue_.clear();
}

void Board::copy_from(const Board& o) {
  dom_ = o.dom_;
  size_ = o.size_;
  val_ = o.val_;
  uvars_ = o.uvars_;
  pos_ = o.pos_;
  unassigned_ = o.unassigned_;
  less_ = o.less_;
  cnt_ = o.cnt_;
  placed_ = o.placed_;
  open_in_ = o.open_in_;
  queue_.clear();
}

// The masks first (a given's value leaves its open peers), then the counters from them:
// O(cells * (peers + n)) with no queue traffic, where one place() per given updates the
// counters removal by removal.
bool Board::load(const std::vector<int>& givens) {
  reset();
  bool good = true;
  for (int cell = 0; cell < n_ && cell < static_cast<int>(givens.size()); ++cell) {
    const int v = givens[static_cast<size_t>(cell)];
    if (!v) continue;
    if (!holds(cell, v - 1)) good = false;
    for (int w = 0; w < W_; ++w) dom_[static_cast<size_t>(cell) * W_ + w] = 0;
    set_bit(cell, v - 1);
    take(cell, v - 1);
    for (int g : h_.cell_groups[cell]) {
      --open_in_[g];
      if (placed_[idx(g, v)]) good = false;
      placed_[idx(g, v)] = 1;
      for (int peer : h_.groups[g])
        if (peer != cell && !assigned(peer)) clear_bit(peer, v - 1);
    }
  }
  std::fill(cnt_.begin(), cnt_.end(), 0);
  for (int cell = 0; cell < n_; ++cell) {
    size_[cell] = 0;
    for_each_value(cell, [&](int b) {
      ++size_[cell];
      for (int g : h_.cell_groups[cell]) ++cnt_[idx(g, b + 1)];
    });
    if (size_[cell] == 0) good = false;
  }
  for (size_t i = 0; i < cnt_.size(); ++i)
    if (cnt_[i] == 0 && !placed_[i]) good = false;
  return good;
}

bool Board::remove(int cell, int v) {
  if (!holds(cell, v - 1)) return true;
  if (W_ == 1) dom_[static_cast<size_t>(cell)] &= ~(uint64_t{1} << (v - 1));
  else clear_bit(cell, v - 1);
  --size_[cell];
  bool good = true;
  for (int g : h_.cell_groups[cell]) {
    const size_t i = idx(g, v);
    const int k = --cnt_[i];
    if (placed_[i]) continue;
    if (k == 0) good = false;
    else if (k == 1) push(hidden, g, v);
  }
  if (!assigned(cell)) {
    if (size_[cell] == 0) good = false;
    else if (size_[cell] == 1) push(naked, cell, 0);
  }
  return good;
}

bool Board::place(int cell, int v) {
  if (assigned(cell)) return val_[cell] == v;
  bool good = holds(cell, v - 1);
  if (!good) {  // v was no candidate: it becomes the only one all the same
    set_bit(cell, v - 1);
    ++size_[cell];
    for (int g : h_.cell_groups[cell]) ++cnt_[idx(g, v)];
  }
  take(cell, v - 1);
  for (int g : h_.cell_groups[cell])
    if (--open_in_[g] == 1) push(full, g, 0);
  if (W_ == 1) {
    for (uint64_t bits = dom_[static_cast<size_t>(cell)] & ~(uint64_t{1} << (v - 1)); bits; bits &= bits - 1)
      good = remove(cell, std::countr_zero(bits) + 1) && good;
  } else {
    for (int u = lowest(cell); u >= 0; u = next_bit(cell, u + 1))
      if (u != v - 1) good = remove(cell, u + 1) && good;
  }
  for (int g : h_.cell_groups[cell]) {
    uint8_t& p = placed_[idx(g, v)];
    if (p) good = false;
    p = 1;
  }
  for (int g : h_.cell_groups[cell])
    for (int peer : h_.groups[g])
      if (holds(peer, v - 1) && peer != cell && !assigned(peer)) good = remove(peer, v) && good;
  return good;
}

// ---- The fixpoint -------------------------------------------------------------------------

void Board::seed() {
  for (size_t g = 0; g < h_.groups.size(); ++g) {
    if (open_in_[g] == 1) push(full, static_cast<int>(g), 0);
    for (int v = 1; v <= M_; ++v)
      if (!placed_[idx(static_cast<int>(g), v)] && cnt_[idx(static_cast<int>(g), v)] == 1)
        push(hidden, static_cast<int>(g), v);
  }
  for (int cell = 0; cell < n_; ++cell)
    if (!assigned(cell) && size_[cell] == 1) push(naked, cell, 0);
}

bool Board::propagate(const Cap& cap, const Tracer& tracer) {
  for (;;) {
    while (!queue_.empty()) {
      if (poll && (++steps_ & 0xFFF) == 0) poll();
      if (apply_item(queue_.pop(), cap, tracer) < 0) {
        queue_.clear();
        return false;
      }
    }
    int r = cap.inequality && !less_.empty() ? inequality_pass(tracer) : 0;
    if (r == 0 && cap.locked) r = locked_pass(tracer);
    if (r < 0) queue_.clear();
    if (r <= 0) return r == 0;
  }
}

// A queued rule: 1 when it placed a value, 0 when it no longer applies (or the cap forbids
// it), -1 on a contradiction.
int Board::apply_item(const Item& it, const Cap& cap, const Tracer& tracer) {
  Deduction d;
  if (it.kind == naked) {
    if (!cap.naked || assigned(it.a) || size_[it.a] != 1) return 0;
    d = {Rule::naked_single, -1, -1, it.a, lowest(it.a) + 1, {}, {}};
  } else {
    const int g = it.a;
    const bool full_house = open_in_[g] == 1;
    if (it.kind == full ? !full_house
                        : placed_[idx(g, it.v)] || cnt_[idx(g, it.v)] != 1 ||
                              !(cap.hidden_everywhere || h_.kinds[g] == Kind::box || full_house))
      return 0;
    for (int cell : h_.groups[g])
      if (!assigned(cell) && (it.kind == full || holds(cell, it.v - 1))) d.cell = cell;
    if (d.cell < 0) return 0;
    d.rule = full_house ? Rule::full_house : Rule::hidden_single;  // the ladder's name for it
    d.house = g;
    d.value = it.kind == full ? lowest(d.cell) + 1 : it.v;
    if (d.value <= 0) return -1;
  }
  if (tracer) tracer(d);
  return place(d.cell, d.value) ? 1 : -1;
}

// a < b: a below b's largest candidate, b above a's smallest (open cells only). 1 when
// something went, 0 when nothing, -1 on a wipe-out.
int Board::inequality_pass(const Tracer& tracer) {
  int changed = 0;
  for (size_t i = 0; i < less_.size(); ++i) {
    const auto [a, b] = less_[i];
    const int lo = lowest(a), hi = highest(b);
    if (lo < 0 || hi < 0) return -1;
    Deduction d{Rule::inequality, -1, static_cast<int>(i), -1, 0, {a, b}, {}};
    bool good = true;
    auto cut = [&](int x, int from, int to) {
      if (assigned(x)) return;
      for (int c = next_bit(x, from); c >= 0 && c <= to; c = next_bit(x, c + 1)) {
        if (tracer) d.eliminations.emplace_back(x, c + 1);
        good = remove(x, c + 1) && good;
        changed = 1;
      }
    };
    cut(a, hi, M_ - 1);
    cut(b, 0, lo);
    if (tracer && !d.eliminations.empty()) tracer(d);
    if (!good) return -1;
  }
  return changed;
}

// Whether v, not placed in house a, has its open places (one or more) all in x.cells (an
// intersection of a); they go to `places` when given. Counts, not a scan of a: an open
// place of an unplaced value is a cell that holds it.
bool Board::confined(int a, const Houses::Intersection& x, int v, std::vector<int>* places) const {
  const int k = cnt_[idx(a, v)];
  if (placed_[idx(a, v)] || k == 0) return false;
  int inside = 0;
  for (int cell : x.cells) inside += !assigned(cell) && holds(cell, v - 1);
  if (inside != k) return false;
  if (places)
    for (int cell : x.cells)
      if (!assigned(cell) && holds(cell, v - 1)) places->push_back(cell);
  return true;
}

// Locked candidates over every intersection: v confined to x.cells in x.a leaves the rest
// of x.b. 1 when something went, 0 when nothing, -1 on a wipe-out.
int Board::locked_pass(const Tracer& tracer) {
  int changed = 0;
  Deduction d;
  inside_.assign(static_cast<size_t>(M_), 0);
  for (const Houses::Intersection& x : h_.intersections) {
    if (poll) poll();
    // Per value, its open places in x.cells; v is confined when they are all of a's.
    for (int cell : x.cells)
      if (!assigned(cell)) for_each_value(cell, [this](int b) { ++inside_[static_cast<size_t>(b)]; });
    for (int v = 1; v <= M_; ++v) {
      const int in = inside_[static_cast<size_t>(v - 1)];
      if (in == 0) continue;
      inside_[static_cast<size_t>(v - 1)] = 0;
      if (placed_[idx(x.a, v)] || cnt_[idx(x.a, v)] != in) continue;
      if (tracer) d = {h_.kinds[x.a] == Kind::box ? Rule::pointing : Rule::claiming, x.a, x.b, -1, v, {}, {}};
      if (tracer) confined(x.a, x, v, &d.cells);
      bool good = true;
      for (int cell : h_.groups[x.b]) {
        if (assigned(cell) || !holds(cell, v - 1)) continue;
        if (std::find(x.cells.begin(), x.cells.end(), cell) != x.cells.end()) continue;
        if (tracer) d.eliminations.emplace_back(cell, v);
        good = remove(cell, v) && good;
        changed = 1;
      }
      if (tracer && !d.eliminations.empty()) tracer(d);
      if (!good) {
        std::fill(inside_.begin(), inside_.end(), 0);
        return -1;
      }
    }
  }
  return changed;
}

// ---- The ladder's order ------------------------------------------------------------------

bool Board::next(const Cap& cap, const std::vector<int>& hidden_order, Deduction& d) const {
  if (first_single(cap, hidden_order, d)) return true;
  if (cap.inequality && first_inequality(d)) return true;
  return cap.locked && (first_locked(Rule::pointing, d) || first_locked(Rule::claiming, d));
}

// Full houses (houses in index order), hidden singles (hidden_order, smallest value),
// naked singles (the first cell).
bool Board::first_single(const Cap& cap, const std::vector<int>& hidden_order, Deduction& d) const {
  const uint64_t all = M_ == 64 ? ~uint64_t{0} : (uint64_t{1} << M_) - 1;
  auto cand = [this](int cell) { return assigned(cell) ? uint64_t{0} : mask(cell); };
  for (int g = 0; g < static_cast<int>(h_.groups.size()); ++g) {
    if (open_in_[g] != 1) continue;
    int last = -1;
    uint64_t placed = 0;
    for (int cell : h_.groups[g]) {
      if (assigned(cell)) placed |= mask(cell);
      else last = cell;
    }
    const uint64_t missing = all & ~placed;
    if (std::popcount(missing) != 1 || !(cand(last) & missing)) continue;
    d = {Rule::full_house, g, -1, last, std::countr_zero(missing) + 1, {}, {}};
    return true;
  }
  for (int g : hidden_order) {
    if (!cap.hidden_everywhere && h_.kinds[g] != Kind::box) continue;
    uint64_t once = 0, twice = 0;
    for (int cell : h_.groups[g]) {
      twice |= once & cand(cell);
      once |= cand(cell);
    }
    const uint64_t single = once & ~twice;
    if (!single) continue;
    for (int cell : h_.groups[g])
      if (cand(cell) & (single & -single)) {
        d = {Rule::hidden_single, g, -1, cell, std::countr_zero(single) + 1, {}, {}};
        return true;
      }
  }
  if (cap.naked)
    for (int cell = 0; cell < n_; ++cell)
      if (!assigned(cell) && std::popcount(mask(cell)) == 1) {
        d = {Rule::naked_single, -1, -1, cell, std::countr_zero(mask(cell)) + 1, {}, {}};
        return true;
      }
  return false;
}

// The first sign a < b with a candidate to remove: a's values >= max(b), b's <= min(a).
bool Board::first_inequality(Deduction& d) const {
  for (size_t i = 0; i < less_.size(); ++i) {
    const auto [a, b] = less_[i];
    const uint64_t ma = mask(a), mb = mask(b);
    if (!ma || !mb) continue;
    const int lo = std::countr_zero(ma), hi = 63 - std::countl_zero(mb);  // bits
    d = {Rule::inequality, -1, static_cast<int>(i), -1, 0, {a, b}, {}};
    for (int c = hi; c < M_; ++c)
      if (!assigned(a) && (ma >> c & 1)) d.eliminations.emplace_back(a, c + 1);
    for (int c = 0; c <= lo; ++c)
      if (!assigned(b) && (mb >> c & 1)) d.eliminations.emplace_back(b, c + 1);
    if (!d.eliminations.empty()) return true;
  }
  return false;
}

// Pointing: boxes in index order, values ascending, the box's intersections (lines) in
// index order. Claiming: the other houses, into boxes. Two places or more, and something
// to remove.
bool Board::first_locked(Rule rule, Deduction& d) const {
  for (int a = 0; a < static_cast<int>(h_.groups.size()); ++a) {
    if ((h_.kinds[a] == Kind::box) != (rule == Rule::pointing)) continue;
    for (int v = 1; v <= M_; ++v) {
      if (placed_[idx(a, v)] || cnt_[idx(a, v)] < 2) continue;
      for (int i = h_.inter_off[a]; i < h_.inter_off[a + 1]; ++i) {
        const Houses::Intersection& x = h_.intersections[i];
        if ((h_.kinds[x.b] == Kind::box) == (rule == Rule::pointing)) continue;
        d = {rule, a, x.b, -1, v, {}, {}};
        if (!confined(a, x, v, &d.cells)) continue;
        for (int cell : h_.groups[x.b])
          if (!assigned(cell) && holds(cell, v - 1) && std::find(x.cells.begin(), x.cells.end(), cell) == x.cells.end())
            d.eliminations.emplace_back(cell, v);
        if (!d.eliminations.empty()) return true;
      }
    }
  }
  return false;
}

}  // namespace gridsat::prop
