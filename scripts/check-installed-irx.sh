#!/usr/bin/env bash
# An installed `irx` finds its runtime from where it runs: `make install`
# into a temporary prefix, copy the prefix somewhere else (so no path of the
# install or the source tree is valid), and build and run a program with
# the copy's bin/irx, from a directory outside the tree, with a minimal
# environment (no IRX_RUNTIME_LIB, no cargo).
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! make --no-print-directory -s install PREFIX="$tmp/prefix" >/dev/null; then
  echo "not ok installed irx: make install PREFIX=<tmp>"; exit 0
fi
cp -a "$tmp/prefix" "$tmp/moved"
rm -rf "$tmp/prefix"
cat > "$tmp/prog.ll" <<'LL'
declare i32 @irx_list_append({i8*, i64, i64, i64}*, i8*)
declare i8* @irx_list_at({i8*, i64, i64, i64}*, i64)
declare void @irx_list_destroy({i8*, i64, i64, i64}*)

define i32 @main() {
entry:
  %list = alloca {i8*, i64, i64, i64}
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 4}, {i8*, i64, i64, i64}* %list
  %v = alloca i32
  store i32 42, i32* %v
  %vp = bitcast i32* %v to i8*
  call i32 @irx_list_append({i8*, i64, i64, i64}* %list, i8* %vp)
  %p = call i8* @irx_list_at({i8*, i64, i64, i64}* %list, i64 0)
  %ip = bitcast i8* %p to i32*
  %x = load i32, i32* %ip
  call void @irx_list_destroy({i8*, i64, i64, i64}* %list)
  ret i32 %x
}
LL
# The typed-pointer dialect needs clang 14 (Debian's `clang`).
if (cd "$tmp" && env -i PATH=/usr/bin:/bin HOME="$tmp" "$tmp/moved/bin/irx" build prog.ll -o prog) \
     > "$tmp/build.log" 2>&1; then
  echo "ok installed irx builds from a moved prefix (finds ../lib/libirx_runtime.a)"
else
  sed 's/^/#   /' "$tmp/build.log"
  echo "not ok installed irx builds from a moved prefix (finds ../lib/libirx_runtime.a)"
fi
status=0; "$tmp/prog" || status=$?
if [ "$status" = 42 ]; then
  echo "ok program built by the installed irx runs"
else
  echo "not ok program built by the installed irx runs (exit status $status, expected 42)"
fi
# The other generation's archive is refused by its marker symbol, whatever
# its file is called: the 1.25 archive copied under the 1.18 name.
mkdir -p "$tmp/renamed"
cp "$tmp/moved/lib/libirx_runtime_1_25.a" "$tmp/renamed/libirx_runtime.a"
for archive in "$tmp/moved/lib/libirx_runtime_1_25.a" "$tmp/renamed/libirx_runtime.a"; do
  what="installed irx refuses the 1.25 archive for a 1.18 build (${archive#$tmp/})"
  if (cd "$tmp" && env -i PATH=/usr/bin:/bin "$tmp/moved/bin/irx" build prog.ll -o prog3 --runtime "$archive") \
       2> "$tmp/err" || ! grep -qF "is the pyirx 1.25 runtime (it defines irx_runtime_abi_1_25)" "$tmp/err"; then
    sed 's/^/#   /' "$tmp/err"; echo "not ok $what"
  else
    echo "ok $what"
  fi
done
# A program both generations declare alike, for --abi 1.25.
cat > "$tmp/both.ll" <<'LL'
declare void @irx_list_destroy({i8*, i64, i64, i64}*)

define i32 @main() {
entry:
  %list = alloca {i8*, i64, i64, i64}
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 4}, {i8*, i64, i64, i64}* %list
  call void @irx_list_destroy({i8*, i64, i64, i64}* %list)
  ret i32 7
}
LL
status=0
if (cd "$tmp" && env -i PATH=/usr/bin:/bin "$tmp/moved/bin/irx" build both.ll -o both125 --abi 1.25) \
     > "$tmp/build.log" 2>&1; then "$tmp/both125" || status=$?; else sed 's/^/#   /' "$tmp/build.log"; fi
if [ "$status" = 7 ]; then
  echo "ok installed irx --abi 1.25 finds ../lib/libirx_runtime_1_25.a and the program runs"
else
  echo "not ok installed irx --abi 1.25 finds ../lib/libirx_runtime_1_25.a and the program runs"
fi
if (cd "$tmp" && env -i PATH=/usr/bin:/bin "$tmp/moved/bin/irx" build both.ll -o both4 --abi 1.25 \
      --runtime "$tmp/moved/lib/libirx_runtime.a") 2> "$tmp/err" \
   || ! grep -qF "is the IRx 1.18 runtime (it defines irx_runtime_abi_1_18)" "$tmp/err"; then
  sed 's/^/#   /' "$tmp/err"; echo "not ok installed irx refuses the 1.18 archive for a 1.25 build"
else
  echo "ok installed irx refuses the 1.18 archive for a 1.25 build"
fi
rm -f "$tmp/moved/lib/libirx_runtime.a"
if (cd "$tmp" && env -i PATH=/usr/bin:/bin "$tmp/moved/bin/irx" build prog.ll -o prog2) 2> "$tmp/err" \
   || ! grep -qF "moved/bin/../lib/libirx_runtime.a" "$tmp/err"; then
  sed 's/^/#   /' "$tmp/err"
  echo "not ok installed irx without its archive names where it looked"
else
  echo "ok installed irx without its archive names where it looked"
fi
