# tools/bench suite "grade", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_grade() {
  # Human-style grading of the 17-clue set: gridsat grade beside qqwing's rating, same run,
  # same input. What each computes per puzzle differs; the table says what.
  f=puzzles2_17_clue
  src="$shared/instances/sudoku/$f.txt"
  if [[ $k -gt 0 ]]; then head -n "$k" "$src" > "$tmp/in.txt"; else cp "$src" "$tmp/in.txt"; fi
  n=$(grep -c . "$tmp/in.txt")
  echo "### Human-style grading, $f ($n puzzles), puzzles/s (median of $runs runs; ratio = qqwing s / gridsat s)"
  echo
  read -r wg cg < <(timecpu "$tmp/g.out" "$G" grade --format line "$tmp/in.txt")
  read -r wgb cgb < <(timecpu "$tmp/gb.out" "$G" grade --backend both --format line "$tmp/in.txt")
  read -r wq cq < <(timecpu "$tmp/qr.out" sh -c 'qqwing --solve --stats --csv < "$1"' sh "$tmp/in.txt")
  read -r wqc cqc < <(timecpu "$tmp/qc.out" sh -c 'qqwing --solve --stats --csv --count-solutions < "$1"' sh "$tmp/in.txt")
  # The ladder alone has no quiet command: explain prints every step as text (an upper bound).
  read -r we ce < <(timecpu /dev/null "$G" explain --format line "$tmp/in.txt")
  read -r wc_ cc < <(timecpu "$tmp/c.out" "$G" count --format line --backend sat "$tmp/in.txt")
  read -r wn cn < <(timecpu "$tmp/n.out" "$G" count --format line --backend native "$tmp/in.txt")
  # Checks: one grade per puzzle, none stopped; one rating per puzzle from qqwing.
  [[ $(wc -l < "$tmp/g.out") -eq $n ]] || { echo "CHECK FAILED: gridsat grade gave $(wc -l < "$tmp/g.out") lines for $n puzzles" >&2; exit 1; }
  ! grep -q '^unknown' "$tmp/g.out" || { echo "CHECK FAILED: gridsat grade stopped on some puzzle" >&2; exit 1; }
  diff -q <(cut -d' ' -f1-5,8 "$tmp/g.out") <(cut -d' ' -f1-5,8 "$tmp/gb.out") > /dev/null ||
    { echo "CHECK FAILED: grade's levels differ between --backend auto and both" >&2; exit 1; }
  for o in qr qc; do
    [[ $(grep -cE ',(Simple|Easy|Intermediate|Expert),' "$tmp/$o.out") -eq $n ]] || { echo "CHECK FAILED: qqwing ($o) rated $(grep -cE ',(Simple|Easy|Intermediate|Expert),' "$tmp/$o.out") of $n" >&2; exit 1; }
  done
  echo "| tool and command | what it computes per puzzle | wall s | puzzles/s | qqwing --solve --stats / this | CPU s | qqwing / this, CPU |"
  echo "|---|---|---:|---:|---:|---:|---:|"
  echo "| \`gridsat grade --format line\` | the whole ladder path (every step found and applied; for Sudoku 21 techniques up to chains), level/rank/score/hardest; plus a count to 2 by the backend count would use (9x9: native, nodes) | $wg | $(rate "$n" "$wg") | $(ratio "$wg" "$wq") | $cg | $(ratio "$cg" "$cq") |"
  echo "| \`gridsat grade --backend both --format line\` | the same, the count to 2 by both backends (SAT conflicts and native nodes: grade's default before issue 28) | $wgb | $(rate "$n" "$wgb") | $(ratio "$wgb" "$wq") | $cgb | $(ratio "$cgb" "$cq") |"
  echo "| \`qqwing --solve --stats --csv\` | its logic path (singles, hidden singles, pointing, box/line, naked and hidden pairs) then guessing to one solution; counts per technique, difficulty; the solution | $wq | $(rate "$n" "$wq") | 1.00 | $cq | 1.00 |"
  echo "| \`qqwing --solve --stats --csv --count-solutions\` | the same, plus a full backtracking count of the solutions (uniqueness, like gridsat's count to 2) | $wqc | $(rate "$n" "$wqc") | $(ratio "$wqc" "$wq") | $cqc | $(ratio "$cqc" "$cq") |"
  echo "| \`gridsat explain --format line\` (the ladder of grade) | the same ladder path alone, every step printed as a line of text (about 80 lines per puzzle) | $we | $(rate "$n" "$we") | $(ratio "$we" "$wq") | $ce | $(ratio "$ce" "$cq") |"
  echo "| \`gridsat count --backend sat\` (part of grade) | SAT count to 2 alone | $wc_ | $(rate "$n" "$wc_") | $(ratio "$wc_" "$wq") | $cc | $(ratio "$cc" "$cq") |"
  echo "| \`gridsat count --backend native\` (part of grade) | native count to 2 alone | $wn | $(rate "$n" "$wn") | $(ratio "$wn" "$wq") | $cn | $(ratio "$cn" "$cq") |"
  echo
  echo "gridsat grade against qqwing --solve --stats: $(ratio "$wg" "$wq")x as fast (CPU: $(ratio "$cg" "$cq")x); against qqwing with --count-solutions: $(ratio "$wg" "$wqc")x (CPU: $(ratio "$cg" "$cqc")x)."
  awk '{l[$2 " " $1]++} END {for (k in l) printf "%s %d\n", k, l[k]}' "$tmp/g.out" | sort -n | cut -d' ' -f2- > "$tmp/gl"
  grep -oE ',(Simple|Easy|Intermediate|Expert),' "$tmp/qr.out" | tr -d , | sort | uniq -c | awk '{print $2, $1}' > "$tmp/ql"
  echo "Levels: gridsat $(tr '\n' ' ' < "$tmp/gl" | sed 's/ $//; s/\([0-9]\) /\1, /g'); qqwing $(tr '\n' ' ' < "$tmp/ql" | sed 's/ $//; s/\([0-9]\) /\1, /g')."
  echo
}
