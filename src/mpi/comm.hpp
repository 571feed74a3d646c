#pragma once
// The MPI calls of gridsat-mpi, all made by one thread per rank (MPI_THREAD_FUNNELED): a
// poll for the next message and sends that never block (a large task or answer in flight
// both ways cannot deadlock two ranks that are both sending). Everything else in src/mpi
// reaches MPI only through these (the library gridsat_ranks): comm.cpp makes them MPI calls in
// gridsat-mpi, the tests (test_mpi_threads.cpp) give them ranks that are threads of one process.
#include <list>
#include <optional>
#include <string>

namespace gridsat::mpi {

enum Tag : int {
  kTask = 1,      // rank 0 -> worker: a Task
  kResult = 2,    // worker -> rank 0: a Result
  kCancel = 3,    // rank 0 -> worker: stop job ID (another rank answered first)
  kStop = 4,      // rank 0 -> worker: stop at once (Ctrl-C, an error that ends the batch)
  kDone = 5,      // rank 0 -> worker: no more work
  kBye = 6,       // worker -> rank 0: idle and leaving (after kStop or kDone)
  kCubeAsk = 7,   // worker -> rank 0: more cubes for job ID, please (a CubeAsk)
  kCubes = 8,     // rank 0 -> worker: cubes of job ID, or none more (a CubeGift)
  kSolution = 9,  // worker -> rank 0: a solution found in a cube of job ID (with --limit)
};

int rank();
int ranks();

struct Message {
  int source = 0;
  int tag = 0;
  std::string data;
};
// The next message that has arrived, if any (never waits for one to arrive).
std::optional<Message> poll();

// Non-blocking sends; the buffers live here until MPI is done with them.
class Outbox {
 public:
  ~Outbox();
  void send(int dest, int tag, std::string data);
  void progress();  // frees the buffers of finished sends
  void flush();     // waits for every send to finish

 private:
  struct Pending;
  std::list<Pending*> pending_;
};

}  // namespace gridsat::mpi
