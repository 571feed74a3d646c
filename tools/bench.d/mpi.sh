# tools/bench suite "mpi", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

suite_mpi() {
  # gridsat-mpi on the 17-clue set (count to 2, batch mode): 1 and 2 ranks on this machine's 2
  # cores, and 4 ranks (--oversubscribe: more ranks than cores), beside one-process gridsat in
  # the same run. Whole process: mpirun's start-up (about 0.25 s) is included.
  GM="$root/build/gridsat-mpi"
  [[ -x $GM ]] || { echo "CHECK FAILED: $GM was not built (CMake found no MPI)" >&2; exit 1; }
  # pml ob1: one machine, shared memory; OpenMPI's default probes UCX first (0.2 s a run here).
  mpirun=(mpirun -q --oversubscribe --allow-run-as-root --mca pml ob1 --mca btl self,vader)
  f=puzzles2_17_clue
  src="$shared/instances/sudoku/$f.txt"
  if [[ $k -gt 0 ]]; then head -n "$k" "$src" > "$tmp/in.txt"; else cp "$src" "$tmp/in.txt"; fi
  n=$(grep -c . "$tmp/in.txt")
  load1() { awk '{print $1}' /proc/loadavg; }
  load0=$(load1)
  echo "### gridsat-mpi, $f ($n puzzles), count to 2, batch mode (median of $runs runs, whole process)"
  echo
  echo "| program | ranks | wall s | puzzles/s | speed-up over 1 rank | CPU s |"
  echo "|---|---:|---:|---:|---:|---:|"
  read -r wg cg < <(timecpu "$tmp/g.out" "$G" count --format line "$tmp/in.txt")
  echo "| gridsat (one process) | - | $wg | $(rate "$n" "$wg") | - | $cg |"
  declare -A MW
  for np in 1 2 4; do
    read -r w c < <(timecpu "$tmp/m$np.out" "${mpirun[@]}" -np "$np" "$GM" count --format line "$tmp/in.txt")
    cmp -s "$tmp/g.out" "$tmp/m$np.out" || { echo "CHECK FAILED: gridsat-mpi -np $np output differs from gridsat's" >&2; exit 1; }
    MW[$np]=$w
    echo "| gridsat-mpi | $np | $w | $(rate "$n" "$w") | $(ratio "$w" "${MW[1]}") | $c |"
  done
  sp=$(ratio "${MW[2]}" "${MW[1]}")
  echo
  echo "2 ranks against 1: ${sp}x (target 1.8x: $(awk -v s="$sp" 'BEGIN { print (s + 0 >= 1.8) ? "met" : "not met" }')); every output equal to gridsat's."
  echo "Load average (1 min) before and after: $load0 / $(load1)."
  echo
  # One puzzle counted to the end across ranks (cube-and-conquer: rank 0 makes the cubes and
  # hands them out as the ranks ask; the counts add up), beside one-process gridsat with 1
  # and 2 threads. One run each (the count is exact: nothing to vary); CPU = user + sys of
  # every process, mpirun's start-up included.
  load0=$(load1)
  echo "### gridsat-mpi, counting every solution of one puzzle: cubes across ranks (one run each)"
  echo
  echo "| puzzle | count | program | wall s | CPU s | speed-up over 1 rank (wall) | cubes, re-split, largest cube s |"
  echo "|---|---:|---|---:|---:|---:|---|"
  for c in "Latin square order 5|--type latin --size 5" "magic 4x4|--type magic --size 4"; do
    IFS='|' read -r name input <<< "$c"
    runs_=("gridsat|$G count --threads 1" "gridsat --threads 2|$G count --threads 2")
    for np in 1 2 4; do runs_+=("gridsat-mpi -np $np|${mpirun[*]} -np $np $GM count --mpi-mode search"); done
    w1=""
    for r in "${runs_[@]}"; do
      IFS='|' read -r prog cmd <<< "$r"
      # shellcheck disable=SC2086
      /usr/bin/time -f '%e %U %S' -o "$tmp/t" $cmd --limit 0 --format json $input > "$tmp/o" 2>/dev/null || true
      read -r w u y < "$tmp/t"
      [[ $prog == "gridsat-mpi -np 1" ]] && w1=$w
      sp="-"; [[ $prog == gridsat-mpi* && -n $w1 ]] && sp="$(ratio "$w" "$w1")"
      python3 - "$tmp/o" "$name" "$prog" "$w" "$u" "$y" "$sp" <<'PY' || { echo "CHECK FAILED: $name, $prog" >&2; exit 1; }
import json, sys
d = json.loads(open(sys.argv[1]).readline())
assert d["complete"], d
p = d["stats"].get("parallel")
cubes = f"{p['cubes']}, {p['cubes_resplit']}, {p['largest_cube_seconds']:.2f}" if p else "-"
w, u, y = map(float, sys.argv[4:7])
print(f"| {sys.argv[2]} | {d['count']} | {sys.argv[3]} | {w:.2f} | {u + y:.2f} | {sys.argv[7]} | {cubes} |")
PY
    done
  done
  echo
  echo "Load average (1 min) before and after: $load0 / $(load1) (the machine is shared: the wall"
  echo "times hold the neighbours' share; a second rank gets a core only when one is free)."
  echo
  # One hard puzzle searched by every rank: the first solution of a QWH instance and the
  # uniqueness of the hardest gecode 25x25 (a portfolio across ranks: the first decisive answer
  # wins), beside one-process gridsat with 1 and 2 threads. One run each, wall seconds.
  load0=$(load1)
  echo "### gridsat-mpi, one hard puzzle across ranks (portfolio; one run each, wall s)"
  echo
  echo "| puzzle | command | gridsat | gridsat --threads 2 | -np 1 | -np 2 | -np 4 |"
  echo "|---|---|---:|---:|---:|---:|---:|"
  L="$shared/instances"
  for c in "QWH order 35, 405 holes|solve|$L/latin/gomes-qwh/qwh.order35.holes405.pls" \
           "gecode 25x25 #26, uniqueness|count|$L/sudoku-large/gecode/gecode_25x25_26.txt"; do
    IFS='|' read -r name cmd input <<< "$c"
    row="| $name | $cmd"
    for r in "$G $cmd --threads 1" "$G $cmd --threads 2" "${mpirun[*]} -np 1 $GM $cmd" \
             "${mpirun[*]} -np 2 $GM $cmd" "${mpirun[*]} -np 4 $GM $cmd"; do
      # shellcheck disable=SC2086
      /usr/bin/time -f '%e' -o "$tmp/t" $r --time-limit 120 --format json "$input" > "$tmp/o" 2>/dev/null || true
      python3 -c 'import json, sys; d = json.loads(open(sys.argv[1]).readline()); assert d["status"] == "solved", d' "$tmp/o" ||
        { echo "CHECK FAILED: $name, $r" >&2; exit 1; }
      row+=" | $(tail -1 "$tmp/t")"
    done
    echo "$row |"
  done
  echo
  echo "Load average (1 min) before and after: $load0 / $(load1)."
  echo
}
