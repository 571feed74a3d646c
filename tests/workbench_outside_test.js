// gridsat serve's workbench for the genres whose clues are several numbers outside the grid and
// whose pieces are regions with counts around (issue 45: Nonogram's runs in the frame, Magnets'
// dominoes as regions of two cells and its +/- counts in the frame), in headless Chromium
// (Debian's chromium, puppeteer-core), as a setter enters them: a Nonogram
// (instances/nonogram/typed.txt) and a Magnets (instances/magnets/6x6.txt) typed into an empty
// grid by clicks, drags and keys are unique, every cell determined, with the CLI's verdict; a
// run taken back by Backspace. The puzzles' clues come from POST /v1/cells of the instance (test
// data; the entry is clicks, drags and keys). Screenshots of the five editors go to DIR.
//   node workbench_outside_test.js GRIDSAT INSTANCES DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, instances, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });

// The verdict once the page's analysis is idle.
async function verdictNow(page) {
  await page.waitForFunction(() => document.body.dataset.state === "idle" && document.querySelector("#verdict").textContent, { timeout: 30000 });
  return page.$eval("#verdict", (v) => v.textContent);
}

// A drag along one cell edge, the wall [r, c, r2, c2] between two cells (its ends off the
// cell's own corners).
async function wallDrawn(page, [r, c, r2]) {
  const box = await (await page.$(`#grid .cell[data-row="${r}"][data-col="${c}"]`)).boundingBox();
  const across = r2 !== r;  // the bottom edge of (r, c), else its right edge
  const from = across ? [box.x, box.y + box.height] : [box.x + box.width, box.y];
  const to = across ? [box.x + box.width, box.y + box.height] : [box.x + box.width, box.y + box.height];
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(...to, { steps: 5 });
  await page.mouse.up();
}

// An empty grid of the instance's genre and size, then its walls drawn, its cells' tokens
// clicked or typed and its frame clues typed (several numbers a slot: the separator between).
async function entered(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  await page.goto(`http://127.0.0.1:${port}/?genre=${genre}`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const a = await page.evaluate(async (t, g) => (await (await fetch("/v1/cells", { method: "POST", body: JSON.stringify({ puzzle: t, type: g }) })).json()), text, genre);
  check(a.cells && a.frame, genre + ": /v1/cells gives cells and a frame (" + Object.keys(a.frame || {}).join(" ") + ")");
  await page.$eval("#rows", (r, n) => (r.value = n), String(a.rows));
  await page.$eval("#cols", (r, n) => (r.value = n), String(a.cols));
  await page.click("#new");
  await page.waitForFunction((n) => document.querySelectorAll("#grid .cell").length === n, {}, a.rows * a.cols);
  for (const w of a.walls) await wallDrawn(page, w);
  const walls = await page.evaluate(() => Grid.walls.length);
  check(walls === a.walls.length, genre + ": " + a.walls.length + " borders drawn by drags (" + walls + ")");
  const g = await page.evaluate(() => Grid.genre.edit);
  for (let r = 0; r < a.rows; r++)
    for (let c = 0; c < a.cols; c++)
      if (a.cells[r][c] !== g.tokens[0]) {
        await (await page.$(`#grid .cell[data-row="${r}"][data-col="${c}"]`)).click();
        for (const ch of a.cells[r][c]) await page.keyboard.press(ch);
      }
  let clues = 0;
  for (const [side, list] of Object.entries(a.frame))
    for (let i = 0; i < list.length; i++) {
      if (list[i] === ".") continue;
      await (await page.$(`#grid .clue[data-side="${side}"][data-index="${i}"]`)).click();
      for (const ch of list[i]) await page.keyboard.press(ch === g.runs ? " " : ch);  // a space starts the next run
      clues++;
    }
  const frame = await page.evaluate(() => Frame.sides);
  check(JSON.stringify(frame) === JSON.stringify(a.frame), genre + ": the typed frame holds its " + clues + " clues");
  const verdict = await verdictNow(page);
  const cli = JSON.parse(execFileSync(gridsat, ["count", "--format", "json", "--type", genre, "-"], { input: text }).toString());
  const cliVerdict = (cli.records ? cli.records[0] : cli).verdict;
  check(verdict === cliVerdict && verdict === "unique", genre + " entered by clicks, drags and keys: " + verdict + ", the CLI's " + cliVerdict);
  const open = await page.$$eval("#grid .cell.open", (cs) => cs.length);
  check(open === 0, genre + ": every cell determined (" + open + " open)");
  await page.screenshot({ path: path.join(shots, genre + "-outside.png"), fullPage: true });
  return a;
}

// Backspace in a slot of several runs takes its last run back; the puzzle is then no longer
// the CLI's unique one, and Ctrl+Z brings it back.
async function runTakenBack(page, a) {
  const i = a.frame.left.findIndex((t) => t.includes(","));
  const clue = `#grid .clue[data-side="left"][data-index="${i}"]`;
  await (await page.$(clue)).click();
  await page.keyboard.press("Backspace");
  const left = await page.$eval(clue, (e) => e.dataset.value);
  check(left === a.frame.left[i].replace(/,\d+$/, ""), "Backspace takes the last run: " + a.frame.left[i] + " -> " + left);
  await verdictNow(page);
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await page.$eval(clue, (e) => e.dataset.value)) === a.frame.left[i], "Ctrl+Z brings the run back");
  check((await verdictNow(page)) === "unique", "unique again after undo");
}

// The other editors of this layer opened from their instances, for the screenshots.
async function shown(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  await page.goto(`http://127.0.0.1:${port}/?genre=${genre}&text=` + encodeURIComponent(text));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  check((await verdictNow(page)) === "unique", genre + " (" + file + ") opens unique in the editor");
  await page.screenshot({ path: path.join(shots, genre + ".png"), fullPage: true });
}

async function outside(page, port) {
  const nonogram = await entered(page, port, "nonogram", "typed.txt");
  await runTakenBack(page, nonogram);
  await entered(page, port, "magnets", "6x6.txt");
  await shown(page, port, "easyasabc", "5x5.txt");
  await shown(page, port, "tilepaint", "rows.txt");
  await shown(page, port, "nonogram", "sgt.txt");
}

runInBrowser(gridsat, 4, { width: 1200, height: 900 }, outside);
