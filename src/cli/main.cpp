// gridsat: grid logic puzzles through SAT. See `gridsat --help`.
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <typeinfo>
#include <vector>

#include <cxxabi.h>
#include <execinfo.h>
#include <unistd.h>

#include "base/stop.hpp"
#include "cli/commands.hpp"
#include "cli/stdout.hpp"
#include "registry/registry.hpp"

namespace {

// The usage text; the command list comes from the command table.
std::string usage_text() {
  std::string s =
      "gridsat - solve grid logic puzzles by SAT encoding (CaDiCaL), with an independent checker\n"
      "\n"
      "usage: gridsat COMMAND [OPTIONS] [FILE...]\n"
      "\n"
      "commands:\n";
  size_t width = 0;
  for (const auto& c : gridsat::cli::kCommandNames) width = std::max(width, c.name.size());
  for (const auto& c : gridsat::cli::kCommandNames)
    s += "  " + std::string(c.name) + std::string(width + 2 - c.name.size(), ' ') + std::string(c.help) + "\n";
  return s +
         "\n"
         "`gridsat COMMAND --help` (or `gridsat help COMMAND`) lists a command's options;\n"
         "`gridsat --version` prints the version.\n"
         "exit status: 0 all solved, 1 some puzzle has no solution (explain: the steps got stuck),\n"
         "             2 usage or input error, 3 some puzzle hit the time limit (count: also a count\n"
         "             it stopped short of --limit, verdict or not), 4 internal error\n"
         "             (checker or backend mismatch), 128 + N stopped by signal N: 130 Ctrl-C (SIGINT),\n"
         "             143 SIGTERM, 129 SIGHUP (the answers so far are printed, then a summary; no\n"
         "             unfinished -o or --proof file is left), 141 standard output closed early (e.g.\n"
         "             `| head -1`): gridsat stops quietly\n";
}

// Writes the top-level help or version; a failed write is exit 2 (141 for a closed pipe).
int print(const std::string& text, int status) {
  try {
    std::cout << text;
    gridsat::cli::flush_stdout();
  } catch (const gridsat::cli::StdoutError& e) {
    if (e.error == EPIPE) return gridsat::cli::broken_pipe;
    std::cerr << "gridsat: " << e.what() << '\n';
    return gridsat::cli::usage;
  }
  return status;
}

}  // namespace

namespace {

int run_main(int argc, char** argv) {
  // A closed standard output is an EPIPE from write(), handled where answers are written.
  std::signal(SIGPIPE, SIG_IGN);
  gridsat::cli::use_checked_stdout();
  std::vector<std::string> args(argv + 1, argv + argc);
  // `gridsat help COMMAND` is `gridsat COMMAND --help`.
  if (args.size() == 2 && args[0] == "help") args = {args[1], "--help"};
  if (args.size() == 1 && args[0] == "--commands") {  // hidden: for tools/gridsat.bash
    std::string names;
    for (const auto& c : gridsat::cli::kCommandNames) names += std::string(c.name) + "\n";
    return print(names, gridsat::cli::ok);
  }
  if (args.size() == 1 && args[0] == "--fuzz-seeds") {  // hidden: for tools/fuzz (fuzz/families.txt)
    std::string lines;
    for (const auto& name : gridsat::family_names())
      lines += name + " " + std::string(gridsat::find_family(name)->fuzz.seeds) + "\n";
    return print(lines, gridsat::cli::ok);
  }
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help")
    return print(usage_text(), args.empty() ? gridsat::cli::usage : gridsat::cli::ok);
  if (args[0] == "--version") return print("gridsat 0.1.0 (CaDiCaL 1.5.3)\n", gridsat::cli::ok);
  const std::string command = args[0];
  args.erase(args.begin());
  try {
    for (const auto& c : gridsat::cli::kCommandNames)
      if (command == c.name)
        return c.value == gridsat::cli::Command::serve ? gridsat::cli::serve_command(args)
                                                       : gridsat::cli::run(c.value, args);
  } catch (const std::bad_alloc&) {
    throw;  // main's
  } catch (const std::exception& e) {
    std::cerr << "gridsat: internal error: " << e.what() << '\n';
    return gridsat::cli::internal;
  }
  std::cerr << "gridsat: unknown command '" << command << "'\n" << usage_text();
  return gridsat::cli::usage;
}

// glibc unwinds through its own frames (an exception leaving a callback that glibc called, a
// thread's cancellation) with libgcc_s.so.1, which it dlopens on first use: a dlopen that
// allocates, and "libgcc_s.so.1 must be installed for unwinding" (abort) when refused, as an
// exception raised out of memory would be. backtrace() takes the same path once, here, before
// main, while memory is still plenty; glibc keeps the library for the process's life.
// (A throw caught here would not do: C++ unwinds with libstdc++'s libgcc_s, never glibc's.)
[[maybe_unused]] const int g_unwinder_loaded = [] {
  void* frame = nullptr;
  return ::backtrace(&frame, 1);
}();

// The message of out of memory: a fixed string and write(2), which allocate nothing.
void say_out_of_memory() {
  static const char kMessage[] = "gridsat: out of memory\n";
  const ssize_t written = ::write(2, kMessage, sizeof kMessage - 1);
  (void)written;
}

// A std::bad_alloc that meets a noexcept frame ends in std::terminate, not in main's catch: a
// destructor that allocates and is refused (nlohmann::json's flattens a tree with children
// into a std::vector before freeing it), or one that allocates while an exception unwinds
// when the reserve of cli/alloc.cpp is spent. That is out of memory too: the same message and
// exit 2, the unfinished -o or --proof files removed. Any other exception aborts as before.
std::terminate_handler g_default_terminate = nullptr;

[[noreturn]] void terminate_out_of_memory() {
  const std::type_info* type = abi::__cxa_current_exception_type();
  if (type && (*type == typeid(std::bad_alloc) || *type == typeid(std::bad_array_new_length))) {
    say_out_of_memory();
    gridsat::remove_held_temporaries();
    ::_exit(gridsat::cli::usage);
  }
  if (g_default_terminate) g_default_terminate();
  std::abort();
}

}  // namespace

// Out of memory anywhere outside a puzzle's own solving (which makes it that puzzle's error
// record): a message that says so, exit 2, as for a puzzle refused. The answers already
// written stay written; an unfinished -o or --proof file was removed while unwinding.
int main(int argc, char** argv) {
  g_default_terminate = std::set_terminate(terminate_out_of_memory);
  try {
    return run_main(argc, argv);
  } catch (const std::bad_alloc&) {
    say_out_of_memory();
    return gridsat::cli::usage;
  }
}
