#include "registry/registry.hpp"

#include <algorithm>

#include "base/errors.hpp"

// The families gridsat knows, one line each. NAME_family() is defined in
// src/puzzles/NAME/family.cpp; a new family is that folder plus one line here.
#define GRIDSAT_FAMILIES(F) \
  F(sudoku)                 \
  F(latin)                  \
  F(futoshiki)              \
  F(magic)                  \
  F(pieces)                 \
  F(jigsaw)                 \
  F(killer)                 \
  F(keen)                   \
  F(towers)                 \
  F(nonogram)               \
  F(lightup)                \
  F(binairo)                \
  F(tents)                  \
  F(hitori)                 \
  F(hashi)                  \
  F(slitherlink)            \
  F(masyu)                  \
  F(tapa)                   \
  F(shakashaka)             \
  F(heyawake)               \
  F(norinori)               \
  F(starbattle)             \
  F(tilepaint)              \
  F(kurodoko)               \
  F(cave)                   \
  F(nurikabe)               \
  F(yinyang)                \
  F(lits)                   \
  F(battleship)             \
  F(slant)                  \
  F(dominosa)               \
  F(yajilin)                \
  F(countryroad)            \
  F(fillomino)              \
  F(ripple)                 \
  F(kakuro)                 \
  F(easyasabc)              \
  F(magnets)                \
  F(shikaku)                \
  F(galaxies)               \
  F(numberlink)             \
  F(signpost)

namespace gridsat {

#define GRIDSAT_DECLARE(name) const Family& name##_family();
GRIDSAT_FAMILIES(GRIDSAT_DECLARE)
#undef GRIDSAT_DECLARE

namespace {

std::string known_types() {
  std::string known = "auto";
  for (const auto& n : family_names()) known += ", " + n;
  return known;
}

// The first option of opt.given that `f` does not take, or "".
std::string foreign_option(const Family& f, const ReadOptions& opt) {
  for (const auto& name : opt.given)
    if (std::find(f.options.begin(), f.options.end(), name) == f.options.end()) return name;
  return "";
}

std::string takes(const Family& f) {
  std::string s;
  for (auto o : f.options) s += (s.empty() ? "--" : ", --") + std::string(o);
  return s.empty() ? "no family options" : s;
}

}  // namespace

const std::vector<const Family*>& families() {
  static const std::vector<const Family*> all = [] {
    std::vector<const Family*> v;
#define GRIDSAT_LIST(name) v.push_back(&name##_family());
    GRIDSAT_FAMILIES(GRIDSAT_LIST)
#undef GRIDSAT_LIST
    std::stable_sort(v.begin(), v.end(), [](const Family* a, const Family* b) { return a->reader.priority < b->reader.priority; });
    return v;
  }();
  return all;
}

const Family* find_family(std::string_view name) {
  for (const Family* f : families())
    if (f->name == name) return f;
  return nullptr;
}

std::vector<std::string> family_names() {
  std::vector<std::string> names;
#define GRIDSAT_NAME(name) names.push_back(#name);
  GRIDSAT_FAMILIES(GRIDSAT_NAME)
#undef GRIDSAT_NAME
  return names;
}

std::string family_list(const std::function<bool(const Family&)>& has, std::string_view last) {
  std::vector<std::string> names;
  for (const auto& name : family_names())
    if (has(*find_family(name))) names.push_back(name);
  std::string s;
  for (size_t i = 0; i < names.size(); ++i)
    s += (i == 0 ? "" : i + 1 == names.size() ? std::string(last) : ", ") + names[i];
  return s;
}

void refuse_foreign_options(const Family& f, const ReadOptions& opt, std::vector<Record>& records) {
  const std::string bad = foreign_option(f, opt);
  if (bad.empty()) return;
  for (Record& r : records) {
    if (!r.puzzle) continue;
    r.puzzle.reset();
    r.error_line = r.line;
    r.error = r.source + ":" + std::to_string(r.line) + ": --" + bad + " does not apply to " + std::string(f.name) +
              " puzzles (" + std::string(f.name) + " takes " + takes(f) + ")";
  }
}

const Family& detect_family(const std::string& text, const ReadOptions& opt) {
  const Family* family = nullptr;
  if (opt.type == "auto") {
    for (const Family* f : families())
      if (!f->reader.looks_like || f->reader.looks_like(text)) {
        family = f;
        break;
      }
  } else {
    family = find_family(opt.type);
  }
  if (!family) throw InputError("unknown puzzle type '" + opt.type + "' (known: " + known_types() + ")");
  return *family;
}

Record blank_puzzle(const ReadOptions& opt) {
  if (opt.type == "auto") throw InputError("--size needs --type (" + known_types().substr(6) + ")");
  const Family* f = find_family(opt.type);
  if (!f) throw InputError("unknown puzzle type '" + opt.type + "' (known: " + known_types() + ")");
  if (!f->reader.blank) throw InputError("--size: " + opt.type + " puzzles are read from a file, not generated");
  const std::string bad = foreign_option(*f, opt);
  if (!bad.empty())
    throw InputError("--" + bad + " does not apply to " + std::string(f->name) + " puzzles (" + std::string(f->name) +
                     " takes " + takes(*f) + ")");
  return f->reader.blank(*opt.size, opt);
}

}  // namespace gridsat
