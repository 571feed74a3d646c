#include "registry/stream.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "text/lines.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

int count_lines(const std::string& s, size_t end) {
  return static_cast<int>(std::count(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

// The end of the complete lines of `s` (after its last line break).
size_t complete_end(const std::string& s) {
  const size_t nl = s.rfind('\n');
  return nl == std::string::npos ? 0 : nl + 1;
}

bool has_meaningful(const std::string& text) {
  for (const auto& l : split_lines(text))
    if (is_meaningful(l.text)) return true;
  return false;
}

// Reads what a descriptor has, waiting for it; a pipe or terminal is polled so that Ctrl-C
// ends the wait (the SIGINT handler restarts reads): 0 at the end, and for a pipe after
// Ctrl-C. (A file is still read after Ctrl-C: the summary counts its puzzles.)
size_t read_fd(int fd, bool may_wait, const std::string& name, char* buf, size_t cap) {
  for (;;) {
    if (may_wait) {
      if (gridsat::interrupted()) return 0;
      pollfd p{fd, POLLIN, 0};
      if (poll(&p, 1, 200) == 0) continue;
    }
    const ssize_t n = ::read(fd, buf, cap);
    if (n >= 0) return static_cast<size_t>(n);
    if (errno != EINTR && errno != EAGAIN) throw InputError(name + ": read error: " + std::strerror(errno));
  }
}

}  // namespace

std::vector<Record> read_segment(const Family& f, const std::string& text, const std::string& name,
                                 const ReadOptions& opt, int first_line) {
  ReadOptions numbered = opt;
  numbered.first_line = first_line;
  std::vector<Record> records = f.reader.read(text, name, numbered);
  refuse_foreign_options(f, opt, records);
  return records;
}

PuzzleSource::PuzzleSource(const std::string& path, const std::string& name, const ReadOptions& opt, size_t chunk)
    : name_(name), opt_(opt), chunk_(chunk) {
  int fd = 0;
  if (path != "-") {
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw InputError(cannot_open(path, errno));
    fd_ = fd;
  }
  struct stat st {};
  const bool known = fstat(fd, &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    if (fd_ >= 0) ::close(fd_);
    throw InputError(path + ": is a directory, not a puzzle file");
  }
  may_wait_ = !known || !S_ISREG(st.st_mode);
  read_ = [this, fd](char* buf, size_t cap) { return read_fd(fd, may_wait_, name_, buf, cap); };
}

PuzzleSource::PuzzleSource(ReadSome read, const std::string& name, const ReadOptions& opt, bool may_wait, size_t chunk)
    : read_(std::move(read)), name_(name), opt_(opt), chunk_(chunk), may_wait_(may_wait) {}

PuzzleSource::~PuzzleSource() {
  if (fd_ >= 0) ::close(fd_);
}

bool PuzzleSource::fill() {
  const size_t old = buf_.size();
  buf_.resize(old + chunk_);
  size_t n = 0;
  try {
    n = read_(buf_.data() + old, chunk_);
  } catch (...) {
    buf_.resize(old);
    throw;
  }
  buf_.resize(old + n);
  if (n == 0) eof_ = true;
  return n > 0;
}

// The first meaningful line, buf_[0, end), decides when the family it looks like reads it
// as a complete puzzle by itself.
bool PuzzleSource::detect_at(size_t end) {
  const std::string head = buf_.substr(0, end);
  const Family& f = detect_family(head, opt_);
  if (!f.reader.cut || f.reader.cut(head).end != end) return false;
  family_ = &f;
  return true;
}

void PuzzleSource::detect() {
  if (opt_.type != "auto") {
    family_ = &detect_family("", opt_);
    return;
  }
  for (;;) {
    // The complete lines not looked at yet, one at a time: what decides does not depend on
    // how the input arrives.
    bool decide = false;
    for (size_t nl; !decide && (nl = buf_.find('\n', scanned_)) != std::string::npos;) {
      const std::string raw = buf_.substr(scanned_, nl - scanned_);
      const auto split = split_lines(raw);
      const std::string_view line = split.empty() ? std::string_view() : split.front().text;
      scanned_ = nl + 1;
      if (!meaningful_ && is_meaningful(line)) {
        meaningful_ = true;
        if (detect_at(scanned_)) return;
      } else if (meaningful_ && line.empty()) {
        decide = true;  // the first blank line after a meaningful line
      }
      decide = decide || scanned_ >= kDetectBytes;
    }
    if (decide || eof_) {
      family_ = &detect_family(decide ? buf_.substr(0, scanned_) : buf_, opt_);
      return;
    }
    fill();
  }
}

// Reads buf_[0, cut.end) and goes on from cut.resume.
void PuzzleSource::take(const Cut& cut) {
  read_segment(buf_.substr(0, cut.end));
  const int end_line = line_ + count_lines(buf_, cut.end);
  line_ += count_lines(buf_, cut.resume);
  buf_.erase(0, cut.resume);
  context_ = cut.end - cut.resume;
  drop_before_ = end_line;
}

void PuzzleSource::read_segment(std::string text) {
  auto shared = std::make_shared<const std::string>(std::move(text));
  std::vector<std::pair<Record, Origin>> read;
  if (opt_.type == "auto") {
    read = read_detected(*family_, shared, name_, opt_, line_, refused_, &family_);  // the next segment starts with its family
  } else {
    std::vector<Record> records = gridsat::read_segment(*family_, *shared, name_, opt_, line_);
    for (size_t i = 0; i < records.size(); ++i) read.emplace_back(std::move(records[i]), Origin{shared, family_, line_, i});
  }
  for (auto& r : read) {
    if (r.first.line < drop_before_) continue;
    ready_.push_back(std::move(r));
    yielded_ = true;
  }
}

// At the end: the rest, unless it holds nothing but context, blank lines and comments after
// puzzles (a source of nothing at all is read as it is: the reader says what it lacks).
void PuzzleSource::finish() {
  if (!yielded_ || has_meaningful(buf_.substr(context_))) read_segment(buf_);
  buf_.clear();
  done_ = true;
}

std::optional<Record> PuzzleSource::next(Origin* origin) {
  while (ready_.empty()) {
    if (done_) return std::nullopt;
    if (!family_) {
      detect();
      continue;
    }
    const size_t complete = complete_end(buf_);
    if (complete > context_) {
      const Cut cut = family_->reader.cut ? family_->reader.cut(buf_.substr(0, complete)) : blank_line_cut(buf_.substr(0, complete));
      if (cut.end > context_) {
        take(cut);
        continue;
      }
    }
    if (eof_) {
      finish();
      continue;
    }
    fill();
  }
  Record r = std::move(ready_.front().first);
  if (origin) *origin = std::move(ready_.front().second);
  ready_.pop_front();
  return r;
}

}  // namespace gridsat
