# tools/bench suite "jigsaw", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# Fresh sgt-solo puzzles (9x9 jigsaw "9j" and Sudoku-X "3x3x", each level; JIGSAW_COUNT per
# level, default 20): gridsat sat and native (count to 2, uniqueness included) beside
# MiniZinc + Gecode on tools/mzn/sudoku_variants.mzn (first solution, all puzzles of a level in
# one model), and sgt-solo's own generation time per puzzle.
# shellcheck shell=bash

# solo game IDs (file $1) -> MiniZinc data: givens and regions (jigsaw blocks, or 3x3 boxes).
jigsaw_dzn() {
  /usr/bin/python3 - "$1" <<'PY'
import sys
ids = [l.strip() for l in open(sys.argv[1]) if l.strip()]
def grid(d, n):
    out, i = [], 0
    while i < len(d):
        ch = d[i]
        if ch.isalpha(): out += [0] * (ord(ch) - 96); i += 1
        elif ch == '_': i += 1
        else:
            j = i
            while j < len(d) and d[j].isdigit(): j += 1
            out.append(int(d[i:j])); i = j
    return out
def blocks(d, n):  # solo.c's spec_to_dsf: runs of non-edges between the cells, then labels
    parent = list(range(n * n))
    def find(a):
        while parent[a] != a: a = parent[a]
        return a
    pos, inner = 0, n * (n - 1)
    for ch in d:
        c = 0 if ch == '_' else ord(ch) - 96
        for _ in range(c):
            p, q = ((pos // (n - 1)) * n + pos % (n - 1), 0) if pos < inner else ((pos % (n - 1)) * n + pos // (n - 1) - n, 0)
            q = p + 1 if pos < inner else p + n
            parent[find(p)] = find(q); pos += 1
        if c != 26: pos += 1
    label = {}
    return [label.setdefault(find(c), len(label) + 1) for c in range(n * n)]
G, R, x = [], [], False
for s in ids:
    params, desc = s.split(':')
    n = 9
    x = x or params.endswith('x')
    parts = desc.split(',')
    G += grid(parts[0], n)
    R += blocks(parts[1], n) if 'j' in params else [(c // 9 // 3) * 3 + (c % 9) // 3 + 1 for c in range(81)]
print("N = 9; K = %d; xdiag = %s; windoku = false;" % (len(ids), "true" if x else "false"))
print("given = array3d(1..%d, 1..9, 1..9, %s);" % (len(ids), G))
print("region = array3d(1..%d, 1..9, 1..9, %s);" % (len(ids), R))
PY
}

suite_jigsaw() {
  local count=${JIGSAW_COUNT:-20} mzn
  mzn="$(dirname "${BASH_SOURCE[0]}")/../mzn/sudoku_variants.mzn"
  echo "### Sudoku variants: 9x9 jigsaw and Sudoku-X from sgt-solo, $count per level; milliseconds per puzzle"
  echo
  echo "gridsat counts to 2 (uniqueness), whole process over the file read 25 times; MiniZinc + Gecode finds"
  echo "the first solution of all $count in one model (its start-up included); sgt-solo: its generation time"
  echo "per puzzle. Median of $runs runs."
  echo
  echo "| kind | level | gridsat sat | gridsat native | minizinc+gecode | sgt-solo generate |"
  echo "|---|---|---:|---:|---:|---:|"
  for kind in 9j 3x3x; do
    for level in t b i a e; do
      local f="$tmp/$kind$level.txt"
      local wg; wg=$(secs /usr/games/sgt-solo --generate "$count" "${kind}d$level#bench")
      cp "$tmp/o" "$f"
      local ws wn wm
      # gridsat reads the file 25 times over, so that its timings are well above the clock's grain.
      local many; many=$(for i in $(seq 25); do echo "$f"; done)
      ws=$(timeit "$tmp/js.out" "$G" count --format line --backend sat $many)
      wn=$(timeit "$tmp/jn.out" "$G" count --format line --backend native $many)
      for o in js jn; do
        [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $((25 * count)) ]] || { echo "CHECK FAILED: $o not unique on every $kind$level" >&2; exit 1; }
      done
      jigsaw_dzn "$f" > "$tmp/j.dzn"
      wm=$(timeit "$tmp/jm.out" minizinc --solver gecode "$mzn" "$tmp/j.dzn")
      [[ $(grep -c '^[1-9]\{81\}$' "$tmp/jm.out") -eq $count ]] || { echo "CHECK FAILED: minizinc on $kind$level" >&2; exit 1; }
      per() { awk -v w="$1" -v n="$2" 'BEGIN { printf "%.2f", 1000 * w / n }'; }
      echo "| $kind | $level | $(per "$ws" $((25 * count))) | $(per "$wn" $((25 * count))) | $(per "$wm" "$count") | $(per "$wg" "$count") |"
    done
  done
  echo
}
