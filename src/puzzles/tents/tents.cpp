#include "puzzles/tents/tents.hpp"

#include <algorithm>
#include <functional>
#include <ostream>

#include "check/tents.hpp"
#include "encoders/amo.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

Tents::Tents(Grid givens, std::vector<char> trees, std::vector<int> counts, TentsForm form)
    : Puzzle("tents", std::move(givens), Symbols::from_zero),
      trees_(std::move(trees)),
      counts_(std::move(counts)),
      form_(form) {
  for (int i = 0; i < givens_.size(); ++i)
    if (trees_[i]) givens_.cells[i] = 1;
}

std::string Tents::describe() const {
  const auto n = std::count(trees_.begin(), trees_.end(), 1);
  return "tents " + std::to_string(cols()) + "x" + std::to_string(rows()) + ", " + std::to_string(n) + " trees";
}

namespace {

// The pairs of touching cells (orthogonally or diagonally), each once.
std::vector<std::pair<int, int>> touching(int rows, int cols) {
  std::vector<std::pair<int, int>> out;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int i = r * cols + c;
      if (c + 1 < cols) out.push_back({i, i + 1});
      if (r + 1 < rows) out.push_back({i, i + cols});
      if (r + 1 < rows && c + 1 < cols) out.push_back({i, i + cols + 1});
      if (r + 1 < rows && c > 0) out.push_back({i, i + cols - 1});
    }
  return out;
}

// The cells of count i (columns first, then rows).
std::vector<int> count_cells(int rows, int cols, int i) {
  std::vector<int> out;
  if (i < cols)
    for (int r = 0; r < rows; ++r) out.push_back(r * cols + i);
  else
    for (int c = 0; c < cols; ++c) out.push_back((i - cols) * cols + c);
  return out;
}

// explain's groups (EncodeOptions::groups) of the rule "no two tents touch": per 2x2 block, at
// most one tent (every touching pair lies in one; a grid one cell wide has 1x2 blocks).
void touching_groups(const Tents& t, Encoding& e, const EncodeOptions& opt, const std::vector<int>& tent) {
  const int R = t.rows(), C = t.cols();
  for (int r = 0; r < std::max(1, R - 1); ++r)
    for (int c = 0; c < std::max(1, C - 1); ++c) {
      std::vector<int> block;
      for (int dr = 0; dr < 2 && r + dr < R; ++dr)
        for (int dc = 0; dc < 2 && c + dc < C; ++dc) block.push_back((r + dr) * C + c + dc);
      if (block.size() < 2) continue;
      GroupScope g(e, opt, [&] { return RuleGroup{.kind = "touch", .label = cells_label(C, block), .cells = block}; });
      for (size_t a = 0; a < block.size(); ++a)
        for (size_t b = a + 1; b < block.size(); ++b) add_clause(e.cnf, {-tent[block[a]], -tent[block[b]]});
    }
}

}  // namespace

// The four rules, each in its groups under EncodeOptions::groups (touching, counts, trees, cells).
Encoding Tents::encode(const EncodeOptions& opt) const {
  Encoding e;
  e.base = givens_;
  const std::vector<int> tent = binary_cells(e);
  if (opt.groups) {
    touching_groups(*this, e, opt, tent);
  } else {
    for (auto [a, b] : touching(rows(), cols())) add_clause(e.cnf, {-tent[a], -tent[b]});
  }
  for (int i = 0, clue = 0; i < static_cast<int>(counts_.size()); ++i) {
    if (counts_[i] == kNoCount) continue;
    const std::vector<int> cells = count_cells(rows(), cols(), i);
    std::vector<int> lits;
    for (int c : cells) lits.push_back(tent[c]);
    GroupScope g(e, opt, [&] {
      const std::string line = i < cols() ? "column " + std::to_string(i + 1) : "row " + std::to_string(i - cols() + 1);
      return RuleGroup{.kind = "count",
                       .label = std::to_string(counts_[i]) + " in " + line,
                       .cells = cells,
                       .clue = true,
                       .clue_index = clue};
    });
    ++clue;
    exactly_k_lits(e.cnf, lits, counts_[i]);
  }
  // The matching: m(tree, cell) for each non-tree cell beside a tree.
  const Amo amo = opt.amo.value_or(Amo::pairwise);
  std::vector<std::vector<int>> into(givens_.cells.size());  // per cell, the m variables into it
  for (int t = 0; t < givens_.size(); ++t) {
    if (!trees_[t]) continue;
    std::vector<int> out, near;
    for (int c : orthogonal_neighbours(rows(), cols(), t))
      if (!trees_[c]) near.push_back(c);
    GroupScope g(e, opt, [&] {
      return RuleGroup{.kind = "tree", .label = "tree at " + cells_label(cols(), {t}), .cells = near};
    });
    for (int c : near) {
      const int m = e.cnf.fresh();
      add_clause(e.cnf, {-m, tent[c]});
      out.push_back(m);
      into[c].push_back(m);
    }
    add_clause(e.cnf, out);
    at_most_one(e.cnf, out, amo);
  }
  for (int c = 0; c < givens_.size(); ++c) {
    if (trees_[c]) continue;
    GroupScope g(e, opt, [&] { return RuleGroup{.kind = "tent", .label = cells_label(cols(), {c}), .cells = {c}}; });
    std::vector<int> clause = into[c];
    clause.push_back(-tent[c]);
    add_clause(e.cnf, clause);
    if (into[c].size() > 1) at_most_one(e.cnf, into[c], amo);
  }
  return e;
}

std::optional<EncodingSize> Tents::estimate(const EncodeOptions&) const {
  EncodingSize s;
  const int64_t cells = givens_.size(), R = rows(), C = cols();
  s.vars = 2 * cells + 4 * cells + cells * (R + C);
  s.clauses = 2 * cells + 4 * cells + 4 * cells + 12 * cells + 2 * cells * (R + C);
  return s;
}

Csp Tents::to_csp() const {
  Csp csp = binary_csp(givens_);
  for (int c = 0; c < givens_.size(); ++c) {  // a tent stands beside a tree
    const auto near = orthogonal_neighbours(rows(), cols(), c);
    if (!trees_[c] && std::none_of(near.begin(), near.end(), [&](int n) { return trees_[n]; })) csp.fixed[c] = 1;
  }
  auto at_most_one_tent = [](std::span<const int> prefix) { return std::count(prefix.begin(), prefix.end(), 2) <= 1; };
  for (auto [a, b] : touching(rows(), cols())) csp.relations.push_back({{a, b}, at_most_one_tent});
  for (int i = 0; i < static_cast<int>(counts_.size()); ++i) {
    if (counts_[i] == kNoCount) continue;
    const auto cells = count_cells(rows(), cols(), i);
    const int k = counts_[i], size = static_cast<int>(cells.size());
    csp.relations.push_back({cells, [k, size](std::span<const int> prefix) {
                               const int on = static_cast<int>(std::count(prefix.begin(), prefix.end(), 2));
                               return on <= k && on + size - static_cast<int>(prefix.size()) >= k;
                             }});
  }
  for (int t = 0; t < givens_.size(); ++t) {  // a tent beside every tree
    if (!trees_[t]) continue;
    std::vector<int> near;
    for (int c : orthogonal_neighbours(rows(), cols(), t))
      if (!trees_[c]) near.push_back(c);
    const size_t size = near.size();
    csp.relations.push_back({near, [size](std::span<const int> prefix) {
                               return prefix.size() < size || std::count(prefix.begin(), prefix.end(), 2) > 0;
                             }});
  }
  return csp;
}

namespace {

// Kuhn's augmenting paths: whether every tree of `v` (R x C, values 1/2, trees given) can be
// matched to its own tent beside it, every tent used (the counts are equal).
bool matched(const std::vector<int>& v, const std::vector<char>& trees, int R, int C) {
  std::vector<int> tree_list, owner(v.size(), -1);
  int tents = 0;
  for (size_t i = 0; i < v.size(); ++i) {
    if (trees[i]) tree_list.push_back(static_cast<int>(i));
    tents += v[i] == 2;
  }
  if (tents != static_cast<int>(tree_list.size())) return false;
  std::vector<char> seen;
  std::function<bool(int)> augment = [&](int t) {
    for (int c : orthogonal_neighbours(R, C, t)) {
      if (v[c] != 2 || seen[c]) continue;
      seen[c] = 1;
      if (owner[c] < 0 || augment(owner[c])) {
        owner[c] = t;
        return true;
      }
    }
    return false;
  };
  for (int t : tree_list) {
    seen.assign(v.size(), 0);
    if (!augment(t)) return false;
  }
  return true;
}

}  // namespace

NativeResult Tents::search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                                  const NativeOptions& opt) const {
  if (!opt.generic && opt.seed == 0) return tents_search(*this, limit, deadline, on_solution);
  return search_filtered(to_csp(), limit, deadline, on_solution, opt,
                         [&](const std::vector<int>& v) { return matched(v, trees_, rows(), cols()); });
}

std::optional<std::string> Tents::check(const Grid& solution) const {
  return check::tents(trees_, counts_, givens_, solution);
}

void Tents::print_grid(std::ostream& out, const Grid& g) const {
  for (int r = 0; r < rows(); ++r) {
    for (int c = 0; c < cols(); ++c) {
      const int i = r * cols() + c;
      out << (trees_[i] ? 'T' : g.cells[i] == 2 ? 'A' : '.');
    }
    const int n = counts_[cols() + r];
    out << ' ' << (n == kNoCount ? "." : std::to_string(n)) << '\n';
  }
  for (int c = 0; c < cols(); ++c) out << (c ? " " : "") << (counts_[c] == kNoCount ? "." : std::to_string(counts_[c]));
  out << '\n';
}

std::string tents_sgt_id(const Tents& t, const Grid& g) {
  // The puzzle's own givens carry their cells given empty ('-', as the reader takes them); in
  // any other grid (a solution) 1 is every cell without a tent, so only its tents are written.
  const bool marks = g == t.givens();
  std::string s = std::to_string(t.cols()) + "x" + std::to_string(t.rows()) + ":";
  int run = 0;
  const int n = g.size();
  for (int i = 0; i <= n; ++i) {
    const bool tree = i == n || t.trees()[i];
    const bool tent = i < n && !tree && g.cells[i] == 2;
    const bool empty = marks && i < n && !tree && g.cells[i] == 1;
    if (!tree && !tent && !empty) {
      for (++run; run > 25; run -= 25) s += 'z';  // as tents.c: 'z' once a 26th empty cell comes
      continue;
    }
    s += run == 0 ? '_' : static_cast<char>('a' + run - 1);
    run = 0;
    if (tent) s += '!';
    if (empty) s += '-';
  }
  for (int c : t.counts()) s += "," + (c == Tents::kNoCount ? std::string() : std::to_string(c));
  return s;
}

std::string Tents::line(const Grid& g) const {
  // Tents and cells given empty have no puzz.link form: the sgt ID carries them ('!', '-').
  bool marks = std::count(g.cells.begin(), g.cells.end(), 2) > 0;
  for (int i = 0; i < g.size() && g == givens(); ++i) marks = marks || (g.cells[i] == 1 && !trees_[i]);
  if (form_ == TentsForm::puzzlink && !marks) return tents_puzzlink_url(*this);
  return tents_sgt_id(*this, g);
}

Figure Tents::figure(const Grid& shown) const {
  Figure f;
  f.values = false;
  f.margin_right = f.margin_bottom = 1;
  for (int i = 0; i < givens_.size(); ++i) {
    const double x = i % cols() + 0.5, y = i / cols() + 0.5;
    if (trees_[i]) {
      f.fills.push_back({i, 0.2});
      f.texts.push_back({x, y, "T", Ink::given});
    } else if (shown.cells[i] == 2) {
      f.texts.push_back({x, y, "\u25B2", givens_.cells[i] == 2 ? Ink::given : Ink::solved});
    }
  }
  for (int i = 0; i < static_cast<int>(counts_.size()); ++i) {
    if (counts_[i] == kNoCount) continue;
    const bool col = i < cols();
    f.texts.push_back(
        {col ? i + 0.5 : cols() + 0.5, col ? rows() + 0.5 : i - cols() + 0.5, std::to_string(counts_[i]), Ink::clue});
  }
  return f;
}

}  // namespace gridsat
