#pragma once
// Plumbing shared by the text readers: whole-file reading and numbered lines.
// read_source throws InputError (base/errors.hpp).
#include <string>
#include <string_view>
#include <vector>

namespace gridsat {

struct TextLine {
  int number;             // 1-based
  std::string_view text;  // without the line break, CR, and leading and trailing blanks
};

// `first_line`: the number of the text's first line (a segment of a longer source is
// numbered as in the whole source).
std::vector<TextLine> split_lines(const std::string& text, int first_line = 1);
std::vector<std::string_view> split_ws(std::string_view s);     // whitespace-separated tokens
std::string printable(std::string_view s, size_t max = 40);      // for messages: escapes bytes, truncates
std::string read_source(const std::string& path);               // "-" = standard input; throws InputError

}  // namespace gridsat
