#pragma once
// Pictures on the command line: where an SVG or HTML document goes, and the documents of
// explain (svg, html) and sheet.
#include <string>

#include "cli/settings.hpp"

namespace gridsat::cli {

// Writes puzzle `index`'s document (ext: "svg", "html"): to -o (numbered for a batch: DIR/
// or {n}) or, for a single puzzle, to standard output. Several documents cannot share one
// stream (two SVG or HTML documents in a row are not one valid document), so a batch without
// -o is a UsageError. Throws WriteError when the file cannot be written.
void write_document(const Settings& s, size_t index, bool many, const std::string& ext, const std::string& text);

}  // namespace gridsat::cli
