# tools/bench suite "sls", sourced by tools/bench, which defines $G, $shared, $tmp and the helpers
# secs, ratio, median; the suite prints its markdown tables.
# sls (not in `all`): local search beside CDCL (issue 29), first solution, medians over seeds.
#   SLS_PARTS    which tables (default "magic pieces qwh"; also "latin": the local search on the square)
#   SLS_SEEDS    seeds per cell (default "1 2 3"; --seed S for the local searches, CaDiCaL's
#                --cadical shuffle=1 shufflerandom=1 seed=S for the CDCL columns)
#   SLS_MAGIC_N  free magic squares' orders (default "100 200 400 1000"), SLS_MAGIC_LIMIT (600)
#   SLS_PIECES_N no-three-in-line sides, 90-degree symmetry (default "20 24 28 32 36 40"),
#                SLS_PIECES_LIMIT (60): a configuration stops after a side with no board in any seed
#   SLS_QWH      Gomes QWH instances (default the balanced ones of issue 29 and three medium ones),
#                SLS_QWH_LIMIT (60): gridsat --backend sls beside the plain CNF through Debian's cadical
# shellcheck shell=bash

# One cell: the median wall seconds of CMD over the seeds ('>L' when half or more hit the limit)
# and how many found an answer. CMD's {S} is replaced by the seed; the answer must be "solved".
sls_cell() {
  local limit=$1; shift
  local found=0 times=()
  for s in ${SLS_SEEDS:-1 2 3}; do
    local args=("${@//\{S\}/$s}")
    local w; w=$(secs timeout $((limit + 5)) "${args[@]}")
    if grep -q '"status": *"solved"' "$tmp/o"; then found=$((found + 1)); times+=("$w"); else times+=(99999); fi
  done
  local n=${#times[@]} m
  m=$(printf '%s\n' "${times[@]}" | median)
  if awk -v m="$m" -v l="$limit" 'BEGIN { exit !(m > l) }'; then m=">$limit"; fi
  echo "$m ($found/$n)"
}

sls_magic() {
  local limit=${SLS_MAGIC_LIMIT:-600}
  echo "### Free magic squares, the default backend (local search), seconds, median over seeds (limit $limit s); load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| n | gridsat solve (found/seeds) |"
  echo "|---:|---:|"
  for n in ${SLS_MAGIC_N:-100 200 400 1000}; do
    echo "| $n | $(sls_cell "$limit" "$G" solve --type magic --size "$n" --seed '{S}' --format json --time-limit "$limit") |"
  done
  echo
}

sls_pieces() {
  local limit=${SLS_PIECES_LIMIT:-60} ls_on=1 sat_on=1
  echo "### No-three-in-line, 90-degree symmetry, first board, seconds, median over seeds (limit $limit s); load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| n | local search (--backend native) | CDCL (--backend sat, shuffled) |"
  echo "|---:|---:|---:|"
  for n in ${SLS_PIECES_N:-20 24 28 32 36 40}; do
    local a="-" b="-"
    [[ $ls_on == 1 ]] && a=$(sls_cell "$limit" "$G" solve --type pieces --size "$n" --symmetry 90 --backend native \
      --seed '{S}' --format json --time-limit "$limit")
    [[ $sat_on == 1 ]] && b=$(sls_cell "$limit" "$G" solve --type pieces --size "$n" --symmetry 90 --backend sat \
      --cadical shuffle=1 --cadical shufflerandom=1 --cadical 'seed={S}' --format json --time-limit "$limit")
    [[ $a == *"(0/"* ]] && ls_on=0
    [[ $b == *"(0/"* ]] && sat_on=0
    echo "| $n | $a | $b |"
    [[ $ls_on == 0 && $sat_on == 0 ]] && break
  done
  echo
}

# QWH: gridsat's local search and plain CaDiCaL on the data set's direct CNF, started together.
sls_qwh() {
  local limit=${SLS_QWH_LIMIT:-60}
  local list=${SLS_QWH:-"qwh.order33.holes381 qwh.order35.holes405 qwh.order40.holes528 qwh.order50.holes825.bal qwh.order50.holes750.bal qwh.order60.holes1080.bal qwh.order60.holes1152.bal"}
  echo "### QWH: local search on gridsat's CNF beside plain CaDiCaL, first solution, seconds (limit $limit s, one run each, started together); load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| instance | gridsat --backend sls | plain CNF + cadical | cadical / sls |"
  echo "|---|---:|---:|---:|"
  for name in $list; do
    local f="$shared/instances/latin/gomes-qwh/$name.pls"
    "$G" encode --simplify givens "$f" -o "$tmp/q.cnf"
    /usr/bin/time -f %e -o "$tmp/ts" "$G" solve --backend sls --format json --time-limit "$limit" "$f" > "$tmp/s.json" 2>/dev/null &
    /usr/bin/time -f %e -o "$tmp/tc" timeout "$limit" cadical -q "$tmp/q.cnf" > "$tmp/c.out" 2>/dev/null &
    wait
    local ws wc
    ws=$(tail -1 "$tmp/ts"); wc=$(tail -1 "$tmp/tc")
    grep -q '"status": *"solved"' "$tmp/s.json" || ws=">$limit"
    if grep -q '^s SATISFIABLE' "$tmp/c.out"; then
      "$G" decode "$f" --simplify givens --model "$tmp/c.out" > /dev/null || { echo "CHECK FAILED: cadical's model of $name" >&2; exit 1; }
    else wc=">$limit"; fi
    echo "| $name | $ws | $wc | $(ratio "$ws" "$wc") |"
  done
  echo
}

# QWH by the local search on the square (latin_local.hpp: `--backend sls` for Latin squares),
# medians over seeds, beside plain CaDiCaL on the data set's direct CNF (one run, started with
# the first seed) and gridsat's default (auto: the local search's slice, then CDCL; seed 1).
sls_latin() {
  local limit=${SLS_QWH_LIMIT:-60}
  local list=${SLS_QWH:-"qwh.order33.holes381 qwh.order35.holes405 qwh.order40.holes528 qwh.order50.holes825.bal qwh.order50.holes750.bal"}
  echo "### QWH: local search on the square beside plain CaDiCaL, first solution, seconds (limit $limit s); load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| instance | gridsat --backend sls (found/seeds) | gridsat default (auto) | plain CNF + cadical |"
  echo "|---|---:|---:|---:|"
  for name in $list; do
    local f="$shared/instances/latin/gomes-qwh/$name.pls"
    "$G" encode --simplify givens "$f" -o "$tmp/q.cnf"
    /usr/bin/time -f %e -o "$tmp/tc" timeout "$limit" cadical -q "$tmp/q.cnf" > "$tmp/c.out" 2>/dev/null &
    local ls auto wc
    ls=$(sls_cell "$limit" "$G" solve --backend sls --seed '{S}' --format json --time-limit "$limit" "$f")
    auto=$(SLS_SEEDS=1 sls_cell "$limit" "$G" solve --format json --time-limit "$limit" "$f")
    wait
    wc=$(tail -1 "$tmp/tc")
    if grep -q '^s SATISFIABLE' "$tmp/c.out"; then
      "$G" decode "$f" --simplify givens --model "$tmp/c.out" > /dev/null || { echo "CHECK FAILED: cadical's model of $name" >&2; exit 1; }
    else wc=">$limit"; fi
    echo "| $name | $ls | ${auto% (*} | $wc |"
  done
  echo
}

suite_sls() {
  for part in ${SLS_PARTS:-magic pieces qwh}; do "sls_$part"; done
}
