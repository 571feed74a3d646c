#pragma once
// Simon Tatham's solo game IDs, "PARAMS:DESC", shared by the families that read them (Sudoku,
// jigsaw, killer): PARAMS is C[xR] then flags, as solo.c's decode_params reads them (a game
// ID carries only these; the symmetry and difficulty letters appear in generation
// parameters only): j jigsaw (the side is C*R, blocks irregular: ",BLOCKS" follows the
// grid), x the X diagonals, k killer (",CAGES,SUMS" follow). Which family reads an ID is
// decided by its j and k.
#include <optional>
#include <string_view>

namespace gridsat {

struct SoloFlags {
  bool jigsaw = false, x = false, killer = false;
};

// The flags after C[xR] (e.g. "jx" of "9jx"); nullopt when a character is none of j, x, k.
inline std::optional<SoloFlags> solo_flags(std::string_view flags) {
  SoloFlags f;
  for (char ch : flags) {
    if (ch == 'j') f.jigsaw = true;
    else if (ch == 'x') f.x = true;
    else if (ch == 'k') f.killer = true;
    else return std::nullopt;
  }
  return f;
}

// The flags of a line that is a solo game ID (digits, then letters and digits, then ':'),
// nullopt for any other line or unknown flags. "3x3x:" -> x; "9j:" -> jigsaw; "3x3k:" -> killer.
inline std::optional<SoloFlags> solo_id_flags(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
  if (i == 0) return std::nullopt;
  if (i + 1 < line.size() && line[i] == 'x' && line[i + 1] >= '0' && line[i + 1] <= '9') {
    ++i;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
  }
  const size_t colon = line.find(':', i);
  if (colon == std::string_view::npos) return std::nullopt;
  return solo_flags(line.substr(i, colon - i));
}

}  // namespace gridsat
