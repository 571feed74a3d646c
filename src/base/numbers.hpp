#pragma once
// Numbers read from text without exceptions: every conversion of an option's value or of
// input goes through std::from_chars, so that a number out of range is the caller's usage or
// input error (exit 2, naming the option or the line), never an exception from std::stoi.
#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace gridsat {

// The whole of `text` as a T (an optional leading '-' for signed types; no '+', no spaces);
// nullopt when it is not a number or out of T's range.
template <class T>
std::optional<T> parse_number(std::string_view text) {
  T value{};
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || p != end || text.empty()) return std::nullopt;
  return value;
}

}  // namespace gridsat
