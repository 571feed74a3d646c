# tools/bench suite "qwh-hard", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# qwh-hard (not in `all`): the hard Gomes QWH instances (QWH_HARD: names without .pls, default the
# five of issue 14), QWH_HARD_LIMIT (600) seconds each, QWH_HARD_THREADS (2); QWH_HARD_GECODE=1 adds
# MiniZinc+Gecode.
# shellcheck shell=bash

# Not part of `all`: issue 14's hard QWH instances, first solution with --threads 2, beside the
# data set's own baseline (plain direct encoding: gridsat encode --simplify givens, Debian's cadical
# binary, its model decoded and checked by gridsat decode), both started at once on each instance.
suite_qwh_hard() {
  hl=${QWH_HARD_LIMIT:-600}; ht=${QWH_HARD_THREADS:-2}
  hard=${QWH_HARD:-"qwh.order50.holes750.bal qwh.order60.holes1080.bal qwh.order60.holes1152.bal qwh.order60.holes1620 qwh.order70.holes2940"}
  echo "### Hard QWH (issue 14), first solution, seconds (limit $hl s; '>' = not solved); load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| instance | gridsat --threads $ht | winner | plain CNF + cadical | cadical / gridsat |$( [[ ${QWH_HARD_GECODE:-0} == 1 ]] && echo " minizinc+gecode |")"
  echo "|---|---:|---:|---:|---:|$( [[ ${QWH_HARD_GECODE:-0} == 1 ]] && echo "---:|")"
  for name in $hard; do
    f="$shared/instances/latin/gomes-qwh/$name.pls"
    "$G" encode --simplify givens "$f" -o "$tmp/h.cnf"
    /usr/bin/time -f %e -o "$tmp/tg" "$G" solve --format json --threads "$ht" --time-limit "$hl" "$f" > "$tmp/g.json" 2>/dev/null &
    /usr/bin/time -f %e -o "$tmp/tc" timeout "$hl" cadical -q "$tmp/h.cnf" > "$tmp/c.out" 2>/dev/null &
    wait
    wg=$(tail -1 "$tmp/tg"); wc=$(tail -1 "$tmp/tc")
    grep -q '"status": *"solved"' "$tmp/g.json" || wg=">$hl"
    win=$(grep -oE '"winner": *[0-9-]+' "$tmp/g.json" | grep -oE '[0-9-]+$' || echo -)
    if grep -q '^s SATISFIABLE' "$tmp/c.out"; then
      "$G" decode "$f" --simplify givens --model "$tmp/c.out" > /dev/null || { echo "CHECK FAILED: cadical's model of $name" >&2; exit 1; }
    else wc=">$hl"; fi
    wm=""
    if [[ ${QWH_HARD_GECODE:-0} == 1 ]]; then
      /usr/bin/python3 "$peers/to_lines.py" pls "$f" > "$tmp/line.txt"
      wm=$(secs timeout $((hl + 5)) /usr/bin/python3 "$peers/mzn_peer.py" latin --batch 1 --time-limit $((hl * 1000)) "$tmp/line.txt")
      if grep -qE 'unknown|TIMEOUT' "$tmp/o" || [[ ! -s $tmp/o ]]; then wm=">$hl"
      else /usr/bin/python3 "$peers/verify.py" latin "$tmp/line.txt" "$tmp/o" > /dev/null || wm="invalid"; fi
      wm=" $wm |"
    fi
    echo "| $name | $wg | $win | $wc | $(ratio "$wg" "$wc") |$wm"
  done
  echo
}
