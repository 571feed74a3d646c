# tools/bench suite "serve", sourced by tools/bench: gridsat serve under load from wrk (Debian's
# `wrk`, installed here): POST /v1/count ("is it unique?", count to 2) of the 9x9 puzzles of
# magictour's top1465 over keep-alive connections, 1, 2 and 8 of them: requests/s and latency
# percentiles, beside the CLI batch (`gridsat count` of the same file) in the same run; then one
# long run at 8 connections with the server's RSS sampled from /proc/PID/status.
#   SERVE_SECONDS=10      each rate measurement
#   SERVE_LONG=60         the long run (RSS over time); SERVE_SAMPLE=5 seconds between samples
#   SERVE_WORKERS=0       --workers (0: four per core)
# shellcheck shell=bash

serve_start() {  # serve_start WORKERS|default: starts the server, sets $serve_pid and $serve_port
  local settings=(--workers "$1" --queue 256 --time-limit 30)
  [[ $1 == default ]] && settings=()
  "$G" serve --listen 127.0.0.1:0 "${settings[@]}" > "$tmp/serve.out" 2> "$tmp/serve.err" &
  serve_pid=$!
  for _ in $(seq 100); do
    serve_port=$(grep -oE '127\.0\.0\.1:[0-9]+' "$tmp/serve.out" | head -1 | cut -d: -f2 || true)
    [[ -n $serve_port ]] && return 0
    sleep 0.1
  done
  echo "CHECK FAILED: gridsat serve did not start: $(cat "$tmp/serve.err")" >&2; exit 1
}

serve_lua() {  # the wrk script: cycles through the puzzles; counts answers that are not "unique"
  cat > "$tmp/count.lua" <<'LUA'
local bodies, i, bad = {}, 0, 0
for line in io.lines(os.getenv("SERVE_PUZZLES")) do
  if #line >= 81 then bodies[#bodies + 1] = '{"puzzle":"' .. line:sub(1, 81) .. '","options":{"limit":2}}' end
end
wrk.method = "POST"
wrk.path = "/v1/count"
wrk.headers["Content-Type"] = "application/json"
request = function()
  i = i % #bodies + 1
  return wrk.format(nil, nil, nil, bodies[i])
end
response = function(status, headers, body)
  if status ~= 200 or not body:find('"verdict":"unique"', 1, true) then bad = bad + 1 end
end
done = function(summary, latency, requests)
  io.write(string.format("BAD %d\n", bad))
end
LUA
}

# serve_wrk CONNECTIONS SECONDS: prints "REQ/S P50_MS P99_MS REQUESTS BAD".
serve_wrk() {
  local c=$1 s=$2 t=$(( $1 < 4 ? $1 : 4 ))
  SERVE_PUZZLES="$tmp/in.txt" wrk -t "$t" -c "$c" -d "${s}s" --latency -s "$tmp/count.lua" "http://127.0.0.1:$serve_port" > "$tmp/wrk.out" 2>&1 || true
  awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    /Requests\/sec:/ { rps = $2 }
    /^ +50%/ { p50 = ms($2) } /^ +99%/ { p99 = ms($2) }
    /requests in/ { n = $1 } /^BAD/ { bad = $2 }
    END { printf "%.0f %.2f %.2f %d %d\n", rps, p50, p99, n, bad }' "$tmp/wrk.out"
}

suite_serve() {
  ensure_packages wrk
  local f=puzzles3_magictour_top1465 secs=${SERVE_SECONDS:-10} long=${SERVE_LONG:-60} every=${SERVE_SAMPLE:-5}
  local workers=${SERVE_WORKERS:-0}
  src="$shared/instances/sudoku/$f.txt"
  if [[ $k -gt 0 ]]; then head -n "$k" "$src" > "$tmp/in.txt"; else cp "$src" "$tmp/in.txt"; fi
  n=$(grep -c . "$tmp/in.txt")
  read -r wc_ cc < <(timecpu "$tmp/c.out" "$G" count --format line "$tmp/in.txt")
  [[ $(grep -c '^unique' "$tmp/c.out") -eq $n ]] || { echo "CHECK FAILED: gridsat count: not $n unique" >&2; exit 1; }
  serve_lua
  serve_start "$workers"
  echo "### gridsat serve: POST /v1/count (count to 2) of $f ($n puzzles, cycled), wrk over keep-alive connections, ${secs} s each; load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| client | requests/s | p50 ms | p99 ms | requests | not unique or not 200 |"
  echo "|---|---:|---:|---:|---:|---:|"
  echo "| CLI batch \`gridsat count --format line\` (one process, $n puzzles; median of $runs) | $(rate "$n" "$wc_") | - | - | $n | 0 |"
  for c in 1 2 8; do
    read -r rps p50 p99 total bad < <(serve_wrk "$c" "$secs")
    [[ $bad -eq 0 ]] || { echo "CHECK FAILED: $bad answers not 200 unique at $c connections" >&2; kill "$serve_pid"; exit 1; }
    echo "| wrk, $c connection(s) | $rps | $p50 | $p99 | $total | $bad |"
  done
  echo
  : > "$tmp/rss"
  ( for ((s = 0; s <= long; s += every)); do
      echo "$s $(awk '/VmRSS/ {print $2}' "/proc/$serve_pid/status")" >> "$tmp/rss"; sleep "$every"; done ) &
  local sampler=$!
  read -r rps p50 p99 total bad < <(serve_wrk 8 "$long")
  wait "$sampler" 2>/dev/null || true
  echo "Long run: $total requests in ${long} s at 8 connections ($rps/s, p50 $p50 ms, p99 $p99 ms, $bad bad);" \
       "server RSS (KiB) by second: $(awk '{printf "%s%s: %s", (NR > 1 ? ", " : ""), $1, $2}' "$tmp/rss")."
  kill -TERM "$serve_pid"; wait "$serve_pid" || { echo "CHECK FAILED: gridsat serve did not exit 0 on SIGTERM" >&2; exit 1; }
  echo
}

# tools/bench suite "serve-ratios": issue 41's two serve targets, for $G and, in the same run,
# for SERVE_BASE (another gridsat binary, e.g. main's) when set, each the median of
# SERVE_ROUNDS (3) rounds of SERVE_RATIO_SECONDS (4) s, the server at its default settings:
#   count ratio = POST /v1/count of one 9x9 puzzle (cycled, count to 2) / GET /healthz,
#                 both `wrk -t2 -c8`;
#   batch ratio = puzzles/s of POST /v1/count of 1,000 puzzles in one body (wrk -t1 -c1) /
#                 puzzles/s of `gridsat count FILE` (the same 1,000 lines, process start included).
# e.g. SERVE_BASE=/tmp/gridsat-main tools/bench -g build/gridsat serve-ratios
serve_ratio_round() {  # serve_ratio_round BINARY SECONDS: prints "HEALTHZ/S COUNT/S BATCH_PUZZLES/S CLI_PUZZLES/S"
  local bin=$1 s=$2 G=$1 hz cnt big t0 t1
  serve_start default
  hz=$(wrk -t2 -c8 -d "${s}s" "http://127.0.0.1:$serve_port/healthz" | awk '/Requests\/sec:/ {print $2}')
  cnt=$(SERVE_PUZZLES="$tmp/in.txt" wrk -t2 -c8 -d "${s}s" -s "$tmp/count.lua" "http://127.0.0.1:$serve_port" |
        awk '/Requests\/sec:/ {r = $2} /^BAD/ {bad = $2} END {print (bad == 0 ? r : "BAD")}')
  big=$(SERVE_BODY="$tmp/big.json" wrk -t1 -c1 -d "${s}s" -s "$tmp/big.lua" "http://127.0.0.1:$serve_port" |
        awk '/Non-2xx/ {bad = 1} /Requests\/sec:/ {r = $2 * 1000} END {print (bad ? "BAD" : r)}')
  [[ $hz != BAD && $cnt != BAD && $big != BAD ]] || { echo "CHECK FAILED: an answer was not 200 unique" >&2; exit 1; }
  kill -TERM "$serve_pid"; wait "$serve_pid" || true
  t0=$(date +%s.%N); "$bin" count "$tmp/in.txt" > /dev/null; t1=$(date +%s.%N)
  echo "$hz $cnt $big $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f", 1000 / (b - a) }')"
}

suite_serve_ratios() {
  ensure_packages wrk
  local s=${SERVE_RATIO_SECONDS:-4} rounds=${SERVE_ROUNDS:-3} bin r
  head -n 1000 "$shared/instances/sudoku/puzzles3_magictour_top1465.txt" > "$tmp/in.txt"
  [[ $(grep -c . "$tmp/in.txt") -eq 1000 ]] || { echo "CHECK FAILED: not 1000 puzzles" >&2; exit 1; }
  serve_lua
  { printf '{"puzzle":"'; awk '{printf "%s\\n", substr($0, 1, 81)}' "$tmp/in.txt"; printf '","options":{"limit":2}}'; } > "$tmp/big.json"
  cat > "$tmp/big.lua" <<'LUA'
local f = io.open(os.getenv("SERVE_BODY")); wrk.body = f:read("*a"); f:close()
wrk.method = "POST"; wrk.path = "/v1/count"; wrk.headers["Content-Type"] = "application/json"
LUA
  echo "### gridsat serve, issue 41's ratios: median of $rounds rounds, ${s} s each; load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| binary | /healthz req/s | count req/s (c8) | count/healthz | 1,000-puzzle POST puzzles/s (c1) | CLI batch puzzles/s | POST/CLI |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for bin in ${SERVE_BASE:+"$SERVE_BASE"} "$G"; do
    : > "$tmp/rounds"
    for ((r = 0; r < rounds; r++)); do serve_ratio_round "$bin" "$s" >> "$tmp/rounds"; done
    local m=() c
    for c in 1 2 3 4; do m+=("$(cut -d' ' -f"$c" "$tmp/rounds" | median)"); done
    echo "| $bin | ${m[0]} | ${m[1]} | $(awk -v a="${m[1]}" -v b="${m[0]}" 'BEGIN {printf "%.2f", a / b}') |" \
         "${m[2]} | ${m[3]} | $(awk -v a="${m[2]}" -v b="${m[3]}" 'BEGIN {printf "%.2f", a / b}') |"
    echo "rounds of $bin (healthz count post cli): $(tr '\n' ';' < "$tmp/rounds")" >&2
  done
  echo
}
