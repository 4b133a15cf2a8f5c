#!/usr/bin/env bash
# Every C entry point of the archive must come from the #[export] attribute
# (runtime/macros): that is what names it in its own error messages, catches
# its panics and clears its outputs. The attribute is the only thing in the
# source allowed to add #[unsafe(no_mangle)], so an unmangled symbol of ours
# that is not in irx-headergen's list of #[export] functions bypassed it.
#
# Usage: check-exports.sh ARCHIVE   (prints ok/not ok lines)
set -euo pipefail
archive=${1:?usage: check-exports.sh ARCHIVE}

exported=$(cargo run -q -p irx-headergen -- --list-exports)
# Unmangled global text symbols, minus what std and compiler-builtins bring
# (the __* builtins, rust_eh_personality); ours are irx_* and __arx_*.
unmangled=$(nm -g --defined-only "$archive" 2>/dev/null | awk '
  $2 != "T" { next }
  $3 ~ /^(_ZN|_R)/ || $3 == "rust_eh_personality" { next }
  $3 ~ /^__/ && $3 !~ /^__arx_/ { next }
  { print $3 }' | sort -u)

bypass=$(comm -23 <(printf '%s\n' "$unmangled") <(printf '%s\n' "$exported"))
missing=$(comm -13 <(printf '%s\n' "$unmangled") <(printf '%s\n' "$exported"))
count=$(printf '%s\n' "$exported" | sed '/^$/d' | wc -l)

if [ -z "$bypass" ]; then
  echo "ok every unmangled symbol of the archive is an #[export] function ($count)"
else
  echo "$bypass" | sed 's/^/#   not through #[export]: /'
  echo "not ok every unmangled symbol of the archive is an #[export] function"
fi
if [ -z "$missing" ]; then
  echo "ok every #[export] function is in the archive"
else
  echo "$missing" | sed 's/^/#   missing from the archive: /'
  echo "not ok every #[export] function is in the archive"
fi
