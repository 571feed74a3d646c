// No-three-in-line's registration record (see model/family.hpp).
#include <algorithm>

#include "puzzles/pieces/options.hpp"
#include "puzzles/pieces/pieces.hpp"

namespace gridsat {

namespace {

// explain's rule names: a row's or a column's two pieces ("two_per_row"), a line of the
// family that already holds two ("no_three"), both at once ("count_and_line"), a given or
// the symmetry class alone; other mixes fall back to their kinds.
std::string pieces_rule(const std::vector<std::string>& kinds, bool) {
  const bool lines = std::find(kinds.begin(), kinds.end(), "line") != kinds.end();
  const bool counts = std::any_of(kinds.begin(), kinds.end(), [](const std::string& k) { return k == "row" || k == "column"; });
  if (kinds.size() == 1 && counts) return "two_per_row";
  if (kinds.size() == 1 && lines) return "no_three";
  if (lines && counts) return "count_and_line";
  if (kinds.size() == 2 && counts) return "row_and_column";
  if (kinds.size() == 1) return kinds[0];
  return "";
}

}  // namespace

const Family& pieces_family() {
  static const Family f{
      .name = "pieces",
      .reader = {.priority = 30, .looks_like = looks_like_pieces, .read = read_pieces, .blank = blank_pieces},
      .options = {"card", "lines", "symmetry"},
      .option_specs = {family_option_spec(kCardOption, "encoding", "pieces 'at most 2 on a line'", 50),
                       family_option_spec(kLinesOption, "puzzle", "pieces: the lines that may hold at most 2 pieces",
                                          80)},
      .help =
          "  No-three-in-line (pieces): X a piece, . no piece, ? free; a 'pieces N' header (a bare\n"
          "    board, or the N rows that follow), N lines of N cells, or one line of N*N; N = 2..100.\n"
          "    Or no FILE: --type pieces --size N. See --lines, --symmetry (90 needs an even N), --card.\n",
      .generate =
          {
              .no_puzzle = "no-three-in-line (pieces) has no puzzle form to generate: a board is a solution, not clues "
                           "with one completion (`gridsat solve --type pieces --size N` finds boards)",
          },
      .explain = {.rule = pieces_rule},
      .csp = false,  // its own search
      .max_value = [](int) { return 1; },
      // The line form is the solution's (X a piece, . none): a free cell (0 in the givens,
      // '?') prints as '.', which reads back as "no piece".
      .fuzz =
          {
              .line_reads_back = false,
              .seeds = "gridsat:solve,--type,pieces,--size,5,--format,line "
                       "gridsat:solve,--type,pieces,--size,8,--format,line "
                       "gridsat:count,--type,pieces,--size,4,--limit,0,--format,grid",
          },
      .edit = {.head = "pieces {n}", .tokens = "? X .", .spaced = false, .square = true, .picture = "- - - X ."},
  };
  return f;
}

}  // namespace gridsat
