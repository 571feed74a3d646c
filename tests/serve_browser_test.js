// gridsat serve's page in headless Chromium (Debian's /usr/bin/chromium), driven by
// puppeteer-core from npm (tools/test installs it into build/node, outside the tracked files):
// type a puzzle, click solve, read the drawn grid off the DOM (the SVG's digits) and compare it
// with the solution the CLI prints; unique?, explain (the step page in its frame) and an error
// with its line; a screenshot is saved and can be looked at.
//   node serve_browser_test.js GRIDSAT SCREENSHOT.png      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const { puppeteerOrSkip, check, runInBrowser } = require("./serve_browser_common.js");

puppeteerOrSkip();
const [gridsat, screenshot] = process.argv.slice(2);
const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

async function run(page, port) {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.querySelectorAll("#type option").length > 5);
  await page.waitForFunction(() => document.body.dataset.ready === "1");  // the workbench above has its grid
  // Clicks are DOM clicks: a mouse click needs the button's box inside the viewport, and the
  // workbench above can still change its height while the page settles (under load, puppeteer
  // found #solve "not clickable" after scrolling to it, 2026-11-29).
  // A click waits for its button to be enabled: the page disables every button while a request
  // runs, and unique? draws its picture after its verdict is shown (a DOM click on #explain
  // then did nothing: #steps never showed, in a loaded fresh-clone run on 2026-11-29).
  const click = async (sel) => {
    await page.waitForFunction((s) => !document.querySelector(s).disabled, {}, sel);
    await page.$eval(sel, (e) => e.click());
  };
  await click("#text-panel summary");  // the text panel under the workbench
  await page.waitForSelector("#solve", { visible: true });
  await page.type("#puzzle", puzzle);
  await click("#solve");
  await page.waitForSelector("#picture svg");
  const digits = await page.$$eval("#picture svg text", (ts) => ts.map((t) => t.textContent.trim()).filter((s) => /^[1-9]$/.test(s)));
  const cli = execFileSync(gridsat, ["solve", "--format", "line", "-"], { input: puzzle + "\n" }).toString().trim();
  check(digits.length === 81, "the drawn grid has 81 digits (got " + digits.length + ")");
  check(digits.join("") === cli, "the drawn grid is the CLI's solution " + cli);
  const verdict = await page.$eval("#result", (v) => v.textContent);
  check(/solved/.test(verdict), "the result says solved: " + verdict.trim());
  await page.screenshot({ path: screenshot, fullPage: true });
  await click("#unique");
  await page.waitForFunction(() => /unique|multiple|none/.test(document.querySelector("#result").textContent));
  check(/unique/.test(await page.$eval("#result", (v) => v.textContent)), "unique? says unique");
  await click("#explain");
  await page.waitForSelector("#steps:not([hidden])");
  const frame = await (await page.$("#steps")).contentFrame();
  await frame.waitForSelector("body");
  check((await frame.content()).length > 1000, "the explanation's step page is in its frame");
  await page.screenshot({ path: screenshot.replace(/\.png$/, "-explain.png"), fullPage: true });
  await page.$eval("#puzzle", (t) => (t.value = ""));
  await page.type("#puzzle", "# a comment\n" + puzzle.slice(0, 80) + "x\n");
  await click("#solve");
  await page.waitForSelector("#error:not([hidden])");
  const error = await page.$eval("#error", (e) => e.textContent);
  check(/puzzle:2:/.test(error), "the error names its line: " + error.trim());
}

runInBrowser(gridsat, 2, { width: 1100, height: 760 }, run);
