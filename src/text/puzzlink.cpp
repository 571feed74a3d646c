#include "text/puzzlink.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "text/lines.hpp"

namespace gridsat::puzzlink {

namespace {

// pzprjs' other names of a genre (src/pzpr/variety.js: pzprurl, kanpen, alias).
struct Alias {
  std::string_view name, genre;
};
constexpr Alias kAliases[] = {
    {"hashi", "hashikake"}, {"bridges", "hashikake"},   {"akari", "lightup"},        {"masyu", "mashu"},
    {"pearl", "mashu"},     {"slitherlink", "slither"}, {"building", "skyscrapers"}, {"skyscraper", "skyscrapers"},
    {"yajirin", "yajilin"},
    {"numberlink", "numlin"},
};

constexpr std::string_view kDigits = "0123456789abcdefghijklmnopqrstuvwxyz";

int digit_value(char c, int base) {
  const size_t v = kDigits.find(c);
  return v != std::string_view::npos && static_cast<int>(v) < base ? static_cast<int>(v) : -1;
}

// Where the path after "?NAME/" (or a bare "NAME/" at the start) begins in `word`; npos if nowhere.
size_t path_at(std::string_view word, std::string_view genre, bool anywhere) {
  auto try_name = [&](std::string_view name) {
    if (word.size() > name.size() && word.substr(0, name.size()) == name && word[name.size()] == '/')
      return name.size() + 1;
    const std::string key = "?" + std::string(name) + "/";
    const size_t at = anywhere ? word.find(key) : std::string_view::npos;
    return at == std::string_view::npos ? at : at + key.size();
  };
  if (const size_t at = try_name(genre); at != std::string_view::npos) return at;
  for (const Alias& a : kAliases)
    if (a.genre == genre)
      if (const size_t at = try_name(a.name); at != std::string_view::npos) return at;
  return std::string_view::npos;
}

// Appends `count` cells without a value as g..z runs (15 + n in base 36, at most 20 a letter).
void skip_run(std::string& out, int& count, int most, int offset) {
  while (count > 0) {
    const int n = std::min(count, most);
    out += kDigits[static_cast<size_t>(offset + n)];
    count -= n;
  }
}

// The values of `values` as pzprjs' skip-run encoders write them: `piece(v)` a value's
// characters ("" for a cell without one), runs of empty cells as kDigits[offset + n], n <= most.
template <class T, class Piece>
void write_runs(std::string& out, std::span<const T> values, int most, int offset, Piece piece) {
  int count = 0;
  for (const T& v : values) {
    const std::string p = piece(v);
    if (p.empty()) {
      if (++count == most) skip_run(out, count, most, offset);
      continue;
    }
    skip_run(out, count, most, offset);
    out += p;
  }
  skip_run(out, count, most, offset);
}

// v in hex, at least `width` digits.
std::string hex_of(int v, int width = 1) {
  std::string s;
  do {
    s.insert(s.begin(), kDigits[static_cast<size_t>(v % 16)]);
    v /= 16;
  } while (v || static_cast<int>(s.size()) < width);
  return s;
}

// `width` hex digits at b.text[from..); -1 when they are not there.
int hex_at(const Body& b, size_t from, int width) {
  if (from + static_cast<size_t>(width) > b.text.size()) return -1;
  int v = 0;
  for (int d = 0; d < width; ++d) {
    const int h = digit_value(b.text[from + static_cast<size_t>(d)], 16);
    if (h < 0) return -1;
    v = v * 16 + h;
  }
  return v;
}

void run_past(const Body& b, std::string_view what, size_t count) {
  throw ParseError{b.line, "puzz.link URL: the " + std::string(what) + " run past their " + std::to_string(count)};
}

}  // namespace

// ---- the head -------------------------------------------------------------------------------

std::string_view canonical(std::string_view name) {
  for (const Alias& a : kAliases)
    if (a.name == name) return a.genre;
  return name;
}

bool is_url(std::string_view line, std::string_view genre) {
  return path_at(line, genre, true) != std::string_view::npos;
}

Head read_head(std::string_view line, std::string_view genre, int line_no, bool tail) {
  const size_t space = tail ? line.find_first_of(" \t") : std::string_view::npos;
  const std::string_view word = line.substr(0, space);
  const size_t at = path_at(word, genre, true);  // the line may name it only after a space
  if (at == std::string_view::npos)
    throw ParseError{line_no, "puzz.link URL: no ?" + std::string(genre) + "/ in '" + printable(word) + "'"};
  std::vector<std::string_view> f;
  const std::string_view path = word.substr(at);
  for (size_t from = 0;;) {
    const size_t slash = path.find('/', from);
    f.push_back(path.substr(from, slash == std::string_view::npos ? slash : slash - from));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  while (f.size() > 3 && f.back().empty()) f.pop_back();  // a trailing '/', as older URLs have
  Head h;
  if (f.size() > 2 && !all_digits(f[0])) {
    h.flags = f[0];
    f.erase(f.begin());
  }
  if (f.size() < 2 || f.size() > 3 || !all_digits(f[0]) || !all_digits(f[1]))
    throw ParseError{line_no, "puzz.link URL: expected " + std::string(genre) + "/COLS/ROWS/DATA"};
  h.cols = digits_value(f[0]);
  h.rows = digits_value(f[1]);
  if (f.size() == 3) h.body = f[2];
  if (space != std::string_view::npos) {
    h.tail = line.substr(space);
    h.tail.remove_prefix(std::min(h.tail.find_first_not_of(" \t"), h.tail.size()));
  }
  return h;
}

std::string url(std::string_view genre, int cols, int rows, std::string_view body) {
  return "https://puzz.link/p?" + std::string(genre) + "/" + std::to_string(cols) + "/" + std::to_string(rows) + "/" +
         std::string(body);
}

// ---- the body -------------------------------------------------------------------------------

void Body::unexpected(std::string_view what) const {
  if (at >= text.size()) throw ParseError{line, "puzz.link URL: it ends early, in the " + std::string(what)};
  throw ParseError{line, "puzz.link URL: unexpected '" + printable_at(text, at) + "' in the " + std::string(what)};
}

void Body::finish(std::string_view after) const {
  if (!done())
    throw ParseError{line, "puzz.link URL: '" + printable(text.substr(at)) + "' after " + std::string(after)};
}

std::vector<int> read_cells(const Head& h, int line, CellReader read) {
  const size_t n = static_cast<size_t>(h.cols) * static_cast<size_t>(h.rows);
  Body b{h.body, line};
  std::vector<int> v = read(b, n, "cells");
  b.finish("the " + std::to_string(n) + " cells");
  return v;
}

std::vector<int> read_number16(Body& b, size_t count, std::string_view what) {
  std::vector<int> out;
  while (!b.done() && out.size() < count) {
    const char c = b.text[b.at];
    if (const int h = digit_value(c, 16); h >= 0) {
      out.push_back(h);
      ++b.at;
    } else if (c == '.') {
      out.push_back(kUnknown);
      ++b.at;
    } else if (c >= 'g' && c <= 'z') {
      out.insert(out.end(), static_cast<size_t>(c - 'g' + 1), kNone);
      ++b.at;
      if (out.size() > count) run_past(b, what, count);
    } else {
      // '-' two hex digits, '+' three, '=' three + 4096, '%' three + 8192, '*' four + 12240, '$' five + 77776.
      constexpr std::string_view kLead = "-+=%*$";
      constexpr int kWidth[] = {2, 3, 3, 3, 4, 5}, kBase[] = {0, 0, 4096, 8192, 12240, 77776};
      const size_t form = kLead.find(c);
      const int v = form == kLead.npos ? -1 : hex_at(b, b.at + 1, kWidth[form]);
      if (v < 0) b.unexpected(what);
      out.push_back(kBase[form] + v);
      b.at += static_cast<size_t>(kWidth[form]) + 1;
    }
  }
  out.resize(count, kNone);
  return out;
}

void write_number16(std::string& out, std::span<const int> values) {
  write_runs(out, values, 20, 15, [](int v) -> std::string {
    if (v == kUnknown) return ".";
    if (v < 0) return "";
    if (v < 16) return hex_of(v);
    if (v < 256) return "-" + hex_of(v);
    if (v < 4096) return "+" + hex_of(v);
    // pzprjs writes these without leading zeros, which its reader then misreads: padded here.
    if (v < 8192) return "=" + hex_of(v - 4096, 3);
    if (v < 12240) return "%" + hex_of(v - 8192, 3);
    if (v < 77776) return "*" + hex_of(v - 12240, 4);
    return "$" + hex_of(v - 77776, 5);
  });
}

std::vector<int> read_number10(Body& b, size_t count, std::string_view what) {
  std::vector<int> out;
  while (!b.done() && out.size() < count) {
    const char c = b.text[b.at];
    if (c == '.') out.push_back(kUnknown);
    else if (c >= '0' && c <= '9') out.push_back(c - '0');
    else if (c >= 'a' && c <= 'z') out.insert(out.end(), static_cast<size_t>(c - 'a' + 1), kNone);
    else b.unexpected(what);
    ++b.at;
  }
  out.resize(count, kNone);
  return out;
}

void write_number10(std::string& out, std::span<const int> values) {
  write_runs(out, values, 26, 9, [](int v) -> std::string {
    if (v == kUnknown) return ".";
    return v >= 0 && v < 10 ? std::string(1, static_cast<char>('0' + v)) : std::string();
  });
}

std::vector<int> read_cell4(Body& b, size_t count, std::string_view what) {
  std::vector<int> out(count, kNone);
  for (size_t c = 0; !b.done() && c < count; ++b.at, ++c) {
    const char ch = b.text[b.at];
    if (ch >= '0' && ch <= '4') out[c] = ch - '0';
    else if (ch >= '5' && ch <= '9') out[c] = ch - '5', c += 1;
    else if (ch >= 'a' && ch <= 'e') out[c] = ch - 'a', c += 2;
    else if (ch >= 'g' && ch <= 'z') c += static_cast<size_t>(ch - 'g');
    else if (ch == '.') out[c] = kUnknown;
    else b.unexpected(what);
  }
  return out;
}

void write_cell4(std::string& out, std::span<const int> values) {
  // A value takes the one or two empty cells after it into its character (pzprjs' encode4Cell).
  const size_t n = values.size();
  int count = 0;
  for (size_t c = 0; c < n; ++c) {
    std::string p;
    const int v = values[c];
    if (v >= 0) {
      const int extra = c + 1 < n && values[c + 1] != kNone ? 0 : c + 2 < n && values[c + 2] != kNone ? 1 : 2;
      p = kDigits[static_cast<size_t>(v + 5 * extra)];
      c += static_cast<size_t>(extra);
    } else if (v == kUnknown) {
      p = ".";
    }
    if (p.empty()) {
      if (++count == 20) skip_run(out, count, 20, 15);
      continue;
    }
    skip_run(out, count, 20, 15);
    out += p;
  }
  skip_run(out, count, 20, 15);
}

std::vector<int> read_circles(Body& b, size_t count, std::string_view what) {
  std::vector<int> out;
  while (!b.done() && out.size() < count) {
    const int v = digit_value(b.text[b.at], 27);
    if (v < 0) b.unexpected(what);
    for (int w : {9, 3, 1})
      if (out.size() < count) out.push_back(v / w % 3);
    ++b.at;
  }
  out.resize(count, 0);
  return out;
}

void write_circles(std::string& out, std::span<const int> values) {
  for (size_t i = 0; i < values.size(); i += 3) {
    int v = 0;
    for (size_t k = 0; k < 3; ++k) v = v * 3 + (i + k < values.size() ? std::max(values[i + k], 0) : 0);
    out += kDigits[static_cast<size_t>(v)];
  }
}

std::vector<int> read_marks(Body& b, size_t count, std::string_view what) {
  std::vector<int> out(count, 0);
  for (size_t c = 0; !b.done() && c < count; ++b.at, ++c) {
    const int v = digit_value(b.text[b.at], 36);
    if (v < 0) b.unexpected(what);
    if (v <= 17) {
      out[c] = 1;
      c += static_cast<size_t>(v);
    } else {
      c += static_cast<size_t>(v - 18);
    }
  }
  return out;
}

void write_marks(std::string& out, std::span<const int> marks) {
  int count = -1;
  bool have = false;
  auto emit = [&] { out += kDigits[static_cast<size_t>(have ? count : count + 18)]; };
  for (int m : marks) {
    if (m) {
      if (count >= 0) emit();
      have = true;
      count = 0;
      continue;
    }
    if (++count == 17) {
      emit();
      have = false;
      count = -1;
    }
  }
  if (count >= 0) emit();
}

std::vector<int> read_number36(Body& b, size_t count, std::string_view what) {
  std::vector<int> out;
  while (!b.done() && out.size() < count) {
    const char c = b.text[b.at];
    if (c == '.') {
      out.push_back(kNone);
    } else if (c == '%' || c == '@') {
      out.push_back(kUnknown);
    } else if (const int v = digit_value(c, 36); v >= 0) {
      out.push_back(v);
    } else if (c == '-' && b.at + 2 < b.text.size() && digit_value(b.text[b.at + 1], 36) >= 0 &&
               digit_value(b.text[b.at + 2], 36) >= 0) {
      out.push_back(digit_value(b.text[b.at + 1], 36) * 36 + digit_value(b.text[b.at + 2], 36));
      b.at += 2;
    } else {
      b.unexpected(what);
    }
    ++b.at;
  }
  out.resize(count, kNone);
  return out;
}

void write_number36(std::string& out, std::span<const int> values) {
  for (int v : values) {
    if (v == kUnknown) out += '%';
    else if (v < 0) out += '.';
    else if (v < 36) out += kDigits[static_cast<size_t>(v)];
    else out += std::string("-") + kDigits[static_cast<size_t>(v / 36 % 36)] + kDigits[static_cast<size_t>(v % 36)];
  }
}

Borders read_borders(Body& b, int cols, int rows) {
  Borders out;
  out.right.assign(static_cast<size_t>(std::max(cols - 1, 0)) * static_cast<size_t>(rows), 0);
  out.down.assign(static_cast<size_t>(cols) * static_cast<size_t>(std::max(rows - 1, 0)), 0);
  for (std::vector<char>* part : {&out.right, &out.down}) {
    for (size_t i = 0; i < part->size() && !b.done(); i += 5, ++b.at) {
      const int v = digit_value(b.text[b.at], 32);
      if (v < 0) b.unexpected("borders");
      for (size_t w = 0; w < 5 && i + w < part->size(); ++w) (*part)[i + w] = (v >> (4 - w)) & 1;
    }
  }
  return out;
}

void write_borders(std::string& out, const Borders& borders) {
  for (const std::vector<char>* part : {&borders.right, &borders.down}) {
    for (size_t i = 0; i < part->size(); i += 5) {
      int v = 0;
      for (size_t w = 0; w < 5; ++w) v = v * 2 + (i + w < part->size() && (*part)[i + w] ? 1 : 0);
      out += kDigits[static_cast<size_t>(v)];
    }
  }
}

std::vector<Arrow> read_arrows(Body& b, size_t count, std::string_view what) {
  std::vector<Arrow> out(count);
  for (size_t c = 0; !b.done() && c < count; ++c) {
    const char ch = b.text[b.at];
    Arrow& a = out[c];
    if (ch >= '0' && ch <= '4') {
      a.dir = ch - '0';
      const char next = b.at + 1 < b.text.size() ? b.text[b.at + 1] : ' ';
      a.value = next == '.' ? kUnknown : digit_value(next, 16);
      ++b.at;
      if (a.value == -1) b.unexpected(what);
      ++b.at;
    } else if (ch >= '5' && ch <= '9') {
      a.dir = ch - '5';
      a.value = hex_at(b, b.at + 1, 2);
      if (a.value < 0) b.unexpected(what);
      b.at += 3;
    } else if (ch == '-') {
      a.dir = hex_at(b, b.at + 1, 1);
      a.value = hex_at(b, b.at + 2, 3);
      if (a.dir < 0 || a.dir > 4 || a.value < 0) b.unexpected(what);
      b.at += 5;
    } else if (ch >= 'a' && ch <= 'z') {
      c += static_cast<size_t>(ch - 'a');
      ++b.at;
    } else {
      b.unexpected(what);
    }
  }
  return out;
}

void write_arrows(std::string& out, std::span<const Arrow> arrows) {
  write_runs(out, arrows, 26, 9, [](const Arrow& a) -> std::string {
    const std::string dir(1, static_cast<char>('0' + a.dir));
    if (a.value == kUnknown) return dir + ".";
    if (a.value < 0) return "";
    if (a.value < 16) return dir + hex_of(a.value);
    if (a.value < 256) return std::string(1, static_cast<char>('5' + a.dir)) + hex_of(a.value);
    return "-" + dir + hex_of(a.value);
  });
}

}  // namespace gridsat::puzzlink
