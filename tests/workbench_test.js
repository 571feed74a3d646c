// gridsat serve's workbench (src/serve/web/grid.js, workbench.js) in headless Chromium
// (Debian's /usr/bin/chromium) driven by puppeteer-core (tools/test installs it into
// build/node), as a setter uses it: clicks and keys, never the API. A Sudoku typed in cell by
// cell is multiple with open cells and its repairs, clicked one by one, make it unique; a Light
// Up drawn by clicks and digits (sgt-lightup's ID) is unique with the bulbs of the CLI's
// solution determined; a Slitherlink opened from ?p= is unique; hint, generate, the share URL
// and bad input. Screenshots of each genre's editor go to DIR.
//   node workbench_test.js GRIDSAT DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { puppeteerOrSkip, check, runInBrowser } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, shots] = process.argv.slice(2);
fs.mkdirSync(shots, { recursive: true });
// The unique 17-given Sudoku of serve_browser_test.js without its last three givens.
const sudoku = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2..............";
const lightupId = "7x7:b1g1e2a1a2aBcBa1a2a0e1g1b";  // instances/lightup/sgt.txt

// The analysis of the grid as it is now: waits for the page to be idle with a verdict.
async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.state === "idle" && document.querySelector("#verdict").textContent, { timeout: 30000 });
  return page.$eval("#verdict", (v) => v.textContent);
}

async function cellAt(page, r, c) {
  return page.$(`#grid .cell[data-row="${r}"][data-col="${c}"]`);
}

async function values(page) {
  return page.$$eval("#grid .cell", (cs) => cs.map((c) => c.dataset.value));
}

async function pickGenre(page, name, size) {
  await page.select("#genre", name);
  await page.waitForFunction((n) => document.querySelectorAll("#grid .cell").length === n, {}, size * size);
}

async function sudokuTyped(page) {
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await pickGenre(page, "sudoku", 9);
  for (let i = 0; i < 81; i++) {
    if (sudoku[i] === ".") continue;
    await (await cellAt(page, Math.floor(i / 9), i % 9)).click();
    await page.keyboard.press(sudoku[i]);
  }
  const typed = await values(page);
  check(typed.map((v) => (v === "." ? "." : v)).join("") === sudoku, "the typed cells hold the puzzle (data-value)");
  check((await settled(page)) === "multiple", "the typed Sudoku is multiple");
  const open = await page.$$eval("#grid .cell.open", (cs) => cs.length);
  check(open > 0, open + " open cells are marked");
  await page.screenshot({ path: path.join(shots, "sudoku-multiple.png"), fullPage: true });
  let steps = 0;
  for (; steps < 20 && (await settled(page)) === "multiple"; steps++) {
    const before = (await values(page)).filter((v) => v !== ".").length;
    const button = await page.$("#repairs button:not([disabled])");
    check(button !== null, "a repair is offered");
    await button.click();
    check((await values(page)).filter((v) => v !== ".").length === before + 1, "the repair adds one given");
  }
  check((await settled(page)) === "unique", "the repairs, one at a time, make it unique (" + steps + " clicks)");
  check((await page.$$eval("#grid .cell.open", (cs) => cs.length)) === 0, "no open cell is left");
  // Backspace clears the selected cell: multiple again; Ctrl+Z brings the given back.
  await (await cellAt(page, 0, 0)).click();
  await page.keyboard.press("Backspace");
  check((await values(page))[0] === ".", "Backspace clears the selected cell");
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  check((await values(page))[0] === "4", "Ctrl+Z restores it");
  check((await settled(page)) === "unique", "unique again after undo");
  await page.click("#hint");
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 3);
  const hinted = await page.$$eval("#grid .cell.hint", (cs) => cs.length);
  const hintText = await page.$eval("#hint-text", (h) => h.textContent);
  check(hinted > 0 && /step 1/.test(hintText), "the hint says a step (" + hintText + ") and marks " + hinted + " cells");
  await page.screenshot({ path: path.join(shots, "sudoku-hint.png"), fullPage: true });
  await page.waitForFunction(() => document.querySelector("#share-url").value.includes("?p="));
  return await page.$eval("#share-url", (s) => s.value);
}

async function lightupClicked(page) {
  await pickGenre(page, "lightup", 7);
  const body = lightupId.split(":")[1];
  let i = 0;
  for (const ch of body) {
    if (/[a-z]/.test(ch)) {
      i += ch.charCodeAt(0) - 96;
      continue;
    }
    const cell = await cellAt(page, Math.floor(i / 7), i % 7);
    await cell.click();  // white -> black
    if (/[0-4]/.test(ch)) await page.keyboard.press(ch);
    i++;
  }
  check((await settled(page)) === "unique", "the Light Up drawn by clicks is unique");
  const cli = JSON.parse(execFileSync(gridsat, ["solve", "--format", "json", "--type", "lightup", "-"], { input: lightupId + "\n" }).toString());
  const bulbs = [];
  cli.grid.forEach((row, r) => row.forEach((v, c) => v === 1 && bulbs.push(r * 7 + c)));
  const shown = await page.$$eval("#grid .cell", (cs) => cs.map((c, k) => (c.querySelector(".f").textContent === "*" ? k : -1)).filter((k) => k >= 0));
  check(JSON.stringify(shown) === JSON.stringify(bulbs), "the determined bulbs are the CLI's solution (" + bulbs.length + ")");
  await page.screenshot({ path: path.join(shots, "lightup.png"), fullPage: true });
  // A right click undoes a black cell (the cycle backwards); a 4 in a corner has no solution.
  const corner = await cellAt(page, 0, 0);
  await corner.click();
  await page.keyboard.press("4");
  check((await settled(page)) === "none", "a 4 in a corner: none");
  check(await page.$eval("#message", (m) => !m.hidden && /no solution/.test(m.textContent)), "the page says why in #message");
  await page.screenshot({ path: path.join(shots, "lightup-none.png"), fullPage: true });
  await corner.click({ button: "right" });
  check((await values(page))[0] === ".", "a right click cycles back to white");
}

async function slitherlinkUrl(page, port) {
  const url = execFileSync(gridsat, ["solve", "--format", "url", "--type", "slitherlink", "-"], { input: "7x7t0:a3g22a3b333211a2021d2a1222a2a2d32b3\n" }).toString().trim();
  await page.goto(`http://127.0.0.1:${port}/?p=` + url.split("?")[1]);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  check((await page.$eval("#genre", (g) => g.value)) === "slitherlink", "?p= opens a Slitherlink");
  check((await settled(page)) === "unique", "the Slitherlink from puzz.link is unique");
  const fixed = await page.$$eval("#grid .cell.fixed", (cs) => cs.length);
  check(fixed === 49, "every cell is determined (" + fixed + ")");
  await page.screenshot({ path: path.join(shots, "slitherlink.png"), fullPage: true });
}

async function generated(page, port, genre, seed) {
  await page.goto(`http://127.0.0.1:${port}/?genre=` + genre);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await settled(page);
  const before = await values(page);
  await page.type("#seed", String(seed));  // fixed: the same puzzle every run (seeds that generate in a second)
  await page.click("#generate");
  await page.waitForFunction((b) => [...document.querySelectorAll("#grid .cell")].map((c) => c.dataset.value).join() !== b || !document.querySelector("#message").hidden, { timeout: 90000 }, before.join());
  check(await page.$eval("#message", (m) => m.hidden), "generate says nothing wrong: " + (await page.$eval("#message", (m) => m.textContent)));
  check((await settled(page)) === "unique", "generate fills the " + genre + " editor with a unique puzzle");
  await page.screenshot({ path: path.join(shots, genre + "-generated.png"), fullPage: true });
}

// Each genre the editor takes, opened with its example (GET /v1/families' example, the first
// file of instances/GENRE/) through ?genre=&text=: analysed with no message; a screenshot each.
async function everyGenre(page, port) {
  const families = await page.evaluate(async () => (await (await fetch("/v1/families")).json()).families);
  const genres = await page.evaluate(async () => (await (await fetch("/v1/genres")).json()).genres);
  for (const g of genres) {
    const example = (families.find((f) => f.name === g.name) || {}).example;
    if (!g.edit || !example) continue;
    await page.goto(`http://127.0.0.1:${port}/?genre=${g.name}&text=` + encodeURIComponent(example));
    await page.waitForFunction(() => document.body.dataset.ready === "1");
    const verdict = await settled(page);
    const msg = await page.$eval("#message", (m) => (m.hidden ? "" : m.textContent));
    check(["unique", "multiple", "none"].includes(verdict) && (verdict === "none" || !msg), g.name + "'s example opens in the editor: " + verdict + (msg ? " (" + msg + ")" : ""));
    await page.screenshot({ path: path.join(shots, "genre-" + g.name + ".png") });
  }
}

async function shared(page, share) {
  await page.goto(share);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  return values(page);
}

async function workbench(page, port) {
  await page.goto(`http://127.0.0.1:${port}/`);
  const share = await sudokuTyped(page);
  const mine = await values(page);
  check(share.includes("?p=sudoku/"), "the share URL is a puzz.link body: " + share);
  check(JSON.stringify(await shared(page, share)) === JSON.stringify(mine), "the share URL reopens the same Sudoku");
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await lightupClicked(page);
  await slitherlinkUrl(page, port);
  for (const [genre, seed] of [["lightup", 7], ["slitherlink", 5], ["tapa", 7]]) await generated(page, port, genre, seed);
  await everyGenre(page, port);
  await page.$eval("#rows", (r) => (r.value = "5000"));
  await page.click("#new");
  check(await page.$eval("#message", (m) => !m.hidden && /size/.test(m.textContent)), "an absurd size is refused in #message");
  await page.goto(`http://127.0.0.1:${port}/?id=` + encodeURIComponent("notapuzzle"));
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  // After the blank grid's analysis too: it used to clear the refusal (a race under load).
  await settled(page);
  check(await page.$eval("#message", (m) => !m.hidden && m.textContent.length > 0), "a bad game ID is refused in #message");
}

runInBrowser(gridsat, 4, { width: 1200, height: 820 }, workbench);
