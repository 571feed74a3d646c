# tools/bench suite "serve-soak": gridsat serve over time (issue 46). wrk sends SOAK_REQUESTS
# (default 1,000,000) requests over 8 keep-alive connections, mixed: POST /v1/count of the 9x9
# puzzles of magictour's top1465 (count to 2, cycled), GET /healthz, a garbage body (400) and
# GET /v1/solve (405), in runs of SOAK_CHUNK (10) seconds; after each run the server's RSS, its
# threads and open descriptors are read from /proc. Prints them by requests served, and the
# growth of RSS from the first sample at half the requests or more to the last (before that,
# each of the pool's threads adds its stack and malloc cache the first time a connection lands
# on it: about 45 KiB a thread, measured, so RSS climbs until every thread has served); every answer's
# status must be the one its request wants, and SIGTERM must end the server with 0.
#   SOAK_REQUESTS=1000000   SOAK_CHUNK=10   SOAK_CONNECTIONS=8   SERVE_WORKERS=0 (four per core)
# shellcheck shell=bash

serve_soak_lua() {  # the wrk script: cycles through four kinds of request; counts wrong answers
  cat > "$tmp/soak.lua" <<'LUA'
local bodies, i, bad = {}, 0, 0
for line in io.lines(os.getenv("SERVE_PUZZLES")) do
  if #line >= 81 then bodies[#bodies + 1] = '{"puzzle":"' .. line:sub(1, 81) .. '","options":{"limit":2}}' end
end
local json = {["Content-Type"] = "application/json"}
request = function()
  i = i + 1
  local k = i % 4
  if k == 0 then return wrk.format("GET", "/healthz") end
  if k == 1 then return wrk.format("POST", "/v1/solve", json, "{garbage") end
  if k == 2 then return wrk.format("GET", "/v1/solve") end
  return wrk.format("POST", "/v1/count", json, bodies[i % #bodies + 1])
end
-- Each answer must be one of the four (a connection's answers come in its requests' order, but
-- a thread's connections interleave): 200 ok or unique, 400 naming the body, 405 with its text.
response = function(status, headers, body)
  local good = (status == 200 and (body:find('"status":"ok"', 1, true) or body:find('"verdict":"unique"', 1, true)))
    or (status == 400 and body:find('"error"', 1, true)) or (status == 405 and body:find('takes POST', 1, true))
  if not good then bad = bad + 1 end
end
done = function(summary, latency, requests) io.write(string.format("BAD %d\n", bad)) end
LUA
}

suite_serve_soak() {
  ensure_packages wrk
  local want=${SOAK_REQUESTS:-1000000} chunk=${SOAK_CHUNK:-10} conns=${SOAK_CONNECTIONS:-8}
  local total=0 bad=0 n rps b t0=$SECONDS
  cp "$shared/instances/sudoku/puzzles3_magictour_top1465.txt" "$tmp/in.txt"
  serve_soak_lua
  serve_start "${SERVE_WORKERS:-0}"  # tools/bench.d/serve.sh
  proc() { echo "$(awk '/VmRSS/ {r = $2} /Threads/ {t = $2} END {print r, t}' "/proc/$serve_pid/status") $(ls "/proc/$serve_pid/fd" | wc -l)"; }
  echo "### gridsat serve over time: $want requests (count 9x9 to 2, healthz, 400, 405 in turn), wrk -c $conns in runs of ${chunk} s; load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| requests | requests/s (last run) | RSS KiB | threads | open fds |"
  echo "|---:|---:|---:|---:|---:|"
  echo "| 0 | - | $(proc | tr ' ' '|' | sed 's/|/ | /g') |"
  local base_rss="" base_at=0 rss
  while ((total < want)); do
    SERVE_PUZZLES="$tmp/in.txt" wrk -t 2 -c "$conns" -d "${chunk}s" -s "$tmp/soak.lua" "http://127.0.0.1:$serve_port" > "$tmp/wrk.out" 2>&1 || true
    n=$(awk '/requests in/ {print $1}' "$tmp/wrk.out"); rps=$(awk '/Requests\/sec:/ {printf "%.0f", $2}' "$tmp/wrk.out")
    b=$(awk '/^BAD/ {print $2}' "$tmp/wrk.out")
    [[ -n $n && -n $b ]] || { echo "CHECK FAILED: wrk said: $(cat "$tmp/wrk.out")" >&2; kill "$serve_pid"; exit 1; }
    total=$((total + n)); bad=$((bad + b))
    read -r rss threads fds < <(proc)
    echo "| $total | $rps | $rss | $threads | $fds |"
    if [[ -z $base_rss && $total -ge $((want / 2)) ]]; then base_rss=$rss; base_at=$total; fi
  done
  echo
  echo "RSS from $base_at requests to $total: $base_rss -> $rss KiB ($(awk -v a="$base_rss" -v b="$rss" 'BEGIN {printf "%+.1f%%", 100 * (b - a) / a}')); $bad wrong answers; $((SECONDS - t0)) s."
  kill -TERM "$serve_pid"; wait "$serve_pid" || { echo "CHECK FAILED: gridsat serve did not exit 0 on SIGTERM" >&2; exit 1; }
  [[ $bad -eq 0 ]] || { echo "CHECK FAILED: $bad answers not as wanted" >&2; exit 1; }
  echo
}
