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
# clippy's check build has a target directory of its own (the Makefile's
# STYLE_TARGET_DIR), so every build script runs again there. zstd-sys's
# compiles the vendored zstd C library (about 26 s of CPU on a cold run)
# for a build that links nothing; told to use pkg-config, it only looks up
# the system's libzstd (.ci/run installs libzstd-dev and pkg-config). The
# tests and the archives still build the vendored one.
export ZSTD_SYS_USE_PKG_CONFIG=1
check "cargo clippy --all-targets -D warnings" \
  cargo clippy -q --workspace --all-targets --features irx-runtime/fault-injection -- -D warnings
