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
  cubes = 2,   // a count of one puzzle by every rank: cube-and-conquer, rank 0 hands out cubes
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

// Cube-and-conquer across ranks (Mode::cubes): a worker asks for `want` cubes of job `id`;
// rank 0 answers with some, or with none and `closed` (the queue is empty for good).
struct CubeAsk {
  int64_t id = 0;
  int64_t want = 1;
};
std::string pack(const CubeAsk& a);
CubeAsk unpack_ask(const std::string& data);
struct CubeGift {
  int64_t id = 0;
  bool closed = false;
  std::vector<std::vector<int>> cubes;  // literals of the puzzle's CNF (every rank encodes alike)
};
std::string pack(const CubeGift& g);
CubeGift unpack_gift(const std::string& data);
// A solution a worker found (count with --limit: rank 0 counts them, each once).
std::string pack_solution(int64_t id, const Grid& g);
std::pair<int64_t, Grid> unpack_solution(const std::string& data);

}  // namespace gridsat::mpi
