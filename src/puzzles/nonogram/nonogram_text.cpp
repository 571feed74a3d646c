#include "puzzles/nonogram/nonogram.hpp"

#include <algorithm>
#include <cctype>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

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
  w = h = digits_value(s.substr(0, i));
  if (i < s.size() && s[i] == 'x') {
    const size_t j = ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == j) return false;
    h = digits_value(s.substr(j, i - j));
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
    if (!all_digits(r))
      throw ParseError{line, "pattern game ID: clue " + std::to_string(index + 1) + " '" + printable(tok) +
                                 "' is not runs separated by '.'"};
    runs.push_back(digits_value(r));
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

bool is_url(std::string_view s) { return puzzlink::is_url(s, "nonogram"); }

// pzprjs' nonogram: the clues as number16 excells, each column's (ceil(rows / 2) slots,
// nearest the grid first), then each row's (ceil(cols / 2)); '.' a run of unknown length.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "nonogram", line);
  const int w = h.cols, ht = h.rows;
  if (w < 1 || ht < 1 || w > kMaxSide || ht > kMaxSide)
    throw ParseError{line, "nonogram size " + std::to_string(w) + "x" + std::to_string(ht) + " is out of range 1.." +
                               std::to_string(kMaxSide) + " a side"};
  const int exrows = (ht + 1) / 2, excols = (w + 1) / 2;
  puzzlink::Body body{h.body, line};
  const auto v =
      puzzlink::read_number16(body, static_cast<size_t>(w) * exrows + static_cast<size_t>(ht) * excols, "clues");
  if (std::find(v.begin(), v.end(), puzzlink::kUnknown) != v.end())
    throw ParseError{line, "puzz.link URL: a '?' clue (a run of unknown length) is not supported"};
  body.finish("the clues");
  auto clue = [&](size_t first, int slots) {  // nearest the grid first: reversed into reading order
    std::vector<int> c;
    for (int j = slots - 1; j >= 0; --j)
      if (v[first + static_cast<size_t>(j)] > 0) c.push_back(v[first + static_cast<size_t>(j)]);
    return c;
  };
  Clues cols, rows;
  for (int c = 0; c < w; ++c) cols.push_back(clue(static_cast<size_t>(c) * exrows, exrows));
  for (int r = 0; r < ht; ++r)
    rows.push_back(clue(static_cast<size_t>(w) * exrows + static_cast<size_t>(r) * excols, excols));
  return make(std::move(rows), std::move(cols), Grid(), NonogramForm::puzzlink, line);
}

}  // namespace

std::string nonogram_puzzlink_url(const Clues& rows, const Clues& cols) {
  const int h = static_cast<int>(rows.size()), w = static_cast<int>(cols.size());
  std::vector<int> values;  // the excells in pzprjs' order, nearest the grid first
  auto put = [&](const std::vector<int>& clue, int slots) {
    for (int j = 0; j < slots; ++j)
      values.push_back(j < static_cast<int>(clue.size()) ? clue[clue.size() - 1 - static_cast<size_t>(j)]
                                                         : puzzlink::kNone);
  };
  for (const auto& c : cols) put(c, (h + 1) / 2);
  for (const auto& c : rows) put(c, (w + 1) / 2);
  std::string body;
  puzzlink::write_number16(body, values);
  return puzzlink::url("nonogram", w, h, body);
}

namespace {

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
    if (!all_digits(tok))
      throw ParseError{line, line_name(row, index) + ": '" + printable(tok) + "' is not a run length"};
    runs.push_back(digits_value(tok));
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

// ---- framed (the workbench's): a 'nonogram' line, a line of '+' and the column clues, then per
// row its clue and a '.' a cell; a clue's runs joined by ',' ('.' or 0: an empty line) ----------

bool is_framed(std::string_view t) { return is_header(t, "nonogram"); }

std::vector<int> framed_runs(std::string_view tok, bool row, int index, int line) {
  return tok == "." ? std::vector<int>{} : typed_runs(tok, row, index, line);
}

std::unique_ptr<Puzzle> parse_framed(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  ++i;
  Clues rows, cols;
  size_t width = 0;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    const auto toks = split_ws(lines[i].text);
    const int line = lines[i].number;
    if (!width) {
      if (toks.size() < 2 || toks[0] != "+") throw ParseError{line, "expected '+' and the column clues after 'nonogram'"};
      width = toks.size() - 1;
      for (size_t c = 1; c < toks.size(); ++c) cols.push_back(framed_runs(toks[c], false, static_cast<int>(c - 1), line));
      continue;
    }
    if (toks.size() != width + 1)
      throw ParseError{line, line_name(true, static_cast<int>(rows.size())) + ": " + std::to_string(toks.size()) +
                                 " tokens, expected its clue and " + std::to_string(width) + " cells"};
    for (size_t c = 1; c < toks.size(); ++c)
      if (toks[c] != ".") throw ParseError{line, "a cell is '.', not '" + printable(toks[c]) + "'"};
    rows.push_back(framed_runs(toks[0], true, static_cast<int>(rows.size()), line));
  }
  if (rows.empty()) throw ParseError{first, "a framed nonogram needs the column clues' line and a row"};
  return make(std::move(rows), std::move(cols), Grid(), NonogramForm::typed, first);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  return is_framed(lines[i].text) ? parse_framed(lines, i) : parse_typed(lines, i);
}

bool starts_block(std::string_view t) { return is_rows(t) || is_framed(t); }

}  // namespace

bool looks_like_nonogram(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t) || starts_block(t); });
}

std::vector<Record> read_nonogram(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto is_sgt = [](std::string_view t) {
    int w = 0, h = 0;
    size_t colon = 0;
    return sgt_prefix(t, w, h, colon);
  };
  const auto other = [](std::string_view t) { return !starts_block(t); };  // a line of its own, refused
  const auto refuse = [](std::string_view, int number) -> std::unique_ptr<Puzzle> {
    throw ParseError{number,
                     "not a nonogram: expected a pattern game ID (WxH:...), a puzz.link ?nonogram/ URL "
                     "or a 'rows:' line"};
  };
  return read_line_forms(text, source, opt.first_line, {{is_sgt, parse_sgt}, {is_url, parse_url}, {other, refuse}},
                         parse_block, starts_block);
}

std::string nonogram_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Nonogram&>(p);
  return nonogram_puzzlink_url(t.rows(), t.cols());
}

}  // namespace gridsat
