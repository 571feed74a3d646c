// The workbench: the genre picker, live analysis of the grid while it is edited (POST /v1/count
// with explain: the verdict, the ambiguity map, repairs, unneeded and clashing clues), hints
// (POST /v1/explain's first step), generate (POST /v1/generate, then POST /v1/cells), the share
// URL (POST /v1/solve's puzz.link URL) and opening ?p=, ?id= or ?genre=&text= (POST /v1/cells).
// Each edit aborts the analysis under way (AbortController): the server stops its solver.
"use strict";

const Bench = { genres: [], controller: null, timer: 0, started: 0, tick: 0, analysis: null, openError: "" };
const ANALYSE_AFTER_MS = 200;  // debounce: typing a run of digits asks once
const TIME_LIMIT_S = 20;       // a count --explain past this says unknown

function message(text) {
  $("message").textContent = text || "";
  $("message").hidden = !text;
}

function marks(cls) {
  document.querySelectorAll("#grid ." + cls).forEach((e) => e.classList.remove(cls));
}
function mark(cells, cls) {
  for (const [r, c] of cells || []) Grid.cell(r - 1, c - 1)?.classList.add(cls);
}

// A clue group over one whole row or column whose clue stands outside the grid (a frame slot:
// Nonogram's runs, Tilepaint's counts) is marked on that slot, where it is the only slot of its
// row or column or its label names the side ("left of row 2", "above column 3"); any other
// group on its cells.
function markClue(clue, cls) {
  const cells = clue.cells || [];
  const rows = new Set(cells.map(([r]) => r)), cols = new Set(cells.map(([, c]) => c));
  let slots = [];
  if (rows.size === 1 && cells.length === Grid.cols) slots = [["left", [...rows][0] - 1], ["right", [...rows][0] - 1]];
  else if (cols.size === 1 && cells.length === Grid.rows) slots = [["top", [...cols][0] - 1], ["bottom", [...cols][0] - 1]];
  const named = /\bleft of\b/.test(clue.label) ? "left" : /\bright of\b/.test(clue.label) ? "right"
              : /\babove\b/.test(clue.label) ? "top" : /\bbelow\b/.test(clue.label) ? "bottom" : null;
  const els = slots.filter(([side]) => !named || side === named).map(([side, i]) => Frame.clue(side, i)).filter(Boolean);
  if (els.length === 1) els[0].classList.add(cls);  // the one slot it can be (two: which one is not known)
  else mark(cells, cls);
}

function setVerdict(v) {
  $("verdict").textContent = v;
  $("verdict").className = v;
}

function working(on) {
  document.body.dataset.state = on ? "busy" : "idle";
  clearInterval(Bench.tick);
  $("progress").textContent = "";
  if (!on) return;
  Bench.started = performance.now();
  const show = () => ($("progress").textContent = "analysing… " + ((performance.now() - Bench.started) / 1000).toFixed(1) + " s");
  show();
  Bench.tick = setInterval(show, 100);
}

// A repair's given as the editor's token (Family::edit.answers), or null.
function answerToken(v) {
  const a = Grid.genre.edit.answers;
  if (a === "=") return String(v);
  return a && a[String(v)] !== undefined ? a[String(v)] : null;
}

function clearAnalysis() {
  for (const cls of ["open", "fixed", "on", "redundant", "clash", "hint", "walked"]) marks(cls);
  document.querySelectorAll("#grid .f").forEach((f) => (f.textContent = ""));
  $("repairs").innerHTML = "";
  $("detail").textContent = "";
  $("hint-text").textContent = "";
  $("drawn").innerHTML = "";
  document.querySelectorAll("#grid svg.links").forEach((s) => s.remove());
}

// The links of a unique solution that its record lists between cells, drawn over the grid from
// cell centre to cell centre: `bridges` [r1, c1, r2, c2, count] as that many parallel lines,
// `dominoes` [r1, c1, r2, c2] as a rounded outline around the two cells (0-based). True when
// something was drawn. (`edges` are not drawn: a loop through cells and a loop along the
// cells' sides both say `edges`, and the record does not tell which.)
function drawLinks(rec) {
  const links = (rec.bridges || []).concat((rec.dominoes || []).map(([r1, c1, r2, c2]) => [r1, c1, r2, c2, 0]));
  const grid = $("grid");
  if (!links.length || !grid) return false;
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("class", "links");
  svg.setAttribute("width", grid.scrollWidth);
  svg.setAttribute("height", grid.scrollHeight);
  const add = (name, attrs) => {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    svg.appendChild(e);
  };
  for (const [r1, c1, r2, c2, n] of links) {
    const a = Grid.cell(r1, c1), b = Grid.cell(r2, c2);
    if (!a || !b) continue;
    const s = a.offsetWidth;
    const ax = a.offsetLeft + s / 2, ay = a.offsetTop + s / 2, bx = b.offsetLeft + s / 2, by = b.offsetTop + s / 2;
    if (n === 0) {
      const m = s * 0.42;
      add("rect", { x: Math.min(ax, bx) - m, y: Math.min(ay, by) - m, width: Math.abs(ax - bx) + 2 * m,
                    height: Math.abs(ay - by) + 2 * m, rx: s * 0.2, class: "domino" });
      continue;
    }
    const len = Math.hypot(bx - ax, by - ay) || 1, ux = (bx - ax) / len, uy = (by - ay) / len, cut = s * 0.36;
    for (let k = 0; k < n; k++) {
      const off = (k - (n - 1) / 2) * Math.max(4, s * 0.14);
      add("line", { x1: ax + ux * cut - uy * off, y1: ay + uy * cut + ux * off,
                    x2: bx - ux * cut - uy * off, y2: by - uy * cut + ux * off, class: "bridge" });
    }
  }
  grid.appendChild(svg);
  return true;
}

function schedule() {
  if (Bench.controller) Bench.controller.abort();  // the old grid's answer is worth nothing now
  clearTimeout(Bench.timer);
  updateShare();
  if (!$("live").checked) return;
  working(true);
  Bench.timer = setTimeout(analyse, ANALYSE_AFTER_MS);
}

// Two requests: first what the setter needs while editing (verdict, map, unneeded clues, clash:
// --no-repair, a few ms), shown at once; then, for a multiple grid, the repairs (the same
// analysis with them, tens of ms). The page stays busy until the second; an edit aborts either.
async function analyse() {
  if (Bench.controller) Bench.controller.abort();
  const controller = (Bench.controller = new AbortController());
  working(true);
  const ask = async (options) => {
    try {
      return await api("count", { puzzle: Grid.text(), type: Grid.genre.name,
                                  options: { explain: true, redundant: true, ...options, "time-limit": TIME_LIMIT_S } }, controller.signal);
    } catch (e) {
      return controller.signal.aborted ? null : { error: String(e) };  // null: a newer edit took over
    }
  };
  let a = await ask({ "no-repair": true });
  if (!a || controller !== Bench.controller) return;
  if (((a.records || [])[0] || {}).verdict === "multiple") {
    show(a, true);
    a = await ask({});
    if (!a || controller !== Bench.controller) return;
  }
  Bench.controller = null;
  working(false);
  show(a);
}

function repairButton(label, title, apply) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.title = title;
  if (apply) b.addEventListener("click", apply);
  else b.disabled = true;
  $("repairs").appendChild(b);
}

// Long: one analysis record drawn over the grid and listed beside it.
function show(a, repairsToCome) {
  clearAnalysis();
  const rec = (a.records || [])[0];
  if (!rec || rec.status === "error" || a.error) {
    setVerdict("unknown");
    message((rec && rec.message) || a.error || "no answer (HTTP " + a.http + ")");
    return;
  }
  message(Bench.openError);  // a refused ?id= or ?p= stays said until the setter edits
  const verdict = ["none", "unique", "multiple"].includes(rec.verdict) ? rec.verdict : "unknown";
  setVerdict(verdict);
  Bench.analysis = rec;
  if (typeof playGrade === "function") playGrade(verdict).catch(() => {});
  const linked = verdict === "unique" && drawLinks(rec);  // bridges or dominoes drawn: no cell codes
  const reg = Grid.genre.edit.regions;
  const clues = !!(reg && reg.clue === "list");  // a cell's token is its region's clue (Keen, Killer), not a value
  for (const [r, c, v] of rec.fixed || []) {
    const el = Grid.cell(r - 1, c - 1);
    if (!el) continue;
    el.classList.add("fixed");
    if (linked) continue;
    const t = answerToken(v) ?? Grid.shown(v);  // a value the editor can give or the genre draws, else 1 shaded faintly, 0 a dot
    if (Grid.cells[r - 1][c - 1] !== Grid.empty() && !clues) {  // a given: only its shading (Hitori's shaded numbers)
      if (t === null && v === 1) el.classList.add("on");
      continue;
    }
    if (t === null && v === 1) el.classList.add("on");
    Grid.put(el.querySelector(".f"), t ?? (v === 0 ? "·" : v === 1 ? "" : v));
  }
  mark((rec.open || []).map(([r, c]) => [r, c]), "open");
  mark(rec.redundant, "redundant");
  for (const clue of rec.redundant_clues || []) markClue(clue, "redundant");
  mark(rec.clash, "clash");
  for (const clue of rec.clashing_clues || []) markClue(clue, "clash");
  const lines = [];
  if (verdict === "multiple") lines.push((rec.open || []).length + " open cells; " + (repairsToCome ? "proposing repairs…" : "a repair of " + (rec.repair || []).length + " givens:"));
  const unneeded = (rec.redundant || []).length + (rec.redundant_clues || []).length;
  if (verdict === "unique" && (rec.redundant || rec.redundant_clues)) lines.push(unneeded + " unneeded clues (each alone; outlined)");
  if (verdict === "none") {
    lines.push("no solution");
    message("no solution: the clues marked in red clash" + ((rec.clash || []).length + (rec.clashing_clues || []).length ? "" : " (the rules alone)"));
  }
  if (verdict === "unknown") lines.push("stopped: " + (rec.stopped_by || "time limit"));
  if (rec.explain_scope && !repairsToCome) lines.push(rec.explain_scope);
  $("detail").textContent = lines.join("\n");
  for (const [r, c, v] of rec.repair || []) {
    const t = answerToken(v);
    repairButton(`r${r}c${c}=${t ?? v}`, "add this given", t === null ? null : () => {
      Grid.remember();
      Grid.set(r - 1, c - 1, t);
    });
  }
  for (const [r, c, from, to] of rec.repair_change || []) {
    const t = answerToken(to);
    repairButton(`r${r}c${c}: ${from}→${t ?? to}`, "change this given", t === null ? null : () => {
      Grid.remember();
      Grid.set(r - 1, c - 1, t);
    });
  }
}

async function hint() {
  marks("hint");
  $("hint-text").textContent = "…";
  const a = await api("explain", { puzzle: Grid.text(), type: Grid.genre.name, options: { "time-limit": TIME_LIMIT_S } });
  const step = (a.records || []).find((r) => r.step !== undefined);
  if (!step) {
    const err = (a.records || []).find((r) => r.status === "error");
    $("hint-text").textContent = a.error || (err && err.message) || "no step: nothing follows from the clues by the rules gridsat explains";
    return;
  }
  $("hint-text").textContent = "step " + step.step + ": " + step.text;
  mark(step.cells, "hint");
  mark((step.placements || []).map(([r, c]) => [r, c]), "hint");
}

async function solution() {
  const a = await api("count", { puzzle: Grid.text(), type: Grid.genre.name, options: { limit: 2, format: "svg", "time-limit": TIME_LIMIT_S } });
  $("drawn").innerHTML = a.svg || "";
  if (!a.svg) message(a.error || "no picture");
}

async function load(text, type) {
  const a = await api("cells", { puzzle: text, type: type || "auto" });
  if (a.error) return message(a.error), false;
  const g = Bench.genres.find((x) => x.name === a.type);
  $("genre").value = g.name;
  $("rows").value = a.rows;
  $("cols").value = a.cols;
  Grid.reset(g, a.rows, a.cols, a.cells, a.frame, a.marks);
  Grid.wall(a.walls);
  Bench.openError = "";
  Regions.opened(a);
  Tail.opened(a);
  describeKeys();
  schedule();
  return true;
}

async function generate() {
  message("");
  const g = Grid.genre;
  if (!g.generate) return message("gridsat generate makes no " + g.name);
  $("progress").textContent = "generating…";
  const seed = $("seed").value === "" ? Math.floor(Math.random() * 1e9) : Number($("seed").value);
  const a = await api("generate", { type: g.name, options: { size: Number($("rows").value), seed, "time-limit": 30 } });
  const rec = (a.records || []).find((r) => r.puzzle);
  $("progress").textContent = "";
  if (!rec) return message(a.error || ((a.records || [])[0] || {}).message || "generate made nothing");
  await load(rec.puzzle, g.name);
}

async function updateShare() {
  const g = Grid.genre;
  const text = Grid.text();
  let share = location.origin + "/?genre=" + encodeURIComponent(g.name) + "&text=" + encodeURIComponent(text);
  if (g.url) {
    const a = await api("solve", { puzzle: text, type: g.name, options: { format: "url", "time-limit": 5 } });
    const url = (a.text || "").trim();
    if (url.startsWith("https://puzz.link/p?")) share = location.origin + "/?p=" + url.slice("https://puzz.link/p?".length);
  }
  if (text === Grid.text()) $("share-url").value = share;
}

function newGrid() {
  const g = Bench.genres.find((x) => x.name === $("genre").value);
  let rows = Number($("rows").value), cols = g.edit.square ? rows : Number($("cols").value);
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1 || rows > 60 || cols > 60)
    return message("the size must be 1 to 60 cells a side, not " + $("rows").value + "x" + $("cols").value);
  message("");
  Bench.openError = "";
  $("cols").value = cols;
  Grid.reset(g, rows, cols);
  describeKeys();
  schedule();
  api("cells", { puzzle: Grid.text(), type: g.name }).then((a) => Grid.wall(a.walls)).catch(() => {});
}

function describeKeys() {
  const e = Grid.genre.edit;
  $("cols").disabled = e.square;
  const parts = [];
  if (e.tokens.length > 1) parts.push("click: " + e.tokens.join(" → ") + " (right click back, drag paints)");
  else parts.push("click a cell to select it");
  if (e.keys) parts.push("type " + e.keys.split("").join(" ") + (e.largest ? " (up to " + Grid.largest() + ")" : ""));
  parts.push("Backspace clears; arrows move; Ctrl+Z / Ctrl+Y undo and redo");
  $("keys").textContent = parts.join("; ");
}

async function start() {
  const res = await fetch("/v1/genres");
  Bench.genres = (await res.json()).genres;
  for (const g of Bench.genres) {
    const o = document.createElement("option");
    o.value = g.name;
    o.textContent = g.edit ? g.name : g.name + " (open from a URL or text)";
    o.disabled = !g.edit;
    $("genre").appendChild(o);
  }
  Grid.onchange = () => {
    Bench.openError = "";
    schedule();
  };
  gridInput();
  $("genre").addEventListener("change", () => {
    const g = Bench.genres.find((x) => x.name === $("genre").value);
    $("rows").value = $("cols").value = g.size;
    newGrid();
  });
  $("new").addEventListener("click", newGrid);
  $("rows").addEventListener("change", newGrid);
  $("cols").addEventListener("change", newGrid);
  $("generate").addEventListener("click", () => generate().catch((e) => message(String(e))));
  $("hint").addEventListener("click", () => hint().catch((e) => message(String(e))));
  $("solution").addEventListener("click", () => solution().catch((e) => message(String(e))));
  $("undo").addEventListener("click", () => Grid.back(Grid.undo, Grid.redo));
  $("redo").addEventListener("click", () => Grid.back(Grid.redo, Grid.undo));
  $("live").addEventListener("change", schedule);
  $("open").addEventListener("click", () => load($("puzzle").value, $("type").value).catch((e) => message(String(e))));
  const q = new URLSearchParams(location.search);
  const first = q.get("p") ? ["https://puzz.link/p?" + q.get("p"), "auto"]
              : q.get("id") ? [q.get("id"), q.get("genre") || "auto"]
              : q.get("text") ? [q.get("text"), q.get("genre") || "auto"] : null;
  $("genre").value = q.get("genre") && !first ? q.get("genre") : "sudoku";
  $("rows").value = $("cols").value = Bench.genres.find((x) => x.name === $("genre").value)?.size || 9;
  if (!first || !(await load(first[0], first[1]))) {
    const why = $("message").textContent;
    newGrid();
    Bench.openError = why;  // the blank grid's analysis, when it comes, keeps it on show
    if (why) message(why);
  }
  document.body.dataset.ready = "1";
}

start().catch((e) => message("cannot start the workbench: " + e));
