# tools/bench suite "slitherlink", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table.
# shellcheck shell=bash

suite_slitherlink() {
  echo "### Slitherlink: fresh sgt-loopy puzzles (square grids), uniqueness proved (count to 2)"
  echo
  echo "Seconds per puzzle: gridsat over the batch in one process (median of $runs runs), lazy and"
  echo "eager connectivity; sgt-loopy generating the same batch (its own uniqueness proof included):"
  echo
  echo "| size | level | puzzles | gridsat lazy | gridsat eager | sgt-loopy generating |"
  echo "|---:|:---|---:|---:|---:|---:|"
  local size lvl count file wl we wg mode
  for size in 7x7 15x15 40x40; do
    for lvl in e n t h; do
      count=$((k > 0 ? k : 10))
      [[ $size == 40x40 ]] && { [[ $lvl == e || $lvl == n ]] || continue; count=$((count < 3 ? count : 3)); }
      file="$tmp/loopy_${size}$lvl.txt"
      wg=$(secs /usr/games/sgt-loopy --generate "$count" "${size}t0d$lvl#gridsat-bench")
      cp "$tmp/o" "$file"
      wl=$(timeit "$tmp/sl.out" "$G" count --format line --connectivity lazy "$file")
      # Eager on 40x40 takes minutes a puzzle (BENCHMARKS.md has the figures by hand).
      if [[ $size == 40x40 ]]; then we=-1; cp "$tmp/sl.out" "$tmp/se.out"; else
        we=$(timeit "$tmp/se.out" "$G" count --format line --connectivity eager "$file"); fi
      for mode in sl se; do
        [[ $(grep -c '^unique 1 ' "$tmp/$mode.out") -eq $count ]] || {
          echo "CHECK FAILED: $mode not unique on every ${size}d$lvl puzzle" >&2
          exit 1
        }
      done
      awk -v s="$size" -v l="$lvl" -v c="$count" -v a="$wl" -v b="$we" -v g="$wg" \
        'BEGIN { printf "| %s | %s | %d | %.4f | %s | %.3f |\n", s, l, c, a / c, (b < 0 ? "(minutes)" : sprintf("%.4f", b / c)), g / c }'
    done
  done
  echo
}
