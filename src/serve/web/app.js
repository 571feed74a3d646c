// gridsat serve's page: the same JSON API that scripts call (README.md, "Serving").
"use strict";
const $ = (id) => document.getElementById(id);
let families = [];

// POST /v1/ENDPOINT with a JSON body: the answer, with its HTTP status as `http` (the workbench's
// calls too, workbench.js).
async function api(endpoint, body, signal) {
  const res = await fetch("/v1/" + endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  let answer;
  try {
    answer = await res.json();
  } catch (e) {
    answer = { error: "HTTP " + res.status };
  }
  answer.http = res.status;
  return answer;
}

function call(endpoint, options) {
  const body = { puzzle: $("puzzle").value, type: $("type").value };
  if (options) body.options = options;
  return api(endpoint, body);
}

function clear() {
  $("error").hidden = true;
  $("error").textContent = "";
  $("result").textContent = "";
  $("picture").innerHTML = "";
  $("steps").hidden = true;
  $("steps").removeAttribute("srcdoc");
}

// Errors with their line: "puzzle:3: ..." selects line 3 of the text.
function showError(answer) {
  const lines = [];
  if (answer.error) lines.push(answer.error);
  for (const r of answer.records || []) if (r.status === "error") lines.push(r.message);
  if (!lines.length && answer.http === 504) lines.push("time limit reached (the server's --time-limit)");
  if (!lines.length && answer.http === 429) lines.push("the server is busy: try again");
  if (!lines.length) return false;
  $("error").textContent = [...new Set(lines)].join("\n");
  $("error").hidden = false;
  const m = /puzzle:(\d+):/.exec(lines.join("\n"));
  if (m) selectLine(Number(m[1]));
  return true;
}

function selectLine(n) {
  const text = $("puzzle").value;
  let start = 0;
  for (let i = 1; i < n && start >= 0; i++) start = text.indexOf("\n", start) + 1;
  if (start < 0) return;
  let end = text.indexOf("\n", start);
  if (end < 0) end = text.length;
  $("puzzle").focus();
  $("puzzle").setSelectionRange(start, end);
}

function say(text, cls) {
  const span = document.createElement("span");
  span.textContent = text;
  if (cls) span.className = cls;
  $("result").appendChild(span);
  $("result").appendChild(document.createTextNode("\n"));
}

function draw(svg) {
  $("picture").innerHTML = svg || "";
}

async function busy(work) {
  const buttons = document.querySelectorAll("button");
  buttons.forEach((b) => (b.disabled = true));
  clear();
  try {
    await work();
  } catch (e) {
    showError({ error: String(e) });
  } finally {
    buttons.forEach((b) => (b.disabled = false));
  }
}

async function solve() {
  const a = await call("picture");
  if (a.svg) draw(a.svg);
  if (a.exit === 0) say("solved (verified by the checker)", "solved");
  else if (a.exit === 1) say("no solution", "unsat");
  if (!a.svg) await listRecords(await call("solve"));
  else showError(a);
}

async function listRecords(a) {
  if (!showError(a) && a.records && a.records.length > 1) say(a.records.length + " puzzles");
}

async function unique() {
  const a = await call("count", { limit: 2 });
  if (showError(a) && !(a.records || []).some((r) => r.status !== "error")) return;
  for (const r of a.records || []) {
    if (r.status === "error") continue;
    const where = a.records.length > 1 ? "line " + r.line + ": " : "";
    say(where + r.verdict + (r.count !== undefined ? " (" + r.count + (r.complete ? "" : "+") + " found)" : ""), r.verdict);
  }
  if ((a.records || []).length === 1) {
    const p = await call("count", { limit: 2, format: "svg" });
    if (p.svg) draw(p.svg);
  }
}

async function explain() {
  const a = await call("explain", { format: "html" });
  if (a.html) {
    $("steps").srcdoc = a.html;
    $("steps").hidden = false;
    say(a.exit === 0 ? "solved step by step" : "the steps get stuck (the pencil marks where they stop are shown)",
        a.exit === 0 ? "solved" : "multiple");
  }
  showError(a);
}

async function grade() {
  const a = await call("grade");
  if (showError(a)) return;
  for (const r of a.records || [])
    say((a.records.length > 1 ? "line " + r.line + ": " : "") + r.level + " (score " + r.score + ", hardest: " +
        (r.hardest || "-") + ", " + r.steps + " steps)", "solved");
  const p = await call("picture");
  if (p.svg) draw(p.svg);
}

async function loadFamilies() {
  const res = await fetch("/v1/families");
  families = (await res.json()).families;
  for (const f of families) {
    const o = document.createElement("option");
    o.value = f.name;
    o.textContent = f.name;
    $("type").appendChild(o);
  }
}

function example() {
  const name = $("type").value === "auto" ? "sudoku" : $("type").value;
  const f = families.find((x) => x.name === name);
  if (f && f.example) $("puzzle").value = f.example;
}

function dropFiles() {
  const t = $("puzzle");
  t.addEventListener("dragover", (e) => {
    e.preventDefault();
    t.classList.add("drop");
  });
  t.addEventListener("dragleave", () => t.classList.remove("drop"));
  t.addEventListener("drop", async (e) => {
    e.preventDefault();
    t.classList.remove("drop");
    const file = e.dataTransfer.files[0];
    if (file) t.value = await file.text();
  });
}

$("solve").addEventListener("click", () => busy(solve));
$("unique").addEventListener("click", () => busy(unique));
$("explain").addEventListener("click", () => busy(explain));
$("grade").addEventListener("click", () => busy(grade));
$("example").addEventListener("click", example);
dropFiles();
loadFamilies().catch((e) => showError({ error: "cannot read /v1/families: " + e }));
