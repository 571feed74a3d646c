// gridsat serve's page in headless Chromium (Debian's /usr/bin/chromium), driven by
// puppeteer-core from npm (tools/test installs it into build/node, outside the tracked files):
// type a puzzle, click solve, read the drawn grid off the DOM (the SVG's digits) and compare it
// with the solution the CLI prints; unique?, explain (the step page in its frame) and an error
// with its line; a screenshot is saved and can be looked at.
//   node serve_browser_test.js GRIDSAT SCREENSHOT.png      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { spawn, execFileSync } = require("child_process");
const fs = require("fs");

let puppeteer;
try {
  puppeteer = require("puppeteer-core");
} catch (e) {
  console.log("SKIP: puppeteer-core is not installed (tools/test installs it into build/node)");
  process.exit(77);
}
const chromium = "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.log("SKIP: no " + chromium + " (Debian's chromium)");
  process.exit(77);
}
const [gridsat, screenshot] = process.argv.slice(2);
const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(gridsat, ["serve", "--listen", "127.0.0.1:0", "--workers", "2"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on("exit", (code) => reject(new Error("gridsat serve exited " + code)));
  });
}

function check(cond, what) {
  if (!cond) throw new Error("FAILED: " + what);
  console.log("ok: " + what);
}

async function run(page, port) {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.querySelectorAll("#type option").length > 5);
  await page.click("#text-panel summary");  // the text panel under the workbench
  await page.type("#puzzle", puzzle);
  await page.click("#solve");
  await page.waitForSelector("#picture svg");
  const digits = await page.$$eval("#picture svg text", (ts) => ts.map((t) => t.textContent.trim()).filter((s) => /^[1-9]$/.test(s)));
  const cli = execFileSync(gridsat, ["solve", "--format", "line", "-"], { input: puzzle + "\n" }).toString().trim();
  check(digits.length === 81, "the drawn grid has 81 digits (got " + digits.length + ")");
  check(digits.join("") === cli, "the drawn grid is the CLI's solution " + cli);
  const verdict = await page.$eval("#result", (v) => v.textContent);
  check(/solved/.test(verdict), "the result says solved: " + verdict.trim());
  await page.screenshot({ path: screenshot, fullPage: true });
  await page.click("#unique");
  await page.waitForFunction(() => /unique|multiple|none/.test(document.querySelector("#result").textContent));
  check(/unique/.test(await page.$eval("#result", (v) => v.textContent)), "unique? says unique");
  await page.click("#explain");
  await page.waitForSelector("#steps:not([hidden])");
  const frame = await (await page.$("#steps")).contentFrame();
  await frame.waitForSelector("body");
  check((await frame.content()).length > 1000, "the explanation's step page is in its frame");
  await page.screenshot({ path: screenshot.replace(/\.png$/, "-explain.png"), fullPage: true });
  await page.$eval("#puzzle", (t) => (t.value = ""));
  await page.type("#puzzle", "# a comment\n" + puzzle.slice(0, 80) + "x\n");
  await page.click("#solve");
  await page.waitForSelector("#error:not([hidden])");
  const error = await page.$eval("#error", (e) => e.textContent);
  check(/puzzle:2:/.test(error), "the error names its line: " + error.trim());
}

(async () => {
  const { child, port } = await startServer();
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  let failed = false;
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 760 });
    const external = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(`http://127.0.0.1:${port}/`) && !r.url().startsWith("about:") && !r.url().startsWith("data:"))
        external.push(r.url());
    });
    await run(page, port);
    check(external.length === 0, "no request leaves the server (" + external.join(" ") + ")");
  } catch (e) {
    console.log(String(e));
    failed = true;
  } finally {
    await browser.close();
    child.kill("SIGTERM");
  }
  process.exit(failed ? 1 : 0);
})();
