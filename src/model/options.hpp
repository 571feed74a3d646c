#pragma once
// The options that shape how a puzzle is read, encoded and searched natively, and the
// declaration of an enumerated option (OptionSpec). The shared options (amo, simplify,
// symmetry, inference, order) are declared here (shared_option_specs()); a family's own
// (--sum, --lines, ...) in its folder, with its enum, and carried by its record
// (Family::option_specs), its choices kept untyped here (FamilyChoices) and read back typed
// through its FamilyOption. The registry joins them into the one table
// (registry/options.hpp), from which come the CLI's options and their help, the validation
// of values, the error for an option given to a family it does not apply to
// (Family::options lists what a family takes), and the CNF's `c options` line.
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/names.hpp"
#include "csp/search.hpp"
#include "encoders/amo.hpp"
#include "encoders/connected.hpp"

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

// The choices made for the families' own enumerated options (--sum, --lines, ...), whose
// enums and specs live in the family's folder: (option name, choice name), at most one per
// option. model never names a family's enum: the family reads its choice through its
// FamilyOption (below).
struct FamilyChoices {
  std::vector<std::pair<std::string, std::string>> chosen;  // in the order first set
  // The choice of `option`, or "" when none was made (its fallback then holds).
  std::string_view get(std::string_view option) const;
  void put(std::string_view option, std::string_view choice);  // replaces an earlier choice
};

// A family's enumerated option, declared in its folder beside its enum and Named table:
//   inline constexpr FamilyOption<SumEncoding> kSumOption{"sum", kSumNames, SumEncoding::order};
// of() is the value chosen (the fallback when none was); set() chooses it (tests, make).
template <class E>
struct FamilyOption {
  std::string_view name;  // on the command line (--name), as in the family's record
  std::span<const Named<E>> table;
  E fallback;

  E of(const FamilyChoices& c) const {
    const std::string_view chosen = c.get(name);
    if (chosen.empty()) return fallback;
    if (const auto v = parse_name(table, chosen)) return *v;
    throw std::logic_error("--" + std::string(name) + " holds '" + std::string(chosen) + "', not one of its choices");
  }
  void set(FamilyChoices& c, E value) const { c.put(name, name_of(table, value)); }
};

// Options that shape how text is read (set on the command line).
struct ReadOptions {
  std::string type = "auto";               // a family name or "auto"
  std::optional<std::pair<int, int>> box;  // Sudoku box rows x cols (--box RxC)
  std::optional<int> size;                 // --size N: a puzzle with no givens, no input file
  Symmetry symmetry = Symmetry::none;      // --symmetry
  FamilyChoices choices;                   // the families' own puzzle options (--lines, --streamline)
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
  // Connectivity and loop rules (encoders/connected.hpp); nullopt ("auto"): lazy when solving,
  // eager where a complete CNF is needed (encode, --proof).
  std::optional<Connectivity> connectivity;
  FamilyChoices choices;  // the families' own encoding options (--inequality, --sum, --card, --segments)
  // Test-only (hidden --test-drop-groups): omit the group constraints, so that the
  // solver returns grids that break the rules and the checker must catch them.
  bool drop_groups = false;
  // count --explain (src/uniqueness/): no given becomes a clause or a simplification; each one
  // is listed in Encoding::given_literals instead, for the caller to assume (and to drop:
  // which givens are redundant, which clash). Families with cell givens honour it (the
  // permutation grids: Sudoku and its variants, Latin squares, Futoshiki, Killer, Towers; magic
  // squares without a streamliner, under --simplify none) and then encode as with --simplify
  // none; the others ignore it (Encoding::givens_assumed false).
  bool givens_as_assumptions = false;
  // explain, grade, generate (src/deduce): each rule and clue as a guarded group of clauses
  // (Encoding::groups), and no deduction before encoding (the steps make them). Families
  // that list no group leave Encoding::groups empty: their clauses hold always.
  bool groups = false;
};

// Where a complete CNF is needed (`encode`, `decode`, a --proof: `what`): --connectivity auto
// becomes eager; lazy is refused (UsageError naming --connectivity eager).
void complete_cnf(EncodeOptions& o, std::string_view what);

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
  std::string_view fallback;                                           // the default choice
  bool encoding;                                              // part of what `encode` writes (the `c options` line)
  std::function<void(PuzzleOptions&, std::string_view)> set;  // the value is one of choices
  std::function<std::string(const PuzzleOptions&)> get;
  std::vector<std::pair<std::string_view, std::string_view>> aliases;  // (older spelling, the choice it means)
  // Where --help (within its section) and the `c options` line list it, ascending: the
  // shared options take 10, 20, 25, 70, 100, 110 (shared_option_specs()), the families' theirs
  // between or after (futoshiki's --inequality 30). No two options share a position.
  int position = 0;
  // A switch (flag_option_spec): choices off and on, and the bare --name means on.
  bool flag = false;
};

// The shared options (amo, simplify, connectivity, symmetry, inference, order); a family
// lists those it takes (Family::options).
const std::vector<OptionSpec>& shared_option_specs();

// The OptionSpec of a family's option `o`: listed in --help's `section`, where "puzzle"
// keeps its choice in ReadOptions::choices (it shapes the puzzle read) and "encoding" in
// EncodeOptions::choices; part of the CNF's `c options` line.
template <class E>
OptionSpec family_option_spec(const FamilyOption<E>& o, std::string_view section, std::string_view help, int position);

// A switch of a family's puzzles, off unless given: choices "off" and "on", --name alone
// means on (the CLI's implicit value). Kept in ReadOptions::choices (it shapes the puzzle
// read, like a flag of the input's own form) and not part of the `c options` line.
enum class Switch { off, on };
inline constexpr Named<Switch> kSwitchNames[] = {
    {Switch::off, "off", "not asked"},
    {Switch::on, "on", "asked (the bare option means on)"},
};
OptionSpec flag_option_spec(const FamilyOption<Switch>& o, std::string_view help, int position);

// Sets `spec`'s option to `value` (a choice or an alias); throws UsageError naming the
// option and its choices when the value is not one of them.
void apply_option(const OptionSpec& spec, PuzzleOptions& o, std::string_view value);

// --box ROWSxCOLS (Sudoku's box shape), read once for every command and the library: "2x3"
// -> (2, 3). Throws UsageError naming --box when it is not two numbers of 1..4 digits joined by
// x, or a side is 0.
std::pair<int, int> parse_box(const std::string& s);

// The choices of family options of `section` ("puzzle" or "encoding", family_option_spec).
FamilyChoices& family_choices(PuzzleOptions& o, std::string_view section);
const FamilyChoices& family_choices(const PuzzleOptions& o, std::string_view section);

template <class E>
OptionSpec family_option_spec(const FamilyOption<E>& o, std::string_view section, std::string_view help, int position) {
  return {
      o.name,
      section,
      help,
      choices_of(o.table),
      name_of(o.table, o.fallback),
      true,
      [o, section](PuzzleOptions& p, std::string_view v) {
        o.set(family_choices(p, section), *parse_name(o.table, v));
      },
      [o, section](const PuzzleOptions& p) { return std::string(name_of(o.table, o.of(family_choices(p, section)))); },
      aliases_of(o.table),
      position};
}

}  // namespace gridsat
