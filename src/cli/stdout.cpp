#include "cli/stdout.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "base/output_file.hpp"

namespace gridsat::cli {

namespace {
FdWriter* g_writer = nullptr;
}  // namespace

StdoutError::StdoutError(int err)
    : std::runtime_error(std::string("error writing standard output: ") + std::strerror(err)), error(err) {}

void use_checked_stdout() {
  // Never destroyed: std::cout is flushed by the library's own static destructor after ours
  // have run, so a writer with static storage would be gone by then (ASan: a SEGV at exit).
  static FdWriter* writer = new FdWriter(STDOUT_FILENO);
  g_writer = writer;
  std::cout.rdbuf(writer);
}

void divert_stdout_to_stderr() {
  std::cout.flush();
  std::fflush(stdout);
  if (g_writer) {
    const int records = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (records < 0) return;  // no descriptor left: the messages stay where CaDiCaL puts them
    g_writer->attach(records);
  }
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
}

void flush_stdout() {
  std::cout.flush();
  if (g_writer && g_writer->error() != 0) throw StdoutError(g_writer->error());
  if (!g_writer && !std::cout) throw StdoutError(errno ? errno : EIO);
}

}  // namespace gridsat::cli
