# tools/bench suite "serve", sourced by tools/bench: gridsat serve under load from wrk (Debian's
# `wrk`, installed here): POST /v1/count ("is it unique?", count to 2) of the 9x9 puzzles of
# magictour's top1465 over keep-alive connections, 1, 2 and 8 of them: requests/s and latency
# percentiles, beside the CLI batch (`gridsat count` of the same file) in the same run; then one
# long run at 8 connections with the server's RSS sampled from /proc/PID/status.
#   SERVE_SECONDS=10      each rate measurement
#   SERVE_LONG=60         the long run (RSS over time); SERVE_SAMPLE=5 seconds between samples
#   SERVE_WORKERS=0       --workers (0: one per core)
# shellcheck shell=bash

serve_start() {  # serve_start WORKERS: starts the server, sets $serve_pid and $serve_port
  "$G" serve --listen 127.0.0.1:0 --workers "$1" --queue 256 --time-limit 30 > "$tmp/serve.out" 2> "$tmp/serve.err" &
  serve_pid=$!
  for _ in $(seq 100); do
    serve_port=$(grep -oE '127\.0\.0\.1:[0-9]+' "$tmp/serve.out" | head -1 | cut -d: -f2)
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
