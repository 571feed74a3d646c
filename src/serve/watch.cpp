#include "serve/watch.hpp"

#include <dirent.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <mutex>

#include "base/numbers.hpp"

namespace gridsat::serve {

namespace {

// "host" and port of a socket address, numeric (as httplib writes remote_addr).
bool numeric(const sockaddr_storage& a, socklen_t len, std::string& host, int& port) {
  char h[NI_MAXHOST], s[NI_MAXSERV];
  if (getnameinfo(reinterpret_cast<const sockaddr*>(&a), len, h, sizeof h, s, sizeof s,
                  NI_NUMERICHOST | NI_NUMERICSERV) != 0)
    return false;
  const std::optional<int> number = parse_number<int>(s);
  if (!number) return false;
  host = h;
  port = *number;
  return true;
}

bool hung_up(int fd) {
  pollfd p{fd, POLLRDHUP, 0};
  return ::poll(&p, 1, 0) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

}  // namespace

int find_socket(const std::string& peer, int peer_port, int local_port) {
  // One scan at a time: a scan looks at every descriptor of the process, the other scans'
  // directory descriptors included, which they close (ThreadSanitizer reported that race).
  static std::mutex scanning;
  std::lock_guard lock(scanning);
  DIR* dir = ::opendir("/proc/self/fd");
  if (!dir) return -1;
  int found = -1;
  while (dirent* e = ::readdir(dir)) {
    const std::optional<int> fd = parse_number<int>(e->d_name);  // "." and ".." are not
    if (!fd) continue;
    struct stat st {};
    if (::fstat(*fd, &st) != 0 || !S_ISSOCK(st.st_mode)) continue;
    sockaddr_storage a{}, b{};
    socklen_t la = sizeof a, lb = sizeof b;
    std::string host, local;
    int port = 0, lport = 0;
    if (::getpeername(*fd, reinterpret_cast<sockaddr*>(&a), &la) != 0 || !numeric(a, la, host, port)) continue;
    if (::getsockname(*fd, reinterpret_cast<sockaddr*>(&b), &lb) != 0 || !numeric(b, lb, local, lport)) continue;
    if (host == peer && port == peer_port && lport == local_port) {
      found = *fd;
      break;
    }
  }
  ::closedir(dir);
  return found;
}

Watcher::Watcher() : thread_([this] { loop(); }) {}

Watcher::~Watcher() {
  {
    std::lock_guard lock(m_);
    done_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void Watcher::add(Watched* w) {
  std::lock_guard lock(m_);
  watched_.insert(w);
}

void Watcher::remove(Watched* w) {
  std::lock_guard lock(m_);  // the watcher holds it while it polls: the socket is still the request's
  watched_.erase(w);
}

void Watcher::loop() {
  using namespace std::chrono_literals;
  std::unique_lock lock(m_);
  while (!done_) {
    cv_.wait_for(lock, 50ms);
    const auto now = std::chrono::steady_clock::now();
    for (Watched* w : watched_) {
      if (w->stop || now - w->since < 100ms) continue;  // most requests end before it looks
      if (w->fd < 0) w->fd = find_socket(w->peer, w->peer_port, w->local_port);
      if (w->fd >= 0 && hung_up(w->fd)) {
        w->stop = true;
        ++stopped_;
      }
    }
  }
}

}  // namespace gridsat::serve
