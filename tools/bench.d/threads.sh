# tools/bench suite "threads", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# THREADS_LIMIT=60 (seconds per run of the threads benchmark), THREADS_SEEDS=5 (runs per cell),
# THREADS_TABLES="hard counts" (which of its tables); not in `all`.
# shellcheck shell=bash

suite_threads() {
  # --threads 2 against one thread, same job, same inputs: hard instances, each run with its
  # own seed (--cadical shuffle=1 shufflerandom=1 seed=S; with 2 threads worker 0 has exactly
  # the one-thread settings and worker 1 diversify()'s), wall seconds of the whole process.
  lim=${THREADS_LIMIT:-60}; nseeds=${THREADS_SEEDS:-5}; tables=${THREADS_TABLES:-hard counts}
  L="$shared/instances"
  if [[ $tables == *hard* ]]; then
    cases=(
      "QWH order 35, 405 holes|solve|$L/latin/gomes-qwh/qwh.order35.holes405.pls"
      "Pesant QWH order 30, h375-01|solve|$L/latin/pesant-qwh-o30/qwh-o30-h375-01.pls"
      "gecode 25x25 #33, uniqueness|count|$L/sudoku-large/gecode/gecode_25x25_33.txt"
      "no-three-in-line n = 30, 90°|solve|--type pieces --size 30 --symmetry 90"
      "magic n = 11, digits|solve|--type magic --size 11 --sum digits"
    )
    echo "### --threads 2 against 1: wall seconds over $nseeds seeds, median (min-max); time limit $lim s per run"
    echo
    echo "| instance | command | 1 thread | 2 threads | 1 / 2 (medians) | answered 1 / 2 | 2 threads: cubes, re-split, largest cube s (median) |"
    echo "|---|---|---:|---:|---:|---:|---|"
    for c in "${cases[@]}"; do
      IFS='|' read -r name cmd input <<< "$c"
      : > "$tmp/r1"; : > "$tmp/r2"
      for t in 1 2; do
        for ((s = 1; s <= nseeds; s++)); do
          # shellcheck disable=SC2086
          w=$(secs "$G" "$cmd" --threads $t --time-limit "$lim" --format json \
                --cadical shuffle=1 --cadical shufflerandom=1 --cadical seed=$s $input)
          # One line per run: wall, answered (0/1), cubes, re-split, largest cube s.
          python3 -c '
  import json, sys
  d = json.loads(open(sys.argv[1]).readline())
  p = d["stats"].get("parallel", {})
  ok = d["status"] != "unknown" and d.get("verdict", "") != "unknown"
  assert d["status"] != "error", d
  print(sys.argv[2], int(ok), p.get("cubes", "-"), p.get("cubes_resplit", "-"), p.get("largest_cube_seconds", "-"))
  ' "$tmp/o" "$w" >> "$tmp/r$t" || { echo "CHECK FAILED: $name, $t thread(s), seed $s" >&2; cat "$tmp/o" >&2; exit 1; }
        done
      done
      python3 - "$tmp/r1" "$tmp/r2" "$name" "$cmd" <<'PY'
import statistics, sys
def load(path):
    return [l.split() for l in open(path) if l.strip()]
def cell(rows):
    # an unanswered run counts as its time (a lower bound): '>' marks a median that is one
    w = sorted(float(r[0]) for r in rows)
    med = statistics.median(w)
    timeouts = sum(1 for r in rows if r[1] == "0")
    mark = ">" if timeouts * 2 >= len(rows) else ""
    return med, f"{mark}{med:.2f} ({w[0]:.2f}-{w[-1]:.2f})", len(rows) - timeouts
r1, r2 = load(sys.argv[1]), load(sys.argv[2])
m1, c1, a1 = cell(r1)
m2, c2, a2 = cell(r2)
def med(i):
    v = [float(r[i]) for r in r2 if r[i] != "-"]
    return f"{statistics.median(v):g}" if v else "-"
cubes = "-" if all(r[2] == "-" for r in r2) else f"{med(2)}, {med(3)}, {med(4)}"
print(f"| {sys.argv[3]} | {sys.argv[4]} | {c1} | {c2} | {m1 / m2:.2f} | {a1}/{len(r1)} / {a2}/{len(r2)} | {cubes} |")
PY
    done
    echo
  fi
  if [[ $tables == *counts* ]]; then
    # Counting every solution: one thread enumerates with blocking clauses on the whole formula;
    # two threads split it into cubes and enumerate inside each. One run each (the count is
    # exact, so there is no seed to vary); wall and CPU (user + sys) seconds.
    echo "### Counting all solutions, --threads 2 against 1 (one run each; CPU = user + sys)"
    echo
    echo "| puzzle | count | 1 thread: wall s (CPU s) | 2 threads: wall s (CPU s) | 1 / 2 wall | 1 / 2 CPU | cubes, re-split, largest cube s |"
    echo "|---|---:|---:|---:|---:|---:|---|"
    for c in "Latin square order 5|--type latin --size 5" "magic 4x4|--type magic --size 4"; do
      IFS='|' read -r name input <<< "$c"
      for t in 1 2; do
        # shellcheck disable=SC2086
        /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$G" count --limit 0 --threads $t --format json $input > "$tmp/o$t" 2>/dev/null || true
        read -r w u y < "$tmp/t"
        eval "w$t=$w; c$t=$(awk -v a="$u" -v b="$y" 'BEGIN { print a + b }')"
      done
      python3 - "$tmp/o1" "$tmp/o2" "$name" "$w1" "$c1" "$w2" "$c2" <<'PY'
import json, sys
a, b = (json.loads(open(p).readline()) for p in sys.argv[1:3])
assert a["count"] == b["count"] and a["complete"] and b["complete"], (a["count"], b["count"])
p = b["stats"]["parallel"]
w1, c1, w2, c2 = map(float, sys.argv[4:8])
print(f"| {sys.argv[3]} | {a['count']} | {w1:.2f} ({c1:.2f}) | {w2:.2f} ({c2:.2f}) | {w1 / w2:.2f} | {c1 / c2:.2f} | "
      f"{p['cubes']}, {p['cubes_resplit']}, {p['largest_cube_seconds']:.2f} |")
PY
    done
    echo
  fi
}
