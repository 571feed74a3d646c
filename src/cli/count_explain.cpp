// count --explain on the command line: runs the count and its explanation per puzzle, and
// writes the explanation's JSON fields and text lines (givens as cells, other clues by their
// group's kind and label).
#include "cli/count_explain.hpp"

#include <sstream>

#include "cli/settings.hpp"

namespace gridsat::cli {

namespace {

using json = nlohmann::ordered_json;

json rc(const Puzzle& p, int cell) {
  const int cols = p.givens().cols;
  return json::array({cell / cols + 1, cell % cols + 1});
}

json rcv(const Puzzle& p, const CellValue& cv) {
  json j = rc(p, cv.cell);
  j.push_back(p.symbol(cv.value));
  return j;
}

json cells_json(const Puzzle& p, const std::vector<CellValue>& cells) {
  json j = json::array();
  for (const CellValue& cv : cells) j.push_back(rc(p, cv.cell));
  return j;
}

// Clues that are not cell values: [{"kind", "label", "cells": [[r, c], ...]}, ...].
json clues_json(const Puzzle& p, const std::vector<Clue>& clues) {
  json j = json::array();
  for (const Clue& c : clues) {
    json cells = json::array();
    for (int cell : c.cells) cells.push_back(rc(p, cell));
    j.push_back({{"kind", c.kind}, {"label", c.label}, {"cells", std::move(cells)}});
  }
  return j;
}

json cost_json(int64_t conflicts, double seconds) { return {{"conflicts", conflicts}, {"seconds", seconds}}; }

std::string cost_text(int64_t conflicts, double seconds) {
  std::ostringstream o;
  o << " (" << conflicts << " conflicts, " << seconds << " s)";
  return o.str();
}

std::string clue_name(const Clue& c) { return c.kind + " " + c.label; }

// " number 3 at r2c4; number 1 at r5c5", after `before` other items ("; " between all).
std::string clues_text(const std::vector<Clue>& clues, bool before) {
  std::string s;
  for (const Clue& c : clues) {
    s += (before ? "; " : " ") + clue_name(c);
    before = true;
  }
  return s;
}

std::string values_text(const Puzzle& p, const std::vector<CellValue>& cells, bool with_values) {
  std::string s;
  for (const CellValue& cv : cells)
    s += " " + cell_name(p, cv.cell) + (with_values ? "=" + std::to_string(p.symbol(cv.value)) : "");
  return s;
}

}  // namespace

std::string cell_name(const Puzzle& p, int cell) {
  const int cols = p.givens().cols;
  return "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1);
}

Solved explain_record(const Settings& s, const Puzzle& p, const std::string& where, Explanation& ex) {
  SolveOptions o = s.solve;
  ExplainOptions eo;
  eo.redundant = s.redundant;
  eo.repair = !s.no_repair;
  return answer_with(
      [&] {
        ex = explain_count(p, s.backend, o, eo);
        return ex.answer;
      },
      s.backend, where);
}

void add_explanation(json& j, const Puzzle& p, const Explanation& ex) {
  if (ex.backbone) {
    json fixed = json::array(), open = json::array();
    for (const CellValue& cv : ex.fixed) fixed.push_back(rcv(p, cv));
    for (const CellValues& cv : ex.open) {
      json values = json::array();
      for (int v : cv.values) values.push_back(p.symbol(v));
      json e = rc(p, cv.cell);
      e.push_back(std::move(values));
      open.push_back(std::move(e));
    }
    j["fixed"] = std::move(fixed);
    j["open"] = std::move(open);
  }
  if (ex.repaired) {
    json repair = json::array();
    for (const CellValue& cv : ex.repair) repair.push_back(rcv(p, cv));
    j["repair"] = std::move(repair);
    j["repair_proved_smallest"] = ex.repair_proved_smallest;
  }
  if (ex.change_done) {  // [[r, c, old, new]]: one given changed; [] when no single change does
    json change = json::array();
    for (const GivenChange& g : ex.change) {
      json e = rc(p, g.cell);
      e.push_back(p.symbol(g.old_value));
      e.push_back(p.symbol(g.new_value));
      change.push_back(std::move(e));
    }
    j["repair_change"] = std::move(change);
  }
  if (ex.redundant_done && ex.givens_apply) {
    json cells = json::array(), cost = json::array();
    for (const RedundantGiven& r : ex.redundant) {
      cells.push_back(rc(p, r.cell));
      cost.push_back(cost_json(r.conflicts, r.seconds));
    }
    j["redundant"] = std::move(cells);
    j["redundant_cost"] = std::move(cost);
    j["removable_together"] = cells_json(p, ex.removable_together);
  }
  if (ex.redundant_done && ex.clues_apply) {
    std::vector<Clue> clues;
    json cost = json::array();
    for (const RedundantClue& r : ex.redundant_clues) {
      clues.push_back(r.clue);
      cost.push_back(cost_json(r.conflicts, r.seconds));
    }
    j["redundant_clues"] = clues_json(p, clues);
    j["redundant_clues_cost"] = std::move(cost);
    j["removable_clues_together"] = clues_json(p, ex.removable_clues_together);
  }
  if (ex.clash_done && ex.givens_apply) j["clash"] = cells_json(p, ex.clash);
  if (ex.clash_done && ex.clues_apply) j["clashing_clues"] = clues_json(p, ex.clashing_clues);
  if (!ex.scope.empty()) j["explain_scope"] = ex.scope;
  j["explain_stats"] = {{"sat_calls", ex.sat_calls}, {"seconds", ex.seconds}, {"stopped", ex.stopped}};
}

Grid explanation_picture(const Puzzle& p, const Grid& solution, const Explanation& ex, picture::SvgOptions& opt,
                         std::vector<uint64_t>& masks) {
  if (ex.clash_done) {
    for (const CellValue& cv : ex.clash) opt.outline.push_back(cv.cell);
    for (const Clue& c : ex.clashing_clues) opt.outline.insert(opt.outline.end(), c.cells.begin(), c.cells.end());
    return p.givens();
  }
  if (ex.backbone && !ex.open.empty()) {
    Grid shown(p.givens().rows, p.givens().cols);
    for (const CellValue& cv : ex.fixed) shown.cells[static_cast<size_t>(cv.cell)] = cv.value;
    masks.assign(shown.cells.size(), 0);
    for (const CellValues& cv : ex.open) {
      opt.tint.push_back(cv.cell);
      for (int v : cv.values)
        if (v >= 1 && v <= 64) masks[static_cast<size_t>(cv.cell)] |= uint64_t{1} << (v - 1);
    }
    opt.candidates = &masks;
    for (const CellValue& cv : ex.repair) {
      opt.added.emplace_back(cv.cell, cv.value);
      masks[static_cast<size_t>(cv.cell)] = 0;  // the repair's value instead of the pencil marks
    }
    for (const GivenChange& g : ex.change) opt.outline.push_back(g.cell);  // the given to change
    return shown;
  }
  for (const CellValue& cv : ex.removable_together) opt.tint.push_back(cv.cell);
  for (const Clue& c : ex.removable_clues_together) opt.tint.insert(opt.tint.end(), c.cells.begin(), c.cells.end());
  return solution;
}

std::string explanation_text(const Puzzle& p, const Explanation& ex) {
  std::ostringstream o;
  if (ex.backbone && !ex.open.empty()) {
    o << "fixed in every solution: " << ex.fixed.size() << " of " << ex.fixed.size() + ex.open.size()
      << " cells; open: " << ex.open.size() << " cells\n";
    for (const CellValues& cv : ex.open) {
      o << "  " << cell_name(p, cv.cell) << ":";
      for (int v : cv.values) o << ' ' << p.symbol(v);
      o << '\n';
    }
  }
  if (ex.repaired)
    o << "repair: " << ex.repair.size() << " given" << (ex.repair.size() == 1 ? "" : "s")
      << (ex.repair_proved_smallest ? " (proved smallest):" : " (found, not proved smallest):")
      << values_text(p, ex.repair, true) << '\n';
  if (ex.change_done) {
    o << "repair by a change: ";
    // Every other value of every given was ruled out: most by the samples of solutions, the
    // rest (change_tried) by a count of their own; "0 tried" read as if none was.
    if (ex.change.empty())
      o << "none (every other value of every given leaves more or no solutions: "
        << (ex.change_tried == 0 ? std::string("each ruled out by the solutions sampled")
                                 : std::to_string(ex.change_tried) + " counted alone, the others ruled out by the solutions sampled")
        << ")\n";
    for (const GivenChange& g : ex.change)
      o << cell_name(p, g.cell) << " " << p.symbol(g.old_value) << " -> " << p.symbol(g.new_value)
        << " (one given changed: the smallest change)\n";
  }
  if (ex.redundant_done && ex.givens_apply) {
    o << "redundant givens (each alone): " << ex.redundant.size() << '\n';
    for (const RedundantGiven& r : ex.redundant)
      o << "  " << cell_name(p, r.cell) << "=" << p.symbol(r.value) << cost_text(r.conflicts, r.seconds) << '\n';
    o << "removable together: " << ex.removable_together.size() << ":" << values_text(p, ex.removable_together, true)
      << '\n';
  }
  if (ex.redundant_done && ex.clues_apply) {
    o << "redundant clues (each alone): " << ex.redundant_clues.size() << '\n';
    for (const RedundantClue& r : ex.redundant_clues)
      o << "  " << clue_name(r.clue) << cost_text(r.conflicts, r.seconds) << '\n';
    o << "clues removable together: " << ex.removable_clues_together.size() << ":"
      << clues_text(ex.removable_clues_together, false) << '\n';
  }
  if (ex.clash_done) {
    const size_t n = ex.clash.size() + ex.clashing_clues.size();
    const std::string what = ex.clashing_clues.empty() ? "givens" : ex.clash.empty() ? "clues" : "givens and clues";
    o << (n == 0 ? std::string("clash: the rules alone have no solution")
                 : "clashing " + what + " (" + std::to_string(n) + ", every proper subset has a solution):" +
                       values_text(p, ex.clash, true) + clues_text(ex.clashing_clues, !ex.clash.empty()))
      << '\n';
  }
  if (!ex.scope.empty()) o << "note: " << ex.scope << '\n';
  return o.str();
}

}  // namespace gridsat::cli
