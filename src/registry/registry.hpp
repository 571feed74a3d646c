#pragma once
// The families gridsat knows (one line each in registry.cpp) and reading puzzles: by
// --type, or detected from the text by the families' looks_like in priority order.
#include <functional>
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

// Every family, by increasing detection priority.
const std::vector<const Family*>& families();
const Family* find_family(std::string_view name);  // null for an unknown name
std::vector<std::string> family_names();           // in registry order

// "sudoku, latin and futoshiki": the names of the families (registry order) for which
// has(family) holds, joined by ", " and `last` before the last one; for messages and help
// that list what can do something, so that no message names families by hand.
std::string family_list(const std::function<bool(const Family&)>& has, std::string_view last = ", ");

// Every puzzle of `text`. A puzzle of a family that does not take one of opt.given (an
// option given explicitly) becomes an error record naming the option and the family.
// Throws InputError for an unknown --type and for problems that stop the whole source.
std::vector<Record> read_puzzles(const std::string& text, const std::string& source, const ReadOptions& opt);

// The family that reads `text` (a source, or its start): opt.type's, or with --type auto the
// first by priority whose looks_like accepts it. Throws InputError for an unknown type.
const Family& detect_family(const std::string& text, const ReadOptions& opt);

// Makes error records of the puzzles of a family that does not take one of opt.given.
void refuse_foreign_options(const Family& f, const ReadOptions& opt, std::vector<Record>& records);

// The puzzle of --type T --size N with no givens (an empty magic square, a bare
// no-three-in-line board, an empty Sudoku or Latin square). Throws InputError when the
// family has no such form or the size or options are out of range.
Record blank_puzzle(const ReadOptions& opt);

}  // namespace gridsat
