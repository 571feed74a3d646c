#include "puzzles/common/room_text.hpp"
#include "puzzles/common/room_url.hpp"
#include "puzzles/heyawake/heyawake.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

void check_side(int cols, int rows, int line) { check_board_size("heyawake", cols, rows, 1, kMaxSide, line); }

bool is_url(std::string_view s) { return puzzlink::is_url(s, "heyawake"); }

bool is_header(std::string_view t) { return is_genre_header(t, "heyawake"); }

// pzprjs' heyawake: the borders, then a number16 per room (rooms by first cell).
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "heyawake", line, true);
  check_side(h.cols, h.rows, line);
  NumberedRooms read = read_numbered_rooms(h, line);
  if (!h.tail.empty()) check_shading_rows(h.tail, h.rows, h.cols, line);
  return std::make_unique<Heyawake>(std::move(read.rooms), std::move(read.counts), HeyawakeForm::puzzlink);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  const RoomRows rows = read_room_block(lines, i, "heyawake", true, kMaxSide);
  Rooms rooms = rooms_from_labels(rows.rows, rows.cols, rows.labels);
  std::vector<int> counts = room_numbers(rooms, rows.numbers, start);
  return std::make_unique<Heyawake>(std::move(rooms), std::move(counts), HeyawakeForm::rows);
}

}  // namespace

bool looks_like_heyawake(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_heyawake(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string heyawake_url(const Puzzle& p) {
  const auto& h = dynamic_cast<const Heyawake&>(p);
  return numbered_rooms_url("heyawake", h.rooms(), h.counts());
}

}  // namespace gridsat
