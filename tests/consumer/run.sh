#!/usr/bin/env bash
# Installs the build in BUILD into a temporary prefix, then builds the consumer project
# against it twice (find_package, and pkg-config with a plain g++ line) and runs both.
set -euo pipefail
build="$1"; here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" > /dev/null
expected="unique
1 6 2 | 8 5 7 | 4 9 3"
cmake -S "$here" -B "$tmp/build" -DCMAKE_PREFIX_PATH="$tmp/prefix" -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$tmp/build" > /dev/null
out="$("$tmp/build/consumer")"
echo "$out"
[ "$(echo "$out" | head -2)" = "$expected" ] || { echo "find_package consumer: unexpected output"; exit 1; }
echo "$out" | grep -qx 576 || { echo "find_package consumer: no 576"; exit 1; }
echo "$out" | grep -q "^error line 1: " || { echo "find_package consumer: no error line"; exit 1; }
PKG_CONFIG_PATH="$(dirname "$(find "$tmp/prefix" -name gridsat.pc)")" \
  bash -c "g++ -std=c++20 '$here/main.cpp' -o '$tmp/pc' \$(pkg-config --cflags --libs gridsat)"
[ "$("$tmp/pc" | head -2)" = "$expected" ] || { echo "pkg-config consumer: unexpected output"; exit 1; }
echo "consumer: find_package and pkg-config builds ran"
