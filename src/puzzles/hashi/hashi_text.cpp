#include "puzzles/hashi/hashi_text.hpp"

#include <algorithm>
#include <cctype>

#include "puzzles/hashi/hashi.hpp"
#include "text/grid_text.hpp"
#include "text/lines.hpp"

namespace gridsat {

namespace {

constexpr int kMaxSide = 100;

bool digits(std::string_view s) {
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

int to_int(std::string_view s) {  // digits only; saturates far above any size
  int v = 0;
  for (char c : s) v = v > 100000 ? v : v * 10 + (c - '0');
  return v;
}

std::string cell_name(int cols, size_t i) {
  return "row " + std::to_string(i / cols + 1) + " column " + std::to_string(i % cols + 1);
}

void check_side(int cols, int rows, int line) {
  if (cols < 1 || rows < 1 || cols > kMaxSide || rows > kMaxSide)
    throw ParseError{line, "hashi size " + std::to_string(cols) + "x" + std::to_string(rows) + " is out of range 1.." +
                               std::to_string(kMaxSide) + " each way"};
}

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
    v = to_int(t.substr(from, i - from));
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

bool is_url(std::string_view s) { return s.find("?hashikake/") != std::string_view::npos; }

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::unique_ptr<Puzzle> parse_url(std::string_view s, int line) {
  const size_t space = s.find_first_of(" \t");
  const std::string_view url = s.substr(0, space);
  const size_t at = url.find("?hashikake/");  // the line may name it only after a space
  if (at == std::string_view::npos)
    throw ParseError{line, "puzz.link URL: no ?hashikake/ in '" + std::string(url) + "'"};
  std::string_view rest = url.substr(at + 11);
  std::vector<std::string_view> f;
  for (size_t from = 0;;) {
    const size_t slash = rest.find('/', from);
    f.push_back(rest.substr(from, slash == std::string_view::npos ? slash : slash - from));
    if (slash == std::string_view::npos) break;
    from = slash + 1;
  }
  if (f.size() < 2 || f.size() > 3 || !digits(f[0]) || !digits(f[1]))
    throw ParseError{line, "puzz.link URL: expected hashikake/COLS/ROWS/DATA"};
  const int cols = to_int(f[0]), rows = to_int(f[1]);
  check_side(cols, rows, line);
  const std::string_view body = f.size() == 3 ? f[2] : std::string_view();
  const size_t n = static_cast<size_t>(rows) * cols;
  std::vector<int> counts;
  size_t k = 0;
  for (; k < body.size() && counts.size() < n; ++k) {
    const char c = body[k];
    if (hex(c) >= 0) {
      if (hex(c) == 0) throw ParseError{line, "the island 0 at " + cell_name(cols, counts.size()) + " is below 1"};
      counts.push_back(hex(c));
    } else if (c == '.') {
      counts.push_back(hashi::kUnknown);
    } else if (c >= 'g' && c <= 'z') {
      counts.insert(counts.end(), static_cast<size_t>(c - 'g' + 1), 0);
    } else if (c == '-' && k + 2 < body.size() && hex(body[k + 1]) >= 0 && hex(body[k + 2]) >= 0) {
      counts.push_back(hex(body[k + 1]) * 16 + hex(body[k + 2]));
      k += 2;
    } else {
      throw ParseError{line, "puzz.link URL: unexpected '" + printable_at(body, k) + "' in the cells"};
    }
  }
  if (counts.size() > n) throw ParseError{line, "puzz.link URL: the cells run past " + std::to_string(n)};
  if (k < body.size())
    throw ParseError{line,
                     "puzz.link URL: '" + printable(body.substr(k)) + "' after the " + std::to_string(n) + " cells"};
  counts.resize(n, 0);
  if (space != s.npos) check_tail(s.substr(space), rows, cols, line);
  return make(rows, cols, std::move(counts), 2, false, HashiForm::puzzlink, line);
}

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
  std::vector<Record> out;
  const auto lines = split_lines(text, opt.first_line);
  size_t i = 0;
  int maxb = 2;  // for the next block: "mM" on the line before it
  while (i < lines.size()) {
    const std::string_view t = lines[i].text;
    const int number = lines[i].number;
    SgtParams p;
    size_t d = 0;
    if (t.empty() || t.front() == '#') {
      ++i;
      continue;
    } else if (is_maxb_line(t)) {
      maxb = t[1] - '0';
      ++i;
      continue;
    } else if (sgt_params(t, p, d)) {
      out.push_back(make_record(source, number, [&] { return parse_sgt(t, number); }));
      ++i;
    } else if (is_url(t)) {
      out.push_back(make_record(source, number, [&] { return parse_url(t, number); }));
      ++i;
    } else {
      const size_t start = i;
      out.push_back(make_record(source, number, [&] { return parse_block(lines, i, maxb); }));
      if (!out.back().puzzle)  // a bad block: skip to the next line that starts a puzzle
        for (i = std::max(i, start + 1); i < lines.size() && !starts_puzzle(lines[i].text); ++i) {
        }
    }
    maxb = 2;
  }
  if (out.empty()) out.push_back({source, 1, nullptr, source + ":1: no puzzle found (the input is empty)"});
  return out;
}

}  // namespace gridsat
