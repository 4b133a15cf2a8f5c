#!/usr/bin/env bash
# Tests the irx-runtime wheel (`make wheel`) as an Arx user gets it: one
# "ok"/"not ok wheel ..." line per check.
#
# 1. A venv (VENV) with the wheel and its `arx` extra (arxlang 1.25.0,
#    pyirx 1.25.0 from PyPI) installed by pip; kept between runs, where only
#    the wheel is reinstalled (a venv that cannot be made is a "not ok").
# 2. python/tests/test_wheel.py: the helpers, `python -m irx_runtime`, and
#    irx-arx's refusal of another pyirx/arxlang.
# 3. C programs compiled with the helpers' flags against each generation's
#    archive and the 1.25 shared library, run from another directory.
# 4. The `irx` console script builds a corpus program with --abi 1.25,
#    finding the wheel's 1.25 archive by itself.
# 5. Arx programs of tests/corpus-1.25 (arrays, lists, assertions,
#    exceptions, classes, a data-frame literal) built by irx-arx with every
#    C++ compiler name on PATH (c++, g++, clang++, $CXX) a stub that records
#    its call and fails: WHEEL_COMMAND_PROGRAM by the `irx-arx` command
#    itself, the others in one process through the same entry point
#    (python/tests/build_arx.py: importing arxlang costs ~30 s of CPU a
#    process); each run in an empty directory and compared byte for byte
#    with the corpus's stdout, stderr and status, and its dynamic section
#    read (only libc/libm needed, no rpath: nothing of pyarrow). Sources arx
#    refuses (python/tests/bad_*.x) give irx-arx's caller arx's own
#    diagnostics and status.
#
# usage: check-wheel.sh WHEEL_DIR VENV OUT_DIR
#        check-wheel.sh --prepare VENV   (makes VENV with the `arx` extra's
#          two packages only, so that `make check` fetches and installs them
#          beside its first step's build, in check-prep; step 1 then
#          installs the wheel with its extra into it: pip finds the extra
#          satisfied and fetches nothing)
set -u
have='import importlib.metadata as m; assert (m.version("pyirx"), m.version("arxlang")) == ("1.25.0", "1.25.0")'
if [ "${1:-}" = --prepare ]; then
  venv=${2:?usage: check-wheel.sh --prepare VENV}
  [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "$have" 2>/dev/null && exit 0
  rm -rf "$venv"
  "${PYTHON3:-python3}" -m venv "$venv" &&
    "$venv/bin/python" -m pip install -q --disable-pip-version-check arxlang==1.25.0 pyirx==1.25.0
  exit
fi
wheel_dir=${1:?usage: check-wheel.sh WHEEL_DIR VENV OUT_DIR}
venv=$(realpath -m "${2:?}")  # the builds run in other directories
out=${3:?}
corpus=tests/corpus-1.25
programs=${WHEEL_PROGRAMS:-tensor_literals list_dynamic list_out_of_range arithmetic_errors \
  exceptions_handlers exceptions_uncaught class_objects class_lifecycle dataframe_literal}
command_program=${WHEEL_COMMAND_PROGRAM:-dataframe_literal}
python=$venv/bin/python
root=$(pwd)

# shellcheck source=scripts/corpus-compare.sh
. "$(dirname "$0")/corpus-compare.sh"

# Runs EXE in an empty directory with no input and compares its stdout,
# stderr and status with corpus program NAME's; prints the differences as
# comments; status 0 when all three match.
matches_corpus() {
  run_in_scratch "$1" "$1"
  matches_expected "$1" "$root/$corpus/$2"
}

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

wheels=("$wheel_dir"/irx_runtime-*.whl)
if [ ${#wheels[@]} -ne 1 ] || [ ! -f "${wheels[0]}" ]; then
  echo "not ok wheel: expected one irx_runtime-*.whl in $wheel_dir (make wheel)"
  exit 0
fi
wheel=$(realpath "${wheels[0]}")
echo "# $(basename "$wheel"), $(du -k "$wheel" | cut -f1) KiB"
rm -rf "$out"
mkdir -p "$out"
out=$(realpath "$out")

# ---- 1. the venv ----------------------------------------------------------------
if [ -x "$python" ] && "$python" -c "$have" 2>/dev/null; then
  if "$python" -c 'import importlib.metadata as m; m.version("irx_runtime")' 2>/dev/null; then
    step=(--no-deps --force-reinstall "$wheel")
  else
    step=("$wheel[arx]") # a venv of --prepare: the extra is resolved, already satisfied
  fi
else
  rm -rf "$venv"
  "${PYTHON3:-python3}" -m venv "$venv" > "$out/venv.log" 2>&1
  step=("$wheel[arx]")
fi
started=$(now_ms)
if "$python" -m pip install -q --disable-pip-version-check "${step[@]}" >> "$out/venv.log" 2>&1 \
    && "$python" -c "$have" 2>/dev/null; then
  echo "# pip install ${step[*]}: $(( $(now_ms) - started )) ms"
  echo "ok wheel installs with arxlang 1.25.0 and pyirx 1.25.0"
else
  tail -n 20 "$out/venv.log" | sed 's/^/#   /'
  echo "not ok wheel installs with arxlang 1.25.0 and pyirx 1.25.0 (see $out/venv.log)"
  exit 0
fi
bin=$venv/bin

# ---- 2. the Python side -----------------------------------------------------------
"$python" python/tests/test_wheel.py || echo "not ok wheel: python/tests/test_wheel.py exited with $?"

# ---- 3. C against the helpers' flags ------------------------------------------------
# irx_runtime_expansion_limit is in both generations' irx_runtime.h.
cat > "$out/limits.c" <<'EOF'
#include <inttypes.h>
#include <stdio.h>
#include "irx_runtime.h"
int main(void) {
  uint64_t ratio = 0, floor_bytes = 0;
  irx_runtime_expansion_limit(&ratio, &floor_bytes);
  printf("%" PRIu64 " %" PRIu64 "\n", ratio, floor_bytes);
  return 0;
}
EOF
for spec in 1.18:static 1.25:static 1.25:shared; do
  abi=${spec%:*} kind=${spec#*:} exe=$out/limits-$abi-$kind
  shared=()
  [ "$kind" = shared ] && shared=(--shared)
  # shellcheck disable=SC2046 # the flags are words
  if cc -std=c99 -Wall -Werror $("$python" -m irx_runtime --cflags "$abi") -o "$exe" "$out/limits.c" \
      $("$python" -m irx_runtime --ldflags "$abi" "${shared[@]}") > "$exe.log" 2>&1 \
      && [ "$(cd / && "$exe")" = "1024 268435456" ]; then
    echo "ok wheel C program on the $abi $kind library"
  else
    sed 's/^/#   /' "$exe.log" | head -n 20
    echo "not ok wheel C program on the $abi $kind library"
  fi
done
needed=$(readelf -d "$out/limits-1.25-shared" 2>/dev/null | grep -o 'Shared library: \[libirx_runtime[^]]*\]')
soname=$(basename "$("$python" -m irx_runtime --library 1.25 --shared)")
if [ "$needed" = "Shared library: [$soname]" ]; then
  echo "ok wheel the 1.25 shared library is needed by its soname, $soname"
else
  echo "not ok wheel the 1.25 shared library: the program needs '$needed', the wheel has $soname"
fi

# ---- 4. irx from the wheel ------------------------------------------------------------
name=list_dynamic
if (cd "$out" && "$bin/irx" build --abi 1.25 "$root/$corpus/$name.ll" -o "$out/irx-$name") > "$out/irx.log" 2>&1 \
    && matches_corpus "$out/irx-$name" "$name"; then
  echo "ok wheel irx build --abi 1.25 finds the wheel's 1.25 archive"
else
  sed 's/^/#   /' "$out/irx.log" | head -n 20
  echo "not ok wheel irx build --abi 1.25 finds the wheel's 1.25 archive"
fi

# ---- 5. Arx programs through irx-arx ----------------------------------------------------
stubs=$out/stubs
mkdir -p "$stubs" "$out/command" "$out/batch"
for cxx in c++ g++ clang++ clang++-14 clang++-19; do
  printf '#!/bin/sh\necho "$0 $*" >> %s/cxx-invoked\nexit 1\n' "$out" > "$stubs/$cxx"
  chmod +x "$stubs/$cxx"
done
others=()
for name in $programs; do
  [ "$name" = "$command_program" ] || others+=("$root/$corpus/$name.x")
done
refused=()
for bad in python/tests/bad_*.x; do refused+=(--refused "$root/$bad"); done
started=$(now_ms)
# The command and the batch run side by side (two cores), each in its own
# directory.
(cd "$out/command" && PATH=$stubs:$PATH CXX=$stubs/c++ "$bin/irx-arx" "$root/$corpus/$command_program.x" \
   -o "$out/command/$command_program" > "$command_program.build.stdout" 2> "$command_program.build.stderr"
 echo $? > "$command_program.build.status"; now_ms > done) &
(cd "$out/batch" && PATH=$stubs:$PATH CXX=$stubs/c++ "$python" "$root/python/tests/build_arx.py" "$out/batch" \
   "${refused[@]}" "${others[@]}") 2> "$out/batch.log"
wait
echo "# irx-arx $command_program: $(( $(cat "$out/command/done") - started )) ms;" \
  "the other ${#others[@]} in one process: $(( $(now_ms) - started )) ms"
sed -n 's/^# built/#   built/p' "$out/batch.log"

if [ -e "$out/cxx-invoked" ]; then
  sed 's/^/#   /' "$out/cxx-invoked"
  echo "not ok wheel irx-arx invoked no C++ compiler"
else
  echo "ok wheel irx-arx invoked no C++ compiler"
fi
for name in $programs; do
  dir=$out/batch how="one process"
  [ "$name" = "$command_program" ] && dir=$out/command how="the command"
  exe=$dir/$name
  if [ "$(cat "$dir/$name.build.status" 2>/dev/null)" != 0 ] || [ -s "$dir/$name.build.stdout" ] \
      || [ -s "$dir/$name.build.stderr" ] || [ ! -x "$exe" ]; then
    cat "$dir/$name.build.stderr" "$out/batch.log" 2>/dev/null | grep -v '^# built' | tail -n 20 | sed 's/^/#   /'
    echo "not ok wheel irx-arx $name ($how): does not build silently"
    continue
  fi
  if matches_corpus "$exe" "$name"; then
    echo "ok wheel irx-arx $name ($how)"
  else
    echo "not ok wheel irx-arx $name ($how)"
  fi
  # Only libc and libm (and the dynamic loader), and no rpath: pyarrow's
  # libraries are neither needed nor findable.
  dynamic=$(readelf -d "$exe")
  libs=$(echo "$dynamic" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' \
    | grep -v -x -e 'libc.so.6' -e 'libm.so.6' -e 'ld-linux-x86-64.so.2')
  if [ -z "$libs" ] && ! echo "$dynamic" | grep -q -e RPATH -e RUNPATH; then
    echo "ok wheel irx-arx $name needs only libc and libm"
  else
    echo "#   $(echo "$dynamic" | grep -e NEEDED -e RPATH -e RUNPATH | tr -s ' ')"
    echo "not ok wheel irx-arx $name needs only libc and libm"
  fi
done
exit 0
