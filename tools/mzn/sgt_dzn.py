"""Signpost and Dominosa for tools/bench genres-mzn (issue 44): no public collection has them, so
the bench takes fresh puzzles from Debian's sgt-puzzles generator with fixed seeds. Our own
decoders of sgt's game IDs (the forms docs/genres/signpost.md and dominosa.md describe):

  sgt_dzn.py dzn GENRE ID              the .dzn of tools/mzn/GENRE.mzn
  sgt_dzn.py same GENRE JSON_FILE OUT  exit 0 when MiniZinc's output OUT holds the answer of
                                       gridsat's `solve --format json` record in JSON_FILE
  sgt_dzn.py count OUT                 the number of solutions in `minizinc -a`'s output OUT
"""
import json
import re
import sys

sys.path.insert(0, __file__.rsplit('/', 1)[0])
import puzzlink_dzn as base  # noqa: E402  (arr2)
from puzzlink_dzn44 import steps_line  # noqa: E402


def signpost(gid):
    """WxH: then per cell, row by row, an optional number and an arrow a-h (N, NE, ... NW)."""
    size, body = gid.split(':', 1)
    W, H = (int(x) for x in re.match(r'(\d+)x(\d+)', size).groups())
    cells = re.findall(r'(\d*)([a-h])', body)
    if len(cells) != W * H or ''.join(n + a for n, a in cells) != body:
        raise ValueError('signpost: %d cells in %r' % (len(cells), gid))
    given = [int(n) if n else 0 for n, _ in cells]
    arrow = [ord(a) - ord('a') + 1 for _, a in cells]
    return 'H = %d; W = %d;\ngiven = %s;\narrow = %s;\n' % (
        H, W, base.arr2(base.grid(given, W)), base.arr2(base.grid(arrow, W)))


def dominosa(gid):
    """N: then (N + 1)(N + 2) numbers row by row (N + 2 a row), a digit or [number]."""
    head, body = gid.split(':', 1)
    m = int(re.match(r'\d+', head).group())
    nums = [int(a or b) for a, b in re.findall(r'(\d)|\[(\d+)\]', body)]
    if len(nums) != (m + 1) * (m + 2):
        raise ValueError('dominosa: %d numbers in %r' % (len(nums), gid))
    return 'M = %d;\nnum = %s;\n' % (m, base.arr2(base.grid(nums, m + 2)))


def expected(genre, record):
    """The line our model prints for gridsat's answer."""
    if genre == 'signpost':  # the order, rows of numbers
        return '/'.join(' '.join(str(v) for v in row) for row in record['grid'])
    return steps_line(record['dominoes'])  # a domino is a step between the two cells


if __name__ == '__main__':
    if sys.argv[1] == 'dzn':
        sys.stdout.write({'signpost': signpost, 'dominosa': dominosa}[sys.argv[2]](sys.argv[3]))
    elif sys.argv[1] == 'same':
        want = expected(sys.argv[2], json.loads(open(sys.argv[3]).read()))
        sys.exit(0 if want in [l.strip() for l in open(sys.argv[4])] else 1)
    elif sys.argv[1] == 'count':
        print(sum(l.strip() == '----------' for l in open(sys.argv[2])))
