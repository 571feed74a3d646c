#pragma once
// The permutation-grid encoder's own option, --segments: read by that encoder
// (segments.cpp), taken by the families whose groups meet in segments (Sudoku, whose record
// carries its spec).
#include <string_view>

#include "model/options.hpp"

namespace gridsat {

// Box-line segments: a variable per (segment, value) where a box meets a row or a column,
// so that locked candidates follow by unit propagation during the search.
enum class Segments {
  automatic,  // on for sides 16 to 36 (hard searches, measured on 25x25), off below (load time
              // rules) and above (large grids mostly fall to singles; the formula's size rules)
  off,
  on,
};
inline constexpr Named<Segments> kSegmentsNames[] = {
    {Segments::automatic, "auto", "on for sides 16 to 36"},
    {Segments::off, "off", "no segment variables"},
    {Segments::on, "on", "a variable per (box-line segment, value)"},
};
inline std::string_view to_string(Segments s) { return name_of<Segments>(kSegmentsNames, s); }
inline constexpr FamilyOption<Segments> kSegmentsOption{"segments", kSegmentsNames, Segments::automatic};

}  // namespace gridsat

namespace gridsat {

// Sudoku-X and windoku: extra houses of the Sudoku and jigsaw families (puzzles/common/
// extra_houses.hpp), switches of the puzzle read; solo's game IDs carry the X flag themselves.
inline constexpr FamilyOption<Switch> kXOption{"x", kSwitchNames, Switch::off};
inline constexpr FamilyOption<Switch> kWindokuOption{"windoku", kSwitchNames, Switch::off};
// Their specs, one declaration each for every record that carries them (Sudoku, jigsaw).
inline OptionSpec x_option_spec() {
  return flag_option_spec(kXOption, "Sudoku-X: both main diagonals hold every value once too", 62);
}
inline OptionSpec windoku_option_spec() {
  return flag_option_spec(kWindokuOption, "windoku: the (k-1)^2 extra k x k windows of a side k*k grid", 64);
}

}  // namespace gridsat
