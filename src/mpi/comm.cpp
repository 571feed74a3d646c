#include "mpi/comm.hpp"

#include <mpi.h>

#include <climits>
#include <stdexcept>

namespace gridsat::mpi {

int rank() {
  int r = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  return r;
}

int ranks() {
  int n = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  return n;
}

std::optional<Message> poll() {
  int flag = 0;
  MPI_Status st;
  MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
  if (!flag) return std::nullopt;
  int n = 0;
  MPI_Get_count(&st, MPI_BYTE, &n);
  Message m;
  m.source = st.MPI_SOURCE;
  m.tag = st.MPI_TAG;
  m.data.resize(static_cast<size_t>(n));
  MPI_Recv(m.data.data(), n, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return m;
}

struct Outbox::Pending {
  std::string data;
  MPI_Request request = MPI_REQUEST_NULL;
};

Outbox::~Outbox() { flush(); }

void Outbox::send(int dest, int tag, std::string data) {
  if (data.size() > static_cast<size_t>(INT_MAX)) throw std::runtime_error("gridsat-mpi: message over 2 GB");
  auto* p = new Pending{std::move(data)};
  MPI_Isend(p->data.data(), static_cast<int>(p->data.size()), MPI_BYTE, dest, tag, MPI_COMM_WORLD, &p->request);
  pending_.push_back(p);
}

void Outbox::progress() {
  for (auto it = pending_.begin(); it != pending_.end();) {
    int done = 0;
    MPI_Test(&(*it)->request, &done, MPI_STATUS_IGNORE);
    if (!done) {
      ++it;
      continue;
    }
    delete *it;
    it = pending_.erase(it);
  }
}

void Outbox::flush() {
  for (Pending* p : pending_) {
    MPI_Wait(&p->request, MPI_STATUS_IGNORE);
    delete p;
  }
  pending_.clear();
}

}  // namespace gridsat::mpi
