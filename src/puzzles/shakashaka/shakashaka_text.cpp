// Shakashaka's forms: pzprjs' URL (the 4-cell code) and the typed block (shakashaka.hpp).
#include <cctype>

#include "puzzles/shakashaka/shakashaka.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool is_url(std::string_view s) { return puzzlink::is_url(s, "shakashaka"); }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "shakashaka", line, true);
  check_board_size("shakashaka", h.cols, h.rows, 1, kMaxSide, line);
  std::vector<int> cells = puzzlink::read_cells(h, line, puzzlink::read_cell4);
  for (int& v : cells) v = v == puzzlink::kUnknown ? Shakashaka::kBlack : v;
  return std::make_unique<Shakashaka>(h.rows, h.cols, std::move(cells), ShakashakaForm::puzzlink);
}

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "shakashaka";
}

// A block cell: the board value, kNotACell, or kBadNumber for a digit 5..9.
constexpr int kNotACell = -2, kBadNumber = -3;
int block_cell(std::string_view tok) {
  if (tok == "." || tok == "◣" || tok == "◢" || tok == "◥" || tok == "◤") return Shakashaka::kWhite;
  if (tok == "X" || tok == "x") return Shakashaka::kBlack;
  if (tok.size() == 1 && tok[0] >= '0' && tok[0] <= '9') return tok[0] <= '4' ? tok[0] - '0' : kBadNumber;
  return kNotACell;
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int first = lines[i].number;
  if (is_header(lines[i].text)) ++i;
  std::vector<int> board;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#' && !is_url(lines[i].text) &&
         !is_header(lines[i].text);
       ++i, ++rows) {
    const auto w = split_ws(lines[i].text);
    for (size_t k = 0; k < w.size(); ++k) {
      const int v = block_cell(w[k]);
      if (v == kNotACell)
        throw ParseError{lines[i].number, "column " + std::to_string(k + 1) + ": '" + printable(w[k]) +
                                              "' is no cell ('.' white, 'X' black, 0-4 numbered black)"};
      if (v == kBadNumber)
        throw ParseError{lines[i].number, "the number " + std::string(w[k]) + " in column " + std::to_string(k + 1) +
                                              " is outside 0..4"};
      board.push_back(v);
    }
    if (cols < 0) cols = static_cast<int>(w.size());
    if (static_cast<int>(w.size()) != cols)
      throw ParseError{lines[i].number, "row " + std::to_string(rows + 1) + " has " + std::to_string(w.size()) +
                                            " cells, row 1 has " + std::to_string(cols)};
  }
  if (rows == 0) throw ParseError{first, "a shakashaka header with no rows after it"};
  check_board_size("shakashaka", cols, rows, 1, kMaxSide, first);
  return std::make_unique<Shakashaka>(rows, cols, std::move(board), ShakashakaForm::block);
}

bool starts_puzzle(std::string_view t) { return t.empty() || is_url(t) || is_header(t); }

}  // namespace

std::string shakashaka_puzzlink_url(int rows, int cols, const std::vector<int>& board) {
  static_assert(Shakashaka::kWhite == puzzlink::kNone);
  std::vector<int> cells = board;
  for (int& v : cells) v = v == Shakashaka::kBlack ? puzzlink::kUnknown : v;
  std::string body;
  puzzlink::write_cell4(body, cells);
  return puzzlink::url("shakashaka", cols, rows, body);
}

bool looks_like_shakashaka(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_shakashaka(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block, starts_puzzle);
}

std::string shakashaka_url(const Puzzle& p) {
  const auto& s = dynamic_cast<const Shakashaka&>(p);
  return shakashaka_puzzlink_url(s.rows(), s.cols(), s.board());
}

}  // namespace gridsat
