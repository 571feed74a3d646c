// Exact cover by rectangles: candidates, the clauses and the backtracking search.
#include "puzzles/common/rectangle_cover.hpp"

#include <algorithm>

#include "encoders/amo.hpp"
#include "encoders/constants.hpp"

namespace gridsat {

std::vector<std::vector<Rect>> rectangle_candidates(int rows, int cols, const std::vector<RectClue>& clues) {
  std::vector<int> clue_at(static_cast<size_t>(rows) * cols, -1);
  for (size_t k = 0; k < clues.size(); ++k) clue_at[static_cast<size_t>(clues[k].cell)] = static_cast<int>(k);
  std::vector<std::vector<Rect>> out(clues.size());
  for (size_t k = 0; k < clues.size(); ++k) {
    const int r = clues[k].cell / cols, c = clues[k].cell % cols, area = clues[k].area;
    for (int h = 1; h <= rows; ++h)
      for (int w = 1; w <= cols; ++w) {
        if (area > 0 && h * w != area) continue;
        for (int top = std::max(0, r - h + 1); top <= r && top + h <= rows; ++top)
          for (int left = std::max(0, c - w + 1); left <= c && left + w <= cols; ++left) {
            bool alone = true;
            for (int y = top; y < top + h && alone; ++y)
              for (int x = left; x < left + w && alone; ++x) {
                const int o = clue_at[static_cast<size_t>(y * cols + x)];
                alone = o < 0 || o == static_cast<int>(k);
              }
            if (alone) out[k].push_back({top, left, h, w});
          }
      }
  }
  return out;
}

RectangleCover::RectangleCover(ClauseSink& sink, int rows, int cols, std::vector<RectClue> clues)
    : sink_(sink), rows_(rows), cols_(cols), clues_(std::move(clues)), cand_(rectangle_candidates(rows, cols, clues_)) {
  const size_t n = static_cast<size_t>(rows) * cols;
  at_.assign(n, {});
  lit_.assign(n, {});
  choice_.resize(clues_.size());
  for (size_t k = 0; k < clues_.size(); ++k) {
    std::vector<bool> reach(n, false);
    for (const Rect& q : cand_[k]) {
      choice_[k].push_back(sink_.fresh());
      for (int y = q.top; y < q.top + q.height; ++y)
        for (int x = q.left; x < q.left + q.width; ++x) reach[static_cast<size_t>(y * cols + x)] = true;
    }
    for (size_t i = 0; i < n; ++i)
      if (reach[i]) {
        at_[i].push_back(static_cast<int>(k));
        lit_[i].push_back(static_cast<int>(i) == clues_[k].cell ? kTrue : sink_.fresh());
      }
  }
}

int RectangleCover::cell_lit(int i, int k) const {
  const auto& a = at_[static_cast<size_t>(i)];
  const auto it = std::find(a.begin(), a.end(), k);
  return it == a.end() ? kFalse : lit_[static_cast<size_t>(i)][static_cast<size_t>(it - a.begin())];
}

void RectangleCover::encode_clue(int k) {
  const auto& cands = cand_[static_cast<size_t>(k)];
  const auto& choice = choice_[static_cast<size_t>(k)];
  exactly_one(sink_, choice, Amo::sequential);
  const size_t n = static_cast<size_t>(rows_) * cols_;
  std::vector<std::vector<int>> covering(n);  // cell -> the choices of k covering it
  for (size_t j = 0; j < cands.size(); ++j) {
    const Rect& q = cands[j];
    for (int y = q.top; y < q.top + q.height; ++y)
      for (int x = q.left; x < q.left + q.width; ++x) {
        const int i = y * cols_ + x;
        covering[static_cast<size_t>(i)].push_back(choice[j]);
        add_clause(sink_, {-choice[j], cell_lit(i, k)});  // chosen: its cells are k's
      }
  }
  for (size_t i = 0; i < n; ++i) {
    const int lit = cell_lit(static_cast<int>(i), k);
    if (lit == kFalse || lit == kTrue) continue;
    std::vector<int> c = covering[i];
    c.push_back(-lit);  // k's only through a chosen candidate that covers it
    add_clause(sink_, c);
  }
}

void RectangleCover::encode_area(int k, int area) {
  const auto& cands = cand_[static_cast<size_t>(k)];
  for (size_t j = 0; j < cands.size(); ++j)
    if (cands[j].height * cands[j].width != area) add_clause(sink_, {-choice_[static_cast<size_t>(k)][j]});
}

void RectangleCover::encode_cell(int i) {
  const auto& lits = lit_[static_cast<size_t>(i)];
  if (lits.empty()) {
    add_clause(sink_, {kFalse});
    return;
  }
  if (std::find(lits.begin(), lits.end(), kTrue) != lits.end()) return;  // a clue's own cell
  exactly_one(sink_, lits, Amo::pairwise);
}

namespace {

class CoverSearch {
 public:
  CoverSearch(int rows, int cols, const std::vector<RectClue>& clues, int64_t limit, Deadline deadline,
              const ValuesSink& sink)
      : cols_(cols),
        cand_(rectangle_candidates(rows, cols, clues)),
        owner_(static_cast<size_t>(rows) * cols, 0),
        placed_(clues.size(), false),
        budget_(limit, deadline, sink, 256) {}

  NativeResult run() {
    dfs(0);
    return budget_.finish(result_);
  }

 private:
  bool fits(const Rect& q) const {
    for (int y = q.top; y < q.top + q.height; ++y)
      for (int x = q.left; x < q.left + q.width; ++x)
        if (owner_[static_cast<size_t>(y * cols_ + x)]) return false;
    return true;
  }
  void paint(const Rect& q, int v) {
    for (int y = q.top; y < q.top + q.height; ++y)
      for (int x = q.left; x < q.left + q.width; ++x) owner_[static_cast<size_t>(y * cols_ + x)] = v;
  }

  // Every free cell is reached by a fitting candidate of an unplaced clue; the clue with the
  // fewest fitting candidates in `best` (-1 when every clue is placed).
  bool plausible(int& best) const {
    std::vector<bool> reached(owner_.size(), false);
    size_t fewest = SIZE_MAX;
    best = -1;
    for (size_t k = 0; k < cand_.size(); ++k) {
      if (placed_[k]) continue;
      size_t n = 0;
      for (const Rect& q : cand_[k]) {
        if (!fits(q)) continue;
        ++n;
        for (int y = q.top; y < q.top + q.height; ++y)
          for (int x = q.left; x < q.left + q.width; ++x) reached[static_cast<size_t>(y * cols_ + x)] = true;
      }
      if (n < fewest) fewest = n, best = static_cast<int>(k);
    }
    for (size_t i = 0; i < owner_.size(); ++i)
      if (!owner_[i] && !reached[i]) return false;
    return fewest != 0;
  }

  void dfs(int depth) {
    if (budget_.stopped() || budget_.tick()) return;
    int k = -1;
    if (!plausible(k)) {
      ++result_.conflicts;
      return;
    }
    if (k < 0) {
      budget_.found(result_.count, owner_);
      return;
    }
    placed_[static_cast<size_t>(k)] = true;
    for (const Rect& q : cand_[static_cast<size_t>(k)]) {
      if (budget_.stopped()) break;
      if (!fits(q)) continue;
      ++result_.decisions;
      paint(q, k + 1);
      dfs(depth + 1);
      paint(q, 0);
    }
    placed_[static_cast<size_t>(k)] = false;
  }

  int cols_;
  std::vector<std::vector<Rect>> cand_;
  std::vector<int> owner_;
  std::vector<bool> placed_;
  SearchBudget budget_;
  NativeResult result_;
};

}  // namespace

NativeResult search_rectangle_cover(int rows, int cols, const std::vector<RectClue>& clues, int64_t limit,
                                    Deadline deadline, const ValuesSink& on_cover) {
  return CoverSearch(rows, cols, clues, limit, deadline, on_cover).run();
}

}  // namespace gridsat
