# tools/bench suite "classic", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_classic() {
  echo "### The classic CSP comparison (native backend) beside the SAT backend: janko 7x7 (40 puzzles), count to 2"
  echo
  echo "Seconds summed from gridsat's own per-puzzle stats; per-puzzle time limit 20 s (a timeout counts 20 s)."
  echo
  echo "| backend | inference | order | total s | timeouts | decisions |"
  echo "|---|---|---|---:|---:|---:|"
  J7=$(ls "$shared"/instances/futoshiki/janko/janko*_7.txt)
  sum() { /usr/bin/python3 -c '
import json, sys
t = d = u = 0
for line in sys.stdin:
    o = json.loads(line)
    if o.get("verdict") == "unknown": u += 1  # the time limit, before or after a first solution
    elif o.get("verdict") != "unique": print("CHECK FAILED", o.get("source"), file=sys.stderr); sys.exit(1)
    t += o["stats"]["seconds"]; d += o["stats"]["decisions"] or 0
print("%.3f | %d | %d" % (t, u, d))'; }
  # gridsat exits 3 when a puzzle hits the time limit: that is data here, not a failure.
  r=$( { "$G" count --format json --time-limit 20 $J7 || true; } | sum) || exit 1
  echo "| sat | - | - | $r |"
  for inf in fc+singles mac fc none; do
    for ord in mrv static; do
      r=$( { "$G" count --format json --backend native --inference $inf --order $ord --time-limit 20 $J7 || true; } | sum) || exit 1
      echo "| native | $inf | $ord | $r |"
    done
  done
  echo
}
