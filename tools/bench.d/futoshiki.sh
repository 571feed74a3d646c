# tools/bench suite "futoshiki", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_futoshiki() {
  echo "### Futoshiki, uniqueness checked (count to 2) for gridsat, first solution for the peers"
  echo
  J="$shared/instances/futoshiki/janko"
  # The 32 9x9 puzzles, 20 times over, so that the timings are well above the clock's grain.
  for i in $(seq 20); do ls "$J"/janko*_9.txt; done > "$tmp/j9.list"
  n=$(wc -l < "$tmp/j9.list")
  /usr/bin/python3 "$peers/to_lines.py" janko $(cat "$tmp/j9.list") > "$tmp/j9.txt"
  echo "janko 9x9 (the 32 puzzles 20 times over: $n), whole process, median of $runs runs, puzzles/s:"
  echo
  echo "| gridsat sat (order) | gridsat sat (support) | gridsat native | minizinc+gecode (batch 25) | clpfd | sat / gecode |"
  echo "|---:|---:|---:|---:|---:|---:|"
  wo=$(timeit "$tmp/fo.out" "$G" count --format line $(cat "$tmp/j9.list"))
  wsup=$(timeit "$tmp/fs.out" "$G" count --format line --inequality support $(cat "$tmp/j9.list"))
  wn=$(timeit "$tmp/fn.out" "$G" count --format line --backend native $(cat "$tmp/j9.list"))
  for o in fo fs fn; do
    [[ $(grep -c '^unique 1 ' "$tmp/$o.out") -eq $n ]] || { echo "CHECK FAILED: $o not unique on every janko 9x9" >&2; exit 1; }
  done
  wm=$(timeit "$tmp/fm.out" /usr/bin/python3 "$peers/mzn_peer.py" futoshiki "$tmp/j9.txt")
  /usr/bin/python3 "$peers/verify.py" futoshiki "$tmp/j9.txt" "$tmp/fm.out" > /dev/null || { echo "CHECK FAILED: minizinc answers" >&2; exit 1; }
  wc=$(timeit "$tmp/fc.out" swipl "$peers/clpfd_more.pl" futoshiki "$tmp/j9.txt")
  echo "| $(rate "$n" "$wo") | $(rate "$n" "$wsup") | $(rate "$n" "$wn") | $(rate "$n" "$wm") | $(rate "$n" "$wc") | $(ratio "$wo" "$wm") |"
  echo
}
