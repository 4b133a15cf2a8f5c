#!/usr/bin/env bash
# The system libraries a C program must add when linking libirx_runtime.a
# are what rustc reports as native-static-libs. The Makefile, the README and
# the pkg-config template must say exactly that.
set -u
expected=${1:?usage: check-native-libs.sh "<NATIVE_LIBS from the Makefile>"}
reported=$(cat build/native-static-libs.txt 2>/dev/null)
if [ -z "$reported" ]; then
  # cargo found the archive fresh and printed nothing: ask rustc again.
  # `make lib` records the list whenever rustc actually runs.
  touch runtime/src/lib.rs
  make --no-print-directory -s lib >/dev/null
  reported=$(cat build/native-static-libs.txt)
fi
check() { if eval "$2"; then echo "ok $1"; else echo "not ok $1"; fi; }
echo "# rustc --print native-static-libs: $reported"
check "Makefile NATIVE_LIBS matches rustc's native-static-libs" '[ "$reported" = "$expected" ]'
check "README link line names rustc's native-static-libs" 'grep -qF -- "libirx_runtime.a $reported" README.md'
