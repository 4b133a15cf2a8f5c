#!/usr/bin/env bash
# The committed pyirx 1.25 function list (abi/symbols-1.25.tsv, which
# runtime/tests/abi_125.rs reads) must be what scripts/gen-abi-125-list.py
# writes from pyirx 1.25.0's headers (`make abi-list` regenerates it).
#
# usage: check-abi-list.sh WHEEL_DIR
set -u
wheel=${1:?usage: check-abi-list.sh WHEEL_DIR}
if ! fresh=$("${PYTHON3:-python3}" scripts/gen-abi-125-list.py "$wheel"); then
  echo "not ok scripts/gen-abi-125-list.py reads pyirx 1.25.0's headers"; exit 0
fi
if cmp -s <(printf '%s\n' "$fresh") abi/symbols-1.25.tsv; then
  echo "ok abi/symbols-1.25.tsv is what pyirx 1.25.0's headers declare"
else
  diff -u abi/symbols-1.25.tsv <(printf '%s\n' "$fresh") | head -40 | sed 's/^/#   /'
  echo "not ok abi/symbols-1.25.tsv is what pyirx 1.25.0's headers declare (run make abi-list and commit)"
fi
