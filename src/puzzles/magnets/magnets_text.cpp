#include <algorithm>
#include <cctype>

#include "puzzles/common/room_counts.hpp"
#include "puzzles/common/room_text.hpp"
#include "puzzles/magnets/magnets.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

std::string where(int cols, size_t i) { return "r" + std::to_string(i / static_cast<size_t>(cols) + 1) + "c" + std::to_string(i % static_cast<size_t>(cols) + 1); }

// The partners of `room` ids (per cell; -1 a cell in none): rooms of one cell are in none, of
// more than two an error.
std::vector<int> partners(const std::vector<int>& room, int cols, int line) {
  std::vector<int> partner(room.size(), -1), first(room.size(), -1), size(room.size(), 0);
  for (size_t i = 0; i < room.size(); ++i) {
    if (room[i] < 0) continue;
    const size_t k = static_cast<size_t>(room[i]);
    if (++size[k] > 2) throw ParseError{line, "magnets: the piece at " + where(cols, i) + " is larger than a domino"};
    if (first[k] < 0) {
      first[k] = static_cast<int>(i);
    } else {
      partner[i] = first[k];
      partner[static_cast<size_t>(first[k])] = static_cast<int>(i);
    }
  }
  return partner;
}

void check_counts(const std::vector<int>& counts, int rows, int cols, int line) {
  for (size_t i = 0; i < counts.size(); ++i) {
    const int k = static_cast<int>(i) % (rows + cols);
    const int len = k < cols ? rows : cols;
    if (counts[i] > (len + 1) / 2)
      throw ParseError{line, "the count " + std::to_string(counts[i]) + " of " +
                                 (k < cols ? "column " + std::to_string(k + 1) : "row " + std::to_string(k - cols + 1)) +
                                 " is more than " + std::to_string((len + 1) / 2) + " poles fit"};
  }
}

// ---- sgt-magnets -----------------------------------------------------------------------------

bool is_sgt_id(std::string_view s) {
  size_t used = 0, colon = 0;
  if (parse_sgt_head(s, used, colon).rows == 0) return false;
  const std::string_view d = s.substr(colon + 1);
  return std::count(d.begin(), d.end(), ',') == 4 && d.find_first_of("LRTB") != std::string_view::npos;
}

// Long: "WxH:", the four count lists, the domino ends; each part checked against the size.
std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  size_t used = 0, colon = 0;
  const Size2 size = parse_sgt_head(s, used, colon);
  check_board_size("magnets", size.cols, size.rows, 1, kMaxSide, line);
  const int R = size.rows, C = size.cols;
  std::string_view rest = s.substr(colon + 1);
  const size_t space = rest.find_first_of(" \t");
  rest = rest.substr(0, space);
  std::vector<std::string_view> parts;
  for (size_t from = 0;;) {
    const size_t comma = rest.find(',', from);
    parts.push_back(rest.substr(from, comma == std::string_view::npos ? comma : comma - from));
    if (comma == std::string_view::npos) break;
    from = comma + 1;
  }
  if (parts.size() != 5) throw ParseError{line, "magnets game ID: expected four count lists and the dominoes, between commas"};
  std::vector<int> counts;
  const int lens[] = {C, R, C, R};
  for (int k = 0; k < 4; ++k) {
    if (static_cast<int>(parts[static_cast<size_t>(k)].size()) != lens[k])
      throw ParseError{line, "magnets game ID: count list " + std::to_string(k + 1) + " has " +
                                 std::to_string(parts[static_cast<size_t>(k)].size()) + " entries, expected " +
                                 std::to_string(lens[k])};
    for (char c : parts[static_cast<size_t>(k)]) {
      if (c != '.' && !std::isdigit(static_cast<unsigned char>(c)))
        throw ParseError{line, "magnets game ID: '" + printable(std::string_view(&c, 1)) + "' is no count (0-9, '.')"};
      counts.push_back(c == '.' ? Magnets::kNone : c - '0');
    }
  }
  const std::string_view cells = parts[4];
  if (static_cast<int>(cells.size()) != R * C)
    throw ParseError{line, "magnets game ID: " + std::to_string(cells.size()) + " domino ends, expected " + std::to_string(R * C)};
  std::vector<int> partner(static_cast<size_t>(R) * C, -1);
  for (int i = 0; i < R * C; ++i) {
    const char c = cells[static_cast<size_t>(i)];
    const int r = i / C, col = i % C;
    int j = -2;
    if (c == 'L' && col + 1 < C && cells[static_cast<size_t>(i + 1)] == 'R') j = i + 1;
    else if (c == 'R' && col > 0 && cells[static_cast<size_t>(i - 1)] == 'L') j = i - 1;
    else if (c == 'T' && r + 1 < R && cells[static_cast<size_t>(i + C)] == 'B') j = i + C;
    else if (c == 'B' && r > 0 && cells[static_cast<size_t>(i - C)] == 'T') j = i - C;
    else if (c == '*') j = -1;
    if (j == -2)
      throw ParseError{line, "magnets game ID: '" + printable_at(cells, static_cast<size_t>(i)) + "' at " + where(C, static_cast<size_t>(i)) +
                                 " is no domino end (L R T B with its other end, '*' none)"};
    partner[static_cast<size_t>(i)] = j;
  }
  check_counts(counts, R, C, line);
  return std::make_unique<Magnets>(R, C, std::move(partner), std::move(counts), Grid(R, C), MagnetsForm::sgt);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "magnets"); }

// decodeEmpty's bits (5 cells a base-32 digit, the first the highest bit).
std::vector<char> read_bits(puzzlink::Body& b, size_t count) {
  std::vector<char> bits(count, 0);
  for (size_t i = 0; i < count; i += 5) {
    if (b.done()) throw ParseError{b.line, "puzz.link URL: the cells in no domino end early"};
    const char c = b.text[b.at];
    const int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'v' ? c - 'a' + 10 : -1;
    if (v < 0) b.unexpected("cells in no domino");
    ++b.at;
    for (size_t k = 0; k < 5 && i + k < count; ++k) bits[i + k] = (v >> (4 - k)) & 1;
  }
  return bits;
}

// Long: pzprjs' decodePzpr for magnets: the counts, the borders, then the given poles and the
// cells in no domino when the body goes on.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "magnets", line);
  if (!h.flags.empty()) throw ParseError{line, "magnets: the variant '" + std::string(h.flags) + "' (anti-magnets) is not supported"};
  check_board_size("magnets", h.cols, h.rows, 1, kMaxSide, line);
  const int R = h.rows, C = h.cols;
  puzzlink::Body b{h.body, line};
  const std::vector<int> raw = puzzlink::read_number16(b, 2 * static_cast<size_t>(R + C), "counts");
  std::vector<int> counts(raw.size(), Magnets::kNone);
  const auto take = [](int v) { return v < 0 ? Magnets::kNone : v; };
  for (int c = 0; c < C; ++c) {
    counts[static_cast<size_t>(2 * (R + C) / 2 + c)] = take(raw[static_cast<size_t>(2 * c)]);  // - of column c
    counts[static_cast<size_t>(c)] = take(raw[static_cast<size_t>(2 * c + 1)]);                 // + of column c
  }
  for (int r = 0; r < R; ++r) {
    counts[static_cast<size_t>(R + C + C + r)] = take(raw[static_cast<size_t>(2 * C + 2 * r)]);
    counts[static_cast<size_t>(C + r)] = take(raw[static_cast<size_t>(2 * C + 2 * r + 1)]);
  }
  const puzzlink::Borders borders = puzzlink::read_borders(b, C, R);
  Grid givens(R, C);
  std::vector<char> empty(static_cast<size_t>(R) * C, 0);
  if (!b.done()) {
    const std::vector<int> poles = puzzlink::read_circles(b, static_cast<size_t>(R) * C, "given poles");
    for (size_t i = 0; i < poles.size(); ++i) givens.cells[i] = poles[i] == 1 ? 2 : poles[i] == 2 ? 3 : 0;
    if (!b.done()) empty = read_bits(b, static_cast<size_t>(R) * C);
  }
  b.finish("the cells");
  // Rooms: the cells the borders leave joined (each cell's id its smallest member's).
  std::vector<int> room(static_cast<size_t>(R) * C);
  for (size_t i = 0; i < room.size(); ++i) room[i] = static_cast<int>(i);
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < R * C; ++i) {
      const int r = i / C, c = i % C;
      const auto join = [&](int j) {
        if (empty[static_cast<size_t>(i)] || empty[static_cast<size_t>(j)]) return;  // a cell in no domino stands alone
        const int m = std::min(room[static_cast<size_t>(i)], room[static_cast<size_t>(j)]);
        changed = changed || room[static_cast<size_t>(i)] != m || room[static_cast<size_t>(j)] != m;
        room[static_cast<size_t>(i)] = room[static_cast<size_t>(j)] = m;
      };
      if (c + 1 < C && !borders.right[static_cast<size_t>(r * (C - 1) + c)]) join(i + 1);
      if (r + 1 < R && !borders.down[static_cast<size_t>(r * C + c)]) join(i + C);
    }
  }
  for (size_t i = 0; i < room.size(); ++i)
    if (empty[i]) room[i] = -1;
  std::vector<int> partner = partners(room, C, line);
  for (size_t i = 0; i < partner.size(); ++i)
    if (partner[i] < 0 && givens.cells[i] > 1)
      throw ParseError{line, "magnets: a pole given at " + where(C, i) + ", a cell in no domino"};
  check_counts(counts, R, C, line);
  return std::make_unique<Magnets>(R, C, std::move(partner), std::move(counts), std::move(givens), MagnetsForm::puzzlink);
}

}  // namespace

std::string magnets_sgt_id(const Magnets& m) {
  const int R = m.rows(), C = m.cols();
  std::string id = std::to_string(C) + "x" + std::to_string(R) + ":";
  for (size_t i = 0; i < m.counts().size(); ++i) {
    const int k = static_cast<int>(i) % (R + C);
    if (i && k == 0) id += ',';
    if (k == C) id += ',';
    const int v = m.counts()[i];
    id += v < 0 ? '.' : v <= 9 ? static_cast<char>('0' + v) : '?';
  }
  id += ',';
  for (int i = 0; i < R * C; ++i) {
    const int j = m.partner()[static_cast<size_t>(i)];
    id += j < 0 ? '*' : j == i + 1 ? 'L' : j == i - 1 ? 'R' : j == i + C ? 'T' : 'B';
  }
  return id;
}

std::string magnets_puzzlink_url(const Magnets& m) {
  const int R = m.rows(), C = m.cols();
  const auto& k = m.counts();
  std::vector<int> raw;
  for (int c = 0; c < C; ++c) raw.push_back(k[static_cast<size_t>(R + C + c)]), raw.push_back(k[static_cast<size_t>(c)]);
  for (int r = 0; r < R; ++r) raw.push_back(k[static_cast<size_t>(R + C + C + r)]), raw.push_back(k[static_cast<size_t>(C + r)]);
  static_assert(Magnets::kNone == puzzlink::kNone);
  std::string body;
  puzzlink::write_number16(body, raw);
  puzzlink::Borders borders;
  const auto& p = m.partner();
  // A border between two dominoes; none beside a cell in no domino (pzprjs outlines those itself).
  const auto border = [&](int a, int b) { return p[static_cast<size_t>(a)] >= 0 && p[static_cast<size_t>(b)] >= 0 && p[static_cast<size_t>(a)] != b; };
  for (int r = 0; r < R; ++r)
    for (int c = 0; c + 1 < C; ++c) borders.right.push_back(border(r * C + c, r * C + c + 1));
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c < C; ++c) borders.down.push_back(border(r * C + c, (r + 1) * C + c));
  puzzlink::write_borders(body, borders);
  bool given = false, empty = false;
  std::vector<int> poles;
  for (int i = 0; i < R * C; ++i) {
    const int g = p[static_cast<size_t>(i)] < 0 ? 0 : m.givens().cells[static_cast<size_t>(i)];
    poles.push_back(g == 2 ? 1 : g == 3 ? 2 : 0);
    given = given || poles.back();
    empty = empty || p[static_cast<size_t>(i)] < 0;
  }
  if (given || empty) puzzlink::write_circles(body, poles);
  if (empty) {
    for (int i = 0; i < R * C; i += 5) {
      int v = 0;
      for (int k2 = 0; k2 < 5; ++k2) v = v * 2 + (i + k2 < R * C && p[static_cast<size_t>(i + k2)] < 0);
      body += "0123456789abcdefghijklmnopqrstuv"[v];
    }
  }
  return puzzlink::url("magnets", C, R, body);
}

namespace {

// ---- framed (the workbench's) ---------------------------------------------------------------

bool is_header(std::string_view t) { return is_genre_header(t, "magnets"); }

int count_token(std::string_view t, int line) {
  if (t == ".") return Magnets::kNone;
  if (!all_digits(t)) throw ParseError{line, "magnets: '" + printable(t) + "' is no count (a number, '.' none)"};
  return digits_value(t);
}

// Long: a 'magnets' line, then the framed rows: a corner, the columns' + counts, a corner; per
// row its + count, a token a cell (a domino's letter, the cells of a letter that touch one
// domino, a letter alone a cell in none; '+' or '-' after it a given pole), its - count; a
// corner, the columns' - counts, a corner.
std::unique_ptr<Puzzle> parse_framed(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  ++i;
  std::vector<std::vector<std::string_view>> rows;
  std::vector<int> numbers;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) {
    rows.push_back(split_ws(lines[i].text));
    numbers.push_back(lines[i].number);
  }
  if (rows.size() < 3) throw ParseError{start, "magnets: expected the framed rows after 'magnets' (counts around)"};
  const int R = static_cast<int>(rows.size()) - 2, C = static_cast<int>(rows[0].size()) - 2;
  check_board_size("magnets", C, R, 1, kMaxSide, start);
  std::vector<int> counts(2 * static_cast<size_t>(R + C), Magnets::kNone), labels;
  Grid givens(R, C);
  for (int r = 0; r < R + 2; ++r) {
    const auto& row = rows[static_cast<size_t>(r)];
    const int line = numbers[static_cast<size_t>(r)];
    if (static_cast<int>(row.size()) != C + 2)
      throw ParseError{line, "magnets: row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) +
                                 " tokens, the first " + std::to_string(C + 2)};
    for (int c = 1; c <= C && (r == 0 || r == R + 1); ++c)
      counts[static_cast<size_t>(r == 0 ? c - 1 : R + C + c - 1)] = count_token(row[static_cast<size_t>(c)], line);
    if (r == 0 || r == R + 1) continue;
    counts[static_cast<size_t>(C + r - 1)] = count_token(row.front(), line);
    counts[static_cast<size_t>(R + 2 * C + r - 1)] = count_token(row.back(), line);
    for (int c = 1; c <= C; ++c) {
      std::string_view t = row[static_cast<size_t>(c)];
      const char pole = t.size() == 2 ? t[1] : 0;
      if (t.empty() || !std::isalpha(static_cast<unsigned char>(t[0])) || t.size() > 2 || (pole && pole != '+' && pole != '-'))
        throw ParseError{line, "magnets: '" + printable(t) + "' at " + where(C, static_cast<size_t>((r - 1) * C + c - 1)) +
                                   " is no cell (a domino's letter, '+' or '-' after it a given pole)"};
      labels.push_back(t[0]);
      givens.at(r - 1, c - 1) = pole == '+' ? 2 : pole == '-' ? 3 : 0;
    }
  }
  const Rooms rooms = rooms_from_labels(R, C, labels);
  std::vector<int> room = rooms.room_of;
  for (int& k : room)
    if (rooms.cells[static_cast<size_t>(k)].size() == 1) k = -1;  // a letter alone: a cell in no domino
  std::vector<int> partner = partners(room, C, start);
  for (int k = 0; k < R * C; ++k)
    if (partner[static_cast<size_t>(k)] < 0 && givens.cells[static_cast<size_t>(k)])
      throw ParseError{start, "magnets: the pole given at " + where(C, static_cast<size_t>(k)) + " is in no domino"};
  check_counts(counts, R, C, start);
  // written back as an sgt ID, or a puzz.link URL where poles are given (sgt's IDs have none)
  const bool poles = std::any_of(givens.cells.begin(), givens.cells.end(), [](int v) { return v != 0; });
  return std::make_unique<Magnets>(R, C, std::move(partner), std::move(counts), std::move(givens),
                                   poles ? MagnetsForm::puzzlink : MagnetsForm::sgt);
}

}  // namespace

bool looks_like_magnets(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_sgt_id(t) || is_header(t); });
}

std::vector<Record> read_magnets(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}, {is_sgt_id, parse_sgt}}, parse_framed,
                         is_header);
}

std::string magnets_url(const Puzzle& p) { return magnets_puzzlink_url(dynamic_cast<const Magnets&>(p)); }

}  // namespace gridsat
