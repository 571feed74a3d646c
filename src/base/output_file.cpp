#include "base/output_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "base/errors.hpp"
#include "base/stop.hpp"

namespace gridsat {

bool FdWriter::write_all(const char* data, size_t n) {
  if (!drain()) return false;
  while (n > 0 && error_ == 0) {
    const ssize_t w = ::write(fd_, data, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      error_ = w < 0 ? errno : EIO;
      return false;
    }
    data += w;
    n -= static_cast<size_t>(w);
  }
  return error_ == 0;
}

bool FdWriter::drain() {
  const char* from = pbase();
  const size_t n = static_cast<size_t>(pptr() - pbase());
  setp(buf_, buf_ + sizeof buf_);
  if (error_ != 0) return false;
  if (n == 0) return true;
  size_t done = 0;
  while (done < n) {
    const ssize_t w = ::write(fd_, from + done, n - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      error_ = w < 0 ? errno : EIO;
      return false;
    }
    done += static_cast<size_t>(w);
  }
  return true;
}

FdWriter::int_type FdWriter::overflow(int_type c) {
  if (!drain()) return traits_type::eof();
  if (!traits_type::eq_int_type(c, traits_type::eof())) {
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
  }
  return traits_type::not_eof(c);
}

int FdWriter::sync() { return drain() ? 0 : -1; }

std::streamsize FdWriter::xsputn(const char* s, std::streamsize n) {
  if (n <= epptr() - pptr()) {
    std::memcpy(pptr(), s, static_cast<size_t>(n));
    pbump(static_cast<int>(n));
    return n;
  }
  return write_all(s, static_cast<size_t>(n)) ? n : 0;
}

namespace {

namespace fs = std::filesystem;

// The mode a new file gets from open(2) with 0666 (the umask applied).
mode_t new_file_mode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

// Holds SIGINT, SIGTERM and SIGHUP back from this thread while a temporary file is created
// and registered with hold_temporary: a second stop signal in between would kill the process
// with the file created but not yet known to the handler that removes it.
class StopSignalsHeld {
 public:
  StopSignalsHeld() {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&set, sig);
    pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~StopSignalsHeld() { pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  StopSignalsHeld(const StopSignalsHeld&) = delete;
  StopSignalsHeld& operator=(const StopSignalsHeld&) = delete;

 private:
  sigset_t old_;
};

// fopencookie's write: through the FdWriter, so that its failures are recorded.
ssize_t cookie_write(void* cookie, const char* data, size_t n) {
  return static_cast<FdWriter*>(cookie)->write_all(data, n) ? static_cast<ssize_t>(n) : -1;
}

}  // namespace

OutputFile::OutputFile(const std::string& target, const std::string& what)
    : target_(target), what_(what), stream_(&writer_) {
  std::error_code ec;
  fs::path path(target);
  if (fs::is_symlink(path, ec)) {  // write (and rename over) what the link points to
    const fs::path real = fs::canonical(path, ec);
    if (!ec) path = real;
  }
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd_ < 0) fail("cannot write ", errno);
  } else {
    const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    std::string name = (dir / ("." + path.filename().string() + ".XXXXXX")).string();
    int error = 0;
    {
      const StopSignalsHeld held;
      fd_ = ::mkstemp(name.data());
      error = errno;
      if (fd_ >= 0) slot_ = hold_temporary(name.c_str());  // a second SIGINT, SIGTERM or SIGHUP removes it too
    }
    if (fd_ < 0) fail("cannot write ", error);
    temp_ = name;
    ::fchmod(fd_, exists ? (st.st_mode & 07777) : new_file_mode());
    real_target_ = path.string();
  }
  writer_.attach(fd_);
}

OutputFile::~OutputFile() {
  if (cfile_) std::fclose(cfile_);
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !temp_.empty()) ::unlink(temp_.c_str());
  release_temporary(slot_);  // after the unlink: a second signal in between finds it held
}

FILE* OutputFile::c_file() {
  if (!cfile_) {
    cookie_io_functions_t io{nullptr, cookie_write, nullptr, nullptr};
    cfile_ = fopencookie(&writer_, "w", io);
    if (!cfile_) fail("cannot write ", errno);
  }
  return cfile_;
}

void OutputFile::commit() {
  if (cfile_) {
    std::fflush(cfile_);
    std::fclose(cfile_);  // the cookie has no close: the descriptor stays ours
    cfile_ = nullptr;
  }
  stream_.flush();
  if (writer_.error() != 0) fail("error writing ", writer_.error());
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail("error writing ", errno);
  if (!temp_.empty() && ::rename(temp_.c_str(), real_target_.c_str()) != 0) fail("error writing ", errno);
  committed_ = true;
  release_temporary(slot_);
  slot_ = -1;
}

void OutputFile::fail(const std::string& verb, int error) {
  throw WriteError(verb + what_ + target_ + ": " + std::strerror(error), error);
}

}  // namespace gridsat
