// gridsat's puzz.link URLs opened in pzpr (the puzz.link engine, npm package `pzpr`, which
// runs in node): for public puzzles of each genre pzpr has, gridsat reads the collection's URL,
// writes its own (`solve --format url`) and solves it (`--format json`); pzpr opens gridsat's
// URL, must see the same puzzle as in the collection's URL, and accepts gridsat's answer set
// on its board (`puzzle.check(true)`). pzpr is installed on first use into NODE_DIR (outside
// the tracked files, never saved to a package.json); without npm or the network the test is
// skipped, naming why.
//   node puzzlink_pzpr_test.js GRIDSAT SHARED_DIR NODE_DIR      exit 0 pass, 1 fail, 77 skipped
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const [gridsat, sharedArg, nodeDir] = process.argv.slice(2);
const shared = process.env.GRIDSAT_SHARED_DIR || sharedArg;  // as the C++ tests read it
function skip(why) {
  console.log("SKIP: " + why);
  process.exit(77);
}

function loadPzpr() {
  const where = path.resolve(nodeDir, "node_modules", "pzpr");
  if (!fs.existsSync(where)) {
    fs.mkdirSync(nodeDir, { recursive: true });
    try {
      execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--loglevel=error", "pzpr@0.10.1"],
                   { cwd: nodeDir, stdio: ["ignore", "inherit", "inherit"], timeout: 180000 });
    } catch (e) {
      skip("npm could not install pzpr into " + nodeDir + " (" + (e.code === "ENOENT" ? "no npm" : e.message.split("\n")[0]) + ")");
    }
  }
  try {
    return require(where);
  } catch (e) {
    skip("pzpr does not load from " + where + ": " + e.message);
  }
}

const genresDir = path.join(shared, "instances", "genres");
if (!fs.existsSync(genresDir)) skip("missing data " + genresDir + " (the data sets of ../shared are not beside this clone)");
const pzpr = loadPzpr();

// pzpr's board coordinates: cell (r, c) at (2c + 1, 2r + 1), corner (r, c) at (2c, 2r).
const cellAt = (bd, r, c) => bd.getc(2 * c + 1, 2 * r + 1);
const setRegionBorders = (bd, grid) => grid.forEach((row, r) => row.forEach((v, c) => {
  if (c + 1 < row.length && row[c + 1] !== v) bd.getb(2 * c + 2, 2 * r + 1).setQans(1);
  if (r + 1 < grid.length && grid[r + 1][c] !== v) bd.getb(2 * c + 1, 2 * r + 2).setQans(1);
}));
const answerSetters = {
  lightup: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  hitori: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  // 1-4, the triangle's corner (pzprjs' order): qans 2-5
  shakashaka: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(v + 1))),
  tapa: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  heyawake: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  norinori: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  starbattle: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  tilepaint: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  kurodoko: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  // 1 '/', 2 '\\': pzprjs' qans 32 and 31
  gokigen: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => cellAt(bd, r, c).setQans(v === 2 ? 31 : 32))),
  // pzpr 0.10.1 reads cave as bag: the cave's outline (every side of an unshaded cell along
  // a shaded cell or the edge) is the loop
  cave: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => {
    if (v) return;
    const shaded = (rr, cc) => rr < 0 || cc < 0 || rr >= j.grid.length || cc >= row.length || j.grid[rr][cc] === 1;
    if (shaded(r - 1, c)) bd.getb(2 * c + 1, 2 * r).setLine(1);
    if (shaded(r + 1, c)) bd.getb(2 * c + 1, 2 * r + 2).setLine(1);
    if (shaded(r, c - 1)) bd.getb(2 * c, 2 * r + 1).setLine(1);
    if (shaded(r, c + 1)) bd.getb(2 * c + 2, 2 * r + 1).setLine(1);
  })),
  nurikabe: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  // gridsat's 1 black, 2 white; pzpr's anum 2 a black circle, 1 a white one (circles keep their qnum)
  yinyang: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => {
    if (cellAt(bd, r, c).qnum === -1) cellAt(bd, r, c).setAnum(v === 1 ? 2 : 1);
  })),
  lits: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1))),
  // regions: a border between two cells of different regions
  shikaku: (bd, j) => setRegionBorders(bd, j.grid),
  tentaisho: (bd, j) => setRegionBorders(bd, j.grid),
  sudoku: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => {
    if (cellAt(bd, r, c).qnum === -1) cellAt(bd, r, c).setAnum(v);
  })),
  skyscrapers: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => {
    if (cellAt(bd, r, c).qnum === -1) cellAt(bd, r, c).setAnum(v);
  })),
  fillomino: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => {
    if (cellAt(bd, r, c).qnum === -1) cellAt(bd, r, c).setAnum(v);
  })),
  ripple: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => {
    if (cellAt(bd, r, c).qnum === -1) cellAt(bd, r, c).setAnum(v);
  })),
  // digits on the white cells (0 on blocks)
  kakuro: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setAnum(v))),
  // letters 1 = A ...; 0 a blank, left empty
  easyasabc: (bd, j) => j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setAnum(v))),
  // a step between cell centres: the border between the two cells
  mashu: (bd, j) => j.edges.forEach(([r1, c1, r2, c2]) => bd.getb(c1 + c2 + 1, r1 + r2 + 1).setLine(1)),
  // gridsat's grid 1 shaded, and the loop's steps as Masyu's
  yajirin: (bd, j) => {
    j.grid.forEach((row, r) => row.forEach((v, c) => v && cellAt(bd, r, c).setQans(1)));
    j.edges.forEach(([r1, c1, r2, c2]) => bd.getb(c1 + c2 + 1, r1 + r2 + 1).setLine(1));
  },
  country: (bd, j) => j.edges.forEach(([r1, c1, r2, c2]) => bd.getb(c1 + c2 + 1, r1 + r2 + 1).setLine(1)),
  numlin: (bd, j) => j.edges.forEach(([r1, c1, r2, c2]) => bd.getb(c1 + c2 + 1, r1 + r2 + 1).setLine(1)),
  // a side between grid corners: the border itself
  slither: (bd, j) => j.edges.forEach(([r1, c1, r2, c2]) => bd.getb(c1 + c2, r1 + r2).setLine(1)),
  // n bridges between two islands: every border on the way
  hashikake: (bd, j) => j.bridges.forEach(([r1, c1, r2, c2, n]) => {
    for (let r = r1, c = c1; r !== r2 || c !== c2;) {
      const [nr, nc] = r1 === r2 ? [r, c + 1] : [r + 1, c];
      bd.getb(c + nc + 1, r + nr + 1).setLineVal(n);
      [r, c] = [nr, nc];
    }
  }),
};
const types = { lightup: "lightup", hitori: "hitori", sudoku: "sudoku", skyscrapers: "towers",
                mashu: "masyu", slither: "slitherlink", hashikake: "hashi", tapa: "tapa",
                shakashaka: "shakashaka", heyawake: "heyawake", norinori: "norinori",
                starbattle: "starbattle", tilepaint: "tilepaint", kurodoko: "kurodoko", cave: "cave",
                nurikabe: "nurikabe", yinyang: "yinyang",
                lits: "lits", gokigen: "slant", yajirin: "yajilin", country: "countryroad", fillomino: "fillomino", ripple: "ripple", kakuro: "kakuro", easyasabc: "easyasabc", shikaku: "shikaku", tentaisho: "galaxies", numlin: "numberlink" };

let failures = 0, checked = 0;
function fail(what) {
  console.log("FAILED: " + what);
  ++failures;
}

function open(url) {
  const p = new pzpr.Puzzle();
  p.open(url);
  return p;
}

for (const genre of Object.keys(answerSetters)) {
  // The first line of each file is its smallest puzzle, the second one of its largest: a
  // deterministic handful from the first lines, the largest left out to keep this quick.
  const lines = fs.readFileSync(path.join(genresDir, genre + ".jsonl"), "utf8").split("\n").filter(Boolean);
  // Numberlink: janko's large Arukone take minutes (docs/genres/numberlink.md); its first 12x12
  // or smaller lines instead.
  const small = (l) => { const [c, r] = JSON.parse(l).url.split("/").slice(1, 3).map(Number); return c * r <= 144; };
  const picked = (genre === "numlin" ? lines.filter(small).slice(0, 7) : [lines[0], ...lines.slice(2, 8)])
                     .map((l) => JSON.parse(l));
  const input = picked.map((j) => "https://puzz.link/p?" + j.url).join("\n") + "\n";
  const run = (format) => execFileSync(gridsat, ["solve", "--type", types[genre], "--format", format, "-"],
                                       { input, encoding: "utf8" }).trim().split("\n");
  const urls = run("url"), answers = run("json").map((l) => JSON.parse(l));
  picked.forEach((j, i) => {
    const where = genre + " line " + (lines.indexOf(JSON.stringify(j)) + 1) + " (" + urls[i] + ")";
    if (!urls[i].startsWith("https://puzz.link/p?")) return fail(where + ": no URL");
    const mine = open(urls[i]), theirs = open("https://puzz.link/p?" + j.url);
    if (mine.getFileData() !== theirs.getFileData()) return fail(where + ": pzpr reads another puzzle than the collection's URL");
    answerSetters[genre](mine.board, answers[i]);
    const verdict = mine.check(true);
    if (!verdict.complete) return fail(where + ": pzpr refuses gridsat's answer: " + verdict.text);
    ++checked;
  });
}
// Lines not unique as encoded (the collection's README): both of gridsat's answers accepted.
for (const [genre, number] of [["starbattle", 2], ["kakuro", 100], ["easyasabc", 2], ["easyasabc", 119], ["shikaku", 85], ["shikaku", 129]]) {
  const j = JSON.parse(fs.readFileSync(path.join(genresDir, genre + ".jsonl"), "utf8").split("\n")[number - 1]);
  const out = JSON.parse(execFileSync(gridsat, ["count", "--type", types[genre], "--format", "json", "-"],
                                      { input: "https://puzz.link/p?" + j.url + "\n", encoding: "utf8" }));
  if (out.verdict !== "multiple") fail(genre + " line " + number + ": not two answers");
  for (const grid of [out.grid, out.second]) {
    const mine = open("https://puzz.link/p?" + j.url);
    answerSetters[genre](mine.board, { grid });
    const verdict = mine.check(true);
    if (!verdict.complete) fail(genre + " line " + number + ": pzpr refuses an answer: " + verdict.text);
    else ++checked;
  }
}
console.log(checked + " puzzles of " + Object.keys(answerSetters).length + " genres: gridsat's URL and answer accepted by pzpr " +
            pzpr.version + ", " + failures + " failed");
process.exit(failures ? 1 : 0);
