#pragma once
// Plumbing shared by the text readers: whole-file reading and numbered lines.
// read_source throws InputError (base/errors.hpp).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gridsat {

struct TextLine {
  int number;             // 1-based
  std::string_view text;  // without the line break, CR, leading and trailing blanks, and a trailing " # comment"
};

// A UTF-8 byte-order mark at the start of a text: not part of its first line. read_source
// drops it; split_lines skips it.
size_t bom_length(std::string_view text);  // 3 when text starts with EF BB BF, else 0
// `first_line`: the number of the text's first line (a segment of a longer source is
// numbered as in the whole source).
std::vector<TextLine> split_lines(const std::string& text, int first_line = 1);
std::vector<std::string_view> split_ws(std::string_view s);  // whitespace-separated tokens
// How many tokens split_ws(s) holds, counting no further than `stop` (no allocation).
size_t count_ws(std::string_view s, size_t stop = SIZE_MAX);
// For messages: ASCII as is, other characters as U+00E9, control and stray bytes as \x1b;
// truncated after about `max` characters.
std::string printable(std::string_view s, size_t max = 40);
std::string printable_at(std::string_view s, size_t i);  // printable() of the character at s[i]
std::string code_point_name(char32_t c);                 // "U+00E9"
std::string read_source(const std::string& path);        // "-" = standard input; throws InputError
// "PATH: cannot open: REASON" for a file that would not open; where PATH looks like a puzzle
// itself (a URL, an sgt game ID) rather than a file name, a hint to give it on standard input.
std::string cannot_open(const std::string& path, int err);

// Small helpers of the readers: digits only (not empty), and their value (saturating far
// above any size, never overflowing, so that a size check names it out of range).
bool all_digits(std::string_view s);
int digits_value(std::string_view s);
// "WxH" at the start of an sgt game ID's parameters: (rows, cols), or (0, 0) when s does not
// start with digits 'x' digits. `used` gets the characters read.
struct Size2 {
  int rows = 0, cols = 0;
};
Size2 parse_wxh(std::string_view s, size_t& used);
// "row R column C": cell i of a board `cols` wide, for messages.
std::string cell_name(int cols, size_t i);
// Throws ParseError at `line`, "GENRE size CxR is out of range LO..HI each way", unless both
// sides are within lo..hi.
void check_board_size(std::string_view genre, int cols, int rows, int lo, int hi, int line);
// An sgt game ID's head: "WxH", letters and digits, ':'. Its size ((0, 0) when `s` has no such
// head); `used` gets the end of WxH, `colon` the ':'.
Size2 parse_sgt_head(std::string_view s, size_t& used, size_t& colon);

}  // namespace gridsat
