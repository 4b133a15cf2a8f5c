#!/usr/bin/env bash
# The committed generated files of IRx 1.25's checked irx_rb_api_* layer
# must be what scripts/apigen.py writes from its tables now (`make apigen`
# regenerates them).
#
# usage: check-apigen.sh SCRATCH_DIR
set -u
fresh=${1:?usage: check-apigen.sh SCRATCH_DIR}
rm -rf "$fresh"
if ! paths=$("${PYTHON3:-python3}" scripts/apigen.py "$fresh"); then
  echo "not ok scripts/apigen.py runs"; exit 0
fi
for path in $paths; do
  if cmp -s "$fresh/$path" "$path"; then
    echo "ok generated checked layer $path is up to date"
  else
    diff -u "$path" "$fresh/$path" 2>&1 | head -40 | sed 's/^/#   /'
    echo "not ok generated checked layer $path is up to date (run make apigen header and commit)"
  fi
done
