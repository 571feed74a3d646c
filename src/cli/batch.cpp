#include "cli/batch.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>

#include "base/errors.hpp"
#include "cli/stdout.hpp"

namespace gridsat::cli {

namespace {

// Reads `text` (which outlives the source) a piece at a time.
PuzzleSource::ReadSome string_reader(const std::string& text) {
  return [&text, at = size_t{0}](char* buf, size_t cap) mutable {
    const size_t n = std::min(cap, text.size() - at);
    std::memcpy(buf, text.data() + at, n);
    at += n;
    return n;
  };
}

Record source_error(const std::string& source, const std::string& message) {
  Record r;
  r.source = source;
  r.error = message;
  return r;
}

}  // namespace

Batch::Batch(const Settings& s, size_t chunk) : s_(s), chunk_(chunk) {
  if (s.read.size) blank_ = blank_puzzle(s.read);
}

Batch::~Batch() = default;

std::optional<Record> Batch::pull(bool files_only, bool* waits, Origin* origin) {
  if (blank_) {
    std::optional<Record> r = std::move(blank_);
    blank_.reset();
    return r;
  }
  for (;;) {
    if (!source_) {
      if (file_ == s_.files.size()) return std::nullopt;
      const std::string& file = s_.files[file_++];
      const std::string* text = file == "-" ? thread_input() : nullptr;  // gridsat serve: the request's puzzle
      const std::string name = text ? "puzzle" : file == "-" ? "<stdin>" : file;
      try {
        if (text)  // read at once: no buffer of chunk_ bytes (64 KiB) for a request of one line
          source_ = std::make_unique<PuzzleSource>(string_reader(*text), name, s_.read, false,
                                                   std::min(chunk_, text->size() + 1));
        else source_ = std::make_unique<PuzzleSource>(file, name, s_.read, chunk_);
      } catch (const InputError& e) {
        return source_error(name, e.what());
      }
    }
    if (files_only && source_->may_wait()) {
      *waits = true;
      return std::nullopt;
    }
    try {
      if (auto r = source_->next(origin)) return r;
    } catch (const InputError& e) {
      const std::string name = source_->name();
      source_.reset();
      return source_error(name, e.what());
    }
    source_.reset();
  }
}

std::optional<Record> Batch::next(Origin* origin) {
  if (origin) *origin = Origin{};
  if (!ahead_.empty()) {
    Record r = std::move(ahead_.front().first);
    if (origin) *origin = std::move(ahead_.front().second);
    ahead_.pop_front();
    return r;
  }
  auto r = pull(false, nullptr, origin);
  if (r) ++pulled_;
  return r;
}

bool Batch::many() {
  while (pulled_ < 2) {
    Origin origin;
    auto r = pull(false, nullptr, &origin);
    if (!r) break;
    ++pulled_;
    ahead_.emplace_back(std::move(*r), std::move(origin));
  }
  return pulled_ > 1;
}

std::string Batch::total(size_t taken, double seconds) {
  const auto stop = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  size_t n = taken + ahead_.size();
  for (;;) {
    bool waits = false;
    if (std::chrono::steady_clock::now() >= stop) return std::to_string(n) + "+";
    const bool more = pull(true, &waits).has_value();
    if (waits) return std::to_string(n) + "+";
    if (!more) return std::to_string(n);
    ++n;
  }
}

std::vector<Record> read_all(const Settings& s) {
  std::vector<Record> records;
  Batch batch(s);
  while (auto r = batch.next()) records.push_back(std::move(*r));
  return records;
}

}  // namespace gridsat::cli
