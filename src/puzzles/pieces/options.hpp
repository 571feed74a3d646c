#pragma once
// No-three-in-line's own options, --lines and --card (their specs are in the record,
// family.cpp; CardEncoding, the encoders' vocabulary, is encoders/card.hpp's).
#include <string_view>

#include "encoders/card.hpp"
#include "model/options.hpp"

namespace gridsat {

// The lines of a board that may hold at most 2 pieces.
enum class LineFamily { rows, diagonals, all };
inline constexpr Named<LineFamily> kLineFamilyNames[] = {
    {LineFamily::rows, "rows", "rows and columns"},
    {LineFamily::diagonals, "diagonals", "also both diagonal directions"},
    {LineFamily::all, "all", "every slope: the no-three-in-line problem"},
};
inline std::string_view to_string(LineFamily l) { return name_of<LineFamily>(kLineFamilyNames, l); }
inline constexpr FamilyOption<LineFamily> kLinesOption{"lines", kLineFamilyNames, LineFamily::all};

// How "at most 2 on a line" (and "exactly 2 per row and column") is encoded.
inline constexpr FamilyOption<CardEncoding> kCardOption{"card", kCardNames, CardEncoding::sequential};

}  // namespace gridsat
