#pragma once
// Writes answers in the chosen form and keeps the tallies for the summary and the exit
// status.
#include <chrono>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "cli/settings.hpp"

namespace gridsat::cli {

// A grid as JSON rows of values; with `p`, in the input's symbols (Puzzle::symbol: .pls
// squares are 0-based). Shared by every command's JSON.
nlohmann::json grid_json(const Grid& g, const Puzzle* p = nullptr);
// An answer's status as the reports word it: solved, unsat, unknown, or error (an internal error).
std::string status_of(const Answer& a);

class Reporter {
 public:
  // `total`: the number of puzzles, or kStream when they are read as they come (the total
  // is known at the end).
  static constexpr size_t kStream = 0;
  Reporter(const Settings& s, size_t total);

  // Whether the batch holds more than one puzzle (headers in the grid form, progress):
  // known from the start with a total, else said by the caller once it knows.
  void many(bool more_than_one);

  void error(size_t index, const Record& rec) { error(index, rec.source, rec.line, rec.error); }
  // A puzzle that could not be read or was refused; `message` is "file:line: problem".
  void error(size_t index, const std::string& source, int line, const std::string& message);
  // The error record alone (JSON or line form; nothing in grid form), no tally: for decode.
  void record_error(size_t index, const std::string& source, int line, const std::string& message);
  // `why_unknown`: what an unknown answer means, when not the time limit (decode: "the
  // solver gave no answer (s UNKNOWN)").
  // `explained`: count --explain's explanation of this answer (its fields and lines join the record).
  void answer(size_t index, const Record& rec, const Answer& a, const std::string& why_unknown = "",
              const Explanation* explained = nullptr);
  // Ctrl-C: everything answered is printed already; say where the batch stopped. `total`:
  // how many puzzles the batch holds ("N", or "N+" for at least N).
  int interrupted(size_t answered, const std::string& total, const std::string& where, double seconds);
  int finish(double seconds);

  // Answers are flushed one by one, or with `buffer_answers(true)` within 50 ms of each
  // other by a caller that calls flush_if_due() as it waits (gridsat-mpi's rank 0, whose
  // output mpirun forwards line by line).
  void buffer_answers(bool on);
  void flush_if_due();

 private:
  void tally(const Record& rec, const Answer& a);
  void print_json(size_t index, const Record& rec, const Answer& a);
  void print_line(const Record& rec, const Answer& a);
  void print_url(const Record& rec);
  void print_grid(const Record& rec, const Answer& a);
  void print_svg(size_t index, const Record& rec, const Answer& a);
  std::string counts() const;
  void out(const std::string& line);
  void out_json(nlohmann::ordered_json j);
  void worst(int code) { exit_ = worse(exit_, code); }
  void tick(size_t index);
  void clear_progress();
  void flush_answers();  // after an answer: now, or within 50 ms when buffered_
  void before_stderr();  // the answers written so far out first, then the progress line off

  std::string unknown_reason() const;
  std::string count_line(const Answer& a) const;
  bool clock_stopped(const Answer& a) const;  // a count the time limit stopped short of --limit
  nlohmann::json stopped_by(const Answer& a) const;
  bool second_only(const Answer& a) const;

  const Settings& s_;
  std::string why_unknown_;
  std::set<std::string> noted_;  // --type auto's notes said already: one per source, family and others
  const Explanation* explained_ = nullptr;  // the answer's being printed, when count --explain
  size_t total_;
  bool many_;
  bool progress_;
  size_t reported_ = 0;
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_{};
  size_t solved_ = 0, unsat_ = 0, unknown_ = 0, errors_ = 0, internal_ = 0;
  int exit_ = ok;
  bool buffered_ = false;
  bool pending_ = false;  // answers written but not flushed yet
  std::chrono::steady_clock::time_point last_flush_{};
};

}  // namespace gridsat::cli
