#pragma once
// Output that is checked and appears whole. Every write goes through a FdWriter, which keeps
// the errno of the first failure (a full disk, a closed pipe), so that whoever finishes the
// output can say why it failed. An OutputFile writes under a temporary name in the target's
// folder and renames it into place on commit(): a run killed midway (kill -9, a crash) never
// leaves a partial file under the target name. Stopped by SIGINT, SIGTERM or SIGHUP, the owner
// unwinds and the destructor removes the temporary file (a second signal removes it from the
// handler); only kill -9 or a crash leaves `.NAME.XXXXXX` behind.
#include <cstdio>
#include <ostream>
#include <streambuf>
#include <string>

namespace gridsat {

// A buffered stream buffer on a file descriptor (it does not own it). A failed write is
// remembered (error()) and makes the stream bad; nothing is thrown from inside the stream.
class FdWriter final : public std::streambuf {
 public:
  explicit FdWriter(int fd = -1) : fd_(fd) { setp(buf_, buf_ + sizeof buf_); }
  void attach(int fd) { fd_ = fd; }
  // Writes `n` bytes now (after what is buffered); false, with error() set, on failure.
  bool write_all(const char* data, size_t n);
  int error() const { return error_; }  // errno of the first failed write, 0 if none

 protected:
  int_type overflow(int_type c) override;
  int sync() override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;

 private:
  bool drain();
  int fd_;
  int error_ = 0;
  char buf_[1 << 16];
};

class OutputFile {
 public:
  // Opens a temporary file beside `target` (".NAME.XXXXXX"); a target that exists and is not
  // a regular file (/dev/full, /dev/stdout, a FIFO) is opened and written in place. `what`
  // prefixes the target in messages ("the proof file "). Throws WriteError ("cannot write
  // WHAT TARGET: REASON").
  explicit OutputFile(const std::string& target, const std::string& what = "");
  ~OutputFile();  // an uncommitted temporary file is removed
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  const std::string& target() const { return target_; }
  std::ostream& stream() { return stream_; }
  // A stdio stream on the same file for writers that want one (CaDiCaL's proof trace);
  // its failed writes are recorded like the stream's. Throws WriteError.
  FILE* c_file();
  // Flushes and closes the file, then renames it to the target. Throws WriteError ("error
  // writing WHAT TARGET: REASON") when any write, the close or the rename failed.
  void commit();

 private:
  [[noreturn]] void fail(const std::string& verb, int error);
  std::string target_, what_, temp_, real_target_;  // temp_ empty: written in place
  int fd_ = -1;
  FdWriter writer_;
  std::ostream stream_;
  FILE* cfile_ = nullptr;
  bool committed_ = false;
  int slot_ = -1;  // hold_temporary's slot (base/stop.hpp) while temp_ exists
};

}  // namespace gridsat
