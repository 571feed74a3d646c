# tools/bench suite "generate-genres" (issue 42): generate by clue removal beside Simon Tatham's
# generator for the same genre, size and level: CPU seconds per puzzle (user + system of the whole
# process asked for N puzzles; the machine is shared, so wall time mostly measures the neighbours).
# GENRES_N: puzzles per row (default 10).
# shellcheck shell=bash

suite_generate_genres() {
  local n=${GENRES_N:-10}
  echo "### Generation by clue removal beside sgt's generators (issue 42)"
  echo
  echo "CPU seconds per puzzle, median of $runs runs of N=$n puzzles (gridsat generate --count N --seed 1;"
  echo "sgt-GAME --generate N PARAMS). gridsat's puzzles are each unique (counted again on both backends"
  echo "where the genre has a native search) and graded at the level asked."
  echo
  echo "| genre | size | level | gridsat s/puzzle | sgt | sgt s/puzzle | speed (sgt s / gridsat s) |"
  echo "|---|---|---|---:|---|---:|---:|"
  percpu() {  # CMD...: median CPU seconds of the whole command over $runs runs
    for ((i = 0; i < runs; i++)); do
      /usr/bin/time -f "%U %S" -o "$tmp/t" "$@" > /dev/null 2>&1 || true
      tail -1 "$tmp/t" | awk '{ printf "%.3f\n", $1 + $2 }'
    done | median
  }
  # type size level(gridsat, - none) game params
  while read -r type size level game params; do
    local largs=(); [[ $level != - ]] && largs=(--difficulty "$level")
    local a b
    a=$(percpu "$G" generate --type "$type" --size "$size" --count "$n" --seed 1 "${largs[@]}")
    b=$(percpu "/usr/games/sgt-$game" --generate "$n" "$params")
    echo "| $type | $size | $level | $(awk -v t="$a" -v n="$n" 'BEGIN{printf "%.4f", t/n}') | sgt-$game $params | $(awk -v t="$b" -v n="$n" 'BEGIN{printf "%.4f", t/n}') | $(ratio "$a" "$b") |"
  done << 'TABLE'
lightup 7 - lightup 7x7b20s4d2
lightup 7 easy lightup 7x7b20s4d0
lightup 7 hard lightup 7x7b20s4d2
lightup 10 easy lightup 10x10b20s4d0
slitherlink 7 - loopy 7x7t0dh
slitherlink 7 easy loopy 7x7t0de
slitherlink 7 hard loopy 7x7t0dh
masyu 8 - pearl 8x8dt
masyu 8 easy pearl 8x8de
masyu 8 tricky pearl 8x8dt
towers 5 easy towers 5de
towers 5 extreme towers 5dx
keen 6 easy keen 6de
keen 6 extreme keen 6dx
tents 8 easy tents 8x8de
tents 8 tricky tents 8x8dt
hashi 7 easy bridges 7x7i30e10m2d0
hashi 7 hard bridges 7x7i30e10m2d2
binairo 8 trivial unruly 8x8dt
binairo 8 normal unruly 8x8dn
binairo 14 normal unruly 14x14dn
hitori 6 easy singles 6x6de
hitori 6 tricky singles 6x6dk
TABLE
  echo
}
