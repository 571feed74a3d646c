# tools/bench suite "sudoku9", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_sudoku9() {
  # Wall time and CPU time (user + system of every process of the command; on a loaded
  # machine the CPU ratios are the ones to read). native / tdoku is by conversion, not
  # measured: tdoku at 104.2x / 204.0x / 70.2x qqwing on the three files (issue 28's
  # quiet-machine table: 68,454/657, 7,753/38, 174,316/2,483 puzzles/s).
  echo "### 9x9, uniqueness checked (count to 2), puzzles/s (wall), ratios of CPU time"
  echo
  echo "| file | puzzles | gridsat sat | gridsat native | qqwing --count | sat / qqwing CPU | native / qqwing CPU | native / tdoku (converted) |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
  for f in puzzles3_magictour_top1465 puzzles6_forum_hardest_1106 puzzles2_17_clue; do
    src="$shared/instances/sudoku/$f.txt"
    if [[ $k -gt 0 ]]; then head -n "$k" "$src" > "$tmp/in.txt"; else cp "$src" "$tmp/in.txt"; fi
    n=$(grep -c . "$tmp/in.txt")
    read -r ws cs < <(timecpu "$tmp/sat.out" "$G" count --format line --backend sat "$tmp/in.txt")
    read -r wn cn < <(timecpu "$tmp/native.out" "$G" count --format line --backend native "$tmp/in.txt")
    read -r wq cq < <(timecpu "$tmp/qq.out" "$peers/qqwing.sh" --count "$tmp/in.txt")
    case $f in
      puzzles3_*) td=104.2 ;;
      puzzles6_*) td=204.0 ;;
      *) td=70.2 ;;
    esac
    # Checks: every gridsat verdict unique; solutions equal qqwing's.
    for b in sat native; do
      bad=$(grep -vc '^unique 1 ' "$tmp/$b.out" || true)
      [[ $bad -eq 0 && $(wc -l < "$tmp/$b.out") -eq $n ]] || { echo "CHECK FAILED: $b on $f: $bad non-unique answers" >&2; exit 1; }
      if ! diff -q <(cut -d' ' -f3 "$tmp/$b.out") <(cut -d' ' -f1 "$tmp/qq.out") > /dev/null; then
        echo "CHECK FAILED: $b and qqwing differ on $f" >&2; exit 1
      fi
    done
    rn=$(ratio "$cn" "$cq")
    echo "| $f | $n | $(rate "$n" "$ws") | $(rate "$n" "$wn") | $(rate "$n" "$wq") | $(ratio "$cs" "$cq") | $rn | $(awk -v r="$rn" -v t="$td" 'BEGIN { if (r + 0 > 0) printf "%.2f", r / t; else print "-" }') |"
  done
  echo
}
