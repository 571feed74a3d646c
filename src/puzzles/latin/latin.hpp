#pragma once
// Latin-square completion: an N x N grid, each value 1..N once in every row and column.
//
// Latin-square completion inputs: Gomes' .pls ("order N" then N rows, symbols 0..N-1,
// -1 blank), a "latin N" header then N rows of 0..N (0 or . blank), or (with --type latin)
// any grid the Sudoku reader accepts.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "text/grid_text.hpp"

namespace gridsat {

struct PermutationLayout;

class LatinSquare : public Puzzle {
 public:
  LatinSquare(Grid givens, GridForm form);  // .pls: symbols from 0 (-1 blank)

  int n() const { return givens_.rows; }
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  std::optional<EncodingSize> estimate(const EncodeOptions& opt) const override;
  Csp to_csp() const override;
  std::optional<HumanForm> human_form() const override;
  std::vector<Grid> known_solutions() const override;
  double native_first_seconds(int64_t limit) const override;
  // One solution of a quasigroup with holes at the hard ratio (local_search_pays): the local
  // search on the square (latin_local.hpp) for up to kLocalSeconds, then the complete CSP
  // search, so that "no solution" and counts stay proved. Everything else: the CSP search.
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  // Every plain Latin square with holes: latin_local.hpp's search (the sls backend's, the
  // slice's above); nullopt for Futoshiki and Towers, whose extra rules it does not know.
  std::optional<bool> search_local(Deadline deadline, uint64_t seed, const ValuesSink& on_solution,
                                   int64_t& steps) const override;
  // A plain Latin square (not Futoshiki or Towers, which add rules to its rows and columns).
  bool plain() const { return family() == "latin"; }
  // A plain square of order 30 or more with 25%..50% holes: where CDCL stalls and local search on the square
  // wins (BENCHMARKS.md, "Local search").
  bool local_search_pays() const;
  static constexpr double kLocalSeconds = 10;

  std::vector<std::vector<int>> groups() const;  // the N rows, then the N columns
  const PermutationLayout& layout() const;       // groups()' shape, cached ("latin N")

 protected:
  LatinSquare(std::string_view family, Grid givens, GridForm form);  // Futoshiki's, Towers'
  GridForm form_;
};

// Prints rows of right-aligned values ('.' for blank), as wide as the largest value.

// Reading and writing its forms (latin_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_latin(const std::string& text, const std::string& source, const ReadOptions& opt);

}  // namespace gridsat
