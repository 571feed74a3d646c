// libFuzzer harness for read_gridsat_cnf (decode --cnf): the header, the variable map and
// the clauses of a CNF written by gridsat encode. A CNF that reads is then used the way
// decode uses it: a model is decoded through its map and checked against its clauses.
#include <cstddef>
#include <cstdint>
#include <string>

#include "dimacs/dimacs.hpp"
#include "registry/registry.hpp"

using namespace gridsat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    CnfFile f = read_gridsat_cnf(text, "fuzz");
    if (f.num_vars > (1 << 20)) return 0;  // a legal header, but the model would cost more than one execution should
    Model m;
    m.status = Model::Status::sat;
    m.value.assign(static_cast<size_t>(f.num_vars) + 1, 0);
    for (int v = 1; v <= f.num_vars; ++v) m.value[v] = v % 3 ? 1 : -1;
    Decoded d = decode(f.map, [&](int var) { return m.is_true(var); });
    (void)first_falsified(f.map.cnf, m);
    (void)blocking_clause(f.map, d.grid ? *d.grid : f.map.base);
  } catch (const InputError&) {
  }
  return 0;
}
