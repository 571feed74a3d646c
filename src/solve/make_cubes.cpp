// make_cubes (solve/parallel.hpp): CaDiCaL's lookahead cubes, cut to primary variables and
// split further until every worker has a few.
#include "solve/make_cubes.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <set>

#include "solve/cadical_session.hpp"

namespace gridsat {

namespace cube_split {

std::vector<int> split_order(const Encoding& enc) {
  std::vector<int64_t> occurrences(static_cast<size_t>(enc.cnf.num_vars()) + 1);
  for (int lit : enc.cnf.flat())
    if (lit) ++occurrences[static_cast<size_t>(std::abs(lit))];
  std::vector<bool> seen(occurrences.size());
  std::vector<int> vars;
  for (const Primary& p : enc.primary)
    if (!seen[p.var]) {
      seen[p.var] = true;
      vars.push_back(p.var);
    }
  std::stable_sort(vars.begin(), vars.end(), [&](int a, int b) { return occurrences[a] > occurrences[b]; });
  return vars;
}

std::vector<Cube> split(const Cube& cube, const std::vector<int>& order, int k,
                        const std::function<bool(int)>& decided) {
  std::set<int> held;
  for (int lit : cube) held.insert(std::abs(lit));
  std::vector<Cube> out{cube};
  for (size_t i = 0; i < order.size() && k > 0; ++i) {
    const int v = order[i];
    if (held.count(v) || decided(v)) continue;
    std::vector<Cube> next;
    for (const Cube& c : out)
      for (int lit : {v, -v}) {
        next.push_back(c);
        next.back().push_back(lit);
      }
    out = std::move(next);
    --k;
  }
  return out;
}

}  // namespace cube_split

namespace {

// The lookahead's cubes cut at their first non-primary literal, duplicates dropped. The
// cubes are the leaves of a binary tree (each literal one split); cutting every path at its
// first split on an auxiliary variable keeps the nodes where that happens, which are disjoint
// and cover the same solutions, now told apart by primary variables alone.
std::vector<Cube> primary_prefixes(const std::vector<Cube>& cubes, const std::vector<int>& order, int num_vars) {
  std::vector<bool> primary(static_cast<size_t>(num_vars) + 1);
  for (int v : order) primary[v] = true;
  std::set<Cube> seen;
  std::vector<Cube> out;
  for (const Cube& c : cubes) {
    Cube prefix;
    for (int lit : c) {
      if (std::abs(lit) > num_vars || !primary[std::abs(lit)]) break;
      prefix.push_back(lit);
    }
    if (seen.insert(prefix).second) out.push_back(std::move(prefix));
  }
  return out;
}

// ceil(log2(n)) for n >= 1.
int log2_ceil(int n) { return n <= 1 ? 0 : static_cast<int>(std::bit_width(static_cast<unsigned>(n - 1))); }

}  // namespace

CubeList make_cubes(const Encoding& enc, const CadicalSettings& settings, const CubeOptions& opt, Deadline deadline,
                    const std::atomic<bool>* stop) {
  const auto start = Clock::now();
  const int log2 = log2_ceil(std::max(1, opt.threads));
  const int depth = opt.depth > 0 ? opt.depth : log2 + 4;
  const int min_depth = std::min(depth, opt.min_depth > 0 ? opt.min_depth : log2 + 1);
  const std::vector<int> order = cube_split::split_order(enc);
  CubeList list;
  ScopedCnfLimits scope({0, deadline});
  CadicalSession s(settings, deadline, nullptr, stop);
  s.load(enc.cnf);
  const Deadline budget = opt.budget_seconds > 0 ? deadline_after(opt.budget_seconds, start) : kNoDeadline;
  CadicalSession::Cubes c = s.cubes(depth, min_depth, budget);
  list.unsat = c.refuted;
  if (!c.refuted) {
    // No cube and not refuted: the whole formula is the one cube.
    list.cubes = c.cubes.empty() ? std::vector<Cube>{Cube{}} : primary_prefixes(c.cubes, order, enc.cnf.num_vars());
    auto decided = [&](int v) { return s.fixed(v) != 0; };
    for (size_t before = 0; list.cubes.size() < 2 * static_cast<size_t>(opt.threads) && list.cubes.size() > before;) {
      before = list.cubes.size();
      std::vector<Cube> more;
      for (const Cube& cube : list.cubes)
        for (Cube& part : cube_split::split(cube, order, 1, decided)) more.push_back(std::move(part));
      list.cubes = std::move(more);
    }
  }
  list.seconds = seconds_since(start);
  return list;
}

}  // namespace gridsat
