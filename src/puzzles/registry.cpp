#include "puzzles/registry.hpp"

#include <functional>

#include "formats/futoshiki_text.hpp"
#include "formats/latin_text.hpp"
#include "formats/magic_text.hpp"
#include "formats/pieces_text.hpp"
#include "formats/reader.hpp"
#include "formats/sudoku_text.hpp"

namespace gridsat {

namespace {

struct Family {
  const char* name;
  std::function<std::vector<Record>(const std::string&, const std::string&, const ReadOptions&)> read;
  // --size N without a file: the puzzle with no givens (null: the family has none).
  std::function<Record(int, const ReadOptions&)> blank = nullptr;
};

// An empty n x n grid read by the family's own grid reader (one line of n*n zeros).
template <auto Read>
Record empty_grid(int n, const ReadOptions& opt) {
  if (n < 1 || n > 1000) throw InputError("--size " + std::to_string(n) + ": the side must be 1..1000");
  std::string text;
  text.reserve(static_cast<size_t>(n) * n * 2);
  const int64_t cells = static_cast<int64_t>(n) * n;
  if (n <= 35) text.assign(cells, '.');  // the character form: printed back as one 81-character line
  else
    for (int64_t i = 0; i < cells; ++i) text += i ? " 0" : "0";
  auto records = Read(text, "<" + opt.type + " " + std::to_string(n) + ">", opt);
  if (records.size() != 1) throw InputError("--size " + std::to_string(n) + ": no empty grid of that size");
  return std::move(records.front());
}

// The families gridsat knows. A new family: one folder under src/puzzles/ and one line here.
const std::vector<Family>& families() {
  static const std::vector<Family> table{
      {"sudoku", read_sudoku, empty_grid<read_sudoku>},
      {"latin", read_latin, empty_grid<read_latin>},
      {"futoshiki", read_futoshiki},
      {"magic", read_magic, blank_magic},
      {"pieces", read_pieces, blank_pieces},
  };
  return table;
}

}  // namespace

std::vector<std::string> family_names() {
  std::vector<std::string> names;
  for (const auto& f : families()) names.push_back(f.name);
  return names;
}

// The family a text belongs to, from its first meaningful line: "order N" / "latin N"
// headers are Latin squares; unequal IDs, janko and bkoelman files and grids with
// inequality signs are Futoshiki; boards of X . ? cells (or "pieces N") are no-three-in-line;
// everything else is read as Sudoku.
std::string detect(const std::string& text) {
  for (const auto& [number, line] : split_lines(text)) {
    if (line.empty() || line.front() == '#') continue;
    auto words = split_ws(line);
    if (words.size() == 2 && (words[0] == "order" || words[0] == "latin")) return "latin";
    break;
  }
  if (looks_like_magic(text)) return "magic";
  if (looks_like_pieces(text)) return "pieces";
  return looks_like_futoshiki(text) ? "futoshiki" : "sudoku";
}

Record blank_puzzle(const ReadOptions& opt) {
  if (opt.type == "auto") throw InputError("--size needs --type (" + [] {
    std::string known;
    for (const auto& n : family_names()) known += (known.empty() ? "" : ", ") + n;
    return known;
  }() + ")");
  for (const auto& f : families()) {
    if (f.name != opt.type) continue;
    if (!f.blank) throw InputError("--size: " + opt.type + " puzzles are read from a file, not generated");
    return f.blank(*opt.size, opt);
  }
  return std::move(read_puzzles("", "", opt).front());  // throws "unknown puzzle type"
}

std::vector<Record> read_puzzles(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const std::string type = opt.type == "auto" ? detect(text) : opt.type;
  for (const auto& f : families())
    if (f.name == type) return f.read(text, source, opt);
  std::string known;
  for (const auto& n : family_names()) known += (known.empty() ? "" : ", ") + n;
  throw InputError("unknown puzzle type '" + opt.type + "' (known: auto, " + known + ")");
}

}  // namespace gridsat
