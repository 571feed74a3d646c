// regions layer: the workbench's editor for a puzzle of regions (rooms, cages, tiles) drawn as
// thick borders between cells, its vocabulary from the genre's record (GET /v1/genres:
// edit.regions, FamilyRegions in src/model/family.hpp). The borders are Grid.walls; a drag
// along the cells' edges draws them (pzprjs: the first edge crossed decides whether the stroke
// draws or erases), a click inside a cell selects it as before. Regions.text writes the typed
// form the genre's reader takes: each region a letter (a-z, then A-Z), a row a line as
// edit.regions.row says, a region's clue (edit.regions.clue "list") after the rows as a=12.
"use strict";

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEAR_LINE = 0.22;  // a press this close to a cell's edge (in cells) draws borders

const Regions = {
  count: 1,  // the head's {k} (Star Battle's stars)
  stroke: null,  // {x, y, draw}: the vertex a border drag is at, and whether it draws

  of(genre) {
    return genre && genre.edit && genre.edit.regions;
  },
  key(r, c, r2, c2) {
    return r * 4096 + c + "," + (r2 * 4096 + c2);
  },
  // The walls as a set of "a,b" keys, each pair ordered (the top or left cell first).
  walls(grid) {
    const set = new Set();
    for (const [r, c, r2, c2] of grid.walls)
      set.add(r2 * grid.cols + c2 < r * grid.cols + c ? this.key(r2, c2, r, c) : this.key(r, c, r2, c2));
    return set;
  },
  // Per cell its region (0.. in the reading order of their first cells), and the regions' count.
  ids(grid) {
    const walls = this.walls(grid), R = grid.rows, C = grid.cols;
    const id = new Array(R * C).fill(-1);
    let n = 0;
    for (let s = 0; s < R * C; s++) {
      if (id[s] >= 0) continue;
      id[s] = n;
      const todo = [s];
      while (todo.length) {
        const i = todo.pop(), r = Math.floor(i / C), c = i % C;
        for (const [r2, c2] of [[r, c + 1], [r + 1, c], [r, c - 1], [r - 1, c]]) {
          if (r2 < 0 || c2 < 0 || r2 >= R || c2 >= C || id[r2 * C + c2] >= 0) continue;
          const k = r2 * C + c2 < i ? this.key(r2, c2, r, c) : this.key(r, c, r2, c2);
          if (walls.has(k)) continue;
          id[r2 * C + c2] = n;
          todo.push(r2 * C + c2);
        }
      }
      n++;
    }
    return { id, n };
  },
  // Per region its letter: one each (52 at most, '?' past them: the reader says so), or where
  // a letter names each connected area of it (reuse), the first no touching region has.
  letters(grid, id, n) {
    if (!this.of(grid.genre).reuse) return Array.from({ length: n }, (_, k) => LETTERS[k] || "?");
    const C = grid.cols, touching = Array.from({ length: n }, () => new Set());
    for (let i = 0; i < id.length; i++) {
      if (i % C + 1 < C && id[i] !== id[i + 1]) touching[id[i]].add(id[i + 1]), touching[id[i + 1]].add(id[i]);
      if (i + C < id.length && id[i] !== id[i + C]) touching[id[i]].add(id[i + C]), touching[id[i + C]].add(id[i]);
    }
    const out = [];
    for (let k = 0; k < n; k++) {
      const taken = new Set([...touching[k]].filter((j) => j < k).map((j) => out[j]));
      out.push([...LETTERS].find((l) => !taken.has(l)) || "?");
    }
    return out;
  },
  // The typed form: the head ({n} the side, {k} the count), the rows in their frame, the clues.
  text(grid) {
    const e = grid.genre.edit, reg = e.regions, empty = grid.empty();
    const { id, n } = this.ids(grid);
    const letter = this.letters(grid, id, n);
    const lines = [];
    if (e.head) lines.push(e.head.replace("{n}", grid.rows).replace("{k}", this.count));
    const sep = e.spaced ? " " : "", rows = [];
    for (let r = 0; r < grid.rows; r++) {
      const tokens = grid.cells[r], names = tokens.map((_, c) => letter[id[r * grid.cols + c]]);
      if (reg.row === "{r}{v}") rows.push(names.map((l, c) => l + (tokens[c] === empty ? "" : tokens[c])).join(sep));
      else if (reg.row === "{v} {r}") rows.push(tokens.join(sep) + "  " + names.join(sep));
      else rows.push(names.join(sep));
    }
    lines.push(...Frame.compose(rows));  // frame.js: the clues around (Tilepaint's counts)
    if (reg.clue === "list") {
      const clue = new Array(n).fill(null);
      grid.cells.flat().forEach((t, i) => {
        if (t !== empty && clue[id[i]] === null) clue[id[i]] = t;
      });
      lines.push(clue.map((t, k) => (t === null ? "" : letter[k] + "=" + t)).filter(Boolean).join(" "));
    }
    return lines.join("\n") + "\n";
  },
  // The vertex nearest a pointer, in cells from the grid's top-left corner, and whether the
  // pointer is near a cell's edge.
  at(grid, e) {
    const a = grid.cell(0, 0), b = grid.cell(grid.rows - 1, grid.cols - 1);
    if (!a || !b) return null;
    const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
    const fx = ((e.clientX - ra.left) * grid.cols) / (rb.right - ra.left);
    const fy = ((e.clientY - ra.top) * grid.rows) / (rb.bottom - ra.top);
    const x = Math.round(fx), y = Math.round(fy);
    return { x, y, near: Math.min(Math.abs(fx - x), Math.abs(fy - y)) < NEAR_LINE, fx, fy };
  },
  // The two cells either side of the edge from vertex (x, y) to (x2, y2), or null on the frame.
  edge(grid, x, y, x2, y2) {
    if (y === y2) {
      const c = Math.min(x, x2);
      return y > 0 && y < grid.rows && c >= 0 && c < grid.cols ? [y - 1, c, y, c] : null;
    }
    const r = Math.min(y, y2);
    return x > 0 && x < grid.cols && r >= 0 && r < grid.rows ? [r, x - 1, r, x] : null;
  },
  // Draws (or erases) one border; true when it changed.
  set(grid, w, draw) {
    const k = this.key(...w);
    const has = grid.walls.some((v) => this.key(...v) === k);
    if (has === draw) return false;
    grid.wall(draw ? grid.walls.concat([w]) : grid.walls.filter((v) => this.key(...v) !== k));
    return true;
  },
  press(grid, e) {
    const p = this.at(grid, e);
    if (!p || !p.near) return false;
    this.stroke = { x: p.x, y: p.y, draw: null };
    return true;
  },
  move(grid, e) {
    const s = this.stroke, p = this.at(grid, e);
    if (!s || !p || (p.x === s.x && p.y === s.y)) return;
    // a vertex is reached once the pointer is nearer it than the edge's middle
    if (Math.abs(p.fx - p.x) > 0.4 || Math.abs(p.fy - p.y) > 0.4) return;
    if (Math.abs(p.x - s.x) + Math.abs(p.y - s.y) === 1) {
      const w = this.edge(grid, s.x, s.y, p.x, p.y);
      if (w) {
        if (s.draw === null) {  // the stroke's first edge: one undo step for the stroke
          s.draw = !grid.walls.some((v) => this.key(...v) === this.key(...w));
          grid.remember();
        }
        if (this.set(grid, w, s.draw)) grid.onchange();
      }
    }
    s.x = p.x;
    s.y = p.y;
  },
  // The count's field (edit.count: a region genre's, or Easy as ABC's letters) beside the size,
  // shown for a genre that has one.
  field(genre) {
    const box = headField("region-count", '<input id="region-count" type="number" min="1" max="20" value="1">', "change", (ev) => {
      this.count = Math.max(1, Number(ev.target.value) || 1);
      Grid.onchange();
    });
    const reg = this.of(genre);
    const count = genre && genre.edit && genre.edit.count;
    $("region-count-label").hidden = !count;
    if (count) $("region-count-label").querySelector("span").textContent = count + "s";
    box.value = this.count;
    const help = $("regions-help") || $("keys").insertAdjacentElement("afterend", Object.assign(document.createElement("div"), { id: "regions-help", className: "help" }));
    help.textContent = reg ? "drag along the cells' edges: draw a border (over a drawn one: erase)" +
      (reg.clue === "list" ? "; a region's clue typed into one of its cells" : "") : "";
    $("grid").classList.toggle("cages", !!(reg && reg.clue === "list"));
  },
  // A puzzle opened (POST /v1/cells): its count.
  // A variant its ID or an option gives (a jigsaw's X) is not in the rows: said beside the grid.
  opened(a) {
    this.count = a.count || 1;
    this.field(Grid.genre);
    if (!a.describe) return;
    api("cells", { puzzle: this.text(Grid), type: Grid.genre.name }).then((b) => {
      if (b.describe && b.describe !== a.describe)
        $("regions-help").textContent = "the editor's rows leave out part of this puzzle: it was " + a.describe + ", the editor has " + b.describe;
    }).catch(() => {});
  },
};

// A press near a cell's edge of a regions genre draws borders, before grid.js' cell input.
function regionsInput() {
  const reset = Grid.reset;
  Grid.reset = function (...args) {
    reset.apply(this, args);
    Regions.field(this.genre);
  };
  document.addEventListener("pointerdown", (e) => {
    if (!Regions.of(Grid.genre) || !e.target.closest || !e.target.closest("#grid") || e.button !== 0) return;
    if (!Regions.press(Grid, e)) return;
    e.preventDefault();
    e.stopPropagation();
    $("grid").focus();
  }, true);
  document.addEventListener("pointermove", (e) => Regions.stroke && Regions.move(Grid, e));
  const end = () => (Regions.stroke = null);
  document.addEventListener("pointerup", end);
  document.addEventListener("pointercancel", end);
}
regionsInput();
