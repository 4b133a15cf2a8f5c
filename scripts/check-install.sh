#!/usr/bin/env bash
# `make install` as packagers and C/C++ users meet it (issue 33):
#  - a DESTDIR install puts every file under DESTDIR/PREFIX, LIBDIR moves
#    the libraries, and `make uninstall` with the same values removes all of
#    it;
#  - both generations' shared libraries carry their soname and export only
#    irx_*/__arx_* functions;
#  - CMake's find_package(irx_runtime) builds and runs examples/cmake (both
#    generations, static archives and the shared library) straight from the
#    DESTDIR tree, and pkg_check_modules(IMPORTED_TARGET) builds it from the
#    pkg-config files;
#  - pkg-config on the command line links both generations, statically
#    (the static_libs variable) and shared;
#  - a program linked with the system's static libzstd and our archive
#    uses both (tests/install/zstd_beside.c);
#  - LICENSE, THIRD-PARTY-NOTICES (current with Cargo.lock) and
#    CHANGELOG.md are installed.
# Prints ok/not ok lines. Run from the workspace root.
set -u
root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
CC=${CC:-cc}
check() { if eval "$2"; then echo "ok $1"; else echo "not ok $1"; fi; }
# Runs a command quietly; on failure its output goes to the log, indented.
quiet() { local log=$tmp/quiet.log; if "$@" > "$log" 2>&1; then return 0; fi; sed 's/^/#   /' "$log" | tail -n 30; return 1; }
mk() { make --no-print-directory -s "$@"; }
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
major=${version%%.*}; rest=${version#*.}; minor=${rest%%.*}
if [ "$major" = 0 ]; then soversion=0.$minor; else soversion=$major; fi
echo "# version $version, soname version $soversion"

# ---- DESTDIR, LIBDIR, uninstall ----------------------------------------------
stage=$tmp/stage; p=/opt/irx
check "make install DESTDIR=<tmp> PREFIX=$p" 'quiet mk install DESTDIR="$stage" PREFIX=$p'
d=$stage$p
for f in bin/irx lib/libirx_runtime.a lib/libirx_runtime_1_25.a \
         lib/libirx_runtime.so.$version lib/libirx_runtime_1_25.so.$version \
         include/irx/irx_runtime.h include/irx/irx_arrow_runtime.h include/irx/irx_list_runtime.h \
         include/irx/irx_buffer_runtime.h include/irx/irx_record_batch.h include/irx/irx_arrow_c_abi.h \
         include/irx/abi-1.25/irx_runtime.h include/irx/abi-1.25/irx_record_batch.h \
         include/irx/abi-1.25/irx_list_runtime.h include/irx/abi-1.25/irx_arrow_runtime.h \
         lib/pkgconfig/irx_runtime.pc lib/pkgconfig/irx_runtime-1.25.pc \
         lib/cmake/irx_runtime/irx_runtimeConfig.cmake lib/cmake/irx_runtime/irx_runtimeConfigVersion.cmake \
         share/doc/irx_runtime/LICENSE share/doc/irx_runtime/THIRD-PARTY-NOTICES share/doc/irx_runtime/CHANGELOG.md; do
  check "installed $f" '[ -f "$d/$f" ]'
done
for n in libirx_runtime libirx_runtime_1_25; do
  check "$n.so.$soversion -> $n.so.$version and $n.so -> $n.so.$soversion (symlinks)" \
    '[ "$(readlink "$d/lib/$n.so.$soversion")" = $n.so.$version ] && [ "$(readlink "$d/lib/$n.so")" = $n.so.$soversion ]'
  soname=$(readelf -dW "$d/lib/$n.so.$version" 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
  check "$n.so's soname is $n.so.$soversion (is: ${soname:-none})" '[ "$soname" = $n.so.$soversion ]'
  nm -D --defined-only "$d/lib/$n.so.$version" 2>/dev/null | awk '{ print $NF }' | sort -u > "$tmp/$n.dynsym"
  # Linked from the finished archive (scripts/link-shared.sh), whose only
  # global symbols are ours: nothing else may be exported (rustc's cdylib
  # used to export crc-fast's #[no_mangle] crc_fast_* too).
  grep -Ev '^(irx_|__arx_)' "$tmp/$n.dynsym" > "$tmp/$n.foreign"
  head -n 5 "$tmp/$n.foreign" | sed 's/^/#   not ours: /'
  check "$n.so exports only irx_*/__arx_* ($(wc -l < "$tmp/$n.dynsym") symbols)" \
    '[ ! -s "$tmp/$n.foreign" ] && grep -qx irx_runtime_version "$tmp/$n.dynsym"'
done
check "installed pkg-config files name no DESTDIR path" '! grep -q "$stage" "$d"/lib/pkgconfig/*.pc'
# ---- CMake --------------------------------------------------------------------
# find_package from the DESTDIR tree as it is (the package finds everything
# relative to itself). Debian's CMake does not search lib64/, so the
# LIBDIR=lib64 install below is checked by its files only.
if ! command -v cmake >/dev/null 2>&1; then
  echo "not ok cmake is installed (Debian: apt-get install cmake)"
else
  echo "# $(cmake --version | head -n 1)"
  cmake_run() { # NAME ARGS...: configure examples/cmake into $tmp/NAME and build it
    local name=$1; shift
    quiet cmake -S examples/cmake -B "$tmp/$name" -DCMAKE_C_COMPILER="$CC" "$@" && quiet cmake --build "$tmp/$name"
  }
  check "CMake find_package(irx_runtime) configures and builds examples/cmake from a DESTDIR tree" \
    'cmake_run cmake -DCMAKE_PREFIX_PATH="$d"'
  check "CMake irx_runtime::irx_runtime (static archive) program runs" \
    '[ "$("$tmp/cmake/list" 2>&1)" = "42 8 same version" ]'
  check "CMake irx_runtime::irx_runtime_1_25 (static archive) program runs the 1.25 generation" \
    '[ "$("$tmp/cmake/list_1_25" 2>&1)" = "0 42 -6 dynamic list index out of range" ]'
  check "CMake static programs need no libirx_runtime*.so" \
    '! readelf -d "$tmp/cmake/list" "$tmp/cmake/list_1_25" | grep -q "NEEDED.*irx_runtime"'
  check "CMake irx_runtime::irx_runtime_shared program needs libirx_runtime.so.$soversion and runs" \
    'readelf -d "$tmp/cmake/list_shared" | grep -q "NEEDED.*\[libirx_runtime.so.$soversion\]" &&
     [ "$("$tmp/cmake/list_shared" 2>&1)" = "42 8 same version" ]'
fi

# ---- uninstall, LIBDIR -------------------------------------------------------
check "make uninstall DESTDIR=<tmp> PREFIX=$p removes every file install made" \
  'quiet mk uninstall DESTDIR="$stage" PREFIX=$p && [ -z "$(find "$stage" -type f -o -type l)" ]'
lib64=$tmp/lib64-stage
check "make install LIBDIR=$p/lib64 puts the libraries, pkg-config and CMake files there" \
  'quiet mk install DESTDIR="$lib64" PREFIX=$p LIBDIR=$p/lib64 && [ -f "$lib64$p/lib64/libirx_runtime_1_25.a" ] &&
   [ -f "$lib64$p/lib64/cmake/irx_runtime/irx_runtimeConfig.cmake" ] && [ ! -e "$lib64$p/lib" ] &&
   grep -qx "libdir=\${prefix}/lib64" "$lib64$p/lib64/pkgconfig/irx_runtime.pc"'

# ---- pkg-config (a real prefix: pkg-config files name their final paths) -----
prefix=$tmp/prefix
check "make install PREFIX=<tmp>" 'quiet mk install PREFIX="$prefix"'
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
for pc in irx_runtime irx_runtime-1.25; do
  echo "# pkg-config $pc: --cflags --libs: $(pkg-config --cflags --libs $pc); --static --libs: $(pkg-config --static --libs $pc)"
done
if command -v cmake >/dev/null 2>&1; then
  check "CMake pkg_check_modules(IMPORTED_TARGET) builds examples/cmake" 'cmake_run pkgconfig -DIRX_VIA_PKG_CONFIG=ON'
  check "CMake pkg_check_modules programs run, on the shared libraries (both generations)" \
    '[ "$("$tmp/pkgconfig/list" 2>&1)" = "42 8 same version" ] &&
     [ "$("$tmp/pkgconfig/list_1_25" 2>&1)" = "0 42 -6 dynamic list index out of range" ] &&
     readelf -d "$tmp/pkgconfig/list_1_25" | grep -q "NEEDED.*\[libirx_runtime_1_25.so.$soversion\]"'
fi
# usage: cc_run NAME SOURCE EXPECTED FLAGS...: compile, run, compare stdout.
cc_run() {
  local name=$1 source=$2 expected=$3; shift 3
  quiet "$CC" -std=c99 -Wall -Werror -o "$tmp/$name" "$source" "$@" && [ "$("$tmp/$name")" = "$expected" ]
}
for pc in irx_runtime irx_runtime-1.25; do
  if [ $pc = irx_runtime ]; then src=examples/cmake/list.c; want="42 8 same version"
  else src=examples/cmake/list_1_25.c; want="0 42 -6 dynamic list index out of range"; fi
  check "C program links $pc's archive with pkg-config's static_libs and runs" \
    'cc_run static-$pc $src "$want" $(pkg-config --cflags $pc) $(pkg-config --variable=static_libs $pc) &&
     ! readelf -d "$tmp/static-$pc" | grep -q "NEEDED.*irx_runtime"'
  check "C program links $pc with pkg-config --cflags --libs (shared) and runs" \
    'cc_run shared-$pc $src "$want" $(pkg-config --cflags --libs $pc) -Wl,-rpath,"$prefix/lib"'
done

# ---- the system's libzstd beside ours ------------------------------------------
libzstd=$("$CC" -print-file-name=libzstd.a)
if [ ! -f "$libzstd" ] || [ ! -f /usr/include/zstd.h ]; then
  echo "not ok the system's static libzstd is installed (Debian: apt-get install libzstd-dev)"
else
  # Our archive first: were its bundled ZSTD_* still global, they would
  # answer the program's calls instead of the system's.
  check "a program links the system's static libzstd after our archive" \
    'quiet "$CC" -std=c99 -Wall -Werror -o "$tmp/zstd_beside" tests/install/zstd_beside.c \
       $(pkg-config --cflags irx_runtime) $(pkg-config --variable=static_libs irx_runtime) "$libzstd"'
  mkdir -p "$tmp/zstd-out"
  check "it uses the system's libzstd and the runtime's Parquet ZSTD codec, each its own" \
    '"$tmp/zstd_beside" "$tmp/zstd-out" > "$tmp/zstd.out" 2>&1 && grep -q "^system libzstd" "$tmp/zstd.out" &&
     grep -qx "runtime Parquet zstd: 1000 rows written and read back" "$tmp/zstd.out" || { sed "s/^/#   /" "$tmp/zstd.out"; false; }'
fi

# ---- notices ------------------------------------------------------------------
check "THIRD-PARTY-NOTICES is what scripts/gen-notices.py writes from Cargo.lock" \
  'quiet python3 scripts/gen-notices.py --check THIRD-PARTY-NOTICES'
check "LICENSE is the Apache License 2.0 (the workspace's license field)" \
  'grep -q "Apache License" LICENSE && grep -qx "license = \"Apache-2.0\"" Cargo.toml'
check "CHANGELOG.md has an entry for version $version" 'grep -q "^## .*$version" CHANGELOG.md'
cd "$root"
