# tools/bench suite "latin", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_latin() {
  echo "### Latin-square completion (QWH), first solution, seconds per instance (time limit $tl s)"
  echo
  echo "Peers: MiniZinc 2.6 + Gecode 6.2 (one minizinc call per instance) and SWI-Prolog clpfd, from ../shared/peers."
  echo "Every answer is checked by the peers' verify.py (gridsat's own are checked by its checker). '>' = time limit."
  echo
  echo "| instance | gridsat sat | gridsat native | minizinc+gecode | clpfd | gecode / sat |"
  echo "|---|---:|---:|---:|---:|---:|"
  LAT="$shared/instances/latin"
  insts=("$LAT"/pesant-qwh-o30/qwh-o30-h374-0{1,2,3}.pls "$LAT"/gomes-qwh/qwh.order{33.holes381,35.holes405,40.holes528,60.holes1440}.pls)
  for f in "${insts[@]}"; do
    /usr/bin/python3 "$peers/to_lines.py" pls "$f" > "$tmp/line.txt"
    c() { local w; w=$(secs "$@"); if grep -qE 'unknown|TIMEOUT' "$tmp/o" || [[ ! -s $tmp/o ]]; then echo ">$tl"; else echo "$w"; fi; }
    ws=$(c "$G" solve --format line --time-limit "$tl" "$f")
    wn=$(c "$G" solve --format line --backend native --time-limit "$tl" "$f")
    wm=$(c timeout $((tl + 5)) /usr/bin/python3 "$peers/mzn_peer.py" latin --batch 1 --time-limit $((tl * 1000)) "$tmp/line.txt")
    [[ $wm != ">"* ]] && { /usr/bin/python3 "$peers/verify.py" latin "$tmp/line.txt" "$tmp/o" > /dev/null || wm="invalid"; }
    wc=$(c timeout $((tl + 5)) swipl "$peers/clpfd_more.pl" latin --time-limit "$tl" "$tmp/line.txt")
    echo "| $(basename "$f" .pls) | $ws | $wn | $wm | $wc | $(ratio "$ws" "$wm") |"
  done
  echo
}
