// Masyu's encoding with rule groups (EncodeOptions::groups: explain, grade, generate): the
// same rules over the pieces alone, so that every rule is a group of clauses over primary
// variables. Outside every group: each cell has exactly one piece. The groups:
//  - "black" / "white", per pearl (a clue): black: a turning piece, and each side it takes
//    continues straight through the next cell; white: a straight piece, not straight on both
//    sides along it;
//  - "cell", per cell: its pieces agree with its neighbours' (a side is used from both cells
//    or from neither; none past the border);
//  - "loop", one: the cells on the loop are connected through the sides both ends use, and
//    some cell is on it (encoders/connected.hpp; lazy, its cuts under the group's selector:
//    cnf/guarded_cuts.hpp), over copies of the pieces.
#include <memory>
#include <string>
#include <utility>

#include "cnf/guarded_cuts.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/masyu/masyu.hpp"
#include "puzzles/masyu/masyu_pieces.hpp"
#include "puzzles/slitherlink/loop_region.hpp"

namespace gridsat {

using masyu_pieces::kDc;
using masyu_pieces::kDr;
using masyu_pieces::kOpposite;
using masyu_pieces::kUses;

namespace {

// The pieces of cell (r, c) that use direction d, as literals of x (row-major, 8 per cell).
std::vector<int> using_side(const std::vector<int>& x, int C, int r, int c, int d) {
  std::vector<int> out;
  for (int p = 2; p <= 7; ++p)
    if (kUses[p][d]) out.push_back(x[(r * C + c) * 8 + p]);
  return out;
}

}  // namespace

// Long: the four kinds of group in turn, each a short loop over the cells.
Encoding Masyu::encode_groups(const EncodeOptions& opt) const {
  const int R = rows(), C = cols(), N = R * C;
  Encoding e;
  e.base = Grid(R, C, 0);
  std::vector<int> x(static_cast<size_t>(N) * 8, kFalse);
  for (int i = 0; i < N; ++i) {
    std::vector<int> one;
    for (int p = 1; p <= 7; ++p) {
      one.push_back(x[i * 8 + p] = e.cnf.fresh());
      e.primary.push_back({one.back(), i, p});
    }
    add_clause(e.cnf, one);
    for (size_t a = 0; a < one.size(); ++a)
      for (size_t b = a + 1; b < one.size(); ++b) add_clause(e.cnf, {-one[a], -one[b]});
  }
  auto inside = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C; };
  auto is = [&](int r, int c, int p) { return inside(r, c) ? x[(r * C + c) * 8 + p] : kFalse; };
  int k = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int pearl = pearls_[r * C + c], i = r * C + c;
      if (!pearl) continue;
      GroupScope g(e, opt, [&] {
        return RuleGroup{.kind = pearl == 1 ? "white" : "black", .label = cells_label(C, {i}), .cells = {i},
                         .clue = true, .clue_index = k};
      });
      ++k;
      if (pearl == 1) {
        add_clause(e.cnf, {is(r, c, 2), is(r, c, 3)});
        add_clause(e.cnf, {-is(r, c, 2), -is(r, c - 1, 2), -is(r, c + 1, 2)});
        add_clause(e.cnf, {-is(r, c, 3), -is(r - 1, c, 3), -is(r + 1, c, 3)});
        continue;
      }
      add_clause(e.cnf, {is(r, c, 4), is(r, c, 5), is(r, c, 6), is(r, c, 7)});
      for (int p = 4; p <= 7; ++p)
        for (int d = 0; d < 4; ++d) {
          const int straight = d < 2 ? 3 : 2;  // the piece that goes on along d
          if (!kUses[p][d]) continue;
          const int r1 = r + kDr[d], c1 = c + kDc[d];
          const bool room = inside(r1, c1) && inside(r1 + kDr[d], c1 + kDc[d]);
          add_clause(e.cnf, {-is(r, c, p), room ? is(r1, c1, straight) : kFalse});
        }
    }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int i = r * C + c;
      GroupScope g(e, opt, [&] { return RuleGroup{.kind = "cell", .label = cells_label(C, {i}), .cells = {i}}; });
      for (int d = 0; d < 4; ++d) {
        const int r1 = r + kDr[d], c1 = c + kDc[d];
        const std::vector<int> mine = using_side(x, C, r, c, d);
        if (!inside(r1, c1)) {
          for (int l : mine) add_clause(e.cnf, {-l});
          continue;
        }
        const std::vector<int> theirs = using_side(x, C, r1, c1, kOpposite[d]);
        for (const auto& [from, to] : {std::pair{&mine, &theirs}, std::pair{&theirs, &mine}})
          for (int l : *from) {
            std::vector<int> clause{-l};
            clause.insert(clause.end(), to->begin(), to->end());
            add_clause(e.cnf, clause);
          }
      }
    }
  // The loop's rule speaks of copies of the pieces (defined outside every group: no rule), so
  // explain tries it only in a whole-puzzle step: a loop closure then costs its pearls and
  // cells too, which is what sets sgt's tricky puzzles apart (alone or paired with one cell,
  // every hardest step of 40 sgt puzzles cost 2 at both levels).
  copy_literals(e.cnf, x);
  GroupScope loop(e, opt, [&] { return loop_group(N); });
  NodeGraph g;
  for (int i = 0; i < N; ++i) g.active.push_back(-x[i * 8 + 1]);
  add_clause(e.cnf, g.active);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      for (int d : {1, 3}) {  // down, right: each side once
        const int r1 = r + kDr[d], c1 = c + kDc[d];
        if (!inside(r1, c1)) continue;
        const std::vector<int> a = using_side(x, C, r, c, d), b = using_side(x, C, r1, c1, kOpposite[d]);
        const int s = e.cnf.fresh();  // the side is used from both ends
        std::vector<int> sa{-s}, sb{-s};
        for (int l : a) sa.push_back(l);
        for (int l : b) sb.push_back(l);
        add_clause(e.cnf, sa);
        add_clause(e.cnf, sb);
        for (int la : a)
          for (int lb : b) add_clause(e.cnf, {-la, -lb, s});
        g.edges.push_back({r * C + c, r1 * C + c1, s});
      }
  // Lazy whatever --connectivity asks, its cuts under the loop's selector (as Slitherlink's): the
  // eager spanning tree's variables were decided in every call, the loop on or off.
  LazyConstraints cuts;
  connected(e.cnf, cuts, g, Connectivity::lazy);
  if (!cuts.empty()) e.lazy.push_back(std::make_shared<GuardedCuts>(std::move(cuts), e.groups.back().selector));
  return e;
}

}  // namespace gridsat
