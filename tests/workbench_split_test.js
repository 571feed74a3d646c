// gridsat serve's workbench split blocks (src/serve/web/split.js, Family::edit.split: Kakuro) in
// headless Chromium (Debian's chromium, puppeteer-core), as a setter uses it: the Kakuro of
// instances/kakuro/6x6.txt entered into an empty grid by clicks and keys (a click makes a white
// cell a block, a click in a block's lower-left half and digits its down sum, in its upper-right
// half its across sum, the frame's sums typed into its top and left slots) gets the CLI's
// verdict on the file, and the page's typed text solves to the CLI's solution of the file;
// Backspace clears a sum and Ctrl+Z brings it back; a right click makes a block white; in play
// mode the white cells take the solution's digits and the check says solved. The puzzle's
// blocks and sums come from POST /v1/cells of the instance (test data; the entry is clicks and
// keys). A Battleship opened from text shows its fleet in the tail field. Screenshots go to DIR.
//   node workbench_split_test.js GRIDSAT INSTANCES DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser, settled, emptyGridFor } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, instances, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });

const cli = (args, input) => execFileSync(gridsat, args, { input }).toString();

const cellValue = (page, r, c) => page.$eval(`#grid .cell[data-row="${r}"][data-col="${c}"]`, (e) => e.dataset.value);

// A click at a fraction (fx, fy) of cell (r, c)'s box.
async function clickAt(page, r, c, fx, fy, button) {
  const box = await (await page.$(`#grid .cell[data-row="${r}"][data-col="${c}"]`)).boundingBox();
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy, { button: button || "left" });
}

async function typeSum(page, sum) {
  for (const ch of sum) await page.keyboard.press(ch);
}

async function kakuro(page, port) {
  const text = fs.readFileSync(path.join(instances, "kakuro", "6x6.txt"), "utf8");
  const a = await emptyGridFor(page, port, "kakuro", text);
  const split = await page.evaluate(() => Grid.genre.edit.split);
  check(split === "\\" && a.frame && a.frame.top && a.frame.left, "kakuro: its record's split '\\' and a frame above and left");
  for (let r = 0; r < a.rows; r++)
    for (let c = 0; c < a.cols; c++) {
      const t = a.cells[r][c];
      if (t === ".") continue;
      await clickAt(page, r, c, 0.5, 0.5);  // white -> block
      if (/^\d$/.test(t)) {  // a given digit: the block made white again by a right click, then typed
        await clickAt(page, r, c, 0.5, 0.5, "right");
        await page.keyboard.press(t);
        continue;
      }
      const at = t.indexOf(split), down = at < 0 ? "" : t.slice(0, at), across = at < 0 ? "" : t.slice(at + 1);
      if (down) await clickAt(page, r, c, 0.2, 0.8), await typeSum(page, down);
      if (across) await clickAt(page, r, c, 0.8, 0.2), await typeSum(page, across);
    }
  for (const side of ["top", "left"])
    for (const [i, v] of a.frame[side].entries()) {
      if (v === ".") continue;
      await (await page.$(`#grid .clue[data-side="${side}"][data-index="${i}"]`)).click();
      await typeSum(page, v);
    }
  const cells = await page.$$eval("#grid .cell", (cs) => cs.map((c) => c.dataset.value));
  check(JSON.stringify(cells) === JSON.stringify(a.cells.flat()), "kakuro: the clicked blocks and typed sums are the puzzle's (data-value)");
  const frame = await page.evaluate(() => Frame.sides);
  check(JSON.stringify(frame.top) === JSON.stringify(a.frame.top) && JSON.stringify(frame.left) === JSON.stringify(a.frame.left),
        "kakuro: the frame's typed sums are the puzzle's");
  const want = JSON.parse(cli(["count", "--format", "json", "--type", "kakuro", "-"], text)).verdict;
  const got = await settled(page);
  const why = got === want ? "" : " (" + got + ": " + (await page.$eval("#message", (m) => m.textContent)) + ")\n" + (await page.evaluate(() => Grid.text()));
  check(got === want, "kakuro entered by clicks and keys is " + want + ", as the CLI says of the file" + why);
  const typed = await page.evaluate(() => Grid.text());
  const solve = (t) => JSON.parse(cli(["solve", "--format", "json", "--type", "kakuro", "-"], t)).grid;
  const solution = solve(text);
  check(JSON.stringify(solve(typed)) === JSON.stringify(solution), "kakuro: the page's text solves to the CLI's solution of the file");
  await page.screenshot({ path: path.join(shots, "kakuro-split.png"), fullPage: true });
  return solution;
}

// A block with a down sum: Backspace in its lower half clears the sum, Ctrl+Z brings it back;
// a right click makes it white, Ctrl+Z a block again.
async function undoSum(page) {
  const [r, c, token] = await page.evaluate(() => {
    for (let r = 0; r < Grid.rows; r++)
      for (let c = 0; c < Grid.cols; c++) if (/^\d+\\/.test(Grid.cells[r][c])) return [r, c, Grid.cells[r][c]];
  });
  await clickAt(page, r, c, 0.2, 0.8);
  await page.keyboard.press("Backspace");
  check((await cellValue(page, r, c)) === token.replace(/^\d+/, "") || (await cellValue(page, r, c)) === "#", "Backspace in a block's lower half clears its down sum");
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await cellValue(page, r, c)) === token, "Ctrl+Z brings the sum back");
  await clickAt(page, r, c, 0.5, 0.5, "right");
  check((await cellValue(page, r, c)) === ".", "a right click makes a block white");
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await cellValue(page, r, c)) === token, "Ctrl+Z makes it the block again");
  await settled(page);
}

// Play mode: the solution's digits typed into the white cells; the check says solved.
async function play(page, solution) {
  await page.click("#play-mode");
  for (let r = 0; r < solution.length; r++)
    for (let c = 0; c < solution[r].length; c++) {
      if ((await cellValue(page, r, c)) !== ".") continue;
      await clickAt(page, r, c, 0.5, 0.5);
      await page.keyboard.press(String(solution[r][c]));
    }
  await page.click("#play-check");
  await page.waitForFunction(() => $("play-result").textContent !== "");
  const result = await page.$eval("#play-result", (e) => e.textContent);
  check(result === "solved", "play mode: the white cells take the solution's digits, the check says " + result);
  await page.click("#play-mode");
}

async function fleet(page, port) {
  const text = fs.readFileSync(path.join(instances, "battleship", "sample.txt"), "utf8");
  await page.goto(`http://127.0.0.1:${port}/?genre=battleship&text=` + encodeURIComponent(text));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const want = JSON.parse(cli(["count", "--format", "json", "--type", "battleship", "-"], text)).verdict;
  check((await settled(page)) === want, "battleship opened from text is " + want + ", as the CLI says");
  const list = await page.$eval("#tail-list", (e) => e.value);
  check(list === "3 2 1", "battleship: the fleet field holds the file's fleet (" + list + ")");
  await page.screenshot({ path: path.join(shots, "battleship-fleet.png"), fullPage: true });
}

async function all(page, port) {
  const solution = await kakuro(page, port);
  await undoSum(page);
  await play(page, solution);
  await fleet(page, port);
}

runInBrowser(gridsat, 4, { width: 1200, height: 820 }, all);
