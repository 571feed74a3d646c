#include "puzzles/common/room_url.hpp"

#include "puzzles/common/room_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

NumberedRooms read_numbered_rooms(const puzzlink::Head& h, int line) {
  puzzlink::Body b{h.body, line};
  Rooms rooms = rooms_from_borders(h.rows, h.cols, puzzlink::read_borders(b, h.cols, h.rows));
  std::vector<int> counts = puzzlink::read_number16(b, static_cast<size_t>(rooms.count()), "room numbers");
  b.finish("the " + std::to_string(rooms.count()) + " room numbers");
  std::vector<int> at(static_cast<size_t>(h.rows) * h.cols, -1);
  for (int k = 0; k < rooms.count(); ++k) {
    const int top = rooms.cells[static_cast<size_t>(k)][0];
    if (counts[static_cast<size_t>(k)] == puzzlink::kUnknown)
      throw ParseError{line, "puzz.link URL: a '?' number at " + cell_name(h.cols, static_cast<size_t>(top)) +
                                 " (not supported)"};
    at[static_cast<size_t>(top)] = counts[static_cast<size_t>(k)];
  }
  counts = room_numbers(rooms, at, line);
  return {std::move(rooms), std::move(counts)};
}

std::string numbered_rooms_url(std::string_view genre, const Rooms& rooms, std::span<const int> counts) {
  std::string body;
  puzzlink::write_borders(body, borders_of(rooms));
  std::vector<int> numbers(counts.begin(), counts.end());
  for (int& v : numbers) v = v < 0 ? puzzlink::kNone : v;
  puzzlink::write_number16(body, numbers);
  return puzzlink::url(genre, rooms.cols, rooms.rows, body);
}

}  // namespace gridsat
