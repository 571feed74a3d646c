#!/usr/bin/python3
"""puzz.link (pzprjs) URLs -> MiniZinc data for tools/mzn/<genre>.mzn, and answer checks.

  puzzlink_dzn.py dzn GENRE URL        the .dzn of one puzzle on stdout
  puzzlink_dzn.py pick GENRES_DIR GENRE N  the N smallest public puzzles (fewest cells, then file
                                        order): "URL<TAB>ANSWER_JSON" lines
  puzzlink_dzn.py same ANSWER_JSON OUT [GENRE]  exit 0 when MiniZinc's output OUT (a file) holds
                                        the published answer (rows of 0/1 as "row/row/..."; issue
                                        44's genres by GENRE: puzzlink_dzn44.py)
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
