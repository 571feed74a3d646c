#pragma once
// What an answer says about the puzzle, in count's words, for every caller: the command
// line's reports, the library's Result::verdict and Grade::verdict.
#include <cstdint>
#include <string_view>

#include "base/names.hpp"
#include "solve/solve.hpp"

namespace gridsat {

namespace human {
struct Path;
}

enum class Verdict { unique, multiple, none, solvable, unknown, error };
inline constexpr Named<Verdict> kVerdictNames[] = {
    {Verdict::unique, "unique", ""},     {Verdict::multiple, "multiple", ""}, {Verdict::none, "none", ""},
    {Verdict::solvable, "solvable", ""}, {Verdict::unknown, "unknown", ""},   {Verdict::error, "error", ""}};
inline std::string_view to_string(Verdict v) { return name_of<Verdict>(kVerdictNames, v); }

// A count to `limit` (0 = all): multiple (2 or more found), unique or none (the count is
// complete), solvable (one found, and one was asked for), unknown (stopped short: the time
// limit); error for an answer with an internal error.
Verdict verdict_of(const Answer& a, int64_t limit);

// A count that found what `limit` asked for (limit 1: one solution) and stopped there.
bool stopped_at_limit(const Answer& a, int64_t limit);
// A count that the clock stopped: neither exhausted nor at `limit` (0: all), so its count is
// not the one asked for, whatever its verdict.
bool stopped_by_clock(const Answer& a, int64_t limit);

// The human steps prove the puzzle unique: they filled the grid with deductions that hold
// for any puzzle, none assuming uniqueness (unique rectangles).
bool proves_unique(const human::Path& path);

}  // namespace gridsat
