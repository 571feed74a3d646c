#include "puzzles/registry.hpp"

#include <functional>

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
  };
  return table;
}

}  // namespace

std::vector<std::string> family_names() {
  std::vector<std::string> names;
  for (const auto& f : families()) names.push_back(f.name);
  return names;
}

std::vector<Record> read_puzzles(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const std::string type = opt.type == "auto" ? "sudoku" : opt.type;  // only one family so far
  for (const auto& f : families())
    if (f.name == type) return f.read(text, source, opt);
  std::string known;
  for (const auto& n : family_names()) known += (known.empty() ? "" : ", ") + n;
  throw InputError("unknown puzzle type '" + opt.type + "' (known: auto, " + known + ")");
}

}  // namespace gridsat
