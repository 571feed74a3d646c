#include "puzzles/jigsaw/jigsaw.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <numeric>

#include "puzzles/common/solo_cells.hpp"
#include "puzzles/common/solo_params.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

std::string side_text(int n) { return std::to_string(n) + "x" + std::to_string(n); }

// The checks every form shares, then the puzzle: n regions of n cells, no given twice in a
// house. `label(k)` names region k in messages.
std::unique_ptr<Puzzle> make_jigsaw(int n, std::vector<int> cells, const std::vector<int>& labels,
                                    const std::function<std::string(int)>& label, ExtraHouses extra, JigsawForm form,
                                    int line) {
  std::vector<int> region_of = canonical_regions(labels);
  const int regions = region_of.empty() ? 0 : *std::max_element(region_of.begin(), region_of.end()) + 1;
  if (regions != n)
    throw ParseError{line, "a " + side_text(n) + " jigsaw has " + std::to_string(n) + " regions, this one " +
                               std::to_string(regions)};
  std::vector<std::vector<int>> members(static_cast<size_t>(n));
  for (int cell = 0; cell < n * n; ++cell) members[static_cast<size_t>(region_of[cell])].push_back(cell);
  for (int k = 0; k < n; ++k)
    if (members[static_cast<size_t>(k)].size() != static_cast<size_t>(n))
      throw ParseError{line, "region " + label(members[static_cast<size_t>(k)][0]) + " has " +
                                 std::to_string(members[static_cast<size_t>(k)].size()) + " cells, not " +
                                 std::to_string(n)};
  if (auto why = extra_houses_problem(extra, n); !why.empty()) throw ParseError{line, why};
  Grid g(n, n);
  g.cells = std::move(cells);
  check_distinct_givens(g, line);
  for (int k = 0; k < n; ++k)
    check_house_givens(g, members[static_cast<size_t>(k)], "region " + label(members[static_cast<size_t>(k)][0]), line);
  check_extra_house_givens(g, extra, line);
  return std::make_unique<Jigsaw>(std::move(g), std::move(region_of), extra, form);
}

std::string cell_text(int cell, int n) {
  return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

int find(std::vector<int>& parent, int a) {
  while (parent[static_cast<size_t>(a)] != a)
    a = parent[static_cast<size_t>(a)] = parent[static_cast<size_t>(parent[static_cast<size_t>(a)])];
  return a;
}

// solo's block structure (see solo_blocks_desc): the region label (a representative cell) of each cell.
std::vector<int> solo_blocks(std::string_view desc, int n, int line) {
  const int inner = n * (n - 1), total = 2 * inner;
  std::vector<int> parent(static_cast<size_t>(n) * n);
  std::iota(parent.begin(), parent.end(), 0);
  int pos = 0;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char ch = desc[k];
    if (ch != '_' && (ch < 'a' || ch > 'z'))
      throw ParseError{line, "solo game ID: unexpected character '" + printable_at(desc, k) + "' in the regions"};
    const int run = ch == '_' ? 0 : ch - 'a' + 1;
    for (int j = 0; j < run; ++j, ++pos) {
      if (pos >= total) throw ParseError{line, "solo game ID: the region borders run past the grid"};
      const int p = pos < inner ? (pos / (n - 1)) * n + pos % (n - 1) : (pos % (n - 1)) * n + (pos / (n - 1) - n);
      const int q = pos < inner ? p + 1 : p + n;
      parent[static_cast<size_t>(find(parent, p))] = find(parent, q);
    }
    if (run != 26) ++pos;
  }
  if (pos != total + 1)
    throw ParseError{line, "solo game ID: the region borders " +
                               std::string(pos < total + 1 ? "stop short of the grid" : "run past the grid")};
  std::vector<int> labels;
  for (int cell = 0; cell < n * n; ++cell) labels.push_back(find(parent, cell));
  return labels;
}

// "Nj[x]:GRID,BLOCKS" (or "CxRj...").
std::unique_ptr<Puzzle> parse_solo(std::string_view s, const ReadOptions& opt, int line) {
  const size_t colon = s.find(':');
  const std::string_view params = s.substr(0, colon), desc = s.substr(colon + 1);
  size_t i = 0;
  auto number = [&] {
    int v = 0;
    while (i < params.size() && params[i] >= '0' && params[i] <= '9')
      v = std::min(v * 10 + (params[i++] - '0'), 100000);
    return v;
  };
  int n = number();
  if (i + 1 < params.size() && params[i] == 'x' && params[i + 1] >= '0' && params[i + 1] <= '9') {
    ++i;
    n = std::min(n * number(), 100000);
  }
  const auto flags = solo_flags(params.substr(i));
  if (!flags) throw ParseError{line, "solo game ID '" + printable(params) + ":' has flags other than j, x and k"};
  if (flags->killer)
    throw ParseError{line, "solo game ID '" + printable(params) + ":' is a killer Sudoku (k): --type killer"};
  if (!flags->jigsaw)
    throw ParseError{line, "solo game ID '" + printable(params) + ":' has no j: not a jigsaw (--type sudoku)"};
  if (n < 2 || n > 400) throw ParseError{line, "solo game ID size '" + printable(params) + "' is out of range"};
  const size_t k = desc.find(',');
  std::vector<int> cells = solo_cells(desc.substr(0, k), n, static_cast<long long>(n) * n, n, line, "givens");
  if (k == std::string_view::npos)
    throw ParseError{line, "solo game ID: no region borders (',' and the blocks) after the givens"};
  const std::vector<int> labels = solo_blocks(desc.substr(k + 1), n, line);
  ExtraHouses extra = extra_houses_of(opt);
  extra.x = extra.x || flags->x;
  return make_jigsaw(
      n, std::move(cells), labels, [n](int first) { return "starting at " + cell_text(first, n); }, extra,
      JigsawForm::solo, line);
}

// Givens as characters, appended to `cells`; labels as characters, appended to `labels`.
void read_row(std::string_view givens, std::string_view regions, int n, int line, std::vector<int>& cells,
              std::vector<int>& labels) {
  parse_chars(givens, n, line, cells);
  for (char ch : regions) labels.push_back(static_cast<unsigned char>(ch));
}

std::unique_ptr<Puzzle> parse_one_line(std::string_view t, const ReadOptions& opt, int line) {
  const size_t slash = t.find('/');
  if (slash == std::string_view::npos)
    throw ParseError{line, "'" + printable(t) + "' is no jigsaw: one line is N*N givens, '/', N*N region labels"};
  const std::string_view givens = t.substr(0, slash), regions = t.substr(slash + 1);
  int n = 1;
  while (static_cast<size_t>(n) * n < givens.size()) ++n;
  if (static_cast<size_t>(n) * n != givens.size() || regions.size() != givens.size() || n < 2)
    throw ParseError{line, "a one-line jigsaw is N*N givens, '/', N*N region labels (81 and 81 for 9x9); this has " +
                               std::to_string(givens.size()) + " and " + std::to_string(regions.size())};
  if (n > 35) throw ParseError{line, "a typed jigsaw goes up to 35x35 (values 1-9, A-Z); larger ones as solo IDs"};
  std::vector<int> cells, labels;
  read_row(givens, regions, n, line, cells, labels);
  return make_jigsaw(
      n, std::move(cells), labels,
      [&labels](int first) { return "'" + std::string(1, static_cast<char>(labels[first])) + "'"; },
      extra_houses_of(opt), JigsawForm::text, line);
}

// N lines "GIVENS LABELS" from lines[i]; i moves past them.
std::unique_ptr<Puzzle> parse_grid(const std::vector<TextLine>& lines, size_t& i, const ReadOptions& opt) {
  const int line = lines[i].number;
  const auto first = split_ws(lines[i].text);
  const int n = static_cast<int>(first[0].size());
  if (n > 35) throw ParseError{line, "a typed jigsaw goes up to 35x35 (values 1-9, A-Z); larger ones as solo IDs"};
  std::vector<int> cells, labels;
  for (int r = 0; r < n; ++r, ++i) {
    if (i >= lines.size() || !is_meaningful(lines[i].text))
      throw ParseError{i < lines.size() ? lines[i].number : line,
                       "the jigsaw grid starting at line " + std::to_string(line) + " has " + std::to_string(r) +
                           " rows, not " + std::to_string(n)};
    const auto tok = split_ws(lines[i].text);
    if (tok.size() != 2 || tok[0].size() != static_cast<size_t>(n) || tok[1].size() != static_cast<size_t>(n))
      throw ParseError{lines[i].number, "a jigsaw row is " + std::to_string(n) + " givens, a blank, " +
                                            std::to_string(n) + " region labels; this is '" + printable(lines[i].text) +
                                            "'"};
    read_row(tok[0], tok[1], n, lines[i].number, cells, labels);
  }
  return make_jigsaw(
      n, std::move(cells), labels,
      [&labels](int first) { return "'" + std::string(1, static_cast<char>(labels[first])) + "'"; },
      extra_houses_of(opt), JigsawForm::text, line);
}

bool is_solo_line(std::string_view t) {
  size_t i = 0;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
  while (i < t.size() && std::isalnum(static_cast<unsigned char>(t[i]))) ++i;
  return i > 0 && i < t.size() && t[i] == ':' && t[0] >= '0' && t[0] <= '9';
}

}  // namespace

bool looks_like_jigsaw(const std::string& text) {
  for (const auto& l : split_lines(text)) {
    if (!is_meaningful(l.text)) continue;
    if (const auto f = solo_id_flags(l.text)) return f->jigsaw && !f->killer;
    const auto tok = split_ws(l.text);
    if (tok.size() == 1) {
      const size_t slash = tok[0].find('/');
      return slash != std::string_view::npos && slash >= 4 && tok[0].size() == 2 * slash + 1;
    }
    if (tok.size() != 2 || tok[0].size() != tok[1].size() || tok[0].size() < 2) return false;
    for (char ch : tok[0])
      if (char_value(ch) < 0) return false;
    return true;
  }
  return false;
}

std::vector<Record> read_jigsaw(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto one_line = [](std::string_view t) { return is_solo_line(t) || split_ws(t).size() == 1; };
  const auto read_one = [&](std::string_view t, int number) {
    return is_solo_line(t) ? parse_solo(t, opt, number) : parse_one_line(t, opt, number);
  };
  const auto block = [&](const std::vector<TextLine>& lines, size_t& i) { return parse_grid(lines, i, opt); };
  return read_line_forms(text, source, opt.first_line, {{one_line, read_one}}, block);
}

}  // namespace gridsat
