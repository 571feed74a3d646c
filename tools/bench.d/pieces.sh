# tools/bench suite "pieces", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# PIECES_LIMIT=60 (seconds per run of the pieces ladder), PIECES_MAX=60 (largest n tried),
# PIECES_CONFIGS (default: all; e.g. "90-sequential near90-sequential mzn" runs those ladders only),
# PIECES_BIG=1 adds n = PIECES_BIG_N (52) with 90-degree symmetry, --threads 2, PIECES_BIG_SEEDS (3)
# seeds, PIECES_BIG_LIMIT (600) s each; PIECES_SWEEP=1 adds every n <= PIECES_MAX with a
# PIECES_SWEEP_LIMIT (1800) s limit (90 for even n, near90 for odd n; --threads 2).
# PIECES_SEEDED=1 adds CPU seconds per seed: n in PIECES_SEEDED_N ("32 33 36 37 40"; 90 for even n,
# near90 for odd), settings PIECES_SEEDED_SETS ("default phase0 sat"), seeds 1..PIECES_SEEDED_SEEDS (3)
# (shuffle=1 shufflerandom=1 seed=S), one thread, PIECES_SEEDED_CPU (60) CPU seconds each (ulimit -t).
# shellcheck shell=bash

suite_pieces() {
  lim=${PIECES_LIMIT:-60}
  pmax=${PIECES_MAX:-60}
  echo "### No-three-in-line (pieces): first solution, all slopes, n up to the first run over $lim s"
  echo
  echo "One gridsat process per n (whole process, encoding included), --time-limit $lim. Without symmetry"
  echo "n = 8, 9, 10, ...; with 90-degree symmetry n = 8, 12, 16, ... (even n only). Peer: MiniZinc 2.6 +"
  echo "Gecode 6.2 (../shared/peers/mzn_peer.py no3line, --batch 1, same time limit), no symmetry (its"
  echo "model has none). Every answer is checked (gridsat's by its checker, MiniZinc's by verify.py)."
  echo
  declare -A T=()
  best() { local m="-" k; for k in "${!T[@]}"; do [[ $k == "$1,"* && ${T[$k]} != ">"* && ${T[$k]} != none* ]] && { local n=${k#*,}; [[ $m == - || $n -gt $m ]] && m=$n; }; done; echo "$m"; }
  # ladder CFG START STEP CMD...: runs CMD with --size n for n = START, START+STEP, ... until a timeout.
  want() { [[ -z ${PIECES_CONFIGS:-} || " $PIECES_CONFIGS " == *" $1 "* ]]; }
  ladder() {
    local cfg=$1 n=$2 step=$3; shift 3
    want "$cfg" || return 0
    while ((n <= pmax)); do
      local w; w=$(secs "$@" --size "$n" --time-limit "$lim" --format line)
      if ! grep -q 'X' "$tmp/o"; then T[$cfg,$n]=">$lim"; break; fi
      T[$cfg,$n]=$w
      n=$((n + step))
    done
  }
  # near_ladder CFG CMD...: odd n from 17 (the near-rot4 class is empty at 5, 7, 11, 13, 15);
  # an n without a board of the class (exit 1) is noted "none" and the ladder goes on.
  near_ladder() {
    local cfg=$1 n=17; shift
    want "$cfg" || return 0
    while ((n <= pmax)); do
      local w rc=0; w=$(secs "$@" --size "$n" --time-limit "$lim" --format line)
      if grep -q 'X' "$tmp/o"; then T[$cfg,$n]=$w
      elif grep -q '^unsat' "$tmp/o"; then T[$cfg,$n]="none($w)"
      else T[$cfg,$n]=">$lim"; break; fi
      n=$((n + 2))
    done
  }
  mzn_ladder() {
    want mzn || return 0
    local n=8
    while ((n <= pmax)); do
      echo "$n" > "$tmp/n.txt"
      local w; w=$(secs timeout $((lim + 10)) /usr/bin/python3 "$peers/mzn_peer.py" no3line --batch 1 --time-limit $((lim * 1000)) "$tmp/n.txt")
      if ! grep -q '1' "$tmp/o"; then T[mzn,$n]=">$lim"; break; fi
      /usr/bin/python3 "$peers/verify.py" no3line "$tmp/n.txt" "$tmp/o" > /dev/null || { echo "CHECK FAILED: minizinc no3line $n" >&2; exit 1; }
      T[mzn,$n]=$w
      n=$((n + 1))
    done
  }
  cfgs=()
  for card in naive sequential totalizer; do
    ladder "none-$card" 8 1 "$G" solve --type pieces --card $card; cfgs+=("none-$card")
  done
  ladder "none-sequential-phase0" 8 1 "$G" solve --type pieces --cadical phase=0; cfgs+=("none-sequential-phase0")
  mzn_ladder
  for card in naive sequential totalizer; do
    ladder "90-$card" 8 4 "$G" solve --type pieces --symmetry 90 --card $card; cfgs+=("90-$card")
    ladder "90-$card-phase0" 8 4 "$G" solve --type pieces --symmetry 90 --card $card --cadical phase=0; cfgs+=("90-$card-phase0")
  done
  ladder "90-sequential-threads2" 8 4 "$G" solve --type pieces --symmetry 90 --threads 2; cfgs+=("90-sequential-threads2")
  near_ladder "near90-sequential" "$G" solve --type pieces --symmetry near90; cfgs+=("near90-sequential")
  near_ladder "near90-sequential-threads2" "$G" solve --type pieces --symmetry near90 --threads 2; cfgs+=("near90-sequential-threads2")
  echo "| configuration | largest n within $lim s | seconds per n (n:s) |"
  echo "|---|---:|---|"
  for cfg in "${cfgs[@]}" mzn; do
    want "$cfg" || continue
    row=""
    for ((n = 8; n <= pmax; n++)); do [[ -n ${T[$cfg,$n]:-} ]] && row+="$n:${T[$cfg,$n]} "; done
    name=$cfg; [[ $cfg == mzn ]] && name="minizinc+gecode, none"
    echo "| $name | $(best "$cfg") | $row|"
  done
  echo
  echo "Without symmetry, per n: gridsat (sequential, the default) beside MiniZinc+Gecode."
  echo
  echo "| n | gridsat sat | minizinc+gecode | gecode / sat |"
  echo "|---:|---:|---:|---:|"
  for ((n = 8; n <= pmax; n++)); do
    a=${T[none-sequential,$n]:-}; b=${T[mzn,$n]:-}
    [[ -z $a && -z $b ]] && continue
    echo "| $n | ${a:--} | ${b:--} | $( [[ -n $a && -n $b ]] && ratio "$a" "$b" || echo -) |"
  done
  echo
  echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  # big N SYM LIMIT SEEDS: --threads 2 runs with seeds 1..SEEDS; wall seconds, median.
  big() {
    local n=$1 sym=$2 blim=$3 seeds=$4 s ws=() solved=0
    for ((s = 1; s <= seeds; s++)); do
      local w; w=$(secs "$G" solve --type pieces --size "$n" --symmetry "$sym" --threads 2 --time-limit "$blim" \
                     --format line --cadical seed=$s)
      if grep -q 'X' "$tmp/o"; then ws+=("$w"); solved=$((solved + 1)); else ws+=(">$blim"); fi
    done
    local med; med=$(printf '%s\n' "${ws[@]}" | tr -d '>' | median)
    echo "| $n | $sym | $blim | ${ws[*]} | $( ((solved * 2 > seeds)) && echo "$med" || echo ">$med") | $(cut -d' ' -f1 /proc/loadavg) |"
  }
  if [[ -n ${PIECES_BIG:-} || -n ${PIECES_SWEEP:-} ]]; then
    echo "| n | symmetry | limit s | wall s per seed (--threads 2) | median | load |"
    echo "|---:|---|---:|---|---:|---:|"
  fi
  [[ -n ${PIECES_BIG:-} ]] && big "${PIECES_BIG_N:-52}" 90 "${PIECES_BIG_LIMIT:-600}" "${PIECES_BIG_SEEDS:-3}"
  if [[ -n ${PIECES_SWEEP:-} ]]; then
    for ((n = 8; n <= pmax; n++)); do big "$n" "$( ((n % 2)) && echo near90 || echo 90)" "${PIECES_SWEEP_LIMIT:-1800}" 1; done
  fi
  # seeded N SET SEED CPU: CPU seconds of one single-thread run (">CPU": no board within the CPU limit).
  seeded() {
    local n=$1 set=$2 seed=$3 cpu=$4 f=()
    case $set in
      default) ;;
      phase0) f=(--cadical phase=0) ;;
      sat) f=(--cadical-config sat) ;;
      *) echo "PIECES_SEEDED_SETS: unknown set '$set'" >&2; exit 2 ;;
    esac
    /usr/bin/time -f "%U %S" -o "$tmp/t" bash -c 'ulimit -t "$0"; exec "$@"' "$cpu" "$G" solve --type pieces --size "$n" \
      --symmetry "$( ((n % 2)) && echo near90 || echo 90)" --format line --cadical shuffle=1 --cadical shufflerandom=1 \
      --cadical seed="$seed" "${f[@]}" > "$tmp/o" 2>/dev/null || true
    if grep -q X "$tmp/o"; then tail -1 "$tmp/t" | awk '{printf "%.1f", $1 + $2}'
    elif grep -q '^unsat' "$tmp/o"; then echo "none"  # no board of the class (near90 at 13, 15)
    else echo ">$cpu"; fi
  }
  if [[ -n ${PIECES_SEEDED:-} ]]; then
    scpu=${PIECES_SEEDED_CPU:-60}
    echo
    echo "CPU seconds per seed (one thread, shuffle=1 shufflerandom=1 seed=S, limit $scpu CPU s; '>': none found):"
    echo
    echo "| n | settings | CPU s per seed | median | load |"
    echo "|---:|---|---|---:|---:|"
    for n in ${PIECES_SEEDED_N:-32 33 36 37 40}; do
      for set in ${PIECES_SEEDED_SETS:-default phase0 sat}; do
        ws=()
        for ((s = 1; s <= ${PIECES_SEEDED_SEEDS:-3}; s++)); do ws+=("$(seeded "$n" "$set" "$s" "$scpu")"); done
        med=$(printf '%s\n' "${ws[@]}" | tr -d '>' | median)
        unsolved=$(printf '%s\n' "${ws[@]}" | grep -c '>' || true)
        ((unsolved * 2 > ${#ws[@]})) && med=">$med"
        echo "| $n | $set | ${ws[*]} | $med | $(cut -d' ' -f1 /proc/loadavg) |"
      done
    done
  fi
  echo
}
