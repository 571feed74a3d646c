#include <cctype>

#include "puzzles/common/room_text.hpp"
#include "puzzles/starbattle/starbattle.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool is_url(std::string_view s) { return puzzlink::is_url(s, "starbattle"); }

// "starbattle" or "starbattle K" (any case); K (1 alone) in `stars` when it is one.
bool is_header(std::string_view t, std::string* stars = nullptr) {
  const auto w = split_ws(t);
  if (w.empty() || w.size() > 2 || !is_genre_header(w[0], "starbattle")) return false;
  if (stars) *stars = w.size() == 2 ? std::string(w[1]) : "1";
  return true;
}

// The star count: 1 up to the board's half side (more cannot stand apart in a line).
int star_count(std::string_view text, int rows, int cols, int line) {
  const int most = (std::min(rows, cols) + 1) / 2;
  if (!all_digits(text) || text.size() > 6 || digits_value(text) < 1 || digits_value(text) > most)
    throw ParseError{line, "starbattle: the star count '" + printable(text) + "' is not 1.." + std::to_string(most) +
                               " (" + std::to_string(cols) + "x" + std::to_string(rows) + ")"};
  return digits_value(text);
}

// pzprjs' starbattle: COLS/ROWS/K/BORDERS. The head is read without the K field, which is cut
// out of the line first (the fourth field after the genre's name, pflags aside).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  std::string text(s);
  const size_t at = text.find("starbattle/");
  std::string_view count;
  if (at != std::string::npos) {
    size_t from = at + std::string_view("starbattle/").size();
    if (from < text.size() && !std::isdigit(static_cast<unsigned char>(text[from])))  // a pflag field
      from = text.find('/', from) == std::string::npos ? text.size() : text.find('/', from) + 1;
    for (int skip = 0; skip < 2 && from < text.size(); ++skip)
      from = text.find('/', from) == std::string::npos ? text.size() : text.find('/', from) + 1;
    const size_t end = std::min(text.find_first_of("/ \t", from), text.size());
    if (end < text.size() && text[end] == '/') {
      count = std::string_view(s).substr(from, end - from);
      text.erase(from, end - from + 1);
    }
  }
  const puzzlink::Head h = puzzlink::read_head(text, "starbattle", line, true);
  check_board_size("starbattle", h.cols, h.rows, 1, kMaxSide, line);
  if (count.empty()) throw ParseError{line, "puzz.link URL: expected starbattle/COLS/ROWS/STARS/DATA"};
  const int stars = star_count(count, h.rows, h.cols, line);
  puzzlink::Body b{h.body, line};
  Rooms regions = rooms_from_borders(h.rows, h.cols, puzzlink::read_borders(b, h.cols, h.rows));
  b.finish("the borders");
  if (!h.tail.empty()) check_shading_rows(h.tail, h.rows, h.cols, line);
  return std::make_unique<StarBattle>(std::move(regions), stars, StarBattleForm::puzzlink);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  std::string stars = "1";
  if (is_header(lines[i].text, &stars)) ++i;
  if (i >= lines.size() || lines[i].text.empty() || lines[i].text.front() == '#')
    throw ParseError{start, "a starbattle header with no rows after it"};
  const RoomRows rows = read_room_rows(lines, i, false);
  check_board_size("starbattle", rows.cols, rows.rows, 1, kMaxSide, start);
  return std::make_unique<StarBattle>(rooms_from_labels(rows.rows, rows.cols, rows.labels),
                                      star_count(stars, rows.rows, rows.cols, start), StarBattleForm::rows);
}

}  // namespace

bool looks_like_starbattle(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_starbattle(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string starbattle_url(const Puzzle& p) {
  const auto& g = dynamic_cast<const StarBattle&>(p);
  std::string body = std::to_string(g.stars()) + "/";
  puzzlink::write_borders(body, borders_of(g.regions()));
  return puzzlink::url("starbattle", g.cols(), g.rows(), body);
}

}  // namespace gridsat
