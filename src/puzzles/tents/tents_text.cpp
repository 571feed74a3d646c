#include "puzzles/tents/tents.hpp"

#include <cctype>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 500;

void check_size(int rows, int cols, int line) {
  if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide)
    throw ParseError{line, "tents size " + std::to_string(cols) + "x" + std::to_string(rows) + " is out of range (1.." +
                               std::to_string(kMaxSide) + " each way)"};
}

std::string count_name(int cols, int i) {
  return i < cols ? "column " + std::to_string(i + 1) : "row " + std::to_string(i - cols + 1);
}

// Each count within 0..(cells of its line); builds the puzzle.
std::unique_ptr<Puzzle> make(Grid g, std::vector<char> trees, std::vector<int> counts, TentsForm form, int line) {
  for (int i = 0; i < static_cast<int>(counts.size()); ++i) {
    const int most = i < g.cols ? g.rows : g.cols;
    if (counts[i] != Tents::kNoCount && (counts[i] < 0 || counts[i] > most))
      throw ParseError{line, "the count " + std::to_string(counts[i]) + " of " + count_name(g.cols, i) +
                                 " is outside 0.." + std::to_string(most)};
  }
  return std::make_unique<Tents>(std::move(g), std::move(trees), std::move(counts), form);
}

bool sgt_prefix(std::string_view s, size_t& colon) {
  size_t used = 0;
  return parse_sgt_head(s, used, colon).rows != 0;
}

// The trees (and tents, cells given empty) of an sgt description, as tents.c reads them.
void sgt_cells(std::string_view desc, Grid& g, std::vector<char>& trees, int line) {
  const long long n = g.size();
  long long i = 0;
  bool ended = false;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (ended) throw ParseError{line, "tents game ID: '" + printable(desc.substr(k)) + "' after the last tree"};
    if (c == '!' || c == '-') {
      if (i == 0 || i > n) throw ParseError{line, std::string("tents game ID: the '") + c + "' marks no cell"};
      trees[i - 1] = 0;
      g.cells[i - 1] = c == '!' ? 2 : 1;
      continue;
    }
    long long run = 0;
    if (c == '_') run = 0;
    else if (c >= 'a' && c < 'z') run = c - 'a' + 1;
    else if (c == 'z') run = 25;
    else throw ParseError{line, "tents game ID: unexpected '" + printable_at(desc, k) + "' in the grid"};
    i += run;
    if (c == 'z') {
      if (i > n) throw ParseError{line, "tents game ID: the grid runs past its " + std::to_string(n) + " cells"};
      continue;
    }
    if (i == n) {
      ended = true;
      continue;
    }
    if (i > n) throw ParseError{line, "tents game ID: the grid runs past its " + std::to_string(n) + " cells"};
    trees[i++] = 1;
  }
  if (!ended)
    throw ParseError{line, "tents game ID: the grid covers " + std::to_string(i) + " of " + std::to_string(n) +
                               " cells and lacks its closing tree"};
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_wxh(s, used);
  sgt_prefix(s, colon);
  check_size(size.rows, size.cols, line);
  const std::string_view desc = s.substr(colon + 1);
  const size_t comma = desc.find(',');
  Grid g(size.rows, size.cols);
  std::vector<char> trees(static_cast<size_t>(g.size()), 0);
  sgt_cells(desc.substr(0, comma), g, trees, line);
  std::vector<int> counts;
  for (size_t from = comma; from != std::string_view::npos;) {
    const size_t next = desc.find(',', from + 1);
    const std::string_view tok = desc.substr(from + 1, next == std::string_view::npos ? next : next - from - 1);
    if (!tok.empty() && !all_digits(tok))
      throw ParseError{line, "tents game ID: count " + std::to_string(counts.size() + 1) + " '" + printable(tok) +
                                 "' is not a number"};
    counts.push_back(tok.empty() ? Tents::kNoCount : digits_value(tok));
    from = next;
  }
  if (static_cast<int>(counts.size()) != size.cols + size.rows)
    throw ParseError{line, "tents game ID: " + std::to_string(counts.size()) + " counts, expected " +
                               std::to_string(size.cols + size.rows) + " (the columns', then the rows')"};
  return make(std::move(g), std::move(trees), std::move(counts), TentsForm::sgt, line);
}

bool is_sgt_id(std::string_view s) {
  size_t colon = 0;
  if (!sgt_prefix(s, colon)) return false;
  const std::string_view desc = s.substr(colon + 1);
  const size_t comma = desc.find(',');
  if (comma == std::string_view::npos) return false;
  for (char c : desc.substr(0, comma))
    if (!(c == '_' || c == '!' || c == '-' || (c >= 'a' && c <= 'z'))) return false;
  for (char c : desc.substr(comma))
    if (c != ',' && !std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "tents"); }

// pzprjs' tents: the counts (number16, columns first), then the trees (1-cell coding).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "tents", line);
  check_size(h.rows, h.cols, line);
  puzzlink::Body body{h.body, line};
  std::vector<int> counts = puzzlink::read_number16(body, static_cast<size_t>(h.cols + h.rows), "counts");
  for (int& c : counts) c = c < 0 ? Tents::kNoCount : c;
  Grid g(h.rows, h.cols);
  const std::vector<int> marks = puzzlink::read_marks(body, static_cast<size_t>(g.size()), "trees");
  body.finish("the " + std::to_string(g.size()) + " cells");
  return make(std::move(g), std::vector<char>(marks.begin(), marks.end()), std::move(counts), TentsForm::puzzlink,
              line);
}

}  // namespace

std::string tents_puzzlink_url(const Tents& t) {
  static_assert(Tents::kNoCount == puzzlink::kNone);
  std::string body;
  puzzlink::write_number16(body, t.counts());
  puzzlink::write_marks(body, std::vector<int>(t.trees().begin(), t.trees().end()));
  return puzzlink::url("tents", t.cols(), t.rows(), body);
}

namespace {

// ---- the typed form -------------------------------------------------------------------------

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "tents";
}

int count_token(std::string_view tok, int line) {
  if (tok == "." || tok == "-") return Tents::kNoCount;
  if (!all_digits(tok)) throw ParseError{line, "the count '" + printable(tok) + "' is not a number or '.'"};
  return digits_value(tok);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text))
    throw ParseError{start,
                     "'" + printable(lines[i].text) + "' is no tents puzzle (a game ID, a URL, or a 'tents' line)"};
  std::vector<TextLine> block;
  for (++i; i < lines.size() && !lines[i].text.empty(); ++i) block.push_back(lines[i]);
  if (block.size() < 2) throw ParseError{start, "a tents puzzle needs its rows and a line of column counts"};
  const int R = static_cast<int>(block.size()) - 1;
  const auto first = split_ws(block[0].text);
  const int C = first.empty() ? 0 : static_cast<int>(first[0].size());
  check_size(R, C, start);
  Grid g(R, C);
  std::vector<char> trees(static_cast<size_t>(g.size()), 0);
  std::vector<int> counts(static_cast<size_t>(C + R), Tents::kNoCount);
  for (int r = 0; r < R; ++r) {
    const auto w = split_ws(block[r].text);
    const int ln = block[r].number;
    if (w.size() != 2 || static_cast<int>(w[0].size()) != C)
      throw ParseError{ln, "row " + std::to_string(r + 1) + ": expected " + std::to_string(C) +
                               " cells and the row's count ('.' none)"};
    for (int c = 0; c < C; ++c) {
      const char ch = w[0][c];
      if (ch != '.' && ch != 'T' && ch != 'A')
        throw ParseError{ln, "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1) + ": '" +
                                 printable_at(w[0], c) + "' is not '.', 'T' or 'A'"};
      trees[r * C + c] = ch == 'T';
      if (ch == 'A') g.at(r, c) = 2;
    }
    counts[C + r] = count_token(w[1], ln);
  }
  const auto last = split_ws(block[R].text);
  if (static_cast<int>(last.size()) != C)
    throw ParseError{block[R].number, std::to_string(last.size()) + " column counts, expected " + std::to_string(C)};
  for (int c = 0; c < C; ++c) counts[c] = count_token(last[c], block[R].number);
  return make(std::move(g), std::move(trees), std::move(counts), TentsForm::text, start);
}

}  // namespace

bool looks_like_tents(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t) || is_header(t); });
}

std::vector<Record> read_tents(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const auto is_sgt = [](std::string_view t) {
    size_t colon = 0;
    return sgt_prefix(t, colon);
  };
  return read_line_forms(text, source, opt.first_line, {{is_sgt, parse_sgt}, {is_url, parse_url}}, parse_block);
}

std::string tents_url(const Puzzle& p) {
  const auto& t = dynamic_cast<const Tents&>(p);
  return tents_puzzlink_url(t);
}

}  // namespace gridsat
