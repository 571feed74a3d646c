// run(): one command from its arguments to its exit status, the errors of every command
// reported alike.
#include <cerrno>
#include <csignal>
#include <functional>
#include <iostream>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"

namespace gridsat::cli {

int worse(int a, int b) {
  auto rank = [](int code) {
    switch (code) {
      case ok: return 0;
      case no_solution: return 1;
      case time_limit: return 2;
      case usage: return 3;
      case internal: return 4;
      default: return 5;  // interrupted
    }
  };
  return rank(b) > rank(a) ? b : a;
}

int exit_status(int status) {
  if (status != interrupted) return status;
  const int sig = stop_signal();
  return 128 + (sig != 0 ? sig : SIGINT);
}

namespace {

// `handlers`: installs the stop signals' handlers (gridsat serve takes the signals itself).
int run_parsed(const Settings& s, bool handlers = true) {
  if (handlers && s.command != Command::decode) install_stop_handlers();  // decode writes no file and stops at once
  if (speaks(s.solve.cadical)) divert_stdout_to_stderr();     // CaDiCaL's messages off the record stream
  switch (s.command) {
    case Command::solve:
    case Command::count: return solve_or_count(s);
    case Command::encode: return encode(s);
    case Command::decode: return decode_model(s);
    case Command::explain: return explain(s);
    case Command::grade: return grade(s);
    case Command::sheet: return sheet(s);
    case Command::generate: break;  // generate_command
    case Command::serve: break;     // serve_command (main)
  }
  return internal;
}

// `body` with every command's error reporting: a usage or input error on standard error
// (and in `error`, when given, the problem alone).
int guarded(Command command, std::string* error, const std::function<int()>& body) {
  const std::string cmd(to_string(command));
  try {
    const int status = body();
    flush_stdout();
    return exit_status(status);
  } catch (const UsageError& e) {
    if (error) *error = e.what();
    err_stream() << "gridsat " << cmd << ": " << e.what() << "\nTry 'gridsat " << cmd << " --help'.\n";
    return usage;
  } catch (const InputError& e) {  // the request cannot be met (generate: a family with no puzzle form)
    if (error) *error = e.what();
    err_stream() << "gridsat " << cmd << ": " << e.what() << "\n";
    return usage;
  } catch (const StdoutError& e) {
    // The reader of a pipe went away (`| head -1`): what it wanted was written; stop quietly.
    if (e.error == EPIPE) return broken_pipe;
    err_stream() << "gridsat: " << e.what() << '\n';
    return usage;
  }
}

}  // namespace

int run(Command command, const std::vector<std::string>& args) {
  return guarded(command, nullptr, [&] {
    if (command == Command::serve) throw UsageError("serve runs from the gridsat program only");
    if (command == Command::generate) return generate_command(args);
    const std::optional<Settings> s = parse_settings(command, args);
    return s ? run_parsed(*s) : ok;
  });
}

int run(Command command, const std::function<boost::program_options::variables_map(const Described&)>& decode,
        std::string& error) {
  return guarded(command, &error, [&] {
    if (command == Command::serve) throw UsageError("serve runs from the gridsat program only");
    const boost::program_options::variables_map vm = decode(described(command));
    if (command == Command::generate) return generate_command(vm);
    return run_parsed(settings_from(command, vm), false);  // gridsat serve's requests
  });
}

}  // namespace gridsat::cli
