#include "core/stop.hpp"

#include <csignal>

namespace gridsat {

namespace {
volatile std::sig_atomic_t g_stop = 0;
extern "C" void on_sigint(int) { g_stop = 1; }
}  // namespace

void install_sigint_handler() {
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART | SA_RESETHAND;  // writes go on; the second Ctrl-C is fatal
  sigaction(SIGINT, &sa, nullptr);
}

bool interrupted() { return g_stop != 0; }
void request_stop() { g_stop = 1; }
void clear_stop() { g_stop = 0; }

}  // namespace gridsat
