// The walkthrough and the grade beside the verdict: POST /v1/explain's steps, one at a time
// (next / previous / all), each step's rule in #walk-text, its cells marked `hint`, the values
// deduced up to it drawn in the cells (class `walked`); POST /v1/grade's level once the
// analysis says unique. Export: the puzzle's text, the solution's SVG and PNG (POST /v1/picture),
// the puzzle's own (POST /v1/unsolved), its sgt game ID (POST /v1/sgt) and PDF sheet (POST
// /v1/sheet). Play mode (#play-mode): clicks and keys enter the solver's answer in a layer of
// its own (class `entered`, `data-entered`), never the clues; #play-check compares it with POST
// /v1/solve's solution and marks wrong cells `wrong`.
"use strict";

const Play = { steps: [], at: 0, text: "", gradeFor: "", answer: new Map() };

async function playSteps() {
  const text = Grid.text();
  if (Play.text === text && Play.steps.length) return true;
  $("walk-text").textContent = "…";
  const a = await api("explain", { puzzle: text, type: Grid.genre.name, options: { "time-limit": TIME_LIMIT_S } });
  Play.steps = (a.records || []).filter((r) => r.step !== undefined);
  Play.text = text;
  Play.at = 0;
  if (!Play.steps.length) {
    const err = (a.records || []).find((r) => r.status === "error");
    $("walk-text").textContent = a.error || (err && err.message) || "no step: nothing follows from the clues by the rules gridsat explains";
  }
  return Play.steps.length > 0;
}

// Steps 1..k drawn: the values they placed in the empty cells, step k's cells marked.
function playWalkTo(k) {
  Play.at = Math.max(1, Math.min(k, Play.steps.length));
  marks("hint");
  marks("walked");
  document.querySelectorAll("#grid .cell").forEach((el) => {
    if (el.dataset.value === Grid.empty()) el.querySelector(".f").textContent = "";
  });
  for (const s of Play.steps.slice(0, Play.at))
    for (const [r, c, v] of s.placements || []) {
      const el = Grid.cell(r - 1, c - 1);
      if (!el || Grid.cells[r - 1][c - 1] !== Grid.empty()) continue;
      el.classList.add("walked");
      Grid.put(el.querySelector(".f"), answerToken(v) ?? Grid.shown(v) ?? v);
    }
  const step = Play.steps[Play.at - 1];
  mark(step.cells, "hint");
  mark((step.placements || []).map(([r, c]) => [r, c]), "hint");
  $("walk-text").textContent = "step " + step.step + " of " + Play.steps.length + ": " + step.text;
}

async function playWalk(delta) {
  if (Grid.text() !== Play.text) Play.steps = [];
  if (!(await playSteps())) return;
  playWalkTo(delta === Infinity ? Play.steps.length : Play.at + delta);
  if (delta === Infinity) $("walk-text").textContent = Play.steps.map((s) => "step " + s.step + ": " + s.text).join("\n");
}

// The grade of a unique grid, asked once per grid.
async function playGrade(verdict) {
  const text = Grid.text();
  if (verdict !== "unique") return ($("grade-level").textContent = "", (Play.gradeFor = ""));
  if (Play.gradeFor === text) return;
  Play.gradeFor = text;
  const a = await api("grade", { puzzle: text, type: Grid.genre.name, options: { "time-limit": TIME_LIMIT_S } });
  const rec = (a.records || [])[0] || {};
  // stuck: the human-style techniques stop after `steps` (the hardest of those is not the grade's reason)
  const why = rec.status === "stuck" ? " (its techniques stop after " + rec.steps + " steps)" : rec.hardest ? " (hardest: " + rec.hardest + ")" : "";
  if (Grid.text() === text) $("grade-level").textContent = rec.level ? "grade: " + rec.level + why : "";
}

// A download from a data: URL (the page asks nothing but its own server).
function playDownload(name, type, text) {
  const a = document.createElement("a");
  a.href = text.startsWith("data:") ? text : "data:" + type + ";charset=utf-8," + encodeURIComponent(text);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

// The PNG of an SVG: drawn on a white canvas at the SVG's own size.
async function playPng(svg) {
  const img = new Image();
  img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = img.naturalWidth || 600;
  canvas.height = img.naturalHeight || 600;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0);
  return canvas.toDataURL("image/png");
}

// kind: text, svg / png (the solution: POST /v1/picture), puzzle-svg / puzzle-png (the puzzle
// as set: POST /v1/unsolved), sgt (POST /v1/sgt, into #sgt-id), pdf (POST /v1/sheet).
async function playExport(kind) {
  const g = Grid.genre, text = Grid.text();
  if (kind === "text") return playDownload(g.name + ".txt", "text/plain", text + "\n");
  if (kind === "sgt") return playSgt(g, text);
  if (kind === "pdf") return playSheet(g, text);
  const solved = !kind.startsWith("puzzle-");
  const a = solved ? await api("picture", { puzzle: text, type: g.name, options: { "time-limit": TIME_LIMIT_S } })
                   : await api("unsolved", { puzzle: text, type: g.name });
  if (!a.svg) return message(a.error || "no picture (no solution?)");
  const name = g.name + (solved ? "-solution" : "-puzzle");
  if (kind.endsWith("svg")) return playDownload(name + ".svg", "image/svg+xml", a.svg);
  playDownload(name + ".png", "image/png", await playPng(a.svg));
}

// The sgt game ID, where the genre's registration has the form (GET /v1/genres' "sgt").
async function playSgt(g, text) {
  $("sgt-id").value = "";
  if (!g.sgt) return message(g.name + " has no Simon Tatham's Puzzles game ID");
  const a = await api("sgt", { puzzle: text, type: g.name });
  if (!a.sgt) return message(a.error || "no sgt game ID");
  $("sgt-id").value = a.sgt;
}

// gridsat sheet's PDF of the puzzle, downloaded; the server's error JSON in #message.
async function playSheet(g, text) {
  $("export-pdf").disabled = true;
  try {
    const res = await fetch("/v1/sheet", { method: "POST", headers: { "Content-Type": "application/json" },
                                           body: JSON.stringify({ puzzle: text, type: g.name }) });
    if (!res.ok || !(res.headers.get("Content-Type") || "").startsWith("application/pdf")) {
      const a = await res.json().catch(() => ({ error: "HTTP " + res.status }));
      return message("PDF sheet: " + (a.error || "HTTP " + res.status));
    }
    const blob = await res.blob();
    const url = await new Promise((done) => {
      const r = new FileReader();
      r.onload = () => done(r.result);
      r.readAsDataURL(blob);
    });
    playDownload(g.name + "-sheet.pdf", "application/pdf", url);
  } finally {
    $("export-pdf").disabled = false;
  }
}

function playShown(r, c) {
  const el = Grid.cell(r, c);
  let p = el.querySelector(".p");
  if (!p) (p = document.createElement("span")), (p.className = "p"), el.appendChild(p);
  const v = Play.answer.get(r + "," + c);
  el.classList.remove("wrong");
  el.classList.toggle("entered", v !== undefined);
  if (v === undefined) delete el.dataset.entered;
  else el.dataset.entered = v;
  Grid.put(p, v === undefined ? "" : answerToken(v) ?? Grid.shown(v) ?? (v === 1 ? "■" : v === 0 ? "·" : v));
}

function playEnter(r, c, v) {
  if (Grid.cells[r][c] !== Grid.empty()) return;  // a clue: play mode never edits it
  if (v === undefined) Play.answer.delete(r + "," + c);
  else Play.answer.set(r + "," + c, v);
  $("play-result").textContent = "";
  playShown(r, c);
}

// Play mode's input, ahead of the editor's (capture phase): a click cycles empty -> 1 -> 0
// (shaded or a bulb, then a dot; right click backwards) where the genre's answers are not
// digits; digits are typed; Backspace clears.
function playInput() {
  const playing = () => $("play-mode").checked;
  $("grid").addEventListener("pointerdown", (e) => {
    if (!playing()) return;
    e.stopImmediatePropagation();
    e.preventDefault();
    const el = e.target.closest && e.target.closest(".cell");
    if (!el) return;
    const r = Number(el.dataset.row), c = Number(el.dataset.col);
    $("grid").focus();
    Grid.select([r, c]);
    if (Grid.genre.edit.answers === "=") return;
    const cycle = [undefined, 1, 0];
    const k = cycle.indexOf(Play.answer.get(r + "," + c));
    playEnter(r, c, cycle[(k + (e.button === 2 ? 2 : 1)) % 3]);
  }, true);
  document.addEventListener("keydown", (e) => {
    if (!playing() || e.target !== $("grid") || !Grid.selected) return;
    const [r, c] = Grid.selected;
    if (/^[0-9]$/.test(e.key)) playEnter(r, c, Number(e.key));
    else if (e.key === "Backspace" || e.key === "Delete" || e.key === " ") playEnter(r, c, undefined);
    else if (e.key.startsWith("Arrow")) return;  // the editor moves the selection
    else if (!(e.ctrlKey || e.metaKey)) return;
    e.stopImmediatePropagation();
    e.preventDefault();
  }, true);
  $("play-mode").addEventListener("change", () => {
    document.body.classList.toggle("playing", playing());
    Play.answer.clear();
    document.querySelectorAll("#grid .cell").forEach((el) => playShown(Number(el.dataset.row), Number(el.dataset.col)));
    $("play-result").textContent = "";
  });
  $("play-check").addEventListener("click", () => playCheck().catch((e) => message(String(e))));
}

async function playCheck() {
  const a = await api("solve", { puzzle: Grid.text(), type: Grid.genre.name, options: { "time-limit": TIME_LIMIT_S } });
  const sol = ((a.records || [])[0] || {}).grid;
  if (!sol) return ($("play-result").textContent = "no solution to check against: " + (a.error || "none"));
  let wrong = 0, missing = 0;
  for (let r = 0; r < Grid.rows; r++)
    for (let c = 0; c < Grid.cols; c++) {
      if (Grid.cells[r][c] !== Grid.empty()) continue;
      const v = Play.answer.get(r + "," + c), want = sol[r][c];
      if (v !== undefined && v !== want) wrong++, Grid.cell(r, c).classList.add("wrong");
      else if (v === undefined && want !== 0) missing++;
    }
  $("play-result").textContent = wrong ? wrong + " wrong (marked)" : missing ? "right so far; " + missing + " cells to go" : "solved";
}

function playStart() {
  playInput();
  const guard = (f) => () => f().catch((e) => message(String(e)));
  $("walk-prev").addEventListener("click", guard(() => playWalk(-1)));
  $("walk-next").addEventListener("click", guard(() => playWalk(1)));
  $("walk-all").addEventListener("click", guard(() => playWalk(Infinity)));
  for (const kind of ["text", "svg", "png", "puzzle-svg", "puzzle-png", "sgt", "pdf"]) $("export-" + kind).addEventListener("click", guard(() => playExport(kind)));
}
playStart();
