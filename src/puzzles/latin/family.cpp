// Latin squares' registration record (see model/family.hpp): detected by an "order N"
// (.pls) or "latin N" header on the first meaningful line.
#include <charconv>

#include "puzzles/latin/latin.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {
bool looks_like_latin(const std::string& text) {
  for (const auto& [number, line] : split_lines(text)) {
    if (line.empty() || line.front() == '#') continue;
    auto words = split_ws(line);
    return words.size() == 2 && (words[0] == "order" || words[0] == "latin");
  }
  return false;
}

bool is_header(std::string_view line) {
  auto words = split_ws(line);
  return !words.empty() && (words[0] == "order" || words[0] == "latin");
}

// Whether read_latin reads `tok` as a value of an order-n grid.
bool is_value(std::string_view tok, int n, bool pls) {
  if (!pls) try {
      parse_int_token(tok, n, 0);
      return true;
    } catch (const ParseError&) {
      return false;
    }
  int v = 0;
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  return ec == std::errc() && p == tok.data() + tok.size() && v >= -1 && v < n;
}

// How far read_latin reads from the header at lines[i], as segments.hpp's SpecialExtent
// says: the header and its n rows (blank and comment lines between them included), or up
// to the next blank line or header after a bad header or row.
std::optional<size_t> header_extent(const std::vector<TextLine>& lines, size_t i) {
  if (!is_header(lines[i].text)) return std::nullopt;
  const auto words = split_ws(lines[i].text);
  const bool pls = words[0] == "order";
  int n = 0;
  bool good = words.size() == 2 &&
              std::from_chars(words[1].data(), words[1].data() + words[1].size(), n).ec == std::errc() && n >= 1 &&
              n <= 1000;
  size_t j = i + 1;
  for (int rows = 0; good && rows < n; ++rows) {
    while (j < lines.size() && !is_meaningful(lines[j].text)) ++j;
    if (j == lines.size()) return kNeedMore;
    const auto toks = split_ws(lines[j++].text);
    good = static_cast<int>(toks.size()) == n;
    for (size_t k = 0; good && k < toks.size(); ++k) good = is_value(toks[k], n, pls);
  }
  if (good) return j;
  while (j < lines.size() && !lines[j].text.empty() && !is_header(lines[j].text)) ++j;
  return j == lines.size() ? kNeedMore : j;
}

Cut latin_cut(const std::string& text) { return grid_blocks_cut(text, header_extent); }

// generate: the Latin square of these givens; "pls" keeps Gomes' 0-based symbols.
std::unique_ptr<Puzzle> make_latin(const Grid& givens, const std::vector<std::pair<int, int>>&, const ReadOptions&,
                                   std::string_view form) {
  if (!form.empty() && form != "pls") throw InputError("a Latin square has no form '" + std::string(form) + "'");
  if (givens.rows > 1000) throw InputError("the order must be 1..1000");
  check_distinct_givens(givens, 0);
  const GridForm f = form == "pls" ? GridForm::pls : givens.rows <= 35 ? GridForm::chars : GridForm::ints;
  return std::make_unique<LatinSquare>(givens, f);
}
}  // namespace

const Family& latin_family() {
  static const Family f{
      .name = "latin",
      .reader =
          {
              .priority = 10,
              .looks_like = looks_like_latin,
              .read = read_latin,
              .blank = [](int n, const ReadOptions& opt) { return empty_grid_record(n, opt, read_latin); },
              .cut = latin_cut,
          },
      .options = {"amo", "simplify", "inference", "order"},
      .help =
          "  Latin squares: Gomes' .pls ('order N', symbols 0..N-1, -1 blank), a 'latin N' header\n"
          "    then N rows, or any grid with --type latin.\n",
      .generate = {.make = make_latin, .forms = {{"pls", "Gomes' .pls"}}, .holes = true},
      .human = true,
      // The line form of a .pls puzzle keeps its 0-based symbols (-1 blank) without the
      // header, which reads back as a different grid (see the reliability notes).
      .fuzz =
          {
              .line_reads_back = false,
              .seeds = "../shared/instances/latin/gomes-qwh/*.pls "
                       "../shared/instances/latin/minizinc-qcp/*.pls "
                       "../shared/instances/latin/pesant-qwh-o30/*.pls",
          },
      .edit = {.head = "latin {n}", .tokens = ".", .keys = "0123456789", .largest = "{n}", .width = 2, .square = true,
               .answers = "="},
  };
  return f;
}

}  // namespace gridsat
