#pragma once
// gridsat serve's export routes (the workbench's export row): the picture of the puzzle as set
// (no solution), its sgt game ID, and gridsat sheet's PDF of it. Each reads the puzzle as
// POST /v1/cells does ({"puzzle": TEXT, "type": NAME}). No sockets here.
#include <optional>
#include <string>

namespace gridsat::serve {

// An answer: the HTTP status, the body and its Content-Type.
struct ExportAnswer {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
};

// POST /v1/NAME's answer for NAME unsolved, sgt or sheet; nullopt for another NAME.
//  - unsolved: {"type", "svg"}: the givens and clues drawn, nothing solved (gridsat sheet's picture);
//  - sgt: {"type", "sgt"}: the puzzle's Simon Tatham's Puzzles game ID, for the genres whose
//    registration has the form (Family::generate.forms; GET /v1/genres' "sgt"); 400 otherwise;
//  - sheet: application/pdf, gridsat sheet's page printed by Chromium ("options": "paper" a4 |
//    letter, "time-limit" seconds, at most and by default 60: not the server's --time-limit,
//    which is the solver's); 503 {"error"} when Chromium is missing or fails, 504 past the
//    time limit, 429 while two sheets are printing.
// Bad input: 400 {"error": the reader's words}.
std::optional<ExportAnswer> export_route(const std::string& name, const std::string& body);

}  // namespace gridsat::serve
