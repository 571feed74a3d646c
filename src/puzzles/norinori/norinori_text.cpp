#include "puzzles/common/room_text.hpp"
#include "puzzles/norinori/norinori.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 200;

bool is_url(std::string_view s) { return puzzlink::is_url(s, "norinori"); }
bool is_header(std::string_view t) { return is_genre_header(t, "norinori"); }

// pzprjs' norinori: the borders alone.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "norinori", line, true);
  check_board_size("norinori", h.cols, h.rows, 1, kMaxSide, line);
  puzzlink::Body b{h.body, line};
  Rooms rooms = rooms_from_borders(h.rows, h.cols, puzzlink::read_borders(b, h.cols, h.rows));
  b.finish("the borders");
  if (!h.tail.empty()) check_shading_rows(h.tail, h.rows, h.cols, line);
  return std::make_unique<Norinori>(std::move(rooms), NorinoriForm::puzzlink);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const RoomRows rows = read_room_block(lines, i, "norinori", false, kMaxSide);
  return std::make_unique<Norinori>(rooms_from_labels(rows.rows, rows.cols, rows.labels), NorinoriForm::rows);
}

}  // namespace

bool looks_like_norinori(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_norinori(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block,
                         [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::string norinori_url(const Puzzle& p) {
  const auto& g = dynamic_cast<const Norinori&>(p);
  std::string body;
  puzzlink::write_borders(body, borders_of(g.rooms()));
  return puzzlink::url("norinori", g.cols(), g.rows(), body);
}

}  // namespace gridsat
