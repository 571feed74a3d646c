#include "puzzles/magic/magic.hpp"

#include <algorithm>
#include <charconv>

#include "text/grid_text.hpp"

namespace gridsat {

namespace {

MagicRules rules_option(const ReadOptions& opt) {
  if (opt.symmetry != Symmetry::none && opt.symmetry != Symmetry::frenicle)
    throw InputError("--symmetry " + std::string(to_string(opt.symmetry)) + ": magic squares take none or frenicle");
  return {opt.symmetry == Symmetry::frenicle, kStreamlineOption.of(opt.choices)};
}

// The square, or an input error when its rules cannot hold at this order.
std::unique_ptr<Puzzle> make_square(Grid g, const MagicRules& rules) {
  const int n = g.rows;
  const bool associative =
      rules.streamline == Streamline::associative || rules.streamline == Streamline::associative_digits;
  if (associative && n % 4 == 2)
    throw InputError("--streamline associative: no associative magic square of order " + std::to_string(n) +
                     " exists (only odd orders and orders divisible by 4)");
  return std::make_unique<MagicSquare>(std::move(g), rules);
}

}  // namespace

std::unique_ptr<Puzzle> magic_of(Grid givens, const ReadOptions& opt) {
  const MagicRules rules = rules_option(opt);
  const int n = givens.rows;
  if (n < 1 || n > MagicSquare::kMaxOrder || givens.cols != n)
    throw InputError("the order must be 1.." + std::to_string(MagicSquare::kMaxOrder));
  std::vector<char> seen(static_cast<size_t>(n) * n + 1, 0);
  for (int v : givens.cells) {
    if (v < 0 || v > n * n)
      throw InputError(std::to_string(v) + " is not a value of an order-" + std::to_string(n) + " magic square");
    if (v != 0 && seen[static_cast<size_t>(v)]++)
      throw InputError("the given " + std::to_string(v) + " appears twice: each value is used once");
  }
  return make_square(std::move(givens), rules);
}

namespace {

bool parse_number(std::string_view tok, long long& v) {
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  return ec == std::errc() && p == tok.data() + tok.size();
}

// The order of a header line ("magic N" or "N"), or 0 when the line is not a header.
int header_order(const std::vector<std::string_view>& words, int line) {
  long long n = 0;
  if (words.size() == 2 && words[0] == "magic") {
    if (!parse_number(words[1], n) || n < 1 || n > MagicSquare::kMaxOrder)
      throw ParseError{
          line, "'magic " + printable(words[1]) + "': the order must be 1.." + std::to_string(MagicSquare::kMaxOrder)};
    return static_cast<int>(n);
  }
  if (words.size() == 1 && parse_number(words[0], n)) {
    if (n < 1 || n > MagicSquare::kMaxOrder)
      throw ParseError{
          line, "order " + printable(words[0]) + ": the order must be 1.." + std::to_string(MagicSquare::kMaxOrder)};
    return static_cast<int>(n);
  }
  return 0;
}

// Reads N*N values (tokens) of an order-N square into `g`; `lines_of` maps token index to line.
std::unique_ptr<Puzzle> build(int n, const std::vector<std::string_view>& toks, const std::vector<int>& lines_of,
                              const MagicRules& rules) {
  const long long nn = static_cast<long long>(n) * n;
  Grid g(n, n);
  std::vector<int> seen(static_cast<size_t>(nn) + 1, 0);
  for (size_t i = 0; i < toks.size(); ++i) {
    long long v = 0;
    if (toks[i] == ".") v = 0;
    else if (!parse_number(toks[i], v) || v < 0 || v > nn)
      throw ParseError{lines_of[i], "'" + printable(toks[i]) + "' is not a value of an order-" + std::to_string(n) +
                                        " magic square (1.." + std::to_string(nn) + ", 0 or . blank)"};
    if (v != 0) {
      if (seen[v])
        throw ParseError{lines_of[i], "the given " + std::to_string(v) + " appears twice (also on line " +
                                          std::to_string(seen[v]) + "): each value is used once"};
      seen[v] = lines_of[i];
    }
    g.cells[i] = static_cast<int>(v);
  }
  return make_square(std::move(g), rules);
}

struct Meaningful {
  int number;
  std::vector<std::string_view> words;
};

std::vector<Meaningful> meaningful_lines(const std::string& text, int first_line = 1) {
  std::vector<Meaningful> out;
  for (const auto& [number, line] : split_lines(text, first_line)) {
    if (line.empty() || line.front() == '#') continue;
    out.push_back({number, split_ws(line)});
  }
  return out;
}

// Do lines[from .. from+count) each hold exactly n words?
bool rows_follow(const std::vector<Meaningful>& lines, size_t from, int count, int n) {
  if (from + count > lines.size()) return false;
  for (int k = 0; k < count; ++k)
    if (static_cast<int>(lines[from + k].words.size()) != n) return false;
  return true;
}

int square_root(size_t k) {
  int r = 0;
  while (static_cast<size_t>(r + 1) * (r + 1) <= k) ++r;
  return static_cast<size_t>(r) * r == k ? r : 0;
}

}  // namespace

bool looks_like_magic(const std::string& text) {
  auto lines = meaningful_lines(text);
  if (lines.empty()) return false;
  const auto& w = lines[0].words;
  if (w.size() == 2 && w[0] == "magic") return true;
  long long n = 0;
  if (!(w.size() == 1 && parse_number(w[0], n) && n >= 1 && n <= MagicSquare::kMaxOrder &&
        rows_follow(lines, 1, static_cast<int>(n), static_cast<int>(n))))
    return false;
  // Not a janko Futoshiki file (the same start, then -1 blanks and a count of relations):
  // the rows hold values 0..n^2 and nothing but another square may follow.
  for (size_t k = 1; k <= static_cast<size_t>(n); ++k)
    for (auto t : lines[k].words) {
      long long v = 0;
      if (t != "." && (!parse_number(t, v) || v < 0 || v > n * n)) return false;
    }
  const size_t after = static_cast<size_t>(n) + 1;
  return after == lines.size() || lines[after].words.size() == 1 || lines[after].words[0] == "magic";
}

namespace {

// The order-n square whose values are the words of the `count` lines from lines[from].
std::unique_ptr<Puzzle> build_rows(const std::vector<Meaningful>& lines, size_t from, int count, int n,
                                   const MagicRules& rules) {
  std::vector<std::string_view> toks;
  std::vector<int> lines_of;
  for (int k = 0; k < count; ++k)
    for (auto t : lines[from + k].words) {
      toks.push_back(t);
      lines_of.push_back(lines[from + k].number);
    }
  return build(n, toks, lines_of, rules);
}

// The square of a header of order n at lines[start]: a bare header (then the empty
// square), or n rows of n values. Sets i past what it reads, before it may throw.
std::unique_ptr<Puzzle> read_after_header(const std::vector<Meaningful>& lines, size_t start, int n, size_t& i,
                                          const MagicRules& rules) {
  i = start + 1;
  auto is_header = [&](size_t at) {
    const auto& w = lines[at].words;
    long long v = 0;
    return (w.size() == 2 && w[0] == "magic") || (w.size() == 1 && parse_number(w[0], v) && n != 1);
  };
  if (i == lines.size() || is_header(i)) return make_square(Grid(n, n), rules);  // a bare header: the empty square
  for (int k = 0; k < n; ++k) {
    if (i + k == lines.size())
      throw ParseError{lines[start].number, "order " + std::to_string(n) + " needs " + std::to_string(n) +
                                                " rows, found " + std::to_string(k)};
    if (static_cast<int>(lines[i + k].words.size()) != n) {
      const int bad = lines[i + k].number;
      i += k + 1;
      throw ParseError{bad, std::to_string(lines[i - 1].words.size()) + " values, expected " + std::to_string(n) +
                                " (order " + std::to_string(n) + ")"};
    }
  }
  i += n;
  return build_rows(lines, i - n, n, n, rules);
}

// The square starting at lines[start], in any of the forms; sets i past what it reads.
std::unique_ptr<Puzzle> read_square(const std::vector<Meaningful>& lines, size_t start, size_t& i,
                                    const MagicRules& rules) {
  const auto& words = lines[start].words;
  // A lone "1", "0" or "." with no row after it is the one-line form of an order-1
  // square (1*1 values), not the header of an empty one: the line form gridsat prints
  // for the square holding 1 is "1", and it must read back as that square.
  const bool lone = words.size() == 1 && (words[0] == "1" || words[0] == "0" || words[0] == ".") &&
                    !rows_follow(lines, start + 1, 1, 1);
  if (int n = lone ? 0 : header_order(words, lines[start].number)) return read_after_header(lines, start, n, i, rules);
  const int k = static_cast<int>(words.size());
  if (k <= MagicSquare::kMaxOrder && rows_follow(lines, start, k, k)) {  // a block of k rows of k values
    i = start + k;
    return build_rows(lines, start, k, k, rules);
  }
  i = start + 1;
  if (int n = square_root(words.size()); n >= 1)  // one line of n*n values
    return build_rows(lines, start, 1, n, rules);
  throw ParseError{
      lines[start].number,
      std::to_string(k) + " values: expected 'magic N', a row of an N x N block, or N*N values on one line"};
}

}  // namespace

std::vector<Record> read_magic(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const MagicRules rules = rules_option(opt);
  const auto squares = meaningful_lines(text, opt.first_line);  // a square's rows may span blank lines
  size_t k = 0;                                                 // squares[k] is the block's first line
  const auto block = [&](const std::vector<TextLine>& lines, size_t& i) {
    while (squares[k].number < lines[i].number) ++k;
    struct Past {  // the lines read, even when the square is refused (then: the next line)
      const std::vector<Meaningful>& squares;
      const std::vector<TextLine>& lines;
      size_t start;
      size_t& k;
      size_t& i;
      ~Past() {
        k = std::max(k, start + 1);
        while (i < lines.size() && (k == squares.size() || lines[i].number < squares[k].number)) ++i;
      }
    } past{squares, lines, k, k, i};
    return read_square(squares, past.start, k, rules);
  };
  // A bad square costs only its first line: the next one may start the next square.
  return read_line_forms(text, source, opt.first_line, {}, block, [](std::string_view) { return true; });
}

Record blank_magic(int n, const ReadOptions& opt) {
  if (n < 1 || n > MagicSquare::kMaxOrder)
    throw InputError("--size " + std::to_string(n) + ": a magic square's order must be 1.." +
                     std::to_string(MagicSquare::kMaxOrder));
  Record r;
  r.source = "<magic " + std::to_string(n) + ">";
  r.line = 1;
  r.puzzle = make_square(Grid(n, n), rules_option(opt));
  return r;
}

}  // namespace gridsat
