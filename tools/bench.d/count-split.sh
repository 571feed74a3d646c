# tools/bench suite "count-split" (issue 26), sourced by tools/bench ($G, $shared, $tmp, $runs and
# the helpers): uniqueness (count to 2) of the hard gecode 25x25 with --threads N, each
# --count-split scheme beside one thread, wall seconds, median of $runs (-n), 1 thread and the
# schemes back to back per puzzle (the machine's load is printed: compare within a row).
# SPLIT_PUZZLES="26 27 18 32 33" (gecode_25x25_N.txt; all 18: "18 19 ... 33 89 90"), SPLIT_THREADS="2",
# SPLIT_MODES="race partition split share" (the schemes); SPLIT_MPI=1 adds gridsat-mpi's partition
# cubes across 2 ranks against 1 (mpirun -np K --oversubscribe). Not in `all`. The quiet 16-core curve:
#   SPLIT_PUZZLES="26 27" SPLIT_THREADS="2 4 8 16" tools/bench -n 3 count-split
# shellcheck shell=bash

suite_count_split() {
  local L="$shared/instances/sudoku-large/gecode" modes=${SPLIT_MODES:-race partition split share}
  local mpirun=(mpirun -q --oversubscribe --allow-run-as-root --mca pml ob1 --mca btl self,vader)
  local GM="$root/build/gridsat-mpi"
  echo "### Uniqueness with threads: each scheme against one thread, wall s (median of $runs; load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo
  local head="| puzzle | threads | 1 thread |" rule="|---|---:|---:|"
  for m in $modes; do head+=" $m | speed-up |"; rule+="---:|---:|"; done
  [[ -n ${SPLIT_MPI:-} ]] && { head+=" mpi 1 rank | mpi 2 ranks | speed-up |"; rule+="---:|---:|---:|"; }
  echo "$head"
  echo "$rule"
  local -A sum=()  # mode (and "one") -> sum of the medians, for the last row (one thread count)
  for n in ${SPLIT_PUZZLES:-26 27 18 32 33}; do
    local f="$L/gecode_25x25_$n.txt"
    for th in ${SPLIT_THREADS:-2}; do
      local one row
      one=$(timeit "$tmp/one" "$G" count --format line --threads 1 "$f")
      grep -q '^unique' "$tmp/one" || { echo "CHECK FAILED: one thread #$n: $(cut -c1-40 "$tmp/one")" >&2; exit 1; }
      row="| #$n | $th | $one |"
      sum[one]=$(awk -v a="${sum[one]:-0}" -v b="$one" 'BEGIN { print a + b }')
      for m in $modes; do
        local t
        t=$(timeit "$tmp/m" "$G" count --format line --threads "$th" --count-split "$m" "$f")
        grep -q '^unique' "$tmp/m" || { echo "CHECK FAILED: $m #$n: $(cut -c1-40 "$tmp/m")" >&2; exit 1; }
        row+=" $t | $(ratio "$t" "$one") |"
        sum[$m]=$(awk -v a="${sum[$m]:-0}" -v b="$t" 'BEGIN { print a + b }')
      done
      if [[ -n ${SPLIT_MPI:-} ]]; then
        local m1 m2
        m1=$(timeit "$tmp/p1" "${mpirun[@]}" -np 1 "$GM" count --format line --count-split partition "$f")
        m2=$(timeit "$tmp/p2" "${mpirun[@]}" -np 2 "$GM" count --format line --count-split partition "$f")
        grep -q '^unique' "$tmp/p2" || { echo "CHECK FAILED: mpi #$n: $(cut -c1-40 "$tmp/p2")" >&2; exit 1; }
        row+=" $m1 | $m2 | $(ratio "$m2" "$m1") |"
      fi
      echo "$row"
    done
  done
  if [[ ${SPLIT_THREADS:-2} != *" "* && -z ${SPLIT_MPI:-} ]]; then  # one thread count: a sum row
    local last="| sum of the medians | ${SPLIT_THREADS:-2} | ${sum[one]} |"
    for m in $modes; do last+=" ${sum[$m]} | $(ratio "${sum[$m]}" "${sum[one]}") |"; done
    echo "$last"
  fi
  echo
  echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
}
