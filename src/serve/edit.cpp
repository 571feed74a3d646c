#include "serve/edit.hpp"

#include <array>
#include <cctype>
#include <cmath>
#include <set>
#include <sstream>

#include "base/errors.hpp"
#include "model/figure.hpp"
#include "registry/registry.hpp"
#include "serve/marks.hpp"

namespace gridsat::serve {

namespace {

using json = nlohmann::ordered_json;

std::vector<std::string> words(std::string_view s) {
  std::istringstream in{std::string(s)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The picture's primitives a token stands for, in FamilyEdit::picture's order (a fifth entry:
// a small dot, no-three-in-line's '.' cell with no piece).
constexpr const char* kLooks[] = {"dark", "black-circle", "white-circle", "disc", "dot"};

json regions_json(const FamilyRegions& r);

// FamilyEdit::frame's words: the sides ("top bottom left right", any of them), and a word that
// is none of them the separator between the several numbers a slot holds (Nonogram's "," between
// a row's runs); "" one number a slot.
bool is_side(const std::string& w) { return w == "top" || w == "bottom" || w == "left" || w == "right"; }

std::vector<std::string> frame_sides(std::string_view frame) {
  std::vector<std::string> out;
  for (const std::string& w : words(frame))
    if (is_side(w)) out.push_back(w);
  return out;
}

std::string frame_runs(std::string_view frame) {
  for (const std::string& w : words(frame))
    if (!is_side(w)) return w;
  return "";
}

// "value:token" words as {"value": "token"} (FamilyEdit::answers, shown).
json value_map(std::string_view s) {
  json out = json::object();
  for (const std::string& pair : words(s)) {
    const size_t colon = pair.find(':');
    if (colon != std::string::npos) out[pair.substr(0, colon)] = pair.substr(colon + 1);
  }
  return out;
}

json edit_json(const FamilyEdit& e) {
  std::vector<std::string> tokens = words(e.tokens);
  json looks = json::object();
  const std::vector<std::string> picture = words(e.picture);
  for (size_t k = 0; k < picture.size() && k < std::size(kLooks); ++k)
    if (picture[k] != "-") looks[picture[k]] = kLooks[k];
  const json answers = e.answers == "=" ? json("=") : value_map(e.answers);
  return {{"head", std::string(e.head)}, {"tokens", tokens},         {"keys", std::string(e.keys)},
          {"largest", std::string(e.largest)}, {"width", e.width},    {"spaced", e.spaced},
          {"square", e.square},                {"answers", answers},
          // how the page draws a token: as the picture draws it (a dark cell, a black or a white
          // circle, a disc); numbers are black cells' (Light Up's walls) where a dark fill is a token
          {"looks", looks},
          {"dark", !picture.empty() && picture[0] != "-"},
          {"regions", e.regions.row.empty() ? json(nullptr) : regions_json(e.regions)},
          // outside and edge layer (FamilyEdit): the frame's sides, in the order the page names them
          {"frame", frame_sides(e.frame)}, {"corner", std::string(e.corner)}, {"runs", frame_runs(e.frame)},
          // the head's {k}, with or without regions (Easy as ABC's letters)
          {"count", std::string(e.regions.count)},
          {"marks", marks_vocabulary(e.marks)},  // between layer (serve/marks.hpp)
          {"split", std::string(e.marks.split)},  // a block's sums typed "{down}{split}{across}"
          {"labels", words(e.labels)}, {"shown", value_map(e.shown)}, {"tail", std::string(e.tail)}};
}

// regions layer: the page's vocabulary for a puzzle of regions (FamilyRegions).
json regions_json(const FamilyRegions& r) {
  return {{"row", std::string(r.row)}, {"clue", std::string(r.clue)}, {"reuse", r.reuse},
          {"count", std::string(r.count)}};
}

// The number describe() writes before `word` ("2 stars": 2), or after it as a range of
// letters ("letters A-C": 3), or 1.
int described_count(const std::string& describe, std::string_view word) {
  const size_t at = describe.find(" " + std::string(word));
  size_t from = at;
  while (from != std::string::npos && from > 0 && std::isdigit(static_cast<unsigned char>(describe[from - 1]))) --from;
  // "letters A-C": the count after the word, a range from A
  const size_t range = at == std::string::npos ? at : describe.find("s A-", at + 1);
  if (range == at + 1 + word.size() && range + 4 < describe.size()) return describe[range + 4] - 'A' + 1;
  return at == std::string::npos || from == at ? 1 : std::stoi(describe.substr(from, at - from));
}

// A region's clue as drawn in its corner, typed back: the picture's minus, times and divide
// signs as the readers take them.
std::string typed_clue(std::string t) {
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"\u2212", "-"}, {"\u00d7", "x"}, {"\u00f7", "/"}})
    for (size_t at; (at = t.find(from)) != std::string::npos;) t.replace(at, from.size(), to);
  return t;
}

// A drawn cell text as a token: a leading glyph of FamilyEdit::glyphs moved to its suffix.
std::string untangle(const std::string& text, const std::vector<std::string>& glyphs) {
  for (const std::string& pair : glyphs) {
    const size_t colon = pair.rfind(':');
    if (colon == std::string::npos || colon == 0) continue;
    const std::string glyph = pair.substr(0, colon);
    if (text.rfind(glyph, 0) == 0) return text.substr(glyph.size()) + pair.substr(colon + 1);
  }
  return text;
}

// The compass direction (N NE E SE S SW W NW: 0..7) of a step (dx, dy), y down.
int compass(double dx, double dy) {
  const int sx = dx > 0.1 ? 1 : dx < -0.1 ? -1 : 0, sy = dy > 0.1 ? 1 : dy < -0.1 ? -1 : 0;
  constexpr int kX[8] = {0, 1, 1, 1, 0, -1, -1, -1}, kY[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
  for (int d = 0; d < 8; ++d)
    if (kX[d] == sx && kY[d] == sy) return d;
  return -1;
}

// The clues the picture draws outside the grid, a side each of FamilyEdit::frame ('.' none;
// several in a slot joined by its separator):
// {"top": [a column each], "bottom": [...], "left": [a row each], "right": [...]}.
json frame_json(const FamilyEdit& e, const Figure& fig, int rows, int cols) {
  json frame = json::object();
  for (const std::string& side : frame_sides(e.frame))
    frame[side] = std::vector<std::string>(side == "left" || side == "right" ? rows : cols, ".");
  const std::string runs = frame_runs(e.frame);
  for (const auto& t : fig.texts) {
    if (t.ink == Ink::solved) continue;
    const int r = static_cast<int>(std::floor(t.y)), c = static_cast<int>(std::floor(t.x));
    const bool in_rows = r >= 0 && r < rows, in_cols = c >= 0 && c < cols;
    const char* side = in_cols && r < 0 ? "top" : in_cols && r >= rows ? "bottom"
                     : in_rows && c < 0 ? "left" : in_rows && c >= cols ? "right" : nullptr;
    if (!side || !frame.contains(side)) continue;
    json& slot = frame[side][in_cols && !in_rows ? c : r];  // several in a slot: in drawing order
    slot = slot == "." || runs.empty() ? t.text : slot.get<std::string>() + runs + t.text;
  }
  return frame;
}

// regions layer: the borders between cages drawn as dashed outlines inset in their cells
// (Line::leader segments, one a side of a cell): a side's segment lies near it, inside the cell.
json outline_walls(const Figure& fig, int rows, int cols) {
  std::set<std::array<int, 4>> out;
  for (const auto& s : fig.segments) {
    if (s.line != Line::leader) continue;
    const bool across = s.y0 == s.y1;
    if (!across && s.x0 != s.x1) continue;
    const double along = across ? (s.x0 + s.x1) / 2 : (s.y0 + s.y1) / 2, at = across ? s.y0 : s.x0;
    const int k = static_cast<int>(std::floor(along)), cell = static_cast<int>(std::floor(at));
    const int side = at - cell < 0.5 ? cell - 1 : cell + 1;  // the cell across the side
    const int first = std::min(cell, side);
    if (first < 0 || side >= (across ? rows : cols) || k < 0 || k >= (across ? cols : rows)) continue;
    out.insert(across ? std::array{first, k, first + 1, k} : std::array{k, first, k, first + 1});
  }
  json walls = json::array();
  for (const auto& w : out) walls.push_back(w);
  return walls;
}

// FamilyEdit::tail's list as the puzzle's printed rows hold it: the words after the tail's
// leading word on the line it starts ("fleet {list}": "3 2 1"), "" where no line has it.
std::string tail_list(std::string_view tail, const Puzzle& p) {
  const std::vector<std::string> lead = words(tail.substr(0, tail.find("{list}")));
  std::ostringstream printed;
  p.print_grid(printed, p.givens());
  std::istringstream in(printed.str());
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> w = words(line);
    if (lead.empty() || w.empty() || w[0] != lead[0]) continue;
    std::string list;
    for (size_t k = 1; k < w.size(); ++k) list += (k > 1 ? " " : "") + w[k];
    return list;
  }
  return "";
}

}  // namespace

json genres_json() {
  json list = json::array();
  for (const std::string& name : family_names()) {
    const Family* f = find_family(name);
    const bool edits = !f->edit.tokens.empty();
    list.push_back({{"name", name},
                    {"edit", edits ? edit_json(f->edit) : json(nullptr)},
                    {"size", f->edit.size ? f->edit.size : f->generate.default_size},
                    {"generate", f->generate.make != nullptr || f->generate.layout != nullptr},
                    {"url", f->reader.url != nullptr},
                    {"sgt", makes_form(*f, "sgt")}});  // POST /v1/sgt (serve/export.hpp)
  }
  return {{"genres", list}};
}

// Long: one pass over the picture's primitives, each kind to the cells it names.
json cells_json(const std::string& text, const std::string& type) {
  ReadOptions opt;
  opt.type = type.empty() ? "auto" : type;
  std::vector<Record> records;
  try {
    records = read_puzzles(text, "puzzle", opt);
  } catch (const std::exception& e) {
    return {{"error", e.what()}};
  }
  if (records.empty()) return {{"error", "no puzzle found"}};
  if (!records[0].puzzle) return {{"error", records[0].error}};
  const Puzzle& p = *records[0].puzzle;
  const Family* f = find_family(std::string(p.family()));
  const std::string family(p.family());
  if (!f || f->edit.tokens.empty())
    return {{"type", family}, {"error", family + " is opened from a URL, a game ID or a text only: the editor has no cells for it"}};
  const std::vector<std::string> tokens = words(f->edit.tokens), picture = words(f->edit.picture);
  const auto token_of = [&](size_t k) { return k < picture.size() && picture[k] != "-" ? picture[k] : std::string(); };
  const int rows = p.rows(), cols = p.cols();
  std::vector<std::string> cell(static_cast<size_t>(rows) * cols, tokens[0]);
  const Grid& givens = p.givens();
  const Figure fig = p.figure(givens);
  const auto inside = [&](int i) { return i >= 0 && i < rows * cols; };
  if (fig.values)
    for (int i = 0; i < givens.size(); ++i)
      if (givens.cells[i]) cell[i] = std::to_string(p.symbol(givens.cells[i]));
  for (const auto& fill : fig.fills)
    if (fill.shade >= 0.5 && inside(fill.cell) && !token_of(0).empty()) cell[fill.cell] = token_of(0);
  for (const auto& m : fig.marks) {
    const std::string t = m.mark == Mark::filled_circle ? token_of(1)
                          : m.mark == Mark::open_circle ? token_of(2)
                          : m.mark == Mark::disc_given  ? token_of(3)
                          : m.mark == Mark::dot         ? token_of(4)
                                                        : std::string();
    if (!t.empty() && inside(m.cell)) cell[m.cell] = t;
  }
  // The numbers drawn inside a cell (not solved values), in drawing order: a Tapa clue's
  // several numbers around its centre make one token ("13").
  std::vector<bool> texted(cell.size(), false);
  const std::vector<std::string> glyphs = words(f->edit.glyphs);
  for (const auto& t : fig.texts) {
    if (t.ink == Ink::solved || t.x < 0 || t.y < 0 || is_mark(f->edit.marks, t, rows, cols)) continue;
    const int r = static_cast<int>(t.y), c = static_cast<int>(t.x);
    if (r >= rows || c >= cols) continue;
    const size_t i = static_cast<size_t>(r) * cols + c;
    const std::string text = untangle(t.text, glyphs);
    cell[i] = texted[i] ? cell[i] + text : text;
    texted[i] = true;
  }
  split_read(f->edit.marks, fig, rows, cols, cell);  // blocks and their sums (serve/marks.hpp)
  // An arrow drawn from a cell's centre: its suffix after the cell's number ("16N").
  const std::vector<std::string> arrows = words(f->edit.arrows);
  for (const auto& s : fig.segments) {
    const int r = static_cast<int>(s.y0), c = static_cast<int>(s.x0), d = compass(s.x1 - s.x0, s.y1 - s.y0);
    if (arrows.size() != 8 || s.line != Line::guide || d < 0 || r < 0 || c < 0 || r >= rows || c >= cols) continue;
    const size_t i = static_cast<size_t>(r) * cols + c;
    cell[i] = (cell[i] == tokens[0] ? std::string() : cell[i]) + arrows[static_cast<size_t>(d)];
  }
  if (!f->edit.regions.row.empty())  // a room's or a cage's clue in its corner: its cell's token
    for (const auto& corner : fig.corners)
      if (inside(corner.cell)) cell[static_cast<size_t>(corner.cell)] = typed_clue(corner.text);
  json grid = json::array();
  for (int r = 0; r < rows; ++r) {
    json row = json::array();
    for (int c = 0; c < cols; ++c) row.push_back(cell[static_cast<size_t>(r) * cols + c]);
    grid.push_back(row);
  }
  json walls = json::array();  // the picture's thick rules (Sudoku's boxes): [r, c, r2, c2], 0-based
  if (f->edit.regions.outlined)
    walls = outline_walls(fig, rows, cols);
  else
    for (const auto& e : fig.edges)
      if (e.stroke == Stroke::thick && inside(e.a) && inside(e.b))
        walls.push_back({e.a / cols, e.a % cols, e.b / cols, e.b % cols});
  json out = {{"type", family}, {"rows", rows}, {"cols", cols}, {"cells", grid}, {"walls", walls}};
  if (!f->edit.frame.empty()) out["frame"] = frame_json(f->edit, fig, rows, cols);
  if (!f->edit.marks.rows.empty()) out["marks"] = marks_read(f->edit.marks, fig, rows, cols);
  if (!f->edit.tail.empty()) out["list"] = tail_list(f->edit.tail, p);
  if (!f->edit.regions.count.empty()) out["count"] = described_count(p.describe(), f->edit.regions.count);
  // regions layer: what the puzzle is (a variant its ID or an option gives, such as a jigsaw's
  // X diagonals, is not in the typed rows the page writes: the page says so)
  if (!f->edit.regions.row.empty()) out["describe"] = p.describe();
  return out;
}

}  // namespace gridsat::serve
