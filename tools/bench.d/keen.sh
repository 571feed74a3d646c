# tools/bench suite "keen", sourced by tools/bench, which defines $G, $root, $peers, $tmp, $runs and
# the helpers timeit, rate, ratio; the suite prints its markdown table. Fresh sgt-keen puzzles
# (no seed: new ones every run), KEEN_PUZZLES (default 50) per size and level, each side
# 6..9 at each level: gridsat sat (count to 2: uniqueness) and native (count to 2) beside
# MiniZinc + Gecode (tools/mzn/keen.mzn, all puzzles of a cell in one model, first solution).
# shellcheck shell=bash

# sgt-keen IDs (one a line) -> the data of tools/mzn/keen.mzn.
keen_dzn() {
  /usr/bin/python3 - "$1" <<'PY'
import sys

def decode(line):
    params, desc = line.strip().split(':', 1)
    i = 0
    while params[i:i + 1].isdigit():
        i += 1
    n = int(params[:i])
    blocks, clues = desc.split(',', 1)
    total, half = 2 * n * (n - 1), n * (n - 1)
    border, pos, j = [False] * total, 0, 0
    while j < len(blocks):  # sgt's block structure: run lengths of non-borders, repeat counts
        c, j = blocks[j], j + 1
        k = j
        while k < len(blocks) and blocks[k].isdigit():
            k += 1
        rep, j = (int(blocks[j:k]) if k > j else 1), k
        for _ in range(rep):
            if c == 'z':
                pos += 25
                continue
            pos += 0 if c == '_' else ord(c) - ord('a') + 1
            if pos < total:
                border[pos] = True
            pos += 1
    parent = list(range(n * n))
    def find(a):
        while parent[a] != a:
            a = parent[a]
        return a
    for e in range(total):
        if not border[e]:
            if e < half:
                y, x = divmod(e, n - 1)
                a, b = y * n + x, y * n + x + 1
            else:
                x, y = divmod(e - half, n - 1)
                a, b = y * n + x, (y + 1) * n + x
            parent[find(a)] = find(b)
    cages, order = {}, []
    for cell in range(n * n):
        r = find(cell)
        if r not in cages:
            cages[r] = []
            order.append(r)
        cages[r].append(cell)
    out, j = [], 0
    for r in order:  # one clue per cage, in the order of their first cells
        o, j = clues[j], j + 1
        k = j
        while k < len(clues) and clues[k].isdigit():
            k += 1
        out.append(('amsd'.index(o) + 1, int(clues[j:k]), cages[r]))
        j = k
    return n, out

ids = [l for l in open(sys.argv[1]) if l.strip() and not l.startswith('#')]
kc, op, t, start, ln, cells, n = [], [], [], [], [], [], 0
for k, line in enumerate(ids, 1):
    n, cs = decode(line)
    for o, target, cl in cs:
        kc.append(k); op.append(1 if len(cl) == 1 else o); t.append(target)
        start.append(len(cells) + 1); ln.append(len(cl)); cells.extend(cl)
a = lambda v: '[' + ','.join(map(str, v)) + ']'
print('N=%d; K=%d; C=%d; M=%d;' % (n, len(ids), len(kc), len(cells)))
print('kc=%s; op=%s; t=%s; start=%s; len=%s; cell=%s;' % (a(kc), a(op), a(t), a(start), a(ln), a(cells)))
PY
}

suite_keen() {
  local per=${KEEN_PUZZLES:-50}
  echo "### Keen (KenKen): fresh sgt-keen puzzles, $per per size and level"
  echo
  echo "gridsat counts to 2 (uniqueness: every answer must be \`unique\`); MiniZinc + Gecode finds the first"
  echo "solution of all $per puzzles in one model (its answers must equal gridsat's). Milliseconds per"
  echo "puzzle, whole process (start-up included), median of $runs runs:"
  echo
  echo "| size | level | gridsat sat (tuples) | gridsat sat (order) | gridsat native | minizinc+gecode | gecode / sat |"
  echo "|---:|:--|---:|---:|---:|---:|---:|"
  local n l f ws wo wn wm
  for n in 6 7 8 9; do
    for l in e n h x u; do
      f="$tmp/keen$n$l.txt"
      /usr/games/sgt-keen --generate "$per" "${n}d$l" > "$f" 2>/dev/null
      ws=$(timeit "$tmp/ks.out" "$G" count --format line "$f")
      wo=$(timeit "$tmp/ko.out" "$G" count --format line --arith order "$f")
      wn=$(timeit "$tmp/kn.out" "$G" count --format line --backend native "$f")
      for o in ks ko kn; do
        [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $per ]] || { echo "CHECK FAILED: $o not unique on every ${n}d$l" >&2; exit 1; }
      done
      keen_dzn "$f" > "$tmp/keen.dzn"
      wm=$(timeit "$tmp/km.out" minizinc -I "$peers/mzn/gecode_native" --solver gecode "$root/tools/mzn/keen.mzn" "$tmp/keen.dzn")
      cmp -s <(awk '{print $3}' "$tmp/ks.out") <(grep -E '^[0-9]+$' "$tmp/km.out") ||
        { echo "CHECK FAILED: minizinc's answers differ from gridsat's on ${n}d$l" >&2; exit 1; }
      printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$n" "$l" "$(ms "$per" "$ws")" "$(ms "$per" "$wo")" \
        "$(ms "$per" "$wn")" "$(ms "$per" "$wm")" "$(ratio "$ws" "$wm")"
    done
  done
  echo
}

# ms N WALL: milliseconds per puzzle.
ms() { awk -v n="$1" -v w="$2" 'BEGIN { printf "%.1f", 1000 * w / n }'; }
