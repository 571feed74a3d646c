#!/usr/bin/env bash
# Bash completion (tools/gridsat.bash) completes partial command lines as a user types them,
# and the man page made at build time holds every command's help.
# usage: completion_test.sh GRIDSAT_BINARY SOURCE_DIR BUILD_DIR
set -uo pipefail
gridsat="$1" src="$2" build="$3"
source "$src/tools/gridsat.bash"
fail=0
# complete "EXPECTED" WORD...: the last word is the one being completed.
check() {
  local expected="$1"; shift
  COMP_WORDS=("$gridsat" "$@"); COMP_CWORD=$#
  _gridsat
  local got; got="$(printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//')"
  if [ "$got" != "$expected" ]; then echo "FAIL: gridsat $* -> '$got', expected '$expected'"; fail=1; fi
}
# contains "WORD" WORD...: the completions include WORD.
contains() {
  local word="$1"; shift
  COMP_WORDS=("$gridsat" "$@"); COMP_CWORD=$#
  _gridsat
  printf '%s\n' "${COMPREPLY[@]}" | grep -qx -- "$word" || { echo "FAIL: gridsat $* lacks '$word' (${COMPREPLY[*]})"; fail=1; }
}
check "solve" so
check "count" cou
check "grade" help gr
check "--amo" solve --am
check "pairwise product" solve --amo p
check "auto futoshiki jigsaw latin magic pieces sudoku" count --type ""
check "--symmetry" count --sym
check "180 90 frenicle near90 none" count --symmetry ""
check "180 90 diagonal mirror none" generate --symmetry ""
check "--symmetry" generate --sym
check "native" solve --backend n
contains "--time-limit" solve --ti
contains "json" solve --format ""
contains "--limit" count --li
contains "$src/tools/gridsat.bash" solve "$src/tools/gridsat.b"
# `gridsat help COMMAND` is `gridsat COMMAND --help`.
[ "$("$gridsat" help count)" = "$("$gridsat" count --help)" ] || { echo "FAIL: help count differs"; fail=1; }
# The man page (when help2man was there at build time) holds each command's options.
if [ -f "$build/gridsat.1" ]; then
  for word in ".SS gridsat solve" ".SS gridsat count" "amo arg" "limit arg"; do
    grep -qF -- "$word" "$build/gridsat.1" || { echo "FAIL: the man page lacks '$word'"; fail=1; }
  done
  if command -v man > /dev/null; then
    MANWIDTH=100 man -l "$build/gridsat.1" 2>/dev/null | grep -q "count up to K solutions" || { echo "FAIL: man -l does not show count's --limit"; fail=1; }
  fi
fi
[ $fail = 0 ] && echo "completion and man page: ok"
exit $fail
