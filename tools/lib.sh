# Shared by tools/gridsat, tools/test and tools/bench: install what is missing, build
# when sources changed. Progress goes to stderr so that stdout stays the program's.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Debian packages the build and the tests need.
GRIDSAT_PACKAGES=(cmake make g++ libcadical-dev libboost-program-options-dev nlohmann-json3-dev libgtest-dev python3-dev pybind11-dev help2man libopenmpi-dev openmpi-bin)  # OpenMPI: gridsat-mpi

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
GRIDSAT_FUZZ_PACKAGES=(clang libclang-rt-dev llvm)

# ensure_build DIR [cmake args...]: configure on first use (the arguments count only then:
# build-asan keeps its own settings), rebuild when any file of the build
# (sources, tests, fuzz harnesses, CMake files) is newer than DIR/.built. The stamp's time
# is taken before the build starts, so an edit made during a build triggers the next one.
ensure_build() {
  local dir="$1"; shift
  local stamp="$dir/.built"
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    echo "gridsat: configuring $dir" >&2
    rm -f "$stamp"
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >&2 || return 1
  fi
  if [ ! -f "$stamp" ] || [ -n "$(find "$root/src" "$root/encoders" "$root/tests" "$root/fuzz" "$root/CMakeLists.txt" \
                                    -newer "$stamp" -print -quit 2>/dev/null)" ]; then
    echo "gridsat: building in $dir" >&2
    touch "$stamp.new"
    cmake --build "$dir" -j"$(nproc)" >&2 || return 1  # explicit: callers may run us where set -e is off
    mv "$stamp.new" "$stamp"
  fi
}

# The one sanitizer tree, build-asan/, shared by tools/test (the suite under ASan + UBSan) and
# tools/fuzz (the libFuzzer harnesses): clang, every target instrumented for ASan, UBSan and
# libFuzzer's coverage, so the layers are compiled once for both. Line tables only (-g is
# most of a debug build's compile time; reports still name file and line). Without the
# Python module and gridsat-mpi, whose tests do not run under ASan (tools/test's asan_exclude).
ensure_sanitizer_build() {
  ensure_build "$root/build-asan" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" -DGRIDSAT_FUZZ=ON \
    -DGRIDSAT_PYTHON=OFF -DGRIDSAT_MPI=OFF
}
