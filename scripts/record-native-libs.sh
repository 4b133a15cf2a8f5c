#!/usr/bin/env bash
# Keeps the native libraries rustc printed for the archive (the last
# "native-static-libs:" line of the build log). A build in which cargo found
# everything fresh prints none: the previous record then stays.
#
# usage: record-native-libs.sh BUILD_LOG RECORD
set -u
libs=$(sed -n 's/.*native-static-libs: //p' "${1:?usage: record-native-libs.sh BUILD_LOG RECORD}" | tail -n 1)
if [ -n "$libs" ]; then printf '%s\n' "$libs" > "${2:?}"; fi
