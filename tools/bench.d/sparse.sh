# tools/bench suite "sparse", sourced by tools/bench (see sudoku-large.sh for what it defines):
# issue 47's sparse giant grids. Random valid grids from tools/sparse/sparse_grids.py (a shuffled
# pattern taken out of its class by 20N swap chains, K givens kept), seeds 1-5 per row; `solve`
# and `count --limit 2` each with the time limit (-t). Every answer is checked here, by a few
# lines of Python that know the rules (givens kept; rows, columns and boxes 1..N), not by
# gridsat. SPARSE_BASE=<another gridsat> adds its rows (the same grids, the same job);
# SPARSE_ROWS="sudoku:64:40 latin:100:100 ..." picks the rows. No peer: the naive SAT pipeline
# writes a CNF of N^3 variables and pairwise clauses (a 225x225 grid: 11M variables), and
# Gecode's model of such a grid does not load in minutes.
# shellcheck shell=bash

suite_sparse() {
  local rows="${SPARSE_ROWS:-sudoku:64:40 sudoku:100:100 sudoku:225:500 latin:100:100 sudoku:64:300 sudoku:100:500 sudoku:100:800 sudoku:144:1000 sudoku:400:3000}"
  echo "### Sparse giant grids, seeds 1-5 (time limit $tl s per command)"
  echo
  echo "| grid | givens | binary | constructed | solved and checked | s per grid (median, max) | peak RSS MB (max) | count --limit 2: multiple |"
  echo "|---|---:|---|---:|---:|---:|---:|---:|"
  local bins=("$G") names=("gridsat")
  [[ -n ${SPARSE_BASE:-} ]] && bins+=("$(realpath "$SPARSE_BASE")") names+=("base")
  for row in $rows; do
    IFS=: read -r t n k <<< "$row"
    for s in 1 2 3 4 5; do
      /usr/bin/python3 "$root/tools/sparse/sparse_grids.py" "$t" "$n" "$k" "$s" $((20 * n)) > "$tmp/g$s.txt"
    done
    for b in "${!bins[@]}"; do
      local built=0 good=0 multiple=0 rss=0
      : > "$tmp/secs"
      for s in 1 2 3 4 5; do
        /usr/bin/time -f '%e %M' -o "$tmp/t" timeout $((tl + 60)) "${bins[$b]}" solve --type "$t" --format json --stats \
          --time-limit "$tl" "$tmp/g$s.txt" > "$tmp/o" 2>/dev/null || true
        read -r wall kb < <(tail -1 "$tmp/t")
        echo "$wall" >> "$tmp/secs"
        rss=$(( kb > rss ? kb : rss ))
        read -r ok constructed < <(/usr/bin/python3 - "$tmp/o" "$tmp/g$s.txt" "$t" <<'EOF'
import json, math, sys
try:
    o = json.load(open(sys.argv[1]))
except Exception:
    print(0, 0); sys.exit()
givens = [list(map(int, l.split())) for l in open(sys.argv[2]) if l.strip() and l.split()[0].isdigit()]
n = len(givens)
r = 1 if sys.argv[3] == "latin" else max(d for d in range(1, math.isqrt(n) + 1) if n % d == 0)
c = n // r
g = o.get("grid")
ok = o.get("status") == "solved" and g is not None and len(g) == n
if ok:
    full = set(range(1, n + 1))
    ok = all(givens[i][j] in (0, g[i][j]) for i in range(n) for j in range(n))
    ok = ok and all(set(g[i]) == full for i in range(n)) and all({g[i][j] for i in range(n)} == full for j in range(n))
    ok = ok and all({g[bi * r + a][bj * c + b] for a in range(r) for b in range(c)} == full
                    for bi in range(n // r) for bj in range(n // c))
print(int(ok), int(bool(o.get("stats", {}).get("construction"))))
EOF
        )
        good=$((good + ok)); built=$((built + constructed))
        timeout $((tl + 60)) "${bins[$b]}" count --type "$t" --limit 2 --format line --time-limit "$tl" "$tmp/g$s.txt" 2>/dev/null |
          grep -q '^multiple' && multiple=$((multiple + 1))
      done
      echo "| $t $n | $k | ${names[$b]} | $built/5 | $good/5 | $(median < "$tmp/secs"), $(sort -g "$tmp/secs" | tail -1) | $((rss / 1024)) | $multiple/5 |"
    done
  done
  echo
}
