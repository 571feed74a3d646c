#pragma once
// Files compiled into the gridsat program (tools/embed.cmake writes web_files.cpp at build
// time): the web page's files (src/serve/web/) and one example puzzle per family (the first
// file of instances/FAMILY/).
#include <string_view>
#include <vector>

namespace gridsat::serve {

struct EmbeddedFile {
  std::string_view name;  // "index.html", "app.js", ...; "examples/sudoku"
  std::string_view data;
};
const std::vector<EmbeddedFile>& embedded_files();
// The file called `name`, or nullptr.
const EmbeddedFile* embedded(std::string_view name);

}  // namespace gridsat::serve
