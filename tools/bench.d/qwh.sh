# tools/bench suite "qwh", sourced by tools/bench, which defines $G, $shared, $peers, $tmp, $runs,
# $k, $tl and the helpers timeit, secs, rate, ratio, median; the suite prints its markdown table(s).
# shellcheck shell=bash

# Not part of `all`: the quasigroup-with-holes hardness curve (QWH_ORDERS, QWH_RATIOS, QWH_PER
# instances per point, QWH_LIMIT seconds per solver run, QWH_PLOT a PNG to draw with matplotlib).
suite_qwh() {
  orders=${QWH_ORDERS:-30}; per=${QWH_PER:-2}; qlim=${QWH_LIMIT:-10}
  ratios=${QWH_RATIOS:-"1.2 1.4 1.6 1.8 2.0"}
  echo "### QWH hardness: solve time against holes / n^1.55, random against balanced holes"
  echo
  echo "gridsat generate --type latin --holes H --pattern P --seed 1..$per, solved by gridsat (sat backend, whole"
  echo "process) and by the cadical and minisat binaries on gridsat's 3-D CNF (--format cnf); $qlim s per run"
  echo "(a '>' marks a run that hit it). Median over the instances of a point."
  echo
  echo "| order | holes/n^1.55 | holes | pattern | gridsat s | cadical s | minisat s |"
  echo "|---:|---:|---:|---|---:|---:|---:|"
  : > "$tmp/qwh.csv"
  for o in $orders; do
    for r in $ratios; do
      h=$(awk -v o="$o" -v r="$r" 'BEGIN { printf "%d", r * o ^ 1.55 + 0.5 }')
      for pat in random balanced; do
        : > "$tmp/tg"; : > "$tmp/tc"; : > "$tmp/tm"
        for ((i = 1; i <= per; i++)); do
          "$G" generate --type latin --size "$o" --holes "$h" --pattern "$pat" --seed "$i" > "$tmp/q.pls"
          "$G" generate --type latin --size "$o" --holes "$h" --pattern "$pat" --seed "$i" --format cnf > "$tmp/q.cnf"
          w=$(secs "$G" solve --time-limit "$qlim" --format line "$tmp/q.pls"); grep -q '[0-9]' "$tmp/o" || w=">$qlim"; echo "$w" >> "$tmp/tg"
          w=$(secs timeout "$qlim" cadical -q "$tmp/q.cnf"); grep -q '^s SATISFIABLE' "$tmp/o" || w=">$qlim"; echo "$w" >> "$tmp/tc"
          w=$(secs timeout "$qlim" minisat "$tmp/q.cnf" "$tmp/m.out"); grep -q '^SAT' "$tmp/m.out" 2>/dev/null || w=">$qlim"; echo "$w" >> "$tmp/tm"
          rm -f "$tmp/m.out"
        done
        mg=$(tr -d '>' < "$tmp/tg" | median); mc=$(tr -d '>' < "$tmp/tc" | median); mm=$(tr -d '>' < "$tmp/tm" | median)
        fg=$(grep -q '>' "$tmp/tg" && echo ">" || true); fc=$(grep -q '>' "$tmp/tc" && echo ">" || true); fm=$(grep -q '>' "$tmp/tm" && echo ">" || true)
        echo "| $o | $r | $h | $pat | $fg$mg | $fc$mc | $fm$mm |"
        echo "$o,$r,$h,$pat,$mg,$mc,$mm" >> "$tmp/qwh.csv"
      done
    done
  done
  echo
  if [[ -n ${QWH_PLOT:-} ]]; then
    /usr/bin/python3 - "$tmp/qwh.csv" "$QWH_PLOT" <<'PY'  # Debian's python3-matplotlib
import csv, sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
rows = list(csv.reader(open(sys.argv[1])))
fig, ax = plt.subplots(figsize=(7, 4.5))
for solver, col, style in (("gridsat", 4, "-"), ("cadical", 5, "--"), ("minisat", 6, ":")):
    for order in sorted({r[0] for r in rows}):
        for pat, mark in (("random", "o"), ("balanced", "s")):
            pts = [(float(r[1]), float(r[col])) for r in rows if r[0] == order and r[3] == pat]
            ax.plot([p[0] for p in pts], [p[1] for p in pts], style, marker=mark, label=f"{solver}, order {order}, {pat}")
ax.set_xlabel("holes / n^1.55"); ax.set_ylabel("seconds (median)"); ax.set_yscale("log")
ax.set_title("QWH: the easy-hard-easy peak (gridsat generate --holes)")
ax.legend(fontsize=7); fig.tight_layout(); fig.savefig(sys.argv[2], dpi=100)
PY
    echo "Plot: $QWH_PLOT"
    echo
  fi
}
