// gridsat serve's workbench frame (src/serve/web/frame.js: the clues outside the grid, Family::
// edit's outside and edge layer) in headless Chromium (Debian's chromium, puppeteer-core), as a
// setter uses it: a Towers (instances/towers/sample5.txt) and a Tents (instances/tents/sgt.txt)
// entered into an empty grid by clicks and keys, their frame clues included, are unique with
// the CLI's solution determined on every cell; Ctrl+Z takes a frame clue back. The puzzles'
// tokens come from POST /v1/cells of the instance (test data; the entry is clicks and keys).
// Screenshots of both editors and of a Signpost and a Yajilin opened from text go to DIR.
//   node workbench_frame_test.js GRIDSAT INSTANCES DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, instances, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });

async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.state === "idle" && document.querySelector("#verdict").textContent, { timeout: 30000 });
  return page.$eval("#verdict", (v) => v.textContent);
}

async function press(page, text) {
  for (const ch of text) await page.keyboard.press(ch);
}

// An empty grid of `genre`, rows x cols, then the instance's tokens clicked and typed in.
async function entered(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const a = await page.evaluate(async (t, g) => (await (await fetch("/v1/cells", { method: "POST", body: JSON.stringify({ puzzle: t, type: g }) })).json()), text, genre);
  check(a.cells && a.frame, genre + ": /v1/cells gives cells and a frame (" + Object.keys(a.frame || {}).join(" ") + ")");
  await page.select("#genre", genre);
  await page.$eval("#rows", (r, n) => ((r.value = n), r.dispatchEvent(new Event("change"))), String(a.rows));
  await page.$eval("#cols", (r, n) => ((r.value = n), r.dispatchEvent(new Event("change"))), String(a.cols));
  await page.waitForFunction((n) => document.querySelectorAll("#grid .cell").length === n, {}, a.rows * a.cols);
  const g = await page.evaluate((name) => Grid.genre.edit, genre);
  for (let r = 0; r < a.rows; r++)
    for (let c = 0; c < a.cols; c++) {
      const t = a.cells[r][c];
      if (t === g.tokens[0]) continue;
      const el = await page.$(`#grid .cell[data-row="${r}"][data-col="${c}"]`);
      await el.click();  // selects it; a shading token (Tents' T) is clicked on
      if (g.tokens.includes(t))
        for (let k = 1; k < g.tokens.length && (await page.evaluate((e) => e.dataset.value, el)) !== t; k++) await el.click();
      else await press(page, t);
    }
  let clues = 0;
  for (const [side, list] of Object.entries(a.frame))
    for (let i = 0; i < list.length; i++) {
      if (list[i] === ".") continue;
      await (await page.$(`#grid .clue[data-side="${side}"][data-index="${i}"]`)).click();
      await press(page, list[i]);
      clues++;
    }
  const cells = await page.$$eval("#grid .cell", (cs) => cs.map((c) => c.dataset.value));
  check(JSON.stringify(cells) === JSON.stringify(a.cells.flat()), genre + ": the clicked and typed cells hold the puzzle");
  const frame = await page.evaluate(() => Frame.sides);
  check(JSON.stringify(frame) === JSON.stringify(a.frame), genre + ": the typed frame holds its " + clues + " clues (data-side, data-index)");
  check((await settled(page)) === "unique", genre + " entered by clicks and keys is unique");
  const cli = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", genre, "-"], { input: text }).toString());
  const shown = await page.$$eval("#grid .cell", (cs) => cs.map((c) => c.querySelector(".f").textContent || c.dataset.value));
  // A determined empty cell shows its value as the editor's token (edit.answers: Towers' own
  // digit, Tents' 1 a tent 'A'), a 0 without one as a dot; a clue cell shows itself.
  const given = a.cells.flat();
  const solved = cli.grid.flat().map((v, k) =>
    given[k] !== g.tokens[0] ? given[k] : g.answers === "=" ? String(v) : g.answers[String(v)] ?? (v === 0 ? "\u00b7" : String(v)));
  check(JSON.stringify(shown) === JSON.stringify(solved), genre + ": the determined cells are the CLI's solution");
  await page.screenshot({ path: path.join(shots, genre + "-frame.png"), fullPage: true });
  return a;
}

async function undoClue(page, a) {
  const [side, list] = Object.entries(a.frame).find(([, l]) => l.some((t) => t !== "."));
  const i = list.findIndex((t) => t !== ".");
  await (await page.$(`#grid .clue[data-side="${side}"][data-index="${i}"]`)).click();
  await page.keyboard.press("Backspace");
  check((await page.$eval(`#grid .clue[data-side="${side}"][data-index="${i}"]`, (e) => e.dataset.value)) === ".", "Backspace clears a frame clue");
  await settled(page);
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await page.$eval(`#grid .clue[data-side="${side}"][data-index="${i}"]`, (e) => e.dataset.value)) === list[i], "Ctrl+Z brings the clue back");
  check((await settled(page)) === "unique", "unique again after undo");
}

async function opened(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  await page.goto(`http://127.0.0.1:${port}/?genre=${genre}&text=` + encodeURIComponent(text));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  check((await settled(page)) === "unique", genre + " (" + file + ") opens unique in the editor");
  await page.screenshot({ path: path.join(shots, genre + ".png"), fullPage: true });
}

async function frames(page, port) {
  const towers = await entered(page, port, "towers", "sample5.txt");
  await undoClue(page, towers);
  await entered(page, port, "tents", "sgt.txt");
  await opened(page, port, "signpost", "small.txt");
  await opened(page, port, "yajilin", "rows.txt");
}

runInBrowser(gridsat, 4, { width: 1200, height: 820 }, frames);
