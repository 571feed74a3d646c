// The workbench's frame: the clues a genre sets outside its grid, one a row or a column, on the
// sides its record names (Family::edit's outside and edge layer: towers' four sides, tents'
// right and bottom), read off the puzzle's picture by POST /v1/cells ("frame"). Drawn around
// the cells as elements with data-side, data-index (0-based) and data-value ('.' none); a click
// selects one, digits type into it, Backspace clears it, Ctrl+Z undoes it with the cells. The
// text the genre's reader takes (Grid.text): a row line between its left and right clues, the
// top and bottom clues a spaced line each, between `corner`s where the rows have side clues.
"use strict";

const Frame = {
  sides: {},  // side -> tokens, a column each (top, bottom) or a row each (left, right)
  selected: null,  // [side, index]

  names() {
    return (Grid.genre && Grid.genre.edit.frame) || [];
  },
  reset(frame) {
    this.sides = {};
    this.selected = null;
    for (const s of this.names()) {
      const n = s === "left" || s === "right" ? Grid.rows : Grid.cols;
      this.sides[s] = Array.from({ length: n }, (_, i) => (frame && frame[s] && frame[s][i]) || ".");
    }
  },
  snapshot() {
    return JSON.parse(JSON.stringify(this.sides));
  },
  restore(sides) {
    if (sides) this.sides = sides;
  },
  // The head's rows (each already joined) with the frame's clues around them.
  compose(rows) {
    const s = this.sides, corner = Grid.genre.edit.corner;
    const across = (side) => {
      const parts = [];
      if (s.left && corner) parts.push(corner);
      parts.push(...s[side]);
      if (s.right && corner) parts.push(corner);
      return parts.join(" ");
    };
    const lines = [];
    if (s.top) lines.push(across("top"));
    rows.forEach((row, r) => lines.push((s.left ? s.left[r] + " " : "") + row + (s.right ? " " + s.right[r] : "")));
    if (s.bottom) lines.push(across("bottom"));
    return lines;
  },
  clue(side, i) {
    return document.querySelector(`#grid .clue[data-side="${side}"][data-index="${i}"]`);
  },
  // Places the cells one further in where there is a top or a left frame, and the clues around.
  render() {
    const s = this.sides, grid = $("grid");
    grid.classList.toggle("framed", Object.keys(s).length > 0);
    if (!Object.keys(s).length) return;
    const top = s.top ? 1 : 0, left = s.left ? 1 : 0;
    // several numbers a slot (edit.runs): the left column as wide as its longest row clue
    const wide = Grid.genre.edit.runs && left ? "minmax(var(--cell), max-content) " : "";
    grid.style.gridTemplateColumns = wide + `repeat(${Grid.cols + (wide ? 0 : left) + (s.right ? 1 : 0)}, var(--cell))`;
    grid.querySelectorAll(".cell").forEach((el) => {
      el.style.gridRow = Number(el.dataset.row) + 1 + top;
      el.style.gridColumn = Number(el.dataset.col) + 1 + left;
    });
    for (const side of Object.keys(s))
      s[side].forEach((token, i) => {
        const el = document.createElement("div");
        el.className = "clue";
        el.dataset.side = side;
        el.dataset.index = i;
        const across = side === "top" || side === "bottom";
        el.style.gridRow = across ? (side === "top" ? 1 : Grid.rows + 1 + top) : i + 1 + top;
        el.style.gridColumn = across ? i + 1 + left : side === "left" ? 1 : Grid.cols + 1 + left;
        grid.appendChild(el);
        this.paint(el, token);
      });
    this.labels(top, left);
    this.select(this.selected);
  },
  // The frame's corners labelled (edit.labels: top-left, top-right, bottom-left, bottom-right;
  // Magnets' + and −), where both sides of a corner have clues.
  labels(top, left) {
    const s = this.sides, at = [[s.top && s.left, 1, 1], [s.top && s.right, 1, Grid.cols + 1 + left],
                                [s.bottom && s.left, Grid.rows + 1 + top, 1], [s.bottom && s.right, Grid.rows + 1 + top, Grid.cols + 1 + left]];
    (Grid.genre.edit.labels || []).forEach((label, k) => {
      if (label === "." || !at[k] || !at[k][0]) return;
      const el = document.createElement("div");
      el.className = "corner-label";
      el.textContent = label;
      el.style.gridRow = at[k][1];
      el.style.gridColumn = at[k][2];
      $("grid").appendChild(el);
    });
  },
  // A slot's several numbers (edit.runs: Nonogram's) drawn a line each above a column, spaced
  // left of a row.
  paint(el, token) {
    el.dataset.value = token;
    const runs = Grid.genre.edit.runs, shown = token === "." ? "" : token;
    const across = el.dataset.side === "top" || el.dataset.side === "bottom";
    el.textContent = runs ? shown.split(runs).join(across ? "\n" : " ") : shown;
    el.classList.toggle("runs", !!runs);
  },
  set(side, i, token) {
    if (this.sides[side][i] === token) return;
    Grid.remember();
    this.sides[side][i] = token;
    const el = this.clue(side, i);
    if (el) this.paint(el, token);
    Grid.onchange();
  },
  select(sel) {
    document.querySelectorAll("#grid .clue.selected").forEach((e) => e.classList.remove("selected"));
    this.selected = sel;
    if (sel) this.clue(sel[0], sel[1])?.classList.add("selected");
  },
  // A key typed into a clue: the longest number of its last two digits that fits the grid's side,
  // or a letter among the genre's tokens (Easy as ABC's). Where a slot holds several numbers
  // (edit.runs), the separator (or a space, or a comma) starts the next one, and a digit goes
  // to the last; Backspace takes the last character.
  typed(token, key) {
    const up = key.toUpperCase(), runs = Grid.genre.edit.runs, had = token === "." ? "" : token;
    if (/^[A-Z]$/.test(up)) return Grid.genre.edit.tokens.includes(up) ? up : null;
    if (runs && key === "Backspace") return had.slice(0, -1).replace(new RegExp(`\\${runs}$`), "") || ".";
    if (runs && (key === runs || key === " " || key === ",")) return had && !had.endsWith(runs) ? had + runs : null;
    if (!/^\d$/.test(key)) return null;
    const cut = runs ? had.lastIndexOf(runs) + 1 : 0, before = had.slice(0, cut);
    // a count of cells up to the side; a split genre's frame holds sums (edit.largest: Kakuro's 45)
    const all = had.slice(cut) + key, most = Grid.genre.edit.split ? Grid.largest() : Math.max(Grid.rows, Grid.cols);
    for (let i = Math.max(0, all.length - 2); i < all.length; i++) {
      const t = all.slice(i);
      if ((t.length === 1 || t[0] !== "0") && Number(t) <= most) return before + t;
    }
    return null;
  },
};

// A click on a clue selects it (and no cell); a click on a cell leaves the clues.
function frameInput() {
  const grid = $("grid");
  grid.addEventListener("pointerdown", (e) => {
    const el = e.target.closest && e.target.closest(".clue");
    if (!el) return Frame.select(null);
    e.preventDefault();
    grid.focus();
    Grid.select(null);
    Frame.select([el.dataset.side, Number(el.dataset.index)]);
  });
  document.addEventListener("keydown", (e) => {
    if (!Frame.selected || e.target !== grid || e.ctrlKey || e.metaKey || e.altKey) return;
    const [side, i] = Frame.selected;
    const runs = Grid.genre.edit.runs, keyed = runs && (e.key === "Backspace" || e.key === " ");
    const token = keyed ? Frame.typed(Frame.sides[side][i], e.key)
                : e.key === "Backspace" || e.key === "Delete" || e.key === " " ? "."
                : e.key.length === 1 ? Frame.typed(Frame.sides[side][i], e.key) : null;
    if (token === null) return;
    e.preventDefault();
    Frame.set(side, i, token);
  });
}
frameInput();
