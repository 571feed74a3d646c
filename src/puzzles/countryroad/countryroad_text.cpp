#include "puzzles/common/room_text.hpp"
#include "puzzles/common/room_url.hpp"
#include "puzzles/countryroad/countryroad.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

void check_side(int cols, int rows, int line) { check_board_size("countryroad", cols, rows, 1, kMaxSide, line); }

bool is_url(std::string_view s) { return puzzlink::is_url(s, "country"); }
bool is_header(std::string_view t) { return is_genre_header(t, "countryroad"); }

// pzprjs' country: the borders, then a number16 per room (rooms by first cell).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "country", line, true);
  check_side(h.cols, h.rows, line);
  NumberedRooms read = read_numbered_rooms(h, line);
  if (!h.tail.empty()) {
    const size_t n = static_cast<size_t>(h.rows) * h.cols;
    if (h.tail.size() != n || h.tail.find_first_not_of("1234567") != std::string_view::npos)
      throw ParseError{line, "after the URL: '" + printable(h.tail) + "' is not its " + std::to_string(n) +
                                 " cells as loop pieces 1-7"};
  }
  return std::make_unique<CountryRoad>(std::move(read.rooms), std::move(read.counts), CountryRoadForm::puzzlink);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  const RoomRows rows = read_room_block(lines, i, "countryroad", true, kMaxSide);
  Rooms rooms = rooms_from_labels(rows.rows, rows.cols, rows.labels);
  std::vector<int> counts = room_numbers(rooms, rows.numbers, start);
  return std::make_unique<CountryRoad>(std::move(rooms), std::move(counts), CountryRoadForm::rows);
}

}  // namespace

bool looks_like_countryroad(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_countryroad(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string countryroad_url(const Puzzle& p) {
  const auto& h = dynamic_cast<const CountryRoad&>(p);
  return numbered_rooms_url("country", h.rooms(), h.counts());
}

}  // namespace gridsat
