# tools/bench suite "nonogram", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table.
# shellcheck shell=bash

suite_nonogram() {
  echo "### Nonograms: fresh sgt-pattern puzzles, uniqueness proved (count to 2); generation against sgt-pattern"
  echo
  echo "Seconds per puzzle, median of $runs runs of the batch in one process: gridsat count with"
  echo "CaDiCaL over the runs automaton (sat) and with the line solver and backtracking (native);"
  echo "sgt-pattern generating the batch (its line solver's uniqueness proof included); gridsat"
  echo "generate making as many puzzles of the size (random pictures until the line search proves"
  echo "their clues unique, then the final count-to-2):"
  echo
  echo "| size | puzzles | gridsat sat | gridsat native | sgt-pattern generating | gridsat generate |"
  echo "|---:|---:|---:|---:|---:|---:|"
  local size count file ws wn wg wgen
  for size in 10 25 50; do
    count=$((k > 0 ? k : 10))
    [[ $size == 50 ]] && count=$((count < 3 ? count : 3))
    file="$tmp/pattern_$size.txt"
    wg=$(secs /usr/games/sgt-pattern --generate "$count" "${size}x${size}#gridsat-bench")
    cp "$tmp/o" "$file"
    ws=$(timeit "$tmp/ns.out" "$G" count --format line --backend sat "$file")
    wn=$(timeit "$tmp/nn.out" "$G" count --format line --backend native "$file")
    for o in ns nn; do
      [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $count ]] || {
        echo "CHECK FAILED: $o not unique on every ${size}x$size puzzle" >&2
        exit 1
      }
    done
    wgen=$(secs "$G" generate --type nonogram --size "$size" --count "$count" --seed 1)
    awk -v s="$size" -v c="$count" -v a="$ws" -v b="$wn" -v g="$wg" -v m="$wgen" \
      'BEGIN { printf "| %sx%s | %d | %.4f | %.4f | %.4f | %.4f |\n", s, s, c, a / c, b / c, g / c, m / c }'
  done
  echo
}
