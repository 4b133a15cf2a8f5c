#!/usr/bin/env bash
# make demo: what this project is, shown to someone who has never seen it.
# First the headline (a C program's size and what it links: no libarrow,
# no libstdc++; a Parquet file pyarrow wrote, read by it, then read again
# from an S3 server and over HTTP on 127.0.0.1; an Arx program
# built and run on this runtime, and its uncaught exception as a
# diagnostic), then a tour (the IR emitter and `irx`, record batches, data
# frames, Parquet codecs and limits), then a summary of what was shown.
# Each step echoes the command it runs; a step that fails stops the demo.
#
# usage: demo.sh   (the Makefile passes CARGO, CC, CXX, CSTD, CWARN, LIB,
#                   LIB_125, IRX, NATIVE_LIBS, LINK_GC, DEMO_CLANG, BUILD,
#                   PYTHON3 in the environment)
set -euo pipefail
: "${LIB:?}" "${LIB_125:?}" "${IRX:?}" "${NATIVE_LIBS:?}" "${BUILD:?}"
CARGO=${CARGO:-cargo} CC=${CC:-cc} PYTHON3=${PYTHON3:-python3}
DEMO_CLANG=${DEMO_CLANG:-clang} LINK_GC=${LINK_GC:-}
CSTD=${CSTD:--std=c99} CWARN=${CWARN:-}
out=$BUILD/demo
venv=$BUILD/venv-interop
mkdir -p "$out"
start=$(date +%s)
summary=()

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }
# Runs a command expected to fail with exit status $1.
run_failing() {
  local want=$1; shift
  printf '$ %s\n' "$*"
  local got=0
  "$@" || got=$?
  if [ "$got" != "$want" ]; then
    echo "demo: exit status $got, expected $want" >&2
    exit 1
  fi
  echo "(exit status $got, as expected)"
}
# shellcheck disable=SC2206 # flags are words
cflags=($CSTD $CWARN)
# shellcheck disable=SC2206
libs=($NATIVE_LIBS $LINK_GC)

# ---- 1. The headline ---------------------------------------------------------
step "1. A C program on this runtime: how big it is, and what it needs at run time"
run "$CC" "${cflags[@]}" -O2 -Iinclude -o "$out/parquet_sum" examples/parquet_sum.c "$LIB" "${libs[@]}" -s
size=$(stat -c %s "$out/parquet_sum")
printf 'examples/parquet_sum.c (streaming Parquet reader, ZSTD/Snappy/... codecs) -> %s: %s bytes (%s KiB), stripped\n' \
  "$out/parquet_sum" "$size" "$((size / 1024))"
run ldd "$out/parquet_sum"
if ldd "$out/parquet_sum" | grep -Eq 'libarrow|libparquet|libstdc\+\+'; then
  echo "demo: the program needs libarrow or libstdc++" >&2
  exit 1
fi
echo "no libarrow, no libparquet, no libstdc++: one static archive and the C library"
summary+=("a C program reading Parquet is $((size / 1024)) KiB and needs only the C library (IRx 1.18's runtime needs a C++ toolchain and a 55 MB libarrow.so)")

step "2. A Parquet file that pyarrow wrote, read by that program"
if ! "$venv/bin/python" -c 'import pyarrow, pytest, numpy, moto.server, boto3' 2>/dev/null; then
  # The interop tests' venv (scripts/run-interop.sh makes the same one).
  echo "creating $venv with pyarrow from PyPI (once; make check uses it too) ..."
  rm -rf "$venv"
  if ! { "$PYTHON3" -m venv "$venv" && "$venv/bin/python" -m pip install -q pyarrow pytest 'numpy>=2.1' 'moto[server]'; } \
       >"$venv.log" 2>&1; then
    tail -n 5 "$venv.log"
    rm -rf "$venv"
  fi
fi
if [ -x "$venv/bin/python" ]; then
  data=$out/readings.parquet
  run "$venv/bin/python" examples/data/make-readings.py "$data"
  run "$venv/bin/python" -c "import pyarrow as pa, pyarrow.parquet as pq, pyarrow.compute as pc
t = pq.read_table('$data')
print(f'pyarrow {pa.__version__} wrote {t.num_rows} rows; pyarrow says sum(value) = {pc.sum(t[\"value\"]).as_py():g}, {t[\"value\"].null_count} nulls')"
  how="written just now by pyarrow"
else
  data=examples/data/readings.parquet
  echo "(no pyarrow: PyPI unreachable; $venv.log says why. Reading the copy pyarrow wrote for make check-examples.)"
  how="written by pyarrow (examples/data/make-readings.py)"
fi
run "$out/parquet_sum" "$data" value
run "$out/parquet_sum" "$data" id
echo "the same read with the runtime's worker pool at one thread and at two (IRX_NUM_THREADS, or irx_runtime_set_threads from C): row groups decoded in parallel, the same answer"
run env IRX_NUM_THREADS=1 "$out/parquet_sum" "$data" value
run env IRX_NUM_THREADS=2 "$out/parquet_sum" "$data" value
echo "and written: examples/parquet_copy.c streams it into a new file, ZSTD, in row groups of 500 rows;"
echo "at two threads the columns and the row groups are encoded in parallel, and the file is byte for byte the same"
run "$CC" "${cflags[@]}" -O2 -Iinclude -o "$out/parquet_copy" examples/parquet_copy.c "$LIB" "${libs[@]}"
run env IRX_NUM_THREADS=1 "$out/parquet_copy" "$data" "$out/copy-1.parquet" zstd 500
run env IRX_NUM_THREADS=2 "$out/parquet_copy" "$data" "$out/copy-2.parquet" zstd 500
run cmp "$out/copy-1.parquet" "$out/copy-2.parquet"
run "$out/parquet_sum" "$out/copy-2.parquet" value
summary+=("a Parquet file $how read back by it, value for value, on one thread and on two, and copied by a streaming writer to the same bytes at either")

step "3. Parquet kept on an S3-compatible server and behind plain HTTP, read by the same program"
if [ -x "$venv/bin/python" ]; then
  echo "moto's S3 server and a range-serving HTTP server, both on 127.0.0.1 (examples/remote_read.py):"
  echo "the program only names the file by its URI; the runtime fetches the footer and the column's chunks"
  run "$venv/bin/python" examples/remote_read.py "$out/parquet_sum" "$out"
  summary+=("a Parquet file read by that program from an S3 server (s3://bucket/key?endpoint_override=...) and over HTTP range requests, fetching only what the read needs")
else
  echo "(no venv with moto: PyPI unreachable; $venv.log says why)"
fi

step "4. An Arx program built and run on this runtime"
arx_cmd=""
for c in "$(command -v irx-arx 2>/dev/null || true)" "$BUILD"/wheel*/venv/bin/irx-arx; do
  if [ -n "$c" ] && [ -x "$c" ]; then arx_cmd=$c; break; fi
done
if [ -n "$arx_cmd" ]; then
  echo "examples/primes.x, compiled by arxlang 1.25 through the wheel's command ($arx_cmd):"
  run "$arx_cmd" examples/primes.x -o "$out/primes"
  summary+=("an Arx program (examples/primes.x) compiled by arxlang through the wheel's irx-arx, linked with this runtime, no C++ compiler involved")
else
  echo "irx-arx (this project's wheel: make wheel; pip install build/wheel/irx_runtime-*.whl arxlang==1.25.0)"
  echo "is not installed, so the demo builds the IR arxlang 1.25 emitted for examples/primes.x"
  echo "(examples/primes.ll, committed) with irx build --abi 1.25:"
  run "$IRX" build examples/primes.ll -o "$out/primes" --abi 1.25 --clang "$DEMO_CLANG" --runtime "$LIB_125"
  summary+=("an Arx program (examples/primes.ll, arxlang 1.25's IR for examples/primes.x) linked with this runtime by irx build --abi 1.25")
fi
run "$out/primes"
run ldd "$out/primes"
echo "An uncaught exception (tests/corpus-1.25/exceptions_uncaught.x) through irx run: pyirx 1.25's"
echo "ARX_EXCEPTION report lines become file:line:col diagnostics, or JSON with --json:"
run_failing 1 "$IRX" run tests/corpus-1.25/exceptions_uncaught.ll --abi 1.25 --clang "$DEMO_CLANG" --runtime "$LIB_125"
run_failing 1 "$IRX" run tests/corpus-1.25/exceptions_uncaught.ll --abi 1.25 --clang "$DEMO_CLANG" --runtime "$LIB_125" --json
summary+=("an uncaught Arx exception reported as file:line:col diagnostics and JSON by irx run")

# ---- 2. The tour ---------------------------------------------------------------
# emitter/examples/demo.rs is a front end in miniature: it writes its module
# as LLVM IR (the dialect follows $DEMO_CLANG --version), `irx build` links it
# (clang + the archive + only the active features' flags), and it runs.
step "5. The IR emitter and irx: a program emitted as LLVM IR, its runtime features, built and run"
run "$CARGO" run --release -q -p irx-emitter --example demo -- --clang "$DEMO_CLANG" -o "$out/demo.ll" \
  --failing "$out/failing.ll" --dataframe "$out/dataframe.ll"
run "$IRX" features "$out/demo.ll" --runtime "$LIB"
run "$IRX" build "$out/demo.ll" -o "$out/demo" --clang "$DEMO_CLANG" --runtime "$LIB"
run "$out/demo"
echo "irx inspect: the ABI records of what demo.ll exports"
run "$IRX" inspect "$out/demo.ll"
echo "irx run on a program whose assertion fails (1.18's ARX_ASSERT_FAIL line):"
run_failing 1 "$IRX" run "$out/failing.ll" --clang "$DEMO_CLANG" --runtime "$LIB"
run_failing 1 "$IRX" run "$out/failing.ll" --clang "$DEMO_CLANG" --runtime "$LIB" --json
summary+=("irx: IR emitted, its features listed, built, run, inspected; a failing assertion as a diagnostic")

step "6. pyirx 1.25's record batches from C: build, Arrow IPC round trip, zero-copy reads"
run "$CC" "${cflags[@]}" -Iinclude -o "$out/record_batch" examples/record_batch.c "$LIB" "${libs[@]}"
run "$out/record_batch"
step "7. pyirx 1.25's data frames from C: a table, checked compute, Parquet (ZSTD, a pushed-down filter), a snapshot dataset, CSV"
run "$CC" "${cflags[@]}" -Iinclude -o "$out/dataframe" examples/dataframe.c "$LIB" "${libs[@]}"
run "$out/dataframe"
step "8. The compute kernels' vector instructions: picked at run time, each kernel at most the widest level measured faster, the same answers at every level"
cat > "$out/simd_level.c" <<'EOF'
#include <stdio.h>

#include "irx_runtime.h"

int main(void) {
  printf("the widest vector instructions the compute kernels may use here: %s\n", irx_runtime_simd_level());
  return 0;
}
EOF
run "$CC" "${cflags[@]}" -Iinclude -o "$out/simd_level" "$out/simd_level.c" "$LIB" "${libs[@]}"
run "$out/simd_level"
run env IRX_SIMD_LEVEL=none "$out/simd_level"
echo "step 7's program at the widest level this CPU has and at none (baseline x86-64): the same output"
"$out/dataframe" > "$out/dataframe.widest"
IRX_SIMD_LEVEL=none "$out/dataframe" > "$out/dataframe.none"
run cmp "$out/dataframe.widest" "$out/dataframe.none"
echo "identical ($(wc -l < "$out/dataframe.none") lines); make check-avx512 compares AVX-512 with the scalar level, on an emulated CPU (Linux booted in Bochs)"
summary+=("compute kernels compiled for baseline x86-64 and AVX2 (the pairwise sums for AVX-512 too), picked at run time up to the widest level measured faster for each (IRX_SIMD_LEVEL, irx_runtime_simd_level()), with the same answers at every level")
step "9. Parquet with every codec 1.25 names, and a small file refused under a lowered expansion limit"
run "$CC" "${cflags[@]}" -Iinclude -o "$out/limits" examples/limits.c "$LIB" "${libs[@]}"
run "$out/limits"
step "10. A pyirx 1.25 program with a data-frame literal, built with irx build --abi 1.25"
run "$IRX" build "$out/dataframe.ll" -o "$out/dataframe-125" --abi 1.25 --clang "$DEMO_CLANG" --runtime "$LIB_125"
run "$out/dataframe-125"
summary+=("record batches, Arrow IPC, data frames, compute, Parquet (every codec, filters, datasets), CSV and the limits on hostile input, from C")

step "What was shown ($(($(date +%s) - start)) s)"
for line in "${summary[@]}"; do echo "  - $line"; done
cat <<'EOF'
Next: docs/C-QUICKSTART.md (which API for what, errors, ownership), examples/
(each one built and run by make check-examples), README.md (make check runs every test).
EOF
