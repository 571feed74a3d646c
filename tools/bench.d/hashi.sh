# tools/bench suite "hashi", sourced by tools/bench, which defines $G, $tmp, $runs, $k and
# the helpers timeit, secs; the suite prints its markdown table.
# shellcheck shell=bash

suite_hashi() {
  echo "### Hashi: fresh sgt-bridges puzzles, uniqueness proved (count to 2), lazy against eager connectivity"
  echo
  echo "Seconds per puzzle: gridsat over the batch in one process (median of $runs runs; lazy and native"
  echo "over the batch repeated 20 times, so that the timing stands above the clock's grain), with"
  echo "--connectivity lazy and eager, and the native search (the cross-check); sgt-bridges"
  echo "generating the same batch (its own solver's uniqueness check included), the only peer at"
  echo "hand that solves them:"
  echo
  echo "| size | level | puzzles | gridsat lazy | gridsat eager | gridsat native | sgt-bridges generating |"
  echo "|---:|:---|---:|---:|---:|---:|---:|"
  local size lvl count file wl we wn wg c
  for size in 7x7 15x15 25x25; do
    for lvl in 0 1 2; do
      count=$((k > 0 ? k : 20))
      file="$tmp/hashi_${size}d$lvl.txt"
      wg=$(secs /usr/games/sgt-bridges --generate "$count" "${size}d$lvl#gridsat-bench")
      cp "$tmp/o" "$file"
      for i in $(seq 20); do cat "$file"; done > "$file.x20"
      for c in lazy eager native; do
        local w
        local f="$file.x20" reps=20
        [[ $c == eager ]] && f="$file" reps=1
        w=$(timeit "$tmp/b_$c.out" "$G" count --type hashi $([[ $c == native ]] && echo --backend native || echo --connectivity "$c") --format line "$f")
        w=$(awk -v w="$w" -v r="$reps" 'BEGIN { print w / r }')
        [[ $(grep -c '^unique 1 ' "$tmp/b_$c.out") -eq $((reps * count)) ]] || {
          echo "CHECK FAILED: hashi $c not unique on every ${size}d$lvl puzzle" >&2
          exit 1
        }
        case $c in lazy) wl=$w ;; eager) we=$w ;; *) wn=$w ;; esac
      done
      awk -v s="$size" -v l="$lvl" -v c="$count" -v a="$wl" -v b="$we" -v d="$wn" -v g="$wg" \
        'BEGIN { split("easy medium hard", n, " "); printf "| %s | %s | %d | %.4f | %.4f | %.4f | %.4f |\n", s, n[l + 1], c, a / c, b / c, d / c, g / c }'
    done
  done
  echo
}
