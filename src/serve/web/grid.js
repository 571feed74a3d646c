// The workbench's grid: the cells of one genre's editing vocabulary (GET /v1/genres: the
// genre's record, Family::edit), drawn as elements with data-row, data-col and data-value,
// edited with pzprjs' conventions: a click selects a cell and cycles its shading tokens (left
// forward, right back; a drag paints what the first cell became), digits and the genre's keys
// type into the selected cell, Backspace clears it, arrows move, Ctrl+Z / Ctrl+Y undo and redo.
"use strict";

const Grid = {
  genre: null,  // {name, edit, size, generate, url}
  rows: 0,
  cols: 0,
  cells: [],  // rows x cols tokens
  selected: null,  // [r, c]
  walls: [],  // [r, c, r2, c2]: thick rules
  undo: [],
  redo: [],
  onchange: () => {},

  empty() {
    return this.genre.edit.tokens[0];
  },
  // The largest number a cell holds (0: any).
  largest() {
    const l = this.genre.edit.largest;
    if (l === "{n}") return Math.max(this.rows, this.cols);
    if (l === "{nn}") return this.rows * this.cols;
    return l ? Number(l) : 0;
  },
  reset(genre, rows, cols, cells, frame, marks) {
    this.genre = genre;
    this.rows = rows;
    this.cols = cols;
    this.cells = cells || Array.from({ length: rows }, () => Array(cols).fill(genre.edit.tokens[0]));
    this.selected = null;
    this.walls = [];
    this.undo = [];
    this.redo = [];
    Frame.reset(frame);
    Marks.reset(marks);  // marks.js
    this.render();
  },
  snapshot() {
    return Object.assign(this.cells.map((row) => row.slice()), { walls: this.walls.slice(), frame: Frame.snapshot(), marks: Marks.snapshot() });
  },
  // Records the state before a change (one undo step per stroke or key).
  remember() {
    this.undo.push(this.snapshot());
    if (this.undo.length > 500) this.undo.shift();
    this.redo = [];
  },
  set(r, c, token, quiet) {
    if (this.cells[r][c] === token) return false;
    this.cells[r][c] = token;
    const el = this.cell(r, c);
    if (el) this.paint(el, token);
    if (!quiet) this.onchange();
    return true;
  },
  back(from, to) {
    if (!from.length) return;
    to.push(this.snapshot());
    this.cells = from.pop();
    Frame.restore(this.cells.frame);
    Marks.restore(this.cells.marks);
    this.walls = this.cells.walls || this.walls;
    this.render();
    this.onchange();
  },
  // The text the genre's reader takes: its head line ({k}: the count's field, regions.js), then
  // a row a line of tokens.
  text() {
    const e = this.genre.edit;
    if (e.regions) return Regions.text(this);  // regions.js
    if (e.marks) return Marks.text(this);  // marks.js
    if (e.split) return Split.text(this);  // split.js
    const lines = [];
    if (e.head) lines.push(e.head.replace("{n}", this.rows).replace("{k}", Regions.count));
    const rows = this.cells.map((row) => row.join(e.spaced ? " " : ""));
    return lines.concat(Frame.compose(rows), e.tail ? [Tail.line(this.genre)] : []).join("\n") + "\n";
  },
  // A determined value's glyph where the genre draws it so (edit.shown: Slant's / and \ as the
  // cell's diagonals), or null.
  shown(v) {
    const g = (this.genre.edit.shown || {})[String(v)];
    return g === undefined ? null : { "/": "\u2571", "\\": "\u2572" }[g] || g;
  },
  // Writes a determined or entered value into a cell's layer; a diagonal (edit.shown's / or \)
  // is marked data-g for style.css, which draws it corner to corner (a glyph is narrower than its
  // cell).
  put(layer, text) {
    layer.textContent = text;
    const g = { "\u2571": "/", "\u2572": "\\" }[text];
    if (g) layer.dataset.g = g;
    else delete layer.dataset.g;
  },
  cell(r, c) {
    return document.querySelector(`#grid .cell[data-row="${r}"][data-col="${c}"]`);
  },
  paint(el, token) {
    el.dataset.value = token;
    const e = this.genre.edit;
    el.className = el.className.replace(/\b(t\d|look-[a-z-]+)\b/g, "").trim();
    // Drawn as the genre's picture draws it (edit.looks: a dark cell, a black or white circle,
    // a disc); a number on a black cell where numbers are walls; other tokens by their place
    // in the click cycle.
    const look = e.looks[token] || (e.dark && /^\d+$/.test(token) ? "dark" : "");
    const shade = e.tokens.indexOf(token);
    if (look) el.classList.add("look-" + look);
    else if (shade > 0) el.classList.add("t" + shade);
    const shown = token === this.empty() || (look && look !== "dark") || e.looks[token] === "dark" ? "" : token;
    el.querySelector(".v").textContent = shown;
    el.classList.toggle("long", shown.length > 2);  // "16N": smaller, inside the cell
    el.classList.toggle("two", shown.length === 2);  // "NW", "12"
  },
  render() {
    const grid = $("grid");
    grid.innerHTML = "";
    grid.style.gridTemplateColumns = `repeat(${this.cols}, var(--cell))`;
    const side = Math.max(this.rows, this.cols);
    grid.style.setProperty("--cell", Math.max(22, Math.min(48, Math.floor(560 / side))) + "px");
    grid.classList.toggle("shown", Object.keys(this.genre.edit.shown || {}).length > 0);  // glyphs fill the cell
    grid.classList.toggle("split", !!this.genre.edit.split);
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.cols; c++) {
        const el = document.createElement("div");
        el.className = "cell";
        el.dataset.row = r;
        el.dataset.col = c;
        el.setAttribute("role", "gridcell");
        el.innerHTML = '<span class="v"></span><span class="f"></span>';
        this.paint(el, this.cells[r][c]);
        grid.appendChild(el);
      }
    this.select(this.selected);
    this.wall(this.walls);
    Frame.render();
    Marks.render();
  },
  // The picture's thick rules between cells (POST /v1/cells' walls: Sudoku's boxes).
  wall(walls) {
    this.walls = walls || [];
    document.querySelectorAll("#grid .wr, #grid .wb").forEach((e) => e.classList.remove("wr", "wb"));
    for (const [r, c, r2] of this.walls) this.cell(r, c)?.classList.add(r2 === r ? "wr" : "wb");
  },
  select(rc) {
    document.querySelectorAll("#grid .selected").forEach((e) => e.classList.remove("selected"));
    this.selected = rc;
    if (rc) this.cell(rc[0], rc[1])?.classList.add("selected");
  },
  // The token of a key typed into `token`: the longest valid suffix of token + key (so "1"
  // then "2" is 12 where 12 fits, and 2 where it does not), or null.
  typed(token, key) {
    const e = this.genre.edit;
    if (!e.keys.includes(key)) {
      const up = key.toUpperCase();
      if (e.tokens.includes(up)) return up;
      return null;
    }
    const all = (token === this.empty() ? "" : token) + key;
    for (let i = Math.max(0, all.length - e.width); i < all.length; i++) {
      const t = all.slice(i);
      if (this.valid(t)) return t;
    }
    return null;
  },
  valid(t) {
    if (/^\d+$/.test(t)) {
      if (t.length > 1 && t[0] === "0") return false;
      const most = this.largest();
      if (most && Number(t) > most) return false;
      if (this.genre.edit.largest.startsWith("{") && Number(t) === 0) return false;  // values 1..n
      return true;
    }
    return t.length <= this.genre.edit.width;
  },
};

// A field beside the size (the head's count, regions.js; the tail's list, tail.js): the input
// `id` (made once from `html`, in a label "ID-label" with a name span), `handler` on `event`.
function headField(id, html, event, handler) {
  if (!$(id)) {
    const box = document.createElement("label");
    box.id = id + "-label";
    box.innerHTML = "<span></span> " + html;
    $("cols").insertAdjacentElement("afterend", box);
    $(id).addEventListener(event, handler);
  }
  return $(id);
}

// Mouse, touch and keyboard on #grid.
function gridInput() {
  const grid = $("grid");
  let paint = null;  // the token a drag paints
  const at = (e) => {
    const el = (e.target.closest && e.target.closest(".cell")) || null;
    return el ? [Number(el.dataset.row), Number(el.dataset.col)] : null;
  };
  grid.addEventListener("contextmenu", (e) => e.preventDefault());
  grid.addEventListener("pointerdown", (e) => {
    const rc = at(e);
    if (!rc) return;
    e.preventDefault();
    grid.focus();
    Grid.select(rc);
    const tokens = Grid.genre.edit.tokens;
    if (tokens.length < 2) return;
    const now = tokens.indexOf(Grid.cells[rc[0]][rc[1]]);
    const step = e.button === 2 ? tokens.length - 1 : 1;
    const next = tokens[now < 0 ? 0 : (now + step) % tokens.length];
    Grid.remember();
    paint = next;
    Grid.set(rc[0], rc[1], next);
    grid.setPointerCapture?.(e.pointerId);
  });
  grid.addEventListener("pointermove", (e) => {
    if (paint === null) return;
    const el = document.elementFromPoint(e.clientX, e.clientY);
    const cell = el && el.closest && el.closest("#grid .cell");
    if (cell) Grid.set(Number(cell.dataset.row), Number(cell.dataset.col), paint);
  });
  const end = () => (paint = null);
  grid.addEventListener("pointerup", end);
  grid.addEventListener("pointercancel", end);
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && (e.key === "z" || e.key === "Z")) {
      if (e.target.tagName === "TEXTAREA" || e.target.tagName === "INPUT") return;
      e.preventDefault();
      return e.shiftKey ? Grid.back(Grid.redo, Grid.undo) : Grid.back(Grid.undo, Grid.redo);
    }
    if ((e.ctrlKey || e.metaKey) && (e.key === "y" || e.key === "Y")) {
      if (e.target.tagName === "TEXTAREA" || e.target.tagName === "INPUT") return;
      e.preventDefault();
      return Grid.back(Grid.redo, Grid.undo);
    }
    if (!Grid.selected || e.target !== grid || e.ctrlKey || e.metaKey || e.altKey) return;
    const [r, c] = Grid.selected;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[e.key]) {
      e.preventDefault();
      const nr = Math.min(Grid.rows - 1, Math.max(0, r + moves[e.key][0]));
      const nc = Math.min(Grid.cols - 1, Math.max(0, c + moves[e.key][1]));
      return Grid.select([nr, nc]);
    }
    let token = null;
    if (e.key === "Backspace" || e.key === "Delete" || e.key === " ") token = Grid.empty();
    else if (e.key.length === 1) token = Grid.typed(Grid.cells[r][c], e.key);
    if (token === null) return;
    e.preventDefault();
    if (token === Grid.cells[r][c]) return;
    Grid.remember();
    Grid.set(r, c, token);
  });
}
