#pragma once
// The options that shape how a puzzle is read, encoded and searched natively, and the one
// table that declares each of them (option_table()). From that table come the CLI's
// options and their help, the validation of values, the error for an option given to a
// family it does not apply to (Family::options lists what a family takes), and the CNF's
// `c options` line. A new enumerated option: its enum with a Named table beside it, a
// field below, one line in option_table(), and its name in the records of the families
// that take it.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/names.hpp"
#include "csp/search.hpp"
#include "encoders/amo.hpp"
#include "encoders/card.hpp"

namespace gridsat {

// How much a family may simplify before it encodes. Every level is sound: it only
// removes candidate values that no solution can take.
enum class Simplify {
  none,     // every (cell, value) gets a variable; givens are unit clauses
  givens,   // Kwon & Jain: values ruled out by givens create no variables and no clauses
  singles,  // also naked and hidden singles to a fixpoint before encoding
  locked,   // also locked candidates (pointing and claiming), alternating with singles
};
inline constexpr Named<Simplify> kSimplifyNames[] = {
    {Simplify::none, "none", "every cell/value a variable, givens as units"},
    {Simplify::givens, "givens", "Kwon & Jain filtering by the givens"},
    {Simplify::singles, "singles", "also naked and hidden singles"},
    {Simplify::locked, "locked", "also locked candidates"},
};
inline std::string_view to_string(Simplify s) { return name_of<Simplify>(kSimplifyNames, s); }

// Box-line segments (Sudoku): a variable per (segment, value) where a box meets a row or a
// column, so that locked candidates follow by unit propagation during the search.
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

// How inequalities (Futoshiki) are encoded.
enum class Inequality {
  order,    // order encoding: literals "x >= a" channelled to the one-hot literals
  support,  // support clauses on the one-hot literals: x = v -> y > v
};
inline constexpr Named<Inequality> kInequalityNames[] = {
    {Inequality::order, "order", "order encoding, x >= a literals"},
    {Inequality::support, "support", "support clauses on the one-hot literals"},
};
inline std::string_view to_string(Inequality i) { return name_of<Inequality>(kInequalityNames, i); }

// How linear sums (magic squares: every line sums to M) are encoded.
enum class SumEncoding {
  order,   // Sugar-style: each partial sum an integer in order encoding (s >= a literals)
  binary,  // each cell's value as binary bits read off its one-hot literals (which are
           // at-most-one), then a ripple-carry adder per line compared to the constant
  digits,  // compact order encoding: each value as two base-n digits read off the one-hot
           // literals, the digit sums of a line in order encoding, n * Q + R = constant
};
inline constexpr Named<SumEncoding> kSumNames[] = {
    {SumEncoding::order, "order", "partial sums in order encoding"},
    {SumEncoding::digits, "digits", "compact order encoding: base-n digit sums"},
    {SumEncoding::binary, "binary", "bits from the one-hot literals, adders"},
};
inline std::string_view to_string(SumEncoding s) { return name_of<SumEncoding>(kSumNames, s); }

// The names of the symmetries, one vocabulary for every --symmetry: solve's and count's (of
// the solution, below) and generate's (of the clue pattern, generate/generate.hpp). A rotation
// is named by its angle in degrees, as near90 already was; rot180 and rot90, generate's
// spellings before, stay accepted by both as aliases.
inline constexpr std::string_view kHalfTurn = "180", kHalfTurnAlias = "rot180";
inline constexpr std::string_view kQuarterTurn = "90", kQuarterTurnAlias = "rot90";

// Only solutions of a symmetry. Each family takes some of these (magic: none, frenicle;
// pieces: none, 180, 90, near90) and refuses the others by name.
enum class Symmetry { none, frenicle, half_turn, quarter_turn, near_quarter_turn };
inline constexpr Named<Symmetry> kSymmetryNames[] = {
    {Symmetry::none, "none", "no requirement"},
    {Symmetry::frenicle, "frenicle", "magic: Frenicle's standard form, one square per class of 8"},
    {Symmetry::half_turn, kHalfTurn, "pieces: the board unchanged by the half turn; also rot180"},
    {Symmetry::quarter_turn, kQuarterTurn, "pieces: the board unchanged by the quarter turn; also rot90"},
    {Symmetry::near_quarter_turn, "near90",
     "pieces, odd n: Flammenkamp's near-rot4 class, invariant under the quarter turn off the two diagonals, "
     "the anti-diagonal empty"},
    {Symmetry::half_turn, kHalfTurnAlias, "", true},
    {Symmetry::quarter_turn, kQuarterTurnAlias, "", true},
};
inline std::string_view to_string(Symmetry s) { return name_of<Symmetry>(kSymmetryNames, s); }

// Magic squares: a streamliner, an extra rule that narrows the search to a class of magic
// squares (every answer is still a magic square and passes the plain checker). It may miss
// squares: with a streamliner "no solution" only says that no square of that class exists
// (a completion may have other solutions).
enum class Streamline { none, associative, digits, associative_digits };
inline constexpr Named<Streamline> kStreamlineNames[] = {
    {Streamline::none, "none", "every magic square"},
    {Streamline::associative, "associative",
     "cells opposite the centre sum to n^2+1 (odd n or n divisible by 4; half the variables)"},
    {Streamline::digits, "digits",
     "writing v-1 = q*n + r, the q digits and the r digits of every line each sum to n(n-1)/2"},
    {Streamline::associative_digits, "associative+digits", "both"},
};
inline std::string_view to_string(Streamline s) { return name_of<Streamline>(kStreamlineNames, s); }

// The lines of a no-three-in-line board that may hold at most 2 pieces.
enum class LineFamily { rows, diagonals, all };
inline constexpr Named<LineFamily> kLineFamilyNames[] = {
    {LineFamily::rows, "rows", "rows and columns"},
    {LineFamily::diagonals, "diagonals", "also both diagonal directions"},
    {LineFamily::all, "all", "every slope: the no-three-in-line problem"},
};
inline std::string_view to_string(LineFamily l) { return name_of<LineFamily>(kLineFamilyNames, l); }

// Options that shape how text is read (set on the command line).
struct ReadOptions {
  std::string type = "auto";                 // a family name or "auto"
  std::optional<std::pair<int, int>> box;    // Sudoku box rows x cols (--box RxC)
  std::optional<int> size;                   // --size N: a puzzle with no givens, no input file
  Symmetry symmetry = Symmetry::none;        // --symmetry
  LineFamily lines = LineFamily::all;        // --lines (pieces)
  Streamline streamline = Streamline::none;  // --streamline (magic)
  // The family options given explicitly (by name, e.g. "sum"): a puzzle of a family that
  // does not take one of them is refused (an input error naming the option and family).
  std::vector<std::string> given;
  // The number of the text's first line: a reader numbers its records and messages from it
  // (a stream hands the readers segments of a source, numbered as in the whole source).
  int first_line = 1;
};

struct EncodeOptions {
  // nullopt ("auto"): the family's choice. Sudoku, Latin and Futoshiki use pairwise (their
  // groups are short and pairwise propagates best, BENCHMARKS.md); magic squares, whose
  // cells have n^2 candidates, use pairwise up to 16 literals and sequential above.
  std::optional<Amo> amo;
  Simplify simplify = Simplify::locked;
  Inequality inequality = Inequality::order;
  SumEncoding sum = SumEncoding::order;
  CardEncoding card = CardEncoding::sequential;
  Segments segments = Segments::automatic;
  // Test-only (hidden --test-drop-groups): omit the group constraints, so that the
  // solver returns grids that break the rules and the checker must catch them.
  bool drop_groups = false;
};

// Everything the option table writes to.
struct PuzzleOptions {
  ReadOptions read;
  EncodeOptions encode;
  NativeOptions native;
};

// One enumerated option, declared once.
struct OptionSpec {
  std::string_view name;     // on the command line (--name) and in the CNF's `c options` line
  std::string_view section;  // "puzzle", "encoding" or "native": where --help lists it
  std::string_view help;     // what it chooses
  std::vector<std::pair<std::string_view, std::string_view>> choices;  // (name, help)
  std::string_view fallback;  // the default choice
  bool encoding;              // part of what `encode` writes (the `c options` line)
  std::function<void(PuzzleOptions&, std::string_view)> set;  // the value is one of choices
  std::function<std::string(const PuzzleOptions&)> get;
  std::vector<std::pair<std::string_view, std::string_view>> aliases;  // (older spelling, the choice it means)
};

// Every enumerated option, in the order --help and `c options` list them.
const std::vector<OptionSpec>& option_table();
const OptionSpec* find_option(std::string_view name);

// Sets option `name` to `value`; throws UsageError naming the option and its choices when
// the value is not one of them.
void set_option(PuzzleOptions& o, std::string_view name, std::string_view value);

// --box ROWSxCOLS (Sudoku's box shape), read once for every command and the library: "2x3"
// -> (2, 3). Throws UsageError naming --box when it is not two numbers of 1..4 digits joined by
// x, or a side is 0.
std::pair<int, int> parse_box(const std::string& s);

// "amo=auto simplify=locked ...": the encoding options, for the CNF's `c options` line.
std::string encoding_options_line(const PuzzleOptions& o);

}  // namespace gridsat
