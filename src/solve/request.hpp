#pragma once
// The rules of a solve request (the backend and the SolveOptions beside the puzzle), in one
// place for every caller: the command line checks them once when it reads its arguments,
// the library facade when it resolves its Options; the backends below assume them.
#include <string>

#include "solve/solve.hpp"

namespace gridsat {

// The caller's spelling of the options in a problem's words: "--time-limit" and "--proof"
// on the command line, "time_limit" and "a proof" in the library (and so Python).
enum class Spelling { cli, api };

// "" when the request is valid, else its first problem, in this order: the CaDiCaL settings
// (names, ranges), the numeric limits (validate_limits), a proof with the native backend,
// threads with the native backend (the backtracker runs on one thread), a proof with
// threads (each thread traces only its own part of the search). `o.proof_path` stands for
// whether a proof is asked for (the command line passes its --proof spec).
std::string validate(Backend backend, const SolveOptions& o, Spelling spelling);

// Parts of validate, for callers with only these options (generate's --time-limit).
std::string validate_time_limit(double seconds, Spelling spelling);
std::string validate_limits(const SolveOptions& o, Spelling spelling);  // limit, time_limit, max_clauses, threads

}  // namespace gridsat
