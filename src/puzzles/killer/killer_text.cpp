#include "puzzles/killer/killer.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>

#include "puzzles/common/solo_cells.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

std::optional<std::pair<int, int>> killer_box(int n, const ReadOptions& opt) {
  if (opt.box) {
    if (opt.box->first * opt.box->second == n) return opt.box;
    return std::nullopt;
  }
  for (int r = static_cast<int>(std::sqrt(static_cast<double>(n))) + 1; r >= 2; --r)
    if (r <= n / r && n % r == 0) return std::pair{r, n / r};
  return std::nullopt;
}

bool is_killer_solo_id(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return false;
  bool k = false;
  for (; i < line.size() && std::isalnum(static_cast<unsigned char>(line[i])); ++i) k = k || line[i] == 'k';
  return k && i < line.size() && line[i] == ':';
}

namespace {

// The box shape of side n, or a ParseError saying why there is none.
std::pair<int, int> box_or_throw(int n, const ReadOptions& opt, int line) {
  if (auto b = killer_box(n, opt)) return *b;
  if (opt.box)
    throw ParseError{line, "--box " + std::to_string(opt.box->first) + "x" + std::to_string(opt.box->second) +
                               " does not fit a " + std::to_string(n) + "x" + std::to_string(n) + " grid"};
  throw ParseError{line, "a " + std::to_string(n) + "x" + std::to_string(n) + " grid has no box shape other than 1x" +
                             std::to_string(n) + " (pass --box)"};
}

// The two cells on either side of internal line `pos` (solo's order, see killer.hpp).
std::pair<int, int> solo_edge(int pos, int n) {
  if (pos < n * (n - 1)) {
    const int y = pos / (n - 1), x = pos % (n - 1);
    return {y * n + x, y * n + x + 1};
  }
  const int x = pos / (n - 1) - n, y = pos % (n - 1);
  return {y * n + x, (y + 1) * n + x};
}

int find_root(std::vector<int>& parent, int a) {
  while (parent[static_cast<size_t>(a)] != a)
    a = parent[static_cast<size_t>(a)] = parent[static_cast<size_t>(parent[static_cast<size_t>(a)])];
  return a;
}

// The cage index of each cell from solo's line runs (cages numbered in reading order).
std::vector<int> solo_cages(std::string_view s, int n, int line) {
  const int lines = 2 * n * (n - 1);
  std::vector<int> parent(static_cast<size_t>(n) * n);
  for (size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<int>(i);
  int pos = 0;
  for (size_t k = 0; k < s.size(); ++k) {
    const char ch = s[k];
    int run = 0;
    if (ch == '_') run = 0;
    else if (ch >= 'a' && ch <= 'z') run = ch == 'z' ? 25 : ch - 'a' + 1;
    else throw ParseError{line, "solo game ID: unexpected character '" + printable_at(s, k) + "' in the cages"};
    for (int j = 0; j < run; ++j, ++pos) {
      if (pos >= lines) throw ParseError{line, "solo game ID: the cages describe more lines than the grid has"};
      auto [a, b] = solo_edge(pos, n);
      parent[static_cast<size_t>(find_root(parent, a))] = find_root(parent, b);
    }
    if (ch != 'z') ++pos;  // the line after the run
  }
  if (pos != lines + 1)
    throw ParseError{line, "solo game ID: the cages describe " + std::to_string(pos) + " line positions, a " +
                               std::to_string(n) + "x" + std::to_string(n) + " grid has " + std::to_string(lines + 1)};
  std::vector<int> id(parent.size(), -1), cage(parent.size());
  int next = 0;
  for (size_t c = 0; c < parent.size(); ++c) {
    const int r = find_root(parent, static_cast<int>(c));
    if (id[static_cast<size_t>(r)] < 0) id[static_cast<size_t>(r)] = next++;
    cage[c] = id[static_cast<size_t>(r)];
  }
  return cage;
}

// Cages from a cage index per cell and a sum grid (each cage's total in one of its cells).
std::vector<Cage> cages_from(const std::vector<int>& cage_of, const std::vector<int>& sums, int n, int line) {
  const int count = cage_of.empty() ? 0 : *std::max_element(cage_of.begin(), cage_of.end()) + 1;
  std::vector<Cage> cages(static_cast<size_t>(count));
  for (size_t c = 0; c < cage_of.size(); ++c) {
    Cage& cage = cages[static_cast<size_t>(cage_of[c])];
    cage.cells.push_back(static_cast<int>(c));
    if (!sums[c]) continue;
    if (cage.sum)
      throw ParseError{line, "solo game ID: the cage of " + killer_cell_name(cage.cells[0], n) + " has two sums (" +
                                 std::to_string(cage.sum) + " and " + std::to_string(sums[c]) + ")"};
    cage.sum = sums[c];
  }
  for (const Cage& cage : cages)
    if (!cage.sum)
      throw ParseError{line, "solo game ID: the cage of " + killer_cell_name(cage.cells[0], n) + " has no sum"};
  return cages;
}

std::unique_ptr<Puzzle> parse_solo_killer(std::string_view s, const ReadOptions& opt, int line) {
  const size_t colon = s.find(':');
  const std::string_view params = s.substr(0, colon), desc = s.substr(colon + 1);
  int c = 0, r = 0;
  size_t i = 0;
  auto number = [&](int& v) {
    while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i])))
      v = std::min(v * 10 + (params[i++] - '0'), 1000);  // saturates: c * r cannot overflow
  };
  number(c);
  if (i < params.size() && params[i] == 'x' && i + 1 < params.size() &&
      std::isdigit(static_cast<unsigned char>(params[i + 1]))) {
    ++i;
    number(r);
  } else {
    r = c;
  }
  const std::string_view flags = params.substr(i);
  if (flags != "k") {
    const bool x = flags.find('x') != std::string_view::npos, j = flags.find('j') != std::string_view::npos;
    throw ParseError{line, "solo game ID '" + printable(params) + ":': " +
                               (x   ? std::string("killer with X diagonals is not supported")
                                : j ? std::string("jigsaw killer is not supported")
                                    : "unknown flags '" + printable(flags) + "' (a killer ID reads CxRk: or Nk:)")};
  }
  if (c < 1 || r < 1 || c * r < 2 || c * r > 63)
    throw ParseError{line, "solo game ID size '" + printable(params) + "' is out of range (sides 2..63)"};
  const int n = c * r;
  if (opt.box && (opt.box->first != c || opt.box->second != r))
    throw ParseError{line, "--box contradicts the solo game ID's block shape " + printable(params)};
  const size_t c1 = desc.find(','), c2 = c1 == std::string_view::npos ? c1 : desc.find(',', c1 + 1);
  if (c2 == std::string_view::npos || desc.find(',', c2 + 1) != std::string_view::npos)
    throw ParseError{line, "solo game ID: a killer description has three parts, givens,cages,sums"};
  Grid givens(n, n);
  givens.cells = solo_cells(desc.substr(0, c1), n, n * n, n, line, "givens");
  check_distinct_givens(givens, line, c, r);
  const auto cage_of = solo_cages(desc.substr(c1 + 1, c2 - c1 - 1), n, line);
  const auto sums = solo_cells(desc.substr(c2 + 1), n, n * n, n * n * n, line, "sums");
  auto cages = cages_from(cage_of, sums, n, line);
  validate_cages(givens, cages, line);
  return std::make_unique<Killer>(std::move(givens), c, r, std::move(cages), KillerForm::solo);
}

// A solo game ID of another kind ("3x3:", "9j:"): digits, letters without k, then ':'.
bool is_plain_solo_id(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return false;
  while (i < line.size() && std::isalnum(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

// ---- The plain-text form ---------------------------------------------------------------

bool is_sum_line(std::string_view t) { return t.find('=') != std::string_view::npos; }

// The labels of one cage row: N whitespace-separated labels, or N characters.
std::vector<std::string> row_labels(std::string_view t) {
  std::vector<std::string> out;
  const auto toks = split_ws(t);
  if (toks.size() > 1) {
    for (auto tok : toks) out.emplace_back(tok);
  } else {
    for (char ch : t) out.emplace_back(1, ch);
  }
  return out;
}

size_t row_width(std::string_view t) {
  const auto toks = split_ws(t);
  return toks.size() > 1 ? toks.size() : t.size();
}

// The sums: label=total tokens separated by blanks or commas.
std::map<std::string, std::pair<long long, int>> read_sums(const std::vector<TextLine>& lines, int max) {
  std::map<std::string, std::pair<long long, int>> sums;  // label -> (total, line)
  for (const auto& [number, text] : lines) {
    std::string t(text);
    std::replace(t.begin(), t.end(), ',', ' ');
    for (auto tok : split_ws(t)) {
      const size_t eq = tok.find('=');
      if (eq == std::string_view::npos || eq == 0 || eq + 1 == tok.size())
        throw ParseError{number, "'" + printable(tok) + "' is not a cage sum (label=total, e.g. a=14)"};
      const std::string label(tok.substr(0, eq));
      const std::string_view num = tok.substr(eq + 1);
      long long v = 0;
      auto [p, ec] = std::from_chars(num.data(), num.data() + num.size(), v);
      if (ec != std::errc() || p != num.data() + num.size() || v < 1 || v > max)
        throw ParseError{number, "'" + printable(tok) + "': the total must be an integer 1.." + std::to_string(max)};
      if (!sums.emplace(label, std::pair{v, number}).second)
        throw ParseError{number, "cage '" + printable(label) + "' has two sums"};
    }
  }
  return sums;
}

// One block of the text form: grid rows then sum lines (see killer.hpp).
// Long: the rows, the labels and the sums are checked in one pass, each naming its line.
std::unique_ptr<Puzzle> parse_text_block(const std::vector<TextLine>& block, const ReadOptions& opt) {
  const int first = block.front().number;
  size_t g = 0;
  while (g < block.size() && !is_sum_line(block[g].text)) ++g;
  for (size_t k = g; k < block.size(); ++k)
    if (!is_sum_line(block[k].text))
      throw ParseError{block[k].number, "a grid row after the sums (a blank line must end each puzzle)"};
  if (g == block.size()) throw ParseError{first, "no cage sums (label=total, e.g. a=14) after the grid rows"};
  if (g == 0) throw ParseError{first, "cage sums without a grid of cage labels before them"};
  const int n = static_cast<int>(row_width(block[0].text));
  if (n < 2 || n > 63) throw ParseError{first, "a killer row of " + std::to_string(n) + " cells (sides 2..63)"};
  if (g != static_cast<size_t>(n) && g != 2 * static_cast<size_t>(n))
    throw ParseError{first, std::to_string(g) + " grid rows of " + std::to_string(n) + " cells: a killer needs " +
                                std::to_string(n) + " rows of cage labels, after " + std::to_string(n) +
                                " rows of givens or none"};
  const auto [br, bc] = box_or_throw(n, opt, first);
  Grid givens(n, n);
  const size_t cage_start = g == static_cast<size_t>(n) ? 0 : static_cast<size_t>(n);
  for (size_t k = 0; k < cage_start; ++k) {
    const auto& [number, t] = block[k];
    std::vector<int> row;
    const auto toks = split_ws(t);
    if (toks.size() > 1)
      for (auto tok : toks) row.push_back(parse_int_token(tok, n, number));
    else parse_chars(t, n, number, row);
    if (row.size() != static_cast<size_t>(n))
      throw ParseError{number, "a row of " + std::to_string(row.size()) + " givens, not " + std::to_string(n)};
    std::copy(row.begin(), row.end(), givens.cells.begin() + static_cast<long>(k) * n);
  }
  check_distinct_givens(givens, first, br, bc);
  std::map<std::string, int> index;  // label -> cage
  std::vector<std::string> names;
  std::vector<int> cage_of(static_cast<size_t>(n) * n);
  for (size_t k = 0; k < static_cast<size_t>(n); ++k) {
    const auto& [number, t] = block[cage_start + k];
    const auto labels = row_labels(t);
    if (labels.size() != static_cast<size_t>(n))
      throw ParseError{number, "a row of " + std::to_string(labels.size()) + " cage labels, not " + std::to_string(n)};
    for (size_t c = 0; c < labels.size(); ++c) {
      if (labels[c] == "." || labels[c] == "#")
        throw ParseError{number, "column " + std::to_string(c + 1) +
                                     ": the cell lies in no cage (every cell of a killer Sudoku is in one)"};
      auto [it, fresh] = index.emplace(labels[c], static_cast<int>(names.size()));
      if (fresh) names.push_back(labels[c]);
      cage_of[k * static_cast<size_t>(n) + c] = it->second;
    }
  }
  const auto sums = read_sums({block.begin() + static_cast<long>(g), block.end()}, n * n * n);
  std::vector<Cage> cages(names.size());
  for (size_t c = 0; c < cage_of.size(); ++c)
    cages[static_cast<size_t>(cage_of[c])].cells.push_back(static_cast<int>(c));
  for (size_t k = 0; k < names.size(); ++k) {
    auto it = sums.find(names[k]);
    if (it == sums.end())
      throw ParseError{block[g].number, "cage '" + printable(names[k]) + "' has no sum (add " + names[k] + "=TOTAL)"};
    cages[k].sum = static_cast<int>(it->second.first);
  }
  for (const auto& [label, sum] : sums)
    if (!index.count(label)) throw ParseError{sum.second, "a sum for '" + printable(label) + "', which labels no cell"};
  // A problem of one cage names the line of its sum.
  std::vector<std::string> quoted;
  std::vector<int> sum_lines;
  for (const auto& name : names) {
    quoted.push_back("cage '" + printable(name) + "'");
    sum_lines.push_back(sums.at(name).second);
  }
  validate_cages(givens, cages, first, quoted, sum_lines);
  return std::make_unique<Killer>(std::move(givens), br, bc, std::move(cages), KillerForm::text);
}

}  // namespace

std::vector<Record> read_killer(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto solo = [&](std::string_view t, int number) { return parse_solo_killer(t, opt, number); };
  const auto plain = [](std::string_view, int number) -> std::unique_ptr<Puzzle> {
    throw ParseError{number, "a solo game ID without the killer flag k: a plain Sudoku (--type sudoku)"};
  };
  const auto block = [&](const std::vector<TextLine>& lines, size_t& i) {
    std::vector<TextLine> rows;
    for (; i < lines.size() && !lines[i].text.empty() && !is_killer_solo_id(lines[i].text); ++i)
      if (lines[i].text.front() != '#') rows.push_back(lines[i]);
    return parse_text_block(rows, opt);
  };
  return read_line_forms(text, source, opt.first_line, {{is_killer_solo_id, solo}, {is_plain_solo_id, plain}}, block,
                         is_killer_solo_id);
}

bool looks_like_killer(const std::string& text) {
  int seen = 0;
  for (const auto& [number, t] : split_lines(text)) {
    if (t.empty() || t.front() == '#') continue;
    if (is_killer_solo_id(t)) return true;
    if (is_sum_line(t)) {
      std::string s(t);
      std::replace(s.begin(), s.end(), ',', ' ');
      const auto toks = split_ws(s);
      return !toks.empty() && std::all_of(toks.begin(), toks.end(), [](std::string_view tok) {
        const size_t eq = tok.find('=');
        return eq != std::string_view::npos && eq > 0 && eq + 1 < tok.size() &&
               std::all_of(tok.begin() + static_cast<long>(eq) + 1, tok.end(),
                           [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
      });
    }
    if (++seen > 200) break;
  }
  return false;
}

// ---- Writers ----------------------------------------------------------------------------

namespace {

// solo's grid description: runs of blanks a..z (z = 26), numbers separated by _.
std::string solo_grid_text(const std::vector<int>& cells) {
  std::string s;
  int run = 0;
  auto flush = [&] {
    while (run > 0) {
      const int k = std::min(run, 26);
      s += static_cast<char>('a' + k - 1);
      run -= k;
    }
  };
  for (int v : cells) {
    if (!v) {
      ++run;
      continue;
    }
    if (run) flush();
    else if (!s.empty()) s += '_';
    s += std::to_string(v);
  }
  flush();
  return s;
}

}  // namespace

std::string killer_solo_id(const Killer& p, const Grid& g) {
  const int n = p.n();
  std::string s =
      std::to_string(p.box_rows()) + "x" + std::to_string(p.box_cols()) + "k:" + solo_grid_text(g.cells) + ",";
  const auto of = p.cage_of();
  int run = 0;
  for (int pos = 0; pos <= 2 * n * (n - 1); ++pos) {
    bool line = true;
    if (pos < 2 * n * (n - 1)) {
      auto [a, b] = solo_edge(pos, n);
      line = of[static_cast<size_t>(a)] != of[static_cast<size_t>(b)];
    }
    if (!line) {
      ++run;
      continue;
    }
    for (; run > 25; run -= 25) s += 'z';
    s += run ? static_cast<char>('a' + run - 1) : '_';
    run = 0;
  }
  std::vector<int> sums(static_cast<size_t>(n) * n, 0);
  for (const Cage& cage : p.cages())
    sums[static_cast<size_t>(*std::min_element(cage.cells.begin(), cage.cells.end()))] = cage.sum;
  return s + "," + solo_grid_text(sums);
}

std::string killer_text(const Killer& p, const Grid& g) {
  const int n = p.n();
  std::string s;
  if (std::any_of(g.cells.begin(), g.cells.end(), [](int v) { return v != 0; })) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int v = g.at(r, c);
        if (n <= 35) s += value_char(v);
        else s += (c ? " " : "") + (v ? std::to_string(v) : std::string("."));
      }
      s += '\n';
    }
  }
  static const std::string alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const size_t count = p.cages().size();
  auto label = [&](size_t k) {
    return count <= alphabet.size() ? std::string(1, alphabet[k]) : "c" + std::to_string(k + 1);
  };
  const auto of = p.cage_of();
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (count > alphabet.size() && c) s += ' ';
      s += label(static_cast<size_t>(of[static_cast<size_t>(r * n + c)]));
    }
    s += '\n';
  }
  std::string row;
  for (size_t k = 0; k < count; ++k) {
    const std::string tok = label(k) + "=" + std::to_string(p.cages()[k].sum);
    if (!row.empty() && row.size() + 1 + tok.size() > 80) {
      s += row + '\n';
      row.clear();
    }
    row += (row.empty() ? "" : " ") + tok;
  }
  return s + row + '\n';
}

}  // namespace gridsat
