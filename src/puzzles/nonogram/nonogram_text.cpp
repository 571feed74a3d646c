#include "puzzles/nonogram/nonogram_text.hpp"

#include <cctype>

#include "puzzles/nonogram/nonogram.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

int to_int(std::string_view s) {  // digits only; saturates far above any size
  int v = 0;
  for (char c : s) v = v > 100000 ? v : v * 10 + (c - '0');
  return v;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string line_name(bool row, int i) { return std::string(row ? "row " : "column ") + std::to_string(i + 1); }

// Each clue fits its line: runs of at least 1, their sum plus the gaps at most its length.
void check_fits(const Clues& clues, bool row, int len, int line) {
  for (size_t i = 0; i < clues.size(); ++i) {
    int need = -1;
    for (int b : clues[i]) {
      if (b < 1) throw ParseError{line, line_name(row, static_cast<int>(i)) + ": a run of 0 beside other runs"};
      if (b > len)
        throw ParseError{line, line_name(row, static_cast<int>(i)) + ": the run " + std::to_string(b) +
                                   " is longer than the " + (row ? "row's " : "column's ") + std::to_string(len) +
                                   " cells"};
      need += b + 1;
    }
    if (need > len)
      throw ParseError{line, line_name(row, static_cast<int>(i)) + ": its runs need " + std::to_string(need) +
                                 " cells with the gaps between them, the " + (row ? "row" : "column") + " has " +
                                 std::to_string(len)};
  }
}

std::unique_ptr<Puzzle> make(Clues rows, Clues cols, Grid givens, NonogramForm form, int line) {
  const int h = static_cast<int>(rows.size()), w = static_cast<int>(cols.size());
  if (h < 1 || w < 1 || h > kMaxSide || w > kMaxSide)
    throw ParseError{line, "nonogram size " + std::to_string(w) + "x" + std::to_string(h) + " is out of range 1.." +
                               std::to_string(kMaxSide) + " a side"};
  check_fits(rows, true, w, line);
  check_fits(cols, false, h, line);
  if (givens.rows == 0) givens = Grid(h, w);
  return std::make_unique<Nonogram>(std::move(givens), std::move(rows), std::move(cols), form);
}

// ---- sgt ----------------------------------------------------------------------------------

// "WxH:" or "N:" at the start: the size, and where the description starts.
bool sgt_prefix(std::string_view s, int& w, int& h, size_t& colon) {
  size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0) return false;
  w = h = to_int(s.substr(0, i));
  if (i < s.size() && s[i] == 'x') {
    const size_t j = ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == j) return false;
    h = to_int(s.substr(j, i - j));
  }
  if (i >= s.size() || s[i] != ':') return false;
  colon = i;
  return true;
}

// An sgt pattern ID as --type auto knows it: the prefix, then only digits, '.' and exactly
// W+H-1 slashes up to the end or a ','.
bool is_sgt_id(std::string_view s) {
  int w = 0, h = 0;
  size_t colon = 0;
  if (!sgt_prefix(s, w, h, colon)) return false;
  int slashes = 0;
  for (size_t j = colon + 1; j < s.size() && s[j] != ','; ++j) {
    if (s[j] == '/') ++slashes;
    else if (s[j] != '.' && !std::isdigit(static_cast<unsigned char>(s[j]))) return false;
  }
  return w >= 1 && h >= 1 && slashes == w + h - 1;
}

// One line's runs "3.1.2" ("" or "0": none).
std::vector<int> sgt_runs(std::string_view tok, int index, int line) {
  std::vector<int> runs;
  if (tok.empty() || tok == "0") return runs;
  for (size_t from = 0;;) {
    const size_t dot = tok.find('.', from);
    const std::string_view r = tok.substr(from, dot == std::string_view::npos ? dot : dot - from);
    if (!digits(r))
      throw ParseError{line, "pattern game ID: clue " + std::to_string(index + 1) + " '" + printable(tok) +
                                 "' is not runs separated by '.'"};
    runs.push_back(to_int(r));
    if (dot == std::string_view::npos) break;
    from = dot + 1;
  }
  return runs;
}

// The fixed squares after the ',': exactly w * h cells (0 undecided, 1 empty, 2 shaded).
Grid sgt_squares(std::string_view code, int h, int w, int line) {
  Grid g(h, w);
  const int total = h * w;
  int i = 0;
  for (size_t k = 0; k < code.size(); ++k) {
    const char c = code[k];
    if (!std::isalpha(static_cast<unsigned char>(c)))
      throw ParseError{line, "pattern game ID: unexpected '" + printable_at(code, k) + "' in the fixed squares"};
    const int len = std::tolower(static_cast<unsigned char>(c)) - 'a';
    i += len;
    if (len < 25 && i < total) g.cells[i++] = std::isupper(static_cast<unsigned char>(c)) ? 2 : 1;
    if (i > total)
      throw ParseError{line, "pattern game ID: the fixed squares run past the " + std::to_string(total) + " cells"};
  }
  if (i < total)
    throw ParseError{line, "pattern game ID: the fixed squares cover " + std::to_string(i) + " of " +
                               std::to_string(total) + " cells"};
  return g;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  int w = 0, h = 0;
  size_t colon = 0;
  sgt_prefix(s, w, h, colon);
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
    throw ParseError{line, "nonogram size " + std::to_string(w) + "x" + std::to_string(h) + " is out of range 1.." +
                               std::to_string(kMaxSide) + " a side"};
  const std::string_view desc = s.substr(colon + 1);
  const size_t comma = desc.find(',');
  const std::string_view clue_part = desc.substr(0, comma);
  std::vector<std::vector<int>> lines;
  for (size_t from = 0;;) {
    const size_t slash = clue_part.find('/', from);
    lines.push_back(sgt_runs(clue_part.substr(from, slash == std::string_view::npos ? slash : slash - from),
                             static_cast<int>(lines.size()), line));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  if (static_cast<int>(lines.size()) != w + h)
    throw ParseError{line, "pattern game ID: " + std::to_string(lines.size()) + " clues, expected " +
                               std::to_string(w + h) + " (" + std::to_string(w) + " columns, then " +
                               std::to_string(h) + " rows)"};
  Clues cols(lines.begin(), lines.begin() + w), rows(lines.begin() + w, lines.end());
  Grid g = comma == std::string_view::npos ? Grid(h, w) : sgt_squares(desc.substr(comma + 1), h, w, line);
  return make(std::move(rows), std::move(cols), std::move(g), NonogramForm::sgt, line);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return s.find("?nonogram/") != std::string_view::npos; }

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// pzprjs' number16 coding of the excells (decodeNumber16ExCell): a hex digit, '-' and two;
// '.' a "?" clue (refused: a run of unknown length); g..z 1..20 slots without a clue.
std::vector<int> excells(std::string_view body, size_t count, int line) {
  std::vector<int> out;
  size_t k = 0;
  for (; k < body.size() && out.size() < count; ++k) {
    const char c = body[k];
    if (hex(c) >= 0) {
      out.push_back(hex(c));
    } else if (c == '-' && k + 2 < body.size() && hex(body[k + 1]) >= 0 && hex(body[k + 2]) >= 0) {
      out.push_back(hex(body[k + 1]) * 16 + hex(body[k + 2]));
      k += 2;
    } else if (c == '.') {
      throw ParseError{line, "puzz.link URL: a '?' clue (a run of unknown length) is not supported"};
    } else if (c >= 'g' && c <= 'z') {
      out.insert(out.end(), static_cast<size_t>(c - 'g' + 1), 0);
    } else {
      throw ParseError{line, "puzz.link URL: unexpected '" + printable_at(body, k) + "' in the clues"};
    }
  }
  if (out.size() > count)
    throw ParseError{line, "puzz.link URL: the clues run past their " + std::to_string(count) + " slots"};
  if (k < body.size()) throw ParseError{line, "puzz.link URL: '" + printable(body.substr(k)) + "' after the clues"};
  out.resize(count, 0);
  return out;
}

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const std::string_view rest = s.substr(s.find("?nonogram/") + 10);
  std::vector<std::string_view> f;
  for (size_t from = 0;;) {
    const size_t slash = rest.find('/', from);
    f.push_back(rest.substr(from, slash == std::string_view::npos ? slash : slash - from));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  if (!f.empty() && !digits(f[0])) f.erase(f.begin());  // pzprjs' flags field
  if (f.size() < 2 || f.size() > 3 || !digits(f[0]) || !digits(f[1]))
    throw ParseError{line, "puzz.link URL: expected nonogram/COLS/ROWS/DATA"};
  const int w = to_int(f[0]), h = to_int(f[1]);
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
    throw ParseError{line, "nonogram size " + std::to_string(w) + "x" + std::to_string(h) + " is out of range 1.." +
                               std::to_string(kMaxSide) + " a side"};
  const int exrows = (h + 1) / 2, excols = (w + 1) / 2;
  const auto v = excells(f.size() == 3 ? f[2] : std::string_view(),
                         static_cast<size_t>(w) * exrows + static_cast<size_t>(h) * excols, line);
  auto clue = [&](size_t first, int slots) {  // nearest the grid first: reversed into reading order
    std::vector<int> c;
    for (int j = slots - 1; j >= 0; --j)
      if (v[first + static_cast<size_t>(j)]) c.push_back(v[first + static_cast<size_t>(j)]);
    return c;
  };
  Clues cols, rows;
  for (int c = 0; c < w; ++c) cols.push_back(clue(static_cast<size_t>(c) * exrows, exrows));
  for (int r = 0; r < h; ++r)
    rows.push_back(clue(static_cast<size_t>(w) * exrows + static_cast<size_t>(r) * excols, excols));
  return make(std::move(rows), std::move(cols), Grid(), NonogramForm::puzzlink, line);
}

// ---- typed --------------------------------------------------------------------------------

bool is_header(std::string_view t, const char* word) {
  std::string l = lower(t);
  while (!l.empty() && std::isspace(static_cast<unsigned char>(l.back()))) l.pop_back();
  return l == word || l == std::string(word) + ":";
}

bool is_rows(std::string_view t) { return is_header(t, "rows"); }
bool is_cols(std::string_view t) { return is_header(t, "columns") || is_header(t, "cols"); }

std::vector<int> typed_runs(std::string_view t, bool row, int index, int line) {
  std::string s(t);
  for (char& c : s)
    if (c == ',') c = ' ';
  std::vector<int> runs;
  const auto toks = split_ws(s);
  if (toks.size() == 1 && (toks[0] == "-" || toks[0] == "0")) return runs;
  for (auto tok : toks) {
    if (!digits(tok)) throw ParseError{line, line_name(row, index) + ": '" + printable(tok) + "' is not a run length"};
    runs.push_back(to_int(tok));
  }
  if (runs.empty()) throw ParseError{line, line_name(row, index) + ": no run lengths (write 0 or - for an empty line)"};
  return runs;
}

// The typed puzzle from lines[i] (its "rows:" line); advances i past it.
std::unique_ptr<Puzzle> parse_typed(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  ++i;
  Clues rows, cols;
  Clues* part = &rows;
  bool saw_cols = false;
  for (; i < lines.size() && !lines[i].text.empty(); ++i) {
    const std::string_view t = lines[i].text;
    if (t.front() == '#') continue;
    if (is_rows(t)) break;  // the next puzzle
    if (is_cols(t)) {
      if (saw_cols) throw ParseError{lines[i].number, "a second 'columns:' line"};
      saw_cols = true;
      part = &cols;
      continue;
    }
    part->push_back(typed_runs(t, part == &rows, static_cast<int>(part->size()), lines[i].number));
  }
  if (!saw_cols) throw ParseError{first, "the rows have no 'columns:' block after them"};
  if (rows.empty() || cols.empty())
    throw ParseError{first, std::to_string(rows.size()) + " row clues and " + std::to_string(cols.size()) +
                                " column clues: a nonogram needs at least one of each"};
  return make(std::move(rows), std::move(cols), Grid(), NonogramForm::typed, first);
}

}  // namespace

bool looks_like_nonogram(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t) || is_rows(t); });
}

std::vector<Record> read_nonogram(const std::string& text, const std::string& source, const ReadOptions& opt) {
  std::vector<Record> out;
  const auto lines = split_lines(text, opt.first_line);
  size_t i = 0;
  while (i < lines.size()) {
    const std::string_view t = lines[i].text;
    const int number = lines[i].number;
    int w = 0, h = 0;
    size_t colon = 0;
    if (t.empty() || t.front() == '#') {
      ++i;
    } else if (sgt_prefix(t, w, h, colon)) {
      out.push_back(make_record(source, number, [&] { return parse_sgt(t, number); }));
      ++i;
    } else if (is_url(t)) {
      out.push_back(make_record(source, number, [&] { return parse_url(t, number); }));
      ++i;
    } else if (is_rows(t)) {
      const size_t start = i;
      out.push_back(make_record(source, number, [&] { return parse_typed(lines, i); }));
      if (!out.back().puzzle)  // a bad puzzle: skip to the next blank line
        for (i = std::max(i, start + 1); i < lines.size() && !lines[i].text.empty() && !is_rows(lines[i].text); ++i) {
        }
    } else {
      out.push_back(make_record(source, number, [&]() -> std::unique_ptr<Puzzle> {
        throw ParseError{number,
                         "not a nonogram: expected a pattern game ID (WxH:...), a puzz.link ?nonogram/ URL "
                         "or a 'rows:' line"};
      }));
      ++i;
    }
  }
  if (out.empty()) out.push_back({source, 1, nullptr, source + ":1: no puzzle found (the input is empty)"});
  return out;
}

}  // namespace gridsat
