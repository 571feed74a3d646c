#pragma once
// Ctrl-C (SIGINT): the handler only sets a flag; every long-running loop polls it (the Cnf
// clause store while encoding, the CaDiCaL terminator, the native search next to its
// deadline checks, the CLI's batch loop). A second SIGINT kills the process as usual.
namespace gridsat {

// Installs the handler (sigaction with SA_RESTART | SA_RESETHAND).
void install_sigint_handler();
// True once SIGINT arrived (or request_stop() was called).
bool interrupted();
void request_stop();  // what the handler does; for tests
void clear_stop();    // for tests

}  // namespace gridsat
