#include "puzzles/keen/keen.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <numeric>
#include <ostream>

#include "text/grid_text.hpp"

namespace gridsat {

namespace {

constexpr int kMaxN = 25;

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }

// "6", "6dh", "5m": sgt-keen's parameters before the ':'; the side, or 0.
int sgt_side(std::string_view params) {
  size_t i = 0;
  while (i < params.size() && is_digit(params[i])) ++i;
  if (i == 0 || i > 3) return 0;
  std::string_view rest = params.substr(i);
  if (rest.size() >= 2 && rest[0] == 'd' && std::string_view("enhxu").find(rest[1]) != std::string_view::npos)
    rest.remove_prefix(2);
  if (!rest.empty() && rest[0] == 'm') rest.remove_prefix(1);
  if (!rest.empty()) return 0;
  int n = 0;
  std::from_chars(params.data(), params.data() + i, n);
  return n;
}

// The two cells on either side of internal border i of an n x n grid, in sgt's order: the
// vertical borders row by row, then the horizontal ones column by column.
std::pair<int, int> border_cells(int i, int n) {
  const int half = n * (n - 1);
  if (i < half) {
    const int y = i / (n - 1), x = i % (n - 1);
    return {y * n + x, y * n + x + 1};
  }
  const int x = (i - half) / (n - 1), y = (i - half) % (n - 1);
  return {y * n + x, (y + 1) * n + x};
}

int find(std::vector<int>& parent, int a) {
  while (parent[a] != a) a = parent[a] = parent[parent[a]];
  return a;
}

// sgt's block structure: per letter a run of non-borders ('_' none, a..y 1..25, then a
// border; z: 25 and no border), each optionally followed by a repeat count.
std::vector<bool> parse_borders(std::string_view s, int n, int line) {
  const int total = 2 * n * (n - 1);
  std::vector<bool> border(static_cast<size_t>(total), false);
  int pos = 0;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i++];
    if (c != '_' && !is_lower(c))
      throw ParseError{line, "'" + printable(std::string(1, c)) + "' in the block structure (_ and a-z, counts)"};
    size_t j = i;
    while (j < s.size() && is_digit(s[j])) ++j;
    int repeat = 1;
    if (j > i) {
      auto [end, ec] = std::from_chars(s.data() + i, s.data() + j, repeat);
      if (ec != std::errc() || repeat > total + 1) throw ParseError{line, "block structure: too much data"};
    }
    i = j;
    for (int r = 0; r < repeat; ++r) {
      if (c == 'z') {
        pos += 25;
        continue;
      }
      pos += c == '_' ? 0 : c - 'a' + 1;
      if (pos > total)
        throw ParseError{
            line, "block structure: too much data for a " + std::to_string(n) + "x" + std::to_string(n) + " grid"};
      if (pos < total) border[pos] = true;
      ++pos;
    }
  }
  if (pos != total + 1)
    throw ParseError{line,
                     "block structure: not enough data for a " + std::to_string(n) + "x" + std::to_string(n) + " grid"};
  return border;
}

// The cages of the borders, in the order of their first cell.
std::vector<std::vector<int>> cages_of(const std::vector<bool>& border, int n) {
  std::vector<int> parent(static_cast<size_t>(n) * n);
  std::iota(parent.begin(), parent.end(), 0);
  for (int i = 0; i < static_cast<int>(border.size()); ++i)
    if (!border[i]) {
      auto [a, b] = border_cells(i, n);
      parent[find(parent, a)] = find(parent, b);
    }
  std::map<int, size_t> index;  // root -> cage
  std::vector<std::vector<int>> cages;
  for (int cell = 0; cell < n * n; ++cell) {
    const int root = find(parent, cell);
    auto [it, fresh] = index.emplace(root, cages.size());
    if (fresh) cages.emplace_back();
    cages[it->second].push_back(cell);
  }
  return cages;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view t, int line) {
  const size_t colon = t.find(':');
  const int n = sgt_side(t.substr(0, colon));
  if (n < 1 || n > kMaxN)
    throw ParseError{line, "'" + printable(t.substr(0, colon)) + "' is not a keen size 1.." + std::to_string(kMaxN) +
                               " (sgt's parameters: N, then dE/dN/dH/dX/dU, m)"};
  const std::string_view desc = t.substr(colon + 1);
  const size_t comma = desc.find(',');
  if (comma == std::string_view::npos) throw ParseError{line, "no ',' between the block structure and the clues"};
  const auto cells = cages_of(parse_borders(desc.substr(0, comma), n, line), n);
  const std::string_view clues = desc.substr(comma + 1);
  std::vector<KeenCage> cages;
  for (size_t i = 0; i < clues.size();) {
    const char c = clues[i++];
    size_t j = i;
    while (j < clues.size() && is_digit(clues[j])) ++j;
    if ((c != 'a' && c != 'm' && c != 's' && c != 'd') || j == i || j - i > 15)
      throw ParseError{line, "clue " + std::to_string(cages.size() + 1) + ": '" +
                                 printable(clues.substr(i - 1, j - i + 1)) + "' is not a, m, s or d and a number"};
    KeenCage cage;
    cage.op = c == 'a' ? KeenOp::add : c == 'm' ? KeenOp::mul : c == 's' ? KeenOp::sub : KeenOp::div;
    std::from_chars(clues.data() + i, clues.data() + j, cage.target);
    if (cages.size() < cells.size()) cage.cells = cells[cages.size()];
    cages.push_back(std::move(cage));
    i = j;
  }
  if (cages.size() != cells.size())
    throw ParseError{line, std::to_string(cages.size()) + " clues for " + std::to_string(cells.size()) + " cages"};
  return std::make_unique<Keen>(n, std::move(cages), KeenForm::sgt, line);
}

// ---- The typed form ----------------------------------------------------------------------

bool is_label(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// "a=12+": the label, the target and the operation ('\0': none). False when `tok` is no clue.
bool split_clue(std::string_view tok, char& label, int64_t& target, char& op, std::string& bad) {
  if (tok.size() < 3 || !is_label(tok[0]) || tok[1] != '=') return false;
  label = tok[0];
  size_t i = 2;
  while (i < tok.size() && is_digit(tok[i])) ++i;
  if (i == 2 || i - 2 > 15) {
    bad = "no target number";
    return true;
  }
  std::from_chars(tok.data() + 2, tok.data() + i, target);
  const std::string_view rest = tok.substr(i);
  op = '\0';
  if (rest == "+") op = '+';
  else if (rest == "-" || rest == "\u2212") op = '-';
  else if (rest == "x" || rest == "X" || rest == "*" || rest == "\u00d7") op = 'x';
  else if (rest == "/" || rest == "\u00f7") op = '/';
  else if (!rest.empty()) bad = "'" + printable(rest) + "' is not an operation (+ - x * /)";
  return true;
}

bool is_clue_line(std::string_view t) {
  const auto toks = split_ws(t);
  if (toks.empty()) return false;
  for (auto tok : toks) {
    char label = 0, op = 0;
    int64_t target = 0;
    std::string bad;
    if (!split_clue(tok, label, target, op, bad)) return false;
  }
  return true;
}

// "keen 6": the side, or 0 when the line is no header.
int header_side(std::string_view t) {
  const auto toks = split_ws(t);
  if (toks.size() != 2 || toks[0] != "keen") return 0;
  int n = 0;
  auto [end, ec] = std::from_chars(toks[1].data(), toks[1].data() + toks[1].size(), n);
  return ec == std::errc() && end == toks[1].data() + toks[1].size() ? std::max(n, -1) : -1;
}

struct TextClue {
  int line;
  int64_t target;
  char op;
};

// Long: one pass over the block's lines (header, label rows, clue lines) with a message per problem.
std::unique_ptr<Puzzle> parse_text(const std::vector<TextLine>& block) {
  const int first = block.front().number;
  size_t i = 0;
  int declared = 0;
  if (int h = header_side(block[0].text); h != 0) {
    if (h < 1 || h > kMaxN) throw ParseError{first, "the keen header's size must be 1.." + std::to_string(kMaxN)};
    declared = h;
    ++i;
  }
  std::vector<std::string> rows;
  std::vector<int> row_line;
  for (; i < block.size() && !is_clue_line(block[i].text); ++i) {
    std::string row;
    for (char c : block[i].text)
      if (c != ' ' && c != '\t') row += c;
    for (size_t k = 0; k < row.size(); ++k)
      if (!is_label(row[k]) && row[k] != '.')
        throw ParseError{block[i].number, "'" + printable_at(row, k) +
                                              "' is no cage label (a row of letters, or a clue line a=12+ b=2/)"};
    rows.push_back(row);
    row_line.push_back(block[i].number);
  }
  const int n = static_cast<int>(rows.size());
  if (n == 0) throw ParseError{first, "no rows of cage labels before the clues"};
  if (n > kMaxN)
    throw ParseError{row_line[0], std::to_string(n) + " rows: the size must be 1.." + std::to_string(kMaxN)};
  if (declared && declared != n)
    throw ParseError{first,
                     "the header says " + std::to_string(declared) + ", but " + std::to_string(n) + " rows follow"};
  for (int r = 0; r < n; ++r) {
    if (static_cast<int>(rows[r].size()) != n)
      throw ParseError{row_line[r], std::to_string(rows[r].size()) + " labels, expected " + std::to_string(n)};
    for (int c = 0; c < n; ++c)
      if (rows[r][c] == '.')
        throw ParseError{row_line[r],
                         "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1) + " is in no cage ('.')"};
  }
  std::map<char, TextClue> clues;
  for (; i < block.size(); ++i) {
    if (!is_clue_line(block[i].text))
      throw ParseError{block[i].number,
                       "'" + printable(block[i].text) + "' after the clues: not a clue line (a=12+ b=2/)"};
    for (auto tok : split_ws(block[i].text)) {
      char label = 0, op = 0;
      int64_t target = 0;
      std::string bad;
      split_clue(tok, label, target, op, bad);
      if (!bad.empty()) throw ParseError{block[i].number, "clue '" + printable(tok) + "': " + bad};
      if (clues.count(label))
        throw ParseError{block[i].number, "two clues for cage '" + std::string(1, label) + "' (cages overlap)"};
      clues[label] = {block[i].number, target, op};
    }
  }
  std::map<char, std::vector<int>> cells;
  for (int cell = 0; cell < n * n; ++cell) cells[rows[cell / n][cell % n]].push_back(cell);
  std::vector<std::pair<int, KeenCage>> ordered;  // by first cell
  for (const auto& [label, cs] : cells) {
    auto it = clues.find(label);
    if (it == clues.end()) throw ParseError{first, "cage '" + std::string(1, label) + "' has no clue"};
    const TextClue& clue = it->second;
    if (clue.op == '\0' && cs.size() > 1)
      throw ParseError{clue.line, "cage '" + std::string(1, label) + "' has " + std::to_string(cs.size()) +
                                      " cells: its clue needs an operation (+ - x /)"};
    KeenCage cage{static_cast<KeenOp>(clue.op ? clue.op : '+'), clue.target, cs};
    if (auto why = cage_problem(cage, n); !why.empty())
      throw ParseError{clue.line, "cage '" + std::string(1, label) + "': " + why};
    ordered.emplace_back(cs.front(), std::move(cage));
  }
  for (const auto& [label, clue] : clues)
    if (!cells.count(label))
      throw ParseError{clue.line, "a clue for '" + std::string(1, label) + "', which no cell holds"};
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<KeenCage> cages;
  for (auto& [front, cage] : ordered) cages.push_back(std::move(cage));
  return std::make_unique<Keen>(n, std::move(cages), KeenForm::text, first);
}

bool is_meaningful_line(std::string_view t) { return !t.empty() && t.front() != '#'; }

}  // namespace

bool is_keen_id_line(std::string_view t) {
  const size_t colon = t.find(':');
  if (colon == std::string_view::npos || sgt_side(t.substr(0, colon)) == 0) return false;
  const size_t comma = t.find(',', colon);
  if (comma == std::string_view::npos || comma == colon + 1) return false;
  for (size_t i = colon + 1; i < comma; ++i)
    if (t[i] != '_' && !is_lower(t[i]) && !is_digit(t[i])) return false;
  if (is_digit(t[colon + 1])) return false;
  return comma + 1 < t.size() && std::string_view("asmd").find(t[comma + 1]) != std::string_view::npos;
}

bool looks_like_keen(const std::string& text) {
  int seen = 0;
  for (const auto& [number, t] : split_lines(text)) {
    if (!is_meaningful_line(t)) continue;
    if (is_keen_id_line(t) || header_side(t) != 0) return true;
    if (is_clue_line(t)) {  // a clue with an operation (killer's cage sums have none)
      for (auto tok : split_ws(t))
        if (std::string_view("+-x*/X").find(tok.back()) != std::string_view::npos || tok.back() < 0) return true;
    }
    if (++seen > 40) break;
  }
  return false;
}

std::vector<Record> read_keen(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto is_id = [](std::string_view t) {  // an sgt ID, or a bad one
    const size_t colon = t.find(':');
    return colon != std::string_view::npos && colon > 0 && is_digit(t[0]);
  };
  const auto block = [](const std::vector<TextLine>& lines, size_t& i) {
    std::vector<TextLine> rows;
    for (; i < lines.size() && !lines[i].text.empty(); ++i)
      if (is_meaningful_line(lines[i].text)) rows.push_back(lines[i]);
    return parse_text(rows);
  };
  return read_line_forms(text, source, opt.first_line, {{is_id, parse_sgt}}, block);
}

std::string sgt_keen_id(const Keen& k) {
  const int n = k.n();
  const int total = 2 * n * (n - 1);
  std::string runs;
  int run = 0;
  for (int i = 0; i <= total; ++i) {
    bool border = i == total;
    if (!border) {
      auto [a, b] = border_cells(i, n);
      border = k.cage_of()[a] != k.cage_of()[b];
    }
    if (!border) {
      ++run;
      continue;
    }
    for (; run > 25; run -= 25) runs += 'z';
    runs += run ? static_cast<char>('a' - 1 + run) : '_';
    run = 0;
  }
  std::string s = std::to_string(n) + ":";
  for (size_t i = 0; i < runs.size();) {  // repeats: "cc" for two, "c5" for five
    size_t j = i;
    while (j < runs.size() && runs[j] == runs[i]) ++j;
    const size_t count = j - i;
    s += runs[i];
    if (count == 2) s += runs[i];
    else if (count > 2) s += std::to_string(count);
    i = j;
  }
  s += ',';
  for (const KeenCage& c : k.cages()) {  // in the order of their first cell (the constructor keeps it)
    const char op = c.cells.size() == 1   ? 'a'
                    : c.op == KeenOp::add ? 'a'
                    : c.op == KeenOp::mul ? 'm'
                    : c.op == KeenOp::sub ? 's'
                                          : 'd';
    s += op + std::to_string(c.target);
  }
  return s;
}

void print_keen_text(std::ostream& out, const Keen& k) {
  const int n = k.n();
  const auto& cages = k.cages();
  static const std::string labels = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  if (cages.size() > labels.size()) {  // more cages than letters: the one-line form
    out << sgt_keen_id(k) << '\n';
    return;
  }
  out << "keen " << n << '\n';
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) out << labels[k.cage_of()[r * n + c]];
    out << '\n';
  }
  std::string line;
  for (size_t i = 0; i < cages.size(); ++i) {
    const std::string tok = std::string(1, labels[i]) + "=" + clue_text(cages[i], false);
    if (!line.empty() && line.size() + tok.size() + 1 > 72) {
      out << line << '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + tok;
  }
  out << line << '\n';
}

}  // namespace gridsat
