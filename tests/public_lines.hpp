#pragma once
// The public puzzles with published answers (../shared/instances/genres/<genre>.jsonl, read
// with NEED_SHARED): a deterministic selection of lines, read as `type`, with their answers as
// grids of the shading genres (1 unshaded, 2 shaded).
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace gridsat::test {

struct PublicLine {
  size_t number = 0;  // 1-based line of the file
  std::string url, source;
  Grid answer;  // 1 unshaded, 2 shaded
  std::unique_ptr<Puzzle> puzzle;
};

// The lines of at most `small` cells and every `stride`-th line (every line with
// GRIDSAT_ALL_DATA=1); each read (a line that does not read fails the calling test).
inline std::vector<PublicLine> public_lines(const std::string& genre, const std::string& type, int small, size_t stride) {
  std::vector<PublicLine> out;
  const auto lines = lines_of(shared("instances/genres/" + genre + ".jsonl"));
  EXPECT_FALSE(lines.empty()) << genre;
  ReadOptions o;
  o.type = type;
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto j = nlohmann::json::parse(lines[i]);
    const auto& rows = j["answer"];
    PublicLine l;
    l.answer = Grid(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
    if (!all_data() && l.answer.size() > small && i % stride != 0) continue;
    for (int r = 0; r < l.answer.rows; ++r)
      for (int c = 0; c < l.answer.cols; ++c) {
        const auto& v = rows[r][c];
        const int shaded = v.is_string() ? v.get<std::string>() != "0" : v.get<int>() != 0;
        l.answer.cells[static_cast<size_t>(r * l.answer.cols + c)] = shaded ? 2 : 1;
      }
    l.number = i + 1;
    l.url = "https://puzz.link/p?" + j["url"].get<std::string>();
    l.source = j["source"].get<std::string>();
    auto recs = read_puzzles(l.url, genre, o);
    EXPECT_TRUE(recs.size() == 1 && recs[0].puzzle) << l.url << ": " << (recs.empty() ? "" : recs[0].error);
    if (recs.size() != 1 || !recs[0].puzzle) continue;
    l.puzzle = std::move(recs[0].puzzle);
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace gridsat::test
