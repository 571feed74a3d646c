#pragma once
// The puzzles of a command, read as they come: the --size puzzle, then each source's
// records (registry/stream.hpp), one at a time, so that a batch of any length is answered in
// constant memory and a pipe's first puzzles before it ends.
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "cli/settings.hpp"
#include "registry/stream.hpp"

namespace gridsat::cli {

class Batch {
 public:
  // Throws InputError for --size out of range. `chunk`: the bytes read from a source at a
  // time, which bounds the segments (gridsat-mpi hands out segments).
  explicit Batch(const Settings& s, size_t chunk = PuzzleSource::kChunk);
  ~Batch();

  // The next puzzle, nullopt after the last. A source that cannot be read (missing, a
  // directory, a read error, an unknown --type) ends in one error record of line 0. With
  // `origin`, also the segment the record was read from (no text for --size and errors).
  std::optional<Record> next(Origin* origin = nullptr);

  // Whether the batch holds more than one puzzle. Reads one puzzle ahead while that is not
  // known: with a pipe, waits for its next puzzle or its end.
  bool many();

  // How many puzzles the batch holds, `taken` of them taken: read on through the files (not
  // pipes or terminals, which may wait) for at most `seconds`; "N+" when that was not all.
  std::string total(size_t taken, double seconds);

 private:
  // The next record from the sources; with `files_only`, none from a source that may wait
  // (then `waits` is set).
  std::optional<Record> pull(bool files_only = false, bool* waits = nullptr, Origin* origin = nullptr);

  const Settings& s_;
  size_t chunk_;
  std::optional<Record> blank_;
  size_t file_ = 0;
  std::unique_ptr<PuzzleSource> source_;
  std::deque<std::pair<Record, Origin>> ahead_;
  size_t pulled_ = 0;
};

// Reads every source (decode: one puzzle file), with a Batch. A source
// that cannot be read at all (missing, a directory) becomes one error record (line 0), so
// that the other sources of the batch are still answered. Throws InputError only for
// --size out of range.
std::vector<Record> read_all(const Settings& s);

}  // namespace gridsat::cli
