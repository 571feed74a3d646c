// libFuzzer harness for one family's readers: read_puzzles(text, "fuzz", --type T), T set
// at compile time (GRIDSAT_FUZZ_TYPE; "auto" fuzzes the detection as well). Every puzzle
// that parses is then exercised like the CLI would: describe, print, its line form read
// back when it is an input form, and (for sides up to the family's fuzz_side, to keep one
// execution cheap: a few ms under ASan) an encoding, the decoding of a model and the DIMACS
// round trip. Input errors are expected; crashes, sanitizer reports,
// leaks, hangs and broken round trips are findings.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "dimacs/dimacs.hpp"
#include "registry/options.hpp"
#include "registry/registry.hpp"

#ifndef GRIDSAT_FUZZ_TYPE
#error "compile with -DGRIDSAT_FUZZ_TYPE=\"family\""
#endif

using namespace gridsat;

namespace {

constexpr int64_t kMaxRoundTrip = 20000;  // clauses

[[noreturn]] void finding(const std::string& what) {
  fprintf(stderr, "gridsat fuzz finding: %s\n", what.c_str());
  abort();
}

void exercise(const Puzzle& p, const ReadOptions& opt, uint32_t seed) {
  const Grid& g = p.givens();
  if (g.rows < 1 || g.cols < 1 || g.cells.size() != static_cast<size_t>(g.rows) * g.cols)
    finding("givens grid " + std::to_string(g.rows) + "x" + std::to_string(g.cols) + " with " +
            std::to_string(g.cells.size()) + " cells");
  std::ostringstream out;
  out << p.describe() << '\n';
  p.print_grid(out, g);
  const std::string line = p.line(g);
  // The family's record says up to which side an encoding stays cheap (fuzz_side: every real
  // Futoshiki, Sudoku boxes up to 3x3, magic squares to 4x4) and whether its line form reads
  // back (line_reads_back; why not, where not, is said there).
  const Family& family = *find_family(p.family());
  if (g.rows > family.fuzz.side || g.cols > family.fuzz.side) return;

  // The line form, when it is an input again (solo and unequal IDs, 81-character lines;
  // not an aligned grid's cells), reads back to the same givens.
  if (family.fuzz.line_reads_back) {
    ReadOptions again = opt;
    again.type = std::string(p.family());
    auto back = read_puzzles(line, "line", again);
    if (back.size() == 1 && back[0].puzzle && !(back[0].puzzle->givens() == g))
      finding("line form '" + line + "' reads back to other givens");
  }

  // The checker must refuse the givens as a solution unless they are a full valid grid.
  (void)p.check(g);

  EncodeOptions eo;
  eo.amo = static_cast<Amo>(seed % 5);
  eo.simplify = static_cast<Simplify>((seed / 5) % 4);
  PuzzleOptions chosen;  // Futoshiki's --inequality, by name: the option table's (registry/options.hpp)
  set_option(chosen, "inequality", (seed / 20) % 2 ? "support" : "order");
  eo.choices = chosen.encode.choices;
  Encoding enc = p.encode(eo);
  // A model with every odd variable true: decoding must fail cleanly or give a grid.
  Decoded d = decode(enc, [](int var) { return var % 2 == 1; });
  if (d.grid) (void)p.check(*d.grid);
  if (enc.cnf.num_clauses() > kMaxRoundTrip) return;
  std::ostringstream cnf;
  write_dimacs(cnf, p, enc, {"fuzz"});
  CnfFile f = read_gridsat_cnf(cnf.str(), "written");  // must not throw: gridsat wrote it
  if (f.num_vars != enc.cnf.num_vars() || f.num_clauses != enc.cnf.num_clauses() ||
      f.map.primary.size() != enc.primary.size() || !(f.map.base == enc.base))
    finding("the DIMACS round trip changed the encoding");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  ReadOptions opt;
  opt.type = GRIDSAT_FUZZ_TYPE;
  uint32_t seed = 0;
  for (size_t i = 0; i < size; ++i) seed = seed * 31 + data[i];
  try {
    for (const Record& r : read_puzzles(text, "fuzz", opt)) {
      if (r.puzzle) {
        exercise(*r.puzzle, opt, seed);
      } else if (r.error.rfind("fuzz:", 0) != 0) {
        finding("error message does not name the source: " + r.error);
      }
    }
  } catch (const InputError&) {
    // a whole-source problem, reported with exit 2 by the CLI
  }
  return 0;
}
