// Ripple Effect's forms: the puzz.link URL and the typed rows of rooms and digits.
#include "puzzles/common/number_rows.hpp"
#include "puzzles/common/room_text.hpp"
#include "puzzles/ripple/ripple.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool is_url(std::string_view s) { return puzzlink::is_url(s, "ripple"); }

bool is_header(std::string_view t) { return is_genre_header(t, "ripple"); }

// Every digit within 1..its room's size.
std::unique_ptr<Puzzle> make(Rooms rooms, std::vector<int> numbers, RippleForm form, int line) {
  for (size_t i = 0; i < numbers.size(); ++i) {
    const int v = numbers[i];
    const size_t top = rooms.cells[static_cast<size_t>(rooms.room_of[i])].size();
    if (v != 0 && (v < 1 || static_cast<size_t>(v) > top))
      throw ParseError{line, "the digit " + std::to_string(v) + " at " + cell_name(rooms.cols, i) + " is outside 1.." +
                                 std::to_string(top) + " (its room's cells)"};
  }
  return std::make_unique<Ripple>(std::move(rooms), std::move(numbers), form);
}

// pzprjs' ripple: the room borders, then a number16 per cell.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "ripple", line, true);
  check_board_size("ripple", h.cols, h.rows, 1, kMaxSide, line);
  check_number_rows(h.tail, h.rows, h.cols, line);
  puzzlink::Body b{h.body, line};
  Rooms rooms = rooms_from_borders(h.rows, h.cols, puzzlink::read_borders(b, h.cols, h.rows));
  std::vector<int> numbers = puzzlink::read_number16(b, static_cast<size_t>(h.rows) * h.cols);
  b.finish("the " + std::to_string(h.rows * h.cols) + " cells");
  for (size_t i = 0; i < numbers.size(); ++i) {
    if (numbers[i] == puzzlink::kUnknown)
      throw ParseError{line, "puzz.link URL: a '?' digit at " + cell_name(h.cols, i) + " (not supported)"};
    numbers[i] = numbers[i] == puzzlink::kNone ? 0 : numbers[i] == 0 ? -1 : numbers[i];
  }
  return make(std::move(rooms), std::move(numbers), RippleForm::puzzlink, line);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  const RoomRows rows = read_room_block(lines, i, "ripple", true, kMaxSide);
  std::vector<int> numbers = rows.numbers;
  for (int& v : numbers) v = v < 0 ? 0 : v == 0 ? -1 : v;
  return make(rooms_from_labels(rows.rows, rows.cols, rows.labels), std::move(numbers), RippleForm::rows, start);
}

}  // namespace

std::string ripple_puzzlink_url(const Rooms& rooms, const std::vector<int>& numbers) {
  std::string body;
  puzzlink::write_borders(body, borders_of(rooms));
  std::vector<int> cells = numbers;
  for (int& v : cells) v = v == 0 ? puzzlink::kNone : v;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("ripple", rooms.cols, rooms.rows, body);
}

bool looks_like_ripple(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_ripple(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string ripple_url(const Puzzle& p) {
  const auto& r = dynamic_cast<const Ripple&>(p);
  return ripple_puzzlink_url(r.rooms(), r.numbers());
}

}  // namespace gridsat
