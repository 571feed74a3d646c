# tools/bench suites "lits" and "battleship" (the genres of the shared polyomino placement),
# sourced by tools/bench, which defines $G, $shared, $tmp, $runs and the helper timeit; each
# prints its markdown table. The public puzzles with published answers
# ($shared/instances/genres/GENRE.jsonl) by size class, uniqueness proved (count to 2) by gridsat
# sat and, up to NATIVE_CELLS cells, native; every answer must be unique and the published one.
# shellcheck shell=bash

# placement_suite GENRE NATIVE_CELLS CLASS...: a CLASS is "LO-HI", the puzzles of LO..HI cells.
placement_suite() {
  local genre=$1 native_cells=$2 class
  shift 2
  echo "### ${genre}: the public puzzles, uniqueness proved (count to 2)"
  echo
  echo "Seconds per puzzle, the class's batch in one process (median of $runs runs):"
  echo
  echo "| cells | puzzles | largest | gridsat sat | gridsat native |"
  echo "|---:|---:|:---|---:|---:|"
  for class in "$@"; do
    python3 - "$shared/instances/genres/$genre.jsonl" "${class%-*}" "${class#*-}" "$tmp/p" <<'PY'
import json, sys
src, lo, hi, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rows = [json.loads(l) for l in open(src)]
rows = [r for r in rows if lo <= len(r["answer"]) * len(r["answer"][0]) <= hi]
with open(out + ".txt", "w") as f, open(out + ".answers", "w") as a:
    for r in rows:
        f.write("https://puzz.link/p?" + r["url"] + "\n")
        a.write("/".join("".join(str(v) for v in row) for row in r["answer"]) + "\n")
big = max(rows, key=lambda r: len(r["answer"]) * len(r["answer"][0]))
open(out + ".largest", "w").write("%dx%d" % (len(big["answer"][0]), len(big["answer"])))
PY
    local count ws wn="-"
    count=$(wc -l < "$tmp/p.txt")
    ws=$(timeit "$tmp/ps.out" "$G" count --type "$genre" --format line --backend sat "$tmp/p.txt")
    [[ $(awk '$1 == "unique" { print $NF }' "$tmp/ps.out") == $(cat "$tmp/p.answers") ]] || {
      echo "CHECK FAILED: $genre $class: not unique with the published answer" >&2
      exit 1
    }
    if ((${class#*-} <= native_cells)); then
      wn=$(timeit "$tmp/pn.out" "$G" count --type "$genre" --format line --backend native "$tmp/p.txt")
      cmp -s <(cut -d' ' -f1,2,4 "$tmp/ps.out") <(cut -d' ' -f1,2,4 "$tmp/pn.out") || {
        echo "CHECK FAILED: $genre $class: native disagrees with sat" >&2
        exit 1
      }
      wn=$(awk -v w="$wn" -v c="$count" 'BEGIN { printf "%.4f", w / c }')
    fi
    awk -v cl="$class" -v c="$count" -v l="$(cat "$tmp/p.largest")" -v a="$ws" -v n="$wn" \
      'BEGIN { printf "| %s | %d | %s | %.4f | %s |\n", cl, c, l, a / c, n }'
  done
  echo
}

suite_lits() { placement_suite lits 64 1-100 101-400 401-1000 1001-2400; }
suite_battleship() { placement_suite battleship 200 1-64 65-144 145-200; }
