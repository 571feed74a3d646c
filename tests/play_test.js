// The workbench's walkthrough, grade, play mode and export (src/serve/web/play.js) in headless
// Chromium, as a setter and a solver use them: clicks and keys. The walkthrough of a unique
// Sudoku steps to the CLI's solution; play mode marks a wrong digit and says solved once the
// CLI's solution is typed in; export downloads non-empty text, SVG and PNG, the puzzle's own SVG
// and PNG, the PDF sheet, and the sgt game ID.
//   node play_test.js GRIDSAT DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, dir] = process.argv.slice(2);
fs.mkdirSync(dir, { recursive: true });
// serve_browser_test.js's unique 17-given Sudoku.
const sudoku = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const solution = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", "sudoku", "-"], { input: sudoku + "\n" }).toString()).grid.flat();

const cellAt = (page, i) => page.$(`#grid .cell[data-row="${Math.floor(i / 9)}"][data-col="${i % 9}"]`);
const values = (page) => page.$$eval("#grid .cell", (cs) => cs.map((c) => c.dataset.value).join(""));

async function walkthrough(page) {
  await page.waitForFunction(() => document.body.dataset.state === "idle" && document.querySelector("#verdict").textContent, { timeout: 30000 });
  check((await page.$eval("#verdict", (v) => v.textContent)) === "unique", "the Sudoku is unique");
  await page.waitForFunction(() => /grade: /.test(document.querySelector("#grade-level").textContent), { timeout: 30000 });
  console.log("  " + (await page.$eval("#grade-level", (g) => g.textContent)));
  await page.click("#walk-next");
  await page.waitForFunction(() => /^step 1 of \d+/.test(document.querySelector("#walk-text").textContent), { timeout: 30000 });
  const first = await page.$eval("#walk-text", (w) => w.textContent);
  check((await page.$$eval("#grid .cell.hint", (cs) => cs.length)) > 0, "step 1 marks its cells: " + first);
  await page.click("#walk-next");
  await page.waitForFunction(() => /^step 2 of/.test(document.querySelector("#walk-text").textContent));
  check((await page.$$eval("#grid .cell.walked", (cs) => cs.length)) === 2, "two steps: two values deduced");
  await page.click("#walk-all");
  await page.waitForFunction(() => /^step 1: /.test(document.querySelector("#walk-text").textContent));
  const walked = await page.$$eval("#grid .cell", (cs) => cs.map((c) => (c.dataset.value === "." ? c.querySelector(".f").textContent : c.dataset.value)).join(""));
  check(walked === solution.join(""), "every step shown: the walkthrough reaches the CLI's solution");
  const n = Number(/of (\d+)/.exec(first)[1]);
  await page.click("#walk-prev");
  await page.waitForFunction((k) => document.querySelector("#walk-text").textContent.startsWith("step " + k + " of"), {}, n - 1);
  check(true, "previous goes back to step " + (n - 1));
  await page.screenshot({ path: path.join(dir, "walkthrough.png"), fullPage: true });
}

async function play(page) {
  const clues = await values(page);
  await page.click("#play-mode");
  const empty = [...clues].map((v, i) => (v === "." ? i : -1)).filter((i) => i >= 0);
  const wrongAt = empty[0], wrongDigit = (solution[wrongAt] % 9) + 1;
  await (await cellAt(page, wrongAt)).click();
  await page.keyboard.press(String(wrongDigit));
  await (await cellAt(page, 0)).click();  // a given: play mode leaves it
  await page.keyboard.press("Backspace");
  check((await values(page)) === clues, "play mode edits no clue");
  await page.click("#play-check");
  await page.waitForFunction(() => /wrong/.test(document.querySelector("#play-result").textContent), { timeout: 30000 });
  const wrong = await page.$$eval("#grid .cell.wrong", (cs) => cs.map((c) => Number(c.dataset.row) * 9 + Number(c.dataset.col)));
  check(JSON.stringify(wrong) === JSON.stringify([wrongAt]), "the wrong digit is marked (cell " + wrongAt + ")");
  await page.screenshot({ path: path.join(dir, "play-wrong.png"), fullPage: true });
  for (const i of empty) {
    await (await cellAt(page, i)).click();
    await page.keyboard.press(String(solution[i]));
  }
  await page.click("#play-check");
  await page.waitForFunction(() => document.querySelector("#play-result").textContent === "solved", { timeout: 30000 });
  check(true, "the CLI's solution typed in: solved");
  await page.click("#play-mode");
}

// A download by a click: the file's bytes once it is there (empty after `seconds`).
async function playTestDownload(page, button, file, seconds) {
  const where = path.join(dir, file);
  fs.rmSync(where, { force: true });
  await page.click(button);
  for (let t = 0; t < seconds * 10 && !(fs.existsSync(where) && fs.statSync(where).size > 0); t++) await new Promise((r) => setTimeout(r, 100));
  return fs.existsSync(where) ? fs.readFileSync(where) : Buffer.alloc(0);
}

async function exported(page) {
  const cdp = await page.target().createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: path.resolve(dir) });
  for (const [button, file, head] of [["#export-text", "sudoku.txt", "4"], ["#export-svg", "sudoku-solution.svg", "<"], ["#export-png", "sudoku-solution.png", "\x89PNG"],
                                      ["#export-puzzle-svg", "sudoku-puzzle.svg", "<"], ["#export-puzzle-png", "sudoku-puzzle.png", "\x89PNG"],
                                      ["#export-pdf", "sudoku-sheet.pdf", "%PDF"]]) {
    const bytes = await playTestDownload(page, button, file, 60);
    check(bytes.length > 0 && bytes.toString("latin1").startsWith(head), button + " downloads " + file + " (" + bytes.length + " bytes)");
  }
  const svg = fs.readFileSync(path.join(dir, "sudoku-puzzle.svg"), "latin1");
  check((svg.match(/class="g"/g) || []).length === 17 && !/class="s"/.test(svg), "the puzzle's SVG draws its 17 givens and nothing solved");
  await page.click("#export-sgt");
  await page.waitForFunction(() => document.querySelector("#sgt-id").value, { timeout: 30000 });
  const id = await page.$eval("#sgt-id", (e) => e.value);
  const back = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", "sudoku", "-"], { input: id + "\n" }).toString()).grid.flat();
  check(/^3x3:/.test(id) && back.join("") === solution.join(""), "#export-sgt: " + id + ", which gridsat solves to the same solution");
}

// A Light Up opened from its sgt ID: the puzzle's PNG, and the same ID back; a Hitori, whose
// registration has no sgt form: the button says so in #message.
async function exportedOther(page, port) {
  const id = "7x7:b1g1e2aBa2aBcBa1a2a0e1g1b";  // instances/lightup/sgt.txt
  await page.goto(`http://127.0.0.1:${port}/?id=` + encodeURIComponent(id));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const cdp = await page.target().createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: path.resolve(dir) });
  const png = await playTestDownload(page, "#export-puzzle-png", "lightup-puzzle.png", 60);  // 30 s ran out at load 5
  check(png.toString("latin1").startsWith("\x89PNG"), "#export-puzzle-png downloads lightup-puzzle.png (" + png.length + " bytes)");
  await page.click("#export-sgt");
  await page.waitForFunction(() => document.querySelector("#sgt-id").value || !document.querySelector("#message").hidden, { timeout: 60000 });
  check((await page.$eval("#sgt-id", (e) => e.value)) === id, "the Light Up's sgt ID is the one it was opened from (#message: " +
        (await page.$eval("#message", (e) => (e.hidden ? "" : e.textContent))) + ")");
  await page.select("#genre", "hitori");
  await page.click("#export-sgt");
  await page.waitForFunction(() => /no Simon Tatham/.test(document.querySelector("#message").textContent), { timeout: 10000 });
  check(true, "hitori: " + (await page.$eval("#message", (e) => e.textContent)));
}

runInBrowser(gridsat, 2, { width: 1200, height: 900 }, async (page, port) => {
  await page.goto(`http://127.0.0.1:${port}/?genre=sudoku&text=` + sudoku);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await walkthrough(page);
  await play(page);
  await exported(page);
  await exportedOther(page, port);
});
