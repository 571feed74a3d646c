#pragma once
// Standard output, checked: main() puts a FdWriter under std::cout, so that a failed write
// (a full disk, a closed pipe) is known with its reason. Answers are flushed one by one and
// checked at once.
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>
#include <string>

namespace gridsat::cli {

// Standard output could not be written; `error` is the errno (EPIPE: the reader went away).
struct StdoutError : std::runtime_error {
  explicit StdoutError(int err);
  int error;
};

// Installs the checked buffer under std::cout (main, before anything is written).
void use_checked_stdout();
// Flushes std::cout; throws StdoutError when any write to it failed.
void flush_stdout();
// Standard output carries records only. CaDiCaL 1.5.3 prints its messages (--cadical quiet=0)
// with printf on file descriptor 1 and offers no other stream, so when they are asked for,
// std::cout keeps a copy of the real standard output and descriptor 1 becomes standard
// error: the messages go there. Call before anything is written. (A -o or --proof target
// /dev/stdout then names standard error too.)
void divert_stdout_to_stderr();

// Commands run in a server's threads (gridsat serve), each with its own standard streams, through
// the very code that writes the CLI's records: route_standard_streams() puts, once, a buffer
// under std::cout and std::cerr that hands each write to the calling thread's streams when a
// ThreadStreams is alive in it, else to the process's. ThreadStreams also gives the thread a
// standard input: a source "-" reads `input` (named "puzzle" in records and messages).
void route_standard_streams();
// `records`, when given, receives the JSON records a command writes (Reporter's), each as its
// compact text (invalid UTF-8 replaced), separated by commas: the inside of a JSON list, in
// the bytes a list of them dumps to. They are not written to `out`.
class ThreadStreams {
 public:
  ThreadStreams(std::ostream& out, std::ostream& err, const std::string& input,
                std::string* records = nullptr);
  ~ThreadStreams();
  ThreadStreams(const ThreadStreams&) = delete;
  ThreadStreams& operator=(const ThreadStreams&) = delete;
};
// The calling thread's standard input (ThreadStreams), or nullptr: the process's.
const std::string* thread_input();
// The calling thread's record list (ThreadStreams' `records`), or nullptr.
std::string* thread_records();
// Where the commands write: the calling thread's streams (ThreadStreams), else std::cout and
// std::cerr. A server's threads thus never share a stream object, nor its format state.
std::ostream& out_stream();
std::ostream& err_stream();

}  // namespace gridsat::cli
