#!/usr/bin/env bash
# The system libraries a C program must add when linking libirx_runtime.a
# are what rustc reports as native-static-libs. The Makefile, the README,
# the pkg-config template and the CMake package must say exactly that.
# With ABI 1.25 it checks the pyirx 1.25 generation's archive instead,
# against the same NATIVE_LIBS (one link line serves both); both archives
# are finished from one compile, so rustc's report is the same record.
#
# usage: check-native-libs.sh "<NATIVE_LIBS>" [1.25]
set -u
expected=${1:?usage: check-native-libs.sh "<NATIVE_LIBS from the Makefile>" [1.25]}
abi=${2:-1.18}
record=build/native-static-libs.txt
target=lib
reported=$(cat $record 2>/dev/null)
if [ -z "$reported" ]; then
  # cargo found the archive fresh and printed nothing: ask rustc again.
  # `make lib` records the list whenever rustc actually runs.
  touch runtime/src/lib.rs
  make --no-print-directory -s $target >/dev/null
  reported=$(cat $record)
fi
check() { if eval "$2"; then echo "ok $1"; else echo "not ok $1"; fi; }
echo "# rustc --print native-static-libs (ABI $abi): $reported"
if [ "$abi" = 1.25 ]; then
  check "Makefile NATIVE_LIBS matches rustc's native-static-libs (ABI 1.25)" '[ "$reported" = "$expected" ]'
  exit 0
fi
check "Makefile NATIVE_LIBS matches rustc's native-static-libs" '[ "$reported" = "$expected" ]'
check "README link line names rustc's native-static-libs" 'grep -qF -- "libirx_runtime.a $reported" README.md'
check "README link line drops unreached sections" 'grep -qF -- "libirx_runtime.a $reported -Wl,--gc-sections" README.md'
check "pkg-config's static_libs drop unreached sections" \
  'grep -qxF -- "static_libs=\${libdir}/lib@LIBNAME@.a @NATIVE_LIBS@ -Wl,--gc-sections" irx_runtime.pc.in'
check "pkg-config's Libs.private are the native-static-libs" 'grep -qxF -- "Libs.private: @NATIVE_LIBS@" irx_runtime.pc.in'
check "the CMake package's targets carry the native-static-libs" \
  'grep -qF -- "INTERFACE_LINK_LIBRARIES \"@CMAKE_NATIVE_LIBS@\"" cmake/irx_runtimeConfig.cmake.in'
