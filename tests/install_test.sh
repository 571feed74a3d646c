#!/usr/bin/env bash
# Installs the build in BUILD into a temporary prefix and checks that each PROGRAM given (the
# ones this build made: gridsat, and gridsat-mpi when MPI was found) is in bin/ and runs.
set -euo pipefail
build="$1"; shift
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" > /dev/null
bindir="$tmp/prefix/bin"
for program in "$@"; do
  [ -x "$bindir/$program" ] || { echo "cmake --install left out $program (bin/ has: $(ls "$bindir" | tr '\n' ' '))"; exit 1; }
done
"$bindir/gridsat" --version
echo "installed: $*"
