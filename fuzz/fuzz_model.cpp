// libFuzzer harness for read_model (decode --model): SAT-competition output, MiniSat result
// files, bare literal lists. The first two bytes choose the formula's variable count.
#include <cstddef>
#include <cstdint>
#include <string>

#include "dimacs/dimacs.hpp"
#include "registry/registry.hpp"

using namespace gridsat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  const int num_vars = (data[0] << 8 | data[1]) % 5000;
  const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
  try {
    Model m = read_model(text, "fuzz", num_vars);
    for (int v = -1; v <= num_vars + 1; ++v) (void)m.is_true(v);
  } catch (const InputError&) {
  }
  return 0;
}
