#pragma once
// Hashi (Hashiwokakero; Simon Tatham's "Bridges", puz.link's hashikake): islands with numbers on
// a grid; join them with horizontal and vertical bridges, 1 to `max_bridges` between two islands
// that see each other, bridges never crossing, each island's number the count of its bridges,
// all islands connected (and, with sgt's "L" option, no loop of bridges).
//
// The grid carries the solution cell by cell, so that the primary variables (the bridge count
// of each pair of islands) determine it exactly and the usual outputs show it: 1 water; 1 + k a
// cell under k horizontal bridges (k = 1..4), 5 + k under k vertical ones; an island 10 + r + 5d,
// r and d the bridges to an island right next to it on its right and just below it (a bridge
// between side-by-side islands has no cell of its own; 0 unless the islands touch). JSON `grid`
// shows v - 1; JSON `bridges` lists [r1, c1, r2, c2, count] per bridged pair (extra_fields).
//
// Hashi inputs, one puzzle each (a line may go on with a space and a solution's block rows
// joined by '/', as --format line prints one; checked for shape and ignored):
//  - Simon Tatham's game IDs (sgt-bridges): "WxH" and the generator's options (iN, eN, mM the
//    most bridges between two islands, default 2; L: no loops; dN), ':', then the cells row by
//    row, run-length coded: a-z 1-26 water cells, 1-9 and A-G islands of 1-16;
//  - puzz.link / pzprjs URLs "https://puzz.link/p?hashikake/COLS/ROWS/BODY": pzprjs' number16
//    coding of the cells ('.' an island of any number), at most 2 bridges;
//  - the block (with --type hashi): a row a line, a character a cell: 1-9 and A-G islands, '?' an island of any
//    number, '.' water (and the bridge marks --format grid prints, read as water); at most 2
//    bridges, or "mM" (M = 1..4) alone on the line before the block.
#include <memory>
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

enum class HashiForm { sgt, puzzlink, block };

namespace hashi {
constexpr int kWater = 1;
constexpr int kIsland = 10;
constexpr int horizontal(int k) { return 1 + k; }
constexpr int vertical(int k) { return 5 + k; }
constexpr int kUnknown = -1;  // an island whose number is not given (puzz.link's '?')
}  // namespace hashi

class Hashi final : public Puzzle {
 public:
  // counts: rows * cols, row-major: 0 water, an island's number, or hashi::kUnknown.
  // `blank`: generate's layout (islands of no number), whose native search draws a random
  // network of bridges (hashi_generate.cpp) instead of enumerating solutions.
  Hashi(int rows, int cols, std::vector<int> counts, int max_bridges, bool no_loops, HashiForm form,
        bool blank = false);

  // Two islands that see each other: a right of or above b, the cells between them.
  struct Pair {
    int a, b;
    bool horizontal;
    std::vector<int> between;
    int most;  // the most bridges the pair can hold (max_bridges, and the numbers at both ends)
  };

  const std::vector<int>& counts() const { return counts_; }
  int max_bridges() const { return max_bridges_; }
  bool no_loops() const { return no_loops_; }
  const std::vector<Pair>& pairs() const { return pairs_; }

  // print_grid: The block: a row a line, islands' numbers (1-9, A-G for 10-16, '?' unknown), '.'
  //   water, '-' '=' 't' 'q' under 1-4 horizontal bridges, '|' '"' 'T' 'Q' under vertical ones.
  // line: The input's form (sgt ID or puzz.link URL; a block prints as an sgt ID), then, for a
  //   solution, a space and the block's rows joined by '/'.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  // Its own backtracking search over the pairs' counts (hashi_search.cpp): the cross-check.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  Figure figure(const Grid& shown) const override;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override;
  // generate's clues: the islands' numbers, row-major (clue groups' clue_index); a number not
  // kept becomes an island of unknown number (puzz.link's '?': the line form is then a URL).
  int clue_count() const override;
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;
  std::unique_ptr<Puzzle> with_givens(const Grid& givens, std::string_view form) const override;
  HashiForm form() const { return form_; }
  // explain's `bridges`: [r1, c1, r2, c2, k] (0-based, as extra_fields) per pair whose count k
  // (0: none) the cells placed in `after` tell and those in `before` did not.
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> decided_fields(const Grid& before,
                                                                                    const Grid& after) const override;

 private:
  std::vector<int> counts_;
  int max_bridges_;
  bool no_loops_;
  HashiForm form_;
  bool blank_;
  std::vector<Pair> pairs_;
};

// The solution grid of these bridge counts per pair (Hashi::pairs order).
std::vector<int> hashi_grid(const Hashi& h, const std::vector<int>& count);

// generate (hashi_generate.cpp): a random layout of islands on an n x n grid (grown as sgt
// grows its own: each new island at least two cells from the one it joins, never beside
// another across the line), the blank's random network of bridges, and the numbers it gives.
std::unique_ptr<Puzzle> hashi_layout(int n, const ReadOptions& opt, uint64_t seed);
NativeResult draw_network(const Hashi& blank, uint64_t seed, Deadline deadline, const ValuesSink& on_solution);
std::unique_ptr<Puzzle> hashi_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

// sgt-bridges' game ID: "WxHmM[L]:" then the cells, run-length coded (a-z 1-26 water cells,
// 1-9 and A-G islands of 1-16).
std::string hashi_sgt_id(int rows, int cols, const std::vector<int>& counts, int max_bridges, bool no_loops);
// pzprjs' hashikake URL: pzprjs' number16 coding of the cells ('.' an island of unknown number).
std::string hashi_puzzlink_url(int rows, int cols, const std::vector<int>& counts);
// The bridges a solution grid shows, per pair (0 none): decoded from the cells.
std::vector<int> hashi_bridges(const Hashi& h, const Grid& g);

// Reading and writing its forms (hashi_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_hashi(const std::string& text, const std::string& source, const ReadOptions& opt);

// Whether a text holds an sgt-bridges game ID or a puzz.link hashikake URL (for --type auto).
bool looks_like_hashi(const std::string& text);
std::string hashi_url(const Puzzle& p);  // --format url (Family::reader.url); "" when puzz.link cannot say it

}  // namespace gridsat
