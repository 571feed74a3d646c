// Reading and writing Slant's forms (slant.hpp lists them).
#include <algorithm>
#include <cctype>

#include "puzzles/slant/slant.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

void check_size(int rows, int cols, int line) { check_board_size("slant", cols, rows, 1, kMaxSide, line); }

// The cells after an ID or URL: `rows` words of `cols` '/', '\', '.' joined by ','.
std::vector<int> read_cells(std::string_view s, int rows, int cols, int line) {
  std::vector<int> cells(static_cast<size_t>(rows) * cols, 0);
  const auto words = split_ws(s);
  if (words.empty()) return cells;
  const auto bad = [&] {
    return ParseError{line, "after the puzzle: '" + printable(words[0]) + "' is no slant grid (" + std::to_string(rows) +
                                " rows of " + std::to_string(cols) + " '/', '\\' or '.' joined by ',')"};
  };
  if (words.size() != 1) throw bad();
  size_t k = 0;
  int r = 0;
  for (size_t from = 0; from <= words[0].size(); ++r) {
    const size_t comma = std::min(words[0].find(',', from), words[0].size());
    const std::string_view row = words[0].substr(from, comma - from);
    if (r >= rows || row.size() != static_cast<size_t>(cols)) throw bad();
    for (char ch : row) {
      if (ch != '/' && ch != '\\' && ch != '.') throw bad();
      cells[k++] = ch == '/' ? 1 : ch == '\\' ? 2 : 0;
    }
    from = comma + 1;
  }
  if (r != rows) throw bad();
  return cells;
}

void check_clues(const std::vector<int>& clues, int cols, int line) {
  for (size_t i = 0; i < clues.size(); ++i)
    if (clues[i] != Slant::kNone && (clues[i] < 0 || clues[i] > 4))
      throw ParseError{line, "the number " + std::to_string(clues[i]) + " at corner " +
                                 std::to_string(i / static_cast<size_t>(cols + 1)) + "," +
                                 std::to_string(i % static_cast<size_t>(cols + 1)) + " is outside 0..4"};
}

// ---- Simon Tatham's Slant -------------------------------------------------------------------

// The corners of an ID's description: an exception names a bad character or count.
std::vector<int> sgt_corners(std::string_view desc, size_t want, int line) {
  std::vector<int> clues;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (c >= 'a' && c <= 'z') clues.insert(clues.end(), static_cast<size_t>(c - 'a' + 1), Slant::kNone);
    else if (c >= '0' && c <= '9') clues.push_back(c - '0');
    else throw ParseError{line, "slant game ID: unexpected '" + printable_at(desc, k) + "' in the corners"};
    if (clues.size() > want)
      throw ParseError{line, "slant game ID: the corners run past " + std::to_string(want)};
  }
  if (clues.size() != want)
    throw ParseError{line, "slant game ID: " + std::to_string(clues.size()) + " corners, expected " +
                               std::to_string(want)};
  return clues;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  check_size(size.rows, size.cols, line);
  const size_t space = s.find_first_of(" \t", colon);
  const std::string_view desc = s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1);
  std::vector<int> clues = sgt_corners(desc, static_cast<size_t>(size.rows + 1) * (size.cols + 1), line);
  check_clues(clues, size.cols, line);
  std::vector<int> cells =
      read_cells(space == s.npos ? std::string_view() : s.substr(space), size.rows, size.cols, line);
  return std::make_unique<Slant>(size.rows, size.cols, std::move(clues), std::move(cells), SlantForm::sgt);
}

bool is_sgt(std::string_view s) {
  size_t used = 0, colon = 0;
  return parse_sgt_head(s, used, colon).rows != 0;
}

// An ID as --type auto knows it: the head, then only 0-4 and a-z, exactly (W+1)*(H+1)
// corners (Light Up, Loopy and Bridges IDs count W*H cells).
bool is_slant_id(std::string_view s) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  if (size.rows == 0) return false;
  const size_t space = s.find_first_of(" \t", colon);
  long long corners = 0;
  for (char c : s.substr(colon + 1, space == s.npos ? s.npos : space - colon - 1)) {
    if (c >= 'a' && c <= 'z') corners += c - 'a' + 1;
    else if (c >= '0' && c <= '4') ++corners;
    else return false;
  }
  return corners == static_cast<long long>(size.rows + 1) * (size.cols + 1);
}

// ---- puzz.link ------------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "gokigen"); }

// pzprjs' gokigen: the 4-cell coding over the corners ('.' a corner of unknown number: none).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "gokigen", line, true);
  check_size(h.rows, h.cols, line);
  if (!h.flags.empty())
    throw ParseError{line, "puzz.link URL: gokigen's old coding (flag '" + printable(h.flags) + "') is not read"};
  puzzlink::Body b{h.body, line};
  const size_t want = static_cast<size_t>(h.rows + 1) * (h.cols + 1);
  std::vector<int> clues = puzzlink::read_cell4(b, want, "corners");
  b.finish("the " + std::to_string(want) + " corners");
  for (int& v : clues) v = v == puzzlink::kUnknown ? Slant::kNone : v;
  check_clues(clues, h.cols, line);
  std::vector<int> cells = read_cells(h.tail, h.rows, h.cols, line);
  return std::make_unique<Slant>(h.rows, h.cols, std::move(clues), std::move(cells), SlantForm::puzzlink);
}

// ---- the typed rows -------------------------------------------------------------------------

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "slant" || s == "gokigen";
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<std::string> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#' && !is_header(lines[i].text) &&
         !is_url(lines[i].text) && !is_sgt(lines[i].text);
       ++i) {
    std::string row;
    for (char c : lines[i].text)
      if (c != ' ' && c != '\t') row += c;
    rows.push_back(row);
    numbers.push_back(lines[i].number);
  }
  if (rows.empty()) throw ParseError{start, "a slant header with no rows after it"};
  const size_t width = rows[0].size();
  // Corner rows only (all as wide), or corner rows and cell rows by turns (one narrower).
  const bool cells_too = std::any_of(rows.begin(), rows.end(), [&](const std::string& r) { return r.size() != width; });
  if (width < 2) throw ParseError{numbers[0], "a corner row of " + std::to_string(width) + " corners: a slant has two at least"};
  const int cols = static_cast<int>(width) - 1;
  const int height = cells_too ? static_cast<int>(rows.size() + 1) / 2 - 1 : static_cast<int>(rows.size()) - 1;
  if (cells_too && rows.size() % 2 == 0)
    throw ParseError{numbers.back(), "the rows end with a cell row: corner rows and cell rows alternate, corners first"};
  check_size(height, cols, start);
  std::vector<int> clues, cells;
  for (size_t k = 0; k < rows.size(); ++k) {
    const bool corner_row = !cells_too || k % 2 == 0;
    const size_t want = corner_row ? width : width - 1;
    if (rows[k].size() != want)
      throw ParseError{numbers[k], "a " + std::string(corner_row ? "corner" : "cell") + " row of " +
                                       std::to_string(rows[k].size()) + " characters, expected " + std::to_string(want)};
    for (size_t c = 0; c < want; ++c) {
      const char ch = rows[k][c];
      if (corner_row && (ch == '.' || (ch >= '0' && ch <= '9'))) clues.push_back(ch == '.' ? Slant::kNone : ch - '0');
      else if (!corner_row && (ch == '/' || ch == '\\' || ch == '.')) cells.push_back(ch == '/' ? 1 : ch == '\\' ? 2 : 0);
      else
        throw ParseError{numbers[k], "column " + std::to_string(c + 1) + ": '" + printable_at(rows[k], c) + "' is no " +
                                         (corner_row ? "corner (0-4 a number, '.' none)" : "cell ('/', '\\', '.' open)")};
    }
  }
  check_clues(clues, cols, start);
  if (!cells_too) cells.assign(static_cast<size_t>(height) * cols, 0);
  return std::make_unique<Slant>(height, cols, std::move(clues), std::move(cells), SlantForm::rows);
}

}  // namespace

std::string slant_sgt_id(int rows, int cols, const std::vector<int>& clues) {
  std::string s = std::to_string(cols) + "x" + std::to_string(rows) + ":";
  int run = 0;
  for (size_t i = 0; i <= clues.size(); ++i) {
    if (i < clues.size() && clues[i] == Slant::kNone) {
      if (++run == 26) s += 'z', run = 0;
      continue;
    }
    if (run) s += static_cast<char>('a' + run - 1), run = 0;
    if (i < clues.size()) s += static_cast<char>('0' + clues[i]);
  }
  return s;
}

std::string slant_puzzlink_url(int rows, int cols, const std::vector<int>& clues) {
  static_assert(Slant::kNone == puzzlink::kNone);
  std::string body;
  puzzlink::write_cell4(body, clues);
  return puzzlink::url("gokigen", cols, rows, body);
}

std::string slant_url(const Puzzle& p) {
  const auto& s = dynamic_cast<const Slant&>(p);
  return slant_puzzlink_url(s.rows(), s.cols(), s.clues());
}

bool looks_like_slant(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_slant_id(t) || is_url(t) || is_header(t); });
}

std::vector<Record> read_slant(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}, {is_sgt, parse_sgt}}, parse_block,
                         [](std::string_view t) { return is_header(t) || is_url(t) || is_sgt(t); });
}

}  // namespace gridsat
