#pragma once
// Binairo (Takuzu) inputs, one puzzle each:
//  - Simon Tatham's unruly game IDs: "8x8:AbCbajabBaeeEBAbgCBFb": WxH, 'u' when rows and
//    columns must all differ ("8x8u:..."), "dX" (the level, ignored), ':', then the digits
//    row by row: a-y skip 0-24 open cells then a 0, A-Y the same then a 1, z/Z skip 25; a
//    last letter one past the end;
//  - the typed form: a "binairo" line ("binairo unique": rows and columns all differ; also
//    "takuzu"), then a row per line of 0, 1 and '.' (open); a blank line ends it.
// puzz.link has no Binairo (pzprjs lists no such variety).
#include <string>
#include <vector>

#include "model/family.hpp"

namespace gridsat {

std::vector<Record> read_binairo(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_binairo(const std::string& text);  // for --type auto

}  // namespace gridsat
