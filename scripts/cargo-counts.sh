#!/usr/bin/env bash
# cargo test's per-binary totals as "cargo PASSED FAILED" lines, which
# scripts/summarize.sh adds to the count of make check.
set -u
sed -n 's/^test result: [a-zA-Z]*\. \([0-9]*\) passed; \([0-9]*\) failed.*/cargo \1 \2/p' \
  "${1:?usage: cargo-counts.sh CARGO_TEST_LOG}"
