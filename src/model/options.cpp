#include "model/options.hpp"

#include <regex>

#include "base/errors.hpp"
#include "base/numbers.hpp"

namespace gridsat {

namespace {

// An option whose value is field `F` of PuzzleOptions' part `Part`, named by `table`.
template <auto Part, auto Field, class E>
OptionSpec enumerated(std::string_view name, std::string_view section, std::string_view help,
                      std::span<const Named<E>> table, E fallback, bool encoding) {
  return {name, section, help, choices_of(table), name_of(table, fallback), encoding,
          [table](PuzzleOptions& o, std::string_view v) { (o.*Part).*Field = *parse_name(table, v); },
          [table](const PuzzleOptions& o) { return std::string(name_of(table, (o.*Part).*Field)); },
          aliases_of(table)};
}

}  // namespace

const std::vector<OptionSpec>& option_table() {
  using P = PuzzleOptions;
  static const std::vector<OptionSpec> table = [] {
    std::vector<OptionSpec> t;
    // --amo: "auto" (nullopt) lets the family choose; otherwise one of kAmoNames.
    OptionSpec amo{"amo", "encoding", "at-most-one encoding (auto: pairwise; magic: pairwise up to 16 literals, else sequential)",
                   choices_of<Amo>(kAmoNames), "auto", true,
                   [](P& o, std::string_view v) {
                     o.encode.amo = v == "auto" ? std::nullopt : parse_name<Amo>(kAmoNames, v);
                   },
                   [](const P& o) { return std::string(o.encode.amo ? to_string(*o.encode.amo) : "auto"); },
                   {}};
    amo.choices.insert(amo.choices.begin(), {"auto", "the family's choice"});
    t.push_back(std::move(amo));
    t.push_back(enumerated<&P::encode, &EncodeOptions::simplify, Simplify>(
        "simplify", "encoding", "sound deductions before encoding", kSimplifyNames, Simplify::locked, true));
    t.push_back(enumerated<&P::encode, &EncodeOptions::inequality, Inequality>(
        "inequality", "encoding", "Futoshiki inequalities", kInequalityNames, Inequality::order, true));
    t.push_back(enumerated<&P::encode, &EncodeOptions::sum, SumEncoding>("sum", "encoding", "magic line sums", kSumNames,
                                                                         SumEncoding::order, true));
    t.push_back(enumerated<&P::encode, &EncodeOptions::card, CardEncoding>(
        "card", "encoding", "pieces 'at most 2 on a line'", kCardNames, CardEncoding::sequential, true));
    t.push_back(enumerated<&P::encode, &EncodeOptions::segments, Segments>(
        "segments", "encoding", "Sudoku: box-line segment variables (locked candidates by propagation)",
        kSegmentsNames, Segments::automatic, true));
    t.push_back(enumerated<&P::read, &ReadOptions::symmetry, Symmetry>(
        "symmetry", "puzzle", "only solutions of this symmetry", kSymmetryNames, Symmetry::none, true));
    t.push_back(enumerated<&P::read, &ReadOptions::lines, LineFamily>(
        "lines", "puzzle", "pieces: the lines that may hold at most 2 pieces", kLineFamilyNames, LineFamily::all, true));
    t.push_back(enumerated<&P::read, &ReadOptions::streamline, Streamline>(
        "streamline", "puzzle",
        "magic: search only a class of squares (faster at large n; may miss squares, so 'no solution' then means "
        "none of that class, not a proof that the puzzle has none)",
        kStreamlineNames, Streamline::none, true));
    t.push_back(enumerated<&P::native, &NativeOptions::inference, Inference>(
        "inference", "native", "native backend: propagation after each assignment", kInferenceNames,
        Inference::fc_singles, false));
    t.push_back(enumerated<&P::native, &NativeOptions::order, VarOrder>(
        "order", "native", "native backend: variable order", kVarOrderNames, VarOrder::mrv, false));
    return t;
  }();
  return table;
}

const OptionSpec* find_option(std::string_view name) {
  for (const auto& o : option_table())
    if (o.name == name) return &o;
  return nullptr;
}

void set_option(PuzzleOptions& o, std::string_view name, std::string_view value) {
  const OptionSpec* spec = find_option(name);
  if (!spec) throw UsageError("unknown option --" + std::string(name));
  for (const auto& [alias, choice] : spec->aliases)
    if (alias == value) return spec->set(o, choice);
  for (const auto& [choice, help] : spec->choices)
    if (choice == value) return spec->set(o, value);
  std::string names;
  for (size_t i = 0; i < spec->choices.size(); ++i)
    names += std::string(i == 0 ? "" : i + 1 == spec->choices.size() ? " or " : ", ") + std::string(spec->choices[i].first);
  throw UsageError("--" + std::string(name) + " must be " + names + ", not '" + std::string(value) + "'");
}

std::pair<int, int> parse_box(const std::string& s) {
  static const std::regex re("([0-9]{1,4})x([0-9]{1,4})");
  std::smatch m;
  if (!std::regex_match(s, m, re)) throw UsageError("--box wants ROWSxCOLS, e.g. 3x3 or 2x3, not '" + s + "'");
  const int r = *parse_number<int>(m.str(1)), c = *parse_number<int>(m.str(2));  // 4 digits: in range
  if (r < 1 || c < 1) throw UsageError("--box " + s + ": both sides must be at least 1");
  return {r, c};
}

std::string encoding_options_line(const PuzzleOptions& o) {
  std::string line;
  for (const auto& spec : option_table())
    if (spec.encoding) line += (line.empty() ? "" : " ") + std::string(spec.name) + "=" + spec.get(o);
  return line;
}

}  // namespace gridsat
