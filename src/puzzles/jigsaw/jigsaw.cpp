#include "puzzles/jigsaw/jigsaw.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <ostream>

#include "base/random.hpp"
#include "base/stop.hpp"
#include "check/jigsaw.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

Jigsaw::Jigsaw(Grid givens, std::vector<int> region_of, ExtraHouses extra, JigsawForm form)
    : Puzzle("jigsaw", std::move(givens)), region_of_(std::move(region_of)), extra_(extra), form_(form) {}

Jigsaw::~Jigsaw() = default;

std::vector<int> canonical_regions(const std::vector<int>& labels) {
  std::map<int, int> number;
  std::vector<int> out;
  out.reserve(labels.size());
  for (int l : labels) out.push_back(number.emplace(l, static_cast<int>(number.size())).first->second);
  return out;
}

std::string Jigsaw::describe() const {
  int givens = 0;
  for (int v : givens_.cells) givens += v != 0;
  return "jigsaw " + std::to_string(n()) + "x" + std::to_string(n()) + " (" + std::to_string(n()) + " regions" +
         extra_houses_text(extra_) + "), " + std::to_string(givens) + " givens";
}

std::vector<std::vector<int>> Jigsaw::groups() const {
  const int N = n();
  std::vector<std::vector<int>> g(static_cast<size_t>(3) * N);
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < N; ++k) {
      g[static_cast<size_t>(3 * i)].push_back(i * N + k);
      g[static_cast<size_t>(3 * i + 1)].push_back(k * N + i);
    }
  for (int cell = 0; cell < N * N; ++cell) g[static_cast<size_t>(3 * region_of_[cell] + 2)].push_back(cell);
  for (auto& h : extra_house_cells(extra_, N)) g.push_back(std::move(h));
  return g;
}

// Built once per puzzle (regions differ from puzzle to puzzle: no shared cache).
const PermutationLayout& Jigsaw::layout() const {
  std::call_once(layout_once_, [this] { layout_ = std::make_unique<PermutationLayout>(n(), groups()); });
  return *layout_;
}

Encoding Jigsaw::encode(const EncodeOptions& opt) const { return encode_permutation_grid(givens_, layout(), opt); }

std::optional<EncodingSize> Jigsaw::estimate(const EncodeOptions& opt) const {
  const int64_t houses = static_cast<int64_t>(groups().size());
  return estimate_permutation_grid(
      givens_, houses, [this]() -> const PermutationLayout& { return layout(); }, opt);
}

Csp Jigsaw::to_csp() const { return permutation_csp(givens_, groups()); }

NativeResult Jigsaw::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                   const NativeOptions& opt) const {
  if (opt.seed == 0 || limit != 1) return Puzzle::search_native(limit, deadline, on_solution, opt);
  NativeOptions o = opt;
  NativeResult total;
  for (double slice = 0.05;; slice *= 1.5) {
    const NativeResult r = Puzzle::search_native(1, std::min(deadline, deadline_after(slice)), on_solution, o);
    total.decisions += r.decisions;
    total.conflicts += r.conflicts;
    if (r.count > 0 || r.complete || past(deadline)) {
      total.count = r.count;
      total.complete = r.complete;
      total.timed_out = r.timed_out;
      return total;
    }
    o.seed = splitmix64(o.seed) | 1;  // another value order
  }
}

std::optional<std::string> Jigsaw::check(const Grid& solution) const {
  if (auto e = check::jigsaw(givens_, region_of_, solution)) return e;
  return check::extra_houses(extra_.x, extra_.windoku, solution);
}

std::optional<HumanForm> Jigsaw::human_form() const {
  HumanForm f;
  f.n = n();
  f.givens = givens_;
  const auto g = groups();
  for (const char* kind : {"row", "column", "region"})
    for (int i = 0; i < n(); ++i) {
      const size_t k = static_cast<size_t>(i) * 3 + (kind[0] == 'r' && kind[1] == 'o' ? 0 : kind[0] == 'c' ? 1 : 2);
      f.houses.push_back({kind, i + 1, g[k]});
    }
  add_extra_houses(f, extra_);
  return f;
}

Figure Jigsaw::figure(const Grid&) const {
  Figure f;
  f.outline_regions(n(), region_of_);
  shade_extra_houses(f, extra_, n());
  return f;
}

std::unique_ptr<Puzzle> Jigsaw::with_givens(const Grid& givens, std::string_view form) const {
  const JigsawForm f = form == "sgt" || n() > 35 ? JigsawForm::solo : form.empty() ? form_ : JigsawForm::text;
  return std::make_unique<Jigsaw>(givens, region_of_, extra_, f);
}

std::string solo_grid_desc(const std::vector<int>& cells) {
  std::string s;
  int run = 0;
  bool last_number = false;
  auto flush = [&] {
    for (; run > 0; run -= std::min(run, 26)) s += static_cast<char>('a' + std::min(run, 26) - 1);
    last_number = false;
  };
  for (int v : cells) {
    if (v == 0) {
      ++run;
      continue;
    }
    if (run) flush();
    if (last_number) s += '_';
    s += std::to_string(v);
    last_number = true;
  }
  flush();
  return s;
}

std::string solo_blocks_desc(const std::vector<int>& region_of, int n) {
  std::string s;
  const int inner = n * (n - 1), total = 2 * inner;
  int run = 0;
  for (int i = 0; i <= total; ++i) {
    bool edge = true;  // i == total: the virtual edge that ends the last run
    if (i < inner) {
      const int p = (i / (n - 1)) * n + i % (n - 1);
      edge = region_of[static_cast<size_t>(p)] != region_of[static_cast<size_t>(p + 1)];
    } else if (i < total) {
      const int p = (i % (n - 1)) * n + (i / (n - 1) - n);
      edge = region_of[static_cast<size_t>(p)] != region_of[static_cast<size_t>(p + n)];
    }
    if (!edge) {
      ++run;
      continue;
    }
    for (; run >= 26; run -= 26) s += 'z';
    s += run ? static_cast<char>('a' + run - 1) : '_';
    run = 0;
  }
  return s;
}

// Every pair of cells apart, so that a border fits between any two: '|' between cells of two
// regions, '-' under them, corners '+' (or '|', '-' where the border runs straight on).
void Jigsaw::print_grid(std::ostream& out, const Grid& g) const {
  const int N = n();
  const int w = N <= 9 ? 1 : static_cast<int>(std::to_string(N).size());
  auto region = [&](int r, int c) { return region_of_[static_cast<size_t>(r * N + c)]; };
  for (int r = 0; r < N; ++r) {
    std::string row;
    for (int c = 0; c < N; ++c) {
      const std::string cell = g.at(r, c) ? std::to_string(g.at(r, c)) : ".";
      row += std::string(static_cast<size_t>(w) - std::min(cell.size(), static_cast<size_t>(w)), ' ') + cell;
      if (c + 1 < N) row += region(r, c) != region(r, c + 1) ? " | " : "   ";
    }
    out << row << '\n';
    if (r + 1 == N) break;
    std::string sep;
    auto below = [&](int c) { return region(r, c) != region(r + 1, c); };
    for (int c = 0; c < N; ++c) {
      sep += std::string(static_cast<size_t>(w), below(c) ? '-' : ' ');
      if (c + 1 == N) break;
      const int tl = region(r, c), tr = region(r, c + 1), bl = region(r + 1, c), br = region(r + 1, c + 1);
      const char corner = tl == tr && tr == bl && bl == br ? ' '
                          : tl == bl && tr == br           ? '|'
                          : tl == tr && bl == br           ? '-'
                                                           : '+';
      sep += below(c) ? '-' : ' ';
      sep += corner;
      sep += below(c + 1) ? '-' : ' ';
    }
    while (!sep.empty() && sep.back() == ' ') sep.pop_back();
    out << sep << '\n';
  }
}

std::string Jigsaw::line(const Grid& g) const {
  const int N = n();
  if (form_ == JigsawForm::solo)
    return std::to_string(N) + "j" + (extra_.x ? "x" : "") + ":" + solo_grid_desc(g.cells) + "," +
           solo_blocks_desc(region_of_, N);
  std::string values, regions;
  for (int v : g.cells) values += value_char(v);
  for (int r : region_of_) regions += static_cast<char>(r < 26 ? 'A' + r : 'a' + r - 26);
  return values + "/" + regions;
}

}  // namespace gridsat
