#!/usr/bin/env bash
# Runs every cargo-fuzz target and prints one ok/not ok line per target (a
# failed fuzz build is a failed result, not a stopped `make check`). Crashes
# land in fuzz/artifacts/<target>/ and the log in build/fuzz/<target>.log.
#
# Two budgets:
# * SECONDS (`make fuzz`): exploration. Each run starts from the committed
#   seeds (fuzz/corpus/<target>, read only), keeps what it finds in
#   build/fuzz/corpus/<target> for the next run, and draws a new random
#   seed every time.
# * runs:N (`make check`): a gate that gives (nearly) the same answer on
#   every machine. libFuzzer's seed is fixed and it stops after N inputs,
#   starting from the committed seeds and an empty scratch corpus, so it
#   mutates in the same order everywhere. Not exactly the same inputs:
#   coverage feedback varies a little between runs (std's hash maps are
#   seeded per process), so two runs keep slightly different corpora
#   (measured: 387 and 403 inputs kept of ipc_read's 20,000).
#   A random time-boxed run in CI would fail a submission on whatever new
#   finding chance turned up that day; new findings are `make fuzz`'s job,
#   and each one is committed as a seed or a regression test.
#
# Memory: a blow-up is a finding, not a slow run. Every target runs with
# libFuzzer's -malloc_limit_mb (one allocation) and -rss_limit_mb (the
# process) far below the 2 GiB defaults that let issue 29's bombs pass.
# The reading targets lower the runtime's expansion floor to 32 MiB
# (irx_runtime_fuzz::limit_expansion; the default is 256 MiB), so all a
# small input may justify is a few times 32 MiB: one allocation of 256 MiB
# (8x the floor) is an allocation the expansion budget did not charge, and
# 1.5 GiB of RSS leaves room for ASan's quarantine (256 MiB) and shadow.
# FUZZ_MALLOC_MB and FUZZ_RSS_MB override them.
#
# usage: fuzz-run.sh SECONDS|runs:N CARGO_FUZZ TARGET[:RUNS]...
# (a TARGET:RUNS gives that target its own run count for the gate, for the
# targets whose inputs cost the most; SECONDS runs ignore it)
# (the caller sets RUSTC_BOOTSTRAP=1 and CARGO_TARGET_DIR=fuzz/target)
set -u
malloc_mb=${FUZZ_MALLOC_MB:-256}
rss_mb=${FUZZ_RSS_MB:-1536}
seconds=${1:?usage: fuzz-run.sh SECONDS|runs:N CARGO_FUZZ TARGET...}
cargo_fuzz=${2:?}
shift 2
root=$(pwd)
mkdir -p build/fuzz
if ! make --no-print-directory fuzz-build > build/fuzz/build.log 2>&1; then
  tail -n 20 build/fuzz/build.log | sed 's/^/#   /'
  echo "not ok fuzz build (log: build/fuzz/build.log)"
  exit 0
fi
# What each run may keep: a fresh scratch corpus for the gate, the
# explorations' growing one otherwise.
case $seconds in
  runs:*) budget=(-seed=1 "-runs=${seconds#runs:}"); kept=scratch ;;
  *) budget=(-max_total_time="$seconds"); kept=corpus ;;
esac
for spec in "$@"; do
  target=${spec%%:*}
  run_budget=("${budget[@]}")
  if [ "$kept" = scratch ] && [ "$spec" != "$target" ]; then
    run_budget=(-seed=1 "-runs=${spec#*:}")
  fi
  scratch=$root/build/fuzz/$kept/$target
  if [ "$kept" = scratch ]; then rm -rf "$scratch"; fi
  mkdir -p "$scratch"
  log=build/fuzz/$target.log
  start=$SECONDS
  # The structure-aware targets need no seeds (any input decodes to a
  # description): they start from the scratch corpus alone.
  seeds=()
  if [ -d "fuzz/corpus/$target" ]; then seeds=("corpus/$target"); fi
  if (cd fuzz && "$cargo_fuzz" fuzz run "$target" "$scratch" "${seeds[@]}" -- \
        "${run_budget[@]}" -timeout=25 -malloc_limit_mb="$malloc_mb" -rss_limit_mb="$rss_mb" \
        -print_final_stats=1) > "$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "ok fuzz $target: $runs executions in $((SECONDS - start)) s (${run_budget[*]}), no crash"
  else
    grep -E 'panicked|ERROR: |SUMMARY|Test unit written' "$log" | head -n 8 | sed 's/^/#   /'
    echo "not ok fuzz $target (log: $log)"
  fi
done
