#include "cli/pictures.hpp"

#include <iostream>

#include "base/errors.hpp"
#include "base/output_file.hpp"
#include "cli/stdout.hpp"

namespace gridsat::cli {

void write_document(const Settings& s, size_t index, bool many, const std::string& ext, const std::string& text) {
  if (s.output.empty()) {
    if (many)
      throw UsageError("--format " + ext +
                       " writes one document per puzzle and the batch holds more than one: give -o "
                       "DIR/ or -o NAME-{n}." +
                       ext + " (documents in a row on one stream are not valid " + ext + ")");
    out_stream() << text;
    flush_stdout();
    return;
  }
  OutputFile out(output_path(s, s.output, "-o", index, many ? 2 : 1, ext));
  out.stream() << text;
  out.commit();
}

}  // namespace gridsat::cli
