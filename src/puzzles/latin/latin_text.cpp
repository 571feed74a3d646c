#include "puzzles/latin/latin.hpp"

#include <charconv>

#include "text/grid_text.hpp"

namespace gridsat {

namespace {

constexpr int kMaxOrder = 1000;

// "order N" (.pls) or "latin N": the header line, then N rows of N integers. `whole` is set
// once all N rows are read: a later error (repeated givens) leaves the lines after them alone.
std::unique_ptr<Puzzle> read_headed(const std::vector<TextLine>& lines, size_t& i, bool& whole) {
  const int first = lines[i].number;
  auto words = split_ws(lines[i].text);
  const bool pls = words[0] == "order";
  int n = 0;
  if (words.size() != 2 || std::from_chars(words[1].data(), words[1].data() + words[1].size(), n).ec != std::errc() ||
      n < 1 || n > kMaxOrder)
    throw ParseError{first, "'" + printable(lines[i].text) + "': expected '" + std::string(words[0]) +
                                " N' with N in 1.." + std::to_string(kMaxOrder)};
  ++i;
  std::vector<int> cells;
  cells.reserve(static_cast<size_t>(n) * n);
  int rows = 0;
  while (rows < n && i < lines.size()) {
    const auto& [number, text] = lines[i];
    ++i;
    if (text.empty() || text.front() == '#') continue;
    auto toks = split_ws(text);
    if (static_cast<int>(toks.size()) != n)
      throw ParseError{number, std::to_string(toks.size()) + " values, expected " + std::to_string(n) + " (order " +
                                   std::to_string(n) + ")"};
    for (auto tok : toks) {
      if (pls) {
        int v = 0;
        auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
        if (ec != std::errc() || p != tok.data() + tok.size() || v < -1 || v >= n)
          throw ParseError{
              number, "'" + printable(tok) + "' is not a .pls symbol (-1 blank, 0.." + std::to_string(n - 1) + ")"};
        cells.push_back(v + 1);
      } else {
        cells.push_back(parse_int_token(tok, n, number));
      }
    }
    ++rows;
  }
  if (rows < n)
    throw ParseError{
        first, "order " + std::to_string(n) + " needs " + std::to_string(n) + " rows, found " + std::to_string(rows)};
  whole = true;
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, first, 0, 0, pls ? -1 : 0);
  return std::make_unique<LatinSquare>(std::move(g), pls ? GridForm::pls : GridForm::ints);
}

}  // namespace

std::vector<Record> read_latin(const std::string& text, const std::string& source, const ReadOptions& opt) {
  auto is_header = [](std::string_view text) {
    auto words = split_ws(text);
    return !words.empty() && (words[0] == "order" || words[0] == "latin");
  };
  SpecialLine headers = [&](const std::vector<TextLine>& lines, size_t& i, std::vector<Record>& out) {
    if (!is_header(lines[i].text)) return false;
    const size_t start = i;
    bool whole = false;
    out.push_back(make_record(source, lines[i].number, [&] { return read_headed(lines, i, whole); }));
    if (i == start) ++i;
    // Skip the rest of a bad grid up to the next blank line or the next puzzle's header.
    if (!out.back().puzzle && !whole)
      while (i < lines.size() && !lines[i].text.empty() && !is_header(lines[i].text)) ++i;
    return true;
  };
  return read_grid_blocks(
      text, source, headers,
      [](int line, int n, std::vector<int> cells, GridForm form) {
        Grid g(n, n);
        g.cells = std::move(cells);
        check_distinct_givens(g, line, 0, 0, form == GridForm::pls ? -1 : 0);
        return std::make_unique<LatinSquare>(std::move(g), form);
      },
      opt.first_line);
}

}  // namespace gridsat
