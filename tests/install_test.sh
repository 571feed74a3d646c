#!/usr/bin/env bash
# Installs the build in BUILD into a temporary prefix and checks that each PROGRAM given (the
# ones this build made: gridsat, and gridsat-mpi when MPI was found) is in bin/ and runs.
# With --program-only first: the build as README's first command leaves it (the program
# alone: no man page made yet, issue 46), and the install still works, man page included
# where help2man is installed.
set -euo pipefail
program_only=0
if [ "${1:-}" = --program-only ]; then program_only=1; shift; fi
build="$1"; shift
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
if [ "$program_only" = 1 ]; then rm -f "$build/gridsat.1"; fi
cmake --install "$build" --prefix "$tmp/prefix" > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; exit 1; }
bindir="$tmp/prefix/bin"
for program in "$@"; do
  [ -x "$bindir/$program" ] || { echo "cmake --install left out $program (bin/ has: $(ls "$bindir" | tr '\n' ' '))"; exit 1; }
done
"$bindir/gridsat" --version
if [ "$program_only" = 1 ] && command -v help2man > /dev/null; then
  [ -s "$tmp/prefix/share/man/man1/gridsat.1" ] || { echo "cmake --install left out the man page"; exit 1; }
fi
echo "installed: $*"
