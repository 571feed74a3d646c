#include "puzzles/cave/cave.hpp"

#include "base/errors.hpp"
#include "check/cave.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

Cave::Cave(int rows, int cols, std::vector<int> numbers, SightForm form)
    : SightGrid("cave", rows, cols, std::move(numbers), form) {}

std::unique_ptr<Puzzle> make_cave(int rows, int cols, std::vector<int> numbers, SightForm form) {
  return std::make_unique<Cave>(rows, cols, std::move(numbers), form);
}

std::unique_ptr<SightGrid> Cave::remade(std::vector<int> numbers) const {
  return std::make_unique<Cave>(rows(), cols(), std::move(numbers), form());
}

Encoding Cave::encode(const EncodeOptions& opt) const {
  Encoding e;
  const std::vector<int> shaded = encode_sight(e, opt);
  if (opt.drop_groups) return e;
  const int R = rows(), C = cols(), n = R * C;
  // Node 0 the outside (always there, so the tree is rooted in it), then the cells that may
  // be shaded; the border cells touch the outside.
  NodeGraph g;
  g.active.push_back(0);
  std::vector<int> node(static_cast<size_t>(n), -1);
  for (int i = 0; i < n; ++i)
    if (shaded[i] != kFalse) node[static_cast<size_t>(i)] = static_cast<int>(g.active.size()),
      g.active.push_back(shaded[i] == kTrue ? 0 : shaded[i]);
  for (int i = 0; i < n; ++i) {
    const int a = node[static_cast<size_t>(i)];
    if (a < 0) continue;
    const int r = i / C, c = i % C;
    if (r == 0 || c == 0 || r == R - 1 || c == C - 1) g.edges.push_back({0, a, 0});
    if (c + 1 < C && node[static_cast<size_t>(i + 1)] >= 0) g.edges.push_back({a, node[static_cast<size_t>(i + 1)], 0});
    if (r + 1 < R && node[static_cast<size_t>(i + C)] >= 0) g.edges.push_back({a, node[static_cast<size_t>(i + C)], 0});
  }
  std::vector<int> all(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) all[static_cast<size_t>(i)] = i;
  GroupScope gs(e, opt, [&] { return RuleGroup{.kind = "outside", .label = "shaded cells", .cells = all}; });
  connected(e.cnf, e.lazy, g, opt.groups ? Connectivity::eager : opt.connectivity.value_or(Connectivity::lazy));
  return e;
}

std::optional<std::string> Cave::check(const Grid& solution) const {
  return check::cave(rows(), cols(), numbers(), solution);
}

Csp Cave::to_csp() const {
  Csp csp = sight_csp();
  for (int r = 0; r + 1 < rows(); ++r)
    for (int c = 0; c + 1 < cols(); ++c) {
      const int i = r * cols() + c;
      csp.relations.push_back({{i, i + 1, i + cols(), i + cols() + 1}, [](std::span<const int> p) {
                                 return p.size() < 4 || !(p[0] == p[3] && p[1] == p[2] && p[0] != p[1]);
                               }});
    }
  return csp;
}

NativeResult Cave::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                 const NativeOptions& opt) const {
  const int R = rows(), C = cols();
  return search_filtered(to_csp(), limit, deadline, on_solution, opt, [this, R, C](const std::vector<int>& v) {
    if (!unshaded_connected(v)) return false;
    // The shaded cells with a frame of shaded cells around the board: connected.
    std::vector<int> framed(static_cast<size_t>((R + 2) * (C + 2)), 2);
    for (int i = 0; i < R * C; ++i) framed[static_cast<size_t>((i / C + 1) * (C + 2) + i % C + 1)] = v[i];
    for (int& x : framed) x = 3 - x;  // shaded as 1 for the fill
    return Cave(R + 2, C + 2, std::vector<int>(framed.size(), 0), SightForm::rows).unshaded_connected(framed);
  });
}

// A random shading grown from the border (each shaded cell on it or next to a shaded one, so
// every shaded cell reaches it), at most half the cells.
std::unique_ptr<Puzzle> cave_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 30) throw InputError("a generated Cave has sides 3..30, not " + std::to_string(n));
  auto cave = std::make_unique<Cave>(n, n, std::vector<int>(static_cast<size_t>(n) * n, 0), SightForm::puzzlink);
  cave->fix(cave->random_shading(seed, n * n / 2, [n](const std::vector<int>& v, int c) {
    if (c / n == 0 || c % n == 0 || c / n == n - 1 || c % n == n - 1) return true;
    for (int m : orthogonal_neighbours(n, n, c))
      if (v[m] == 2) return true;
    return false;
  }));
  return cave;
}

}  // namespace gridsat
