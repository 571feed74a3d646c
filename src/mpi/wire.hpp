#pragma once
// What the ranks of gridsat-mpi send each other, as bytes: tasks (segments of the input
// and which records of them to solve) and answers. Puzzles travel as the text they were
// read from, never as CNF: each rank reads and encodes them itself.
#include <cstdint>
#include <string>
#include <vector>

#include "cli/settings.hpp"

namespace gridsat::mpi {

// Appends little-endian integers and length-prefixed strings.
class Packer {
 public:
  void i64(int64_t v);
  void f64(double v);
  void str(const std::string& s);
  void grid(const Grid& g);
  std::string take() { return std::move(buf_); }

 private:
  std::string buf_;
};

// Reads what a Packer wrote; throws std::runtime_error on a short or malformed message.
class Unpacker {
 public:
  explicit Unpacker(const std::string& buf) : buf_(buf) {}
  int64_t i64();
  double f64();
  std::string str();
  Grid grid();

 private:
  const std::string& buf_;
  size_t at_ = 0;
};

enum class Mode : int64_t {
  batch = 0,   // each puzzle by one rank
  search = 1,  // each puzzle by every rank, diversified (a portfolio): the first answer wins
};

// One record to solve: its position among the records of the task's segment, and what the
// one-process run would say of it (where = "FILE:LINE", the --proof path).
struct Item {
  int64_t position = 0;
  std::string where;
  std::string proof;
};

// Rank 0 -> a worker. `text` is empty when the worker has this segment already (the last
// one it was sent); `family` empty: the --size puzzle (no text).
struct Task {
  int64_t id = 0;
  Mode mode = Mode::batch;
  bool has_text = false;
  std::string text, family, source;
  int64_t first_line = 1;
  std::vector<Item> items;
};
std::string pack(const Task& t);
Task unpack_task(const std::string& data);

// A worker -> rank 0: the items' outcomes in order. `exception`: solving threw what the
// one-process run reports as an internal error (exit 4), ending the batch.
struct Result {
  int64_t id = 0;
  std::vector<cli::Solved> solved;
  bool exception = false;
  std::string what;
};
std::string pack(const Result& r);
Result unpack_result(const std::string& data);

}  // namespace gridsat::mpi
