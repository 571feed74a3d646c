# Shared by tools/gridsat, tools/test and tools/bench: install what is missing, build
# when sources changed. Progress goes to stderr so that stdout stays the program's.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# ccache (CMakeLists.txt uses it where installed): paths below the checkout's parent are
# hashed as relative ones, so other checkouts beside this one (git worktrees) share the cache.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$(dirname "$root")}"

# Debian packages the build and the tests need.
GRIDSAT_PACKAGES=(cmake make g++ ccache libcadical-dev libboost-program-options-dev nlohmann-json3-dev libgtest-dev python3-dev pybind11-dev help2man libopenmpi-dev openmpi-bin libcpp-httplib-dev pkgconf)  # OpenMPI: gridsat-mpi; cpp-httplib (through pkg-config): gridsat serve

ensure_packages() {
  [ "${GRIDSAT_NO_INSTALL:-0}" = 1 ] && return 0  # the user manages packages
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "gridsat: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Packages for tools/fuzz (clang's libFuzzer runtime; llvm-symbolizer for readable reports).
GRIDSAT_FUZZ_PACKAGES=(clang libclang-rt-dev llvm lld)  # lld: the clang trees link with it (CMakeLists.txt)

# ensure_build DIR [--target T] [cmake args...]: configure on first use (the arguments count
# only then: build-asan keeps its own settings), rebuild when any file of the build (sources,
# tests, fuzz harnesses, CMake files) is newer than the stamp. --target builds that target
# only (tools/gridsat builds the program, not the tests); its stamp is DIR/.built-T, and a
# fresh DIR/.built (everything) counts too. The stamp's time is taken before the build
# starts, so an edit made during a build triggers the next one. Configure and build hold a
# lock (flock on DIR/.lock): a second command started meanwhile waits, then finds it built.
# ensure_release_build [--target T]: build/, the Release tree every tool shares (tools/gridsat,
# tools/test, tools/bench, ...), always with the layers' unity build (cheaper to compile, and the
# objects tools/test and CI's clone take from ccache); a build/ configured without it (by an
# older tools/gridsat) is configured again, once.
ensure_release_build() {
  local cache="$root/build/CMakeCache.txt"
  if [ -f "$cache" ] && ! grep -q "^GRIDSAT_UNITY:BOOL=ON" "$cache"; then rm -f "$cache"; fi
  ensure_build "$root/build" "$@" -DGRIDSAT_UNITY=ON
}

ensure_build() {
  local dir="$1"; shift
  local target=""
  if [ "${1:-}" = --target ]; then target="$2"; shift 2; fi
  mkdir -p "$dir"
  local fd rc=0
  exec {fd}>"$dir/.lock"
  if ! flock -n "$fd"; then
    echo "gridsat: waiting for another build in $dir" >&2
    flock "$fd"
  fi
  ensure_build_locked "$dir" "$target" "$@" || rc=$?
  exec {fd}>&-
  return $rc
}

built_since_sources() {  # built_since_sources STAMP: the stamp exists and no source is newer
  [ -f "$1" ] && [ -z "$(find "$root/src" "$root/encoders" "$root/tests" "$root/fuzz" "$root/CMakeLists.txt" \
                              -newer "$1" -print -quit 2>/dev/null)" ]
}

ensure_build_locked() {
  local dir="$1" target="$2"; shift 2
  local stamp="$dir/.built${target:+-$target}"
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    echo "gridsat: configuring $dir" >&2
    rm -f "$dir"/.built*
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >&2 || return 1
  fi
  built_since_sources "$stamp" && return 0
  [ -n "$target" ] && built_since_sources "$dir/.built" && return 0
  echo "gridsat: building ${target:-everything} in $dir" >&2
  touch "$stamp.new"
  # explicit returns: callers may run us where set -e is off
  cmake --build "$dir" ${target:+--target "$target"} -j"$(nproc)" >&2 || return 1
  mv "$stamp.new" "$stamp"
}

# The one sanitizer tree, build-asan/, shared by tools/test (the suite under ASan + UBSan) and
# tools/fuzz (the libFuzzer harnesses): clang, every target instrumented for ASan, UBSan and
# libFuzzer's coverage, so the layers are compiled once for both. Line tables only (-g is
# most of a debug build's compile time; reports still name file and line). Without the
# Python module and gridsat-mpi, whose tests do not run under ASan (tools/test's asan_exclude).
# Programs linked -no-pie: a sanitized PIE spends most of its start-up applying relocations
# (gridsat_tests: 855,571 of them; 292 ms of CPU to start and stop, 226 ms without), and the suite
# starts programs over and over (each of its 800-odd tests, and the CLI from many of them).
ensure_sanitizer_build() {
  local flags="-O2 -gline-tables-only -DNDEBUG $GRIDSAT_SOURCE_COVERAGE"
  # A tree configured before the coverage flags or the unity build were added is configured again (once).
  local cache="$root/build-asan/CMakeCache.txt"
  if [ -f "$cache" ] && ! { grep -q -- "-fprofile-instr-generate=/dev/null" "$cache" && grep -q "^GRIDSAT_UNITY:BOOL=ON" "$cache" &&
                             grep -q -- "-no-pie" "$cache"; }; then
    rm -f "$cache"
  fi
  ensure_build "$root/build-asan" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=$flags" -DGRIDSAT_FUZZ=ON \
    "-DCMAKE_EXE_LINKER_FLAGS=-fprofile-instr-generate -no-pie" -DCMAKE_SHARED_LINKER_FLAGS=-fprofile-instr-generate \
    -DGRIDSAT_PYTHON=OFF -DGRIDSAT_MPI=OFF -DGRIDSAT_UNITY=ON
}
# clang's source-based coverage, compiled into the sanitizer tree so that the ASan phase measures
# the suite's coverage as it runs (tools/coverage-report): counters per region of the source,
# branches per condition (each side of &&, ||, ?:, if, loops), none from exceptions or inlined
# library code.
# The profile's default path is absolute and the same in every clone: ccache hashes it (a relative
# one, or none, as the build folder's path), and CI's clone takes the session's objects only when
# their hash is the same. The tests and tools/coverage always set LLVM_PROFILE_FILE; a program run
# by hand without it writes its counters nowhere, not into a default.profraw where it ran.
GRIDSAT_SOURCE_COVERAGE="-fprofile-instr-generate=/dev/null -fcoverage-mapping"
