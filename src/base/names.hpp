#pragma once
// Names of enumerated choices, declared once per enum as a table beside the enum:
//
//   inline constexpr Named<Amo> kAmoNames[] = {{Amo::pairwise, "pairwise", "n(n-1)/2 clauses"}, ...};
//
// From it come to_string, parsing, the CLI's choices and help text, validation and the
// CNF's `c options` line (model/options.cpp builds the option table from these tables).
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gridsat {

template <class E>
struct Named {
  E value;
  std::string_view name;
  std::string_view help;  // one phrase, for --help
};

template <class E>
std::string_view name_of(std::span<const Named<E>> table, E value) {
  for (const auto& n : table)
    if (n.value == value) return n.name;
  return "?";
}

template <class E>
std::optional<E> parse_name(std::span<const Named<E>> table, std::string_view name) {
  for (const auto& n : table)
    if (n.name == name) return n.value;
  return std::nullopt;
}

// "a, b or c": for messages that list the valid names.
template <class E>
std::string names_list(std::span<const Named<E>> table) {
  std::string s;
  for (size_t i = 0; i < table.size(); ++i)
    s += std::string(i == 0 ? "" : i + 1 == table.size() ? " or " : ", ") + std::string(table[i].name);
  return s;
}

}  // namespace gridsat
