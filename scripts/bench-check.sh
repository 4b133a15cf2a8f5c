#!/usr/bin/env bash
# `make check`'s look at the benchmarks: the quick harnesses against our
# archive only (bench.c and any others given: the record-batch bench_rb.c,
# the data-frame bench_frame.c, the series compute bench_compute.c,
# CSV's bench_csv.c; no network, no timing asserted: every
# measured result is verified by the harness itself), and the reference
# build scripts parse.
#
# usage: bench-check.sh BENCH_OURS OUTPUT_FILE [OTHER_HARNESS_OURS...]
set -u
bench=${1:?usage: bench-check.sh BENCH_OURS OUTPUT_FILE [OTHER_HARNESS_OURS...]}
out=${2:?}
shift 2
impls=(--impl ours="$bench")
what="bench QUICK run against ours"
for other in "$@"; do
  impls+=(--impl ours="$other")
  what="bench QUICK run against ours ($((1 + $#)) harnesses)"
done
if python3 bench/run.py "${impls[@]}" --scale 0.01 --reps 1 --rounds 1 > "$out" 2>&1; then
  echo "ok $what: every measured result verified"
else
  sed 's/^/#   /' "$out" | tail -20
  echo "not ok $what: every measured result verified"
fi
if bash -n bench/reference/build.sh \
   && python3 -m py_compile bench/reference/compile.py bench/run.py bench/emit_compare.py bench/pyirx_translate.py; then
  echo "ok bench reference build scripts parse"
else
  echo "not ok bench reference build scripts parse"
fi
