#pragma once
// A client that goes away stops its request's solve. cpp-httplib 0.11 (Debian 12's) tells a
// handler nothing of its connection, so the request finds its socket as it starts to run (the
// connection with the request's remote address and port on the server's port in the kernel's
// TCP tables, then the descriptor of this process that links to its inode; a reset connection
// has left the tables), and a watcher thread polls the
// socket of each request that runs longer than a moment for a hang-up (POLLRDHUP): the
// request's stop flag is then set, which interrupted() reads in the request's thread
// (base/stop.hpp: set_thread_stop), so the solve stops at its next poll.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <string>
#include <thread>

namespace gridsat::serve {

struct Watched {
  std::string peer;  // the client's address, as httplib gives it (numeric)
  int peer_port = 0;
  int local_port = 0;
  std::atomic<bool> stop{false};
  int fd = -1;  // found as the request starts, else by the watcher
  std::chrono::steady_clock::time_point since = std::chrono::steady_clock::now();
};

class Watcher {
 public:
  Watcher();
  ~Watcher();
  void add(Watched* w);
  void remove(Watched* w);
  size_t stopped() const { return stopped_; }  // requests stopped for a hang-up, so far

 private:
  void loop();
  std::mutex m_;
  std::condition_variable cv_;
  std::set<Watched*> watched_;
  bool done_ = false;
  std::atomic<size_t> stopped_{0};
  std::thread thread_;
};

// The descriptor of this process's TCP connection with that peer and local port, or -1
// (/proc/self/net/tcp and tcp6, /proc/self/fd: no call on another thread's descriptors).
int find_socket(const std::string& peer, int peer_port, int local_port);

}  // namespace gridsat::serve
