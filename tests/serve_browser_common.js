// What gridsat serve's browser tests share (serve_browser_test.js, workbench_test.js):
// puppeteer-core and Debian's Chromium, or exit 77 (skipped) naming what is missing; a
// `gridsat serve` child on a free loopback port; a check that prints what it checked.
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");

const chromium = "/usr/bin/chromium";

function puppeteerOrSkip() {
  let puppeteer;
  try {
    puppeteer = require("puppeteer-core");
  } catch (e) {
    console.log("SKIP: puppeteer-core is not installed (tools/test installs it into build/node)");
    process.exit(77);
  }
  if (!fs.existsSync(chromium)) {
    console.log("SKIP: no " + chromium + " (Debian's chromium)");
    process.exit(77);
  }
  return puppeteer;
}

function startServer(gridsat, workers) {
  return new Promise((resolve, reject) => {
    const child = spawn(gridsat, ["serve", "--listen", "127.0.0.1:0", "--workers", String(workers)], { stdio: ["ignore", "pipe", "inherit"] });
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

// Starts the server and Chromium, runs body(page, port) on a page of `viewport`, checks that no
// request left the server, and exits: 0 passed, 1 failed.
async function runInBrowser(gridsat, workers, viewport, body) {
  const puppeteer = puppeteerOrSkip();
  const { child, port } = await startServer(gridsat, workers);
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  let failed = false;
  try {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    // Waits without their own limit: generous, since ctest -j runs these beside other tests on
    // 2 cores (ServeBrowserPage's explain of a 17-clue Sudoku passed 30 s under load); a wait that
    // never ends still fails within the ctest timeout.
    page.setDefaultTimeout(120000);
    const external = [];
    page.on("request", (r) => {
      const url = r.url();
      if (!url.startsWith(`http://127.0.0.1:${port}/`) && !url.startsWith("about:") && !url.startsWith("data:")) external.push(url);
    });
    await body(page, port);
    check(external.length === 0, "no request leaves the server (" + external.join(" ") + ")");
  } catch (e) {
    console.log(String((e && e.stack) || e));
    failed = true;
  } finally {
    await browser.close();
    child.kill("SIGTERM");
  }
  process.exit(failed ? 1 : 0);
}

// The verdict once the page's analysis settles.
async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.state === "idle" && document.querySelector("#verdict").textContent, { timeout: 30000 });
  return page.$eval("#verdict", (v) => v.textContent);
}

// An empty grid of `genre` in the page, as large as `text`'s puzzle; POST /v1/cells' answer for
// `text` (the tokens a test then enters by clicks and keys).
async function emptyGridFor(page, port, genre, text) {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const a = await page.evaluate(async (t, g) => (await (await fetch("/v1/cells", { method: "POST", body: JSON.stringify({ puzzle: t, type: g }) })).json()), text, genre);
  await page.select("#genre", genre);
  await page.$eval("#rows", (r, n) => ((r.value = n), r.dispatchEvent(new Event("change"))), String(a.rows));
  await page.$eval("#cols", (r, n) => ((r.value = n), r.dispatchEvent(new Event("change"))), String(a.cols));
  await page.waitForFunction((n) => document.querySelectorAll("#grid .cell").length === n, {}, a.rows * a.cols);
  return a;
}

module.exports = { puppeteerOrSkip, check, runInBrowser, startServer, settled, emptyGridFor };
