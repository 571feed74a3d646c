#include "picture/page.hpp"

#include <nlohmann/json.hpp>
#include <sstream>

#include "picture/svg.hpp"

namespace gridsat::picture {

const char* const kStepKeys = R"(document.getElementById('prev').onclick = () => go(view - 1);
document.getElementById('next').onclick = () => go(view + 1);
document.addEventListener('keydown', e => {
  if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { go(view + 1); e.preventDefault(); }
  else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { go(view - 1); e.preventDefault(); }
  else if (e.key === 'Home') go(0); else if (e.key === 'End') go(K + 1);
});
)";

namespace {

using json = nlohmann::ordered_json;

// JSON inside <script>: "</" would end the element.
std::string script_json(const json& j) {
  std::string s = j.dump();
  for (size_t at = s.find("</"); at != std::string::npos; at = s.find("</", at + 3)) s.replace(at, 2, "<\\/");
  return s;
}

// A position as one string: per cell "=V" for a placed value, else its marks in hex.
std::string position_text(const Position& pos) {
  std::string s;
  char buf[24];
  for (size_t cell = 0; cell < pos.marks.size(); ++cell) {
    if (cell) s += ',';
    if (pos.grid.cells[cell]) s += "=" + std::to_string(pos.grid.cells[cell]);
    else {
      std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(pos.marks[cell]));
      s += buf;
    }
  }
  return s;
}

json step_data(const human::Step& st, int n) {
  json cells = json::array(), places = json::array(), elims = json::array();
  for (int c : st.cells) cells.push_back({c / n + 1, c % n + 1});
  for (const auto& x : st.placements) places.push_back({x.cell / n + 1, x.cell % n + 1, x.value});
  for (const auto& x : st.eliminations) elims.push_back({x.cell / n + 1, x.cell % n + 1, x.value});
  return json{{"technique", human::info(st.technique).label},
              {"text", st.text},
              {"houses", st.houses},
              {"cells", cells},
              {"placements", places},
              {"eliminations", elims}};
}

const char* const kExplainStyle = R"(
body{font-family:sans-serif;margin:16px;color:#222}
h1{font-size:18px;font-weight:normal;margin:0 0 12px}
#main{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
#board svg{width:min(80vh,90vw,720px);height:auto;display:block}
#side{flex:1;min-width:260px;max-width:520px}
#nav button{font-size:15px;padding:4px 12px}
#where{display:inline-block;min-width:110px;text-align:center}
#technique{font-weight:bold;margin:14px 0 4px;font-size:17px}
#text{font-size:16px;line-height:1.4}
#list{font-size:13px;max-height:50vh;overflow:auto;margin-top:16px;padding-left:36px}
#list li{cursor:pointer}#list li.now{background:#ffe680}
.help{color:#777;font-size:12px;margin-top:8px}
)";

const std::string kExplainScript =
    R"(
const D = JSON.parse(document.getElementById('data').textContent);
const NS = 'http://www.w3.org/2000/svg';
const svg = document.querySelector('#board svg');
const hl = document.createElementNS(NS, 'g'); hl.id = 'hl';
svg.insertBefore(hl, svg.querySelector('.paper').nextSibling);
const dyn = document.createElementNS(NS, 'g'); dyn.id = 'dyn'; svg.appendChild(dyn);
const K = D.steps.length, n = D.n;
const X = c => D.left + c * (D.cell + D.gap), Y = r => D.top + r * (D.cell + D.gap);
const positions = D.positions.map(p => p.split(',').map(t => t[0] === '=' ? {v: +t.slice(1)} : {m: BigInt('0x' + t)}));
let view = 0;
function el(parent, name, attrs, content) {
  const e = document.createElementNS(NS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (content !== undefined) e.textContent = content;
  parent.appendChild(e); return e;
}
function label(k) { return k === 0 ? 'start' : k <= K ? 'step ' + k + ' of ' + K : 'end'; }
function draw() {
  hl.replaceChildren(); dyn.replaceChildren();
  const pos = positions[view === 0 ? 0 : Math.min(view - 1, K)];
  const step = view >= 1 && view <= K ? D.steps[view - 1] : null;
  const key = (r, c, v) => r + ' ' + c + ' ' + v;
  const elim = new Set(), place = new Set();
  if (step) {
    // The houses the step looks at, tinted under its cells.
    for (const h of step.houses) {
      const m = /^(row|column|box) (\d+)$/.exec(h);
      if (!m) continue;
      const i = +m[2] - 1;
      let x = X(0), y = Y(0), w = X(n - 1) + D.cell - X(0), hh = Y(n - 1) + D.cell - Y(0);
      if (m[1] === 'row') { y = Y(i); hh = D.cell; }
      else if (m[1] === 'column') { x = X(i); w = D.cell; }
      else if (D.boxRows) {
        const per = n / D.boxCols, r0 = Math.floor(i / per) * D.boxRows, c0 = (i % per) * D.boxCols;
        x = X(c0); y = Y(r0); w = D.boxCols * D.cell; hh = D.boxRows * D.cell;
      } else continue;
      el(hl, 'rect', {class: 'house', x: x, y: y, width: w, height: hh, fill: '#e3ecfa'});
    }
    for (const [r, c] of step.cells)
      el(hl, 'rect', {class: 'hl', 'data-row': r, 'data-col': c, x: X(c - 1), y: Y(r - 1), width: D.cell, height: D.cell, fill: '#ffe680'});
    for (const [r, c, v] of step.eliminations) elim.add(key(r, c, v));
    for (const [r, c, v] of step.placements) place.add(key(r, c, v));
  }
  const vals = el(dyn, 'g', {'font-size': D.valueFont}), marks = el(dyn, 'g', {'font-size': D.markFont});
  const w = D.cell / D.markCols, h = D.cell / D.markRows;
  for (let cell = 0; cell < n * n; ++cell) {
    if (D.given[cell]) continue;
    const r = Math.floor(cell / n), c = cell % n, p = pos[cell];
    if (p.v) { el(vals, 'text', {class: 's', x: X(c) + D.cell / 2, y: Y(r) + D.cell / 2 + 0.35 * D.valueFont}, D.sym[p.v]); continue; }
    for (let v = 1; v <= n; ++v) {
      if (!((p.m >> BigInt(v - 1)) & 1n)) continue;
      const x = X(c) + w * ((v - 1) % D.markCols + 0.5), y = Y(r) + h * (Math.floor((v - 1) / D.markCols) + 0.5);
      const k = key(r + 1, c + 1, v);
      let cls = 'm';
      if (elim.has(k)) { cls = 'm elim'; el(marks, 'circle', {cx: x, cy: y, r: Math.min(w, h) * 0.45, fill: '#f5b7b1'}); }
      if (place.has(k)) { cls = 'm place'; el(marks, 'circle', {cx: x, cy: y, r: Math.min(w, h) * 0.45, fill: '#abebc6'}); }
      const t = el(marks, 'text', {class: cls, x: x, y: y + 0.35 * D.markFont, 'data-row': r + 1, 'data-col': c + 1, 'data-value': v}, D.sym[v]);
      if (cls === 'm elim') t.setAttribute('fill', '#c0392b');
      if (cls === 'm place') t.setAttribute('fill', '#1e8449');
    }
  }
  document.getElementById('where').textContent = label(view);
  document.getElementById('technique').textContent = step ? step.technique : view === 0 ? 'Start' : 'End';
  document.getElementById('text').textContent = step ? step.text + (step.houses.length ? ' \u2014 looking at ' + step.houses.join(', ') : '')
      : view === 0 ? 'The givens and the pencil marks they leave. ' + K + ' step' + (K === 1 ? '' : 's') + ' follow.' : D.end;
  document.getElementById('prev').disabled = view === 0;
  document.getElementById('next').disabled = view === K + 1;
  document.querySelectorAll('#list li').forEach((li, i) => li.classList.toggle('now', i + 1 === view));
  const now = document.querySelector('#list li.now');
  if (now && now.scrollIntoView) now.scrollIntoView({block: 'nearest'});
}
function go(v) {
  view = Math.max(0, Math.min(K + 1, v));
  if (location.hash !== '#step=' + view) history.replaceState(null, '', '#step=' + view);
  draw();
}
function fromHash() { const m = /step=(\d+)/.exec(location.hash); return m ? +m[1] : 0; }
const list = document.getElementById('list');
D.steps.forEach((s, i) => { const li = document.createElement('li'); li.textContent = s.text; li.onclick = () => go(i + 1); list.appendChild(li); });
)" + std::string(kStepKeys) +
    R"(window.addEventListener('hashchange', () => { if (fromHash() !== view) go(fromHash()); });
view = Math.max(0, Math.min(K + 1, fromHash()));
draw();
)";

}  // namespace

std::string explain_page(const Puzzle& p, const std::string& title, const std::vector<Position>& positions,
                         const std::vector<human::Step>& steps, const std::string& end_text) {
  const Grid& givens = p.givens();
  const Figure f = p.figure(givens);
  const Geometry g = geometry(p, f);
  const auto form = p.human_form();  // its boxes, for highlighting a box house
  const int box_rows = form ? form->box_rows : 0, box_cols = form ? form->box_cols : 0;
  json sym = json::array(), given = json::array(), pos = json::array(), st = json::array();
  for (int v = 0; v <= g.n; ++v) sym.push_back(std::to_string(p.symbol(v)));
  for (int v : givens.cells) given.push_back(v ? 1 : 0);
  for (const auto& x : positions) pos.push_back(position_text(x));
  for (const auto& x : steps) st.push_back(step_data(x, g.n));
  const json data{{"n", g.n},
                  {"cell", g.cell},
                  {"gap", g.gap},
                  {"left", g.left},
                  {"top", g.top},
                  {"markRows", g.mark_rows},
                  {"markCols", g.mark_cols},
                  {"valueFont", g.value_font},
                  {"markFont", g.mark_font},
                  {"boxRows", box_rows},
                  {"boxCols", box_cols},
                  {"sym", sym},
                  {"given", given},
                  {"positions", pos},
                  {"steps", st},
                  {"end", end_text}};
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << escape(title)
    << "</title>\n<style>" << kExplainStyle << "</style></head>\n<body>\n<h1>" << escape(title) << "</h1>\n"
    << "<div id=\"main\"><div id=\"board\">\n"
    << svg(p, givens) << "</div>\n<div id=\"side\">\n"
    << "<div id=\"nav\"><button id=\"prev\">&#9664; previous</button> <span id=\"where\"></span> "
    << "<button id=\"next\">next &#9654;</button></div>\n"
    << "<div class=\"help\">arrow keys: previous / next; the address #step=N opens step N</div>\n"
    << "<div id=\"technique\"></div><div id=\"text\"></div>\n<ol id=\"list\"></ol>\n</div></div>\n"
    << "<script type=\"application/json\" id=\"data\">" << script_json(data) << "</script>\n"
    << "<script>" << kExplainScript << "</script>\n</body></html>\n";
  return o.str();
}

}  // namespace gridsat::picture
