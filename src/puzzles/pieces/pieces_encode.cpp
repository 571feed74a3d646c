// No-three-in-line's encoding, the orbit model (see pieces.hpp), and its size estimate.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <set>
#include <span>

#include "base/saturating.hpp"
#include "check/pieces.hpp"
#include "encoders/card.hpp"
#include "encoders/constants.hpp"
#include "puzzles/pieces/pieces.hpp"

namespace gridsat {
namespace {

// Writes clauses with duplicate literals merged and tautologies dropped: with symmetry
// several cells of a line share one variable, and the encoders see it more than once.
class MergingSink final : public ClauseSink {
 public:
  explicit MergingSink(Cnf& cnf) : cnf_(cnf) {}
  int fresh() override { return cnf_.fresh(); }
  void add(std::span<const int> clause) override {
    buf_.assign(clause.begin(), clause.end());
    std::sort(buf_.begin(), buf_.end(),
              [](int a, int b) { return std::abs(a) != std::abs(b) ? std::abs(a) < std::abs(b) : a < b; });
    buf_.erase(std::unique(buf_.begin(), buf_.end()), buf_.end());
    for (size_t i = 1; i < buf_.size(); ++i)
      if (buf_[i] == -buf_[i - 1]) return;  // x or not x: always true
    cnf_.add(buf_);
  }
  using ClauseSink::add;

 private:
  Cnf& cnf_;
  std::vector<int> buf_;
};

}  // namespace

// An estimate from the line lengths alone (no line is built): what the cardinality encoding
// writes for a line of each length (counted once per length), summed over the lines, shared
// by the orbit's cells under symmetry (an upper bound: identical constraints are written once).
std::optional<EncodingSize> PiecesPuzzle::estimate(const EncodeOptions& opt) const {
  const int64_t N = n();
  const CardEncoding card = kCardOption.of(opt.choices);
  // What the card encoding writes for one line of len cells, counted once per length.
  std::map<std::pair<int64_t, bool>, std::pair<int64_t, int64_t>> sizes;
  auto size_of = [&](int64_t len, bool exactly) {
    auto [it, fresh] = sizes.try_emplace({len, exactly});
    if (fresh) {
      CountingSink sink;
      std::vector<int> lits(static_cast<size_t>(len));
      for (int& l : lits) l = sink.fresh();
      sink.vars = 0;
      if (exactly) exactly_k(sink, lits, 2, card);
      else at_most_k(sink, lits, 2, card);
      it->second = {sink.vars, sink.clauses};
      const int64_t triples = len * (len - 1) * (len - 2) / 6;  // the encoder's choice for short lines
      if (!exactly && triples <= sink.clauses) it->second = {0, triples};
    }
    return it->second;
  };
  auto cost = [&](int64_t len) { return size_of(len, false).second; };
  EncodingSize e;
  e.vars = N * N;
  e.clauses = N * N;
  sat_add_to(e.clauses, 2 * N, size_of(N, true).second);
  if (lines_ != PiecesLines::rows)
    for (int64_t dr = 1; 2 * dr <= N - 1; ++dr)
      for (int64_t dc = -(N - 1) / 2; dc <= (N - 1) / 2; ++dc) {
        if (dc == 0 || std::gcd(dr, std::abs(dc)) != 1) continue;
        if (lines_ == PiecesLines::diagonals && dr != std::abs(dc)) continue;
        const int64_t adc = std::abs(dc);
        // Lines start in the first dr rows or the first (or last) adc columns.
        for (int64_t r = 0; r < N; ++r)
          for (int64_t c = 0; c < N; ++c) {
            if (r - dr >= 0 && c - dc >= 0 && c - dc < N) continue;
            const int64_t steps = std::min((N - 1 - r) / dr, dc > 0 ? (N - 1 - c) / adc : c / adc);
            if (steps >= 2) {
              e.clauses = sat_add(e.clauses, cost(steps + 1));
              e.vars = sat_add(e.vars, size_of(steps + 1, false).first);
            }
          }
      }
  // near90: orbits of 4 off the diagonals, but the main diagonal's pairs keep lines through
  // them apart (measured: about n^2/4 variables and 1.15x the 90-degree clauses); 3 bounds it.
  const int64_t orbit = symmetry_ == 90 ? 4 : symmetry_ == check::kNear90 ? 3 : symmetry_ == 180 ? 2 : 1;
  e.clauses /= orbit;
  e.vars /= orbit;
  // With a symmetry, a line meeting an orbit twice also gets binary clauses (the orbit
  // excludes the others) where its counter loses two inputs: about 0.04% more at n = 52
  // with 90 degrees; 1% keeps the estimate an upper bound.
  if (orbit > 1) e.clauses = sat_add(e.clauses, e.clauses / 100 + N * N);
  return e;
}

namespace {

// A line of the board as orbit variables: (variable, how many of the line's cells its orbit
// holds), sorted by variable. Rotated copies of a line give the same sum.
using OrbitSum = std::vector<std::pair<int, int>>;

// Writes the orbit model's constraints, each distinct sum once.
class OrbitWriter {
 public:
  OrbitWriter(ClauseSink& sink, CardEncoding card) : sink_(sink), card_(card) {}

  // sum <= 2 (a line), or sum == 2 (a row or a column).
  void add(OrbitSum sum, bool exactly) {
    std::sort(sum.begin(), sum.end());
    OrbitSum key = sum;
    key.emplace_back(0, exactly);
    if (!seen_.insert(std::move(key)).second) return;
    std::vector<int> singles, doubles, lits;
    for (auto [v, m] : sum) {
      if (m >= 3) sink_.add({-v});  // three cells of one orbit on a line: the orbit stays empty
      else (m == 2 ? doubles : singles).push_back(v);
      for (int k = 0; k < std::min(m, 3); ++k) lits.push_back(v);
    }
    // An orbit twice on the line fills it: every other orbit of the line is empty.
    for (size_t i = 0; i < doubles.size(); ++i) {
      for (size_t j = i + 1; j < doubles.size(); ++j) sink_.add({-doubles[i], -doubles[j]});
      for (int x : singles) sink_.add({-doubles[i], -x});
    }
    if (exactly) {
      exactly_k(sink_, lits, 2, card_);  // few rows: the full multiset, doubles counted twice
      return;
    }
    if (singles.size() >= 3) at_most_k(sink_, singles, 2, choose(singles.size()));
  }

 private:
  // One clause per triple when that is no more clauses than the chosen counter.
  CardEncoding choose(size_t len) {
    if (card_ == CardEncoding::naive) return card_;
    auto [it, fresh] = naive_wins_.try_emplace(len, false);
    if (fresh) {
      CountingSink naive, counter;
      std::vector<int> lits(len);
      for (int& l : lits) l = naive.fresh();
      at_most_k(naive, lits, 2, CardEncoding::naive);
      at_most_k(counter, lits, 2, card_);
      it->second = naive.clauses <= counter.clauses;
    }
    return it->second ? CardEncoding::naive : card_;
  }

  ClauseSink& sink_;
  CardEncoding card_;
  std::set<OrbitSum> seen_;
  std::map<size_t, bool> naive_wins_;
};

}  // namespace

// With rule groups (explain): each cell its own literal (equal to its orbit's, outside every
// group: src/deduce reads a literal as one cell's fact), and each row, column and line its own
// group over those literals (no sum shared between lines); the givens and the cells the
// symmetry class leaves empty are groups too.
// Long: one group per given, per row, per column and per line, each written where it is opened.
Encoding PiecesPuzzle::encode_groups(const EncodeOptions& opt) const {
  const int N = n();
  Encoding enc;
  enc.one_hot = false;
  enc.base = Grid(N, N, 0);
  std::vector<int> var(static_cast<size_t>(N) * N, 0), own(var.size(), 0);
  for (int cell = 0; cell < N * N; ++cell) {
    if (!var[cell]) {
      const int v = enc.cnf.fresh();
      for (int x : orbit(cell)) var[x] = v;
    }
    own[cell] = enc.cnf.fresh();
    add_clause(enc.cnf, {-own[cell], var[cell]});
    add_clause(enc.cnf, {own[cell], -var[cell]});
    enc.primary.push_back({own[cell], cell, 1});
  }
  for (int cell = 0; cell < N * N; ++cell) {
    const int g = givens_.cells[cell];
    if (!g && !forced_empty(cell)) continue;
    GroupScope scope(enc, opt, [&] {
      return RuleGroup{.kind = g ? "given" : "symmetry",
                       .label = cells_label(N, {cell}) + (g == 1 ? " X" : " ."),
                       .cells = {cell},
                       .clue = g != 0};
    });
    add_clause(enc.cnf, {g == 1 ? own[cell] : -own[cell]});
  }
  if (opt.drop_groups) return enc;
  const CardEncoding card = kCardOption.of(opt.choices);
  auto constrain = [&](const std::vector<int>& cells, bool exactly, const std::string& kind, const std::string& label) {
    GroupScope scope(enc, opt, [&] { return RuleGroup{.kind = kind, .label = label, .cells = cells}; });
    std::vector<int> lits;
    for (int x : cells) lits.push_back(own[x]);
    if (exactly) exactly_k(enc.cnf, lits, 2, card);
    else at_most_k(enc.cnf, lits, 2, card);
  };
  std::vector<int> row(N), col(N);
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < N; ++k) {
      row[k] = i * N + k;
      col[k] = k * N + i;
    }
    constrain(row, true, "row", std::to_string(i + 1));
    constrain(col, true, "column", std::to_string(i + 1));
  }
  for (const auto& l : lines_of_three()) constrain(l, false, "line", cells_label(N, l));
  return enc;
}

Encoding PiecesPuzzle::encode(const EncodeOptions& opt) const {
  if (opt.groups) return encode_groups(opt);
  const int N = n();
  Encoding enc;
  enc.one_hot = false;
  enc.base = Grid(N, N, 0);
  // One variable per orbit of the symmetry (per cell without symmetry), named after its
  // first cell; a cell the class leaves empty has its own variable, false.
  std::vector<int> var(static_cast<size_t>(N) * N, 0);
  for (int cell = 0; cell < N * N; ++cell) {
    if (var[cell]) continue;
    const int v = enc.cnf.fresh();
    for (int x : orbit(cell)) var[x] = v;
  }
  for (int cell = 0; cell < N * N; ++cell) enc.primary.push_back({var[cell], cell, 1});
  MergingSink sink(enc.cnf);
  for (int cell = 0; cell < N * N; ++cell) {
    if (forced_empty(cell)) sink.add({-var[cell]});
    if (givens_.cells[cell] == 1) sink.add({var[cell]});
    if (givens_.cells[cell] == kNoPiece) sink.add({-var[cell]});
  }
  if (opt.drop_groups) return enc;  // test hook: no rules at all, the checker must object
  OrbitWriter writer(sink, kCardOption.of(opt.choices));
  std::map<int, int> count;
  auto constrain = [&](const std::vector<int>& cells, bool exactly) {
    count.clear();
    for (int x : cells)
      if (!forced_empty(x)) ++count[var[x]];
    writer.add(OrbitSum(count.begin(), count.end()), exactly);
  };
  std::vector<int> row(N), col(N);
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < N; ++k) {
      row[k] = i * N + k;
      col[k] = k * N + i;
    }
    constrain(row, true);
    constrain(col, true);
  }
  for (const auto& l : lines_of_three()) constrain(l, false);
  return enc;
}

}  // namespace gridsat
