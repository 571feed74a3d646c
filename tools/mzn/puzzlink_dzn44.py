"""Issue 44's genres for puzzlink_dzn.py: puzz.link URL -> .dzn of tools/mzn/<genre>.mzn, and
the check of MiniZinc's answer against the published one (the answer forms of
../shared/instances/genres/README.md). Our own decoders, written from the formats that
docs/genres/<genre>.md and src/text/puzzlink.hpp describe; a decoding error shows as a wrong
answer in the check. The genre names are those of the instance files.
"""
import puzzlink_dzn as base

GENRES = ('kakuro', 'easyasabc', 'magnets', 'shikaku', 'ripple', 'gokigen', 'fillomino',
          'tentaisho', 'numlin', 'country', 'yajirin')


def kakuro_sum(ch):
    """pzprjs' one-character sums: 0-9, a-j 10..19, A-Z 20..45."""
    if ch.isdigit(): return int(ch)
    if 'a' <= ch <= 'j': return ord(ch) - ord('a') + 10
    if 'A' <= ch <= 'Z': return ord(ch) - ord('A') + 20
    raise ValueError('kakuro sum: %r' % ch)


def kakuro(body, rows, cols):
    """white (1) / block (0) per cell of a framed (rows+1) x (cols+1) board, down and across sums
    on blocks (the frame's blocks included)."""
    R, C = rows + 1, cols + 1
    white = [[0] * C for _ in range(R)]
    down = [[0] * C for _ in range(R)]
    across = [[0] * C for _ in range(R)]
    at, c = 0, 0
    while c < rows * cols:
        ch = body[at]
        r0, c0 = c // cols + 1, c % cols + 1
        if 'k' <= ch <= 'z':
            for k in range(ord(ch) - ord('k') + 1):
                white[(c + k) // cols + 1][(c + k) % cols + 1] = 1
            c += ord(ch) - ord('k') + 1; at += 1
            continue
        if ch == '.':
            at += 1
        else:
            down[r0][c0], across[r0][c0] = kakuro_sum(ch), kakuro_sum(body[at + 1]); at += 2
        c += 1
    for x in range(1, C):
        if white[1][x]: down[0][x] = kakuro_sum(body[at]); at += 1
    for y in range(1, R):
        if white[y][1]: across[y][0] = kakuro_sum(body[at]); at += 1
    # Runs: a block's down (across) sum holds for the white cells below (right of) it.
    runs, sums = [], []
    for y in range(R):
        for x in range(C):
            if white[y][x]: continue
            for dy, dx, s in ((1, 0, down[y][x]), (0, 1, across[y][x])):
                cells, a, b = [], y + dy, x + dx
                while a < R and b < C and white[a][b]:
                    cells.append((a - 1) * cols + b); a += dy; b += dx
                if cells:
                    runs.append(cells); sums.append(s)
    L = max(len(r) for r in runs)
    pad = [r + [0] * (L - len(r)) for r in runs]
    inner = [row[1:] for row in white[1:]]
    return ('white = %s;\nK = %d; L = %d; len = %s; rsum = %s; rcell = %s;\n'
            % (base.arr2(inner), len(runs), L, [len(r) for r in runs], sums, base.arr2(pad)))


def magnets(body, rows, cols):
    def bits(text):
        return [(int(ch, 32) >> (4 - w)) & 1 for ch in text for w in range(5)]
    raw, at = base.number16(body, 2 * (rows + cols))
    plus_c = [raw[2 * c + 1] for c in range(cols)]; minus_c = [raw[2 * c] for c in range(cols)]
    plus_r = [raw[2 * cols + 2 * r + 1] for r in range(rows)]
    minus_r = [raw[2 * cols + 2 * r] for r in range(rows)]
    _, _, end = base.borders(body, cols, rows, at)
    mid = at + ((cols - 1) * rows + 4) // 5  # each direction starts a fresh character
    right, down = bits(body[at:mid])[:(cols - 1) * rows], bits(body[mid:end])[:cols * (rows - 1)]
    at = end
    n = rows * cols
    given, empty = [0] * n, [0] * n
    if at < len(body):
        ncir = (n + 2) // 3
        given = base.circles(body[at:at + ncir], n); at += ncir
        if at < len(body):
            empty = bits(body[at:])[:n]
    # A domino: two cells of the non-empty ones that no border parts.
    pairs = []
    for y in range(rows):
        for x in range(cols):
            i = y * cols + x
            if x + 1 < cols and not empty[i] and not empty[i + 1] and not right[y * (cols - 1) + x]:
                pairs.append([i + 1, i + 2])
            if y + 1 < rows and not empty[i] and not empty[i + cols] and not down[i]:
                pairs.append([i + 1, i + cols + 1])
    inpair = [c for p in pairs for c in p]
    if len(set(inpair)) != len(inpair):
        raise ValueError('magnets: a cell in two dominoes')
    single = [i + 1 for i in range(n) if i + 1 not in inpair]
    return ('D = %d; dom = %s; none = %s;\nplus_r = %s; minus_r = %s; plus_c = %s; minus_c = %s;\ngiven = %s;\n'
            % (len(pairs), base.arr2(pairs) if pairs else '[]', '{' + ','.join(map(str, sorted(set(single)))) + '}',
               plus_r, minus_r, plus_c, minus_c, base.arr2(base.grid(given, cols))))


def sets(lists):
    return '[' + ', '.join('{' + ','.join(map(str, sorted(v))) + '}' for v in lists) + ']'


def shikaku(body, rows, cols):
    """Every rectangle holding exactly one number and of its area ('?', -2: any area)."""
    num, _ = base.number16(body, rows * cols)
    clues = [i for i in range(rows * cols) if num[i] != -1]
    pclue, pcells = [], []
    for k, i in enumerate(clues):
        y, x = divmod(i, cols)
        for t in range(y + 1):
            for b in range(y, rows):
                for l in range(x + 1):
                    for r in range(x, cols):
                        if num[i] > 0 and (b - t + 1) * (r - l + 1) != num[i]: continue
                        cells = [a * cols + c for a in range(t, b + 1) for c in range(l, r + 1)]
                        if sum(num[j] != -1 for j in cells) == 1:
                            pclue.append(k + 1); pcells.append([j + 1 for j in cells])
    ofclue = [[p + 1 for p in range(len(pclue)) if pclue[p] == k + 1] for k in range(len(clues))]
    cover = [[p + 1 for p in range(len(pclue)) if j + 1 in pcells[p]] for j in range(rows * cols)]
    return 'K = %d; P = %d; pclue = %s;\nofclue = %s;\ncover = %s;\n' % (
        len(clues), len(pclue), pclue, sets(ofclue), sets(cover))


def ripple(body, rows, cols):
    room, k, at = base.borders(body, cols, rows)
    num, _ = base.number16(body, rows * cols, at)
    size = [sum(row.count(j) for row in room) for j in range(1, k + 1)]
    return 'R = %d; room = %s; size = %s; given = %s;\n' % (
        k, base.arr2(room), size, base.arr2(base.grid([max(v, 0) for v in num], cols)))


def cell4(body, count):
    """decode4Cell: 0-4; 5-9 and a-e a value and one or two empty cells; g-z empty runs; -1 none."""
    out, c = [-1] * count, 0
    for ch in body:
        if c >= count: break
        if ch in '01234': out[c] = int(ch)
        elif ch in '56789': out[c] = int(ch) - 5; c += 1
        elif 'a' <= ch <= 'e': out[c] = ord(ch) - ord('a'); c += 2
        elif 'g' <= ch <= 'z': c += ord(ch) - ord('g')
        elif ch != '.': raise ValueError('4-cell: %r' % ch)
        c += 1
    return out


def tentaisho(body, rows, cols):
    """The dots over the (2*rows-1) x (2*cols-1) half-cell points (decodeDot: 0-f a dot, white
    or black, and (value >> 1) empty points after it; g-z 1..20 empty points): K dots, their
    0-based point rows dy and columns dx (a cell (r, c) at the point (2r, 2c))."""
    w, count, s, dots = 2 * cols - 1, (2 * cols - 1) * (2 * rows - 1), 0, []
    for ch in body:
        if s >= count: break
        if ch in '0123456789abcdef':
            dots.append(s); s += (int(ch, 16) >> 1) + 1
        elif 'g' <= ch <= 'z':
            s += ord(ch) - ord('g') + 1
        else:
            raise ValueError('tentaisho: %r' % ch)
    return 'K = %d; dy = %s; dx = %s;\n' % (len(dots), [p // w for p in dots], [p % w for p in dots])


def yajirin(body, rows, cols):
    """decodeArrowNumber16: 0-4 a direction (0 none, 1 up, 2 down, 3 left, 4 right) then a hex
    digit or '.' (no number, -2); 5-9 a direction + 5 and two hex digits; '-' a direction and
    three hex digits; a-z 1..26 open cells. num -1 on an open cell."""
    n = rows * cols
    num, dirs, c, at = [-1] * n, [0] * n, 0, 0
    while c < n and at < len(body):
        ch = body[at]
        if ch in '01234':
            dirs[c] = int(ch); num[c] = -2 if body[at + 1] == '.' else int(body[at + 1], 16); at += 2
        elif ch in '56789':
            dirs[c] = int(ch) - 5; num[c] = int(body[at + 1:at + 3], 16); at += 3
        elif ch == '-':
            dirs[c] = int(body[at + 1], 16); num[c] = int(body[at + 2:at + 5], 16); at += 5
        elif 'a' <= ch <= 'z':
            c += ord(ch) - ord('a'); at += 1
        else:
            raise ValueError('yajirin: %r' % ch)
        c += 1
    return 'num = %s; dir = %s;\n' % (base.arr2(base.grid(num, cols)), base.arr2(base.grid(dirs, cols)))


def dzn44(genre, url, rows, cols, rest):
    body = rest[-1] if rest else ''
    if genre == 'kakuro':
        return kakuro(body, rows, cols)
    if genre == 'easyasabc':
        clues, _ = base.number16(body, 2 * (rows + cols))  # top, bottom, left, right; -2 some letter
        return 'K = %d;\ntop = %s; bottom = %s; left = %s; right = %s;\n' % (
            int(rest[0]), clues[:cols], clues[cols:2 * cols], clues[2 * cols:2 * cols + rows], clues[2 * cols + rows:])
    if genre == 'magnets':
        return magnets(body, rows, cols)
    if genre == 'shikaku':
        return shikaku(body, rows, cols)
    if genre == 'ripple':
        return ripple(body, rows, cols)
    if genre == 'fillomino':  # number16 over the cells, -1 none
        num, _ = base.number16(body, rows * cols)
        return 'given = %s;\n' % base.arr2(base.grid(num, cols))
    if genre == 'gokigen':  # the corners' clues, (rows+1) x (cols+1), -1 none
        return 'clue = %s;\n' % base.arr2(base.grid(cell4(body, (rows + 1) * (cols + 1)), cols + 1))
    if genre == 'tentaisho':
        return tentaisho(body, rows, cols)
    if genre == 'numlin':  # number16 over the cells, -1 none
        num, _ = base.number16(body, rows * cols)
        return 'given = %s;\n' % base.arr2(base.grid(num, cols))
    if genre == 'country':  # the rooms, then number16 over them in order of their first cell
        room, k, at = base.borders(body, cols, rows)
        num, _ = base.number16(body, k, at)
        return 'R = %d; room = %s; num = %s;\n' % (k, base.arr2(room), num)
    if genre == 'yajirin':
        return yajirin(body, rows, cols)
    raise ValueError('no converter for ' + genre)


def canon_regions(rows):
    """Region ids renumbered 1.. by first cell in reading order, as MiniZinc's line."""
    ids, out = {}, []
    for row in rows:
        out.append(' '.join(str(ids.setdefault(v, len(ids) + 1)) for v in row))
    return '/'.join(out)


def expected(genre, answer):
    """The line MiniZinc's model prints for the published answer."""
    if genre in ('shikaku', 'tentaisho'):
        return canon_regions(answer)
    if genre in ('numlin', 'country'):
        return steps_line(answer)
    if genre == 'yajirin':  # the shaded rows, a space, the steps
        return expected('', answer['shaded']) + ' ' + steps_line(answer['edges'])
    if genre == 'magnets':  # 0 neutral, 1 plus, 2 minus
        return '/'.join(''.join('.+-'[int(v)] for v in row) for row in answer)
    return '/'.join(''.join(str(int(v)) for v in row) if not isinstance(row, str) else row for row in answer)


def steps_line(edges):
    """The steps as the path models print them (grid_paths.mzn's steps_line)."""
    norm = sorted(tuple(e[2:] + e[:2]) if tuple(e[2:]) < tuple(e[:2]) else tuple(e) for e in edges)
    return ';'.join(','.join(str(int(x)) for x in e) for e in norm)


def same44(genre, answer, text):
    want = expected(genre, answer)
    got = [l.strip() for l in text.splitlines()]
    if genre in ('shikaku', 'tentaisho'):  # the model prints any ids: renumber them
        got = [canon_regions([r.split() for r in l.split('/')]) for l in got if l and l[0].isdigit()]
    return want in got
