# tools/bench suite "generate", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_generate() {
  echo "### Generation: puzzles per second beside qqwing and Simon Tatham's solo and unequal"
  echo
  echo "Whole processes, each asked for N puzzles (gridsat generate --count N, qqwing --generate N,"
  echo "sgt-solo --generate N 3x3d<level>, sgt-unequal --generate N 5d<level>), median of $runs runs of"
  echo "CPU time (user + system: the machine is shared, so wall time mostly measures the neighbours)."
  echo "gridsat's levels use --symmetry rot180 for Sudoku (solo's default); every gridsat puzzle is"
  echo "checked unique once more through solve() before it is printed. Tries: full grids drawn per"
  echo "puzzle printed (gridsat --stats). Nearest levels: qqwing's scale sits a step off ours (docs/grade.md)."
  echo
  echo "| puzzles | N | gridsat puzzles/s | tries | peer | peer puzzles/s | gridsat / peer |"
  echo "|---|---:|---:|---:|---|---:|---:|"
  # cputime CMD...: the median over $runs runs of the command's user + system seconds.
  cputime() {
    for ((i = 0; i < runs; i++)); do
      /usr/bin/time -f "%U %S" -o "$tmp/t" "$@" > /dev/null 2>&1 || true
      tail -1 "$tmp/t" | awk '{ printf "%.3f\n", $1 + $2 }'
    done | median
  }
  # gen_row LABEL N PEER_LABEL "GRIDSAT ARGS" PEER_CMD...
  gen_row() {
    local label=$1 n=$2 plabel=$3 gargs=$4; shift 4
    # shellcheck disable=SC2086
    local a; a=$(cputime "$G" generate --count "$n" --seed 1 $gargs)
    # shellcheck disable=SC2086
    local tries; tries=$("$G" generate --count "$n" --seed 1 $gargs --stats 2>&1 >/dev/null | awk '/^generated/ {printf "%.1f", $6 / $2}')
    local b; b=$(cputime "$@")
    echo "| $label | $n | $(rate "$n" "$a") | ${tries:--} | $plabel | $(rate "$n" "$b") | $(ratio "$a" "$b") |"
  }
  gen_row "9x9, no level" 1000 "qqwing (no level)" "--type sudoku" qqwing --generate 1000 --one-line
  gen_row "9x9, no level, rot180" 1000 "qqwing (rotate180)" "--type sudoku --symmetry rot180" qqwing --generate 1000 --one-line --symmetry rotate180
  for lv in trivial:t:500 basic:b:500 intermediate:i:50 advanced:a:20 extreme:e:30 unreasonable:u:30; do
    IFS=: read -r name letter n <<< "$lv"
    gen_row "9x9 $name" "$n" "sgt-solo $name" "--type sudoku --symmetry rot180 --difficulty $name" \
      /usr/games/sgt-solo --generate "$n" "3x3d$letter"
  done
  for lv in simple:trivial:10 easy:basic:200 intermediate:advanced:50 expert:extreme:50; do
    IFS=: read -r q name n <<< "$lv"
    gen_row "9x9 $name" "$n" "qqwing $q" "--type sudoku --difficulty $name" qqwing --generate "$n" --one-line --difficulty "$q"
  done
  gen_row "16x16 advanced" 2 "sgt-solo advanced" "--type sudoku --size 16 --symmetry rot180 --difficulty advanced" \
    /usr/games/sgt-solo --generate 2 4x4da
  gen_row "25x25 basic" 1 "sgt-solo basic" "--type sudoku --size 25 --symmetry rot180 --difficulty basic" \
    /usr/games/sgt-solo --generate 1 5x5db
  for size in 5 7; do
    for lv in trivial:t basic:e advanced:k extreme:x unreasonable:r; do
      IFS=: read -r name letter <<< "$lv"
      n=$((size == 5 ? 100 : 20))
      gen_row "Futoshiki ${size}x${size} $name" "$n" "sgt-unequal ${letter}" "--type futoshiki --size $size --difficulty $name" \
        /usr/games/sgt-unequal --generate "$n" "${size}d$letter"
    done
  done
  echo
  echo "QWH holes: spread of holes per row and column (min-max, standard deviation), random against"
  echo "balanced, 10 squares each (gridsat generate --holes, --format json)."
  echo
  echo "| order | holes | pattern | rows min-max | rows sd | columns min-max | columns sd |"
  echo "|---:|---:|---|---|---:|---|---:|"
  for oh in 30:380 40:660; do
    IFS=: read -r o h <<< "$oh"
    for pat in random balanced; do
      "$G" generate --type latin --size "$o" --holes "$h" --pattern "$pat" --count 10 --format json |
        python3 -c '
import json, sys, statistics as st
rmin = rmax = cmin = cmax = None; rsd = []; csd = []
for line in sys.stdin:
    g = json.loads(line)["grid"]; n = len(g)
    rows = [sum(1 for v in r if v == 0) for r in g]
    cols = [sum(1 for r in g if r[c] == 0) for c in range(n)]
    rsd.append(st.pstdev(rows)); csd.append(st.pstdev(cols))
    rmin = min(rows) if rmin is None else min(rmin, min(rows)); rmax = max(rows) if rmax is None else max(rmax, max(rows))
    cmin = min(cols) if cmin is None else min(cmin, min(cols)); cmax = max(cols) if cmax is None else max(cmax, max(cols))
print(f"| '"$o"' | '"$h"' | '"$pat"' | {rmin}-{rmax} | {st.mean(rsd):.2f} | {cmin}-{cmax} | {st.mean(csd):.2f} |")'
    done
  done
  echo
}
