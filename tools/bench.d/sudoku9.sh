# tools/bench suite "sudoku9", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_sudoku9() {
  echo "### 9x9, uniqueness checked (count to 2), puzzles/s"
  echo
  echo "| file | puzzles | gridsat sat | gridsat native | qqwing --count | sat / qqwing | native / qqwing |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for f in puzzles3_magictour_top1465 puzzles6_forum_hardest_1106 puzzles2_17_clue; do
    src="$shared/instances/sudoku/$f.txt"
    if [[ $k -gt 0 ]]; then head -n "$k" "$src" > "$tmp/in.txt"; else cp "$src" "$tmp/in.txt"; fi
    n=$(grep -c . "$tmp/in.txt")
    ws=$(timeit "$tmp/sat.out" "$G" count --format line --backend sat "$tmp/in.txt")
    wn=$(timeit "$tmp/native.out" "$G" count --format line --backend native "$tmp/in.txt")
    wq=$(timeit "$tmp/qq.out" "$peers/qqwing.sh" --count "$tmp/in.txt")
    # Checks: every gridsat verdict unique; solutions equal qqwing's.
    for b in sat native; do
      bad=$(grep -vc '^unique 1 ' "$tmp/$b.out" || true)
      [[ $bad -eq 0 && $(wc -l < "$tmp/$b.out") -eq $n ]] || { echo "CHECK FAILED: $b on $f: $bad non-unique answers" >&2; exit 1; }
      if ! diff -q <(cut -d' ' -f3 "$tmp/$b.out") <(cut -d' ' -f1 "$tmp/qq.out") > /dev/null; then
        echo "CHECK FAILED: $b and qqwing differ on $f" >&2; exit 1
      fi
    done
    echo "| $f | $n | $(rate "$n" "$ws") | $(rate "$n" "$wn") | $(rate "$n" "$wq") | $(ratio "$ws" "$wq") | $(ratio "$wn" "$wq") |"
  done
  echo
}
