#!/usr/bin/env bash
# Builds the IRx 1.18.0 C++ runtime twice, from the package index, as the
# benchmark's reference: as pyirx compiles it (its own helpers, no -O flag)
# and the same sources at -O2. Nothing of IRx is kept in this repository:
# pyirx==1.18.0 (with pyyaml, which it imports, and the pyarrow 24.x it pins)
# is installed from PyPI into a venv under the output directory.
#
# usage: bench/reference/build.sh <out-dir>
# Produces <out-dir>/out/{shipped,O2}/libirx_ref.a, .../link-flags.txt
# (pyarrow's libarrow.so.2400 + rpath, as pyirx links it) and
# <out-dir>/out/include-dirs.txt (the feature objects' include dirs).
set -euo pipefail
out=${1:?usage: build.sh <out-dir>}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
venv=$out/venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "pyirx==1.18.0" pyyaml
"$venv/bin/python" "$here/compile.py" "$out/out"
echo "reference runtime built in $out/out ($(ls "$out"/out/*/libirx_ref.a | tr '\n' ' '))"
