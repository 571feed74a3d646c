#include "mpi/rank0.hpp"

#include <chrono>
#include <iostream>

namespace gridsat::mpi {

namespace {

constexpr size_t kChunk = 16384;  // bytes read at a time: segments of ~400 one-line puzzles
constexpr double kCountAfterInterrupt = 1.0;

}  // namespace

Rank0::Rank0(const cli::Settings& s)
    : s(s),
      batch(s, kChunk),
      report(s, cli::Reporter::kStream),
      local(s),
      rank_state(static_cast<size_t>(mpi::ranks())) {}

bool Rank0::read_one() {
  if (ended) return false;
  Entry e;
  auto r = batch.next(&e.origin);
  if (!r) {
    ended = true;
    return false;
  }
  e.rec = std::move(*r);
  e.done = !e.rec.puzzle;  // an error record is printed as it is
  window.push_back(std::move(e));
  return true;
}

bool Rank0::many() {
  if (!known_) {
    many_ = batch.many();
    known_ = true;
    report.many(many_);
  }
  return many_;
}

std::string Rank0::proof_for(size_t index) {
  if (s.proof.empty()) return "";
  return cli::output_path(s, s.proof, "--proof", index, many() ? 2 : 1, "drat");
}

void Rank0::send_job(int rank, const std::vector<size_t>& indices, Mode mode, int64_t id) {
  if (id == 0) id = next_job_++;
  jobs[id] = indices;
  ++rank_state[rank].outstanding;
  if (rank == 0) {
    Job j{id, {}, std::nullopt, nullptr};
    for (size_t i : indices) j.pieces.push_back({at(i).rec.puzzle.get(), where(at(i).rec), proof_for(i)});
    local.push(std::move(j));
    return;
  }
  const Entry& first = at(indices.front());
  Task t{id, mode, false, "", "", first.rec.source, first.origin.first_line, {}};
  if (first.origin.text) {
    t.family = std::string(first.origin.family->name);
    t.has_text = rank_state[rank].last_text != first.origin.text;
    if (t.has_text) t.text = *first.origin.text;
    rank_state[rank].last_text = first.origin.text;
  }
  for (size_t i : indices)
    t.items.push_back({static_cast<int64_t>(at(i).origin.position), where(at(i).rec), proof_for(i)});
  out.send(rank, kTask, pack(t));
}

void Rank0::cancel_job(int rank, int64_t id) {
  Packer p;
  p.i64(id);
  out.send(rank, kCancel, p.take());
}

void Rank0::end_search(int64_t first_id) {
  for (auto& rs : rank_state) rs.outstanding = 0;
  for (int64_t id = first_id; id < next_job_; ++id) jobs.erase(id);
}

std::optional<int> Rank0::print_entry(size_t index, Entry& e) {
  many();  // the reporter is told before the first answer
  if (e.exception) {
    leave(kStop);
    report.buffer_answers(false);  // the answers before it first
    std::cerr << "gridsat: internal error: " << e.what << '\n';
    return cli::internal;
  }
  if (!e.rec.puzzle) {
    report.error(index, e.rec);
  } else if (e.solved.kind == cli::Solved::refused) {
    report.error(index, e.rec.source, e.rec.line, e.solved.message);
  } else if (e.solved.kind == cli::Solved::stopped) {
    return interrupted_status();
  } else {
    report.answer(index, e.rec, e.solved.reply);
  }
  return std::nullopt;
}

int Rank0::finish() {
  leave(kDone);
  return report.finish(elapsed());
}

// Ctrl-C (or SIGTERM, which mpirun sends every rank at Ctrl-C): the answers printed stay,
// the summary says where the batch stopped.
int Rank0::interrupted_status() {
  leave(kStop);
  const size_t answered = front - 1;
  if (window.empty()) return report.interrupted(answered, std::to_string(answered) + "+", "", elapsed());
  const std::string total = batch.total(read_end() - 1, kCountAfterInterrupt);
  return report.interrupted(answered, total, where(window.front().rec), elapsed());
}

void Rank0::leave(Tag why) {
  if (left_) return;
  left_ = true;
  local.drop_queued();
  if (why == kStop) request_cancel();  // the local job under way, if any
  for (int r = 1; r < ranks(); ++r) out.send(r, why, "");
  int left = ranks() - 1;
  while (left > 0) {
    while (auto m = poll())
      if (m->tag == kBye) --left;
    out.progress();
    if (left > 0) local.wait(std::chrono::milliseconds(1));
  }
  out.flush();
}

}  // namespace gridsat::mpi
