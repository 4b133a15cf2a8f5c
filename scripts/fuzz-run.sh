#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS each and prints one ok/not ok
# line per target (a failed fuzz build is a failed result, not a stopped
# `make check`). Each run starts from the committed seeds
# (fuzz/corpus/<target>, read only) and keeps what it finds in
# build/fuzz/corpus/<target>; crashes land in fuzz/artifacts/<target>/ and
# the log in build/fuzz/<target>.log.
#
# usage: fuzz-run.sh SECONDS CARGO_FUZZ TARGET...
# (the caller sets RUSTC_BOOTSTRAP=1 and CARGO_TARGET_DIR=fuzz/target)
set -u
seconds=${1:?usage: fuzz-run.sh SECONDS CARGO_FUZZ TARGET...}
cargo_fuzz=${2:?}
shift 2
root=$(pwd)
mkdir -p build/fuzz
if ! make --no-print-directory fuzz-build > build/fuzz/build.log 2>&1; then
  tail -n 20 build/fuzz/build.log | sed 's/^/#   /'
  echo "not ok fuzz build (log: build/fuzz/build.log)"
  exit 0
fi
for target in "$@"; do
  mkdir -p "build/fuzz/corpus/$target"
  log=build/fuzz/$target.log
  if (cd fuzz && "$cargo_fuzz" fuzz run "$target" "$root/build/fuzz/corpus/$target" "corpus/$target" -- \
        -max_total_time="$seconds" -timeout=25 -print_final_stats=1) > "$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "ok fuzz $target: $runs executions in $seconds s, no crash"
  else
    grep -E 'panicked|ERROR|SUMMARY|Test unit written' "$log" | head -n 8 | sed 's/^/#   /'
    echo "not ok fuzz $target (log: $log)"
  fi
done
