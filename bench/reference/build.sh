#!/usr/bin/env bash
# Builds an IRx C++ runtime twice, from the package index, as the benchmark's
# reference: as pyirx compiles it (its own helpers, its own flags, no -O flag)
# and the same sources at -O2. Nothing of IRx is kept in this repository:
# pyirx (with pyyaml, which 1.18 imports, and the pyarrow 24.x both pin; 1.25
# also pulls arx-arrowcpp-sources, whose Arrow C++ headers it compiles
# against next to pyarrow's) is installed from PyPI into a venv under the
# output directory.
#
# usage: bench/reference/build.sh <out-dir> [<pyirx version> [<features> [<builds>]]]
#   default: 1.18.0 with buffer,array,tensor,list,assertions (compile.py's);
#   issue 13's record-batch reference: 1.25.0 record_batch (which pulls in
#   array, as its feature metadata says); issue 28's differential check:
#   1.25.0 all shipped (every feature of pyirx's registry, the shipped
#   build only). JOBS=N compiles N sources at a time (default 2).
# Produces <out-dir>/out/{shipped,O2}/libirx_ref.a (<builds>: both by
# default, or a comma-separated subset), .../link-flags.txt
# (pyarrow's libarrow(_compute).so.2400 + rpath, as pyirx links it) and
# <out-dir>/out/include-dirs.txt (the feature objects' include dirs).
set -euo pipefail
out=${1:?usage: build.sh <out-dir> [<pyirx version> [<features> [<builds>]]]}
version=${2:-1.18.0}
features=${3:-}
builds=${4:-shipped,O2}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
venv=$out/venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "pyirx==$version" pyyaml
"$venv/bin/python" "$here/compile.py" "$out/out" ${features:+--features "$features"} \
  --builds "$builds" --jobs "${JOBS:-2}"
echo "reference runtime (pyirx $version) built in $out/out ($(ls "$out"/out/*/libirx_ref.a | tr '\n' ' '))"
