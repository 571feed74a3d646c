#pragma once
// Standard output, checked: main() puts a FdWriter under std::cout, so that a failed write
// (a full disk, a closed pipe) is known with its reason. Answers are flushed one by one and
// checked at once.
#include <stdexcept>

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

}  // namespace gridsat::cli
