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
  std::optional<int> size;                   // --size N: a puzzle with no givens, no input file
  std::string symmetry = "none";             // --symmetry: magic none|frenicle; pieces none|180|90
  std::string lines = "all";                 // --lines (pieces): rows | diagonals | all
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

// The puzzle of --type T --size N with no givens (an empty magic square, a bare
// no-three-in-line board, an empty Sudoku or Latin square). Throws InputError when the
// family has no such form or the size or options are out of range.
Record blank_puzzle(const ReadOptions& opt);

}  // namespace gridsat
