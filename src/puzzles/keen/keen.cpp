// Keen's model: the cages, the native search's CSP, the checker's view, printing and the picture.
// The encoding is keen_encode.cpp; the forms keen_text.cpp and keen_url.cpp.
#include "puzzles/keen/keen.hpp"

#include <algorithm>
#include <ostream>

#include "base/errors.hpp"
#include "check/keen.hpp"
#include "check/latin.hpp"
#include "puzzles/common/permutation_grid.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

namespace {

std::string cell_words(int cell, int n) {
  return "row " + std::to_string(cell / n + 1) + " column " + std::to_string(cell % n + 1);
}

// Whether the cage's cells are one orthogonally connected piece.
bool connected(const std::vector<int>& cells, int n) {
  std::vector<int> seen{cells.front()}, todo{cells.front()};
  auto in_cage = [&](int c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
  while (!todo.empty()) {
    const int c = todo.back();
    todo.pop_back();
    const int r = c / n, col = c % n;
    for (int d : {r > 0 ? c - n : -1, r + 1 < n ? c + n : -1, col > 0 ? c - 1 : -1, col + 1 < n ? c + 1 : -1})
      if (d >= 0 && in_cage(d) && std::find(seen.begin(), seen.end(), d) == seen.end()) {
        seen.push_back(d);
        todo.push_back(d);
      }
  }
  return seen.size() == cells.size();
}

}  // namespace

Keen::Keen(int n, std::vector<KeenCage> cages, KeenForm form, int line)
    : Puzzle("keen", Grid(n, n)), cages_(std::move(cages)), cage_of_(static_cast<size_t>(n) * n, -1), form_(form) {
  for (KeenCage& c : cages_) {
    std::sort(c.cells.begin(), c.cells.end());
    if (c.cells.empty()) throw ParseError{line, "a cage without cells"};
  }
  std::sort(cages_.begin(), cages_.end(),  // in the order of their first cell, as sgt's IDs list them
            [](const KeenCage& a, const KeenCage& b) { return a.cells.front() < b.cells.front(); });
  for (size_t i = 0; i < cages_.size(); ++i) {
    const KeenCage& c = cages_[i];
    for (int cell : c.cells) {
      if (cell < 0 || cell >= n * n) throw ParseError{line, "a cage cell outside the grid"};
      if (cage_of_[cell] >= 0)
        throw ParseError{line, cell_words(cell, n) + " is in two cages (" + clue_text(cages_[cage_of_[cell]], false) +
                                   " and " + clue_text(c, false) + ")"};
      cage_of_[cell] = static_cast<int>(i);
    }
    if (!connected(c.cells, n))
      throw ParseError{line, "the cage " + clue_text(c, false) + " at " + cell_words(c.cells.front(), n) +
                                 " is not one connected piece"};
    if (auto why = cage_problem(c, n); !why.empty())
      throw ParseError{line, "the cage at " + cell_words(c.cells.front(), n) + ": " + why};
    if (c.cells.size() == 1) givens_.cells[c.cells.front()] = static_cast<int>(c.target);
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (cage_of_[cell] < 0) throw ParseError{line, cell_words(cell, n) + " is in no cage"};
  check_distinct_givens(givens_, line);
}

Keen::Keen(int n, KeenForm form)
    : Puzzle("keen", Grid(n, n)), cage_of_(static_cast<size_t>(n) * n, -1), form_(form) {}

std::unique_ptr<Keen> Keen::blank(int n) { return std::unique_ptr<Keen>(new Keen(n, KeenForm::sgt)); }

std::unique_ptr<Puzzle> Keen::with_clues(const std::vector<bool>&) const { return std::make_unique<Keen>(*this); }

std::string Keen::describe() const {
  return "keen " + std::to_string(n()) + "x" + std::to_string(n()) + ", " + std::to_string(cages_.size()) + " cages";
}

std::vector<std::vector<int>> Keen::groups() const { return latin_groups(n()); }

Csp Keen::to_csp() const {
  Csp csp = permutation_csp(givens_, groups());
  const int N = n();
  for (const KeenCage& c : cages_) {
    if (c.cells.size() < 2) continue;
    const KeenOp op = c.op;
    const int64_t target = c.target;
    const int size = static_cast<int>(c.cells.size());
    csp.relations.push_back({c.cells, [op, target, size, N](std::span<const int> prefix) {
                               return cage_allows(op, target, size, N, prefix);
                             }});
  }
  return csp;
}

std::optional<std::string> Keen::check(const Grid& solution) const {
  if (cages_.empty()) return check::latin(givens_, solution);  // blank(): no cage yet
  std::vector<check::Cage> cages;
  for (const KeenCage& c : cages_) cages.push_back({static_cast<char>(c.op), c.target, c.cells});
  return check::keen(n(), cages, solution);
}

void Keen::print_grid(std::ostream& out, const Grid& g) const {
  if (g == givens_) {
    print_keen_text(out, *this);
    return;
  }
  print_plain_grid(out, g);
}

std::string Keen::line(const Grid& g) const {
  if (g == givens_) return sgt_keen_id(*this);
  std::string s;
  for (int v : g.cells) s += value_char(v);
  return s;
}

Figure Keen::figure(const Grid&) const {
  Figure f;
  f.outline_regions(n(), cage_of_, Stroke::thick);
  for (const KeenCage& c : cages_)
    if (c.cells.size() > 1) f.corners.push_back({c.cells.front(), clue_text(c, true)});
  return f;
}

}  // namespace gridsat
