# tools/bench suite "explain" (issue 26), sourced by tools/bench, which defines $G, $shared, $tmp, $k
# and the helpers; the suite prints its markdown tables. Not in `all`.
# EXPLAIN_SETS="serg qqwing9 gen16" picks the sets; EXPLAIN_SEED=26 the clue-removal seed;
# EXPLAIN_REMOVE9=6 / EXPLAIN_REMOVE16=12 the clues removed per unique puzzle; -k K the first K
# puzzles of each set (serg: 10,000).
#   serg:    ../shared/instances/sudoku/puzzles7_serg_benchmark.txt (10,000 multi-solution 9x9)
#   qqwing9: 200 fresh qqwing puzzles (qqwing has no seed), EXPLAIN_REMOVE9 clues removed at the seed
#   gen16:   20 16x16 from `gridsat generate --box 4x4 --seed $EXPLAIN_SEED`, EXPLAIN_REMOVE16 removed
# Per set: count --explain on every puzzle (one process, JSON): a verified repair for every
# multiple puzzle (checked), the time per puzzle (count + explanation, from the JSON), the
# repair sizes, how many proved smallest.
# shellcheck shell=bash

explain_remove() {  # explain_remove SEED N < lines: N clues of each line blanked, seeded per line
  python3 -c '
import random, sys
seed, n = int(sys.argv[1]), int(sys.argv[2])
for i, line in enumerate(sys.stdin):
    line = line.strip()
    if not line: continue
    r = random.Random(seed * 1000003 + i)
    given = [j for j, ch in enumerate(line) if ch not in ".0"]
    cells = list(line)
    for j in r.sample(given, min(n, len(given))): cells[j] = "."
    print("".join(cells))
' "$@"
}

suite_explain() {
  local seed=${EXPLAIN_SEED:-26}
  echo "### count --explain: repairs (load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo
  echo "| set | puzzles | multiple | repair found | proved smallest | s per puzzle: median (max) | repair sizes (size: puzzles) |"
  echo "|---|---:|---:|---:|---:|---:|---|"
  for set in ${EXPLAIN_SETS:-serg qqwing9 gen16}; do
    case $set in
      serg) cp "$shared/instances/sudoku/puzzles7_serg_benchmark.txt" "$tmp/in" ;;
      qqwing9) qqwing --generate 200 --one-line | explain_remove "$seed" "${EXPLAIN_REMOVE9:-6}" > "$tmp/in" ;;
      gen16) "$G" generate --type sudoku --box 4x4 --count 20 --seed "$seed" |
               explain_remove "$seed" "${EXPLAIN_REMOVE16:-12}" > "$tmp/in" ;;
      *) echo "tools/bench explain: no set '$set'" >&2; exit 2 ;;
    esac
    [[ $k -gt 0 ]] && { head -n "$k" "$tmp/in" > "$tmp/in.k"; mv "$tmp/in.k" "$tmp/in"; }
    local box=""; [[ $set == gen16 ]] && box="--box 4x4"
    # shellcheck disable=SC2086
    "$G" count --explain --format json $box "$tmp/in" > "$tmp/out" || true
    python3 - "$tmp/out" "$set" <<'PY' || { echo "CHECK FAILED: explain $set" >&2; exit 1; }
import collections, json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
multi = [r for r in rows if r["verdict"] == "multiple"]
for r in rows:
    assert r["status"] != "error", r
    assert r["verdict"] in ("unique", "multiple"), r["verdict"]
found = [r for r in multi if "repair" in r]
assert len(found) == len(multi), "a multiple puzzle without a repair"
proved = sum(r["repair_proved_smallest"] for r in found)
secs = [r["stats"]["seconds"] + r["explain_stats"]["seconds"] for r in rows]
sizes = collections.Counter(len(r["repair"]) for r in found)
hist = ", ".join(f"{s}: {n}" for s, n in sorted(sizes.items()))
print(f"| {sys.argv[2]} | {len(rows)} | {len(multi)} | {len(found)} | {proved} | "
      f"{statistics.median(secs):.4f} ({max(secs):.3f}) | {hist} |")
PY
  done
  echo
}
