// Signpost's encoding: the shared layer's Hamiltonian ordering (encoders/hamiltonian.hpp) over
// the cells, each cell's successors the cells its arrow points at; its literals "cell v holds
// number p" are the primary variables (value p); a given number is a unit clause.
#include "puzzles/signpost/signpost.hpp"

#include <algorithm>
#include <ostream>

#include "check/signpost.hpp"
#include "encoders/constants.hpp"
#include "encoders/hamiltonian.hpp"

namespace gridsat {

namespace {

constexpr int kDx[8] = {0, 1, 1, 1, 0, -1, -1, -1}, kDy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
const char* const kGlyph[8] = {"\u2191", "\u2197", "\u2192", "\u2198", "\u2193", "\u2199", "\u2190", "\u2196"};

bool solved(const Grid& g) {
  return std::all_of(g.cells.begin(), g.cells.end(), [&](int v) { return v >= 1 && v <= g.size(); });
}

}  // namespace

namespace {

Grid givens_of(int rows, int cols, const std::vector<int>& numbers) {
  Grid g(rows, cols, 0);
  g.cells = numbers;
  return g;
}

// Redundant link literals over the ordering: "v's successor is w" for each arrow target w; every
// cell has at most one successor and one predecessor, all but the last exactly one; a link
// holds exactly when v's number plus one is w's. Under groups only (explain, and generate's
// clue removal, whose "another solution" calls they speed up: 7x7, seeds 1-10, 2.4 -> 0.96 s
// of CPU for the ten puzzles, the same puzzles); a plain solve of sgt's 7x7 and 8x8 is faster
// without them (0.01 against 0.04 s of CPU for six).
void add_links(ClauseSink& cnf, const std::vector<std::vector<int>>& succ, const std::vector<std::vector<int>>& at) {
  const int N = static_cast<int>(succ.size());
  std::vector<std::vector<int>> in(N);
  std::vector<std::vector<int>> link(N);
  for (int v = 0; v < N; ++v)
    for (int w : succ[v]) {
      const int l = cnf.fresh();
      link[v].push_back(l);
      in[w].push_back(l);
      for (int p = 0; p + 1 < N; ++p) {
        add_clause(cnf, {-at[v][p], -at[w][p + 1], l});  // consecutive numbers: linked
        add_clause(cnf, {-l, -at[v][p], at[w][p + 1]});  // linked: consecutive
        add_clause(cnf, {-l, -at[w][p + 1], at[v][p]});
      }
      add_clause(cnf, {-l, -at[v][N - 1]});
      add_clause(cnf, {-l, -at[w][0]});
    }
  for (int v = 0; v < N; ++v) {
    at_most_one(cnf, link[v], Amo::sequential);
    at_most_one(cnf, in[v], Amo::sequential);
    std::vector<int> out = link[v];
    out.push_back(at[v][N - 1]);
    add_clause(cnf, out);  // a successor, or the last
    std::vector<int> into = in[v];
    into.push_back(at[v][0]);
    add_clause(cnf, into);  // a predecessor, or the first
  }
}

}  // namespace

Signpost::Signpost(int rows, int cols, std::vector<int> arrows, std::vector<int> numbers, SignpostForm form)
    : Puzzle("signpost", givens_of(rows, cols, numbers)), arrows_(std::move(arrows)), numbers_(std::move(numbers)),
      form_(form) {}

std::vector<int> Signpost::targets(int i) const {
  std::vector<int> out;
  const int d = arrows_[i];
  if (d == kNoArrow) return out;
  for (int x = i % cols() + kDx[d], y = i / cols() + kDy[d]; x >= 0 && x < cols() && y >= 0 && y < rows();
       x += kDx[d], y += kDy[d])
    out.push_back(y * cols() + x);
  return out;
}

std::string Signpost::describe() const {
  const auto n = std::count_if(numbers_.begin(), numbers_.end(), [](int v) { return v != 0; });
  return "signpost " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(n) + " numbers";
}

Encoding Signpost::encode(const EncodeOptions& opt) const {
  const int N = rows() * cols();
  Encoding e;
  e.base = Grid(rows(), cols(), 0);
  std::vector<std::vector<int>> succ(N);
  for (int i = 0; i < N; ++i) succ[i] = targets(i);
  std::vector<std::vector<int>> at;
  {
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "order", .label = "arrows"}; });
    at = hamiltonian_order(e.cnf, succ, N <= 8 ? Amo::pairwise : Amo::sequential);
    if (opt.groups) add_links(e.cnf, succ, at);  // explain and generate: see add_links
  }
  for (int v = 0; v < N; ++v)
    for (int p = 1; p <= N; ++p) e.primary.push_back({at[v][p - 1], v, p});
  int k = 0;
  for (int v = 0; v < N; ++v) {
    if (!numbers_[v]) continue;
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "number", .label = std::to_string(numbers_[v]) + " at " + cells_label(cols(), {v}),
                       .cells = {v}, .clue = true, .clue_index = k};
    });
    add_clause(e.cnf, {at[v][numbers_[v] - 1]});
    ++k;
  }
  return e;
}

std::optional<std::string> Signpost::check(const Grid& solution) const {
  return check::signpost(arrows_, numbers_, solution);
}

void Signpost::print_grid(std::ostream& out, const Grid& g) const {
  const bool done = solved(g);
  const size_t w = std::to_string(rows() * cols()).size();
  for (int r = 0; r < rows(); ++r) {
    std::string line;
    for (int c = 0; c < cols(); ++c) {
      const int i = r * cols() + c, v = done ? g.at(r, c) : numbers_[i];
      const std::string s = v ? std::to_string(v) : ".";
      line += (c ? " " : "") + std::string(w - std::min(w, s.size()), ' ') + s +
              (arrows_[i] == kNoArrow ? " " : kGlyph[arrows_[i]]);
    }
    out << line << '\n';
  }
}

std::string Signpost::line(const Grid& g) const {
  std::string s = signpost_sgt_id(rows(), cols(), arrows_, numbers_);
  if (!solved(g)) return s;
  s += ' ';
  for (size_t i = 0; i < g.cells.size(); ++i) s += (i ? "," : "") + std::to_string(g.cells[i]);
  return s;
}

Figure Signpost::figure(const Grid& shown) const {
  Figure f;
  f.largest = rows() * cols();
  const int C = cols();
  for (int i = 0; i < rows() * C; ++i)
    if (arrows_[i] != kNoArrow)
      f.segments.push_back({i % C + 0.5, i / C + 0.5, i % C + 0.5 + 0.4 * kDx[arrows_[i]],
                            i / C + 0.5 + 0.4 * kDy[arrows_[i]], Line::guide});
  (void)shown;
  return f;
}

int Signpost::clue_count() const {
  return static_cast<int>(std::count_if(numbers_.begin(), numbers_.end(), [](int v) { return v != 0; }));
}

std::unique_ptr<Puzzle> Signpost::with_clues(const std::vector<bool>& keep) const {
  std::vector<int> kept = numbers_;
  size_t k = 0;
  for (int& v : kept)
    if (v && !(k < keep.size() && keep[k++])) v = 0;
  return std::make_unique<Signpost>(rows(), cols(), arrows_, std::move(kept), form_);
}

std::unique_ptr<Puzzle> Signpost::with_givens(const Grid& givens, std::string_view) const {
  return std::make_unique<Signpost>(rows(), cols(), arrows_, givens.cells, form_);
}

}  // namespace gridsat
