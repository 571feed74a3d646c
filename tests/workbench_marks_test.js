// gridsat serve's workbench between layer (src/serve/web/marks.js: marks between cells, at
// vertices and centres, Family::edit.marks) in headless Chromium (Debian's chromium,
// puppeteer-core), as a setter uses it: a Futoshiki (instances/futoshiki/notebook5.txt: givens
// and < > ^ v signs) and a Slant (instances/slant/rows.txt: 0-4 vertex clues) entered into an
// empty grid by clicks and keys get the CLI's verdict on the file, and the page's typed text
// solves to the CLI's solution of the file; Backspace clears a sign, Ctrl+Z brings it back.
// The puzzles' marks come from POST /v1/cells of the instance (test data; the entry is clicks
// and keys). A unique solution is drawn as the CLI solves it: Slant's cells as the diagonals
// of its JSON grid (data-g), Hashi's bridges (instances/hashi/sgt.txt) as that many lines and
// Dominosa's dominoes (instances/dominosa/rows.txt) as one outline each, as the CLI's count
// record lists them. Screenshots of the editors and of a Galaxies opened from text go to DIR.
//   node workbench_marks_test.js GRIDSAT INSTANCES DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser, settled, emptyGridFor } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, instances, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });

const cli = (args, input) => execFileSync(gridsat, args, { input }).toString();

async function markValue(page, y, x) {
  return page.$eval(`#grid .mark[data-y="${y}"][data-x="${x}"]`, (e) => e.dataset.value);
}

// An empty grid of `genre`, then the instance's cells and marks clicked and typed in.
async function entered(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  const a = await emptyGridFor(page, port, genre, text);
  check(a.cells && a.marks && a.marks.length > 0, genre + ": /v1/cells gives cells and " + (a.marks || []).length + " marks");
  const g = await page.evaluate(() => Grid.genre.edit);
  for (let r = 0; r < a.rows; r++)
    for (let c = 0; c < a.cols; c++) {
      if (a.cells[r][c] === g.tokens[0]) continue;
      await (await page.$(`#grid .cell[data-row="${r}"][data-col="${c}"]`)).click();
      for (const ch of a.cells[r][c]) await page.keyboard.press(ch);
    }
  for (const [y, x, mark] of a.marks) {
    const el = await page.$(`#grid .mark[data-y="${y}"][data-x="${x}"]`);
    check(el !== null, genre + ": a mark point at " + y + "," + x);
    await el.click();  // selects it and cycles it on; a vertex clue is then typed
    if ((await markValue(page, y, x)) !== mark && mark.length === 1 && g.marks.keys.includes(mark)) await page.keyboard.press(mark);
    for (let k = 0; k < 6 && (await markValue(page, y, x)) !== mark; k++) await el.click();
  }
  const cells = await page.$$eval("#grid .cell", (cs) => cs.map((c) => c.dataset.value));
  check(JSON.stringify(cells) === JSON.stringify(a.cells.flat()), genre + ": the typed cells hold the puzzle's givens");
  const marks = await page.$$eval("#grid .mark.set", (ms) => ms.map((m) => [Number(m.dataset.y), Number(m.dataset.x), m.dataset.value]));
  check(JSON.stringify(marks) === JSON.stringify(a.marks), genre + ": the clicked marks are the puzzle's (data-y, data-x, data-value)");
  const verdict = cli(["count", "--format", "json", "--type", genre, "-"], text);
  const want = JSON.parse(verdict).verdict;
  check((await settled(page)) === want, genre + " entered by clicks and keys is " + want + ", as the CLI says of the file");
  const typed = await page.evaluate(() => Grid.text());
  const solve = (t) => JSON.parse(cli(["solve", "--format", "json", "--type", genre, "-"], t)).grid;
  check(JSON.stringify(solve(typed)) === JSON.stringify(solve(text)), genre + ": the page's text solves to the CLI's solution of the file");
  await page.screenshot({ path: path.join(shots, genre + "-marks.png"), fullPage: true });
  return a;
}

// A sign that is its vocabulary's third mark (a right click takes it to the second, Backspace
// to none): two Ctrl+Z bring it back.
async function undoMark(page, a) {
  const g = await page.evaluate(() => Grid.genre.edit.marks);
  const [y, x, mark] = a.marks.find(([, , m]) => m === g.across[2] || m === g.down[2]);
  await (await page.$(`#grid .mark[data-y="${y}"][data-x="${x}"]`)).click({ button: "right" });
  await page.keyboard.press("Backspace");
  check((await page.$eval(`#grid .mark[data-y="${y}"][data-x="${x}"]`, (e) => e.classList.contains("set"))) === false, "a right click and Backspace clear a sign");
  await settled(page);
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await markValue(page, y, x)) === mark, "Ctrl+Z (twice: the right click, the Backspace) brings the mark back");
}

async function opened(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  await page.goto(`http://127.0.0.1:${port}/?genre=${genre}&text=` + encodeURIComponent(text));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await settled(page);
  const dots = await page.$$eval("#grid .mark.set", (ms) => ms.length);
  check(dots > 0, genre + " (" + file + ") opens with its " + dots + " marks drawn");
  await page.screenshot({ path: path.join(shots, genre + "-marks.png"), fullPage: true });
}

// The unique solution drawn over the grid: the lines and outlines of the CLI's record.
async function links(page, port, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  await page.goto(`http://127.0.0.1:${port}/?genre=${genre}&text=` + encodeURIComponent(text));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  check((await settled(page)) === "unique", genre + " (" + file + ") is unique in the page");
  const rec = JSON.parse(cli(["count", "--explain", "--format", "json", "--type", genre, "-"], text).split("\n")[0]);  // the first record: the one the page opens
  const lines = (rec.bridges || []).reduce((n, b) => n + b[4], 0), dominoes = (rec.dominoes || []).length;
  check(lines + dominoes > 0, genre + ": the CLI's record lists bridges or dominoes");
  const drawn = await page.evaluate(() => [document.querySelectorAll("#grid svg.links line").length,
                                           document.querySelectorAll("#grid svg.links rect").length]);
  check(JSON.stringify(drawn) === JSON.stringify([lines, dominoes]), genre + ": " + lines + " bridge lines and " + dominoes + " dominoes drawn (page: " + drawn + ")");
  await page.screenshot({ path: path.join(shots, genre + "-solved.png"), fullPage: true });
}

// Slant's solved cells: each cell's diagonal (data-g) is the CLI's solution's.
async function diagonals(page, genre, file) {
  const text = fs.readFileSync(path.join(instances, genre, file), "utf8");
  const grid = JSON.parse(cli(["solve", "--format", "json", "--type", genre, "-"], text)).grid;
  const shown = await page.evaluate(() => Grid.genre.edit.shown);
  const want = grid.flat().map((v) => shown[String(v)]);
  const got = await page.$$eval("#grid .cell .f", (fs) => fs.map((f) => f.dataset.g));
  check(want.every((g) => g === "/" || g === "\\") && JSON.stringify(got) === JSON.stringify(want),
        genre + ": every solved cell drawn as the CLI's diagonal");
}

async function marks(page, port) {
  const futoshiki = await entered(page, port, "futoshiki", "notebook5.txt");
  await undoMark(page, futoshiki);
  await entered(page, port, "slant", "rows.txt");
  await diagonals(page, "slant", "rows.txt");
  await opened(page, port, "galaxies", "small.txt");
  await links(page, port, "hashi", "sgt.txt");
  await links(page, port, "dominosa", "rows.txt");
}

runInBrowser(gridsat, 4, { width: 1200, height: 820 }, marks);
