#!/usr/bin/env bash
# What a program linking libirx_runtime.a can see of it: the global symbols
# of the archive must be exactly the functions `irx-headergen
# --list-exports` finds under the `#[export]` attribute, plus the
# generation's marker symbol (scripts/finish-archive.sh), and nothing else:
# no symbol of the bundled C libraries (libzstd's ZSTD_*, HUF_*, FSE_*,
# ring's), of the Rust toolchain (std, compiler-builtins,
# rust_eh_personality) or of a dependency, mangled or not, which a program
# or another library linked beside ours could meet.
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
marker=irx_runtime_abi_${abi/./_}
value=$(printf '%016x' "${abi/./}")

if [ ! -f "$archive" ]; then
  echo "not ok $archive exists (run make lib)"; exit 0
fi
if ! cargo run -q -p irx-headergen -- --abi "$abi" --list-exports > "$tmp/exports" 2> "$tmp/headergen.err" \
   || [ ! -s "$tmp/exports" ]; then
  sed 's/^/#   /' "$tmp/headergen.err"
  echo "not ok irx-headergen --list-exports lists the #[export] functions"; exit 0
fi
sort -u -o "$tmp/exports" "$tmp/exports"

# One object (ld -r of every member): the members nm cannot read (LLVM
# bitcode) or that a program could pull in apart from ours are gone.
ar t "$archive" > "$tmp/members"
check "the archive is one object ($(wc -l < "$tmp/members") member: $(tr '\n' ' ' < "$tmp/members"))" \
  '[ "$(wc -l < "$tmp/members")" = 1 ]'
# bfd's nm prints `archive:member:address TYPE name`.
nm -A -g --defined-only "$archive" 2> "$tmp/nm.err" > "$tmp/nm"
check "nm reads the archive" '[ ! -s "$tmp/nm.err" ] && [ -s "$tmp/nm" ]'
awk 'NF == 3 { print $3 }' "$tmp/nm" | sort > "$tmp/global"
awk 'NF == 3 && $2 == "T" { print $3 }' "$tmp/nm" | sort -u > "$tmp/text"
echo "# $(wc -l < "$tmp/exports") #[export] functions; $(wc -l < "$tmp/global") global symbols in $archive"

grep -E '^(ZSTD_|ZSTDv|HUF_|FSE_|ZDICT_|COVER_|ring_core_|_ZN|_R|rust_|__rust|__udiv|__mul)' "$tmp/global" \
  > "$tmp/bundled"
show "bundled" "$tmp/bundled"
check "no global symbol of the bundled libzstd, ring or the Rust toolchain" '[ ! -s "$tmp/bundled" ]'
comm -23 "$tmp/text" "$tmp/exports" > "$tmp/bypass"
show "not through #[export]" "$tmp/bypass"
check "every global function of the archive is an #[export] function" '[ ! -s "$tmp/bypass" ]'
comm -13 "$tmp/text" "$tmp/exports" > "$tmp/missing"
show "missing" "$tmp/missing"
check "every #[export] function is a global function of the archive" '[ ! -s "$tmp/missing" ]'
# Besides the functions, only the marker: an absolute symbol whose value is
# the generation (a `#[no_mangle] static` would be a data symbol C could
# link to without going through a function).
awk 'NF == 3 && $2 != "T" { print $2, $3, $1 }' "$tmp/nm" > "$tmp/other"
show "other" "$tmp/other"
check "the only other global symbol is the marker $marker (absolute, value ${abi/./})" \
  '[ "$(wc -l < "$tmp/other")" = 1 ] && grep -qx "A $marker .*:$value" "$tmp/other"'
