#pragma once
// The one table of enumerated options: the shared ones (model/options.hpp) and every
// family's own (Family::option_specs), in position order. The CLI's options, --help and
// completion, the API's settings by name and the CNF's `c options` line all read it.
#include <string>
#include <string_view>
#include <vector>

#include "model/options.hpp"

namespace gridsat {

// Every enumerated option, in the order --help and `c options` list them (by position).
// An option that several records carry is listed once. Throws std::logic_error when two
// options share a name or a position, or a record carries a spec its `options` omits.
const std::vector<OptionSpec>& option_table();
const OptionSpec* find_option(std::string_view name);  // null for an unknown name

// Sets option `name` to `value`; throws UsageError for an unknown option, and naming the
// option and its choices when the value is not one of them.
void set_option(PuzzleOptions& o, std::string_view name, std::string_view value);

// "amo=auto simplify=locked ...": the encoding options, for the CNF's `c options` line.
std::string encoding_options_line(const PuzzleOptions& o);

}  // namespace gridsat
