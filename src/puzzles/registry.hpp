#pragma once
// Reading puzzles: one reader per family, chosen by --type or detected from the text.
// A new family adds one entry to the table in registry.cpp.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat {

// Options that shape how text is read (set on the command line).
struct ReadOptions {
  std::string type = "auto";                 // a family name or "auto"
  std::optional<std::pair<int, int>> box;    // Sudoku box rows x cols (--box RxC)
};

// One puzzle read from a source, or the reason it could not be read.
struct Record {
  std::string source;     // file name, or "<stdin>"
  int line = 0;           // 1-based line where the puzzle starts
  std::unique_ptr<Puzzle> puzzle;
  std::string error;      // set when puzzle is null: "file:line: problem"
};

// Thrown for problems that stop a whole source (unknown --type, unreadable file, ...).
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<Record> read_puzzles(const std::string& text, const std::string& source, const ReadOptions& opt);
std::vector<std::string> family_names();

}  // namespace gridsat
