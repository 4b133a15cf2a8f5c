#!/usr/bin/env bash
# The committed headers must be what the pinned cbindgen generates from the
# sources now (`make header` regenerates them): include/irx_runtime.h for
# the default (IRx 1.18) generation and include/abi-1.25/irx_runtime.h for
# the pyirx 1.25 one.
#
# usage: check-header.sh SCRATCH_DIR
set -u
scratch=${1:?usage: check-header.sh SCRATCH_DIR}
mkdir -p "$scratch"
for abi in 1.18 1.25; do
  if [ $abi = 1.18 ]; then committed=include/irx_runtime.h; else committed=include/abi-1.25/irx_runtime.h; fi
  fresh=$scratch/irx_runtime-$abi.h
  rm -f "$fresh"
  cargo run -q -p irx-headergen -- --abi $abi "$fresh"
  if cmp -s "$fresh" "$committed"; then
    echo "ok generated header is up to date ($committed, ABI $abi)"
  else
    diff -u "$committed" "$fresh" | head -40 | sed 's/^/#   /'
    echo "not ok generated header is up to date ($committed, ABI $abi; run make header and commit)"
  fi
done
