// The lower rungs: singles, Futoshiki's signs, locked candidates and subsets.
#include <algorithm>

#include "human/engine.hpp"

namespace gridsat::human {

bool choose_sets(const std::vector<Mask>& masks, int k, const std::function<bool(const std::vector<int>&, Mask)>& found) {
  std::vector<int> chosen;
  // Depth-first over ascending indices, pruning as soon as the union has more than k bits.
  std::function<bool(size_t, Mask)> go = [&](size_t from, Mask uni) {
    if (static_cast<int>(chosen.size()) == k) return popcount(uni) == k && found(chosen, uni);
    for (size_t i = from; i < masks.size(); ++i) {
      const Mask u = uni | masks[i];
      if (popcount(u) > k) continue;
      chosen.push_back(static_cast<int>(i));
      if (go(i + 1, u)) return true;
      chosen.pop_back();
    }
    return false;
  };
  return go(0, 0);
}

bool Engine::full_house(Step& s) {
  for (int h = 0; h < houses(); ++h) {
    if (c.house_open_[static_cast<size_t>(h)] != 1) continue;
    int last = -1;
    for (int cell : house(h).cells)
      if (open(cell)) last = cell;
    const Mask missing = c.full_ & ~placed_in(h);
    if (popcount(missing) != 1 || !(cand(last) & missing)) continue;
    placement(s, Technique::full_house, last, lowest(missing), h);
    return true;
  }
  return false;
}

bool Engine::hidden_single(Step& s) {
  for (int h : house_order) {
    Mask once = 0, twice = 0;
    for (int cell : house(h).cells) {
      const Mask m = cand(cell);
      twice |= once & m;
      once |= m;
    }
    const Mask single = once & ~twice;
    if (!single) continue;
    const int v = lowest(single);
    for (int cell : house(h).cells)
      if (cand(cell) & bit(v)) {
        placement(s, Technique::hidden_single, cell, v, h);
        if (house(h).kind == "box") s.rating = 1.2;  // Sudoku Explainer: easier to see in a box
        return true;
      }
  }
  return false;
}

bool Engine::naked_single(Step& s) {
  for (int cell = 0; cell < n * n; ++cell)
    if (open(cell) && popcount(cand(cell)) == 1) {
      placement(s, Technique::naked_single, cell, lowest(cand(cell)), -1);
      return true;
    }
  return false;
}

// a < b: a is below b's largest candidate, b above a's smallest.
bool Engine::inequality(Step& s) {
  for (auto [a, b] : c.less_) {
    const Mask ma = c.mask_[static_cast<size_t>(a)], mb = c.mask_[static_cast<size_t>(b)];
    if (!ma || !mb) continue;
    const int lo = lowest(ma), hi = highest(mb);
    const Mask ge_hi = c.full_ & ~(bit(hi) - 1), le_lo = bit(lo) | (bit(lo) - 1);
    std::vector<Elimination> e;
    for (int v : values_of(cand(a) & ge_hi)) e.push_back({a, v});
    for (int v : values_of(cand(b) & le_lo)) e.push_back({b, v});
    if (e.empty()) continue;
    begin(s, Technique::inequality);
    s.cells = {a, b};
    s.eliminations = e;
    s.text = "inequality: " + name(a) + " < " + name(b) + ", so " + elims_text(e, n);
    return true;
  }
  return false;
}

namespace {

// The one house of `kind` that holds every cell, or -1.
int common_house(const Engine& e, const std::vector<int>& cells, int kind) {
  const int h = e.house_of(cells[0], kind);
  for (int cell : cells)
    if (e.house_of(cell, kind) != h) return -1;
  return h;
}

}  // namespace

// Locked candidates: v's places in house `from` all lie in house `to`, so v leaves the rest of
// `to`. Pointing goes from a box to a line, claiming from a line to a box.
static bool locked(Engine& e, Step& s, Technique t, const std::vector<int>& from_kinds, int to_kind_for_box) {
  for (int h = 0; h < e.houses(); ++h) {
    const int kind = e.house(h).kind == "row" ? 0 : e.house(h).kind == "column" ? 1 : 2;
    if (std::find(from_kinds.begin(), from_kinds.end(), kind) == from_kinds.end()) continue;
    for (int v = 1; v <= e.n; ++v) {
      const auto cells = e.cells_with(h, v);
      if (cells.size() < 2) continue;
      for (int to_kind : kind == 2 ? std::vector<int>{0, 1} : std::vector<int>{to_kind_for_box}) {
        const int to = common_house(e, cells, to_kind);
        if (to < 0) continue;
        std::vector<int> rest;
        for (int cell : e.cells_with(to, v))
          if (std::find(cells.begin(), cells.end(), cell) == cells.end()) rest.push_back(cell);
        if (rest.empty()) continue;
        e.begin(s, t);
        s.houses = {e.house_name(h), e.house_name(to)};
        s.cells = cells;
        s.eliminations = e.remove_from(rest, v);
        s.text = std::string(info(t).label) + ": " + std::to_string(v) + " in " + e.house_name(h) + " only in " +
                 e.house_name(to) + ", so " + elims_text(s.eliminations, e.n);
        return true;
      }
    }
  }
  return false;
}

bool Engine::pointing(Step& s) { return locked(*this, s, Technique::pointing, {2}, -1); }
bool Engine::claiming(Step& s) { return locked(*this, s, Technique::claiming, {0, 1}, 2); }

namespace {

const Technique kNaked[] = {Technique::naked_single, Technique::naked_single, Technique::naked_pair,
                            Technique::naked_triple, Technique::naked_quad};
const Technique kHidden[] = {Technique::hidden_single, Technique::hidden_single, Technique::hidden_pair,
                             Technique::hidden_triple, Technique::hidden_quad};

}  // namespace

// k open cells of a house with only k values between them: those values leave the house's
// other cells.
bool Engine::naked_subset(Step& s, int k) {
  for (int h = 0; h < houses(); ++h) {
    std::vector<int> cells;
    std::vector<Mask> masks;
    for (int cell : house(h).cells)
      if (open(cell) && popcount(cand(cell)) >= 2 && popcount(cand(cell)) <= k) {
        cells.push_back(cell);
        masks.push_back(cand(cell));
      }
    if (static_cast<int>(cells.size()) < k) continue;
    auto found = [&](const std::vector<int>& chosen, Mask vals) {
      std::vector<int> pattern;
      for (int i : chosen) pattern.push_back(cells[static_cast<size_t>(i)]);
      std::vector<Elimination> e;
      for (int cell : house(h).cells) {
        if (std::find(pattern.begin(), pattern.end(), cell) != pattern.end()) continue;
        for (int v : values_of(cand(cell) & vals)) e.push_back({cell, v});
      }
      if (e.empty()) return false;
      begin(s, kNaked[k]);
      s.houses = {house_name(h)};
      s.cells = pattern;
      s.eliminations = e;
      s.text = std::string(info(kNaked[k]).label) + ": " + cells_text(pattern, n) + " hold " + values_text(vals) +
               " (" + house_name(h) + "), so " + elims_text(e, n);
      return true;
    };
    if (choose_sets(masks, k, found)) return true;
  }
  return false;
}

// k values with only k places in a house: those cells lose every other value.
bool Engine::hidden_subset(Step& s, int k) {
  for (int h = 0; h < houses(); ++h) {
    const auto& hc = house(h).cells;
    std::vector<int> vals;
    std::vector<Mask> places;  // bit i: the house's i-th cell
    for (int v = 1; v <= n; ++v) {
      Mask m = 0;
      for (size_t i = 0; i < hc.size(); ++i)
        if (cand(hc[i]) & bit(v)) m |= Mask{1} << i;
      if (popcount(m) >= 2 && popcount(m) <= k) {
        vals.push_back(v);
        places.push_back(m);
      }
    }
    if (static_cast<int>(vals.size()) < k) continue;
    auto found = [&](const std::vector<int>& chosen, Mask where) {
      Mask keep = 0;
      for (int i : chosen) keep |= bit(vals[static_cast<size_t>(i)]);
      std::vector<int> pattern;
      std::vector<Elimination> e;
      for (int i : values_of(where)) {
        const int cell = hc[static_cast<size_t>(i - 1)];
        pattern.push_back(cell);
        for (int v : values_of(cand(cell) & ~keep)) e.push_back({cell, v});
      }
      if (e.empty()) return false;
      begin(s, kHidden[k]);
      s.houses = {house_name(h)};
      s.cells = pattern;
      s.eliminations = e;
      s.text = std::string(info(kHidden[k]).label) + ": " + values_text(keep) + " only in " + cells_text(pattern, n) +
               " (" + house_name(h) + "), so " + elims_text(e, n);
      return true;
    };
    if (choose_sets(places, k, found)) return true;
  }
  return false;
}

namespace {

// Every cell a chain of signs puts above (up) or below `from`.
std::vector<int> reach(const std::vector<std::vector<int>>& next, int from) {
  std::vector<int> out, todo = {from};
  std::vector<char> seen(next.size(), 0);
  seen[static_cast<size_t>(from)] = 1;
  while (!todo.empty()) {
    const int x = todo.back();
    todo.pop_back();
    for (int y : next[static_cast<size_t>(x)])
      if (!seen[static_cast<size_t>(y)]) {
        seen[static_cast<size_t>(y)] = 1;
        out.push_back(y);
        todo.push_back(y);
      }
  }
  return out;
}

// The k-th largest (up) or smallest value of m, 0 if m has fewer.
int kth(Mask m, int k, bool largest) {
  auto vals = values_of(m);
  if (static_cast<int>(vals.size()) < k) return 0;
  return largest ? vals[vals.size() - static_cast<size_t>(k)] : vals[static_cast<size_t>(k) - 1];
}

}  // namespace

// Signs chained through a house: when a cell is below several cells of one house (directly or
// along a chain of signs), those cells hold distinct values, so the smallest of them is at most
// the k-th largest value they can take, and the cell is below that. Likewise upwards.
bool Engine::inequality_chain(Step& s) {
  for (int x = 0; x < n * n; ++x) {
    if (!open(x)) continue;
    for (bool up : {true, false}) {
      const auto chain = reach(up ? above : below, x);
      if (chain.size() < 2) continue;
      for (int h = 0; h < houses(); ++h) {
        std::vector<int> group;
        Mask uni = 0;
        for (int y : chain)
          if (house_of(y, 0) == h || house_of(y, 1) == h || house_of(y, 2) == h) {
            group.push_back(y);
            uni |= c.mask_[static_cast<size_t>(y)];
          }
        if (group.size() < 2) continue;
        const int bound = kth(uni, static_cast<int>(group.size()), up);
        if (bound == 0) continue;
        const Mask out = up ? c.full_ & ~(bit(bound) - 1) : (bit(bound) | (bit(bound) - 1));
        std::vector<Elimination> e;
        for (int v : values_of(cand(x) & out)) e.push_back({x, v});
        if (e.empty()) continue;
        std::sort(group.begin(), group.end());
        begin(s, Technique::inequality_chain);
        s.houses = {house_name(h)};
        s.cells = group;
        s.cells.insert(s.cells.begin(), x);
        s.eliminations = e;
        s.text = "inequality chain: " + name(x) + (up ? " < " : " > ") + cells_text(group, n) + " (" + house_name(h) +
                 ", " + std::to_string(group.size()) + " distinct values " + (up ? "up to " : "from ") +
                 std::to_string(bound) + "), so " + elims_text(e, n);
        return true;
      }
    }
  }
  return false;
}

}  // namespace gridsat::human
