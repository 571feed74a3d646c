#pragma once
// puzz.link (pzprjs) URLs, read and written in one place: the head
// "https://puzz.link/p?GENRE/[FLAGS/]COLS/ROWS/BODY" (also pzv.jp, pzprxs, and the bare
// "GENRE/COLS/ROWS/BODY" that public collections hold), and pzprjs' shared field codecs
// (src/puzzle/Encode.js there), each a reader and a writer, so that a genre's URL is a few
// lines of grammar: which codecs, in which order, over which cells.
//
// Values follow pzprjs' cell.qnum: kNone (-1) no clue, kUnknown (-2) a "?" clue ('.'),
// 0.. a number. Readers are strict where pzprjs skips silently: a character that is no part
// of the codec throws ParseError ("puzz.link URL: unexpected 'x' in the cells").
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gridsat::puzzlink {

constexpr int kNone = -1;
constexpr int kUnknown = -2;

// ---- the head -------------------------------------------------------------------------------

// The genre that `name` names in pzprjs ("hashi" and "bridges" name "hashikake", "akari"
// "lightup", "masyu" and "pearl" "mashu", "slitherlink" "slither", "building" and
// "skyscraper" "skyscrapers"); `name` itself when pzprjs knows no alias of it.
std::string_view canonical(std::string_view name);

// Whether `line` holds a URL of `genre` (its canonical name): "?NAME/" anywhere in the line,
// or the line starting with "NAME/", for any name of the genre.
bool is_url(std::string_view line, std::string_view genre);

struct Head {
  std::string_view flags;  // pzprjs' pflag field ("v:", "p", ...), empty when absent
  int cols = 0, rows = 0;
  std::string_view body;  // after ROWS/ (empty when absent)
  std::string_view tail;  // what follows the URL on its line, after blanks (a solution)
};

// The head of a line that is_url(line, genre) accepted. Throws ParseError at `line_no`
// ("puzz.link URL: expected GENRE/COLS/ROWS/DATA") when the size is not two numbers or the
// body holds a '/'. With `tail`, the URL ends at the first blank and what follows is `tail`
// (a genre that reads a solution after it); without, the body runs to the end of the line
// (a blank in it is the codec's unexpected character).
Head read_head(std::string_view line, std::string_view genre, int line_no, bool tail = false);

// "https://puzz.link/p?GENRE/COLS/ROWS/" + body.
std::string url(std::string_view genre, int cols, int rows, std::string_view body);

// ---- reading a body -------------------------------------------------------------------------

// A body being read: each codec takes its field from `at` on and leaves `at` after it.
struct Body {
  std::string_view text;
  int line = 0;  // the input line, for ParseError
  size_t at = 0;
  bool done() const { return at >= text.size(); }
  // Throws "puzz.link URL: unexpected 'c' in the WHAT" naming text[at].
  [[noreturn]] void unexpected(std::string_view what) const;
  // Throws "puzz.link URL: 'REST' after AFTER" unless the whole body was read.
  void finish(std::string_view after) const;
};

// A body that is one field over the board's cells: `read` (one of the readers below) over
// cols * rows cells, and nothing after them ("'x' after the N cells").
using CellReader = std::vector<int> (*)(Body& b, size_t count, std::string_view what);
std::vector<int> read_cells(const Head& h, int line, CellReader read);

// Each reader reads up to `count` values (fewer when the body ends first: the rest are
// kNone, or 0 for marks); `what` names the field in messages ("cells", "clues", ...).

// decodeNumber16: 0-f, '-' and two hex digits, '+' and three, '=' and '%' (three, +4096 /
// +8192), '.' kUnknown, g-z 1..20 cells without a value. A skip past `count` throws "the
// WHAT run past their COUNT".
std::vector<int> read_number16(Body& b, size_t count, std::string_view what = "cells");
void write_number16(std::string& out, std::span<const int> values);

// decodeNumber10: 0-9, '.' kUnknown, a-z 1..26 cells without a value.
std::vector<int> read_number10(Body& b, size_t count, std::string_view what = "cells");
void write_number10(std::string& out, std::span<const int> values);

// decode4Cell (number4): 0-4 a value, 5-9 a value and one empty cell, a-e a value and two,
// '.' kUnknown, g-z 1..20 empty cells. Values 0..4.
std::vector<int> read_cell4(Body& b, size_t count, std::string_view what = "cells");
void write_cell4(std::string& out, std::span<const int> values);

// decodeCircle: three cells a base-27 digit (weights 9, 3, 1), each 0 (none), 1 or 2. Reads
// exactly ceil(count / 3) characters (fewer when the body is shorter).
std::vector<int> read_circles(Body& b, size_t count, std::string_view what = "cells");
void write_circles(std::string& out, std::span<const int> values);

// decode1Cell: the cells of one kind (1) among others (0): 0-h a marked cell and 0..17
// unmarked ones after it, i-z 1..18 unmarked cells.
std::vector<int> read_marks(Body& b, size_t count, std::string_view what = "cells");
void write_marks(std::string& out, std::span<const int> marks);

// Hitori's cells (decodeHitori): one a character, 0-9 a-z base 36, '-' and two base-36
// digits, '%' kUnknown, '.' kNone.
std::vector<int> read_number36(Body& b, size_t count, std::string_view what = "cells");
void write_number36(std::string& out, std::span<const int> values);

// decodeBorder: the borders of a cols x rows board, 5 a base-32 digit: first the
// (cols - 1) * rows between horizontal neighbours, row by row, then the cols * (rows - 1)
// between vertical neighbours. right[r * (cols - 1) + c] parts (r, c) from (r, c + 1);
// down[r * cols + c] parts (r, c) from (r + 1, c).
struct Borders {
  std::vector<char> right, down;
};
Borders read_borders(Body& b, int cols, int rows);
void write_borders(std::string& out, const Borders& borders);

// decodeArrowNumber16: a number with an arrow (dir 0 none, 1 up, 2 down, 3 left, 4 right);
// value kNone for a cell without one, kUnknown for '.', or 0..4095. a-z 1..26 empty cells.
struct Arrow {
  int dir = 0;
  int value = kNone;
  bool operator==(const Arrow&) const = default;
};
std::vector<Arrow> read_arrows(Body& b, size_t count, std::string_view what = "cells");
void write_arrows(std::string& out, std::span<const Arrow> arrows);

}  // namespace gridsat::puzzlink
