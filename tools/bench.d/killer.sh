# tools/bench suite "killer", sourced by tools/bench (see futoshiki.sh for what it defines): fresh
# sgt-solo killer puzzles at each of solo's levels, gridsat sat and native (count to 2: unique?)
# beside MiniZinc + Gecode on tools/mzn/killer.mzn (first solution, K puzzles per model), and
# sgt-solo's own generation time. KILLER_COUNT puzzles per level (default 20).
# shellcheck shell=bash

# solo killer IDs (one per line) -> a MiniZinc data file of them all (tools/mzn/killer.mzn).
killer_dzn() {
  /usr/bin/python3 - "$@" <<'PY'
import sys
def grid(s, area):
    out, i = [], 0
    while i < len(s):
        ch = s[i]
        if 'a' <= ch <= 'z': out += [0] * (ord(ch) - 96); i += 1
        elif ch == '_': i += 1
        else:
            j = i
            while j < len(s) and s[j].isdigit(): j += 1
            out.append(int(s[i:j])); i = j
    assert len(out) == area
    return out
ids = [l.strip() for l in open(sys.argv[1]) if l.strip()]
given, cage, total = [], [], []
for line in ids:
    params, desc = line.split(':', 1)
    br, bc = (int(t) for t in params.rstrip('k').split('x'))
    n = br * bc
    g, blocks, sums = desc.split(',')
    parent = list(range(n * n))
    def find(a):
        while parent[a] != a: a = parent[a]
        return a
    pos = 0
    for ch in blocks:  # runs of shared sides between lines (solo.c's order); z: 25, no line
        run = 0 if ch == '_' else (25 if ch == 'z' else ord(ch) - 96)
        for _ in range(run):
            if pos < n * (n - 1): a, b = divmod(pos, n - 1); a, b = a * n + b, a * n + b + 1
            else: x, y = divmod(pos - n * (n - 1), n - 1); a, b = y * n + x, (y + 1) * n + x
            parent[find(a)] = find(b); pos += 1
        if ch != 'z': pos += 1
    s = grid(sums, n * n)
    ids_of = {}
    cells = []
    for c in range(n * n):
        r = find(c)
        if r not in ids_of:
            ids_of[r] = len(total) + 1
            total.append(0)
        cells.append(ids_of[r])
        total[ids_of[r] - 1] += s[c]
    given += grid(g, n * n)
    cage += cells
print(f"N = {n}; BR = {br}; BC = {bc}; K = {len(ids)}; C = {len(total)};")
print(f"given = array3d(1..K, 1..N, 1..N, {given});")
print(f"cage = array3d(1..K, 1..N, 1..N, {cage});")
print(f"total = {total};")
PY
}

suite_killer() {
  local count=${KILLER_COUNT:-20} mzn="$root/tools/mzn/killer.mzn"
  echo "### Killer Sudoku 9x9, fresh sgt-solo puzzles at each level: uniqueness (count to 2) for gridsat, first solution for the peer"
  echo
  echo "$count puzzles per level, seconds per puzzle (whole process over the batch, median of $runs runs); sgt-solo: its time to generate them."
  echo
  echo "| level | gridsat sat | gridsat native | minizinc+gecode (one model) | sgt-solo generate | gecode / sat |"
  echo "|---|---:|---:|---:|---:|---:|"
  for level in t b i a e u; do
    local params="3x3kd$level#$level$count"
    local wg
    wg=$(secs /usr/games/sgt-solo --generate "$count" "$params")
    cp "$tmp/o" "$tmp/k$level.txt"
    local n; n=$(wc -l < "$tmp/k$level.txt")
    local ws wn wm
    ws=$(timeit "$tmp/ks.out" "$G" count --format line "$tmp/k$level.txt")
    wn=$(timeit "$tmp/kn.out" "$G" count --format line --backend native "$tmp/k$level.txt")
    for o in ks kn; do
      [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $n ]] || { echo "CHECK FAILED: $o not unique on every $params" >&2; exit 1; }
    done
    killer_dzn "$tmp/k$level.txt" > "$tmp/k$level.dzn"
    wm=$(timeit "$tmp/km.out" minizinc --solver gecode -I "$peers/mzn/gecode_native" "$mzn" "$tmp/k$level.dzn")
    # The peer's grids are gridsat's (both unique): the solution values of each line.
    "$G" solve --format json "$tmp/k$level.txt" | /usr/bin/python3 -c '
import json, sys
for l in sys.stdin: print("".join(str(v) for row in json.loads(l)["grid"] for v in row))' > "$tmp/kg.txt"
    grep -E '^[0-9]+$' "$tmp/km.out" | cmp -s - "$tmp/kg.txt" || { echo "CHECK FAILED: minizinc answers on $params" >&2; exit 1; }
    echo "| $level | $(awk -v w="$ws" -v n="$n" 'BEGIN{printf "%.4f", w/n}') | $(awk -v w="$wn" -v n="$n" 'BEGIN{printf "%.4f", w/n}') | $(awk -v w="$wm" -v n="$n" 'BEGIN{printf "%.4f", w/n}') | $(awk -v w="$wg" -v n="$n" 'BEGIN{printf "%.4f", w/n}') | $(ratio "$ws" "$wm") |"
  done
  echo
}
