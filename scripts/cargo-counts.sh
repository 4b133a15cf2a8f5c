#!/usr/bin/env bash
# The Rust tests' totals as "cargo PASSED FAILED" lines, which
# scripts/summarize.sh adds to the count of make check: cargo test's
# "test result:" line of each binary, or cargo-nextest's one "Summary"
# line ("N tests run: P passed, ..."; what did not pass failed). A log
# with neither (the tests did not build) counts as one failure.
set -u
log=${1:?usage: cargo-counts.sh CARGO_TEST_LOG}
{
  sed -n 's/^test result: [a-zA-Z]*\. \([0-9]*\) passed; \([0-9]*\) failed.*/cargo \1 \2/p' "$log"
  sed -n 's/^ *Summary \[[^]]*\] \([0-9]*\) tests\{0,1\} run: \([0-9]*\) passed.*/\1 \2/p' "$log" |
    while read -r run passed; do echo "cargo $passed $((run - passed))"; done
} > "$log.counts"
if [ -s "$log.counts" ]; then cat "$log.counts"; else echo "cargo 0 1"; fi
rm -f "$log.counts"
