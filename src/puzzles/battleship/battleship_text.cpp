// Battleship's forms: pzprjs' URL (counts, given cells, the fleet) and the typed rows.
#include <algorithm>
#include <cctype>
#include <cstring>

#include "puzzles/battleship/battleship.hpp"
#include "puzzles/common/shading_line.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

// pzprjs' fleets by their letters (Bank@battleship's presets): the ship lengths.
const std::vector<std::pair<char, std::vector<int>>>& presets() {
  static const std::vector<std::pair<char, std::vector<int>>> all{
      {'c', {1, 1, 1, 2, 2, 3}},
      {'d', {1, 1, 1, 1, 2, 2, 2, 3, 3, 4}},
      {'e', {1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5}},
  };
  return all;
}

int base_value(char c, int base) {
  const int v = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                : std::islower(static_cast<unsigned char>(c)) ? c - 'a' + 10
                                                              : 99;
  return v < base ? v : -1;
}

// A piece "W H bits" (W, H base 36, then the W x H cells row by row, 5 a base-32 digit): the
// length of the straight ship it draws; ParseError for any other piece.
int piece_length(std::string_view code, int line) {
  const auto bad = [&](const std::string& why) {
    return ParseError{line, "battleship URL: the piece '" + printable(code) + "' " + why};
  };
  if (code.size() < 3) throw bad("is too short (W, H and the cells)");
  const int w = base_value(code[0], 36), h = base_value(code[1], 36);
  if (w < 1 || h < 1) throw bad("has no size");
  std::string bits;
  for (char c : code.substr(2)) {
    const int v = base_value(c, 32);
    if (v < 0) throw bad("has '" + printable(std::string_view(&c, 1)) + "' among its cells");
    for (int k = 4; k >= 0; --k) bits += (v >> k & 1) ? '1' : '0';
  }
  bits.resize(static_cast<size_t>(w) * h, '0');
  if ((w > 1 && h > 1) || bits.find('0') != std::string::npos) throw bad("is no straight ship (not supported)");
  return std::max(w, h);
}

// The fleet after the given cells: "//c" (a preset) or "/N/PIECE/PIECE...".
std::vector<int> read_fleet(std::string_view s, int line) {
  if (s.size() == 3 && s.substr(0, 2) == "//") {
    for (const auto& [key, fleet] : presets())
      if (s[2] == key) return fleet;
    throw ParseError{line, "battleship URL: the fleet '" + printable(s) + "' is none of pzprjs' ship fleets (c, d, e)"};
  }
  std::vector<std::string_view> f;
  for (size_t from = 1; from <= s.size();) {
    const size_t slash = std::min(s.find('/', from), s.size());
    f.push_back(s.substr(from, slash - from));
    from = slash + 1;
  }
  if (s.empty() || s[0] != '/' || f.empty() || !all_digits(f[0]) || f[0].size() > 4 ||
      static_cast<size_t>(digits_value(f[0])) != f.size() - 1)
    throw ParseError{line, "battleship URL: expected the fleet after the cells ('//c' or '/N/' and N pieces), not '" +
                               printable(s) + "'"};
  std::vector<int> fleet;
  for (size_t k = 1; k < f.size(); ++k) fleet.push_back(piece_length(f[k], line));
  return fleet;
}

void check_clues(const std::vector<int>& counts, const std::vector<int>& clues, int rows, int cols, int line) {
  for (size_t k = 0; k < counts.size(); ++k) {
    const int most = static_cast<int>(k) < cols ? rows : cols;
    if (counts[k] > most)
      throw ParseError{line, "the count " + std::to_string(counts[k]) + " of " +
                                 (static_cast<int>(k) < cols ? "column " + std::to_string(k + 1)
                                                             : "row " + std::to_string(k - cols + 1)) +
                                 " is outside 0.." + std::to_string(most)};
  }
  for (size_t i = 0; i < clues.size(); ++i)
    if (clues[i] > Battleship::kSingle)
      throw ParseError{line, "the given cell " + std::to_string(clues[i]) + " at " + cell_name(cols, i) +
                                 " is outside 0..6 (a bent ship's part, not supported)"};
}

bool is_url(std::string_view s) { return puzzlink::is_url(s, "battleship"); }

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const size_t space = s.find_first_of(" \t");
  const std::string_view word = s.substr(0, space);
  // The fleet follows the given cells after a '/': cut there so the head reads the rest.
  size_t at = word.find("battleship/");
  at = at == std::string_view::npos ? 0 : at + std::strlen("battleship/");
  for (int k = 0; k < 2 && at != std::string_view::npos; ++k) at = word.find('/', at) + 1;
  const size_t fleet_at = at == 0 ? std::string_view::npos : word.find('/', at);
  if (fleet_at == std::string_view::npos)
    throw ParseError{line, "battleship URL: expected battleship/COLS/ROWS/CELLS/FLEET"};
  const std::string head_line = std::string(word.substr(0, fleet_at)) + std::string(s.substr(word.size()));
  const puzzlink::Head h = puzzlink::read_head(head_line, "battleship", line, true);
  check_board_size("battleship", h.cols, h.rows, 1, kMaxSide, line);
  std::vector<int> counts(static_cast<size_t>(h.cols + h.rows), Battleship::kNoCount),
      clues(static_cast<size_t>(h.cols) * h.rows, Battleship::kOpen);
  if (!h.body.empty()) {
    puzzlink::Body b{h.body, line};
    counts = puzzlink::read_number16(b, counts.size(), "counts");
    clues = puzzlink::read_number16(b, clues.size(), "cells");
    b.finish("the cells");
  }
  for (int& v : counts) v = v < 0 ? Battleship::kNoCount : v;  // pzprjs' '?' count: none
  static_assert(Battleship::kShip == puzzlink::kUnknown && Battleship::kOpen == puzzlink::kNone);
  check_clues(counts, clues, h.rows, h.cols, line);
  std::vector<int> fleet = read_fleet(word.substr(fleet_at), line);
  check_shading_tail(h.tail, h.rows, h.cols, line);
  return std::make_unique<Battleship>(h.rows, h.cols, std::move(counts), std::move(clues), std::move(fleet));
}

bool is_header(std::string_view t) {
  std::string s;
  for (char c : t) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s == "battleship" || s == "battleships";
}

int cell_clue(char c) {
  const char* chars = "#.~^v<>+o";  // kShip, kOpen, kWater, kUp ... kSingle
  const char* p = std::strchr(chars, c);
  return c && p ? static_cast<int>(p - chars) - 2 : -3;
}

int count_token(std::string_view tok, int most, int line, const std::string& what) {
  if (tok == "-" || tok == ".") return Battleship::kNoCount;  // '.': as a frame's empty slot is typed
  if (!all_digits(tok) || tok.size() > 4) throw ParseError{line, what + ": '" + printable(tok) + "' is not a count"};
  const int v = digits_value(tok);
  if (v > most) throw ParseError{line, "the count " + std::to_string(v) + " of " + what + " is outside 0.." + std::to_string(most)};
  return v;
}

// Long: the rows with their counts, the column counts, the fleet, each with its message.
std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i) {
  const int start = lines[i].number;
  if (!is_header(lines[i].text)) throw ParseError{start, "a battleship puzzle starts with a 'battleship' line"};
  ++i;
  std::vector<TextLine> body;
  for (; i < lines.size() && !lines[i].text.empty() && lines[i].text.front() != '#'; ++i) body.push_back(lines[i]);
  if (body.size() < 3) throw ParseError{start, "a battleship needs its rows, a line of column counts and a fleet line"};
  const TextLine fleet_line = body.back(), counts_line = body[body.size() - 2];
  const size_t R = body.size() - 2;
  std::vector<int> clues, row_counts;
  size_t C = 0;
  for (size_t r = 0; r < R; ++r) {
    const auto w = split_ws(body[r].text);
    if (w.size() != 2) throw ParseError{body[r].number, "row " + std::to_string(r + 1) + ": expected its cells and its count"};
    if (r == 0) C = w[0].size();
    if (w[0].size() != C)
      throw ParseError{body[r].number, "row " + std::to_string(r + 1) + " has " + std::to_string(w[0].size()) +
                                           " cells, row 1 has " + std::to_string(C)};
    for (size_t c = 0; c < C; ++c) {
      const int v = cell_clue(w[0][c]);
      if (v < -2)
        throw ParseError{body[r].number, "row " + std::to_string(r + 1) + ": '" + printable_at(w[0], c) +
                                             "' is not a cell (. ~ ^ v < > + o #)"};
      clues.push_back(v);
    }
    row_counts.push_back(count_token(w[1], static_cast<int>(C), body[r].number, "row " + std::to_string(r + 1)));
  }
  check_board_size("battleship", static_cast<int>(C), static_cast<int>(R), 1, kMaxSide, start);
  const auto cw = split_ws(counts_line.text);
  if (cw.size() != C)
    throw ParseError{counts_line.number, std::to_string(cw.size()) + " column counts, expected " + std::to_string(C)};
  std::vector<int> counts;
  for (size_t c = 0; c < C; ++c)
    counts.push_back(count_token(cw[c], static_cast<int>(R), counts_line.number, "column " + std::to_string(c + 1)));
  counts.insert(counts.end(), row_counts.begin(), row_counts.end());
  const auto fw = split_ws(fleet_line.text);
  if (fw.empty() || fw[0] != "fleet") throw ParseError{fleet_line.number, "expected 'fleet' and the ship lengths"};
  std::vector<int> fleet;
  for (size_t k = 1; k < fw.size(); ++k) {
    if (!all_digits(fw[k]) || fw[k].size() > 3 || digits_value(fw[k]) < 1)
      throw ParseError{fleet_line.number, "the ship length '" + printable(fw[k]) + "' is not a number from 1"};
    fleet.push_back(digits_value(fw[k]));
  }
  return std::make_unique<Battleship>(static_cast<int>(R), static_cast<int>(C), std::move(counts), std::move(clues),
                                      std::move(fleet));
}

std::string piece_code(int len) {
  std::string code = std::to_string(len) + "1";  // len < 10 written in base 36 below
  code[0] = len < 10 ? static_cast<char>('0' + len) : static_cast<char>('a' + len - 10);
  for (int k = 0; k < len; k += 5) {
    const int ones = std::min(5, len - k);
    code += "0123456789abcdefghijklmnopqrstuv"[((1 << ones) - 1) << (5 - ones)];
  }
  return code;
}

}  // namespace

std::vector<int> battleship_fleet(char letter) {
  for (const auto& [key, fleet] : presets())
    if (key == letter) return fleet;
  return {};
}

std::string battleship_puzzlink_url(const Battleship& p) {
  std::string body;
  puzzlink::write_number16(body, p.counts());
  puzzlink::write_number16(body, p.clues());
  std::vector<int> sorted = p.fleet();
  std::sort(sorted.begin(), sorted.end());
  for (const auto& [key, fleet] : presets())
    if (fleet == sorted) return puzzlink::url("battleship", p.cols(), p.rows(), body + "//" + key);
  body += "/" + std::to_string(sorted.size());
  for (int len : sorted) body += "/" + piece_code(len);
  return puzzlink::url("battleship", p.cols(), p.rows(), body);
}

bool looks_like_battleship(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_url(t) || is_header(t); });
}

std::vector<Record> read_battleship(const std::string& text, const std::string& source, const ReadOptions& opt) {
  return read_line_forms(text, source, opt.first_line, {{is_url, parse_url}}, parse_block);
}

std::string battleship_url(const Puzzle& p) { return battleship_puzzlink_url(dynamic_cast<const Battleship&>(p)); }

}  // namespace gridsat
