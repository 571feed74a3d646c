#include <cctype>
#include <cstring>

#include "puzzles/easyasabc/easyasabc.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 26;

void check_clues(const std::vector<int>& clues, int letters, int line) {
  for (size_t i = 0; i < clues.size(); ++i)
    if (clues[i] == 0 || clues[i] > letters)
      throw ParseError{line, "clue " + std::to_string(i + 1) + " is " + std::to_string(clues[i]) + ", not a letter 1.." +
                                 std::to_string(letters)};
}

void check_letters(int letters, int rows, int cols, int line) {
  if (letters < 1 || letters > std::min(rows, cols))
    throw ParseError{line, "easyasabc: " + std::to_string(letters) + " letters do not fit a " + std::to_string(cols) +
                               "x" + std::to_string(rows) + " grid (1.." + std::to_string(std::min(rows, cols)) + ")"};
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "easyasabc"); }

// pzprjs' easyasabc: COLS/ROWS/K/CLUES; the letters' field is cut out so that the head reads
// the rest.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  size_t at = s.find("easyasabc/");
  at = at == std::string_view::npos ? 0 : at + std::strlen("easyasabc/");
  for (int k = 0; k < 2 && at != std::string_view::npos; ++k) at = s.find('/', at) + 1;
  const size_t end = at == 0 ? std::string_view::npos : s.find('/', at);
  if (end == std::string_view::npos || !all_digits(s.substr(at, end - at)))
    throw ParseError{line, "puzz.link URL: expected easyasabc/COLS/ROWS/LETTERS/CLUES"};
  const int letters = digits_value(s.substr(at, end - at));
  const std::string head = std::string(s.substr(0, at)) + std::string(s.substr(end + 1));
  const puzzlink::Head h = puzzlink::read_head(head, "easyasabc", line);
  check_board_size("easyasabc", h.cols, h.rows, 1, kMaxSide, line);
  check_letters(letters, h.rows, h.cols, line);
  puzzlink::Body b{h.body, line};
  std::vector<int> clues = puzzlink::read_number16(b, 2 * static_cast<size_t>(h.rows + h.cols), "clues");
  b.finish("the clues");
  static_assert(EasyAsAbc::kNone == puzzlink::kNone && EasyAsAbc::kSome == puzzlink::kUnknown);
  check_clues(clues, letters, line);
  return std::make_unique<EasyAsAbc>(h.rows, h.cols, letters, std::move(clues), Grid(h.rows, h.cols),
                                     EasyAsAbcForm::puzzlink);
}

// ---- the typed form -------------------------------------------------------------------------

// "easyasabc K" (any case): K, else 0.
int header_letters(std::string_view t, std::string_view& rest) {
  const auto w = split_ws(t);
  if (w.size() < 2) return 0;
  std::string s;
  for (char c : w[0]) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (s != "easyasabc" || !all_digits(w[1])) return 0;
  rest = w.size() > 2 ? t.substr(static_cast<size_t>(w[2].data() - t.data())) : std::string_view{};
  return std::max(1, digits_value(w[1]));
}

bool is_header(std::string_view t) {
  std::string_view rest;
  return header_letters(t, rest) > 0;
}

// A framed row with its blanks taken out: the workbench spaces the frame's clues (and a row's).
std::vector<std::string> unspaced(const std::vector<std::string_view>& rows) {
  std::vector<std::string> out;
  for (const std::string_view row : rows) {
    out.emplace_back();
    for (const char ch : row)
      if (ch != ' ' && ch != '\t') out.back() += ch;
  }
  return out;
}

// Long: the framed rows and their lines; every check names its row and column.
std::unique_ptr<Puzzle> parse_rows(int letters, const std::vector<std::string_view>& spaced, const std::vector<int>& numbers) {
  const std::vector<std::string> rows = unspaced(spaced);
  const int R = static_cast<int>(rows.size()) - 2, C = static_cast<int>(rows.front().size()) - 2;
  check_board_size("easyasabc", C, R, 1, kMaxSide, numbers.front());
  check_letters(letters, R, C, numbers.front());
  std::vector<int> clues(2 * static_cast<size_t>(R + C), EasyAsAbc::kNone);
  Grid givens(R, C);
  for (int r = 0; r < R + 2; ++r) {
    const std::string_view row = rows[static_cast<size_t>(r)];
    const int line = numbers[static_cast<size_t>(r)];
    if (static_cast<int>(row.size()) != C + 2)
      throw ParseError{line, "row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) + " characters, row 1 has " +
                                 std::to_string(C + 2)};
    for (int c = 0; c < C + 2; ++c) {
      const char ch = row[static_cast<size_t>(c)];
      const std::string where = "row " + std::to_string(r + 1) + " column " + std::to_string(c + 1);
      const bool frame = r == 0 || c == 0 || r == R + 1 || c == C + 1;
      const bool corner = (r == 0 || r == R + 1) && (c == 0 || c == C + 1);
      const bool letter = ch >= 'A' && ch < 'A' + letters;
      const bool blank = !frame && (ch == '-' || ch == 'x');  // 'x': the workbench's blank (its '-' means none)
      if (corner) {
        if (ch != '.') throw ParseError{line, where + ": a corner of the frame is '.'"};
        continue;
      }
      if (!letter && ch != '.' && !blank && (!frame || ch != '?'))
        throw ParseError{line, where + ": '" + printable_at(row, static_cast<size_t>(c)) + "' is no " +
                                   (frame ? "clue (A-" + std::string(1, static_cast<char>('A' + letters - 1)) + ", '.' none, '?')"
                                          : "cell (A-" + std::string(1, static_cast<char>('A' + letters - 1)) + ", '.' open, '-' blank)")};
      const int v = letter ? ch - 'A' + 1 : ch == '?' ? EasyAsAbc::kSome : blank ? 0 : EasyAsAbc::kNone;
      if (!frame) {
        givens.at(r - 1, c - 1) = letter ? v + 1 : blank ? 1 : 0;
        continue;
      }
      const size_t i = r == 0 ? static_cast<size_t>(c - 1)
                       : r == R + 1 ? static_cast<size_t>(C + c - 1)
                       : c == 0 ? static_cast<size_t>(2 * C + r - 1)
                                : static_cast<size_t>(2 * C + R + r - 1);
      clues[i] = v;
    }
  }
  return std::make_unique<EasyAsAbc>(R, C, letters, std::move(clues), std::move(givens), EasyAsAbcForm::text);
}

std::vector<std::string_view> split_slashes(std::string_view t) {
  std::vector<std::string_view> rows;
  for (size_t from = 0;;) {
    const size_t slash = t.find('/', from);
    rows.push_back(t.substr(from, slash == std::string_view::npos ? slash : slash - from));
    if (slash == std::string_view::npos) return rows;
    from = slash + 1;
  }
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  std::string_view rest;
  const int letters = header_letters(lines[i].text, rest);
  if (!letters) throw ParseError{start, "expected 'easyasabc K' (K letters) before the rows"};
  ++i;
  if (!rest.empty()) {  // the line form: the rows after the header
    const auto rows = split_slashes(rest);
    if (rows.size() < 3) throw ParseError{start, "easyasabc: expected the framed rows joined by '/'"};
    return parse_rows(letters, rows, std::vector<int>(rows.size(), start));
  }
  std::vector<std::string_view> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    rows.push_back(lines[i].text);
    numbers.push_back(lines[i].number);
  }
  if (rows.size() < 3) throw ParseError{start, "an easyasabc header with fewer than 3 rows after it"};
  return parse_rows(letters, rows, numbers);
}

char clue_char(int v) { return v > 0 ? static_cast<char>('A' + v - 1) : v == EasyAsAbc::kSome ? '?' : '.'; }

}  // namespace

std::string easyasabc_rows(const EasyAsAbc& p, const Grid& g, const std::string& sep) {
  const int R = p.rows(), C = p.cols();
  const auto& k = p.clues();
  std::string out = ".";
  for (int c = 0; c < C; ++c) out += clue_char(k[static_cast<size_t>(c)]);
  out += ".";
  for (int r = 0; r < R; ++r) {
    out += sep;
    out += clue_char(k[static_cast<size_t>(2 * C + r)]);
    for (int c = 0; c < C; ++c) {
      const int v = g.at(r, c);
      out += v == 0 ? '.' : v == 1 ? '-' : static_cast<char>('A' + v - 2);
    }
    out += clue_char(k[static_cast<size_t>(2 * C + R + r)]);
  }
  out += sep + ".";
  for (int c = 0; c < C; ++c) out += clue_char(k[static_cast<size_t>(C + c)]);
  return out + ".";
}

std::string easyasabc_puzzlink_url(const EasyAsAbc& p) {
  std::string body;
  puzzlink::write_number16(body, p.clues());
  return "https://puzz.link/p?easyasabc/" + std::to_string(p.cols()) + "/" + std::to_string(p.rows()) + "/" +
         std::to_string(p.letters()) + "/" + body;
}

bool looks_like_easyasabc(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_easyasabc(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block, is_header);
}

std::string easyasabc_url(const Puzzle& p) { return easyasabc_puzzlink_url(dynamic_cast<const EasyAsAbc&>(p)); }

}  // namespace gridsat
