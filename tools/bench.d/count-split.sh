# tools/bench suite "count-split" (issue 26), sourced by tools/bench ($G, $shared, $tmp, $runs and
# the helpers): uniqueness (count to 2) of the hard gecode 25x25 with --threads N, today's race
# against the partition cubes (--count-split partition), wall seconds, median of $runs (-n).
# SPLIT_PUZZLES="26 27 18 32 33" (gecode_25x25_N.txt), SPLIT_THREADS="1 2" (1 runs once per puzzle:
# the two schemes are the one-thread path there); not in `all`. The quiet 16-core curve:
#   SPLIT_PUZZLES="26 27" SPLIT_THREADS="1 2 4 8 16" tools/bench -n 3 count-split
# shellcheck shell=bash

suite_count_split() {
  local L="$shared/instances/sudoku-large/gecode"
  echo "### Uniqueness with threads: race against partition cubes, wall s (median of $runs; load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo
  echo "| puzzle | threads | race | partition | race / partition |"
  echo "|---|---:|---:|---:|---:|"
  for n in ${SPLIT_PUZZLES:-26 27 18 32 33}; do
    local f="$L/gecode_25x25_$n.txt"
    for th in ${SPLIT_THREADS:-1 2}; do
      local race part
      race=$(timeit "$tmp/race" "$G" count --format line --threads "$th" --count-split race "$f")
      grep -q '^unique' "$tmp/race" || { echo "CHECK FAILED: race #$n: $(cut -c1-40 "$tmp/race")" >&2; exit 1; }
      if [[ $th == 1 ]]; then part=$race; else
        part=$(timeit "$tmp/part" "$G" count --format line --threads "$th" --count-split partition "$f")
        grep -q '^unique' "$tmp/part" || { echo "CHECK FAILED: partition #$n: $(cut -c1-40 "$tmp/part")" >&2; exit 1; }
      fi
      echo "| #$n | $th | $race | $part | $(ratio "$race" "$part") |"
    done
  done
  echo
}
