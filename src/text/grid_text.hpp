#pragma once
// Reading square grids of values, shared by the families whose cells hold 1..N:
// one puzzle per line (N*N characters or integers), or N lines of N characters or of N
// integers; '#' lines are comments, blank lines separate grids. A family adds its own
// special lines (solo IDs, "order N" headers) through a hook.
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "model/family.hpp"
#include "text/lines.hpp"

namespace gridsat {

enum class GridForm {
  chars,   // characters: . or 0 blank; 1-9 then A-Z for 10..35
  ints,    // whitespace-separated integers, 0 or . blank
  solo,    // Simon Tatham's solo game ID
  pls,     // Gomes' .pls: "order N", symbols 0..N-1, -1 blank
  prolog,  // a Prolog list [8,_,_,2,...] (Sudoku)
};

// Builds a puzzle from a grid read at `line`; throws ParseError when the family refuses it.
using MakeGrid = std::function<std::unique_ptr<Puzzle>(int line, int n, std::vector<int> cells, GridForm form)>;
// Sees each non-comment line first; when it consumes lines (advancing i) and appends
// records, it returns true.
using SpecialLine = std::function<bool(const std::vector<TextLine>& lines, size_t& i, std::vector<Record>& out)>;

// `first_line`: the number of the text's first line (ReadOptions::first_line).
std::vector<Record> read_grid_blocks(const std::string& text, const std::string& source, const SpecialLine& special,
                                     const MakeGrid& make, int first_line = 1);

// --type auto's look at a source: whether one of its first 40 lines that are neither blank nor
// '#' comments satisfies `is` (a game ID, a URL, a header line).
bool any_early_line(const std::string& text, const std::function<bool(std::string_view line)>& is);

// A source of one-line forms (a game ID, a URL, ...: the first form whose `accepts` takes a line
// reads it) and typed blocks (any other line starts one: `block` reads from line i and moves i
// past it). Blank lines and '#' comments between puzzles are skipped; a bad block is skipped to
// the next blank line (or, with `ends_block`, the next line it accepts), so one bad puzzle never
// costs the others. A form whose read returns null adds no record (a line that sets something
// for the next puzzle, as Hashi's "m3"). An empty source is one error record ("no puzzle found").
// Every family reads its text through this loop or read_grid_blocks.
struct LineForm {
  std::function<bool(std::string_view line)> accepts;
  std::function<std::unique_ptr<Puzzle>(std::string_view line, int number)> read;
};
using BlockReader = std::function<std::unique_ptr<Puzzle>(const std::vector<TextLine>& lines, size_t& i)>;
std::vector<Record> read_line_forms(const std::string& text, const std::string& source, int first_line,
                                    const std::vector<LineForm>& forms, const BlockReader& block,
                                    const std::function<bool(std::string_view line)>& ends_block = {});

// Runs build(); a ParseError becomes the record's "source:line: message".
Record make_record(const std::string& source, int line, const std::function<std::unique_ptr<Puzzle>()>& build);

// Rows of right-aligned values ('.' for 0) separated by one space, each `width` wide (0: as
// wide as the widest value): the readable form of Latin and magic squares. `symbol`, when
// given, maps a value to the symbol printed for it (Puzzle::symbol).
void print_plain_grid(std::ostream& out, const Grid& g, int width = 0, const std::function<int(int)>& symbol = {});

// Digit alphabet of the character form: 1-9, then A-Z for 10..35; '.' for blank.
char value_char(int v);
int char_value(char ch);  // -1 when ch is not a value character; 0 for '.' and '0'

// --size N for the grid families: the empty n x n grid read by the family's own reader `read`
// (one line of n*n blanks, printed back in that form). Throws InputError for n outside 1..1000.
Record empty_grid_record(
    int n, const ReadOptions& opt,
    const std::function<std::vector<Record>(const std::string&, const std::string&, const ReadOptions&)>& read);

// Throws ParseError at `line` when a given (non-zero) value appears twice in a row, a column
// or, with box_rows > 0, a box_rows x box_cols box: "the given 5 appears twice in row 3 (r3c2
// and r3c7)". `shown` is the value as the user wrote it (e.g. v - 1 for .pls symbols).
// Rows are checked first, then columns, then boxes; memory O(side).
void check_distinct_givens(const Grid& g, int line, int box_rows = 0, int box_cols = 0, int shown_offset = 0);

int parse_int_token(std::string_view tok, int n, int line);                       // 0..n, '.' = 0
void parse_chars(std::string_view text, int n, int line, std::vector<int>& out);  // appends 0..n

}  // namespace gridsat
