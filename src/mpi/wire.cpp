#include "mpi/wire.hpp"

#include <cstring>
#include <stdexcept>

namespace gridsat::mpi {

void Packer::i64(int64_t v) {
  for (int k = 0; k < 8; ++k) buf_.push_back(static_cast<char>((static_cast<uint64_t>(v) >> (8 * k)) & 0xff));
}

void Packer::f64(double v) {
  int64_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  i64(bits);
}

void Packer::str(const std::string& s) {
  i64(static_cast<int64_t>(s.size()));
  buf_ += s;
}

void Packer::grid(const Grid& g) {
  i64(g.rows);
  i64(g.cols);
  for (int v : g.cells) i64(v);
}

int64_t Unpacker::i64() {
  if (buf_.size() - at_ < 8) throw std::runtime_error("gridsat-mpi: short message");
  uint64_t v = 0;
  for (int k = 0; k < 8; ++k) v |= static_cast<uint64_t>(static_cast<unsigned char>(buf_[at_ + k])) << (8 * k);
  at_ += 8;
  return static_cast<int64_t>(v);
}

double Unpacker::f64() {
  const int64_t bits = i64();
  double v;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}

std::string Unpacker::str() {
  const int64_t n = i64();
  if (n < 0 || static_cast<uint64_t>(n) > buf_.size() - at_) throw std::runtime_error("gridsat-mpi: bad string");
  std::string s = buf_.substr(at_, static_cast<size_t>(n));
  at_ += static_cast<size_t>(n);
  return s;
}

Grid Unpacker::grid() {
  const int64_t rows = i64(), cols = i64();
  if (rows < 0 || cols < 0 || rows * cols > static_cast<int64_t>(buf_.size() - at_) / 8)
    throw std::runtime_error("gridsat-mpi: bad grid");
  Grid g(static_cast<int>(rows), static_cast<int>(cols));
  for (int& v : g.cells) v = static_cast<int>(i64());
  return g;
}

std::string pack(const Task& t) {
  Packer p;
  p.i64(t.id);
  p.i64(static_cast<int64_t>(t.mode));
  p.i64(t.has_text);
  if (t.has_text) p.str(t.text);
  p.str(t.family);
  p.str(t.source);
  p.i64(t.first_line);
  p.i64(static_cast<int64_t>(t.items.size()));
  for (const Item& it : t.items) {
    p.i64(it.position);
    p.str(it.where);
    p.str(it.proof);
  }
  return p.take();
}

Task unpack_task(const std::string& data) {
  Unpacker u(data);
  Task t;
  t.id = u.i64();
  t.mode = static_cast<Mode>(u.i64());
  t.has_text = u.i64() != 0;
  if (t.has_text) t.text = u.str();
  t.family = u.str();
  t.source = u.str();
  t.first_line = u.i64();
  const int64_t n = u.i64();
  for (int64_t k = 0; k < n; ++k) {
    Item it;
    it.position = u.i64();
    it.where = u.str();
    it.proof = u.str();
    t.items.push_back(std::move(it));
  }
  return t;
}

namespace {

void pack_answer(Packer& p, const Answer& a) {
  p.str(std::string(to_string(a.status)));
  p.i64(a.count);
  p.i64(a.complete);
  p.i64(static_cast<int64_t>(a.solutions.size()));
  for (const Grid& g : a.solutions) p.grid(g);
  p.i64(a.stats.vars);
  p.i64(a.stats.clauses);
  p.i64(a.stats.conflicts);
  p.i64(a.stats.decisions.value_or(-1));
  p.f64(a.stats.seconds);
  const ParallelStats& ps = a.stats.parallel;  // --threads N > 1 on the rank that solved
  p.i64(ps.threads);
  p.str(ps.mode);
  p.i64(ps.winner);
  p.i64(ps.cubes);
  p.i64(ps.cubes_resplit);
  p.f64(ps.cube_seconds);
  p.f64(ps.largest_cube_seconds);
  p.str(a.internal_error);
  p.str(a.proof);
  p.str(std::string(to_string(a.backend)));  // the one that answered (auto's choice on that rank)
  p.i64(a.constructed);
}

Answer unpack_answer(Unpacker& u) {
  Answer a;
  a.status = parse_name<Status>(kStatusNames, u.str()).value_or(Status::unknown);
  a.count = u.i64();
  a.complete = u.i64() != 0;
  const int64_t n = u.i64();
  for (int64_t k = 0; k < n; ++k) a.solutions.push_back(u.grid());
  a.stats.vars = u.i64();
  a.stats.clauses = u.i64();
  a.stats.conflicts = u.i64();
  if (const int64_t d = u.i64(); d >= 0) a.stats.decisions = d;
  a.stats.seconds = u.f64();
  ParallelStats& ps = a.stats.parallel;
  ps.threads = static_cast<int>(u.i64());
  ps.mode = u.str();
  ps.winner = static_cast<int>(u.i64());
  ps.cubes = u.i64();
  ps.cubes_resplit = u.i64();
  ps.cube_seconds = u.f64();
  ps.largest_cube_seconds = u.f64();
  a.internal_error = u.str();
  a.proof = u.str();
  a.backend = parse_name<Backend>(kBackendNames, u.str()).value_or(Backend::sat);
  a.constructed = u.i64() != 0;
  return a;
}

}  // namespace

std::string pack(const Result& r) {
  Packer p;
  p.i64(r.id);
  p.i64(r.exception);
  p.str(r.what);
  p.i64(static_cast<int64_t>(r.solved.size()));
  for (const cli::Solved& s : r.solved) {
    p.i64(static_cast<int64_t>(s.kind));
    p.str(s.message);
    pack_answer(p, s.reply);
  }
  return p.take();
}

Result unpack_result(const std::string& data) {
  Unpacker u(data);
  Result r;
  r.id = u.i64();
  r.exception = u.i64() != 0;
  r.what = u.str();
  const int64_t n = u.i64();
  for (int64_t k = 0; k < n; ++k) {
    cli::Solved s;
    s.kind = static_cast<cli::Solved::Kind>(u.i64());
    s.message = u.str();
    s.reply = unpack_answer(u);
    r.solved.push_back(std::move(s));
  }
  return r;
}

std::string pack(const CubeAsk& a) {
  Packer p;
  p.i64(a.id);
  p.i64(a.want);
  return p.take();
}

CubeAsk unpack_ask(const std::string& data) {
  Unpacker u(data);
  CubeAsk a;
  a.id = u.i64();
  a.want = u.i64();
  return a;
}

std::string pack(const CubeGift& g) {
  Packer p;
  p.i64(g.id);
  p.i64(g.closed);
  p.i64(static_cast<int64_t>(g.cubes.size()));
  for (const auto& c : g.cubes) {
    p.i64(static_cast<int64_t>(c.size()));
    for (int lit : c) p.i64(lit);
  }
  return p.take();
}

CubeGift unpack_gift(const std::string& data) {
  Unpacker u(data);
  CubeGift g;
  g.id = u.i64();
  g.closed = u.i64() != 0;
  const int64_t n = u.i64();
  for (int64_t k = 0; k < n; ++k) {
    const int64_t size = u.i64();
    if (size < 0 || size > static_cast<int64_t>(data.size())) throw std::runtime_error("gridsat-mpi: bad cube");
    std::vector<int> c;
    for (int64_t i = 0; i < size; ++i) c.push_back(static_cast<int>(u.i64()));
    g.cubes.push_back(std::move(c));
  }
  return g;
}

std::string pack_solution(int64_t id, const Grid& g) {
  Packer p;
  p.i64(id);
  p.grid(g);
  return p.take();
}

std::pair<int64_t, Grid> unpack_solution(const std::string& data) {
  Unpacker u(data);
  const int64_t id = u.i64();
  return {id, u.grid()};
}

}  // namespace gridsat::mpi
