// Where a command writes: numbered output files (-o DIR/, -o NAME-{n}.svg, --proof), never
// one of its inputs.
#include <filesystem>

#include "base/errors.hpp"
#include "cli/settings.hpp"

namespace gridsat::cli {

std::string numbered(const std::string& spec, size_t index, size_t total, const std::string& ext) {
  std::error_code ec;
  if (!spec.empty() && (spec.back() == '/' || std::filesystem::is_directory(spec, ec))) {
    std::filesystem::create_directories(spec, ec);
    return (std::filesystem::path(spec) / ("puzzle-" + std::to_string(index) + "." + ext)).string();
  }
  if (spec.find("{n}") != std::string::npos) {
    std::string path = spec;
    const std::string n = std::to_string(index);
    for (size_t at = path.find("{n}"); at != std::string::npos; at = path.find("{n}", at + n.size()))
      path.replace(at, 3, n);
    return path;
  }
  if (total > 1)  // a stream's total is not known: the caller says 2 for "more than one"
    throw UsageError(
        "more than one puzzle needs more than one file: give a directory (DIR/) or a name with {n}, not '" + spec +
        "'");
  return spec;
}

void refuse_input_as_output(const Settings& s, const std::string& path, std::string_view option) {
  namespace fs = std::filesystem;
  for (const auto& file : s.files) {
    if (file == "-") continue;
    std::error_code ec1, ec2;
    bool same = fs::equivalent(path, file, ec1);  // both exist and are one file (links included)
    if (ec1) same = fs::weakly_canonical(path, ec1) == fs::weakly_canonical(file, ec2) && !ec1 && !ec2;
    if (same)
      throw UsageError(std::string(option) + " " + path + " is the input file " + file + ": refusing to overwrite it");
  }
}

std::string output_path(const Settings& s, const std::string& spec, std::string_view option, size_t index, size_t total,
                        const std::string& ext) {
  std::string path = numbered(spec, index, total, ext);
  refuse_input_as_output(s, path, option);
  return path;
}

}  // namespace gridsat::cli
