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

struct Routes {
  std::ostream* out = nullptr;
  std::ostream* err = nullptr;
  const std::string* input = nullptr;
  std::string* records = nullptr;
};
thread_local Routes t_routes;

// Unbuffered: each write goes at once to the calling thread's stream or to `fallback` (the
// process's), so threads share no buffer state.
class RoutedBuf : public std::streambuf {
 public:
  RoutedBuf(std::streambuf* fallback, std::ostream* Routes::*which) : fallback_(fallback), which_(which) {}

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    if (std::ostream* o = t_routes.*which_) {
      o->write(s, n);
      return *o ? n : 0;
    }
    return fallback_->sputn(s, n);
  }
  int sync() override {
    if (std::ostream* o = t_routes.*which_) return o->flush() ? 0 : -1;
    return fallback_->pubsync();
  }

 private:
  std::streambuf* fallback_;
  std::ostream* Routes::*which_;
};
}  // namespace

void route_standard_streams() {
  static RoutedBuf* out = new RoutedBuf(std::cout.rdbuf(), &Routes::out);  // never destroyed: see use_checked_stdout
  static RoutedBuf* err = new RoutedBuf(std::cerr.rdbuf(), &Routes::err);
  std::cout.rdbuf(out);
  std::cerr.rdbuf(err);
}

ThreadStreams::ThreadStreams(std::ostream& out, std::ostream& err, const std::string& input,
                             std::string* records) {
  t_routes = {&out, &err, &input, records};
}
ThreadStreams::~ThreadStreams() { t_routes = {}; }

const std::string* thread_input() { return t_routes.input; }
std::string* thread_records() { return t_routes.records; }
std::ostream& out_stream() { return t_routes.out ? *t_routes.out : std::cout; }
std::ostream& err_stream() { return t_routes.err ? *t_routes.err : std::cerr; }

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
  if (t_routes.out) return;  // a request's records (ThreadStreams): written to a string
  std::cout.flush();
  if (g_writer && g_writer->error() != 0) throw StdoutError(g_writer->error());
  if (!g_writer && !std::cout) throw StdoutError(errno ? errno : EIO);
}

}  // namespace gridsat::cli
