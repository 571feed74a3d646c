#pragma once
// Names of enumerated choices, declared once per enum as a table beside the enum:
//
//   inline constexpr Named<Amo> kAmoNames[] = {{Amo::pairwise, "pairwise", "n(n-1)/2 clauses"}, ...};
//
// From it come to_string, parsing, the CLI's choices and help text, validation and the
// CNF's `c options` line (the option table, registry/options.hpp, is built from these tables).
// An older spelling stays accepted as an alias entry ({Symmetry::half_turn, "rot180", "", true}):
// parse_name takes it, while name_of, names_list and the help list only the names.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridsat {

template <class E>
struct Named {
  E value;
  std::string_view name;
  std::string_view help;  // one phrase, for --help
  bool alias = false;     // an accepted other spelling of a name: parsed, never printed
};

template <class E>
std::string_view name_of(std::span<const Named<E>> table, E value) {
  for (const auto& n : table)
    if (n.value == value && !n.alias) return n.name;
  return "?";
}

template <class E>
std::optional<E> parse_name(std::span<const Named<E>> table, std::string_view name) {
  for (const auto& n : table)
    if (n.name == name) return n.value;
  return std::nullopt;
}

// (name, help) of each name, aliases left out: the choices that --help and completion list.
template <class E>
std::vector<std::pair<std::string_view, std::string_view>> choices_of(std::span<const Named<E>> table) {
  std::vector<std::pair<std::string_view, std::string_view>> out;
  for (const auto& n : table)
    if (!n.alias) out.emplace_back(n.name, n.help);
  return out;
}

// (alias, name) of each alias: the older spellings an option accepts.
template <class E>
std::vector<std::pair<std::string_view, std::string_view>> aliases_of(std::span<const Named<E>> table) {
  std::vector<std::pair<std::string_view, std::string_view>> out;
  for (const auto& n : table)
    if (n.alias) out.emplace_back(n.name, name_of(table, n.value));
  return out;
}

// "a, b or c": for messages that list the valid names.
template <class E>
std::string names_list(std::span<const Named<E>> table) {
  size_t names = 0;
  for (const auto& n : table) names += !n.alias;
  std::string s;
  size_t i = 0;
  for (const auto& n : table)
    if (!n.alias) {
      s += std::string(i == 0 ? "" : i + 1 == names ? " or " : ", ") + std::string(n.name);
      ++i;
    }
  return s;
}

}  // namespace gridsat
