// The native backtracking solver (see csp.hpp): the dispatch. The pieces:
//  - structure.hpp/.cpp: the static problem (groups, permutation groups, peers, '<' pairs),
//    built once per call;
//  - domains.hpp: the bitset domains and the helpers both engines share (Stack, the bit
//    scans, the sparse set of unassigned variables, the MRV choice);
//  - engine_singles.cpp: Search, the tuned default (Inference::fc_singles);
//  - engine_classic.cpp: Classic, the textbook none / fc / mac, kept in a separate, plainer
//    engine so that the tuned default path stays exactly as it was;
//  - engine_relations.cpp: CSPs with relations (cages, lines of sight), whatever the
//    inference option: forward checking of the groups, GAC of the relations.
#include "csp/csp.hpp"
#include "csp/engine_classic.hpp"
#include "csp/engine_relations.hpp"
#include "csp/engine_singles.hpp"
#include "csp/structure.hpp"

namespace gridsat {

NativeResult solve_csp(const Csp& csp, int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                       const NativeOptions& options) {
  if (!csp.relations.empty()) return csp_detail::solve_relations(csp, limit, deadline, on_solution, options.seed);
  const csp_detail::Structure s = csp_detail::build(csp);
  if (s.unsat) {
    NativeResult r;
    r.complete = true;
    r.conflicts = 1;
    return r;
  }
  if (options.inference != Inference::fc_singles)
    return csp_detail::solve_classic(s, csp, limit, deadline, on_solution, options);
  return csp_detail::solve_singles(s, csp, limit, deadline, on_solution, options.order, options.seed);
}

}  // namespace gridsat
