#include "registry/options.hpp"

#include <algorithm>
#include <stdexcept>

#include "base/errors.hpp"
#include "registry/registry.hpp"

namespace gridsat {

namespace {

// Adds `spec` to `table` unless an option of its name is there: the same option carried by
// two records is listed once; two different options of one name are a logic error.
void add_spec(std::vector<OptionSpec>& table, const OptionSpec& spec) {
  for (const OptionSpec& o : table) {
    if (o.name == spec.name) {
      if (o.position != spec.position || o.choices != spec.choices || o.section != spec.section)
        throw std::logic_error("two different options named --" + std::string(spec.name));
      return;
    }
    if (o.position == spec.position)
      throw std::logic_error("--" + std::string(o.name) + " and --" + std::string(spec.name) + " share position " +
                             std::to_string(o.position));
  }
  table.push_back(spec);
}

}  // namespace

const std::vector<OptionSpec>& option_table() {
  static const std::vector<OptionSpec> table = [] {
    std::vector<OptionSpec> t;
    for (const OptionSpec& spec : shared_option_specs()) add_spec(t, spec);
    for (const Family* f : families())
      for (const OptionSpec& spec : f->option_specs) {
        if (!takes_option(*f, spec.name) || (spec.section != "puzzle" && spec.section != "encoding"))
          throw std::logic_error(std::string(f->name) + "'s record carries --" + std::string(spec.name) +
                                 ", which its options do not list or whose section is not puzzle or encoding");
        add_spec(t, spec);
      }
    std::stable_sort(t.begin(), t.end(),
                     [](const OptionSpec& a, const OptionSpec& b) { return a.position < b.position; });
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
  apply_option(*spec, o, value);
}

std::string encoding_options_line(const PuzzleOptions& o) {
  std::string line;
  for (const auto& spec : option_table())
    if (spec.encoding) line += (line.empty() ? "" : " ") + std::string(spec.name) + "=" + spec.get(o);
  return line;
}

}  // namespace gridsat
