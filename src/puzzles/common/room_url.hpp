#pragma once
// pzprjs' URL body of the genres of numbered rooms (Heyawake, Country Road): the room borders
// (puzzlink's borders), then a number16 per room, rooms in order of their first cell.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/common/room_counts.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

struct NumberedRooms {
  Rooms rooms;
  std::vector<int> counts;  // per room its number, -1 none
};

// The rooms and numbers of a URL's body (the whole body: ParseError at `line` for anything
// after the numbers, a '?' number, or a number above its room's size).
NumberedRooms read_numbered_rooms(const puzzlink::Head& h, int line);
// The URL of `genre` (pzprjs' name) for these rooms and numbers (-1 none).
std::string numbered_rooms_url(std::string_view genre, const Rooms& rooms, std::span<const int> counts);

}  // namespace gridsat
