#!/usr/bin/env bash
# make check-examples: every program of examples/ built as a user builds it
# (the README's link line, -Wall -Wextra -Wpedantic -Werror; C99, C++17)
# and run, its stdout and exit status compared with what it must give
# (examples/expected/, and examples/NAME.stdout/.stderr/.status for the Arx
# program, as tests/corpus-1.25 checks programs). One "ok"/"not ok
# examples ..." line per build and per run; when valgrind is there (and
# VALGRIND is not 0) parquet_sum, parquet_copy and ipc_writer run again
# under memcheck: no error, nothing lost.
#
# examples/primes.ll is the IR arxlang 1.25.0 + pyirx 1.25.0 emitted for
# examples/primes.x, committed like the corpus's (make check does not
# install arxlang); regenerate it from examples/ with a python that has
# both: python ../scripts/gen-corpus-1.25.py --translate primes.x
#
# usage: check-examples.sh IRX LIB LIB_1_25 OUT_DIR
#   (CC, CXX, NATIVE_LIBS and LINK_GC from the environment)
set -u
irx=${1:?usage: check-examples.sh IRX LIB LIB_1_25 OUT_DIR}
lib=${2:?}
lib125=${3:?}
out=${4:?}
cc=${CC:-cc}
cxx=${CXX:-c++}
native=${NATIVE_LIBS:?NATIVE_LIBS: the system libraries of the archive}
gc=${LINK_GC:-}
expected=examples/expected
use_valgrind=1
[ "${VALGRIND:-1}" = 0 ] && use_valgrind=0
command -v valgrind >/dev/null 2>&1 || { use_valgrind=0; echo "# valgrind not installed: memcheck runs skipped"; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
root=$(pwd)

# build LABEL COMMAND...: one result line; the compiler's output on failure.
build() {
  local label=$1; shift
  if "$@" >"$out/build.log" 2>&1; then
    echo "ok examples build $label"
  else
    echo "not ok examples build $label"
    sed 's/^/#   /' "$out/build.log" | head -n 30
    return 1
  fi
}

# check LABEL STATUS STDOUT_FILE STDERR_TEXT COMMAND...: runs COMMAND in a
# fresh directory; its exit status must be STATUS, its stdout the bytes of
# STDOUT_FILE (- for empty) and its stderr contain STDERR_TEXT (empty:
# stderr must be empty). With STDOUT_SED set, stdout goes through
# `sed -e "$STDOUT_SED"` first (for a line quoting a runtime message,
# whose wording is not this check's business).
check() {
  local label=$1 status=$2 want_out=$3 want_err=$4; shift 4
  local dir got ok=1
  dir=$(mktemp -d)
  (cd "$dir" && "$@" </dev/null >"$out/run.raw" 2>"$out/run.stderr")
  got=$?
  sed -e "${STDOUT_SED:-}" "$out/run.raw" >"$out/run.stdout"
  rm -rf "$dir"
  if [ "$got" != "$status" ]; then
    ok=0; echo "#   exit status $got, expected $status"
  fi
  if [ "$want_out" = - ]; then
    [ -s "$out/run.stdout" ] && { ok=0; echo "#   unexpected stdout:"; }
  elif ! cmp -s "$want_out" "$out/run.stdout"; then
    ok=0; echo "#   stdout differs from $want_out (expected, then got):"
    diff "$want_out" "$out/run.stdout" | head -n 20 | sed 's/^/#     /'
  fi
  if [ -z "$want_err" ]; then
    [ -s "$out/run.stderr" ] && ok=0
  elif ! grep -qF -- "$want_err" "$out/run.stderr"; then
    ok=0; echo "#   stderr lacks: $want_err"
  fi
  if [ $ok = 1 ]; then
    echo "ok examples $label"
  else
    echo "not ok examples $label"
    sed 's/^/#   stderr: /' "$out/run.stderr" | head -n 10
  fi
}

# memcheck LABEL COMMAND...: valgrind finds no error and no leak.
memcheck() {
  local label=$1; shift
  [ $use_valgrind = 1 ] || return 0
  local dir
  dir=$(mktemp -d)
  if (cd "$dir" && valgrind -q --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect "$@" >/dev/null 2>"$out/valgrind.log"); then
    echo "ok examples valgrind $label"
  else
    echo "not ok examples valgrind $label"
    head -n 30 "$out/valgrind.log" | sed 's/^/#   /'
  fi
  rm -rf "$dir"
}

cflags=(-std=c99 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wpedantic -Werror)
cxxflags=(-std=c++17 -Wall -Wextra -Wpedantic -Werror)
# shellcheck disable=SC2206 # the system libraries are words
libs=($native $gc)

# The C programs of make demo, on the default (1.18) generation; their
# output is compared whole but for the lines quoting a refusal, whose
# status and wording are the runtime's business (runtime/tests, ctests).
declare -A mask=(
  [record_batch]=''
  [dataframe]='s/^\(id + 1 (checked): status\) -[0-9][0-9]*, ".*"$/\1 IRX_ERR_*, "MESSAGE"/'
  [limits]='s/^\(expansion limit .*: status\) -[0-9][0-9]*$/\1 IRX_ERR_*/; s/^  ".*"$/  "MESSAGE"/'
)
for name in record_batch dataframe limits; do
  if build "$name.c" "$cc" "${cflags[@]}" -Iinclude -o "$out/$name" "examples/$name.c" "$lib" "${libs[@]}"; then
    STDOUT_SED=${mask[$name]} check "$name" 0 "$expected/$name.stdout" "" "$out/$name"
  fi
done

# parquet_sum: a file pyarrow wrote (examples/data/make-readings.py), read
# with both generations' headers and archives.
data=$root/examples/data/readings.parquet
for gen in 1.18 1.25; do
  if [ $gen = 1.18 ]; then inc=include; a=$lib; else inc=include/abi-1.25; a=$lib125; fi
  exe=$out/parquet_sum-$gen
  build "parquet_sum.c ($gen)" "$cc" "${cflags[@]}" -I$inc -o "$exe" examples/parquet_sum.c "$a" "${libs[@]}" || continue
  check "parquet_sum ($gen) int64 column" 0 "$expected/parquet_sum-id.stdout" "" "$exe" "$data" id
  check "parquet_sum ($gen) double column with nulls" 0 "$expected/parquet_sum-value.stdout" "" "$exe" "$data" value
  check "parquet_sum ($gen) refuses a string column" 1 - "column sensor is string, not int64 or double" \
    "$exe" "$data" sensor
  check "parquet_sum ($gen) names a missing column" 1 - "nosuch" "$exe" "$data" nosuch
  check "parquet_sum ($gen) names a missing file" 1 - "No such file or directory" "$exe" "$out/missing.parquet" id
  check "parquet_sum ($gen) refuses a file that is not Parquet" 1 - "irx_rb_parquet_reader_open_options(" \
    "$exe" "$root/examples/parquet_sum.c" id
  check "parquet_sum ($gen) usage" 2 - "usage: parquet_sum" "$exe"
done
memcheck "parquet_sum" "$out/parquet_sum-1.18" "$data" value

# parquet_copy: the same file copied through the streaming writer in row
# groups of 500 rows, with the pool at one thread and at two (the same
# bytes), then summed as the original is.
if build "parquet_copy.c" "$cc" "${cflags[@]}" -Iinclude -o "$out/parquet_copy" examples/parquet_copy.c "$lib" "${libs[@]}"; then
  for n in 1 2; do
    rm -f "$out/copy-$n.parquet"
    check "parquet_copy (pool of $n)" 0 "$expected/parquet_copy.stdout" "" \
      env IRX_NUM_THREADS=$n "$out/parquet_copy" "$data" "$out/copy-$n.parquet" zstd 500
  done
  if cmp -s "$out/copy-1.parquet" "$out/copy-2.parquet"; then
    echo "ok examples parquet_copy writes the same bytes at one and two threads"
  else
    echo "not ok examples parquet_copy writes the same bytes at one and two threads"
  fi
  check "parquet_copy's copy sums as the original" 0 "$expected/parquet_sum-value.stdout" "" \
    "$out/parquet_sum-1.18" "$out/copy-2.parquet" value
  check "parquet_copy refuses an unknown codec" 1 - "Unrecognized compression type: nosuch" \
    "$out/parquet_copy" "$data" "$out/copy-bad.parquet" nosuch
  check "parquet_copy usage" 2 - "usage: parquet_copy" "$out/parquet_copy"
  IRX_NUM_THREADS=2 memcheck "parquet_copy" "$out/parquet_copy" "$data" "$out/copy-m.parquet" zstd 500
fi

# ipc_writer: C++17 with RAII handles; it reads back the file it wrote.
if build "ipc_writer.cpp" "$cxx" "${cxxflags[@]}" -Iinclude -o "$out/ipc_writer" examples/ipc_writer.cpp "$lib" "${libs[@]}"; then
  STDOUT_SED='s/^\(refused as it should be\) (status -[0-9][0-9]*): ..*/\1 (status IRX_ERR_*): MESSAGE/' \
    check "ipc_writer" 0 "$expected/ipc_writer.stdout" "" "$out/ipc_writer" readings.arrow
  check "ipc_writer usage" 2 - "usage: ipc_writer" "$out/ipc_writer"
  check "ipc_writer refuses a path it cannot create" 1 - "irx_rb_file_writer_open" \
    "$out/ipc_writer" /nonexistent/dir/readings.arrow
  memcheck "ipc_writer" "$out/ipc_writer" readings.arrow 3000
fi

# The Arx program, as pyirx 1.25 emitted it, on the 1.25 generation.
if build "primes.ll (irx build --abi 1.25)" "$irx" build examples/primes.ll -o "$out/primes" --abi 1.25 \
     --runtime "$lib125"; then
  check "primes (Arx)" "$(cat examples/primes.status)" examples/primes.stdout "" "$out/primes"
  if [ -s examples/primes.stderr ]; then
    echo "not ok examples primes.stderr: the check expects an empty stderr"
  fi
fi
exit 0
