// The workbench's split blocks (Family::edit.split, FamilyMarks::split: Kakuro): a cell is white
// ('.', or a given digit) or a block ('#'), and a block holds a down sum below its diagonal and
// an across sum above it, typed "{down}{split}{across}" with either left out ("16\24", "16\",
// "\24"). A click on a white cell makes it a block (grid.js' cycle; a drag paints), a click on a
// block selects the half under the pointer, digits type that half's sum (up to edit.largest),
// the split key or '/' turns to the other half, Backspace clears the sum (on an empty block:
// white again), a right click on a block makes it white. The frame's blocks above and left of
// the board are frame.js' top and left slots: a column's down sum, a row's across sum. The text
// (Grid.text): the head, then the framed rows, the frame's corner first (edit.corner), a block
// without sums typed as the split alone ("\": a '#' after a blank starts a comment).
"use strict";

const Split = {
  half: "across",  // the selected block's half: "down" or "across"

  on() {
    return !!(Grid.genre && Grid.genre.edit.split);
  },
  block(token) {
    return token !== Grid.empty() && !/^\d+$/.test(token);
  },
  // A block token's sums: {down, across} ("" none).
  sums(token) {
    const s = Grid.genre.edit.split, at = token.indexOf(s);
    return at < 0 ? { down: "", across: "" } : { down: token.slice(0, at), across: token.slice(at + s.length) };
  },
  token(sums) {
    return sums.down || sums.across ? sums.down + Grid.genre.edit.split + sums.across : "#";
  },
  text(grid) {
    const e = grid.genre.edit, s = e.split, corner = e.corner || "#", f = Frame.sides;
    const top = (f.top || []).map((v) => (v === "." ? corner : v + s));
    const lines = [e.head, [corner].concat(top).join(" ")];
    grid.cells.forEach((row, r) => {
      const left = f.left && f.left[r] !== "." ? s + f.left[r] : corner;
      lines.push([left].concat(row.map((t) => (t === "#" ? s : t))).join(" "));  // '#' would start a comment
    });
    return lines.join("\n") + "\n";
  },
  // A block drawn dark with its diagonal, each sum in its half (the selected half outlined).
  paint(el, token) {
    el.querySelectorAll(".sum").forEach((x) => x.remove());
    const block = this.block(token);
    el.classList.toggle("split", block);
    if (!block) return;
    el.classList.add("t1");
    el.querySelector(".v").textContent = "";
    const sums = this.sums(token);
    for (const half of ["down", "across"]) {
      const span = document.createElement("span");
      span.className = "sum " + half;
      span.textContent = sums[half];
      el.appendChild(span);
    }
  },
  mark() {
    document.querySelectorAll("#grid .half-down, #grid .half-across").forEach((x) => x.classList.remove("half-down", "half-across"));
    const rc = Grid.selected, el = rc && Grid.cell(rc[0], rc[1]);
    if (el && el.classList.contains("split")) el.classList.add("half-" + this.half);
  },
  // The sum a digit typed into `had` makes: the longest suffix of had + key from 1 to the largest.
  typed(had, key) {
    const all = had + key, most = Grid.largest();
    for (let i = Math.max(0, all.length - 2); i < all.length; i++) {
      const t = all.slice(i);
      if (t[0] !== "0" && (!most || Number(t) <= most)) return t;
    }
    return null;
  },
  put(r, c, token) {
    if (Grid.cells[r][c] === token) return;
    Grid.remember();
    Grid.set(r, c, token);
    this.mark();
  },
};

// Ahead of grid.js (capture phase): a click on a block picks its half; a key on a block types
// its sums. Play mode (play.js) and other genres pass through.
function splitInput() {
  const grid = $("grid"), playing = () => $("play-mode") && $("play-mode").checked;
  const paint = Grid.paint, select = Grid.select, reset = Grid.reset;
  Grid.reset = function (...args) {
    reset.apply(this, args);
    const help = $("regions-help");  // regions.js' help line, beside the keys
    if (Split.on() && help)
      help.textContent = "a click makes a white cell a block (right click: white again); click a block's lower-left half for its " +
        "down sum, its upper-right half for its across sum, and type it (" + this.genre.edit.split + " or / turns to the other half); " +
        "the frame's sums above and left of the board";
  };
  Grid.paint = function (el, token) {
    paint.call(this, el, token);
    if (Split.on()) Split.paint(el, token);
  };
  Grid.select = function (rc) {
    select.call(this, rc);
    if (Split.on()) Split.mark();
  };
  grid.addEventListener("pointerdown", (e) => {
    const el = e.target.closest && e.target.closest(".cell");
    if (!Split.on() || playing() || !el) return;
    const r = Number(el.dataset.row), c = Number(el.dataset.col), box = el.getBoundingClientRect();
    Split.half = (e.clientY - box.top) / box.height > (e.clientX - box.left) / box.width ? "down" : "across";
    if (!Split.block(Grid.cells[r][c])) return Split.mark();  // grid.js: white -> block
    e.preventDefault();
    e.stopImmediatePropagation();
    grid.focus();
    Frame.select(null);
    Grid.select([r, c]);
    if (e.button === 2) Split.put(r, c, Grid.empty());
  }, true);
  document.addEventListener("keydown", (e) => {
    if (!Split.on() || playing() || e.target !== grid || !Grid.selected || e.ctrlKey || e.metaKey || e.altKey) return;
    const [r, c] = Grid.selected, token = Grid.cells[r][c], split = Grid.genre.edit.split;
    let next = null;
    if (!Split.block(token)) {
      if (e.key === split || e.key === "#") next = "#";  // a white cell made a block by the keyboard
    } else if (e.key === split || e.key === "/") {
      Split.half = Split.half === "down" ? "across" : "down";
      next = token;
    } else if (/^\d$/.test(e.key)) {
      const sums = Split.sums(token), sum = Split.typed(sums[Split.half], e.key);
      if (sum !== null) next = Split.token(Object.assign(sums, { [Split.half]: sum }));
    } else if (e.key === "Backspace" || e.key === "Delete" || e.key === " ") {
      const sums = Split.sums(token);
      next = sums[Split.half] ? Split.token(Object.assign(sums, { [Split.half]: "" })) : sums.down || sums.across ? token : Grid.empty();
    } else if (e.key === Grid.empty()) next = Grid.empty();
    if (next === null) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    Split.put(r, c, next);
    Split.mark();
  }, true);
}
splitInput();
