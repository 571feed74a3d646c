// Galaxies' forms: the puzz.link URL (tentaisho), sgt Galaxies' game ID and the typed rows.
#include <cctype>

#include "puzzles/common/partitions.hpp"
#include "puzzles/common/room_text.hpp"
#include "puzzles/galaxies/galaxies.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

// The dots at the marked points of a (2*rows-1) x (2*cols-1) field (1 a dot, 2 a black one);
// no two touching a cell.
std::unique_ptr<Puzzle> make(int rows, int cols, const std::vector<char>& marked, GalaxiesForm form, int line) {
  check_board_size("galaxies", cols, rows, 1, kMaxSide, line);
  const int W = 2 * cols - 1;
  std::vector<HalfPoint> dots;
  std::vector<char> black;
  std::vector<int> owner(static_cast<size_t>(rows) * cols, -1);
  for (size_t s = 0; s < marked.size(); ++s) {
    if (!marked[s]) continue;
    const HalfPoint p{static_cast<int>(s) / W, static_cast<int>(s) % W};
    for (int i : touched_cells(cols, p)) {
      if (owner[static_cast<size_t>(i)] >= 0)
        throw ParseError{line, "two dots touch the cell at " + cell_name(cols, static_cast<size_t>(i))};
      owner[static_cast<size_t>(i)] = static_cast<int>(dots.size());
    }
    dots.push_back(p);
    black.push_back(marked[s] == 2);
  }
  return std::make_unique<Galaxies>(rows, cols, std::move(dots), form, std::move(black));
}

// ---- puzz.link --------------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "tentaisho"); }

// pzprjs' decodeDot: 0-f a dot (even white, odd black) and (value >> 1) empty points after it,
// g-z 1..20 empty points.
std::vector<char> read_dots(puzzlink::Body& b, size_t count) {
  std::vector<char> marked(count, 0);
  size_t s = 0;
  while (s < count && !b.done()) {
    const char ch = b.text[b.at];
    if (std::isdigit(static_cast<unsigned char>(ch)) || (ch >= 'a' && ch <= 'f')) {
      const int v = std::isdigit(static_cast<unsigned char>(ch)) ? ch - '0' : ch - 'a' + 10;
      marked[s] = static_cast<char>(v % 2 + 1);
      s += static_cast<size_t>(v >> 1) + 1;
    } else if (ch >= 'g' && ch <= 'z') {
      s += static_cast<size_t>(ch - 'g' + 1);
    } else {
      b.unexpected("dots");
    }
    ++b.at;
  }
  return marked;
}

void write_dots(std::string& out, const std::vector<char>& marked) {
  int empty = 0;
  const auto skip_char = [](int n) { return static_cast<char>('g' + n - 1); };
  for (size_t s = 0; s < marked.size(); ++s) {
    if (!marked[s]) {
      if (++empty == 20) out += skip_char(20), empty = 0;
      continue;
    }
    if (empty) out += skip_char(empty), empty = 0;
    size_t gap = 1;
    while (gap <= 7 && s + gap < marked.size() && !marked[s + gap]) ++gap;
    if (gap <= 7 && s + gap < marked.size()) {  // the next dot within 7 points
      out += "0123456789abcdef"[2 * (gap - 1) + marked[s] - 1];
      s += gap - 1;
    } else {
      out += "ef"[marked[s] - 1];  // seven empty points after it
      s += 7;
    }
  }
  if (empty) out += skip_char(empty);
}

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "tentaisho", line, true);
  check_board_size("galaxies", h.cols, h.rows, 1, kMaxSide, line);
  check_region_rows(h.tail, h.rows, h.cols, line);
  puzzlink::Body b{h.body, line};
  const std::vector<char> marked = read_dots(b, static_cast<size_t>(2 * h.cols - 1) * (2 * h.rows - 1));
  // pzprjs' empty cells (decodeEmpty, 5 cells a base-32 digit) may follow: none allowed here.
  for (; !b.done(); ++b.at)
    if (b.text[b.at] != '0') throw ParseError{line, "puzz.link URL: empty cells (holes in the board) are not supported"};
  return make(h.rows, h.cols, marked, GalaxiesForm::puzzlink, line);
}

// ---- Simon Tatham's Galaxies ------------------------------------------------------------------

bool is_sgt(std::string_view s) {
  size_t used = 0, colon = 0;
  return parse_sgt_head(s, used, colon).rows != 0;
}

std::string_view description(std::string_view s, size_t colon) {
  const size_t space = s.find_first_of(" \t", colon);
  return s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
}

// An ID as --type auto knows it: lowercase letters only (sgt's generator draws no black dot;
// Pearl's IDs have 'B' and 'W', Rectangles', Range's and Filling's digits), its dots within
// the points and reaching past their middle.
bool is_galaxies_id(std::string_view s) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  if (size.rows == 0) return false;
  const std::string_view d = description(s, colon);
  size_t at = 0;
  for (char ch : d) {
    if (ch < 'a' || ch > 'z') return false;
    at += ch == 'z' ? 25 : static_cast<size_t>(ch - 'a') + 1;
  }
  // sgt's IDs run to near the last point (5x5: 72-76 of 81): a short run is Solo's ("3x3:a").
  const size_t points = (2 * static_cast<size_t>(size.cols) - 1) * (2 * static_cast<size_t>(size.rows) - 1);
  return !d.empty() && at <= points + 25 && 2 * at >= points;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  check_board_size("galaxies", size.cols, size.rows, 1, kMaxSide, line);
  const size_t points = (2 * static_cast<size_t>(size.cols) - 1) * (2 * static_cast<size_t>(size.rows) - 1);
  std::vector<char> marked(points, 0);
  size_t at = 0;
  const std::string_view d = description(s, colon);
  for (size_t k = 0; k < d.size(); ++k) {
    const char ch = d[k];
    if (ch == 'z') {
      at += 25;
      continue;
    }
    const bool lower = ch >= 'a' && ch <= 'y';
    if (lower) at += static_cast<size_t>(ch - 'a');
    else if (ch >= 'A' && ch <= 'Y') at += static_cast<size_t>(ch - 'A');
    else throw ParseError{line, "galaxies game ID: unexpected '" + printable_at(d, k) + "' in the dots"};
    if (at >= points) throw ParseError{line, "galaxies game ID: the dots run past " + std::to_string(points) + " points"};
    marked[at++] = lower ? 1 : 2;
  }
  const size_t space = s.find_first_of(" \t", colon);
  if (space != s.npos) check_region_rows(s.substr(space), size.rows, size.cols, line);
  return make(size.rows, size.cols, marked, GalaxiesForm::sgt, line);
}

// ---- the typed rows ---------------------------------------------------------------------------

bool is_header(std::string_view t) { return is_genre_header(t, "galaxies") || is_genre_header(t, "tentaisho"); }

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text))
    throw ParseError{start, "expected a puzz.link tentaisho URL, a galaxies game ID or a 'galaxies' line before the rows"};
  ++i;
  std::vector<char> marked;
  int width = -1, height = 0;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i, ++height) {
    const std::string_view t = lines[i].text;
    if (width < 0) width = static_cast<int>(t.size());
    if (static_cast<int>(t.size()) != width)
      throw ParseError{lines[i].number, "row " + std::to_string(height + 1) + " has " + std::to_string(t.size()) +
                                            " points, row 1 has " + std::to_string(width)};
    for (size_t k = 0; k < t.size(); ++k) {
      const char ch = t[k];
      const bool cell = height % 2 == 0 && k % 2 == 0;
      if (ch == '*') marked.push_back(1);
      else if (ch == '.' || (cell && ch >= 'a' && ch <= 'z')) marked.push_back(0);
      else
        throw ParseError{lines[i].number, "column " + std::to_string(k + 1) + ": '" + printable_at(t, k) +
                                              "' is no point ('*' a dot, '.' none, a letter a-z a cell's region)"};
    }
  }
  if (height == 0) throw ParseError{start, "a galaxies line with no rows after it"};
  if (height % 2 == 0 || width % 2 == 0)
    throw ParseError{start, "galaxies: " + std::to_string(width) + "x" + std::to_string(height) +
                                " points; the rows hold 2*COLS-1 points, and there are 2*ROWS-1 of them"};
  return make((height + 1) / 2, (width + 1) / 2, marked, GalaxiesForm::rows, start);
}

std::vector<char> marks_of(const Galaxies& g) {
  std::vector<char> marked(static_cast<size_t>(2 * g.cols() - 1) * (2 * g.rows() - 1), 0);
  for (size_t k = 0; k < g.dots().size(); ++k)
    marked[static_cast<size_t>(g.dots()[k].y * (2 * g.cols() - 1) + g.dots()[k].x)] = g.black(k) ? 2 : 1;
  return marked;
}

}  // namespace

std::string tentaisho_puzzlink_url(const Galaxies& g) {
  std::string body;
  write_dots(body, marks_of(g));
  return puzzlink::url("tentaisho", g.cols(), g.rows(), body);
}

std::string galaxies_sgt_id(const Galaxies& g) {
  std::string out = std::to_string(g.cols()) + "x" + std::to_string(g.rows()) + ":";
  int run = 0;
  for (char m : marks_of(g)) {
    if (!m) {
      ++run;
      continue;
    }
    for (; run > 24; run -= 25) out += 'z';
    out += static_cast<char>((m == 2 ? 'A' : 'a') + run);
    run = 0;
  }
  return out;
}

bool looks_like_galaxies(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t) || is_galaxies_id(t); });
}

std::vector<Record> read_galaxies(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}, {is_sgt, parse_sgt}}, parse_block);
}

std::string galaxies_url(const Puzzle& p) {
  return tentaisho_puzzlink_url(dynamic_cast<const Galaxies&>(p));
}

}  // namespace gridsat
