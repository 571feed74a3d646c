# tools/bench suite "binairo", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table. Fresh sgt-unruly
# puzzles (a fixed seed) per size and level, plain and with unique rows and columns, uniqueness
# proved (count to 2) by gridsat sat and native, beside sgt-unruly generating the same batch
# (its own solver proves each puzzle while making it: the only peer at hand).
# shellcheck shell=bash

suite_binairo() {
  echo "### Binairo: fresh sgt-unruly puzzles, uniqueness proved (count to 2)"
  echo
  echo "Seconds per puzzle: gridsat over the batch repeated 10 times in one process (median of $runs"
  echo "runs); sgt-unruly generating the batch once:"
  echo
  echo "| size | level | puzzles | gridsat sat | gridsat native | sgt-unruly generating |"
  echo "|---:|:---|---:|---:|---:|---:|"
  local size lvl count file ws wn wg params
  for size in 8 10 14 16; do
    for lvl in dt de dn udn; do
      count=$((k > 0 ? k : 20))
      params="${size}x${size}$lvl"
      file="$tmp/binairo_${size}_$lvl.txt"
      wg=$(secs /usr/games/sgt-unruly --generate "$count" "$params#gridsat-bench")
      cp "$tmp/o" "$file"
      for i in $(seq 10); do cat "$file"; done > "$file.x10"
      ws=$(timeit "$tmp/ts.out" "$G" count --type binairo --format line --backend sat "$file.x10")
      wn=$(timeit "$tmp/tn.out" "$G" count --type binairo --format line --backend native "$file.x10")
      for o in ts tn; do
        [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $((10 * count)) ]] || {
          echo "CHECK FAILED: $o not unique on every $params puzzle" >&2
          exit 1
        }
      done
      awk -v s="$size" -v l="$lvl" -v c="$count" -v a="$ws" -v b="$wn" -v g="$wg" \
        'BEGIN { n = (l == "dt") ? "trivial" : (l == "de") ? "easy" : (l == "dn") ? "normal" : "normal, unique lines";
                 printf "| %sx%s | %s | %d | %.5f | %.5f | %.4f |\n", s, s, n, c, a / c / 10, b / c / 10, g / c }'
    done
  done
  echo
}
