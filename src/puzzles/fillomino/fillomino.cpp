// Fillomino's model, encoding, checks and pictures.
#include "puzzles/fillomino/fillomino.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "base/random.hpp"
#include "check/fillomino.hpp"
#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"
#include "puzzles/common/number_rows.hpp"
#include "puzzles/common/sized_partition.hpp"

namespace gridsat {

namespace {

Grid number_grid(int rows, int cols, const std::vector<int>& numbers) {
  Grid g(rows, cols);
  g.cells = numbers;
  return g;
}

int bound(int rows, int cols, const std::vector<int>& numbers, FillominoForm form) {
  if (form == FillominoForm::sgt) return Fillomino::kSgtMaxSize;
  const int largest = numbers.empty() ? 0 : *std::max_element(numbers.begin(), numbers.end());
  return std::min(rows * cols, std::max({Fillomino::kSgtMaxSize, largest + 4, largest}));
}

// Whether cell i may hold size m: a connected set of m cells around it, each without a number
// or with m (a search up to m cells).
bool room_for(int rows, int cols, const std::vector<int>& numbers, int i, int m) {
  std::vector<char> seen(numbers.size(), 0);
  std::vector<int> todo{i};
  seen[static_cast<size_t>(i)] = 1;
  for (size_t k = 0; k < todo.size() && static_cast<int>(todo.size()) < m; ++k)
    for (int j : orthogonal_neighbours(rows, cols, todo[k])) {
      const int v = numbers[static_cast<size_t>(j)];
      if (seen[static_cast<size_t>(j)] || (v && v != m)) continue;
      seen[static_cast<size_t>(j)] = 1;
      todo.push_back(j);
    }
  return static_cast<int>(todo.size()) >= m;
}

// Union-find over cells with region sizes, for random_fillomino_sizes.
struct FillominoRegions {
  std::vector<int> parent, size;
  explicit FillominoRegions(int n) : parent(static_cast<size_t>(n)), size(static_cast<size_t>(n), 1) {
    for (int i = 0; i < n; ++i) parent[static_cast<size_t>(i)] = i;
  }
  int find(int i) {
    while (parent[static_cast<size_t>(i)] != i) i = parent[static_cast<size_t>(i)] = parent[static_cast<size_t>(parent[static_cast<size_t>(i)])];
    return i;
  }
  int of(int i) { return size[static_cast<size_t>(find(i))]; }
  void merge(int a, int b) {
    a = find(a), b = find(b);
    parent[static_cast<size_t>(b)] = a;
    size[static_cast<size_t>(a)] += size[static_cast<size_t>(b)];
  }
};

// One try of random_fillomino_sizes: false when a clash could not be mended within `largest`.
bool grow_fillomino_regions(int rows, int cols, int largest, Rng& rng, FillominoRegions& d) {
  const int n = rows * cols;
  std::vector<std::pair<int, int>> edges;
  for (int i = 0; i < n; ++i)
    for (int j : orthogonal_neighbours(rows, cols, i))
      if (i < j) edges.emplace_back(i, j);
  for (bool clash = true; clash;) {
    clash = false;
    rng.shuffle(edges);
    for (auto [a, b] : edges) {
      if (d.find(a) == d.find(b) || d.of(a) != d.of(b)) continue;
      clash = true;
      const int r = d.find(rng.below(2) ? a : b);  // merged with a random neighbouring region that fits
      std::vector<int> next;
      for (int i = 0; i < n; ++i)
        if (d.find(i) == r)
          for (int j : orthogonal_neighbours(rows, cols, i))
            if (d.find(j) != r && d.of(j) + d.of(r) <= largest) next.push_back(d.find(j));
      if (next.empty()) return false;
      d.merge(r, next[static_cast<size_t>(rng.below(static_cast<int>(next.size())))]);
    }
  }
  return true;
}

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v > 0; });
}

}  // namespace

Fillomino::Fillomino(int rows, int cols, std::vector<int> numbers, FillominoForm form)
    : Puzzle("fillomino", number_grid(rows, cols, numbers)),
      numbers_(std::move(numbers)),
      form_(form),
      max_size_(bound(rows, cols, numbers_, form)) {}

std::string Fillomino::describe() const {
  return "fillomino " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(clue_count()) +
         " numbers, regions up to " + std::to_string(max_size_);
}

// Groups (explain): per number ("number", a clue), per cell its tree in the partition ("region"),
// per edge the sizes on its two sides ("border").
Encoding Fillomino::encode(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), n = R * C, N = max_size_;
  Encoding e;
  e.base = opt.groups ? Grid(R, C) : givens_;
  std::vector<std::vector<int>> size(static_cast<size_t>(n), std::vector<int>(static_cast<size_t>(N), kFalse));
  for (int i = 0; i < n; ++i) {
    auto& lits = size[static_cast<size_t>(i)];
    if (const int v = e.base.cells[static_cast<size_t>(i)]) {
      if (v <= N) lits[static_cast<size_t>(v - 1)] = kTrue;
      else e.cnf.add(std::span<const int>{});  // a number beyond the bound: no solution
      continue;
    }
    for (int m = 1; m <= N; ++m) {
      if (!opt.groups && !room_for(R, C, numbers_, i, m)) continue;  // groups: no deduction before the steps
      lits[static_cast<size_t>(m - 1)] = e.cnf.fresh();
      e.primary.push_back({lits[static_cast<size_t>(m - 1)], i, m});
    }
    std::vector<int> open;
    for (int l : lits)
      if (l != kFalse) open.push_back(l);
    exactly_one(e.cnf, open, opt.amo.value_or(Amo::pairwise));
  }
  if (opt.drop_groups) return e;
  SizedPartition part(e.cnf, R, C, size);
  number_clue_groups(e, opt, C, numbers_, size);
  for (int i = 0; i < n; ++i) {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "region", .label = cells_label(C, {i}), .cells = {i}}; });
    part.encode_cell(i);
  }
  for (int i = 0; i < n; ++i)
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1}) {
      if (j < 0) continue;
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = "border", .label = cells_label(C, {i, j}), .cells = {i, j}};
      });
      part.encode_edge(i, j);
    }
  return e;
}

std::optional<std::string> Fillomino::check(const Grid& solution) const {
  return check::fillomino(rows(), cols(), numbers_, solution);
}

void Fillomino::print_grid(std::ostream& out, const Grid& g) const {
  const bool full = solved(g);
  size_t width = 1;
  for (int v : full ? g.cells : numbers_) width = std::max(width, std::to_string(v).size());
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      const int i = r * cols() + c, v = full ? g.cells[static_cast<size_t>(i)] : numbers_[static_cast<size_t>(i)];
      const std::string tok = v ? std::to_string(v) : ".";
      out << (c ? " " : "") << std::string(width - tok.size(), ' ') << tok;
    }
    out << '\n';
  }
}

std::string Fillomino::line(const Grid& g) const {
  return with_number_rows(form_ == FillominoForm::sgt ? fillomino_sgt_id(rows(), cols(), numbers_)
                                                      : fillomino_puzzlink_url(rows(), cols(), numbers_),
                          g, givens_);
}

Figure Fillomino::figure(const Grid& shown) const {
  Figure f;
  f.largest = max_size_;
  if (!solved(shown)) return f;
  const int C = cols(), n = rows() * C;
  const std::vector<int> region = fillomino_regions(shown);
  for (int i = 0; i < n; ++i)
    for (int j : {i % C + 1 < C ? i + 1 : -1, i + C < n ? i + C : -1})
      if (j >= 0 && region[static_cast<size_t>(i)] != region[static_cast<size_t>(j)])
        f.edges.push_back({i, j, Stroke::thick});
  return f;
}

std::vector<std::pair<std::string, std::vector<std::vector<int>>>> Fillomino::extra_fields(const Grid& g) const {
  if (!solved(g)) return {};
  const std::vector<int> region = fillomino_regions(g);
  std::vector<std::vector<int>> rows_of(static_cast<size_t>(rows()));
  for (int i = 0; i < rows() * cols(); ++i) rows_of[static_cast<size_t>(i / cols())].push_back(region[static_cast<size_t>(i)]);
  return {{"regions", rows_of}};
}

std::vector<int> fillomino_regions(const Grid& g) {
  const int n = g.rows * g.cols;
  std::vector<int> id(static_cast<size_t>(n), 0);
  int next = 0;
  for (int s = 0; s < n; ++s) {
    if (id[static_cast<size_t>(s)]) continue;
    id[static_cast<size_t>(s)] = ++next;
    std::vector<int> todo{s};
    while (!todo.empty()) {
      const int i = todo.back();
      todo.pop_back();
      for (int j : orthogonal_neighbours(g.rows, g.cols, i))
        if (!id[static_cast<size_t>(j)] && g.cells[static_cast<size_t>(j)] == g.cells[static_cast<size_t>(i)]) {
          id[static_cast<size_t>(j)] = next;
          todo.push_back(j);
        }
    }
  }
  return id;
}

std::vector<int> random_fillomino_sizes(int rows, int cols, int largest, uint64_t seed) {
  Rng rng(seed);
  for (;;) {
    FillominoRegions d(rows * cols);
    if (!grow_fillomino_regions(rows, cols, largest, rng, d)) continue;
    std::vector<int> sizes(static_cast<size_t>(rows) * cols);
    for (int i = 0; i < rows * cols; ++i) sizes[static_cast<size_t>(i)] = d.of(i);
    return sizes;
  }
}

int Fillomino::clue_count() const { return numbers_given(numbers_); }

std::unique_ptr<Puzzle> Fillomino::with_clues(const std::vector<bool>& keep) const {
  return std::make_unique<Fillomino>(rows(), cols(), numbers_kept(numbers_, keep), form_);
}

// The blank of a generated Fillomino is its random partition with every number given (as
// Signpost's layout gives its whole order): the full solution is then read off at once, where a
// random model of the empty grid cost CaDiCaL 0.4-1 s at 7x7 (seed 1-3) and took 1-4 s a puzzle.
std::unique_ptr<Puzzle> fillomino_layout(int n, const ReadOptions&, uint64_t seed) {
  if (n < 2 || n > 30) throw InputError("a generated Fillomino has sides 2..30, not " + std::to_string(n));
  return std::make_unique<Fillomino>(n, n, random_fillomino_sizes(n, n, Fillomino::kSgtMaxSize, seed),
                                     FillominoForm::puzzlink);
}

std::unique_ptr<Puzzle> fillomino_dress(const Puzzle& blank, const Grid& full, uint64_t) {
  const auto& b = dynamic_cast<const Fillomino&>(blank);
  return std::make_unique<Fillomino>(b.rows(), b.cols(), full.cells, b.form());
}

}  // namespace gridsat
