#pragma once
// The command-line interface: commands, exit statuses, and run().
#include <string>
#include <string_view>
#include <vector>

#include "base/names.hpp"

namespace gridsat::cli {

// Exit statuses, shared by every command (most severe wins in a batch: see worse()).
enum Exit : int {
  ok = 0,             // every puzzle solved (count: every count finished with a solution)
  no_solution = 1,    // some puzzle has no solution
  usage = 2,          // bad command line or bad input (message names file, line and problem)
  time_limit = 3,     // some puzzle hit the time limit
  internal = 4,       // checker rejection or backend disagreement: a bug in gridsat
  interrupted = 130,  // stopped by SIGINT (Ctrl-C), SIGTERM or SIGHUP: answers found so far were printed, then
                      // a summary; the process exits with 128 + that signal (exit_status)
  broken_pipe = 141,  // standard output was closed (`gridsat solve big.txt | head -1`): a quiet stop,
                      // the status a shell reports for a process killed by SIGPIPE
};

// The more severe of two statuses of a batch: internal > usage > time_limit > no_solution > ok.
int worse(int a, int b);
// The process's exit status for a command's status: `interrupted` becomes 128 + the signal that
// stopped it (130 SIGINT, 143 SIGTERM, 129 SIGHUP), as a shell reports a process killed by it.
int exit_status(int status);

enum class Command { solve, count, encode, decode, explain, grade, sheet, generate, serve };
inline constexpr Named<Command> kCommandNames[] = {
    {Command::solve, "solve", "solve every puzzle in the files (or standard input) and print verified solutions"},
    {Command::count, "count", "count solutions up to --limit and say unique / multiple / none"},
    {Command::encode, "encode", "write the DIMACS CNF (with its variable map) for an external SAT solver"},
    {Command::decode, "decode", "read an external solver's model back into a verified grid"},
    {Command::explain, "explain", "solve step by step with the techniques people use, saying why"},
    {Command::grade, "grade", "rate how hard each puzzle is for a person (level, score, hardest technique)"},
    {Command::sheet, "sheet", "print the puzzles (and their solutions) as a PDF, several per page"},
    {Command::generate, "generate",
     "make new puzzles with one solution (a level, a symmetry, minimal), or QWH benchmarks"},
    {Command::serve, "serve", "answer the commands over HTTP (a JSON API) and serve a web page for them"},
};
inline std::string_view to_string(Command c) { return name_of<Command>(kCommandNames, c); }

// Runs one command with its arguments (after the command name); returns the exit status.
int run(Command command, const std::vector<std::string>& args);
// gridsat serve (src/serve/, which runs the other commands through run(); only the gridsat
// executable links it, so run() never calls it).
int serve_command(const std::vector<std::string>& args);

}  // namespace gridsat::cli
