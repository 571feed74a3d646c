#include "puzzles/common/grown_regions.hpp"

#include <climits>
#include <deque>

#include "encoders/amo.hpp"
#include "encoders/connected.hpp"
#include "encoders/constants.hpp"
#include "puzzles/common/binary_cells.hpp"

namespace gridsat {

GrownRegions::GrownRegions(ClauseSink& sink, int rows, int cols, std::vector<SizeClue> clues, std::vector<int> in,
                           int64_t max_layers)
    : sink_(sink), rows_(rows), cols_(cols), clues_(std::move(clues)), in_(std::move(in)), max_layers_(max_layers) {
  const size_t n = static_cast<size_t>(rows) * cols;
  // Cells no region but clue k's own may hold: the other clues and their neighbours.
  std::vector<int> owner(n, -1);  // -1 free, else the clue whose cell or neighbour it is (-2: two clues)
  for (size_t k = 0; k < clues_.size(); ++k) {
    const int c = clues_[k].cell;
    std::vector<int> near = neighbours(c);
    near.push_back(c);
    for (int m : near) {
      int& o = owner[static_cast<size_t>(m)];
      o = o == -1 || o == static_cast<int>(k) ? static_cast<int>(k) : -2;
    }
  }
  for (size_t k = 0; k < clues_.size(); ++k) {
    const int bound = clues_[k].size > 0 ? clues_[k].size - 1 : INT_MAX;
    std::vector<int> dist(n, -1);
    std::deque<int> queue{clues_[k].cell};
    dist[static_cast<size_t>(clues_[k].cell)] = 0;
    while (!queue.empty()) {
      const int v = queue.front();
      queue.pop_front();
      if (dist[static_cast<size_t>(v)] >= bound) continue;
      for (int m : neighbours(v)) {
        const int o = owner[static_cast<size_t>(m)];
        if (dist[static_cast<size_t>(m)] >= 0 || (o != -1 && o != static_cast<int>(k))) continue;
        dist[static_cast<size_t>(m)] = dist[static_cast<size_t>(v)] + 1;
        queue.push_back(m);
      }
    }
    std::vector<int> member(n, kFalse);
    for (size_t i = 0; i < n; ++i)
      if (dist[i] >= 0) member[i] = sink_.fresh();
    member_.push_back(std::move(member));
    dist_.push_back(std::move(dist));
  }
}

std::vector<int> GrownRegions::neighbours(int i) const { return orthogonal_neighbours(rows_, cols_, i); }

void GrownRegions::encode_clue(int k) {
  const auto& member = member_[static_cast<size_t>(k)];
  const int c = clues_[static_cast<size_t>(k)].cell;
  add_clause(sink_, {member[static_cast<size_t>(c)]});
  std::vector<int> lits;
  for (int v = 0; v < rows_ * cols_; ++v) {
    const int x = member[static_cast<size_t>(v)];
    if (x == kFalse) continue;
    lits.push_back(x);
    for (int m : neighbours(v)) add_clause(sink_, {-x, -in_[static_cast<size_t>(m)], member[static_cast<size_t>(m)]});
  }
  const int size = clues_[static_cast<size_t>(k)].size;
  if (size > 0 && 2 * size > static_cast<int>(lits.size())) {  // fewer out than in: count those
    std::vector<int> out;
    for (int x : lits) out.push_back(-x);
    exactly_k_lits(sink_, out, static_cast<int>(lits.size()) - size);
  } else if (size > 0) {
    exactly_k_lits(sink_, lits, size);
  }
  if (size > 0 && layer_count(k) <= max_layers_) {
    layers(k);
    return;
  }
  NodeGraph g;
  std::vector<int> node(member.size(), -1);
  for (size_t v = 0; v < member.size(); ++v)
    if (member[v] != kFalse) node[v] = static_cast<int>(g.active.size()), g.active.push_back(member[v]);
  for (size_t v = 0; v < member.size(); ++v)
    for (int m : neighbours(static_cast<int>(v)))
      if (node[v] >= 0 && node[static_cast<size_t>(m)] > node[v]) g.edges.push_back({node[v], node[static_cast<size_t>(m)], 0});
  LazyConstraints none;  // eager: no cuts
  connected(sink_, none, g, Connectivity::eager);
}

// The distance layers' variables of clue k: per reachable cell, size - dist of them.
int64_t GrownRegions::layer_count(int k) const {
  int64_t count = 0;
  for (int d : dist_[static_cast<size_t>(k)])
    if (d >= 0) count += clues_[static_cast<size_t>(k)].size - d;
  return count;
}

// reach[v][t - dist(v)]: v in k's region within t steps of the clue through the region, for
// t = dist(v)..size - 1; the last is the membership literal itself.
void GrownRegions::layers(int k) {
  const auto& member = member_[static_cast<size_t>(k)];
  const auto& dist = dist_[static_cast<size_t>(k)];
  const int top = clues_[static_cast<size_t>(k)].size - 1, c = clues_[static_cast<size_t>(k)].cell;
  std::vector<std::vector<int>> reach(member.size());
  for (size_t v = 0; v < member.size(); ++v) {
    if (dist[v] < 0) continue;
    for (int t = dist[v]; t < top; ++t) reach[v].push_back(static_cast<int>(v) == c ? kTrue : sink_.fresh());
    reach[v].push_back(member[v]);
  }
  const auto at = [&](int v, int t) {  // kFalse below its distance
    const int d = dist[static_cast<size_t>(v)];
    return d < 0 || t < d ? kFalse : reach[static_cast<size_t>(v)][static_cast<size_t>(t - d)];
  };
  for (int v = 0; v < static_cast<int>(member.size()); ++v) {
    if (dist[static_cast<size_t>(v)] < 0 || v == c) continue;
    for (int t = std::max(dist[static_cast<size_t>(v)], 1); t <= top; ++t) {
      std::vector<int> why{-at(v, t), at(v, t - 1)};
      for (int m : neighbours(v)) why.push_back(at(m, t - 1));
      add_clause(sink_, why);
      if (t > dist[static_cast<size_t>(v)]) add_clause(sink_, {-at(v, t - 1), at(v, t)});
    }
  }
}

void GrownRegions::encode_cell(int i) {
  std::vector<int> of{-in_[static_cast<size_t>(i)]};
  std::vector<int> lits;
  for (const auto& member : member_) {
    const int x = member[static_cast<size_t>(i)];
    if (x == kFalse) continue;
    of.push_back(x);
    lits.push_back(x);
    add_clause(sink_, {-x, in_[static_cast<size_t>(i)]});
  }
  add_clause(sink_, of);
  at_most_one_lits(sink_, lits, Amo::sequential);
}

void GrownRegions::encode_all() {
  for (int k = 0; k < clue_count(); ++k) encode_clue(k);
  for (int i = 0; i < rows_ * cols_; ++i) encode_cell(i);
}

}  // namespace gridsat
