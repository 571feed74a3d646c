#pragma once
// gridsat serve's editor (src/serve/web/): each genre's editing vocabulary (Family::edit) as
// JSON (GET /v1/genres), and a puzzle's cells as the editor's tokens (POST /v1/cells), read
// off its picture (Puzzle::figure): the numbers drawn in a cell, its fill and its marks. Pure:
// no sockets here.
#include <nlohmann/json.hpp>
#include <string>

namespace gridsat::serve {

// {"genres": [{"name", "edit": {...} or null, "size", "generate", "url", "sgt"}, ...]}: every genre;
// "edit" null for one opened from a URL, a game ID or a text only.
nlohmann::ordered_json genres_json();

// The first puzzle of `text` (read as --type `type` reads it) as {"type", "rows", "cols",
// "cells": [[token, ...], ...]} in its genre's editing tokens; {"error": ...} when it cannot
// be read, or its genre has no editor (then "type" too).
nlohmann::ordered_json cells_json(const std::string& text, const std::string& type);

}  // namespace gridsat::serve
