#include <cctype>

#include "puzzles/common/room_text.hpp"
#include "puzzles/yajilin/yajilin.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

void check_side(int cols, int rows, int line) { check_board_size("yajilin", cols, rows, 1, kMaxSide, line); }

bool is_url(std::string_view s) { return puzzlink::is_url(s, "yajilin"); }
bool is_header(std::string_view t) { return is_genre_header(t, "yajilin"); }

// A number no arrow's run can hold: more than half its cells (rounded up) are never shaded.
void check_clues(int rows, int cols, const std::vector<puzzlink::Arrow>& clues, int line) {
  for (size_t i = 0; i < clues.size(); ++i) {
    const auto& a = clues[i];
    if (a.value < 0 || a.dir == 0) continue;
    const int room = static_cast<int>(yajilin_arrow_cells(rows, cols, static_cast<int>(i), a.dir).size());
    if (a.value > (room + 1) / 2)
      throw ParseError{line, "the arrow " + std::to_string(a.value) + " at " + cell_name(cols, i) + " sees only " +
                                 std::to_string(room) + " cells"};
  }
}

// The cells' values after a URL (as Yajilin::line writes a solution): checked for shape only.
void check_tail(std::string_view tail, size_t cells, int line) {
  if (tail.size() != cells || tail.find_first_not_of("12345678") != std::string_view::npos)
    throw ParseError{line, "after the URL: '" + printable(tail) + "' is not its " + std::to_string(cells) +
                               " cells as values 1-8"};
}

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "yajilin", line, true);
  check_side(h.cols, h.rows, line);
  const size_t n = static_cast<size_t>(h.cols) * h.rows;
  puzzlink::Body b{h.body, line};
  std::vector<puzzlink::Arrow> clues = puzzlink::read_arrows(b, n);
  b.finish("the " + std::to_string(n) + " cells");
  if (!h.tail.empty()) check_tail(h.tail, n, line);
  check_clues(h.rows, h.cols, clues, line);
  return std::make_unique<Yajilin>(h.rows, h.cols, std::move(clues), YajilinForm::puzzlink);
}

// One token of the typed rows: '.', '?' (optionally with an arrow), or a number and an arrow.
puzzlink::Arrow parse_token(std::string_view t, int line, int column) {
  if (t == ".") return {};
  size_t k = 0;
  puzzlink::Arrow a{0, puzzlink::kUnknown};
  if (t[0] == '?') {
    k = 1;
  } else {
    while (k < t.size() && std::isdigit(static_cast<unsigned char>(t[k]))) ++k;
    if (k == 0 || k > 3) throw ParseError{line, "column " + std::to_string(column) + ": '" + printable(t) +
                                                    "' is not a cell ('.', '?', or a number and an arrow ^ v < >)"};
    a.value = digits_value(t.substr(0, k));
  }
  const std::string_view arrows = "^v<>";
  if (k + 1 == t.size() && arrows.find(t[k]) != std::string_view::npos) {
    a.dir = static_cast<int>(arrows.find(t[k])) + 1;
  } else if (k != t.size()) {
    throw ParseError{line, "column " + std::to_string(column) + ": '" + printable(t) +
                               "' is not a cell ('.', '?', or a number and an arrow ^ v < >)"};
  }
  return a;
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  if (is_header(lines[i].text)) ++i;
  const int first = i < lines.size() ? lines[i].number : lines.back().number;
  std::vector<puzzlink::Arrow> clues;
  int cols = 0, rows = 0;
  for (; i < lines.size(); ++i) {
    const std::string_view text = lines[i].text;
    if (text.find_first_not_of(" \t\r") == std::string_view::npos || text[0] == '#') break;
    const auto tokens = split_ws(text);
    if (rows == 0) cols = static_cast<int>(tokens.size());
    if (static_cast<int>(tokens.size()) != cols)
      throw ParseError{lines[i].number, std::to_string(tokens.size()) + " cells, expected " + std::to_string(cols) +
                                            " like line " + std::to_string(first)};
    for (size_t c = 0; c < tokens.size(); ++c)
      clues.push_back(parse_token(tokens[c], lines[i].number, static_cast<int>(c) + 1));
    ++rows;
  }
  check_side(cols, rows, first);
  check_clues(rows, cols, clues, first);
  return std::make_unique<Yajilin>(rows, cols, std::move(clues), YajilinForm::rows);
}

}  // namespace

std::string yajilin_puzzlink_url(int rows, int cols, const std::vector<puzzlink::Arrow>& clues) {
  std::string body;
  puzzlink::write_arrows(body, clues);
  return puzzlink::url("yajilin", cols, rows, body);
}

bool looks_like_yajilin(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_yajilin(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string yajilin_url(const Puzzle& p) {
  const auto& y = dynamic_cast<const Yajilin&>(p);
  return yajilin_puzzlink_url(y.rows(), y.cols(), y.clues());
}

}  // namespace gridsat
