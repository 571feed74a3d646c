#!/usr/bin/env bash
# Two builds at once in one fresh tree (tools/lib.sh's ensure_build, as two `tools/gridsat`
# started together run it): both must succeed, the second waiting for the first, and the
# stamp must say built. A tiny CMake project stands in for gridsat, so this takes seconds.
# Before the lock, one of the two ended with "mv: cannot stat 'build/.built.new'".
set -euo pipefail
lib="$1/tools/lib.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src"
cat > "$tmp/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.22)
project(lockcheck LANGUAGES CXX)
add_executable(hello src/hello.cpp)
CMAKE
echo 'int main() { return 0; }' > "$tmp/src/hello.cpp"
run() {  # run N: one build, as a separate process; its status and messages in $tmp/N.*
  ( source "$lib"; root="$tmp"; ensure_build "$tmp/build" --target hello ) > "$tmp/$1.out" 2> "$tmp/$1.err"
}
for round in 1 2 3; do
  rm -rf "$tmp/build"
  run a & pa=$!
  run b & pb=$!
  sa=0; sb=0
  wait $pa || sa=$?
  wait $pb || sb=$?
  if [ $sa -ne 0 ] || [ $sb -ne 0 ]; then
    echo "round $round: two builds at once: statuses $sa and $sb" >&2
    cat "$tmp/a.err" "$tmp/b.err" >&2
    exit 1
  fi
  [ -x "$tmp/build/hello" ] && [ -f "$tmp/build/.built-hello" ] || { echo "round $round: no program or stamp" >&2; exit 1; }
  grep -q "waiting for another build" "$tmp/a.err" "$tmp/b.err" || { echo "round $round: neither waited" >&2; exit 1; }
done
# Up to date: a third run builds nothing.
run c
if grep -q "building" "$tmp/c.err"; then echo "an up-to-date tree was built again" >&2; exit 1; fi
echo "ok: two builds at once both succeed (3 rounds); an up-to-date tree is not rebuilt"
