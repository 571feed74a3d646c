#include "model/options.hpp"

#include <regex>

#include "base/errors.hpp"
#include "base/numbers.hpp"

namespace gridsat {

namespace {

// An option whose value is field `F` of PuzzleOptions' part `Part`, named by `table`.
template <auto Part, auto Field, class E>
OptionSpec enumerated(std::string_view name, std::string_view section, std::string_view help,
                      std::span<const Named<E>> table, E fallback, bool encoding, int position) {
  return {name,
          section,
          help,
          choices_of(table),
          name_of(table, fallback),
          encoding,
          [table](PuzzleOptions& o, std::string_view v) { (o.*Part).*Field = *parse_name(table, v); },
          [table](const PuzzleOptions& o) { return std::string(name_of(table, (o.*Part).*Field)); },
          aliases_of(table),
          position};
}

// The family choices of `section`: the read options' or the encoding options'.
template <class P>
auto& choices_in(P& o, std::string_view section) {
  if (section == "puzzle") return o.read.choices;
  if (section == "encoding") return o.encode.choices;
  throw std::logic_error("a family option in section '" + std::string(section) + "' (puzzle or encoding only)");
}

}  // namespace

std::string_view FamilyChoices::get(std::string_view option) const {
  for (const auto& [name, choice] : chosen)
    if (name == option) return choice;
  return "";
}

void FamilyChoices::put(std::string_view option, std::string_view choice) {
  for (auto& [name, c] : chosen)
    if (name == option) {
      c = choice;
      return;
    }
  chosen.emplace_back(option, choice);
}

OptionSpec flag_option_spec(const FamilyOption<Switch>& o, std::string_view help, int position) {
  OptionSpec spec = family_option_spec(o, "puzzle", help, position);
  spec.encoding = false;
  spec.flag = true;
  return spec;
}

FamilyChoices& family_choices(PuzzleOptions& o, std::string_view section) { return choices_in(o, section); }
const FamilyChoices& family_choices(const PuzzleOptions& o, std::string_view section) { return choices_in(o, section); }

const std::vector<OptionSpec>& shared_option_specs() {
  using P = PuzzleOptions;
  static const std::vector<OptionSpec> table = [] {
    std::vector<OptionSpec> t;
    // --amo: "auto" (nullopt) lets the family choose; otherwise one of kAmoNames.
    OptionSpec amo{
        "amo",
        "encoding",
        "at-most-one encoding (auto: pairwise; magic: pairwise up to 16 literals, else sequential)",
        choices_of<Amo>(kAmoNames),
        "auto",
        true,
        [](P& o, std::string_view v) { o.encode.amo = v == "auto" ? std::nullopt : parse_name<Amo>(kAmoNames, v); },
        [](const P& o) { return std::string(o.encode.amo ? to_string(*o.encode.amo) : "auto"); },
        {},
        10};
    amo.choices.insert(amo.choices.begin(), {"auto", "the family's choice"});
    t.push_back(std::move(amo));
    t.push_back(enumerated<&P::encode, &EncodeOptions::simplify, Simplify>(
        "simplify", "encoding", "sound deductions before encoding", kSimplifyNames, Simplify::locked, true, 20));
    OptionSpec connectivity{
        "connectivity",
        "encoding",
        "connectivity and loop rules (auto: lazy when solving, eager for encode and --proof)",
        choices_of<Connectivity>(kConnectivityNames),
        "auto",
        true,
        [](P& o, std::string_view v) {
          o.encode.connectivity = v == "auto" ? std::nullopt : parse_name<Connectivity>(kConnectivityNames, v);
        },
        [](const P& o) { return std::string(o.encode.connectivity ? to_string(*o.encode.connectivity) : "auto"); },
        {},
        25};
    connectivity.choices.insert(connectivity.choices.begin(), {"auto", "lazy when solving, eager for a complete CNF"});
    t.push_back(std::move(connectivity));
    t.push_back(enumerated<&P::read, &ReadOptions::symmetry, Symmetry>(
        "symmetry", "puzzle", "only solutions of this symmetry", kSymmetryNames, Symmetry::none, true, 70));
    t.push_back(enumerated<&P::native, &NativeOptions::inference, Inference>(
        "inference", "native",
        "native backend: propagation after each assignment (named, --inference or --order runs the generic CSP "
        "engine; else Sudoku up to 16x16 runs its own bit-set engine)",
        kInferenceNames, Inference::fc_singles, false, 100));
    t.push_back(enumerated<&P::native, &NativeOptions::order, VarOrder>(
        "order", "native", "native backend: variable order", kVarOrderNames, VarOrder::mrv, false, 110));
    return t;
  }();
  return table;
}

void complete_cnf(EncodeOptions& o, std::string_view what) {
  if (!o.connectivity) o.connectivity = Connectivity::eager;
  if (*o.connectivity == Connectivity::lazy)
    throw UsageError(std::string(what) +
                     " needs the whole formula in the CNF: --connectivity lazy leaves the connectivity rules out "
                     "(use --connectivity eager, or leave it at auto)");
}

void apply_option(const OptionSpec& spec, PuzzleOptions& o, std::string_view value) {
  for (const auto& [alias, choice] : spec.aliases)
    if (alias == value) return spec.set(o, choice);
  for (const auto& [choice, help] : spec.choices)
    if (choice == value) return spec.set(o, value);
  std::string names;
  for (size_t i = 0; i < spec.choices.size(); ++i)
    names += std::string(i == 0                         ? ""
                         : i + 1 == spec.choices.size() ? " or "
                                                        : ", ") +
             std::string(spec.choices[i].first);
  throw UsageError("--" + std::string(spec.name) + " must be " + names + ", not '" + std::string(value) + "'");
}

std::pair<int, int> parse_box(const std::string& s) {
  static const std::regex re("([0-9]{1,4})x([0-9]{1,4})");
  std::smatch m;
  if (!std::regex_match(s, m, re)) throw UsageError("--box wants ROWSxCOLS, e.g. 3x3 or 2x3, not '" + s + "'");
  const int r = *parse_number<int>(m.str(1)), c = *parse_number<int>(m.str(2));  // 4 digits: in range
  if (r < 1 || c < 1) throw UsageError("--box " + s + ": both sides must be at least 1");
  return {r, c};
}

}  // namespace gridsat
