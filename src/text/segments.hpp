#pragma once
// Cutting a source into segments for streaming (Family::reader.cut in model/family.hpp): the line
// index the cut functions work on, and the cuts of the shapes several readers share.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/family.hpp"
#include "text/lines.hpp"

namespace gridsat {

// The lines of a text with the byte offset where each starts (start[lines.size()] is the
// text's size).
struct LineIndex {
  explicit LineIndex(const std::string& text);
  Cut before(size_t k) const { return {start[k], start[k]}; }  // a cut before line k
  std::vector<TextLine> lines;
  std::vector<size_t> start;
};

bool is_meaningful(std::string_view line);  // a trimmed line that is neither blank nor a '#' comment

// How far a special line of read_grid_blocks (its SpecialLine hook) reads from lines[i]:
// nullopt when lines[i] is not special, kNeedMore when what it reads depends on lines
// after the last one, else the index of the line after it (where the reader goes on afresh).
inline constexpr size_t kNeedMore = SIZE_MAX;
using SpecialExtent = std::function<std::optional<size_t>(const std::vector<TextLine>& lines, size_t i)>;

// The cut of a text read by read_grid_blocks with a hook whose extent is `special`: after
// the last complete block or special line. A block that reaches the end of the text is
// complete only up to its last line when it is a block of one-line puzzles of more than 35
// characters (read one line at a time whatever comes next); the next segment then starts
// at that line again, so that it reads the block's remaining lines the same way.
Cut grid_blocks_cut(const std::string& text, const SpecialExtent& special);

// After the last blank line that follows a meaningful line: Family::reader.cut's default.
Cut blank_line_cut(const std::string& text);

}  // namespace gridsat
