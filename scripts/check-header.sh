#!/usr/bin/env bash
# The committed include/irx_runtime.h must be what the pinned cbindgen
# generates from the sources now (`make header` regenerates it).
#
# usage: check-header.sh SCRATCH_FILE
set -u
fresh=${1:?usage: check-header.sh SCRATCH_FILE}
cargo run -q -p irx-headergen -- "$fresh"
if cmp -s "$fresh" include/irx_runtime.h; then
  echo "ok generated header is up to date"
else
  diff -u include/irx_runtime.h "$fresh" | head -40 | sed 's/^/#   /'
  echo "not ok generated header is up to date (run make header and commit)"
fi
