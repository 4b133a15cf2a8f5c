#!/usr/bin/env bash
# Turns the static archive cargo made into the one we ship, in place:
#
# 1. Only our symbols stay global. The archive bundles C libraries (zstd-sys'
#    libzstd for Parquet's ZSTD codec, ring's AES-GCM core) and the Rust
#    toolchain's objects (std, compiler-builtins), and a static archive has
#    no export list: all of their global symbols (ZSTD_*, HUF_*, FSE_*,
#    ring_core_*, __udivti3, rust_eh_personality, ...) would meet the
#    program's own, and a program that also links the system's libzstd would
#    get duplicate or mismatched definitions. So every member is linked into
#    one relocatable object (`ld -r`: references between them are resolved
#    there and then), every defined symbol but `irx_*` and `__arx_*` is
#    made local (`objcopy --keep-global-symbol`), and the object alone is
#    archived again. Each function keeps its own section (rustc and the cc
#    crate compile with -ffunction-sections, and `ld -r --unique` merges no
#    input sections), so `-Wl,--gc-sections` still drops what a program
#    does not reach.
# 2. Debug information goes (std's, mostly): rustc's `strip` setting only
#    applies to linked artifacts such as the cdylib.
# 3. A marker symbol says which ABI generation the archive is:
#    `irx_runtime_abi_1_18` or `irx_runtime_abi_1_25`, an absolute symbol
#    (no code, no data) in the archive's symbol index, which `irx --runtime`
#    reads to refuse the other generation's archive.
#
# Runs only when the archive is newer than STAMP or is not one object yet
# (cargo rebuilt it or linked its own copy over it again).
#
# usage: finish-archive.sh ARCHIVE GENERATION STAMP   (GENERATION 1.18|1.25)
set -euo pipefail
archive=${1:?usage: finish-archive.sh ARCHIVE 1.18|1.25 STAMP}
generation=${2:?usage: finish-archive.sh ARCHIVE 1.18|1.25 STAMP}
stamp=${3:?usage: finish-archive.sh ARCHIVE 1.18|1.25 STAMP}
case "$generation" in
  1.18) marker=irx_runtime_abi_1_18; value=118 ;;
  1.25) marker=irx_runtime_abi_1_25; value=125 ;;
  *) echo "finish-archive.sh: generation is 1.18 or 1.25, not $generation" >&2; exit 2 ;;
esac
# Cargo hard-links its own copy (deps/) over the archive again on later
# runs, with that copy's older time, so the time alone cannot say whether
# the archive is finished: one member (ours) means it is.
if [ -f "$stamp" ] && ! [ "$archive" -nt "$stamp" ] && [ "$(ar t "$archive" | wc -l)" = 1 ]; then exit 0; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
base=$(basename "$archive" .a)
base=${base#lib}
# --unique: every input section stays a section of its own, even where
# members share a name (compiler-rt's C objects each have a plain .text),
# so --gc-sections can still drop each one.
ld -r --unique --whole-archive "$archive" -o "$tmp/$base.o"
# .llvmbc/.llvmcmd: the LLVM bitcode rustc embeds in each object (for
# cross-language LTO, which a C program linking the archive does not do);
# `ld -r` concatenates them into one section that is no valid bitcode, and
# binutils' LLVM plugin (ar's and nm's symbol readers) would abort on it.
objcopy --strip-debug --remove-section=.llvmbc --remove-section=.llvmcmd \
  --wildcard --keep-global-symbol='irx_*' --keep-global-symbol='__arx_*' \
  --add-symbol "$marker=$value,global" "$tmp/$base.o"
# D: no timestamps or owners in the archive (reproducible bytes).
ar rcsD "$tmp/$base.a" "$tmp/$base.o"
# A new file moved over the old one: cargo's own copy under deps/ (the
# same inode when cargo hard-linked it) stays what cargo built.
mv -f "$tmp/$base.a" "$archive"
mkdir -p "$(dirname "$stamp")"
touch "$stamp"
