// The upper rungs: fish, wings, two-link patterns, chains and the unique rectangle.
#include <algorithm>
#include <climits>

#include "human/engine.hpp"

namespace gridsat::human {

namespace {

struct Link {
  int h, a, b;  // v's only two places in house h
};

// The strong links of v: houses where v has exactly two places.
std::vector<Link> strong_links(const Engine& e, int v) {
  std::vector<Link> out;
  for (int h = 0; h < e.houses(); ++h) {  // e.cells_with(h, v) without building the list
    int places[3], k = 0;
    for (int cell : e.house(h).cells)
      if ((e.cand(cell) & bit(v)) && (places[k++] = cell, k == 3)) break;
    if (k == 2) out.push_back({h, places[0], places[1]});
  }
  return out;
}

// 0 row, 1 column, 2 box or region, 3 another house (a diagonal, a window).
int kind_of(const Engine& e, int h) {
  const std::string& k = e.house(h).kind;
  return k == "row" ? 0 : k == "column" ? 1 : k == "box" || k == "region" ? 2 : 3;
}

std::string mask_text(Mask m) { return "{" + values_text(m) + "}"; }

}  // namespace

// k rows (columns) where v's places all lie in k columns (rows): v leaves the rest of those
// columns (rows).
bool Engine::fish(Step& s, int k) {
  const Technique t = k == 2 ? Technique::x_wing : k == 3 ? Technique::swordfish : Technique::jellyfish;
  for (int v = 1; v <= n; ++v)
    for (bool by_rows : {true, false}) {
      auto at = [&](int line, int x) { return by_rows ? line * n + x : x * n + line; };
      std::vector<int> lines;
      std::vector<Mask> masks;
      for (int line = 0; line < n; ++line) {
        Mask m = 0;
        for (int x = 0; x < n; ++x)
          if (cand(at(line, x)) & bit(v)) m |= Mask{1} << x;
        if (popcount(m) >= 2 && popcount(m) <= k) {
          lines.push_back(line);
          masks.push_back(m);
        }
      }
      auto found = [&](const std::vector<int>& chosen, Mask cover) {
        std::vector<int> base;
        for (int i : chosen) base.push_back(lines[static_cast<size_t>(i)]);
        std::vector<int> rest, pattern;
        for (int x : values_of(cover))
          for (int line = 0; line < n; ++line) {
            const int cell = at(line, x - 1);
            const bool in_base = std::find(base.begin(), base.end(), line) != base.end();
            if (!(cand(cell) & bit(v))) continue;
            (in_base ? pattern : rest).push_back(cell);
          }
        if (rest.empty()) return false;
        std::sort(rest.begin(), rest.end());
        std::sort(pattern.begin(), pattern.end());
        begin(s, t);
        const std::string bk = by_rows ? "row" : "column", ck = by_rows ? "column" : "row";
        std::string bl, cl;
        for (int line : base)
          s.houses.push_back(bk + " " + std::to_string(line + 1)), bl += " " + std::to_string(line + 1);
        for (int x : values_of(cover)) s.houses.push_back(ck + " " + std::to_string(x)), cl += " " + std::to_string(x);
        s.cells = pattern;
        s.eliminations = remove_from(rest, v);
        s.text = std::string(info(t).label) + ": " + std::to_string(v) + " in " + bk + "s" + bl + " only in " + ck +
                 "s" + cl + ", so " + elims_text(s.eliminations, n);
        return true;
      };
      if (static_cast<int>(lines.size()) >= k && choose_sets(masks, k, found)) return true;
    }
  return false;
}

// A bivalue pivot {x,y} seeing pincers {x,z} and {y,z}: one pincer is z.
bool Engine::xy_wing(Step& s) {
  for (int pivot = 0; pivot < n * n; ++pivot) {
    const Mask m = cand(pivot);
    if (popcount(m) != 2) continue;
    for (int p1 : peers[static_cast<size_t>(pivot)]) {
      const Mask m1 = cand(p1);
      if (popcount(m1) != 2 || popcount(m1 & m) != 1) continue;
      const Mask z = m1 & ~m;
      for (int p2 : peers[static_cast<size_t>(pivot)]) {
        if (p2 == p1 || cand(p2) != ((m & ~m1) | z)) continue;
        auto rest = seeing_all({p1, p2}, lowest(z));
        if (rest.empty()) continue;
        begin(s, Technique::xy_wing);
        s.cells = {pivot, p1, p2};
        s.eliminations = remove_from(rest, lowest(z));
        s.text = "xy-wing: " + name(pivot) + " " + mask_text(m) + " with " + name(p1) + " " + mask_text(m1) + " and " +
                 name(p2) + " " + mask_text(cand(p2)) + ", so " + elims_text(s.eliminations, n);
        return true;
      }
    }
  }
  return false;
}

// A pivot {x,y,z} seeing pincers {x,z} and {y,z}: one of the three is z.
bool Engine::xyz_wing(Step& s) {
  for (int pivot = 0; pivot < n * n; ++pivot) {
    const Mask m = cand(pivot);
    if (popcount(m) != 3) continue;
    const auto& ps = peers[static_cast<size_t>(pivot)];
    for (int p1 : ps) {
      const Mask m1 = cand(p1);
      if (popcount(m1) != 2 || (m1 & ~m)) continue;
      for (int p2 : ps) {
        const Mask m2 = cand(p2);
        if (p2 <= p1 || popcount(m2) != 2 || (m2 & ~m) || m2 == m1) continue;
        const int z = lowest(m1 & m2);
        auto rest = seeing_all({pivot, p1, p2}, z);
        if (rest.empty()) continue;
        begin(s, Technique::xyz_wing);
        s.cells = {pivot, p1, p2};
        s.eliminations = remove_from(rest, z);
        s.text = "xyz-wing: " + name(pivot) + " " + mask_text(m) + " with " + name(p1) + " " + mask_text(m1) + " and " +
                 name(p2) + " " + mask_text(m2) + ", so " + elims_text(s.eliminations, n);
        return true;
      }
    }
  }
  return false;
}

// Two strong links on v joined at one end each by a weak link: one of the two far ends is v.
// Skyscraper: two parallel lines joined in a crossing line; two-string kite: a row and a
// column joined in a box.
bool Engine::two_links(Step& s, Technique t) {
  const bool sky = t == Technique::skyscraper;
  if (!sky && !boxes) return false;
  for (int v = 1; v <= n; ++v) {
    std::vector<Link> links;
    for (const Link& l : strong_links(*this, v))
      if (kind_of(*this, l.h) < 2) links.push_back(l);  // rows and columns
    for (size_t i = 0; i < links.size(); ++i)
      for (size_t j = i + 1; j < links.size(); ++j) {
        const Link &l1 = links[i], &l2 = links[j];
        const int k1 = kind_of(*this, l1.h), k2 = kind_of(*this, l2.h);
        if (sky != (k1 == k2)) continue;
        for (int end = 0; end < 4; ++end) {
          const int a2 = end & 1 ? l1.a : l1.b, a1 = end & 1 ? l1.b : l1.a;
          const int b2 = end & 2 ? l2.a : l2.b, b1 = end & 2 ? l2.b : l2.a;
          if (a1 == b1 || a1 == b2 || a2 == b1 || a2 == b2) continue;
          if (sky) {
            const int cross = 1 - k1;
            if (house_of(a2, cross) != house_of(b2, cross) || house_of(a1, cross) == house_of(b1, cross)) continue;
          } else if (house_of(a2, 2) != house_of(b2, 2) || house_of(a1, 2) == house_of(a2, 2) ||
                     house_of(b1, 2) == house_of(b2, 2)) {
            continue;
          }
          auto rest = seeing_all({a1, b1}, v);
          if (rest.empty()) continue;
          begin(s, t);
          s.houses = {house_name(l1.h), house_name(l2.h)};
          s.cells = {a1, a2, b2, b1};
          s.eliminations = remove_from(rest, v);
          s.text = std::string(info(t).label) + ": " + std::to_string(v) + " in " + house_name(l1.h) + " (" + name(a1) +
                   " " + name(a2) + ") and " + house_name(l2.h) + " (" + name(b2) + " " + name(b1) + "), joined at " +
                   name(a2) + " " + name(b2) + ", so " + elims_text(s.eliminations, n);
          return true;
        }
      }
  }
  return false;
}

// Two cells {v,w} that do not see each other, and a strong link on v whose ends see one each:
// they cannot both be v, so one of them is w.
bool Engine::w_wing(Step& s) {
  std::vector<std::vector<Link>> links(static_cast<size_t>(n) + 1);
  for (int x = 0; x < n * n; ++x) {
    const Mask m = cand(x);
    if (popcount(m) != 2) continue;
    for (int y = x + 1; y < n * n; ++y) {
      if (cand(y) != m || sees(x, y)) continue;
      for (int v : values_of(m)) {
        const int w = lowest(m & ~bit(v));
        auto rest = seeing_all({x, y}, w);
        if (rest.empty()) continue;
        if (links[static_cast<size_t>(v)].empty()) links[static_cast<size_t>(v)] = strong_links(*this, v);
        for (const Link& l : links[static_cast<size_t>(v)]) {
          if (l.a == x || l.a == y || l.b == x || l.b == y) continue;
          if (!((sees(l.a, x) && sees(l.b, y)) || (sees(l.a, y) && sees(l.b, x)))) continue;
          begin(s, Technique::w_wing);
          s.houses = {house_name(l.h)};
          s.cells = {x, y, l.a, l.b};
          s.eliminations = remove_from(rest, w);
          s.text = "w-wing: " + name(x) + " " + name(y) + " " + mask_text(m) + " joined by " + std::to_string(v) +
                   " in " + house_name(l.h) + " (" + name(l.a) + " " + name(l.b) + "), so " +
                   elims_text(s.eliminations, n);
          return true;
        }
      }
    }
  }
  return false;
}

namespace {

// Breadth-first search over "node" states with parents, reused across starts.
struct Bfs {
  std::vector<int> parent, depth, touched;
  std::vector<int> queue;
  explicit Bfs(size_t states) : parent(states, -2), depth(states, 0) {}
  void reset() {
    for (int t : touched) parent[static_cast<size_t>(t)] = -2;
    touched.clear();
    queue.clear();
  }
  bool visit(int state, int from, int d) {
    if (parent[static_cast<size_t>(state)] != -2) return false;
    parent[static_cast<size_t>(state)] = from;
    depth[static_cast<size_t>(state)] = d;
    touched.push_back(state);
    queue.push_back(state);
    return true;
  }
  std::vector<int> path(int state) const {
    std::vector<int> out;
    for (int x = state; x >= 0; x = parent[static_cast<size_t>(x)]) out.push_back(x);
    std::reverse(out.begin(), out.end());
    return out;
  }
};

// Sudoku Explainer adds to a chain's rating as it grows; a tenth for every two links past the
// shortest.
double chain_rating(double base, int links) { return base + 0.1 * std::min(9, std::max(0, (links - 3) / 2)); }

}  // namespace

bool Engine::chain_step(Step& s, Technique t, int links, int start, int end, int v) const {
  const std::vector<int> rest = seeing_all({start, end}, v);
  if (rest.empty()) return false;
  begin(s, t);
  s.rating = chain_rating(info(t).rating, links);
  s.eliminations = remove_from(rest, v);
  return true;
}

// A single-digit chain alternating strong links (one of two places is v) and weak links (two
// places that see each other): if the start is not v the end is, so cells seeing both are not.
// The shortest chain over all digits and starts is taken.
bool Engine::x_chain(Step& s) {
  const int cells = n * n;
  Bfs bfs(static_cast<size_t>(cells) * 2);  // state = cell*2 + (1: the cell is v)
  int best = INT_MAX;
  for (int v = 1; v <= n; ++v) {
    std::vector<std::vector<int>> strong(static_cast<size_t>(cells));
    for (const Link& l : strong_links(*this, v)) {
      strong[static_cast<size_t>(l.a)].push_back(l.b);
      strong[static_cast<size_t>(l.b)].push_back(l.a);
    }
    for (int start = 0; start < cells; ++start) {
      if (strong[static_cast<size_t>(start)].empty()) continue;
      bfs.reset();
      bfs.visit(start * 2, -1, 0);
      for (size_t q = 0; q < bfs.queue.size(); ++q) {
        const int st = bfs.queue[q], x = st / 2, d = bfs.depth[static_cast<size_t>(st)];
        if (d + 1 >= best || d >= opt.max_chain) break;
        const bool is_v = st & 1;
        for (int y : is_v ? peers[static_cast<size_t>(x)] : strong[static_cast<size_t>(x)]) {
          if (is_v && !(cand(y) & bit(v))) continue;
          if (!bfs.visit(y * 2 + (is_v ? 0 : 1), st, d + 1) || is_v || y == start) continue;
          if (!chain_step(s, Technique::x_chain, d + 1, start, y, v)) continue;
          best = d + 1;
          s.text = "x-chain: " + std::to_string(v) + " ";
          for (int p : bfs.path(y * 2 + 1)) {
            s.cells.push_back(p / 2);
            s.text += (s.cells.size() == 1 ? "" : p & 1 ? " = " : " - ") + name(p / 2);
          }
          s.text += ", so " + elims_text(s.eliminations, n);
          break;
        }
        if (best == d + 1) break;
      }
    }
  }
  return best != INT_MAX;
}

// A chain of bivalue cells, each sharing a value with the next and seeing it: if the start is
// not a, the end is a, so cells seeing both are not a. The shortest chain is taken.
bool Engine::xy_chain(Step& s) {
  const int cells = n * n;
  Bfs bfs(static_cast<size_t>(cells) * static_cast<size_t>(n));  // state = cell*n + (value it takes - 1)
  int best = INT_MAX;
  for (int start = 0; start < cells; ++start) {
    const Mask m0 = cand(start);
    if (popcount(m0) != 2) continue;
    for (int a : values_of(m0)) {
      bfs.reset();
      bfs.visit(start * n + lowest(m0 & ~bit(a)) - 1, -1, 1);
      for (size_t q = 0; q < bfs.queue.size(); ++q) {
        const int st = bfs.queue[q], x = st / n, val = st % n + 1, d = bfs.depth[static_cast<size_t>(st)];
        if (d + 1 >= best || d >= opt.max_chain) break;
        for (int y : peers[static_cast<size_t>(x)]) {
          const Mask my = cand(y);
          if (y == start || popcount(my) != 2 || !(my & bit(val))) continue;
          const int other = lowest(my & ~bit(val));
          if (!bfs.visit(y * n + other - 1, st, d + 1) || other != a) continue;
          if (!chain_step(s, Technique::xy_chain, d + 1, start, y, a)) continue;
          best = d + 1;
          s.text = "xy-chain: ";
          for (int p : bfs.path(y * n + other - 1)) {
            s.cells.push_back(p / n);
            s.text += (s.cells.size() == 1 ? "" : " - ") + name(p / n) + " " + mask_text(cand(p / n));
          }
          s.text += ", so " + elims_text(s.eliminations, n);
          break;
        }
        if (best == d + 1) break;
      }
    }
  }
  return best != INT_MAX;
}

// Type 1: three corners of a rectangle over two boxes hold only {a,b}; were the fourth a or
// b too, a and b could swap and the solution would not be unique. Futoshiki's signs can
// break the swap, so cells with a sign are left out.
bool Engine::unique_rectangle(Step& s) {
  auto free_cell = [&](int cell) {
    return open(cell) && above[static_cast<size_t>(cell)].empty() && below[static_cast<size_t>(cell)].empty();
  };
  for (int r1 = 0; r1 < n; ++r1)
    for (int r2 = r1 + 1; r2 < n; ++r2)
      for (int c1 = 0; c1 < n; ++c1)
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const int corner[4] = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
          if (!std::all_of(corner, corner + 4, free_cell)) continue;
          // A corner on a diagonal or window: the swap of a and b could break that house.
          if (std::any_of(corner, corner + 4, [&](int x) { return in_other_house(x); })) continue;
          if (boxes) {
            std::vector<int> bs;
            for (int x : corner)
              if (std::find(bs.begin(), bs.end(), house_of(x, 2)) == bs.end()) bs.push_back(house_of(x, 2));
            if (bs.size() != 2) continue;
          }
          for (int odd = 0; odd < 4; ++odd) {
            const Mask m = cand(corner[(odd + 1) % 4]);
            bool ok = popcount(m) == 2 && (cand(corner[odd]) & m) == m && popcount(cand(corner[odd])) > 2;
            for (int i = 0; i < 4 && ok; ++i)
              if (i != odd && cand(corner[i]) != m) ok = false;
            if (!ok) continue;
            begin(s, Technique::unique_rectangle);
            s.cells = {corner[0], corner[1], corner[2], corner[3]};
            for (int v : values_of(m)) s.eliminations.push_back({corner[odd], v});
            s.text = "unique rectangle: " + cells_text(s.cells, n) + " would hold only " + values_text(m) +
                     " (two solutions), so " + elims_text(s.eliminations, n);
            return true;
          }
        }
  return false;
}

}  // namespace gridsat::human
