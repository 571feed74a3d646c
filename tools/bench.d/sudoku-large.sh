# tools/bench suite "sudoku-large", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# LARGE_SETS="gecode-25x25 rkkautsar-64..144 rkkautsar-225-2 kociemba-400x400" picks large sets,
# LARGE_BACKENDS="sat native" the gridsat backends run on them.
# shellcheck shell=bash

suite_sudoku_large() {
  echo "### Large Sudoku, uniqueness checked (count to 2), seconds per file (time limit $tl s per puzzle)"
  echo
  echo "Peer: the naive SAT pipeline of ../shared/peers (textbook CNF, cadical process, --unique). '>' = time limit reached."
  echo
  echo "| set | files | gridsat sat: total s (max) | gridsat native: total s (max) | naive SAT + cadical: total s | naive / sat |"
  echo "|---|---:|---:|---:|---:|---:|"
  L="$shared/instances/sudoku-large"
  declare -A sets=(
    [gecode-25x25]="$(ls "$L"/gecode/gecode_25x25_*.txt)"
    [rkkautsar-64..144]="$L/rkkautsar/sudoku-64-2.txt $L/rkkautsar/sudoku-81-1.txt $L/rkkautsar/sudoku-100-1.txt $L/rkkautsar/sudoku-144-2.txt"
    [rkkautsar-225-2]="$L/rkkautsar/sudoku-225-2.txt"
    [kociemba-400x400]="$(ls "$L"/hkociemba/*.txt)"
  )
  for set in ${LARGE_SETS:-gecode-25x25 rkkautsar-64..144 rkkautsar-225-2 kociemba-400x400}; do
    files=(${sets[$set]})
    declare -A tot=() mx=() unk=()
    for b in ${LARGE_BACKENDS:-sat native}; do
      tot[$b]=0; mx[$b]=0; unk[$b]=0
      for f in "${files[@]}"; do
        s=$(secs "$G" count --format line --backend $b --time-limit "$tl" "$f")
        grep -q '^unknown' "$tmp/o" && unk[$b]=1
        grep -qE '^(unique|multiple)' "$tmp/o" || grep -q '^unknown' "$tmp/o" || { echo "CHECK FAILED: $b on $f: $(cut -c1-80 "$tmp/o")" >&2; exit 1; }
        tot[$b]=$(awk -v a="${tot[$b]}" -v b="$s" 'BEGIN {print a + b}')
        mx[$b]=$(awk -v a="${mx[$b]}" -v b="$s" 'BEGIN {print (b > a) ? b : a}')
      done
    done
    tp=0
    if [[ $set == kociemba-400x400 || $set == rkkautsar-225-2 ]]; then
      tp="-"   # the naive pipeline writes a 64M-variable CNF for these; not run
    else
      for f in "${files[@]}"; do
        /usr/bin/python3 "$peers/to_lines.py" grid "$f" > "$tmp/line.txt"
        s=$(secs timeout "$tl" /usr/bin/python3 "$peers/sat_baseline.py" --solver cadical --unique "$tmp/line.txt")
        tp=$(awk -v a="$tp" -v b="$s" 'BEGIN {print a + b}')
      done
    fi
    fmt() { local m=""; [[ -z ${tot[$1]:-} ]] && { echo "-"; return; }; [[ ${unk[$1]} == 1 ]] && m=">"; echo "$m${tot[$1]} (${mx[$1]})"; }
    echo "| $set | ${#files[@]} | $(fmt sat) | $(fmt native) | $tp | $( [[ $tp == - ]] && echo - || ratio "${tot[sat]}" "$tp") |"
  done
  echo
}
