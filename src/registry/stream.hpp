#pragma once
// Reading a source as a stream: its records come one segment at a time, so the first
// answers need not wait for the end of the input, and memory does not grow with it.
//
// The family is detected (--type auto) from the start of the source: the first meaningful
// line when the family reads it as a complete puzzle by itself (a one-line Sudoku, a solo or
// unequal ID), else up to the first blank line after a meaningful line, else the first
// kDetectBytes, else the whole source. Then the family's cut (Family::reader.cut) says where a
// segment of complete puzzles ends; each segment is read by the family's reader, numbered
// as in the whole source (ReadOptions::first_line), so records and messages are those of
// read_puzzles on the whole text.
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "registry/registry.hpp"

namespace gridsat {

// Where a record came from: the segment of the source that the family's reader read, so
// that another process can read the same record again from that text alone (gridsat-mpi
// sends segments, never puzzles). read_segment(*family, *text, name, opt, first_line) gives
// the records of the segment; the record is the one at `position`.
struct Origin {
  std::shared_ptr<const std::string> text;  // null: not from a segment (--size, a source error)
  const Family* family = nullptr;
  int first_line = 1;  // the number of the segment's first line in the source
  size_t position = 0;
};

// The records of a segment as a stream reads them: the family's reader, numbered from
// `first_line`, then refuse_foreign_options. Throws as the reader does.
std::vector<Record> read_segment(const Family& f, const std::string& text, const std::string& name,
                                 const ReadOptions& opt, int first_line);

// --type auto's reading of a segment (auto_read.cpp): that of `f`, the family detected for
// the source, where it reads every record; else that of the family that reads the most
// records of it (f on a tie), each record still bad read again alone by the family its own
// lines look like when that reads all of them. A record of one line in a game ID's shape
// lists in Record::also the other families that read it too. `chosen`: the family that read
// the segment. Throws f's InputError when f refuses the segment and no family reads any of it.
// `refused`: what a source remembers between its segments so that a batch of IDs is not read
// 30 times over: per ID shape (its size and the symbols beside its letter runs), the families
// that refused an ID of that shape.
using IdRefusals = std::map<std::string, std::set<const Family*>>;
std::vector<std::pair<Record, Origin>> read_detected(const Family& f, const std::shared_ptr<const std::string>& text,
                                                     const std::string& name, const ReadOptions& opt, int first_line,
                                                     IdRefusals& refused, const Family** chosen = nullptr);

class PuzzleSource {
 public:
  static constexpr size_t kChunk = size_t{1} << 16;        // bytes asked of the input at a time
  static constexpr size_t kDetectBytes = size_t{1} << 20;  // --type auto looks at most this far ahead

  // Up to `cap` bytes into `buf`, waiting only until some are there; 0 at the end.
  using ReadSome = std::function<size_t(char* buf, size_t cap)>;

  // The file at `path` ("-": standard input), called `name` in records and messages. Throws
  // InputError when it cannot be opened (missing, a directory).
  PuzzleSource(const std::string& path, const std::string& name, const ReadOptions& opt, size_t chunk = kChunk);
  // Any input; `may_wait`: reading ahead may wait for a writer.
  PuzzleSource(ReadSome read, const std::string& name, const ReadOptions& opt, bool may_wait = false,
               size_t chunk = kChunk);
  ~PuzzleSource();
  PuzzleSource(const PuzzleSource&) = delete;
  PuzzleSource& operator=(const PuzzleSource&) = delete;

  // The next record, nullopt after the last. Throws InputError for a read error, an unknown
  // --type, and the problems that stop a whole source (read_puzzles throws them too).
  // With `origin`, also where the record came from.
  std::optional<Record> next(Origin* origin = nullptr);

  // Whether reading ahead may wait for a writer (a pipe or a terminal, unlike a file).
  bool may_wait() const { return may_wait_; }
  const std::string& name() const { return name_; }

 private:
  bool fill();  // reads once more; false at the end
  void detect();
  bool detect_at(size_t end);  // tries the first-meaningful-line rule on buf_[0, end)
  void take(const Cut& cut);
  void read_segment(std::string text);
  void finish();

  ReadSome read_;
  int fd_ = -1;  // owned (a file opened here)
  std::string name_;
  ReadOptions opt_;
  size_t chunk_;
  bool may_wait_ = false;
  const Family* family_ = nullptr;
  std::string buf_;      // the unread part of the source, from a point where the reader starts afresh
  int line_ = 1;         // the number of buf_'s first line
  size_t context_ = 0;   // buf_'s first bytes: context lines whose records were yielded already
  int drop_before_ = 0;  // records starting before this line were yielded already
  bool eof_ = false, done_ = false, yielded_ = false;
  size_t scanned_ = 0;       // detection: buf_ bytes looked at
  bool meaningful_ = false;  // detection: a meaningful line among them
  IdRefusals refused_;       // --type auto: read_detected's memory
  std::deque<std::pair<Record, Origin>> ready_;
};

}  // namespace gridsat
