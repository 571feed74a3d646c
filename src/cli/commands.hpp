#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace gridsat::cli {

// Exit statuses, shared by every command (most severe wins in a batch).
enum Exit : int {
  ok = 0,          // every puzzle solved (count: every count finished with a solution)
  no_solution = 1, // some puzzle has no solution
  usage = 2,       // bad command line or bad input (message names file, line and problem)
  time_limit = 3,  // some puzzle hit the time limit
  internal = 4,    // checker rejection or backend disagreement: a bug in gridsat
  interrupted = 130,  // SIGINT (Ctrl-C): answers found so far were printed, then a summary
};

enum class Command { solve, count, encode, decode };
std::string_view to_string(Command c);

// Runs one command with its arguments (after the command name); returns the exit status.
int run(Command command, const std::vector<std::string>& args);

}  // namespace gridsat::cli
