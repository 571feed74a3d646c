// The loop genres' native search: see loop_search.hpp.
#include "puzzles/common/loop_search.hpp"

#include <bit>
#include <stdexcept>
#include <utility>

namespace gridsat {

LoopRules::LoopRules(int vertices, std::vector<std::pair<int, int>> edges)
    : vertices_(vertices), edges_(std::move(edges)) {
  std::vector<std::vector<int>> at(static_cast<size_t>(vertices));
  for (int e = 0; e < static_cast<int>(edges_.size()); ++e) {
    at[edges_[e].first].push_back(e);
    at[edges_[e].second].push_back(e);
  }
  for (const auto& es : at)
    if (!es.empty()) add(es, [](unsigned m) { return std::popcount(m) == 0 || std::popcount(m) == 2; });
}

void LoopRules::add(const std::vector<int>& edges, const std::function<bool(unsigned)>& allows) {
  if (edges.size() > kMaxEdges) throw std::logic_error("a loop rule over more than 8 edges");
  Rule rule;
  std::vector<int> place;  // per edge of `edges`, its bit in the rule, or -1 (absent: off)
  for (int e : edges) {
    place.push_back(e == kNoEdge ? -1 : static_cast<int>(rule.edges.size()));
    if (e != kNoEdge) rule.edges.push_back(e);
  }
  for (unsigned m = 0; m < 1u << rule.edges.size(); ++m) {
    unsigned full = 0;
    for (size_t k = 0; k < edges.size(); ++k)
      if (place[k] >= 0 && (m >> place[k] & 1)) full |= 1u << k;
    if (allows(full)) rule.allowed.push_back(static_cast<uint8_t>(m));
  }
  rules_.push_back(std::move(rule));
}

namespace {

class LoopSearch {
 public:
  LoopSearch(const LoopRules& rules, int64_t limit, Deadline deadline, const ValuesSink& sink,
             const std::function<std::vector<int>(const std::vector<char>&)>& to_values)
      : L_(rules),
        E_(static_cast<int>(rules.edges().size())),
        V_(rules.vertices()),
        budget_(limit, deadline, sink, 256),
        to_values_(to_values),
        val_(E_, -1),
        rules_of_(E_),
        at_(V_),
        queued_(rules.rules().size(), 0),
        deg_(V_, 0),
        mate_(V_, 0),
        len_(V_, 0),
        must_(V_, 0),
        seen_(V_, 0),
        face_up_(rules.face_count()),
        face_flip_(rules.face_count(), 0),
        face_rank_(rules.face_count(), 0) {
    for (int f = 0; f < rules.face_count(); ++f) face_up_[f] = f;
    for (int r = 0; r < static_cast<int>(rules.rules().size()); ++r)
      for (int e : rules.rules()[r].edges) rules_of_[e].push_back(r);
    for (int e = 0; e < E_; ++e) {
      at_[rules.edges()[e].first].push_back(e);
      at_[rules.edges()[e].second].push_back(e);
    }
    for (int v : rules.must_visits()) marked_ += !must_[v], must_[v] = 1;
    nbr_at_.push_back(0);
    for (int v = 0; v < V_; ++v) {
      for (int e : at_[v]) nbr_.push_back({e, other(e, v)});
      nbr_at_.push_back(static_cast<int>(nbr_.size()));
    }
  }

  NativeResult run() {
    for (int r = 0; r < static_cast<int>(L_.rules().size()); ++r) enqueue(r);
    if (propagate()) dfs();
    return budget_.finish(result_);
  }

 private:
  struct MateEntry {
    int v, mate, len;
  };
  struct Union {
    int child, root;
    bool ranked;  // the root's rank went up
  };
  struct Mark {
    size_t edges, mates, unions;
  };
  Mark mark() const { return {trail_.size(), mates_.size(), unions_.size()}; }

  void enqueue(int r) {
    if (!queued_[r]) queued_[r] = 1, queue_.push_back(r);
  }

  int other(int e, int v) const { return L_.edges()[e].first == v ? L_.edges()[e].second : L_.edges()[e].first; }

  // Sets edge e (unknown or already v); false on a contradiction (the caller undoes).
  bool assign(int e, int v) {
    if (val_[e] >= 0) return val_[e] == v;
    // First, as a refusal here leaves nothing to undo.
    if (!L_.beside().empty() && !relate(L_.beside()[e].first, L_.beside()[e].second, v)) return false;
    val_[e] = static_cast<int8_t>(v);
    trail_.push_back(e);
    for (int r : rules_of_[e]) enqueue(r);
    if (v == 0) return ++cuts_, true;
    ++joins_;
    const int a = L_.edges()[e].first, b = L_.edges()[e].second;
    const int x = deg_[a] ? mate_[a] : a, y = deg_[b] ? mate_[b] : b;
    const int la = deg_[a] ? len_[a] : 0, lb = deg_[b] ? len_[b] : 0;
    const int newly = (!deg_[a]++ && !must_[a]) + (!deg_[b]++ && !must_[b]);
    marked_ += newly, cuts_ += newly;
    ++on_;
    if (deg_[a] > 2 || deg_[b] > 2 || closed_ >= 0) return false;
    if (x == b) {  // the path from a ends at b: e closes it, and it must hold every on edge
      if (la + 1 != on_) return false;
      closed_ = e;
      return true;
    }
    mates_.push_back({x, mate_[x], len_[x]});
    mates_.push_back({y, mate_[y], len_[y]});
    mate_[x] = y, mate_[y] = x;
    len_[x] = len_[y] = la + lb + 1;
    return true;
  }

  // What rule r forces, given its edges' states; false when no allowed assignment is left.
  bool revise(int r) {
    const auto& rule = L_.rules()[r];
    const int k = static_cast<int>(rule.edges.size());
    unsigned known = 0, bits = 0;
    for (int j = 0; j < k; ++j)
      if (const int s = val_[rule.edges[j]]; s >= 0) known |= 1u << j, bits |= static_cast<unsigned>(s) << j;
    unsigned all = ~0u, any = 0;
    bool some = false;
    for (uint8_t m : rule.allowed)
      if ((m & known) == bits) all &= m, any |= m, some = true;
    if (!some) return false;
    for (int j = 0; j < k; ++j) {
      if (known >> j & 1) continue;
      if ((all >> j & 1) && !assign(rule.edges[j], 1)) return false;
      if (!(any >> j & 1) && !assign(rule.edges[j], 0)) return false;
    }
    return true;
  }

  // The edges that the path ends' bookkeeping forces: once the loop has closed, every other
  // edge off; before, an edge joining a path's two ends off while on edges lie outside it.
  // Returns false on a contradiction; `changed` says whether it set an edge.
  bool close_or_keep_open(bool& changed) {
    if (joins_ == joins_seen_) return true;  // no edge went on since the last look
    joins_seen_ = joins_;
    if (closed_ >= 0) {
      for (int e = 0; e < E_; ++e)
        if (val_[e] < 0) {
          changed = true;
          if (!assign(e, 0)) return false;
        }
      return true;
    }
    for (int v = 0; v < V_; ++v) {
      if (deg_[v] != 1 || len_[v] == on_) continue;
      for (int e : at_[v])
        if (val_[e] < 0 && other(e, v) == mate_[v]) {
          changed = true;
          if (!assign(e, 0)) return false;
        }
    }
    return true;
  }

  // A face's root in the union-find of faces, and whether it lies on the other side of it.
  std::pair<int, int> root(int f) const {
    int flip = 0;
    for (; face_up_[f] != f; f = face_up_[f]) flip ^= face_flip_[f];
    return {f, flip};
  }

  // Faces f and g on the same side (differ 0) or on opposite sides (1); false if they are
  // already known otherwise. Union by rank without path compression, so that undo is a pop.
  bool relate(int f, int g, int differ) {
    auto [rf, pf] = root(f);
    auto [rg, pg] = root(g);
    if (rf == rg) return (pf ^ pg) == differ;
    if (face_rank_[rf] < face_rank_[rg]) std::swap(rf, rg);
    const bool ranked = face_rank_[rf] == face_rank_[rg];
    face_up_[rg] = rf;
    face_flip_[rg] = static_cast<char>(pf ^ pg ^ differ);
    face_rank_[rf] += ranked;
    unions_.push_back({rg, rf, ranked});
    ++joined_;
    return true;
  }

  // The unknown edges whose two faces are related: on when they lie on opposite sides.
  bool sides_decide(bool& changed) {
    if (joined_ == scanned_) return true;  // only a new union relates two faces
    scanned_ = joined_;
    for (int e = 0; e < E_; ++e) {
      if (val_[e] >= 0) continue;
      const auto [rf, pf] = root(L_.beside()[e].first);
      const auto [rg, pg] = root(L_.beside()[e].second);
      if (rf != rg) continue;
      changed = true;
      if (!assign(e, pf ^ pg)) return false;
    }
    return true;
  }

  // Every on edge and every vertex that must be visited lies in one component of the graph of
  // edges not off (else no single loop holds them all).
  bool reachable() {
    if (cuts_ == cuts_seen_) return true;  // no edge went off, no vertex joined the loop
    int start = -1;
    for (size_t k = trail_.size(); k-- > 0 && start < 0;)
      if (val_[trail_[k]] == 1) start = L_.edges()[trail_[k]].first;
    if (start < 0 && !L_.must_visits().empty()) start = L_.must_visits()[0];
    if (start < 0) return true;
    ++stamp_;
    stack_.assign(1, start);
    seen_[start] = stamp_;
    int got = 0;
    while (!stack_.empty()) {
      const int v = stack_.back();
      stack_.pop_back();
      if ((got += deg_[v] || must_[v]) == marked_) return cuts_seen_ = cuts_, true;
      for (int k = nbr_at_[v]; k < nbr_at_[v + 1]; ++k)
        if (const auto [e, w] = nbr_[k]; val_[e] != 0 && seen_[w] != stamp_) seen_[w] = stamp_, stack_.push_back(w);
    }
    return false;
  }

  bool propagate() {
    for (;;) {
      while (!queue_.empty()) {
        const int r = queue_.back();
        queue_.pop_back();
        queued_[r] = 0;
        if (!revise(r)) return clear_queue();
      }
      bool changed = false;
      if (!close_or_keep_open(changed) || !sides_decide(changed)) return clear_queue();
      if (!changed) return reachable();
    }
  }

  bool clear_queue() {
    for (int r : queue_) queued_[r] = 0;
    queue_.clear();
    return false;
  }

  // Back to a state that propagated without a contradiction: what was looked at there holds.
  void undo(const Mark& to) {
    cuts_seen_ = cuts_, joins_seen_ = joins_;
    while (unions_.size() > to.unions) {
      const Union u = unions_.back();
      unions_.pop_back();
      face_up_[u.child] = u.child, face_flip_[u.child] = 0;
      face_rank_[u.root] -= u.ranked;
    }
    while (mates_.size() > to.mates) {
      const MateEntry m = mates_.back();
      mates_.pop_back();
      mate_[m.v] = m.mate, len_[m.v] = m.len;
    }
    while (trail_.size() > to.edges) {
      const int e = trail_.back();
      trail_.pop_back();
      if (val_[e] == 1) {
        --on_;
        for (int v : {L_.edges()[e].first, L_.edges()[e].second}) marked_ -= !--deg_[v] && !must_[v];
      }
      if (closed_ == e) closed_ = -1;
      val_[e] = -1;
    }
  }

  // The edge to branch on: an unknown one at the path end with the fewest; with no path end,
  // one of the rule with the fewest allowed assignments left (above one). -1: none unknown.
  int choose() const {
    int best = -1, fewest = 5;
    for (int v = 0; v < V_; ++v) {
      if (deg_[v] != 1) continue;
      int open = 0, first = -1;
      for (int e : at_[v])
        if (val_[e] < 0) ++open, first = first < 0 ? e : first;
      if (open > 0 && open < fewest) best = first, fewest = open;
    }
    if (best >= 0) return best;
    size_t least = SIZE_MAX;
    for (const auto& rule : L_.rules()) {
      unsigned known = 0, bits = 0;
      int open = -1;
      for (size_t j = 0; j < rule.edges.size(); ++j)
        if (const int s = val_[rule.edges[j]]; s >= 0) known |= 1u << j, bits |= static_cast<unsigned>(s) << j;
        else open = rule.edges[j];
      if (open < 0) continue;
      size_t left = 0;
      for (uint8_t m : rule.allowed) left += (m & known) == bits;
      if (left < least) least = left, best = open;
    }
    return best;
  }

  // Failed-edge probing to a fixpoint: an unknown edge whose one value propagates to a
  // contradiction takes the other. False when both fail.
  bool probe() {
    for (bool changed = true; changed;) {
      changed = false;
      for (int e = 0; e < E_; ++e) {
        if (val_[e] >= 0) continue;
        for (int v : {1, 0}) {
          const Mark before = mark();
          const bool fails = !(assign(e, v) && propagate());
          if (fails) clear_queue();
          undo(before);
          if (!fails) continue;
          ++result_.conflicts;
          if (!assign(e, 1 - v) || !propagate()) return clear_queue();
          changed = true;
          break;
        }
        if (budget_.stopped() || budget_.tick()) return true;
      }
    }
    return true;
  }

  void dfs() {
    if (budget_.stopped() || budget_.tick()) return;
    if (!probe()) {
      ++result_.conflicts;
      return;
    }
    if (budget_.stopped()) return;
    const int e = choose();
    if (e < 0) {
      if (closed_ < 0) {
        ++result_.conflicts;
        return;
      }
      std::vector<int> values;
      if (budget_.has_sink()) {
        std::vector<char> on(E_);
        for (int i = 0; i < E_; ++i) on[i] = val_[i] == 1;
        values = to_values_(on);
      }
      budget_.found(result_.count, values);
      return;
    }
    for (int v : {1, 0}) {
      ++result_.decisions;
      const Mark before = mark();
      if (assign(e, v) && propagate()) dfs();
      else clear_queue(), ++result_.conflicts;
      undo(before);
      if (budget_.stopped()) return;
    }
  }

  const LoopRules& L_;
  const int E_, V_;
  SearchBudget budget_;
  const std::function<std::vector<int>(const std::vector<char>&)>& to_values_;
  std::vector<int8_t> val_;                 // per edge: -1 unknown, 0 off, 1 on
  std::vector<std::vector<int>> rules_of_;  // per edge, the rules over it
  std::vector<std::vector<int>> at_;        // per vertex, its edges
  std::vector<int> queue_, trail_, stack_;  // rules to revise; edges set, in order; a walk's
  std::vector<char> queued_;
  std::vector<int> deg_, mate_, len_;  // per vertex: on edges; at a path's end, its other end and length
  std::vector<MateEntry> mates_;       // the mates and lengths overwritten, for undo
  std::vector<char> must_;
  std::vector<int> seen_;
  std::vector<int> face_up_;                 // per face: its parent in the union-find (itself at a root)
  std::vector<char> face_flip_, face_rank_;  // on the other side of its parent; a root's rank
  std::vector<Union> unions_;                // for undo
  std::vector<std::pair<int, int>> nbr_;     // per vertex from nbr_at_[v]: (its edge, the vertex across)
  std::vector<int> nbr_at_;
  // Events, counted since the start, and as they were at the last look that found nothing to
  // do: edges set off and vertices newly on the loop (reachable), edges set on (the ends).
  int64_t cuts_ = 0, cuts_seen_ = -1, joins_ = 0, joins_seen_ = -1;
  int marked_ = 0;                        // vertices on an on edge or to be visited
  int64_t joined_ = 0, scanned_ = 0;      // unions made; unions made at the last scan
  int stamp_ = 0, on_ = 0, closed_ = -1;  // on_: edges on; closed_: the edge that closed the loop
  NativeResult result_;
};

}  // namespace

NativeResult search_loops(const LoopRules& rules, int64_t limit, Deadline deadline, const ValuesSink& sink,
                          const std::function<std::vector<int>(const std::vector<char>&)>& to_values) {
  return LoopSearch(rules, limit, deadline, sink, to_values).run();
}

}  // namespace gridsat
