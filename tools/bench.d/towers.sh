# tools/bench suite "towers", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table.
# shellcheck shell=bash

# sgt-towers game IDs (one per line) -> one MiniZinc data file each, $2/NNN.dzn.
towers_dzn() {
  /usr/bin/python3 - "$1" "$2" <<'PY'
import os, sys
for i, line in enumerate(open(sys.argv[1])):
    s = line.strip()
    if not s:
        continue
    params, desc = s.split(':', 1)
    n = int(''.join(ch for ch in params if ch.isdigit()) if 'd' not in params else params.split('d')[0])
    part = desc.split(',')
    clues = [int(t) if t else 0 for t in part[0].split('/')]
    cells = [0] * (n * n)
    if len(part) > 1:
        pos, num = 0, ''
        for ch in part[1] + '.':
            if ch.isdigit():
                num += ch
                continue
            if num:
                cells[pos] = int(num); pos += 1; num = ''
            if 'a' <= ch <= 'z':
                pos += ord(ch) - ord('a') + 1
    rows = '|'.join(','.join(str(cells[r * n + c]) for c in range(n)) for r in range(n))
    with open(os.path.join(sys.argv[2], '%03d.dzn' % i), 'w') as f:
        f.write('n = %d;\nclues = %s;\ngivens = [|%s|];\n' % (n, clues, rows))
PY
}

# One MiniZinc+Gecode process per puzzle, up to 2 solutions (uniqueness), as a script that
# /usr/bin/time can run: prints how many came back unique.
towers_mzn_script() {
  cat > "$tmp/towers_mzn.sh" <<SH
unique=0
for f in "\$1"/*.dzn; do
  [[ \$(minizinc --solver gecode -n 2 --time-limit 60000 "$root/tools/mzn/towers.mzn" "\$f" 2>/dev/null | grep -c '^----------\$') == 1 ]] &&
    unique=\$((unique + 1))
done
echo "\$unique"
SH
}

suite_towers() {
  echo "### Towers (skyscrapers): fresh sgt-towers puzzles, uniqueness proved (count to 2) by every solver"
  echo
  echo "Seconds per puzzle: gridsat over the batch repeated (sat 20 times; native 20 times up to 6x6,"
  echo "twice above) in one process, median of $runs runs;"
  echo "MiniZinc one process per puzzle, one run (~0.1-0.2 s of each is MiniZinc's start-up and"
  echo "flattening); sgt-towers generating the batch (its own uniqueness proof included):"
  echo
  echo "| size | level | puzzles | gridsat sat | gridsat native | minizinc+gecode | sgt-towers generating |"
  echo "|---:|:---|---:|---:|---:|---:|---:|"
  local size lvl count file ws wn wm wg rn mu
  towers_mzn_script
  for size in 5 6 7 8; do
    for lvl in e h x u; do
      count=$((k > 0 ? k : 10))
      [[ $size == 8 && $lvl == u ]] && count=$((count < 3 ? count : 3))  # sgt needs ~6 s each
      file="$tmp/towers_${size}$lvl.txt"
      wg=$(secs /usr/games/sgt-towers --generate "$count" "${size}d$lvl#gridsat-bench")
      cp "$tmp/o" "$file"
      # The batch repeated, so that each timing stands well above the clock's grain: 20 times
      # for sat, for native 20 times up to 6x6 and twice above (0.6 s per 8x8 Hard).
      rn=$((size <= 6 ? 20 : 2))
      for i in $(seq 20); do cat "$file"; done > "$file.x20"
      for i in $(seq "$rn"); do cat "$file"; done > "$file.xn"
      ws=$(timeit "$tmp/ts.out" "$G" count --format line --backend sat "$file.x20")
      wn=$(timeit "$tmp/tn.out" "$G" count --format line --backend native "$file.xn")
      [[ $(grep -c '^unique 1 ' "$tmp/tn.out") -eq $((rn * count)) ]] || {
        echo "CHECK FAILED: tn not unique on every ${size}d$lvl puzzle" >&2
        exit 1
      }
      for o in ts; do
        [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $((20 * count)) ]] || {
          echo "CHECK FAILED: $o not unique on every ${size}d$lvl puzzle" >&2
          exit 1
        }
      done
      rm -rf "$tmp/dzn" && mkdir -p "$tmp/dzn" && towers_dzn "$file" "$tmp/dzn"
      wm=$(secs bash "$tmp/towers_mzn.sh" "$tmp/dzn")
      mu=$(cat "$tmp/o")  # answered unique within the minute (none of sgt's puzzles has two solutions)
      awk -v s="$size" -v l="$lvl" -v c="$count" -v a="$ws" -v b="$wn" -v m="$wm" -v g="$wg" -v r="$rn" -v u="$mu" \
        'BEGIN { printf "| %sx%s | %s | %d | %.5f | %.5f | %.3f%s | %.3f |\n", s, s, l, c, a / c / 20, b / c / r, m / c, (u == c ? "" : " (" u " of " c " in 60 s)"), g / c }'
    done
  done
  echo
}
