// gridsat serve's workbench, regions layer (src/serve/web/regions.js) in headless Chromium
// (Debian's /usr/bin/chromium, puppeteer-core from build/node), as a setter uses it: a Star
// Battle (instances/starbattle/rows.txt) and a jigsaw (sgt-solo's 4x4) drawn by
// drags along the cells' edges and digits typed into cells are `unique`, with the CLI's
// solution determined; a drag over a drawn border erases it and Ctrl+Z brings it back; the
// share URL reopens the same borders; the examples of Keen (clues in cells: each cell shows its
// solved digit) and Hitori (every cell a given: the shaded ones tinted) as the CLI solves them.
// Screenshots of the editors go to DIR.
//   node workbench_regions_test.js GRIDSAT DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });
const starbattle = fs.readFileSync(path.join(__dirname, "..", "instances", "starbattle", "rows.txt"), "utf8");

async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.state === "idle" && document.querySelector("#verdict").textContent, { timeout: 30000 });
  return page.$eval("#verdict", (v) => v.textContent);
}

// The page's point of vertex (x, y) of the grid (x a column line, y a row line).
async function vertex(page, x, y) {
  return page.evaluate((x, y) => {
    const cells = document.querySelectorAll("#grid .cell");
    const a = cells[0].getBoundingClientRect(), b = cells[cells.length - 1].getBoundingClientRect();
    const rows = Number(cells[cells.length - 1].dataset.row) + 1, cols = Number(cells[cells.length - 1].dataset.col) + 1;
    return [a.left + ((b.right - a.left) * x) / cols, a.top + ((b.bottom - a.top) * y) / rows];
  }, x, y);
}

// A drag along the cells' edges through the vertices `path` ([x, y] each).
async function drag(page, pathOf) {
  const [x0, y0] = await vertex(page, ...pathOf[0]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const v of pathOf.slice(1)) {
    const [x, y] = await vertex(page, ...v);
    await page.mouse.move(x, y, { steps: 6 });
  }
  await page.mouse.up();
}

// The thick edges drawn: each cell's right (wr) and bottom (wb) one.
async function wallCount(page) {
  return page.$$eval("#grid .cell", (cs) => cs.reduce((n, c) => n + c.classList.contains("wr") + c.classList.contains("wb"), 0));
}

// The walls [r, c, r2, c2] (POST /v1/cells: the puzzle to draw) as edges between vertices.
function borders(walls) {
  return walls.map(([r, c, r2]) => (r2 === r ? [[c + 1, r], [c + 1, r + 1]] : [[c, r + 1], [c + 1, r + 1]]));
}

// What to draw: the cells and borders of `text` (read by the server), and the CLI's solution.
async function target(page, type, text) {
  const a = await page.evaluate(async (type, text) =>
    (await fetch("/v1/cells", { method: "POST", body: JSON.stringify({ puzzle: text, type }) })).json(), type, text);
  const out = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", type, "-"], { input: text }).toString());
  return { cells: a.cells, walls: a.walls, solution: out.grid.flat() };
}

// The determined cells as the page shows them: per cell a value, or null where open.
async function determined(page) {
  return page.$$eval("#grid .cell", (cs) => cs.map((c) => {
    if (c.dataset.value !== ".") return Number(c.dataset.value);  // a given
    if (!c.classList.contains("fixed")) return null;
    if (c.classList.contains("on")) return 1;
    const f = c.querySelector(".f").textContent;
    return f === "·" ? 0 : Number(f);
  }));
}

async function newGrid(page, port, genre, side) {
  await page.goto(`http://127.0.0.1:${port}/?genre=` + genre);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await page.$eval("#rows", (r, s) => (r.value = s), side);
  await page.$eval("#cols", (r, s) => (r.value = s), side);
  await page.click("#new");
  await page.waitForFunction((n) => document.querySelectorAll("#grid .cell").length === n, {}, side * side);
}

async function starBattleDrawn(page, port) {
  await newGrid(page, port, "starbattle", 5);
  const want = await target(page, "starbattle", starbattle);
  for (const e of borders(want.walls)) await drag(page, e);
  const walls = await wallCount(page);
  check(walls === want.walls.length, "the drags drew the " + want.walls.length + " borders");
  check((await settled(page)) === "unique", "the Star Battle drawn by drags is unique");
  check(JSON.stringify(await determined(page)) === JSON.stringify(want.solution), "every cell determined as the CLI's solution");
  await page.screenshot({ path: path.join(shots, "regions-starbattle.png"), fullPage: true });
  // A drag over a drawn border erases it; Ctrl+Z draws it again.
  await drag(page, borders(want.walls)[0]);
  check((await wallCount(page)) === walls - 1, "a drag over a border erases it");
  await settled(page);
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await wallCount(page)) === walls, "Ctrl+Z brings the border back");
  check((await settled(page)) === "unique", "unique again");
  // One drag along a whole line: the first edge decides (erase), every edge on it goes.
  await drag(page, [[5, 1], [0, 1]]);  // from the right: its first edge has a border
  const line = await page.$$eval('#grid .cell[data-row="0"]', (cs) => cs.filter((c) => c.classList.contains("wb")).length);
  check(line === 0, "a drag along a line erases the borders on it");
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await wallCount(page)) === walls, "one Ctrl+Z undoes the whole stroke");
  await page.waitForFunction(() => document.querySelector("#share-url").value.includes("?p=starbattle/"));
  const share = await page.$eval("#share-url", (s) => s.value);
  await page.goto(share);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  check((await wallCount(page)) === walls, "the share URL reopens the same borders");
}

// sgt-solo's 4x4 jigsaw (its generator: unique by construction), drawn and typed.
async function jigsawDrawn(page, port) {
  const sgt = "/usr/games/sgt-solo";
  if (!fs.existsSync(sgt)) return console.log("skipped: no " + sgt + " for the jigsaw");
  const id = execFileSync(sgt, ["--generate", "1", "2x2jdi#gridsat"]).toString().trim();
  await newGrid(page, port, "jigsaw", 4);
  const want = await target(page, "jigsaw", id + "\n");
  for (const e of borders(want.walls)) await drag(page, e);
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      if (want.cells[r][c] === ".") continue;
      await page.click(`#grid .cell[data-row="${r}"][data-col="${c}"]`);
      await page.keyboard.press(want.cells[r][c]);
    }
  check((await settled(page)) === "unique", "the jigsaw " + id + " drawn by drags and typed digits is unique");
  check(JSON.stringify(await determined(page)) === JSON.stringify(want.solution), "every cell determined as the CLI's solution");
  await page.screenshot({ path: path.join(shots, "regions-jigsaw.png"), fullPage: true });
}

// The examples of a cage genre opened in the editor: a screenshot each.
async function opened(page, port, genre) {
  const families = await page.evaluate(async () => (await (await fetch("/v1/families")).json()).families);
  const example = families.find((f) => f.name === genre).example;
  await page.goto(`http://127.0.0.1:${port}/?genre=${genre}&text=` + encodeURIComponent(example));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  check((await settled(page)) === "unique", genre + "'s example opens unique");
  // Every cell shows the CLI's solution, the cells holding a region's clue (Keen's 2/) too.
  if (genre === "keen") {
    const grid = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", genre, "-"], { input: example }).toString().split("\n")[0]).grid;  // its first record
    const shown = await page.$$eval("#grid .cell .f", (fs) => fs.map((f) => f.textContent));
    check(JSON.stringify(shown) === JSON.stringify(grid.flat().map(String)), genre + ": every cell shows the solution's digit (page: " + shown + ")");
  }
  if (genre === "hitori") {  // every cell a given: the solution's shaded ones (1) tinted on their numbers
    const grid = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", genre, "-"], { input: example }).toString().split("\n")[0]).grid;
    const on = await page.$$eval("#grid .cell", (cs) => cs.map((c) => (c.classList.contains("on") ? 1 : 0)));
    check(JSON.stringify(on) === JSON.stringify(grid.flat()), genre + ": the solution's shaded cells are tinted (page: " + on + ")");
  }
  await page.screenshot({ path: path.join(shots, "regions-" + genre + ".png"), fullPage: true });
}

async function regions(page, port) {
  await starBattleDrawn(page, port);
  await jigsawDrawn(page, port);
  for (const g of ["keen", "heyawake", "hitori"]) await opened(page, port, g);
}

runInBrowser(gridsat, 4, { width: 1200, height: 820 }, regions);
