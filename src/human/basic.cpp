// The lower rungs: the core's (singles, Futoshiki's signs, locked candidates), subsets and
// chains of signs.
#include <algorithm>

#include "human/engine.hpp"

namespace gridsat::human {

namespace {

// Depth-first over ascending indices from `from`, pruning as soon as the union has more than k
// bits. A plain recursive function, not a recursive std::function: the generator's ladder runs
// it for every house at every step (issue 28: a fifth of an extreme generation's time).
bool choose_from(const std::vector<Mask>& masks, int k, size_t from, Mask uni, std::vector<int>& chosen,
                 const std::function<bool(const std::vector<int>&, Mask)>& found) {
  if (static_cast<int>(chosen.size()) == k) return popcount(uni) == k && found(chosen, uni);
  for (size_t i = from; i < masks.size(); ++i) {
    const Mask u = uni | masks[i];
    if (popcount(u) > k) continue;
    chosen.push_back(static_cast<int>(i));
    if (choose_from(masks, k, i + 1, u, chosen, found)) return true;
    chosen.pop_back();
  }
  return false;
}

}  // namespace

bool choose_sets(const std::vector<Mask>& masks, int k,
                 const std::function<bool(const std::vector<int>&, Mask)>& found) {
  std::vector<int> chosen;
  chosen.reserve(static_cast<size_t>(k));
  return choose_from(masks, k, 0, 0, chosen, found);
}

namespace {

Technique technique_of(prop::Rule r) {
  switch (r) {
    case prop::Rule::full_house: return Technique::full_house;
    case prop::Rule::hidden_single: return Technique::hidden_single;
    case prop::Rule::naked_single: return Technique::naked_single;
    case prop::Rule::inequality: return Technique::inequality;
    case prop::Rule::pointing: return Technique::pointing;
    case prop::Rule::claiming: return Technique::claiming;
  }
  return Technique::full_house;
}

}  // namespace

// The core's first deduction, phrased. Locked candidates: v's places in one house all lie
// in another, so v leaves the rest of that one (pointing goes from a box to a line,
// claiming from a line to a box).
bool Engine::core(Step& s, const prop::Cap& cap) {
  prop::Deduction d;
  if (!c.board_->next(cap, house_order, d)) return false;
  const Technique t = technique_of(d.rule);
  if (d.rule == prop::Rule::full_house || d.rule == prop::Rule::hidden_single || d.rule == prop::Rule::naked_single) {
    placement(s, t, d.cell, d.value, d.house);
    if (t == Technique::hidden_single && (house(d.house).kind == "box" || house(d.house).kind == "region"))
      s.rating = 1.2;  // Sudoku Explainer: easier in a box
    return true;
  }
  begin(s, t);
  for (auto [cell, v] : d.eliminations) s.eliminations.push_back({cell, v});
  s.cells = d.cells;
  if (t == Technique::inequality) {
    s.text = "inequality: " + name(d.cells[0]) + " < " + name(d.cells[1]) + ", so " + elims_text(s.eliminations, n);
    return true;
  }
  s.houses = {house_name(d.house), house_name(d.to)};
  s.text = std::string(info(t).label) + ": " + std::to_string(d.value) + " in " + house_name(d.house) + " only in " +
           house_name(d.to) + ", so " + elims_text(s.eliminations, n);
  return true;
}

namespace {

const Technique kNaked[] = {Technique::naked_single, Technique::naked_single, Technique::naked_pair,
                            Technique::naked_triple, Technique::naked_quad};
const Technique kHidden[] = {Technique::hidden_single, Technique::hidden_single, Technique::hidden_pair,
                             Technique::hidden_triple, Technique::hidden_quad};

}  // namespace

// k open cells of a house with only k values between them: those values leave the house's
// other cells.
bool Engine::naked_subset(Step& s, int k) {
  std::vector<int> cells;  // reused from house to house
  std::vector<Mask> masks;
  for (int h = 0; h < houses(); ++h) {
    cells.clear();
    masks.clear();
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
  std::vector<int> vals;     // reused from house to house
  std::vector<Mask> places;  // bit i: the house's i-th cell
  for (int h = 0; h < houses(); ++h) {
    const auto& hc = house(h).cells;
    vals.clear();
    places.clear();
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
          if (in_house(y, h)) {
            group.push_back(y);
            uni |= c.mask(y);
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
