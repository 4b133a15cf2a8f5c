#!/usr/bin/env bash
# Runs the pyirx 1.25 corpus (tests/corpus-1.25, written by
# scripts/gen-corpus-1.25.py) against our 1.25 generation: each NAME.ll is
# built with `irx build --abi 1.25` by every compiler given, run in an
# empty directory with no input, and its stdout, stderr and exit status are
# compared byte for byte with NAME.stdout, NAME.stderr and NAME.status; one
# "ok"/"not ok corpus-1.25 NAME COMPILER" line each. Then the first
# compiler's binary runs again under valgrind memcheck (when VALGRIND is not
# 0): the same status, no memory error and nothing definitely or indirectly
# lost, as for the C tests ("ok valgrind corpus-1.25 NAME"; pyirx's IR frees
# what it allocates, exits on uncaught exceptions included).
# A program that does not link says which symbols the archive lacks; one
# named in CORPUS_FRAME (the programs that use the data-frame areas) says so
# on its "not ok" line, for whoever merges those areas.
#
# usage: run-corpus.sh IRX ARCHIVE OUT_DIR "COMPILER..." NAME...
set -u
irx=${1:?usage: run-corpus.sh IRX ARCHIVE OUT_DIR "COMPILER..." NAME...}
archive=${2:?}
out=${3:?}
compilers=${4:?}
shift 4
corpus=tests/corpus-1.25
use_valgrind=1
[ "${VALGRIND:-1}" = 0 ] && use_valgrind=0
command -v valgrind >/dev/null 2>&1 || { use_valgrind=0; echo "# valgrind not installed: memcheck pass skipped"; }
mkdir -p "$out"
out=$(cd "$out" && pwd)   # the programs run in scratch directories

# shellcheck source=scripts/corpus-compare.sh
. "$(dirname "$0")/corpus-compare.sh"

# One program: built by every compiler, run, compared, then under valgrind.
corpus_one() {
  local name=$1 note="" ll first cc bin missing log
  case " ${CORPUS_FRAME:-} " in *" $name "*) note=" (uses the data-frame areas)" ;; esac
  ll=$corpus/$name.ll
  if [ ! -f "$ll" ]; then
    echo "not ok corpus-1.25 $name: no $ll (make corpus-1.25 writes it)"
    return
  fi
  first=""
  for cc in $compilers; do
    bin=$out/$name.$cc
    if ! "$irx" build --abi 1.25 --clang "$cc" --runtime "$archive" "$ll" -o "$bin" >"$bin.build.log" 2>&1; then
      missing=$(grep -o "undefined reference to \`[^']*'" "$bin.build.log" | sed "s/.*\`//; s/'$//" | sort -u | tr '\n' ' ')
      if [ -n "$missing" ]; then
        echo "#   the archive lacks: $missing"
      else
        tail -n 15 "$bin.build.log" | sed 's/^/#   /'
      fi
      echo "not ok corpus-1.25 $name $cc: does not build$note"
      continue
    fi
    [ -n "$first" ] || first=$bin
    run_in_scratch "$bin" "$bin"
    if matches_expected "$bin" "$corpus/$name"; then
      echo "ok corpus-1.25 $name $cc"
    else
      echo "not ok corpus-1.25 $name $cc$note"
    fi
  done
  if [ $use_valgrind = 1 ] && [ -n "$first" ]; then
    log=$first.valgrind.log
    run_in_scratch "$first.vg" valgrind --quiet --error-exitcode=99 --leak-check=full \
      --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
      --child-silent-after-fork=yes --log-file="$log" "$first"
    if [ -s "$log" ] || ! cmp -s "$first.vg.status" "$corpus/$name.status"; then
      sed 's/^/#   /' "$log" | head -n 60
      echo "#   status $(cat "$first.vg.status"), expected $(cat "$corpus/$name.status")"
      echo "not ok valgrind corpus-1.25 $name"
    else
      echo "ok valgrind corpus-1.25 $name"
    fi
  fi
}

# Several programs at a time, their lines in the arguments' order.
# shellcheck source=scripts/ordered-jobs.sh
. "$(dirname "$0")/ordered-jobs.sh"
ordered_jobs corpus_one "$@"
exit 0
