#!/usr/bin/env bash
# Every C entry point of the archive goes through `#[export]`: the global
# text symbols of libirx_runtime.a must be exactly the functions
# `irx-headergen --list-exports` finds under the attribute, apart from what
# the Rust toolchain itself defines (std, compiler-builtins).
#
# A symbol counts as ours unless it is Rust-mangled (`_ZN...`, `_R...`: not
# callable by name from C) or one the toolchain's own libraries define
# unmangled (rust_eh_personality, compiler-builtins' __udivti3, ...). That
# set is read from the sysroot's rlibs, not written down here, so a
# `#[no_mangle] fn anything` of ours (or of a dependency) shows up whatever
# its name.
#
# usage: check-exports.sh [ARCHIVE [ABI]]   (run from the workspace root;
#        ABI 1.25 for the pyirx 1.25 generation's archive)
set -u
archive=${1:-target/release/libirx_runtime.a}
abi=${2:-1.18}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
suffix=""; [ "$abi" = 1.18 ] || suffix=" (ABI $abi)"
check() { if eval "$2"; then echo "ok $1$suffix"; else echo "not ok $1$suffix"; fi; }
# Up to 10 names of a list, for the log.
show() { [ -s "$2" ] && head -n 10 "$2" | sed "s/^/#   $1: /"; return 0; }

if [ ! -f "$archive" ]; then
  echo "not ok $archive exists (run make lib)"; exit 0
fi
if ! cargo run -q -p irx-headergen -- --abi "$abi" --list-exports > "$tmp/exports" 2> "$tmp/headergen.err" \
   || [ ! -s "$tmp/exports" ]; then
  sed 's/^/#   /' "$tmp/headergen.err"
  echo "not ok irx-headergen --list-exports lists the #[export] functions"; exit 0
fi
sort -u -o "$tmp/exports" "$tmp/exports"

# Unmangled global symbols the toolchain's libraries define. readelf, not
# nm: binutils' nm cannot read the LLVM bitcode these objects also carry
# and silently skips them.
sysroot_lib="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/lib"
readelf -sW "$sysroot_lib"/*.rlib 2>/dev/null \
  | awk '($5 == "GLOBAL" || $5 == "WEAK") && $7 != "UND" && NF >= 8 { print $8 }' \
  | grep -Ev '^(_ZN|_R)' | sort -u > "$tmp/toolchain"
check "the Rust toolchain's libraries were read (rust_eh_personality among their symbols)" \
  'grep -qx rust_eh_personality "$tmp/toolchain"'
# Members nm cannot read (LLVM bitcode it cannot parse) are reported as
# having no symbols; only the toolchain's own objects may be among them,
# or a bypass could hide in an object of ours that nm skipped.
for rlib in "$sysroot_lib"/*.rlib; do ar t "$rlib"; done 2>/dev/null | sort -u > "$tmp/toolchain-members"

# The C (and assembly) objects of the dependencies that vendor a C library
# (zstd-sys: libzstd, the Parquet ZSTD codec; ring: AES-GCM for Parquet
# encryption), compiled by their build scripts into the archive. Their
# symbols are those libraries' own (ZSTD_*, ring_core_*), not ours, so they
# are left out of the checks below; every other object is ours or the
# toolchain's.
find target -path '*/build/zstd-sys-*/out/*.o' -o -path '*/build/ring-*/out/*.o' 2>/dev/null \
  | sed 's|.*/||' | sort -u > "$tmp/vendored"
echo "# $(wc -l < "$tmp/vendored") objects of vendored C libraries (zstd-sys, ring) known to the build"
nm -A -g --defined-only "$archive" 2> "$tmp/nm.err" \
  | awk 'NR == FNR { vendored[$1] = 1; next } { split($1, at, ":"); if (!(at[2] in vendored)) print }' \
      "$tmp/vendored" - > "$tmp/nm"
# bfd's nm prints `archive:member:address TYPE name`.
awk 'NF == 3 && $2 == "T" { print $3 }' "$tmp/nm" | sort -u > "$tmp/text"
sed -n 's/^nm: \(.*\): no symbols$/\1/p' "$tmp/nm.err" | sort -u > "$tmp/unread"
comm -23 "$tmp/unread" "$tmp/toolchain-members" | comm -23 - "$tmp/vendored" > "$tmp/unread-ours"
show "unread" "$tmp/unread-ours"
check "nm reads every object of the archive that is not the toolchain's" '[ ! -s "$tmp/unread-ours" ]'

# Ours: unmangled global text symbols the toolchain does not define.
grep -Ev '^(_ZN|_R)' "$tmp/text" | comm -23 - "$tmp/toolchain" > "$tmp/ours"
comm -23 "$tmp/ours" "$tmp/exports" > "$tmp/bypass"
comm -13 "$tmp/ours" "$tmp/exports" > "$tmp/missing"
echo "# $(wc -l < "$tmp/exports") #[export] functions; $(wc -l < "$tmp/ours") unmangled text symbols of ours in $archive"
show "not through #[export]" "$tmp/bypass"
check "every unmangled text symbol of the archive (not the toolchain's) is an #[export] function" \
  '[ ! -s "$tmp/bypass" ]'
show "missing" "$tmp/missing"
check "every #[export] function is a global text symbol of the archive" '[ ! -s "$tmp/missing" ]'
# Nothing else of ours is global: a `#[no_mangle] static` would be a data
# (D/B/R) symbol, which C could link to without going through a function.
awk 'NF == 3 && $2 != "T" { print $3 }' "$tmp/nm" | grep -Ev '^(_ZN|_R)' | sort -u \
  | comm -23 - "$tmp/toolchain" > "$tmp/data"
show "not a function" "$tmp/data"
check "no other unmangled global symbol of ours (data, weak) is in the archive" '[ ! -s "$tmp/data" ]'
