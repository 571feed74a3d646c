#include "puzzles/registry.hpp"

#include <functional>

#include "formats/futoshiki_text.hpp"
#include "formats/latin_text.hpp"
#include "formats/reader.hpp"
#include "formats/sudoku_text.hpp"

namespace gridsat {

namespace {

struct Family {
  const char* name;
  std::function<std::vector<Record>(const std::string&, const std::string&, const ReadOptions&)> read;
};

// The families gridsat knows. A new family: one folder under src/puzzles/ and one line here.
const std::vector<Family>& families() {
  static const std::vector<Family> table{
      {"sudoku", read_sudoku},
      {"latin", read_latin},
      {"futoshiki", read_futoshiki},
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
// inequality signs are Futoshiki; everything else is read as Sudoku.
std::string detect(const std::string& text) {
  for (const auto& [number, line] : split_lines(text)) {
    if (line.empty() || line.front() == '#') continue;
    auto words = split_ws(line);
    if (words.size() == 2 && (words[0] == "order" || words[0] == "latin")) return "latin";
    break;
  }
  return looks_like_futoshiki(text) ? "futoshiki" : "sudoku";
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
