// LITS's forms: pzprjs' URL (the region borders) and the typed rows (a letter a cell).
#include <cctype>

#include "puzzles/common/shading_line.hpp"
#include "puzzles/lits/lits.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool is_url(std::string_view s) { return puzzlink::is_url(s, "lits"); }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "lits", line, true);
  check_board_size("lits", h.cols, h.rows, 1, kMaxSide, line);
  if (!h.flags.empty())
    throw ParseError{line, "puzz.link URL: the flags '" + printable(h.flags) + "' (pzprjs' old LITS coding) are not read"};
  puzzlink::Body b{h.body, line};
  const puzzlink::Borders borders = puzzlink::read_borders(b, h.cols, h.rows);
  b.finish("the borders");
  check_shading_tail(h.tail, h.rows, h.cols, line);
  return std::make_unique<Lits>(h.rows, h.cols, regions_from_borders(h.rows, h.cols, borders.right, borders.down));
}

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "lits";
}

// The block at lines[i]: 'lits', then a row a line of letters; the regions are the connected
// areas of one letter (case ignored).
std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text)) throw ParseError{start, "a lits puzzle starts with a 'lits' line, then its rows"};
  ++i;
  std::vector<std::string> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    std::string row;
    for (size_t c = 0; c < lines[i].text.size(); ++c) {
      const char ch = lines[i].text[c];
      if (!std::isalpha(static_cast<unsigned char>(ch)))
        throw ParseError{lines[i].number, "row " + std::to_string(rows.size() + 1) + ": '" +
                                              printable_at(lines[i].text, c) + "' is not a region letter (a-z)"};
      row += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
    if (!rows.empty() && row.size() != rows[0].size())
      throw ParseError{lines[i].number, "row " + std::to_string(rows.size() + 1) + " has " +
                                            std::to_string(row.size()) + " cells, row 1 has " +
                                            std::to_string(rows[0].size())};
    rows.push_back(row);
    numbers.push_back(lines[i].number);
  }
  if (rows.empty()) throw ParseError{start, "a lits header with no rows after it"};
  const int R = static_cast<int>(rows.size()), C = static_cast<int>(rows[0].size());
  check_board_size("lits", C, R, 1, kMaxSide, start);
  std::vector<char> right(static_cast<size_t>(R) * (C - 1)), down(static_cast<size_t>(R - 1) * C);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (c + 1 < C) right[static_cast<size_t>(r * (C - 1) + c)] = rows[r][c] != rows[r][c + 1];
      if (r + 1 < R) down[static_cast<size_t>(r * C + c)] = rows[r][c] != rows[r + 1][c];
    }
  return std::make_unique<Lits>(R, C, regions_from_borders(R, C, right, down));
}

}  // namespace

std::string lits_puzzlink_url(const Lits& p) {
  const int R = p.rows(), C = p.cols();
  puzzlink::Borders b;
  b.right.resize(static_cast<size_t>(R) * (C - 1));
  b.down.resize(static_cast<size_t>(R - 1) * C);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int i = r * C + c;
      if (c + 1 < C) b.right[static_cast<size_t>(r * (C - 1) + c)] = p.region()[i] != p.region()[i + 1];
      if (r + 1 < R) b.down[static_cast<size_t>(r * C + c)] = p.region()[i] != p.region()[i + C];
    }
  std::string body;
  puzzlink::write_borders(body, b);
  return puzzlink::url("lits", C, R, body);
}

bool looks_like_lits(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_lits(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block);
}

std::string lits_url(const Puzzle& p) { return lits_puzzlink_url(dynamic_cast<const Lits&>(p)); }

}  // namespace gridsat
