#include "puzzles/hashi/hashi.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

#include "text/grid_text.hpp"
#include "text/lines.hpp"
#include "text/puzzlink.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

void check_side(int cols, int rows, int line) { check_board_size("hashi", cols, rows, 1, kMaxSide, line); }

// The islands' numbers are 1..4 * max_bridges, and each island can be given its number by
// the pairs it sees (refused rather than answered "no solution": the setter mistyped).
std::unique_ptr<Puzzle> make(int rows, int cols, std::vector<int> counts, int maxb, bool no_loops, HashiForm form,
                             int line) {
  for (size_t i = 0; i < counts.size(); ++i)
    if (counts[i] != hashi::kUnknown && (counts[i] < 0 || counts[i] > 4 * maxb))
      throw ParseError{line, "the island " + std::to_string(counts[i]) + " at " + cell_name(cols, i) +
                                 " is outside 1.." + std::to_string(4 * maxb) + " (4 directions, at most " +
                                 std::to_string(maxb) + " bridges each)"};
  auto h = std::make_unique<Hashi>(rows, cols, std::move(counts), maxb, no_loops, form);
  std::vector<int> room(static_cast<size_t>(rows) * cols, 0);
  for (const auto& p : h->pairs()) room[p.a] += p.most, room[p.b] += p.most;
  for (size_t i = 0; i < room.size(); ++i)
    if (h->counts()[i] > room[i])
      throw ParseError{line, "the island " + std::to_string(h->counts()[i]) + " at " + cell_name(cols, i) +
                                 " cannot be satisfied: the islands it sees take at most " + std::to_string(room[i]) +
                                 " bridges from it"};
  return h;
}

// The optional solution after an ID or URL: rows of the block's characters joined by '/'.
void check_tail(std::string_view s, int rows, int cols, int line) {
  const auto w = split_ws(s);
  if (w.empty()) return;
  bool ok = w.size() == 1 && w[0].size() == static_cast<size_t>(rows * cols + rows - 1);
  for (size_t k = 0; ok && k < w[0].size(); ++k) ok = ((k + 1) % (cols + 1) == 0) == (w[0][k] == '/');
  if (!ok)
    throw ParseError{line, "after the puzzle: '" + printable(w.size() == 1 ? w[0] : s) + "' is no solution (" +
                               std::to_string(rows) + " rows of " + std::to_string(cols) + " cells joined by '/')"};
}

// An island's character in sgt IDs and the block: 1-9, A-G (10-16); 0 for anything else.
int island_value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  return 0;
}

// sgt-bridges' parameters "WxH[iN][eN][mN][L][dN]" before the ':'.
struct SgtParams {
  int cols = 0, rows = 0, maxb = 2;
  bool no_loops = false;
};

bool sgt_params(std::string_view s, SgtParams& p, size_t& desc) {
  const size_t colon = s.find(':');
  if (colon == s.npos) return false;
  std::string_view t = s.substr(0, colon);
  size_t i = 0;
  auto number = [&](int& v) {
    const size_t from = i;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    v = digits_value(t.substr(from, i - from));
    return i > from;
  };
  if (!number(p.cols)) return false;
  p.rows = p.cols;
  if (i < t.size() && t[i] == 'x') {
    ++i;
    if (!number(p.rows)) return false;
  }
  int ignored = 0;
  for (const char key : {'i', 'e', 'm', 'L', 'd'}) {
    if (i >= t.size() || t[i] != key) continue;
    ++i;
    if (key == 'L') p.no_loops = true;
    else if (!number(key == 'm' ? p.maxb : ignored)) return false;
  }
  if (i != t.size()) return false;
  desc = colon + 1;
  return true;
}

bool is_sgt_id(std::string_view s) {
  SgtParams p;
  size_t desc = 0;
  if (!sgt_params(s, p, desc) || p.cols < 1 || p.rows < 1 || p.cols > kMaxSide || p.rows > kMaxSide) return false;
  const std::string_view d = s.substr(desc, s.find(' ', desc) == s.npos ? s.npos : s.find(' ', desc) - desc);
  int64_t cells = 0;
  for (char c : d) {
    if (c >= 'a' && c <= 'z') cells += c - 'a' + 1;
    else if (island_value(c)) ++cells;
    else return false;
  }
  return cells == static_cast<int64_t>(p.cols) * p.rows;
}

std::unique_ptr<Puzzle> parse_sgt(std::string_view s, int line) {
  SgtParams p;
  size_t at = 0;
  sgt_params(s, p, at);
  check_side(p.cols, p.rows, line);
  if (p.maxb < 1 || p.maxb > 4)
    throw ParseError{line, "bridges game ID: at most " + std::to_string(p.maxb) + " bridges a pair: expected 1..4"};
  const size_t space = s.find_first_of(" \t", at);
  const std::string_view desc = s.substr(at, space == s.npos ? s.npos : space - at);
  const size_t n = static_cast<size_t>(p.rows) * p.cols;
  std::vector<int> counts;
  for (size_t k = 0; k < desc.size(); ++k) {
    const char c = desc[k];
    if (c >= 'a' && c <= 'z') counts.insert(counts.end(), static_cast<size_t>(c - 'a' + 1), 0);
    else if (island_value(c)) counts.push_back(island_value(c));
    else throw ParseError{line, "bridges game ID: unexpected '" + printable_at(desc, k) + "' in the cells"};
    if (counts.size() > n) throw ParseError{line, "bridges game ID: the cells run past " + std::to_string(n)};
  }
  if (counts.size() != n)
    throw ParseError{line, "bridges game ID: the cells fill " + std::to_string(counts.size()) + " of " +
                               std::to_string(n) + " cells"};
  if (space != s.npos) check_tail(s.substr(space), p.rows, p.cols, line);
  return make(p.rows, p.cols, std::move(counts), p.maxb, p.no_loops, HashiForm::sgt, line);
}

// ---- puzz.link ----------------------------------------------------------------------------

bool is_url(std::string_view s) { return puzzlink::is_url(s, "hashikake"); }

// pzprjs' hashikake: number16, '.' an island of unknown count.
std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const puzzlink::Head h = puzzlink::read_head(s, "hashikake", line, true);
  check_side(h.cols, h.rows, line);
  const size_t n = static_cast<size_t>(h.rows) * h.cols;
  std::vector<int> counts = puzzlink::read_cells(h, line, puzzlink::read_number16);
  for (size_t i = 0; i < n; ++i) {
    if (counts[i] == 0) throw ParseError{line, "the island 0 at " + cell_name(h.cols, i) + " is below 1"};
    counts[i] = counts[i] == puzzlink::kUnknown ? hashi::kUnknown : std::max(counts[i], 0);
  }
  if (!h.tail.empty()) check_tail(s.substr(s.find_first_of(" \t")), h.rows, h.cols, line);
  return make(h.rows, h.cols, std::move(counts), 2, false, HashiForm::puzzlink, line);
}

}  // namespace

std::string hashi_puzzlink_url(int rows, int cols, const std::vector<int>& counts) {
  std::vector<int> cells = counts;
  for (int& v : cells) v = v == hashi::kUnknown ? puzzlink::kUnknown : v == 0 ? puzzlink::kNone : v;
  std::string body;
  puzzlink::write_number16(body, cells);
  return puzzlink::url("hashikake", cols, rows, body);
}

namespace {

// ---- the block ----------------------------------------------------------------------------

bool is_maxb_line(std::string_view t) { return t.size() == 2 && t[0] == 'm' && t[1] >= '1' && t[1] <= '4'; }

bool starts_puzzle(std::string_view t) {
  SgtParams p;
  size_t d = 0;
  return t.empty() || t.front() == '#' || sgt_params(t, p, d) || is_url(t) || is_maxb_line(t);
}

std::unique_ptr<Puzzle> parse_block(const std::vector<TextLine>& lines, size_t& i, int maxb) {
  const int first = lines[i].number;
  std::vector<int> counts;
  int cols = -1, rows = 0;
  for (; i < lines.size() && !starts_puzzle(lines[i].text); ++i, ++rows) {
    const std::string_view t = lines[i].text;
    const int ln = lines[i].number;
    if (cols < 0) cols = static_cast<int>(t.size());
    if (static_cast<int>(t.size()) != cols)
      throw ParseError{ln, std::to_string(t.size()) + " cells, expected " + std::to_string(cols) + " like line " +
                               std::to_string(first)};
    for (size_t k = 0; k < t.size(); ++k) {
      const char c = t[k];
      if (island_value(c)) counts.push_back(island_value(c));
      else if (c == '?') counts.push_back(hashi::kUnknown);
      else if (std::string_view(".-=tq|\"TQ").find(c) != std::string_view::npos) counts.push_back(0);
      else if (c == '0') throw ParseError{ln, "the island 0 in column " + std::to_string(k + 1) + " is below 1"};
      else
        throw ParseError{ln, "column " + std::to_string(k + 1) + ": '" + printable_at(t, k) +
                                 "' is no island or water (1-9, A-G, '?', '.')"};
    }
  }
  check_side(cols, rows, first);
  return make(rows, cols, std::move(counts), maxb, false, HashiForm::block, first);
}

}  // namespace

bool looks_like_hashi(const std::string& text) {
  return any_early_line(text, [](std::string_view t) { return is_sgt_id(t) || is_url(t); });
}

std::vector<Record> read_hashi(const std::string& text, const std::string& source, const ReadOptions& opt) {
  int maxb = 2;  // for the next puzzle: "mM" on a line before its block
  const auto is_sgt = [](std::string_view t) {
    SgtParams p;
    size_t d = 0;
    return sgt_params(t, p, d);
  };
  const auto set_maxb = [&](std::string_view t, int) -> std::unique_ptr<Puzzle> {
    maxb = t[1] - '0';
    return nullptr;
  };
  const auto sgt = [&](std::string_view t, int line) { return maxb = 2, parse_sgt(t, line); };
  const auto url = [&](std::string_view t, int line) { return maxb = 2, parse_url(t, line); };
  const auto block = [&](const std::vector<TextLine>& lines, size_t& i) {
    return parse_block(lines, i, std::exchange(maxb, 2));
  };
  return read_line_forms(text, source, opt.first_line, {{is_maxb_line, set_maxb}, {is_sgt, sgt}, {is_url, url}}, block,
                         starts_puzzle);
}

std::string hashi_url(const Puzzle& p) {
  const auto& h = dynamic_cast<const Hashi&>(p);
  if (h.max_bridges() != 2 || h.no_loops()) return "";  // puzz.link's hashikake has 2 bridges, loops allowed
  return hashi_puzzlink_url(h.rows(), h.cols(), h.counts());
}

}  // namespace gridsat
