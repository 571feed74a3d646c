# tools/bench suite "masyu", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table.
# shellcheck shell=bash

suite_masyu() {
  echo "### Masyu: fresh sgt-pearl puzzles, uniqueness proved (count to 2)"
  echo
  echo "Seconds per puzzle: gridsat over the batch in one process (median of $runs runs), lazy and"
  echo "eager connectivity; sgt-pearl generating the same batch (its own uniqueness proof included):"
  echo
  echo "| size | level | puzzles | gridsat lazy | gridsat eager | sgt-pearl generating |"
  echo "|---:|:---|---:|---:|---:|---:|"
  local size lvl count file wl we wg mode
  for size in 6x6 10x10; do
    for lvl in e t; do
      count=$((k > 0 ? k : 10))
      file="$tmp/pearl_${size}$lvl.txt"
      wg=$(secs /usr/games/sgt-pearl --generate "$count" "${size}d$lvl#gridsat-bench")
      cp "$tmp/o" "$file"
      wl=$(timeit "$tmp/ml.out" "$G" count --format line --connectivity lazy "$file")
      we=$(timeit "$tmp/me.out" "$G" count --format line --connectivity eager "$file")
      for mode in ml me; do
        [[ $(grep -c '^unique 1 ' "$tmp/$mode.out") -eq $count ]] || {
          echo "CHECK FAILED: $mode not unique on every ${size}d$lvl puzzle" >&2
          exit 1
        }
      done
      awk -v s="$size" -v l="$lvl" -v c="$count" -v a="$wl" -v b="$we" -v g="$wg" \
        'BEGIN { printf "| %s | %s | %d | %.4f | %.4f | %.3f |\n", s, l, c, a / c, b / c, g / c }'
    done
  done
  echo
}
