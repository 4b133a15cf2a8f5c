#!/usr/bin/env bash
# Unpacks the pyirx wheel of VERSION into DIR (DIR/irx/builder/runtime/...
# then holds its native headers), for the C program that is compiled
# against pyirx's own headers. Nothing of pyirx is committed: the wheel
# comes from PyPI through pip, or from PYIRX_WHEEL (a local .whl of that
# version) when set.
#
# usage: fetch-pyirx.sh VERSION DIR
set -eu
version=${1:?usage: fetch-pyirx.sh VERSION DIR}
dir=${2:?usage: fetch-pyirx.sh VERSION DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
wheel=${PYIRX_WHEEL:-}
if [ -z "$wheel" ]; then
  ${PYTHON3:-python3} -m pip download --quiet "pyirx==$version" --no-deps --only-binary :all: -d "$tmp" >&2
  wheel=$(ls "$tmp"/pyirx-"$version"-*.whl)
fi
case "$(basename "$wheel")" in
  pyirx-"$version"-*.whl) ;;
  *) echo "fetch-pyirx.sh: $wheel is not a pyirx $version wheel" >&2; exit 1 ;;
esac
rm -rf "$dir" && mkdir -p "$dir"
${PYTHON3:-python3} -m zipfile -e "$wheel" "$dir"
touch "$dir/.unpacked"
