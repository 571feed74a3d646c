# tools/bench suite "magic", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# MAGIC_LIMIT (default 60) is the per-run limit of the magic ladder; MAGIC_MIN / MAGIC_MAX (3 / 30) its orders;
# MAGIC_COMPLETIONS=0 leaves out the 41 completions;
# MAGIC_COLUMNS its columns (default "order digits binary native sat-assoc native-assoc mzn"; the assoc
# columns use --streamline associative); MAGIC_SAT41 (default "digits") the --sum encodings tried on all 41
# completions with the sat backend, MAGIC_SAT41_LIMIT (default 60) their per-instance limit.
# shellcheck shell=bash

suite_magic() {
  ml=${MAGIC_LIMIT:-60}
  echo "### Magic squares: free squares n = 3, 4, ... (first solution), seconds per run, time limit $ml s"
  echo
  echo "gridsat sat with each --sum encoding, gridsat native (restarts), MiniZinc 2.6 + Gecode 6.2 (../shared/peers, one"
  echo "minizinc call, first_fail / indomain_random / Luby restarts). A column stops after its first time-out."
  echo
  echo "The assoc columns add --streamline associative (sat with --sum digits): only associative squares, which"
  echo "exist for odd n and n divisible by 4 (n/a: none exists); these columns stop after two time-outs in a row."
  echo
  cols=(${MAGIC_COLUMNS:-order digits binary native sat-assoc native-assoc mzn})
  declare -A label=([order]="sat order" [digits]="sat digits" [binary]="sat binary" [native]=native
                    [sat-assoc]="sat assoc" [native-assoc]="native assoc" [mzn]="minizinc+gecode")
  head="| n"; rule="|---:"
  for col in "${cols[@]}"; do head+=" | ${label[$col]}"; rule+="|---:"; done
  echo "$head |"; echo "$rule|"
  declare -A alive=() best=() missed=()
  for col in "${cols[@]}"; do alive[$col]=1; done
  for ((n = ${MAGIC_MIN:-3}; n <= ${MAGIC_MAX:-30}; n++)); do
    row="| $n"
    any=0
    for col in "${cols[@]}"; do
      if [[ ${alive[$col]} == 0 ]]; then row+=" | -"; continue; fi
      if [[ $col == *-assoc && $((n % 4)) == 2 ]]; then row+=" | n/a"; any=1; continue; fi
      any=1
      case $col in
        native) w=$(secs "$G" solve --type magic --size $n --backend native --format line --time-limit "$ml") ;;
        native-assoc) w=$(secs "$G" solve --type magic --size $n --streamline associative --backend native --format line --time-limit "$ml") ;;
        sat-assoc) w=$(secs "$G" solve --type magic --size $n --streamline associative --sum digits --format line --time-limit "$ml") ;;
        mzn) echo $n > "$tmp/n.txt"
             w=$(secs timeout $((ml + 10)) /usr/bin/python3 "$peers/mzn_peer.py" magic --batch 1 --time-limit $((ml * 1000)) "$tmp/n.txt") ;;
        *) w=$(secs "$G" solve --type magic --size $n --sum $col --format line --time-limit "$ml") ;;
      esac
      if grep -qE 'unknown|TIMEOUT' "$tmp/o" || [[ ! -s $tmp/o ]] || awk -v w="$w" -v l="$ml" 'BEGIN {exit !(w > l)}'; then
        # the assoc columns go on after one time-out (orders divisible by 4 are harder than odd ones)
        if [[ $col == *-assoc && ${missed[$col]:-0} == 0 ]]; then missed[$col]=1; else alive[$col]=0; fi
        row+=" | >$ml"
      else
        if [[ $col == mzn ]]; then
          /usr/bin/python3 "$peers/verify.py" magic "$tmp/n.txt" "$tmp/o" > /dev/null || { echo "CHECK FAILED: minizinc magic $n" >&2; exit 1; }
        fi
        best[$col]=$n; missed[$col]=0; row+=" | $w"
      fi
    done
    [[ $any == 0 ]] && break
    echo "$row |"
  done
  echo
  summary=""
  for col in "${cols[@]}"; do summary+="${summary:+, }${label[$col]} ${best[$col]:--}"; done
  echo "Largest n within $ml s: $summary."
  echo
  if [[ ${MAGIC_COMPLETIONS:-1} == 1 ]]; then
    M="$shared/instances/magic"
    all41=("$M"/pesant-magic9/*.txt "$M"/pycsp3-example01.txt)
    echo "### Magic-square completions: the 41 9x9 instances of ../shared/instances/magic, seconds"
    echo
    echo "All 41 with the native backend and MiniZinc + Gecode (limit $ml s each), and with the sat backend (limit"
    echo "${MAGIC_SAT41_LIMIT:-60} s each; no streamliner: a completion's givens need not fit one). Sums over the instances;"
    echo "'>' = some run hit its limit."
    echo
    echo "| solver | instances | solved | total s | max s |"
    echo "|---|---:|---:|---:|---:|"
    run_set() {  # LABEL LIMIT CMD-PREFIX... -- FILES...
      local label=$1 lim=$2; shift 2
      local cmd=() files=() solved=0 tot=0 mx=0 w
      while [[ $1 != -- ]]; do cmd+=("$1"); shift; done; shift; files=("$@")
      for f in "${files[@]}"; do
        if [[ $label == minizinc* ]]; then
          /usr/bin/python3 "$peers/to_lines.py" sizegrid "$f" > "$tmp/line.txt"
          w=$(secs timeout $((lim + 10)) /usr/bin/python3 "$peers/mzn_peer.py" magic --batch 1 --time-limit $((lim * 1000)) "$tmp/line.txt")
          grep -q TIMEOUT "$tmp/o" || ! [[ -s $tmp/o ]] || { /usr/bin/python3 "$peers/verify.py" magic "$tmp/line.txt" "$tmp/o" > /dev/null && solved=$((solved + 1)); }
        else
          w=$(secs "${cmd[@]}" --format line --time-limit "$lim" "$f")
          grep -qE 'unknown|no solution' "$tmp/o" || [[ ! -s $tmp/o ]] || solved=$((solved + 1))
        fi
        tot=$(awk -v a="$tot" -v b="$w" 'BEGIN {print a + b}')
        mx=$(awk -v a="$mx" -v b="$w" 'BEGIN {print (b > a) ? b : a}')
      done
      echo "| $label | ${#files[@]} | $solved | $( [[ $solved -lt ${#files[@]} ]] && echo ">")$tot | $mx |"
    }
    run_set "gridsat native" "$ml" "$G" solve --backend native -- "${all41[@]}"
    run_set "minizinc+gecode" "$ml" -- "${all41[@]}"
    for sum in ${MAGIC_SAT41-digits}; do
      run_set "gridsat sat --sum $sum" "${MAGIC_SAT41_LIMIT:-60}" "$G" solve --sum $sum -- "${all41[@]}"
    done
    echo
  fi
}
