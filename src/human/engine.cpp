// The ladder's engine (engine.hpp): its view of the candidates, the helpers every technique
// uses, the order of the rungs, and solve / grade on top of it.
#include "human/engine.hpp"

#include <algorithm>
#include <functional>
#include <memory>

#include "base/thread_slot.hpp"

namespace gridsat::human {

// ---- Text helpers -----------------------------------------------------------------------

std::vector<int> values_of(Mask m) {
  std::vector<int> out;
  for (; m; m &= m - 1) out.push_back(lowest(m));
  return out;
}

std::string values_text(Mask m) {
  std::string s;
  for (int v : values_of(m)) s += (s.empty() ? "" : " ") + std::to_string(v);
  return s;
}

std::string cells_text(const std::vector<int>& cells, int n) {
  std::string s;
  for (int c : cells) s += (s.empty() ? "" : " ") + cell_name(c, n);
  return s;
}

// One value: "r2c4 r2c7 <> 3"; several: "r1c3 <> 2 7, r1c4 <> 2".
std::string elims_text(const std::vector<Elimination>& e, int n) {
  if (e.empty()) return "";
  const bool one_value = std::all_of(e.begin(), e.end(), [&](const Elimination& x) { return x.value == e[0].value; });
  std::string s;
  if (one_value) {
    for (const auto& x : e) s += cell_name(x.cell, n) + " ";
    return s + "<> " + std::to_string(e[0].value);
  }
  for (size_t i = 0; i < e.size();) {
    size_t j = i;
    Mask m = 0;
    for (; j < e.size() && e[j].cell == e[i].cell; ++j) m |= bit(e[j].value);
    s += (i ? ", " : "") + cell_name(e[i].cell, n) + " <> " + values_text(m);
    i = j;
  }
  return s;
}

// ---- Engine basics -----------------------------------------------------------------------

namespace {

// The peers and the hidden singles' house order of cand's shape, from a small per-thread
// cache keyed by the shape's layout (building them was 13% of grading a 17-clue batch).
std::shared_ptr<const Engine::Shape> shape_of(const std::function<void(Engine::Shape&)>& build,
                                              const std::shared_ptr<const prop::Houses>& layout) {
  auto& cache = thread_slot<struct ShapeCache, std::vector<std::shared_ptr<const Engine::Shape>>>();  // the newest last
  for (const auto& s : cache)
    if (s->layout == layout) return s;
  auto s = std::make_shared<Engine::Shape>();
  s->layout = layout;
  build(*s);
  if (cache.size() >= 4) cache.erase(cache.begin());
  cache.push_back(s);
  return cache.back();
}

}  // namespace

Engine::Engine(Candidates& cand, const Options& options, const HumanForm& form)
    : c(cand),
      opt(options),
      n(cand.n_),
      boxes(form.has_boxes()),
      shape(shape_of([this](Shape& sh) { build_shape(sh); }, cand.layout_)),
      peers(shape->peers),
      house_order(shape->house_order) {
  const size_t cells = static_cast<size_t>(n) * n;
  above.resize(cells);
  below.resize(cells);
  for (auto [a, b] : form.less) {
    above[static_cast<size_t>(a)].push_back(b);
    below[static_cast<size_t>(b)].push_back(a);
  }
}

void Engine::build_shape(Shape& sh) const {
  const size_t cells = static_cast<size_t>(n) * n;
  sh.peers.resize(cells);
  std::vector<size_t> stamp(cells, cells);  // stamp[p] == i: p is already a peer of i
  auto add_peers = [&](size_t i, int h) {
    for (int p : house(h).cells)
      if (p != static_cast<int>(i) && stamp[static_cast<size_t>(p)] != i) {
        stamp[static_cast<size_t>(p)] = i;
        sh.peers[i].push_back(p);
      }
  };
  for (size_t i = 0; i < cells; ++i) {
    for (int h : c.cell_houses_[i])
      if (h >= 0) add_peers(i, h);
    if (!c.other_houses_.empty())
      for (int h : c.other_houses_[i]) add_peers(i, h);
  }
  for (prop::Kind kind : {prop::Kind::box, prop::Kind::row, prop::Kind::column, prop::Kind::other})
    for (int h = 0; h < houses(); ++h)
      if (c.layout_->kinds[static_cast<size_t>(h)] == kind) sh.house_order.push_back(h);
}

bool Engine::sees(int a, int b) const {
  if (a == b) return false;
  for (int k = 0; k < 3; ++k)
    if (house_of(a, k) >= 0 && house_of(a, k) == house_of(b, k)) return true;
  if (c.other_houses_.empty()) return false;
  for (int h : c.other_houses_[static_cast<size_t>(a)])
    for (int g : c.other_houses_[static_cast<size_t>(b)])
      if (h == g) return true;
  return false;
}

bool Engine::in_house(int cell, int h) const {
  if (house_of(cell, 0) == h || house_of(cell, 1) == h || house_of(cell, 2) == h) return true;
  if (c.other_houses_.empty()) return false;
  const auto& o = c.other_houses_[static_cast<size_t>(cell)];
  return std::find(o.begin(), o.end(), h) != o.end();
}

bool Engine::in_other_house(int cell) const {
  return !c.other_houses_.empty() && !c.other_houses_[static_cast<size_t>(cell)].empty();
}

std::string Engine::house_name(int h) const { return house(h).kind + " " + std::to_string(house(h).index); }

std::vector<int> Engine::cells_with(int h, int v) const {
  std::vector<int> out;
  for (int cell : house(h).cells)
    if (cand(cell) & bit(v)) out.push_back(cell);
  return out;
}

std::vector<int> Engine::seeing_all(const std::vector<int>& pattern, int v) const {
  std::vector<int> out;
  for (int p : peers[static_cast<size_t>(pattern[0])]) {
    if (!(cand(p) & bit(v))) continue;
    if (std::find(pattern.begin(), pattern.end(), p) != pattern.end()) continue;
    if (std::all_of(pattern.begin() + 1, pattern.end(), [&](int q) { return sees(p, q); })) out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Elimination> Engine::remove_from(const std::vector<int>& cells, int v) const {
  std::vector<Elimination> out;
  for (int cell : cells)
    if (cand(cell) & bit(v)) out.push_back({cell, v});
  return out;
}

void Engine::begin(Step& s, Technique t) const {
  s = Step{};
  s.technique = t;
  s.rating = info(t).rating;
  s.score = info(t).score;
}

void Engine::placement(Step& s, Technique t, int cell, int v, int h) const {
  begin(s, t);
  s.cells = {cell};
  s.placements = {{cell, v}};
  if (h >= 0) s.houses = {house_name(h)};  // grading reads it (a box's hidden single ranks lower)
  if (!opt.texts) return;
  s.text = std::string(info(t).label) + ": " + name(cell) + " = " + std::to_string(v);
  if (h >= 0) s.text += " (" + s.houses[0] + ")";
}

void Engine::apply(const Step& s) {
  for (const auto& x : s.eliminations) c.eliminate(x.cell, x.value);
  for (const auto& x : s.placements) c.place(x.cell, x.value);
}

bool Engine::next(Step& s) {
  const bool signs = !c.less_.empty();
  const int top = opt.max_rank;                           // techniques above it are not tried (the ranks of rank_of)
  if (core(s, prop::Cap::rank(top, boxes))) return true;  // singles; inequality from 2; locked from 3
  if (top < 3) return false;
  if (top >= 4 && (naked_subset(s, 2) || hidden_subset(s, 2))) return true;
  if (signs && inequality_chain(s)) return true;
  if (top < 4) return false;
  if (naked_subset(s, 3) || (top >= 5 && fish(s, 2)) || hidden_subset(s, 3)) return true;
  if (top < 5) return naked_subset(s, 4) || hidden_subset(s, 4);
  if (xy_wing(s) || xyz_wing(s)) return true;
  if (naked_subset(s, 4) || fish(s, 3) || hidden_subset(s, 4) || fish(s, 4)) return true;
  if (two_links(s, Technique::skyscraper) || two_links(s, Technique::two_string_kite)) return true;
  if (w_wing(s) || x_chain(s) || xy_chain(s)) return true;
  return opt.assume_unique && unique_rectangle(s);
}

// ---- solve and grade ----------------------------------------------------------------------

namespace {
int rank_of(const Step& s, bool boxes);
}  // namespace

Path solve(const HumanForm& form, const Options& opt,
           const std::function<bool(const Step&, const Candidates&)>& on_step) {
  return solve_from(form, {}, opt, on_step);
}

Path solve_from(const HumanForm& form, const std::vector<uint64_t>& pencil, const Options& opt,
                const std::function<bool(const Step&, const Candidates&)>& on_step) {
  Candidates c(form, pencil);
  Engine e(c, opt, form);
  Path p;
  p.boxes = form.has_boxes();
  p.inequalities = !form.less.empty();
  bool stop = false;
  while (!stop && c.open_cells() > 0 && !c.contradiction()) {
    Step s;
    if (past(opt.deadline)) {
      stop = true;
      break;
    }
    if (!e.next(s)) break;
    if (opt.max_rank < 6 && rank_of(s, p.boxes) > opt.max_rank) break;  // beyond the level asked: stuck
    e.apply(s);
    p.steps.push_back(std::move(s));
    if (on_step && !on_step(p.steps.back(), c)) stop = true;
  }
  p.end = c.contradiction() ? Path::End::contradiction
          : c.solved()      ? Path::End::solved
          : stop            ? Path::End::stopped
                            : Path::End::stuck;
  p.grid = c.grid();
  return p;
}

namespace {

int rank_of(const Step& s, bool boxes) {
  switch (s.technique) {
    case Technique::full_house: return 1;
    case Technique::hidden_single:
      return !boxes || (!s.houses.empty() && (s.houses[0].starts_with("box") || s.houses[0].starts_with("region"))) ? 1
                                                                                                                    : 2;
    case Technique::naked_single: return boxes ? 2 : 1;
    case Technique::inequality: return 2;
    case Technique::pointing:
    case Technique::claiming:
    case Technique::inequality_chain: return 3;
    case Technique::naked_pair:
    case Technique::hidden_pair:
    case Technique::naked_triple:
    case Technique::hidden_triple:
    case Technique::naked_quad:
    case Technique::hidden_quad: return 4;
    case Technique::sat_core: return 6;  // the ladder was stuck
    default: return 5;
  }
}

}  // namespace

std::string_view end_name(Path::End e) {
  switch (e) {
    case Path::End::solved: return "solved";
    case Path::End::stuck: return "stuck";
    case Path::End::contradiction: return "contradiction";
    case Path::End::stopped: return "stopped";
  }
  return "?";
}

Grade grade(const Path& path) {
  static const char* levels[] = {"unknown", "trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"};
  Grade g;
  g.steps = static_cast<int>(path.steps.size());
  double hardest_rank = 0;
  for (const auto& s : path.steps) {
    g.score += s.score;
    const int r = rank_of(s, path.boxes);
    g.rank = std::max(g.rank, r);
    // The hardest step is the highest-rated one; between equal ratings, the higher rank.
    if (s.rating > g.rating || (s.rating == g.rating && r > hardest_rank)) {
      g.rating = s.rating;
      g.hardest = std::string(info(s.technique).name);
      hardest_rank = r;
    }
  }
  if (path.end == Path::End::stuck || path.end == Path::End::contradiction) g.rank = 6;
  if (path.end == Path::End::stopped) g.rank = 0;
  if (path.end == Path::End::solved && g.rank == 0) g.rank = 1;  // nothing to do: the givens were complete
  g.level = levels[g.rank];
  return g;
}

}  // namespace gridsat::human
