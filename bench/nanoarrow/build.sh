#!/usr/bin/env bash
# Builds nanoarrow 0.9.0's C library from its PyPI source distribution, as
# the benchmark's second comparator (the C Data consumer, export and checked
# reads a C library for the job does). Nothing of nanoarrow is kept in this
# repository: the sdist is downloaded into the output directory, its
# nanoarrow_config.h is generated from the template it ships, and the four
# C sources of its core (src/nanoarrow/common/*.c) are compiled at -O2 with
# clang (NANOARROW_CC overrides it): the compiler family of our runtime
# (rustc is LLVM), as gcc 12 makes its consumer path about 20% slower
# (issue 32). The compiler's version line is kept in <out-dir>/compiler.txt.
#
# usage: bench/nanoarrow/build.sh <out-dir>
# Produces <out-dir>/include/nanoarrow/... and <out-dir>/libnanoarrow.a.
set -euo pipefail
out=${1:?usage: build.sh <out-dir>}
version=0.9.0
mkdir -p "$out"
sdist=$out/nanoarrow-$version.tar.gz
if [ ! -f "$sdist" ]; then
  "${PYTHON3:-python3}" -m pip download -q --disable-pip-version-check --no-deps \
    --no-binary nanoarrow -d "$out" "nanoarrow==$version"
fi
rm -rf "$out/src" "$out/include" "$out/obj"
mkdir -p "$out/src" "$out/include" "$out/obj"
tar -xzf "$sdist" -C "$out/src"
root=$out/src/nanoarrow-$version/subprojects/arrow-nanoarrow/src/nanoarrow
cp -r "$root" "$out/include/nanoarrow"
IFS=. read -r major minor patch <<< "$version"
sed -e "s/@NANOARROW_VERSION_MAJOR@/$major/" -e "s/@NANOARROW_VERSION_MINOR@/$minor/" \
    -e "s/@NANOARROW_VERSION_PATCH@/$patch/" -e "s/@NANOARROW_VERSION@/$version/" \
    -e "s/@NANOARROW_NAMESPACE_DEFINE@//" \
    "$root/nanoarrow_config.h.in" > "$out/include/nanoarrow/nanoarrow_config.h"
cc=${NANOARROW_CC:-clang}
"$cc" --version | head -n 1 > "$out/compiler.txt"
for c in "$root"/common/*.c; do
  "$cc" -O2 -std=c99 -I"$out/include" -c "$c" -o "$out/obj/$(basename "${c%.c}").o"
done
rm -f "$out/libnanoarrow.a"
ar rcs "$out/libnanoarrow.a" "$out"/obj/*.o
echo "nanoarrow $version built in $out (libnanoarrow.a, include/)"
