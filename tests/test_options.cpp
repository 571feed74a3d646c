// The option table: the shared options (model/options.hpp) joined with the families' own
// (each record's option_specs, declared in its folder), in a fixed order, since --help,
// completion and the CNF's `c options` line print it; choices set by name land where the
// family reads them (read or encoding options), through its typed FamilyOption.
#include <gtest/gtest.h>

#include <stdexcept>

#include "base/errors.hpp"
#include "helpers.hpp"
#include "puzzles/futoshiki/options.hpp"
#include "puzzles/magic/options.hpp"
#include "puzzles/pieces/options.hpp"
#include "registry/options.hpp"

namespace gridsat::test {
namespace test_options {

TEST(OptionTable, KeepsItsOrder) {
  std::vector<std::string> names;
  for (const OptionSpec& spec : option_table()) names.emplace_back(spec.name);
  // --help lists them in this order within each section, and `c options` the encoding ones.
  EXPECT_EQ(names, (std::vector<std::string>{"amo", "simplify", "connectivity", "inequality", "sum", "arith", "cover", "card", "segments",
                                             "x", "windoku", "symmetry", "lines", "streamline", "inference", "order"}));
  EXPECT_EQ(
      encoding_options_line(PuzzleOptions{}),
      "amo=auto simplify=locked connectivity=auto inequality=order sum=order arith=tuples cover=all card=sequential "
      "segments=auto symmetry=none lines=all streamline=none");
}

TEST(OptionTable, EveryRecordListsItsOwnAndTheTableKnowsWhatRecordsList) {
  for (const Family* f : families()) {
    for (const OptionSpec& spec : f->option_specs)
      EXPECT_TRUE(takes_option(*f, spec.name)) << f->name << " carries --" << spec.name << " but does not list it";
    for (std::string_view name : f->options)
      EXPECT_TRUE(name == "box" || find_option(name)) << f->name << " lists --" << name << ", which no spec declares";
  }
}

TEST(OptionTable, FamilyChoicesLandWhereTheFamilyReadsThem) {
  PuzzleOptions o;
  set_option(o, "sum", "binary");  // an encoding option: EncodeOptions::choices
  set_option(o, "lines", "rows");  // a puzzle option: ReadOptions::choices
  set_option(o, "inequality", "support");
  set_option(o, "inequality", "order");  // chosen again: replaced, not added
  EXPECT_EQ(kSumOption.of(o.encode.choices), SumEncoding::binary);
  EXPECT_EQ(kLinesOption.of(o.read.choices), LineFamily::rows);
  EXPECT_EQ(kInequalityOption.of(o.encode.choices), Inequality::order);
  EXPECT_EQ(o.encode.choices.chosen.size(), 2u);
  EXPECT_TRUE(o.read.choices.get("sum").empty());
  EXPECT_EQ(kStreamlineOption.of(o.read.choices), Streamline::none);  // not chosen: the fallback
  EXPECT_EQ(kCardOption.of(o.encode.choices), CardEncoding::sequential);
  EXPECT_EQ(encoding_options_line(o),
            "amo=auto simplify=locked connectivity=auto inequality=order sum=binary arith=tuples cover=all card=sequential "
            "segments=auto symmetry=none lines=rows streamline=none");
  // Set typed, read by name: the same store.
  kStreamlineOption.set(o.read.choices, Streamline::associative_digits);
  EXPECT_EQ(find_option("streamline")->get(o), "associative+digits");
}

TEST(OptionTable, RefusesBadValuesAndTakesAliases) {
  PuzzleOptions o;
  try {
    set_option(o, "sum", "adder");
    FAIL() << "--sum adder was taken";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(), "--sum must be order, digits or binary, not 'adder'");
  }
  EXPECT_THROW(set_option(o, "no-such-option", "x"), UsageError);
  set_option(o, "symmetry", "rot180");
  EXPECT_EQ(o.read.symmetry, Symmetry::half_turn);
  FamilyChoices bad;
  bad.put("sum", "adder");  // not through set_option: a program error when read
  EXPECT_THROW(kSumOption.of(bad), std::logic_error);
}

}  // namespace test_options
}  // namespace gridsat::test
