#pragma once
// One more step when the technique ladder is stuck (explain --explain-with sat), after
// Bogaerts, Gamba & Guns (2021): the smallest set of rules and known facts that forces a
// placement or an elimination. Each rule (a cell holds one value, a house holds each value
// once, a Futoshiki sign) and each fact (a value placed, a candidate eliminated) is guarded
// by an assumption literal; a candidate refuted under all assumptions yields CaDiCaL's
// unsatisfiable core, which is then shrunk by deletion until no rule or fact can be left out.
#include <optional>

#include "base/stop.hpp"
#include "human/human.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// The step with the smallest minimal core among the candidates tried (every open
// candidate is refuted once; the `shrink` smallest cores are minimised), or nullopt when no
// candidate can be refuted (the position is solved, or has several solutions) or the
// deadline came first. The step's technique is Technique::sat_core, its houses and text
// name the rules and facts of the core.
std::optional<human::Step> core_step(const HumanForm& form, const human::Candidates& c, Deadline deadline,
                                     int shrink = 4);

}  // namespace gridsat
