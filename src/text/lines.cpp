#include "text/lines.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "base/errors.hpp"

namespace gridsat {

size_t bom_length(std::string_view text) { return text.starts_with("\xEF\xBB\xBF") ? 3 : 0; }

std::vector<TextLine> split_lines(const std::string& text, int first_line) {
  std::vector<TextLine> lines;
  size_t start = bom_length(text);
  int number = first_line;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + start, end - start);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    // "PUZZLE  # comment": a '#' after a blank ends the line (no format uses one inside).
    for (size_t k = 1; k < line.size(); ++k)
      if (line[k] == '#' && (line[k - 1] == ' ' || line[k - 1] == '\t')) {
        line = line.substr(0, k);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
        break;
      }
    lines.push_back({number++, line});
    start = end + 1;
  }
  return lines;
}

size_t count_ws(std::string_view s, size_t stop) {
  if (s.find(' ') == std::string_view::npos && s.find('\t') == std::string_view::npos) return s.empty() ? 0 : 1;
  size_t n = 0;
  bool in = false;
  for (const char ch : s) {
    const bool ws = ch == ' ' || ch == '\t';
    if (!ws && !in && ++n >= stop) return n;
    in = !ws;
  }
  return n;
}

std::vector<std::string_view> split_ws(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string code_point_name(char32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
  return buf;
}

namespace {

// The length of the well-formed UTF-8 sequence of two or more bytes at s[i], else 0; its
// code point into cp.
size_t utf8_sequence(std::string_view s, size_t i, char32_t& cp) {
  const unsigned char lead = static_cast<unsigned char>(s[i]);
  const size_t len = lead >= 0xC2 && lead <= 0xDF   ? 2
                     : lead >= 0xE0 && lead <= 0xEF ? 3
                     : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                    : 0;
  if (len == 0 || i + len > s.size()) return 0;
  cp = lead & (0x7F >> len);
  for (size_t k = 1; k < len; ++k) {
    const unsigned char b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  return len;
}

}  // namespace

std::string printable(std::string_view s, size_t max) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (out.size() >= max) {
      out += "...";
      break;
    }
    unsigned char ch = static_cast<unsigned char>(s[i]);
    char32_t cp = 0;
    if (ch >= 0x20 && ch < 0x7f) {
      out += static_cast<char>(ch);
      ++i;
    } else if (size_t len = utf8_sequence(s, i, cp)) {  // a character outside ASCII: U+00E9
      out += code_point_name(cp);
      i += len;
    } else {  // a control or stray byte: \x1b
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[ch >> 4];
      out += hex[ch & 15];
      ++i;
    }
  }
  return out;
}

std::string printable_at(std::string_view s, size_t i) {
  if (i >= s.size()) return "";  // past the end: nothing to show
  char32_t cp = 0;
  const size_t len = utf8_sequence(s, i, cp);
  return printable(s.substr(i, len ? len : 1));
}

std::string cannot_open(const std::string& path, int err) {
  std::string m = path + ": cannot open: " + std::strerror(err);
  // a puzz.link URL or an sgt ID given as an argument (they are read from files or "-")
  if (err == ENOENT && (path.find("://") != std::string::npos || path.find('?') != std::string::npos ||
                        (path.find(':') != std::string::npos && path.find('/') == std::string::npos)))
    m += " (a puzzle, not a file? puzzles are read from files or from standard input: echo '" + path +
         "' | gridsat solve -)";
  return m;
}

std::string read_source(const std::string& path) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    std::string text = ss.str();
    return text.erase(0, bom_length(text));
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError(path + ": is a directory, not a puzzle file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(cannot_open(path, errno));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError(path + ": read error");
  return text.erase(0, bom_length(text));  // editors on Windows start UTF-8 files with one
}

bool all_digits(std::string_view s) { return !s.empty() && s.find_first_not_of("0123456789") == s.npos; }

int digits_value(std::string_view s) {
  int v = 0;
  for (char c : s) v = v > 100000 ? v : v * 10 + (c - '0');
  return v;
}

Size2 parse_wxh(std::string_view s, size_t& used) {
  const size_t i = std::min(s.find_first_not_of("0123456789"), s.size());
  if (i == 0 || i >= s.size() || s[i] != 'x') return {};
  const size_t k = std::min(s.find_first_not_of("0123456789", i + 1), s.size());
  if (k == i + 1) return {};
  used = k;
  return {digits_value(s.substr(i + 1, k - i - 1)), digits_value(s.substr(0, i))};
}

std::string cell_name(int cols, size_t i) {
  return "row " + std::to_string(i / static_cast<size_t>(cols) + 1) + " column " +
         std::to_string(i % static_cast<size_t>(cols) + 1);
}

void check_board_size(std::string_view genre, int cols, int rows, int lo, int hi, int line) {
  if (cols < lo || rows < lo || cols > hi || rows > hi)
    throw ParseError{line, std::string(genre) + " size " + std::to_string(cols) + "x" + std::to_string(rows) +
                               " is out of range " + std::to_string(lo) + ".." + std::to_string(hi) + " each way"};
}

Size2 parse_sgt_head(std::string_view s, size_t& used, size_t& colon) {
  const Size2 size = parse_wxh(s, used);
  colon = s.find(':');
  if (size.rows == 0 || colon == std::string_view::npos) return {};
  for (size_t i = used; i < colon; ++i)
    if (!std::isalnum(static_cast<unsigned char>(s[i]))) return {};
  return size;
}

}  // namespace gridsat
