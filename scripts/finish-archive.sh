#!/usr/bin/env bash
# Makes an archive we ship from the static archive cargo made. Both ABI
# generations are made from the one compile (runtime/src/generation.rs):
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
# 2. The generation. A function only one generation has is compiled as
#    `NAME__abi_1_18` or `NAME__abi_1_25`: this generation's is renamed
#    `NAME`, the other's gets a name that is not `irx_*` (so step 1 makes
#    it local and --gc-sections drops it). The 1.25 archive gets 125 in
#    the section `.rodata.irx_abi_generation` (the runtime's
#    `IRX_ABI_GENERATION`, read at run time); the value is read back.
# 3. Debug information goes (std's, mostly): rustc's `strip` setting only
#    applies to linked artifacts such as the cdylib.
# 4. A marker symbol says which ABI generation the archive is:
#    `irx_runtime_abi_1_18` or `irx_runtime_abi_1_25`, an absolute symbol
#    (no code, no data) in the archive's symbol index, which `irx --runtime`
#    reads to refuse the other generation's archive.
#
# Finishes only when SOURCE is not the file it finished last time; else
# only puts the archive it kept back at OUTPUT (see below).
#
# usage: finish-archive.sh SOURCE OUTPUT GENERATION STAMP   (GENERATION 1.18|1.25)
#   SOURCE  the archive cargo made (target/PROFILE/deps/libirx_runtime.a,
#           which stays as cargo made it); OUTPUT may be cargo's uplifted
#           copy of it, which is replaced (a new file, not written through).
set -euo pipefail
usage="usage: finish-archive.sh SOURCE OUTPUT 1.18|1.25 STAMP"
source=${1:?$usage}
archive=${2:?$usage}
generation=${3:?$usage}
stamp=${4:?$usage}
case "$generation" in
  1.18) marker=irx_runtime_abi_1_18; value=118; own=1_18; other=1_25 ;;
  1.25) marker=irx_runtime_abi_1_25; value=125; own=1_25; other=1_18 ;;
  *) echo "finish-archive.sh: generation is 1.18 or 1.25, not $generation" >&2; exit 2 ;;
esac
# Cargo hard-links its own copy (deps/) over the archive again on every
# later run, even one that compiles nothing, so the archive at OUTPUT
# cannot say whether it is finished. The finished archive is kept beside
# STAMP (STAMP.a), and STAMP holds the identity (inode, size, time) of the
# SOURCE it was made from: while SOURCE is the same file, OUTPUT is only
# linked to the kept copy again (finishing a dev archive takes 10-20 s).
identity=$(stat -L -c '%i %s %Y' "$source")
kept=$stamp.a
put_in_place() {
  if [ "$(stat -c %i "$kept")" != "$(stat -c %i "$archive" 2>/dev/null)" ]; then
    # A new name moved over the old one: cargo's own copy under deps/ (the
    # same inode when cargo hard-linked it) stays what cargo built.
    ln -f "$kept" "$archive.$$" 2>/dev/null || cp "$kept" "$archive.$$"
    mv -f "$archive.$$" "$archive"
  fi
}
if [ -f "$kept" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$identity" ]; then
  put_in_place
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
base=$(basename "$archive" .a)
base=${base#lib}
# --unique: every input section stays a section of its own, even where
# members share a name (compiler-rt's C objects each have a plain .text),
# so --gc-sections can still drop each one.
ld -r --unique --whole-archive "$source" -o "$tmp/$base.o"
# .llvmbc/.llvmcmd: the LLVM bitcode rustc embeds in each object (for
# cross-language LTO, which a C program linking the archive does not do);
# `ld -r` concatenates them into one section that is no valid bitcode, and
# binutils' LLVM plugin (ar's and nm's symbol readers) would abort on it.
objcopy --strip-debug --remove-section=.llvmbc --remove-section=.llvmcmd "$tmp/$base.o"
# Step 2: the generation's own functions, and its value.
renames=()
while read -r name; do
  case "$name" in
    *__abi_$own) renames+=("--redefine-sym=$name=${name%__abi_$own}") ;;
    *__abi_$other) renames+=("--redefine-sym=$name=IRX_OTHER_GENERATION_${name%__abi_$other}") ;;
  esac
done < <(nm --defined-only --format=posix "$tmp/$base.o" | awk '$1 ~ /__abi_1_(18|25)$/ { print $1 }')
section=.rodata.irx_abi_generation
printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $((value & 255)) $((value >> 8 & 255)) 0 0)" > "$tmp/generation"
objcopy "${renames[@]}" --update-section "$section=$tmp/generation" "$tmp/$base.o"
objcopy -O binary --only-section="$section" "$tmp/$base.o" "$tmp/generation.read"
if ! cmp -s "$tmp/generation" "$tmp/generation.read"; then
  echo "finish-archive.sh: could not write generation $value into $section" >&2
  exit 1
fi
# Step 1's export list, and step 4's marker.
objcopy --wildcard --keep-global-symbol='irx_*' --keep-global-symbol='__arx_*' \
  --add-symbol "$marker=$value,global" "$tmp/$base.o"
# D: no timestamps or owners in the archive (reproducible bytes).
ar rcsD "$tmp/$base.a" "$tmp/$base.o"
mkdir -p "$(dirname "$stamp")"
mv -f "$tmp/$base.a" "$kept.$$"
mv -f "$kept.$$" "$kept"
echo "$identity" > "$stamp"
put_in_place
