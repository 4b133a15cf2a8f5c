#!/usr/bin/env bash
# The differential check of issue 28 item 5 (make check-diff-1.25): each C
# program of tests/diff-1.25/ is compiled once against pyirx 1.25.0's own
# headers and linked twice, with IRx 1.25's runtime built from its package
# (bench/reference/build.sh ... 1.25.0 all shipped, linked as pyirx links
# it: c++ and pyarrow's Arrow C++ libraries) and with our 1.25 archive.
# Each binary runs in the same fresh directory (so paths in messages are
# the same), one after the other, with no input (programs run several at a
# time, CHECK_JOBS of them: scripts/ordered-jobs.sh); tests/diff-1.25/compare.py
# compares stdout, stderr, exit status and the files written, and allows
# only the differences recorded in tests/diff-1.25/expected/NAME.txt.
# One ok/not ok line per program; a program that does not build, or a run
# that takes longer than RUN_TIMEOUT seconds, is a not ok of its own.
#
# usage: run-diff-1.25.sh REF_OUT OURS_LIB "OURS_LIBS" "INCLUDES" PYTHON WORK PROGRAM.c...
#   REF_OUT   the reference build's out/ (shipped/libirx_ref.a, link-flags.txt)
#   PYTHON    a python with pyarrow (the reference venv's)
# DIFF_RECORD=FILE appends the unrecorded differences to FILE in the
# format of tests/diff-1.25/expected/ (reason "open bug of issue 28 UNREVIEWED");
# DIFF_PRUNE=1 deletes the records that no longer occur (after a fix).
set -u
ref=${1:?usage: run-diff-1.25.sh REF_OUT OURS_LIB OURS_LIBS INCLUDES PYTHON WORK PROGRAM.c...}
ours=${2:?}
ours_libs=${3:?}
includes=${4:?}
python=${5:?}
work=${6:?}
shift 6
here=$(cd "$(dirname "$0")/.." && pwd)
tests=$here/tests/diff-1.25
timeout=${RUN_TIMEOUT:-60}
cc=${CC:-cc}
cxx=${CXX:-c++}
ref_archive=$ref/shipped/libirx_ref.a
read -r -a ref_flags < "$ref/shipped/link-flags.txt"
read -r -a ours_flags <<< "$ours_libs"
read -r -a inc_flags <<< "$includes"
mkdir -p "$work"
work=$(cd "$work" && pwd)
record=()
[ -n "${DIFF_RECORD:-}" ] && record=(--record "$DIFF_RECORD")
[ "${DIFF_PRUNE:-0}" = 1 ] && record=(--prune)

# run NAME BINARY SIDE: runs BINARY in $work/run/NAME (fresh), keeps what
# it left in $work/NAME/SIDE.
run() {
  local name=$1 bin=$2 side=$3 dir=$work/run/$1 out=$work/$1/$3
  rm -rf "$dir" "$out" && mkdir -p "$dir" "$out"
  (cd "$dir" && exec timeout -k 5 "$timeout" "$bin" < /dev/null > "$out/stdout" 2> "$out/stderr")
  echo $? > "$out/status"
  mv "$dir" "$out/files"
}

# One program: built, run on both sides, compared.
diff_one() {
  local src=$1 name bin log timed_out side status
  name=$(basename "$src" .c)
  bin=$work/$name
  mkdir -p "$work/$name"
  if ! log=$(
      "$cc" -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -g "${inc_flags[@]}" -I"$tests" \
        -c "$src" -o "$bin.o" 2>&1 &&
      "$cxx" "$bin.o" "$ref_archive" "${ref_flags[@]}" -o "$bin.ref" 2>&1 &&
      "$cc" "$bin.o" "$ours" "${ours_flags[@]}" -o "$bin.ours" 2>&1); then
    printf '%s\n' "$log" | tail -n 20 | sed 's/^/#   /'
    echo "not ok diff-1.25 $name: does not build"
    return
  fi
  run "$name" "$bin.ref" ref
  run "$name" "$bin.ours" ours
  timed_out=""
  for side in ref ours; do
    status=$(cat "$work/$name/$side/status")
    if [ "$status" = 124 ] || [ "$status" = 137 ]; then timed_out="$timed_out $side"; fi
  done
  if [ -n "$timed_out" ]; then
    echo "not ok diff-1.25 $name: timed out after ${timeout}s (run:$timed_out)"
    return
  fi
  "$python" "$tests/compare.py" "$name" "$work/$name/ref" "$work/$name/ours" "$tests/expected/$name.txt" "${record[@]}"
  status=$?
  # 0 and 1 are compare.py's own ok / not ok; anything else is a crash
  # that printed no result line.
  [ $status -gt 1 ] && echo "not ok diff-1.25 $name: compare.py failed with status $status"
}

# Several programs at a time (each has its own directories), their lines in
# the arguments' order; one at a time when recording, since the records
# are appended to one file.
# shellcheck source=scripts/ordered-jobs.sh
. "$here/scripts/ordered-jobs.sh"
[ -n "${DIFF_RECORD:-}" ] && export CHECK_JOBS=1
ordered_jobs diff_one "$@"
exit 0
