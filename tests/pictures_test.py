#!/usr/bin/env python3
"""Pictures checked as a reader would see them (ctest runs each part as its own test).

  pictures_test.py PART GRIDSAT SOURCE_DIR SHARED_DIR

  svg      every family's SVG parses as XML (xml.etree) and has a viewBox; the Futoshiki
           signs, the magic sums and the no-three-in-line pieces and lines are checked in
           the SVG DOM against the puzzles read independently here
  screen   headless Chromium screenshot of a solved 9x9, a solved 16x16 and a 9x9 that
           explain leaves unfinished: ink in every filled cell, none in blank cells or
           outside the grids; givens black, solved values blue
  explain  the explanation page opened at #step=N (chromium --dump-dom): the highlighted
           cells, eliminations and placements are those of explain --format json's step N;
           the page loads nothing from outside
  sheet    6 puzzles with solutions at 4 a page: pdfinfo counts 3 pages (2 of puzzles, 1 of
           solutions at 16 a page), and pdftoppm renders every page with ink on it

Chromium is Debian's (`chromium`), run headless with a temporary profile; PNGs are decoded
here with zlib (no imaging library).
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def run(args, ok=(0,), **kw):
    p = subprocess.run(args, capture_output=True, text=True, **kw)
    if p.returncode not in ok:
        fail("%s: exit %d\n%s" % (" ".join(args), p.returncode, p.stderr[-2000:]))
    return p.stdout


def chromium(tmp, *args):
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if not exe:
        fail("chromium is not installed (tools/test installs Debian's chromium)")
    profile = tempfile.mkdtemp(dir=tmp)
    p = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                        "--user-data-dir=" + profile] + list(args), capture_output=True, text=True, timeout=120)
    shutil.rmtree(profile, ignore_errors=True)
    return p.stdout


def parse_svg(text, what):
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        fail("%s: not well-formed XML: %s" % (what, e))
    if root.tag != SVG + "svg":
        fail("%s: root is %s, not svg" % (what, root.tag))
    box = root.get("viewBox", "").split()
    if len(box) != 4 or float(box[2]) <= 0 or float(box[3]) <= 0:
        fail("%s: no usable viewBox (%r)" % (what, root.get("viewBox")))
    return root


class Geo:
    """The cell geometry the root element states (data-*)."""

    def __init__(self, root):
        self.n = int(root.get("data-n"))
        self.cell = float(root.get("data-cell"))
        self.gap = float(root.get("data-gap"))
        self.left = float(root.get("data-left"))
        self.top = float(root.get("data-top"))

    def rect(self, r, c):  # x0, y0, x1, y1 of cell (r, c), 0-based
        x = self.left + c * (self.cell + self.gap)
        y = self.top + r * (self.cell + self.gap)
        return x, y, x + self.cell, y + self.cell

    def centre(self, r, c):
        x0, y0, x1, y1 = self.rect(r, c)
        return (x0 + x1) / 2, (y0 + y1) / 2


# ---- Futoshiki, read here from the aligned grid (not by gridsat's reader) ---------------

def read_aligned_futoshiki(path):
    """The cells' values and the signs of an aligned Futoshiki grid: [(lo, hi)] as ((r, c), (r, c))."""
    lines = [l.rstrip("\n") for l in open(path, encoding="utf-8")]
    lines = [l for l in lines if not l.startswith("#")]
    rows, sign_lines = [], {}
    for l in lines:
        if re.search(r"[0-9.]", l):
            rows.append(l)
        elif rows:
            sign_lines[len(rows) - 1] = l
    signs = []
    columns = []  # per row: the character columns of its cells
    for r, l in enumerate(rows):
        cols = [m.start() for m in re.finditer(r"[0-9.]+", l)]
        columns.append(cols)
        for m in re.finditer(r"[<>]", l):
            c = sum(1 for x in cols if x < m.start()) - 1
            a, b = (r, c), (r, c + 1)
            signs.append((a, b) if m.group() == "<" else (b, a))
    for r, l in sign_lines.items():
        for i, ch in enumerate(l):
            if ch in "^\u2227v\u2228":
                c = columns[r].index(i) if i in columns[r] else None
                if c is None:
                    fail("sign %r of row %d stands under no cell" % (ch, r + 1))
                up, down = (r, c), (r + 1, c)
                signs.append((up, down) if ch in "^\u2227" else (down, up))
    return len(rows), signs


def check_futoshiki(root, path):
    n, signs = read_aligned_futoshiki(path)
    geo = Geo(root)
    drawn = root.findall(".//%spath[@class='sign']" % SVG)
    if len(drawn) != len(signs):
        fail("futoshiki: %d sign elements for the %d signs of %s" % (len(drawn), len(signs), path))
    want = set(signs)
    for el in drawn:
        lo = tuple(int(x) for x in el.get("data-lo").split())
        hi = tuple(int(x) for x in el.get("data-hi").split())
        if (lo, hi) not in want:
            fail("futoshiki: a sign %s < %s that the puzzle does not have" % (lo, hi))
        want.discard((lo, hi))
        pts = [float(x) for x in re.findall(r"-?[0-9.]+", el.get("d"))]
        xs, ys = pts[0::2], pts[1::2]
        a, b = geo.rect(*lo), geo.rect(*hi)
        if lo[0] == hi[0]:  # side by side: within the gap between the two cells, at their height
            gap0, gap1 = min(a[2], b[2]), max(a[0], b[0])
            inside = gap0 <= min(xs) and max(xs) <= gap1 and a[1] <= min(ys) and max(ys) <= a[3]
        else:
            gap0, gap1 = min(a[3], b[3]), max(a[1], b[1])
            inside = gap0 <= min(ys) and max(ys) <= gap1 and a[0] <= min(xs) and max(xs) <= a[2]
        if not inside:
            fail("futoshiki: the sign between %s and %s is not between them (%s)" % (lo, hi, el.get("d")))
        # The tip (the middle point) is towards the smaller cell.
        ca, cb = geo.centre(*lo), geo.centre(*hi)
        tip = (xs[1], ys[1])
        da = (tip[0] - ca[0]) ** 2 + (tip[1] - ca[1]) ** 2
        db = (tip[0] - cb[0]) ** 2 + (tip[1] - cb[1]) ** 2
        if not da < db:
            fail("futoshiki: the sign between %s and %s points the wrong way" % (lo, hi))
    return len(signs)


def texts(root, cls):
    return [t for t in root.iter(SVG + "text") if cls in (t.get("class") or "").split()]


def check_magic(root, n):
    sums = [int(t.text) for t in texts(root, "sum")]
    target = n * (n * n + 1) // 2
    if len(sums) != 2 * n + 2 or any(s != target for s in sums):
        fail("magic %d: sums drawn %s, want %d times %d" % (n, sums, 2 * n + 2, target))
    values = sorted(int(t.text) for t in texts(root, "g") + texts(root, "s"))
    if values != list(range(1, n * n + 1)):
        fail("magic %d: the cells do not show 1..%d" % (n, n * n))


def check_pieces(root, n, lines_drawn, family="all"):
    geo = Geo(root)
    pieces = [(float(c.get("cx")), float(c.get("cy"))) for c in root.iter(SVG + "circle")
              if "piece" in (c.get("class") or "").split()]
    if len(pieces) != 2 * n:
        fail("pieces %d: %d pieces drawn" % (n, len(pieces)))
    lines = root.findall(".//%sline[@class='line']" % SVG)
    if not lines_drawn:
        if lines:
            fail("pieces: lines drawn without --show-lines")
        return
    if not lines:
        fail("pieces %d: --show-lines drew no line" % n)
    # Independently: every line through two pieces (rows and columns aside) that meets a third
    # cell centre on the board; each drawn line must be one of them and hold exactly two pieces.
    want = set()
    cells = [(round((x - geo.left - geo.cell / 2) / geo.cell), round((y - geo.top - geo.cell / 2) / geo.cell))
             for x, y in pieces]
    for i in range(len(cells)):
        for j in range(i + 1, len(cells)):
            (c0, r0), (c1, r1) = cells[i], cells[j]
            if r0 == r1 or c0 == c1 or (family == "diagonals" and abs(r1 - r0) != abs(c1 - c0)):
                continue
            on = [(c, r) for r in range(n) for c in range(n) if (c - c0) * (r1 - r0) == (r - r0) * (c1 - c0)]
            if len(on) >= 3:
                want.add(frozenset((min(on), max(on))))
    got = set()
    for l in lines:
        a = (round((float(l.get("x1")) - geo.left - geo.cell / 2) / geo.cell),
             round((float(l.get("y1")) - geo.top - geo.cell / 2) / geo.cell))
        b = (round((float(l.get("x2")) - geo.left - geo.cell / 2) / geo.cell),
             round((float(l.get("y2")) - geo.top - geo.cell / 2) / geo.cell))
        on = sum(1 for p in cells if (p[0] - a[0]) * (b[1] - a[1]) == (p[1] - a[1]) * (b[0] - a[0]))
        if on != 2:
            fail("pieces: a drawn line holds %d pieces" % on)
        got.add(frozenset((a, b)))
    if got != want:
        fail("pieces: %d lines drawn, %d lines hold two pieces" % (len(got), len(want)))


def shared_data(shared, rel):
    """A data set of ../shared, or None (and a note) when this clone has none beside it."""
    path = os.path.join(shared, rel)
    if os.path.exists(path):
        return path
    print("skipped: missing data %s (the data sets of ../shared are not beside this clone)" % path)
    return None


def part_svg(gridsat, src, shared, tmp):
    futo = os.path.join(src, "instances/futoshiki/notebook5.txt")
    cases = [
        ("sudoku 9x9", ["solve", os.path.join(src, "instances/sudoku/escargot.sdk")]),
        ("sudoku 16x16", ["solve", shared_data(shared, "instances/sudoku-large/gecode/gecode_16x16_34.txt")]),
        ("sudoku 6x6 3x2 boxes", ["count", "--type", "sudoku", "--size", "6", "--box", "3x2", "--limit", "1"]),
        ("latin", ["solve", "--type", "latin", "--size", "7"]),
        ("futoshiki", ["solve", futo]),
        ("magic 4", ["solve", "--type", "magic", "--size", "4"]),
        ("pieces 10", ["solve", "--type", "pieces", "--size", "10"]),
        ("pieces 10 lines", ["solve", "--type", "pieces", "--size", "10", "--show-lines"]),
        ("pieces diagonals", ["solve", "--type", "pieces", "--size", "8", "--lines", "diagonals", "--show-lines"]),
        ("explain candidates", ["explain", "--explain-with", "ladder", "--candidates", os.path.join(src, "instances/sudoku/escargot.sdk")]),
        ("kakuro", ["solve", os.path.join(src, "instances/kakuro/6x6.txt")]),
        ("easyasabc", ["solve", os.path.join(src, "instances/easyasabc/5x5.txt")]),
        ("magnets", ["solve", os.path.join(src, "instances/magnets/6x6.txt")]),
        ("sudoku 100x100", ["solve", shared_data(shared, "instances/sudoku-large/rkkautsar/sudoku-100-1.txt")]),
    ]
    roots = {}
    for name, args in [(n, a) for n, a in cases if None not in a]:
        out = run([gridsat] + args + ["--format", "svg"], ok=(0, 1))
        roots[name] = parse_svg(out, name)
    # A batch: one well-formed document per puzzle in -o DIR/, and a refusal without -o.
    batch = os.path.join(tmp, "batch.txt")
    with open(batch, "w") as f:
        f.write(open(os.path.join(src, "instances/sudoku/escargot.sdk")).read() + "\n" +
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n")
    run([gridsat, "solve", "--format", "svg", batch, "-o", os.path.join(tmp, "pics") + "/"])
    for k in (1, 2):
        parse_svg(open(os.path.join(tmp, "pics", "puzzle-%d.svg" % k)).read(), "batch puzzle %d" % k)
    p = subprocess.run([gridsat, "solve", "--format", "svg", batch], capture_output=True, text=True)
    if p.returncode != 2 or "-o DIR/" not in p.stderr:
        fail("a batch of SVGs on standard output: want exit 2 and a message naming -o DIR/, got %d %r" %
             (p.returncode, p.stderr))
    # generate --format svg: a picture of the givens, one file per puzzle; the Futoshiki's signs
    # checked against the same puzzle written in its grid form.
    gen = ["generate", "--type", "futoshiki", "--size", "5", "--seed", "7"]
    gen_grid = os.path.join(tmp, "gen5.txt")
    with open(gen_grid, "w") as f:
        f.write(run([gridsat] + gen + ["--format", "grid"]))
    check_futoshiki(parse_svg(run([gridsat] + gen + ["--format", "svg"]), "generate futoshiki"), gen_grid)
    run([gridsat, "generate", "--type", "sudoku", "--count", "2", "--format", "svg", "-o", os.path.join(tmp, "gen") + "/"])
    for k in (1, 2):
        parse_svg(open(os.path.join(tmp, "gen", "puzzle-%d.svg" % k)).read(), "generated puzzle %d" % k)
    signs = check_futoshiki(roots["futoshiki"], futo)
    check_magic(roots["magic 4"], 4)
    check_pieces(roots["pieces 10"], 10, False)
    check_pieces(roots["pieces 10 lines"], 10, True)
    check_pieces(roots["pieces diagonals"], 8, True, "diagonals")
    # AI Escargot is beyond explain's ladder: pencil marks in its open cells, and only there.
    final = json.loads(run([gridsat, "explain", "--explain-with", "ladder", "--format", "json", os.path.join(src, "instances/sudoku/escargot.sdk")],
                           ok=(1,)).splitlines()[-1])
    geo = Geo(roots["explain candidates"])
    marked = set()
    for t in texts(roots["explain candidates"], "m"):
        c = int((float(t.get("x")) - geo.left) // geo.cell)
        r = int((float(t.get("y")) - geo.top) // geo.cell)
        if final["grid"][r][c]:
            fail("explain --candidates: a pencil mark in r%dc%d, which holds %d" % (r + 1, c + 1, final["grid"][r][c]))
        marked.add((r, c))
    open_cells = {(r, c) for r in range(9) for c in range(9) if not final["grid"][r][c]}
    if marked != open_cells:
        fail("explain --candidates: %d open cells, %d with pencil marks" % (len(open_cells), len(marked)))
    print("ok: %d SVGs well-formed; %d Futoshiki signs between their cells; magic sums; pieces and lines" %
          (len(cases) + 2, signs))


# ---- PNG, decoded with zlib ---------------------------------------------------------------

def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(path + ": not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                fail("%s: PNG of depth %d, colour type %d, interlace %d not read here" % (path, depth, ctype, interlace))
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def part_screen(gridsat, src, shared, tmp):
    hard = "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4\n"
    stuck = os.path.join(tmp, "stuck.txt")
    open(stuck, "w").write(hard)
    final = json.loads(run([gridsat, "explain", "--explain-with", "ladder", "--format", "json", stuck], ok=(1,)).strip().splitlines()[-1])
    if final["status"] != "stuck":
        fail("the explain case is meant to get stuck, got " + final["status"])
    pics = [
        ("solved 9x9", [gridsat, "solve", os.path.join(src, "instances/sudoku/escargot.sdk")], (0,)),
        ("solved 16x16", [gridsat, "solve", shared_data(shared, "instances/sudoku-large/gecode/gecode_16x16_34.txt")],
         (0,)),
        ("unfinished 9x9", [gridsat, "explain", "--explain-with", "ladder", stuck], (1,)),
    ]
    pics = [p for p in pics if None not in p[1]]
    html, x, placed = ["<!DOCTYPE html><html><body style='margin:0;background:#fff'>"], 20, []
    for name, args, ok in pics:
        text = run(args + ["--format", "svg"], ok=ok)
        root = parse_svg(text, name)
        path = os.path.join(tmp, "pic%d.svg" % len(placed))
        open(path, "w").write(text)
        w, h = [float(v) for v in root.get("viewBox").split()[2:]]
        html.append("<img src='%s' style='position:absolute;left:%dpx;top:20px;width:%dpx;height:%dpx'>" %
                    (os.path.basename(path), x, w, h))
        placed.append((name, root, x, 20))
        x += int(w) + 40
    html.append("</body></html>")
    page = os.path.join(tmp, "screen.html")
    open(page, "w").write("".join(html))
    png = os.path.join(tmp, "screen.png")
    chromium(tmp, "--window-size=%d,720" % (x + 20), "--screenshot=" + png, "file://" + page)
    width, height, bpp, rows = read_png(png)

    def pixel(px, py):
        i = px * bpp
        return rows[py][i], rows[py][i + 1], rows[py][i + 2]

    def ink(r, g, b):
        return 0.299 * r + 0.587 * g + 0.114 * b < 150

    grids = []
    for name, root, ox, oy in placed:
        geo = Geo(root)
        n = geo.n
        grids.append((ox + geo.left - 4, oy + geo.top - 4, ox + geo.left + n * geo.cell + 4, oy + geo.top + n * geo.cell + 4))
        givens, shown = {}, {}
        if name == "unfinished 9x9":
            for r in range(9):
                for c in range(9):
                    shown[(r, c)] = final["grid"][r][c] != 0
                    givens[(r, c)] = hard[r * 9 + c] != "."
        for r in range(n):
            for c in range(n):
                x0, y0, x1, y1 = geo.rect(r, c)
                m = geo.cell * 0.18  # the rules stay out of the measured square
                dark = blue = black = 0
                area = 0
                for py in range(int(oy + y0 + m), int(oy + y1 - m)):
                    for px in range(int(ox + x0 + m), int(ox + x1 - m)):
                        area += 1
                        rgb = pixel(px, py)
                        if ink(*rgb):
                            dark += 1
                            if rgb[2] - rgb[0] > 60:
                                blue += 1
                            elif max(rgb) - min(rgb) < 40:
                                black += 1
                want = shown.get((r, c), True)
                if want and dark < 0.03 * area:
                    fail("%s: cell r%dc%d has no ink (%d of %d pixels dark)" % (name, r + 1, c + 1, dark, area))
                if not want and dark:
                    fail("%s: blank cell r%dc%d has %d dark pixels" % (name, r + 1, c + 1, dark))
                if want and name == "unfinished 9x9":
                    if givens[(r, c)] and blue > dark // 10:
                        fail("%s: given r%dc%d is drawn blue" % (name, r + 1, c + 1))
                    if not givens[(r, c)] and blue < dark // 2:
                        fail("%s: solved r%dc%d is not drawn blue (%d of %d)" % (name, r + 1, c + 1, blue, dark))
    # Nothing outside the grids (sampled every other pixel).
    for py in range(0, height, 2):
        for px in range(0, width, 2):
            if any(g[0] <= px <= g[2] and g[1] <= py <= g[3] for g in grids):
                continue
            if ink(*pixel(px, py)):
                fail("ink outside the grids at (%d, %d)" % (px, py))
    print("ok: ink in every filled cell of %s, none in blank cells or outside" % ", ".join(p[0] for p in placed))


def part_explain(gridsat, src, shared, tmp):
    puzzle = os.path.join(tmp, "p.txt")
    open(puzzle, "w").write("85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.\n")
    steps = [json.loads(l) for l in run([gridsat, "explain", "--format", "json", puzzle]).splitlines()]
    steps = [s for s in steps if "step" in s]
    # The first step that eliminates.
    n = next(s["step"] for s in steps if s["eliminations"])
    page = os.path.join(tmp, "steps.html")
    run([gridsat, "explain", "--format", "html", "-o", page, puzzle])
    html = open(page, encoding="utf-8").read()
    outside = re.findall(r"""(?:src|href)\s*=\s*["'][^"']*|@import|url\(|<link""", html)
    if outside:
        fail("the page refers to other files: %s" % outside[:3])
    for k in (n,):
        st = steps[k - 1]
        dom = chromium(tmp, "--dump-dom", "file://%s#step=%d" % (page, k))
        cells = {(int(a), int(b)) for a, b in re.findall(r'<rect class="hl" data-row="(\d+)" data-col="(\d+)"', dom)}
        elims = {tuple(int(x) for x in m) for m in
                 re.findall(r'class="m elim"[^>]*data-row="(\d+)" data-col="(\d+)" data-value="(\d+)"', dom)}
        places = {tuple(int(x) for x in m) for m in
                  re.findall(r'class="m place"[^>]*data-row="(\d+)" data-col="(\d+)" data-value="(\d+)"', dom)}
        if cells != {tuple(c) for c in st["cells"]}:
            fail("step %d: highlighted %s, explain says cells %s" % (k, sorted(cells), st["cells"]))
        if elims != {tuple(e) for e in st["eliminations"]}:
            fail("step %d: eliminations shown %s, explain says %s" % (k, sorted(elims), st["eliminations"]))
        if places != {tuple(e) for e in st["placements"]}:
            fail("step %d: placements shown %s, explain says %s" % (k, sorted(places), st["placements"]))
        if st["text"].replace("<", "&lt;").replace(">", "&gt;") not in dom:
            fail("step %d: its text is not on the page" % k)
    print("ok: #step=%d highlights explain's cells, eliminations and placements" % n)


def hard_line(src):
    rows = [l.strip() for l in open(os.path.join(src, "instances/sudoku/escargot.sdk")) if not l.startswith("#")]
    return "".join(rows) + "\n"


def part_sheet(gridsat, src, shared, tmp):
    sudoku = os.path.join(tmp, "six.txt")
    norvig = shared_data(shared, "instances/sudoku/norvig_top95.txt")  # else four copies of the sample
    lines = [l for l in open(norvig) if l.strip()][:4] if norvig else [hard_line(src)] * 4
    open(sudoku, "w").write("".join(lines))
    files = [sudoku, os.path.join(src, "instances/futoshiki/notebook5.txt"), os.path.join(src, "instances/sudoku/escargot.sdk")]
    pdf = os.path.join(tmp, "sheet.pdf")
    run([gridsat, "sheet", "--per-page", "4", "--with-solutions"] + files + ["-o", pdf])
    pages = int(re.search(r"Pages:\s+(\d+)", run(["pdfinfo", pdf])).group(1))
    if pages != 3:
        fail("6 puzzles at 4 a page with solutions (16 a page): %d pages, want 3" % pages)
    run(["pdftoppm", "-r", "20", "-gray", pdf, os.path.join(tmp, "page")])
    for k in range(1, pages + 1):
        name = next(f for f in os.listdir(tmp) if re.fullmatch(r"page-0*%d\.pgm" % k, f))
        data = open(os.path.join(tmp, name), "rb").read()
        m = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
        pixels = data[m.end():]
        dark = sum(1 for v in pixels if v < 128)
        if dark < 0.005 * len(pixels):
            fail("page %d of the sheet is blank (%d dark pixels of %d)" % (k, dark, len(pixels)))
    print("ok: %d pages, each with ink" % pages)


def main():
    part, gridsat, src, shared = sys.argv[1:5]
    tmp = tempfile.mkdtemp(prefix="gridsat-pictures-")
    try:
        {"svg": part_svg, "screen": part_screen, "explain": part_explain, "sheet": part_sheet}[part](gridsat, src, shared, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
