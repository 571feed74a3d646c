# tools/bench suite "nonogram", sourced by tools/bench, which defines $G, $root, $tmp, $runs, $k
# and the helpers timeit, secs, median; the suite prints its markdown table.
# shellcheck shell=bash

suite_nonogram() {
  echo "### Nonograms: fresh sgt-pattern puzzles, uniqueness proved (count to 2); generation against sgt-pattern"
  echo
  echo "Seconds per puzzle, median of $runs runs of the batch repeated 20 times in one process (10 for"
  echo "50x50), so that each timing stands well above the clock's grain: gridsat count with"
  echo "CaDiCaL over the runs automaton (sat) and with the line solver and backtracking (native);"
  echo "sgt-pattern generating the batch (its line solver's uniqueness proof included); gridsat"
  echo "generate making as many puzzles of the size (random pictures until the line search proves"
  echo "their clues unique, then the final count-to-2):"
  echo
  echo "| size | puzzles | gridsat sat | gridsat native | sgt-pattern generating | gridsat generate |"
  echo "|---:|---:|---:|---:|---:|---:|"
  local size count file ws wn wg wgen rep
  for size in 10 25 50; do
    count=$((k > 0 ? k : 10))
    [[ $size == 50 ]] && count=1  # sgt-pattern needs a minute or more per 50x50
    file="$tmp/pattern_$size.txt"
    # sgt's time per 50x50 varies by minutes with the seed; this one takes seconds
    wg=$(secs /usr/games/sgt-pattern --generate "$count" "${size}x${size}#gridsat-bench$([[ $size == 50 ]] && echo 50)")
    cp "$tmp/o" "$file"
    rep=$((size == 50 ? 10 : 20))  # one 50x50 repeated
    for i in $(seq "$rep"); do cat "$file"; done > "$file.x"
    ws=$(timeit "$tmp/ns.out" "$G" count --format line --backend sat "$file.x")
    wn=$(timeit "$tmp/nn.out" "$G" count --format line --backend native "$file.x")
    for o in ns nn; do
      [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $((rep * count)) ]] || {
        echo "CHECK FAILED: $o not unique on every ${size}x$size puzzle" >&2
        exit 1
      }
    done
    wgen=-1  # 50x50: minutes per picture (drawn until the line search settles it), as sgt's
    [[ $size != 50 ]] && wgen=$(secs "$G" generate --type nonogram --size "$size" --count "$count" --seed 1)
    awk -v s="$size" -v c="$count" -v a="$ws" -v b="$wn" -v g="$wg" -v m="$wgen" -v r="$rep" \
      'BEGIN { printf "| %sx%s | %d | %.5f | %.5f | %.4f | %s |\n", s, s, c, a / c / r, b / c / r, g / c, (m < 0 ? "not run" : sprintf("%.4f", m / c)) }'
  done
  echo
}
