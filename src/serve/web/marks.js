// The workbench's between layer: marks that are no cell's token, on the half-cell lattice of
// the grid (Family::edit.marks, FamilyMarks): signs between two adjacent cells (Futoshiki's
// < >), clues at vertices (Slant's 0-4), dots at centres, edges and vertices (Galaxies). Point
// (y, x): 0 <= y <= 2 rows, 0 <= x <= 2 cols, a cell's centre at odd y and x, a vertex at even.
// Each point the genre's text holds and whose kind has a vocabulary is an element .mark with
// data-y, data-x and data-value (the vocabulary's first: none); a click cycles it (left
// forward, right back) and selects it, a key of its vocabulary types into it, Backspace clears
// it, Ctrl+Z undoes it with the cells. POST /v1/cells reads the marks off the picture
// ("marks": [[y, x, mark], ...]). The text (Grid.text): the head, then the lattice rows
// `rows` names, a point's mark (`blank` where none), a cell's token at a centre without marks.
"use strict";

const Marks = {
  at: {},  // "y,x" -> mark
  selected: null,  // [y, x]

  spec() {
    return Grid.genre && Grid.genre.edit.marks;
  },
  // The vocabulary of point (y, x), [] where the genre has no marks there.
  vocabulary(y, x) {
    const m = this.spec();
    if (!m) return [];
    return y % 2 && x % 2 ? m.centre : y % 2 ? m.across : x % 2 ? m.down : m.vertex;
  },
  // The lattice points the typed text holds: [y0, y1, x0, x1, step].
  span() {
    const inner = this.spec().rows === "inner";
    return inner ? [1, 2 * Grid.rows - 1, 1, 2 * Grid.cols - 1, 1] : [0, 2 * Grid.rows, 0, 2 * Grid.cols, 2];
  },
  reset(marks) {
    this.at = {};
    this.selected = null;
    for (const [y, x, mark] of marks || []) this.at[y + "," + x] = mark;
  },
  snapshot() {
    return Object.assign({}, this.at);
  },
  restore(at) {
    if (at) this.at = at;
  },
  get(y, x) {
    return this.at[y + "," + x] || this.vocabulary(y, x)[0];
  },
  text(grid) {
    const m = this.spec(), e = grid.genre.edit, [y0, y1, x0, x1, step] = this.span();
    const lines = e.head ? [e.head.replace("{n}", grid.rows)] : [];
    for (let y = y0; y <= y1; y += step) {
      const parts = [];
      for (let x = x0; x <= x1; x += step) {
        const v = this.vocabulary(y, x);
        if (y % 2 && x % 2 && !v.length) parts.push(grid.cells[(y - 1) / 2][(x - 1) / 2]);
        else parts.push(this.at[y + "," + x] && this.at[y + "," + x] !== v[0] ? this.at[y + "," + x] : m.blank);
      }
      lines.push(parts.join(m.spaced ? " " : ""));
    }
    return lines.join("\n") + "\n";
  },
  point(y, x) {
    return document.querySelector(`#grid .mark[data-y="${y}"][data-x="${x}"]`);
  },
  render() {
    const grid = $("grid");
    grid.classList.toggle("marked", !!this.spec());
    if (!this.spec()) return;
    const [y0, y1, x0, x1, step] = this.span();
    for (let y = y0; y <= y1; y += step)
      for (let x = x0; x <= x1; x += step) {
        if (!this.vocabulary(y, x).length) continue;
        const el = document.createElement("div");
        el.className = "mark " + (y % 2 && x % 2 ? "centre" : y % 2 || x % 2 ? "edge" : "vertex");
        el.dataset.y = y;
        el.dataset.x = x;
        el.style.left = `calc(${x / 2} * (var(--cell) + 1px) - 0.5px)`;
        el.style.top = `calc(${y / 2} * (var(--cell) + 1px) - 0.5px)`;
        grid.appendChild(el);
        this.paint(el, this.get(y, x));
      }
    this.select(this.selected);
  },
  // Drawn as the picture draws it: a sign's chevron, a clue in a circle, a dot.
  paint(el, mark) {
    const y = Number(el.dataset.y), x = Number(el.dataset.x), none = this.vocabulary(y, x)[0];
    el.dataset.value = mark;
    el.classList.toggle("set", mark !== none);
    const glyph = { "*": "\u25cf", "^": "\u2227", v: "\u2228" };
    el.classList.toggle("glyph", !!glyph[mark]);  // a dot or a sign, not a clue in a circle
    el.textContent = mark === none ? "" : glyph[mark] || mark;
    // a dot at a cell's centre: the cell's determined value drawn inside it (style.css)
    if (y % 2 && x % 2) Grid.cell((y - 1) / 2, (x - 1) / 2)?.classList.toggle("centre-set", mark !== none);
  },
  set(y, x, mark) {
    if (this.get(y, x) === mark) return;
    Grid.remember();
    this.at[y + "," + x] = mark;
    const el = this.point(y, x);
    if (el) this.paint(el, mark);
    Grid.onchange();
  },
  select(sel) {
    document.querySelectorAll("#grid .mark.selected").forEach((e) => e.classList.remove("selected"));
    this.selected = sel;
    if (sel) this.point(sel[0], sel[1])?.classList.add("selected");
  },
};

// A click on a mark point selects it (and no cell) and cycles its mark; a click on a cell
// leaves the marks.
function marksInput() {
  const grid = $("grid");
  grid.addEventListener("pointerdown", (e) => {
    const el = e.target.closest && e.target.closest(".mark");
    if (!el) return Marks.select(null);
    e.preventDefault();
    e.stopImmediatePropagation();
    grid.focus();
    Grid.select(null);
    const y = Number(el.dataset.y), x = Number(el.dataset.x), v = Marks.vocabulary(y, x);
    Marks.select([y, x]);
    const now = Math.max(0, v.indexOf(Marks.get(y, x)));
    Marks.set(y, x, v[(now + (e.button === 2 ? v.length - 1 : 1)) % v.length]);
  }, true);
  document.addEventListener("keydown", (e) => {
    if (!Marks.selected || e.target !== grid || e.ctrlKey || e.metaKey || e.altKey) return;
    const [y, x] = Marks.selected, v = Marks.vocabulary(y, x);
    const mark = e.key === "Backspace" || e.key === "Delete" || e.key === " " ? v[0] : v.includes(e.key) ? e.key : null;
    if (mark === null) return;
    e.preventDefault();
    Marks.set(y, x, mark);
  });
}
marksInput();
