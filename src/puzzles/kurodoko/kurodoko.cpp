#include "puzzles/kurodoko/kurodoko.hpp"

#include "base/errors.hpp"
#include "check/kurodoko.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

Kurodoko::Kurodoko(int rows, int cols, std::vector<int> numbers, SightForm form)
    : SightGrid("kurodoko", rows, cols, std::move(numbers), form) {}

std::unique_ptr<Puzzle> make_kurodoko(int rows, int cols, std::vector<int> numbers, SightForm form) {
  return std::make_unique<Kurodoko>(rows, cols, std::move(numbers), form);
}

std::unique_ptr<SightGrid> Kurodoko::remade(std::vector<int> numbers) const {
  return std::make_unique<Kurodoko>(rows(), cols(), std::move(numbers), form());
}

Encoding Kurodoko::encode(const EncodeOptions& opt) const {
  Encoding e;
  const std::vector<int> shaded = encode_sight(e, opt);
  if (opt.drop_groups) return e;
  for (int i = 0; i < rows() * cols(); ++i) {
    const std::vector<int> near = orthogonal_neighbours(rows(), cols(), i);
    std::vector<int> cells = near;
    cells.insert(cells.begin(), i);
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "adjacent", .label = "beside " + cells_label(cols(), {i}), .cells = cells};
    });
    for (int m : near)
      if (opt.groups || m > i) add_clause(e.cnf, {-shaded[i], -shaded[m]});
  }
  return e;
}

std::optional<std::string> Kurodoko::check(const Grid& solution) const {
  return check::kurodoko(rows(), cols(), numbers(), solution);
}

Csp Kurodoko::to_csp() const {
  Csp csp = sight_csp();
  for (int i = 0; i < rows() * cols(); ++i)
    for (int m : orthogonal_neighbours(rows(), cols(), i))
      if (m > i)
        csp.relations.push_back({{i, m}, [](std::span<const int> p) { return p.size() < 2 || p[0] + p[1] < 4; }});
  return csp;
}

NativeResult Kurodoko::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                     const NativeOptions& opt) const {
  return search_filtered(to_csp(), limit, deadline, on_solution, opt,
                         [this](const std::vector<int>& v) { return unshaded_connected(v); });
}

// A random shading with no two shaded cells side by side, at most a third of the cells (a
// SAT search for it on the blank grid can take a minute: the unshaded cells' connectivity).
std::unique_ptr<Puzzle> kurodoko_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 3 || n > 30) throw InputError("a generated Kurodoko has sides 3..30, not " + std::to_string(n));
  auto k = std::make_unique<Kurodoko>(n, n, std::vector<int>(static_cast<size_t>(n) * n, 0), SightForm::sgt);
  const int rows = n, cols = n;
  k->fix(k->random_shading(seed, n * n / 3, [rows, cols](const std::vector<int>& v, int c) {
    for (int m : orthogonal_neighbours(rows, cols, c))
      if (v[m] == 2) return false;
    return true;
  }));
  return k;
}

// Every unshaded cell numbered with what it sees in `full`.
std::unique_ptr<Puzzle> sight_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const SightGrid&>(blank);
  std::vector<int> numbers(static_cast<size_t>(full.size()), 0);
  for (int i = 0; i < full.size(); ++i) {
    if (full.cells[static_cast<size_t>(i)] == 2) continue;
    int seen = 1;
    for (const auto& ray : b.rays(i, b.rows() + b.cols()))
      for (size_t j = 0; j < ray.size() && full.cells[static_cast<size_t>(ray[j])] != 2; ++j) ++seen;
    numbers[static_cast<size_t>(i)] = seen;
  }
  return b.remade(std::move(numbers));
}

}  // namespace gridsat
