#pragma once
// Every error type of gridsat, in one place. Each says what went wrong in words a user can
// act on; the CLI maps them to exit statuses (2 for all of these but EncodingStopped).
#include <cstdint>
#include <stdexcept>
#include <string>

namespace gridsat {

// Bad input that stops a whole source or the command line's request (unknown --type,
// unreadable file, --size out of range): exit 2.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Bad input in one puzzle, found at `line` by a reader: the puzzle becomes an error record
// "source:line: message" and the rest of the batch is still answered.
struct ParseError : InputError {
  ParseError(int line_number, const std::string& message) : InputError(message), line(line_number) {}
  int line;
};

// A bad command line (unknown option, a value out of range): exit 2 with a hint to --help.
struct UsageError : InputError {
  using InputError::InputError;
};

// The encoding has more clauses than the budget (--max-clauses) allows: thrown by the clause
// store once the count passes the limit, and before encoding when a family's estimate does
// (estimated = true). The message reads "the encoding would need about N clauses ...".
struct TooManyClauses : InputError {
  TooManyClauses(int64_t clauses, int64_t limit, bool estimated, bool variables = false);
  TooManyClauses(const TooManyClauses& e, const std::string& message);  // the same, said otherwise
  int64_t clauses, limit;
  bool estimated;
  bool variables;  // the count is of variables
};

// e, refused against one thread's share of the budget `limit` that `threads` copies of the
// formula divide between them: the message says so (the budget is never divided silently).
TooManyClauses shared_by_threads(const TooManyClauses& e, int threads, int64_t limit);
// e with `hint` (what else would answer, e.g. "--backend native builds no CNF") added to the
// message's closing parenthesis.
TooManyClauses with_hint(const TooManyClauses& e, const std::string& hint);

// Output that cannot be written (a missing folder, a full disk, an unwritable proof file):
// exit 2. The message names the file and the reason (strerror); `error` is the errno.
struct WriteError : InputError {
  WriteError(const std::string& message, int err) : InputError(message), error(err) {}
  int error;
};

// Building or writing stopped at the deadline (interrupted = false) or on SIGINT.
struct EncodingStopped : std::runtime_error {
  explicit EncodingStopped(bool interrupted);
  bool interrupted;
};

// 1234567 -> "1,234,567", for messages about sizes.
std::string thousands(int64_t n);

}  // namespace gridsat
