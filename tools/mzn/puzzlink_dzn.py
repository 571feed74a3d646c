#!/usr/bin/python3
"""puzz.link (pzprjs) URLs -> MiniZinc data for tools/mzn/<genre>.mzn, and answer checks.

  puzzlink_dzn.py dzn GENRE URL        the .dzn of one puzzle on stdout
  puzzlink_dzn.py pick GENRES_DIR GENRE N  the N smallest public puzzles (fewest cells, then file
                                        order): "URL<TAB>ANSWER_JSON" lines
  puzzlink_dzn.py same ANSWER_JSON OUT [GENRE]  exit 0 when MiniZinc's output OUT (a file) holds
                                        the published answer (rows of 0/1, or 0..4 for Shakashaka,
                                        as "row/row/..."; issue 44's genres by GENRE: puzzlink_dzn44.py)
Our own decoders of pzprjs' field codecs (number16, borders, circles), written from their
descriptions in src/text/puzzlink.hpp; a decoding error shows as a wrong answer in the check.
"""
import json, sys

def head(url):
    url = url.split('?', 1)[-1].split(' ')[0]
    parts = url.split('/')
    return parts[0], int(parts[1]), int(parts[2]), parts[3:]

def number16(body, n, at=0):
    vals, c = [-1] * n, 0
    while c < n and at < len(body):
        ch = body[at]
        if ch in '0123456789abcdef':
            vals[c] = int(ch, 16); at += 1
        elif ch == '-':
            vals[c] = int(body[at + 1:at + 3], 16); at += 3
        elif ch == '+':
            vals[c] = int(body[at + 1:at + 4], 16); at += 4
        elif ch in '=%':
            vals[c] = int(body[at + 1:at + 4], 16) + (4096 if ch == '=' else 8192); at += 4
        elif ch == '.':
            vals[c] = -2; at += 1
        elif 'g' <= ch <= 'z':
            c += ord(ch) - ord('g'); at += 1
        else:
            raise ValueError('number16: %r' % ch)
        c += 1
    return vals, at

def borders(body, cols, rows, at=0):
    """Room ids (1-based, numbered by first cell in reading order), and the position after."""
    def bits(count, at):
        out = []
        while len(out) < count:
            v = int(body[at], 32); at += 1
            out.extend((v >> (4 - w)) & 1 for w in range(5))
        return out[:count], at
    right, at = bits((cols - 1) * rows, at)
    down, at = bits(cols * (rows - 1), at)
    room = [[0] * cols for _ in range(rows)]
    k = 0
    for r in range(rows):
        for c in range(cols):
            if room[r][c]:
                continue
            k += 1
            stack = [(r, c)]; room[r][c] = k
            while stack:
                y, x = stack.pop()
                nb = []
                if x + 1 < cols and not right[y * (cols - 1) + x]: nb.append((y, x + 1))
                if x > 0 and not right[y * (cols - 1) + x - 1]: nb.append((y, x - 1))
                if y + 1 < rows and not down[y * cols + x]: nb.append((y + 1, x))
                if y > 0 and not down[(y - 1) * cols + x]: nb.append((y - 1, x))
                for a, b in nb:
                    if not room[a][b]:
                        room[a][b] = k; stack.append((a, b))
    return room, k, at

def circles(body, n):
    vals = []
    for ch in body:
        v = int(ch, 27)
        vals.extend((v // w) % 3 for w in (9, 3, 1))
    return vals[:n] + [0] * (n - len(vals[:n]))

def arr2(rows):
    return '[|' + '|'.join(','.join(str(v) for v in row) for row in rows) + '|]'

def grid(vals, cols):
    return [vals[i:i + cols] for i in range(0, len(vals), cols)]

def dzn(genre, url):
    _, cols, rows, rest = head(url)
    body = rest[-1] if rest else ''
    n = rows * cols
    out = 'H = %d; W = %d;\n' % (rows, cols)
    if genre in ('nurikabe', 'kurodoko', 'cave'):
        v, _ = number16(body, n)
        out += 'clue = %s;\n' % arr2(grid(v, cols))  # -1 none, -2 '?'
    elif genre in ('heyawake',):
        room, k, at = borders(body, cols, rows)
        v, _ = number16(body, k, at)
        out += 'R = %d; room = %s; num = %s;\n' % (k, arr2(room), v)
    elif genre in ('norinori', 'lits'):
        room, k, _ = borders(body, cols, rows)
        out += 'R = %d; room = %s;\n' % (k, arr2(room))
        if genre == 'lits':
            out += lits_placements(room, rows, cols, k)
    elif genre == 'starbattle':
        room, k, _ = borders(body, cols, rows)
        out += 'R = %d; room = %s; K = %d;\n' % (k, arr2(room), int(rest[0]))
    elif genre == 'yinyang':
        out += 'given = %s;\n' % arr2(grid(circles(body, n), cols))  # 1 white, 2 black
    elif genre in MORE:
        out += MORE[genre](rest[0] if rest else '', rows, cols, rest)
    else:
        from puzzlink_dzn44 import dzn44; out += dzn44(genre, url, rows, cols, rest)  # issue 44
    return out

def lits_placements(room, rows, cols, k):
    """Every tetromino inside one region, with its letter (1 L, 2 I, 3 T, 4 S; no O)."""
    seen, rows_out = set(), []
    def grow(shape):
        if len(shape) == 4:
            key = frozenset(shape)
            if key not in seen:
                seen.add(key); rows_out.append(sorted(key))
            return
        for (y, x) in list(shape):
            for a, b in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= a < rows and 0 <= b < cols and (a, b) not in shape and room[a][b] == room[y][x]:
                    if frozenset(shape | {(a, b)}) in seen_part: continue
                    seen_part.add(frozenset(shape | {(a, b)}))
                    grow(shape | {(a, b)})
    seen_part = set()
    for r in range(rows):
        for c in range(cols):
            grow({(r, c)})
    preg, ptype, pcell = [], [], []
    for cells in rows_out:
        ys = [y for y, _ in cells]; xs = [x for _, x in cells]
        h, w = max(ys) - min(ys) + 1, max(xs) - min(xs) + 1
        if h == 2 and w == 2:
            continue
        deg = [sum((a, b) in cells for a, b in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1))) for y, x in cells]
        if h == 1 or w == 1: t = 2
        elif 3 in deg: t = 3
        elif any(ys.count(y) == 3 for y in ys) or any(xs.count(x) == 3 for x in xs): t = 1
        else: t = 4
        preg.append(room[cells[0][0]][cells[0][1]]); ptype.append(t)
        pcell.append([y * cols + x + 1 for y, x in cells])
    return 'P = %d; preg = %s; ptype = %s; pcell = %s;\n' % (len(preg), preg, ptype, arr2(pcell))

def same(answer, text):
    ans = '/'.join(''.join(str(int(v)) for v in row) if not isinstance(row, str) else row for row in answer)
    return any(line.strip() == ans for line in text.splitlines())

# ---- issue 43's second six genres: one converter each, registered in MORE: (the first part
# of the URL's body, rows, cols, all its parts) -> the .dzn's other lines ----
MORE = {}

def ring_runs(bits):
    """The lengths of the runs of 1s around a cyclic list (sorted)."""
    if all(bits):
        return [len(bits)]
    k = bits.index(0)
    runs, n = [], 0
    for b in bits[k:] + bits[:k]:
        if b: n += 1
        elif n: runs.append(n); n = 0
    return sorted(runs + ([n] if n else []))

def tapa_clues(body, n):
    """pzprjs' tapa code: per cell its ring numbers (-1 a '?'), None without a clue."""
    def two(v):
        if v < 36: nums = [v // 6, v % 6]
        elif v < 100: nums = [(v - 36) // 16, (v - 36) // 4 % 4, (v - 36) % 4]
        else: nums = [(v - 100) >> k & 1 for k in (3, 2, 1, 0)]
        return [x or -1 for x in nums]
    out, c, at = [None] * n, 0, 0
    while at < len(body) and c < n:
        ch = body[at]
        if ch in '012345678': out[c] = [int(ch)]; c += 1
        elif ch == '9': out[c] = [1, 1, 1, 1]; c += 1
        elif ch == '.': out[c] = [-1]; c += 1
        elif 'g' <= ch <= 'z': c += ord(ch) - ord('g') + 1
        else: out[c] = two(int(body[at:at + 2], 36) - 360); c += 1; at += 1
        at += 1
    return out

def tapa_dzn(body, rows, cols, _rest):
    """Per clue cell its index and the allowed 8-bit patterns of its ring (clockwise from the
    upper left; bit k the k-th neighbour shaded): the runs of shaded cells are the clue's
    numbers, a '?' any length; off-grid neighbours unshaded."""
    ring = [(-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1)]
    cells, sets = [], []
    for i, cl in enumerate(tapa_clues(body, rows * cols)):
        if cl is None: continue
        r, c = divmod(i, cols)
        ok = []
        for m in range(256):
            bits = [m >> k & 1 for k in range(8)]
            if any(b and not (0 <= r + dr < rows and 0 <= c + dc < cols) for b, (dr, dc) in zip(bits, ring)):
                continue
            runs = ring_runs(bits) if any(bits) else [0]
            if cl == [0]: good = m == 0
            else: good = m != 0 and fits(runs, [x for x in cl if x > 0], cl.count(-1))
            if good: ok.append(m)
        cells.append(i + 1); sets.append('{' + ','.join(map(str, ok)) + '}')
    return 'K = %d; at = %s; ok = [%s];\n' % (len(cells), cells, ','.join(sets))

def fits(runs, want, wild):
    """runs = the numbers of want plus wild runs of any length."""
    rest = list(runs)
    for x in want:
        if x not in rest: return False
        rest.remove(x)
    return len(rest) == wild
MORE['tapa'] = tapa_dzn

def cell4(body, n):
    """pzprjs' 4-cell code: 0..4 a number (5..9, a..e skip one or two cells after it), '.' a
    clue without number (-2), g..z skip cells; -1 no clue."""
    out, c = [-1] * n, 0
    for ch in body:
        if c >= n: break
        if ch in '01234': out[c] = int(ch)
        elif ch in '56789': out[c] = int(ch) - 5; c += 1
        elif ch in 'abcde': out[c] = ord(ch) - ord('a'); c += 2
        elif ch == '.': out[c] = -2
        elif 'g' <= ch <= 'z': c += ord(ch) - ord('g')
        c += 1
    return out

def shakashaka_dzn(body, rows, cols, _rest):
    """black: -1 a white cell, -2 black without number, else black with that number; and the
    allowed 2x2 blocks around each grid corner (see shaka_corner_ok)."""
    return 'black = %s;\nok = %s;\n' % (arr2(grid(cell4(body, rows * cols), cols)), shaka_corner_ok())

def shaka_corner_ok():
    """The codes 216*TL + 36*TR + 6*BR + BL (cell values 0..4 a triangle's right-angle corner as
    in the answers, 5 black or off the grid) of the 2x2 blocks around a grid corner where the
    white parts could belong to rectangles: the eight 45-degree sectors around the corner
    (clockwise from up), white runs of 90 or 180 degrees, or all white or none."""
    corner = {1: (1, 0), 2: (1, 1), 3: (0, 1), 4: (0, 0)}
    # per quadrant (TR, BR, BL, TL cell): the corner of the cell at the point, and the far end
    # of each of its two edges leaving the point, in clockwise order
    quads = [((1, 0), (0, 0), (1, 1)), ((0, 0), (0, 1), (1, 0)),
             ((0, 1), (1, 1), (0, 0)), ((1, 1), (1, 0), (0, 1))]
    ok = set()
    for tl in range(6):
        for tr in range(6):
            for br in range(6):
                for bl in range(6):
                    white = []
                    for v, (k, n1, n2) in zip((tr, br, bl, tl), quads):
                        x = corner.get(v)
                        for n in (n1, n2):
                            white.append(v != 5 and x not in (k, n))
                    if all(white) or not any(white):
                        good = True
                    else:
                        z = white.index(False)
                        runs = [len(t) for t in ''.join('1' if w else '0' for w in white[z:] + white[:z]).split('0') if t]
                        good = all(t in (2, 4) for t in runs)
                    if good:
                        ok.add(216 * tl + 36 * tr + 6 * br + bl)
    return '{' + ','.join(map(str, sorted(ok))) + '}'
MORE['shakashaka'] = shakashaka_dzn

def tilepaint_dzn(body, rows, cols, _rest):
    """The tiles (borders' rooms), then per cell a block or a skip (pzprjs' tilepaint code: a
    block's down then right clue, '+'/'-'/'=' making the down/right/both two hex digits, '.'
    none), then the column and the row clues ('-' two hex digits, '.' none). down/right: -1
    none; block 1 a block cell."""
    room, k, at = borders(body, cols, rows)
    n = rows * cols
    block, down, right = [0] * n, [-1] * n, [-1] * n
    def hexa(width):
        nonlocal at
        t = body[at:at + width]; at += width
        return -1 if t == '.' else int(t, 16)
    i = 0
    while i < n:
        ch = body[at]
        if 'g' <= ch <= 'z':
            i += ord(ch) - ord('f'); at += 1; continue
        pre = ch if ch in '-+=' else ''
        at += len(pre)
        block[i] = 1
        down[i] = hexa(2 if pre in '+=' and pre else 1)
        right[i] = hexa(2 if pre in '-=' and pre else 1)
        i += 1
    frame = []
    for _ in range(cols + rows):
        if at < len(body) and body[at] == '-':
            at += 1; frame.append(hexa(2))
        else:
            frame.append(hexa(1) if at < len(body) else -1)
    return 'R = %d; room = %s; block = %s; down = %s; right = %s; colc = %s; rowc = %s;\n' % (
        k, arr2(room), arr2(grid(block, cols)), arr2(grid(down, cols)), arr2(grid(right, cols)),
        frame[:cols], frame[cols:])
MORE['tilepaint'] = tilepaint_dzn

def battleship_dzn(body, rows, cols, rest):
    """Column then row counts and the given cells (number16: 0 water, 1/2 top/bottom end, 3/4
    left/right end, 5 middle, 6 one-cell ship, -2 some ship's cell; counts -1 or -2 none), then
    the fleet as ship counts per length: pzprjs' presets "//c" "//d" "//e" or "/N/" and N
    straight pieces "W H cells" (W, H base 36: the length is the larger)."""
    counts, at = number16(body, cols + rows)
    given, _ = number16(body, rows * cols, at)
    presets = {'c': [1, 1, 1, 2, 2, 3], 'd': [1, 1, 1, 1, 2, 2, 2, 3, 3, 4],
               'e': [1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5]}
    ships = presets[rest[2]] if rest[1] == '' else [max(int(t[0], 36), int(t[1], 36)) for t in rest[2:2 + int(rest[1])]]
    fleet = [ships.count(k) for k in range(1, max(ships) + 1)]
    return 'colc = %s; rowc = %s; given = %s; L = %d; fleet = %s;\n' % (
        [max(v, -1) for v in counts[:cols]], [max(v, -1) for v in counts[cols:]],
        arr2(grid(given, cols)), len(fleet), fleet)
MORE['battleship'] = battleship_dzn

if __name__ == '__main__':
    if sys.argv[1] == 'dzn':
        sys.stdout.write(dzn(sys.argv[2], sys.argv[3]))
    elif sys.argv[1] == 'pick':
        recs = [json.loads(l) for l in open('%s/%s.jsonl' % (sys.argv[2], sys.argv[3]))]
        size = lambda r: int(r['url'].split('/')[1]) * int(r['url'].split('/')[2])
        for _, r in sorted(enumerate(recs), key=lambda t: (size(t[1]), t[0]))[:int(sys.argv[4])]:
            print(r['url'] + '\t' + json.dumps(r['answer']))
    elif sys.argv[1] == 'same':
        from puzzlink_dzn44 import GENRES, same44  # issue 44's genres: by genre (argument 4)
        ok = same44 if sys.argv[4:] and sys.argv[4] in GENRES else lambda g, a, t: same(a, t)
        sys.exit(0 if ok(sys.argv[4] if sys.argv[4:] else '', json.loads(sys.argv[2]), open(sys.argv[3]).read()) else 1)
