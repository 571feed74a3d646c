#include "serve/watch.hpp"

#include <arpa/inet.h>
#include <dirent.h>
#include <poll.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string_view>

#include "base/numbers.hpp"

namespace gridsat::serve {

namespace {

// An address as the kernel's TCP tables print it: the bytes of the address as stored, in
// 32-bit words each printed as a host-order number (%08X), 4 bytes (tcp) or 16 (tcp6).
bool table_address(std::string_view hex, unsigned char* out, size_t size) {
  if (hex.size() != size * 2) return false;
  for (size_t k = 0; k < size / 4; ++k) {
    uint32_t word = 0;
    for (char ch : hex.substr(k * 8, 8)) {
      const int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
      if (d < 0) return false;
      word = word * 16 + static_cast<uint32_t>(d);
    }
    std::memcpy(out + k * 4, &word, 4);
  }
  return true;
}

// The inode of the connection from `peer` (numeric, v4 or v6) port peer_port to local_port in
// one of the kernel's tables (/proc/self/net/tcp or tcp6), or 0. `size` is the address's
// length there (4 or 16); `want` the peer's address in that form.
uint64_t table_inode(const char* table, const unsigned char* want, size_t size, int peer_port, int local_port) {
  std::ifstream in(table);
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string slot, local, remote, skip;
    uint64_t inode = 0;
    fields >> slot >> local >> remote;
    for (int k = 0; k < 6; ++k) fields >> skip;  // state, queues, timer, retransmits, uid, timeout
    fields >> inode;
    const size_t lc = local.find(':'), rc = remote.find(':');
    if (!fields || inode == 0 || lc == std::string::npos || rc == std::string::npos) continue;
    unsigned char addr[16];
    if (std::stoi(local.substr(lc + 1), nullptr, 16) != local_port ||
        std::stoi(remote.substr(rc + 1), nullptr, 16) != peer_port ||
        !table_address(std::string_view(remote).substr(0, rc), addr, size) || std::memcmp(addr, want, size) != 0)
      continue;
    return inode;
  }
  return 0;
}

// The connection's socket inode: an IPv4 peer in the v4 table, or mapped (::ffff:a.b.c.d) in
// the v6 one when the server listens on IPv6; an IPv6 peer in the v6 table.
uint64_t connection_inode(const std::string& peer, int peer_port, int local_port) {
  in_addr v4{};
  in6_addr v6{};
  if (::inet_pton(AF_INET, peer.c_str(), &v4) == 1) {
    if (uint64_t i = table_inode("/proc/self/net/tcp", reinterpret_cast<unsigned char*>(&v4), 4, peer_port, local_port))
      return i;
    unsigned char mapped[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    std::memcpy(mapped + 12, &v4, 4);
    return table_inode("/proc/self/net/tcp6", mapped, 16, peer_port, local_port);
  }
  if (::inet_pton(AF_INET6, peer.c_str(), &v6) == 1)
    return table_inode("/proc/self/net/tcp6", reinterpret_cast<unsigned char*>(&v6), 16, peer_port, local_port);
  return 0;
}

bool hung_up(int fd) {
  pollfd p{fd, POLLRDHUP, 0};
  return ::poll(&p, 1, 0) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

}  // namespace

int find_socket(const std::string& peer, int peer_port, int local_port) {
  // The connection's inode from the kernel's tables, then the descriptor whose link names it:
  // files read, no call on any descriptor, since other threads (cpp-httplib's) close theirs
  // meanwhile (fstat and getpeername on them raced with those closes: ThreadSanitizer, 2026-11-28).
  const uint64_t inode = connection_inode(peer, peer_port, local_port);
  if (inode == 0) return -1;
  const std::string want = "socket:[" + std::to_string(inode) + "]";
  static std::mutex scanning;  // one scan at a time (the watcher's and the requests')
  std::lock_guard lock(scanning);
  DIR* dir = ::opendir("/proc/self/fd");
  if (!dir) return -1;
  int found = -1;
  char link[64];
  while (dirent* e = ::readdir(dir)) {
    const std::optional<int> fd = parse_number<int>(e->d_name);  // "." and ".." are not
    if (!fd) continue;
    const std::string path = std::string("/proc/self/fd/") + e->d_name;
    const ssize_t n = ::readlink(path.c_str(), link, sizeof link);
    if (n > 0 && std::string_view(link, static_cast<size_t>(n)) == want) {
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
