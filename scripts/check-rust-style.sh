#!/usr/bin/env bash
# The gates every commit passes before anything else: rustfmt and clippy
# (warnings are errors, every target, the test feature included). Each is
# one counted result line; the output of a failure is shown.
set -u
check() {
  local name=$1; shift
  if out=$("$@" 2>&1); then
    echo "ok $name"
  else
    printf '%s\n' "$out" | tail -n 30 | sed 's/^/#   /'
    echo "not ok $name"
  fi
}
check "cargo fmt --check" cargo fmt --all -- --check
check "cargo clippy --all-targets -D warnings" \
  cargo clippy -q --workspace --all-targets --features irx-runtime/fault-injection -- -D warnings
