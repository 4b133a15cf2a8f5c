#!/usr/bin/env bash
# The committed runtime/src/rb/api_generated.rs (IRx 1.25's checked
# irx_rb_api_* layer) must be what scripts/apigen.py writes from its table
# now (`make apigen` regenerates it).
#
# usage: check-apigen.sh SCRATCH_FILE
set -u
fresh=${1:?usage: check-apigen.sh SCRATCH_FILE}
if ! "${PYTHON3:-python3}" scripts/apigen.py "$fresh"; then
  echo "not ok scripts/apigen.py runs"; exit 0
fi
if cmp -s "$fresh" runtime/src/rb/api_generated.rs; then
  echo "ok generated checked layer is up to date"
else
  diff -u runtime/src/rb/api_generated.rs "$fresh" | head -40 | sed 's/^/#   /'
  echo "not ok generated checked layer is up to date (run make apigen header and commit)"
fi
