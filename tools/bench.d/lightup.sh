# tools/bench suite "lightup", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table. Fresh sgt-lightup
# puzzles (a fixed seed) per size and level, uniqueness proved (count to 2) by gridsat sat and
# native, beside sgt-lightup generating the same batch (its own uniqueness proof included: the
# only peer at hand that solves Light Up).
# shellcheck shell=bash

suite_lightup() {
  echo "### Light Up: fresh sgt-lightup puzzles, uniqueness proved (count to 2)"
  echo
  echo "Seconds per puzzle: gridsat over the batch repeated 10 times in one process (median of $runs"
  echo "runs); sgt-lightup generating the batch once:"
  echo
  echo "| size | level | puzzles | gridsat sat | gridsat native | sgt-lightup generating |"
  echo "|---:|:---|---:|---:|---:|---:|"
  local size lvl count file ws wn wg params
  for size in 7 10 14 20; do
    for lvl in 0 1 2; do
      count=$((k > 0 ? k : 20))
      params="${size}x${size}b20s2d$lvl"
      file="$tmp/lightup_${size}_$lvl.txt"
      wg=$(secs /usr/games/sgt-lightup --generate "$count" "$params#gridsat-bench")
      cp "$tmp/o" "$file"
      for i in $(seq 10); do cat "$file"; done > "$file.x10"
      ws=$(timeit "$tmp/ts.out" "$G" count --type lightup --format line --backend sat "$file.x10")
      wn=$(timeit "$tmp/tn.out" "$G" count --type lightup --format line --backend native "$file.x10")
      for o in ts tn; do
        [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $((10 * count)) ]] || {
          echo "CHECK FAILED: $o not unique on every $params puzzle" >&2
          exit 1
        }
      done
      awk -v s="$size" -v l="$lvl" -v c="$count" -v a="$ws" -v b="$wn" -v g="$wg" \
        'BEGIN { printf "| %sx%s | %s | %d | %.5f | %.5f | %.4f |\n", s, s, (l == 0 ? "easy" : l == 1 ? "tricky" : "hard"), c, a / c / 10, b / c / 10, g / c }'
    done
  done
  echo
}
