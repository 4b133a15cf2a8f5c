#!/usr/bin/env bash
# Runs each C test binary given as an argument, prints its "ok"/"not ok"
# lines, then runs it again under valgrind memcheck (when VALGRIND is not 0
# and valgrind is installed): zero errors, nothing definitely or indirectly
# lost. A binary that crashes or exits non-zero without saying why is a
# failed case of its own.
set -u
use_valgrind=1
[ "${VALGRIND:-1}" = 0 ] && use_valgrind=0
command -v valgrind >/dev/null 2>&1 || { use_valgrind=0; echo "# valgrind not installed: memcheck pass skipped"; }

# Each binary runs in an empty directory of its own (files a test writes
# by a relative name cannot meet another's), several binaries at a time
# (scripts/ordered-jobs.sh: CHECK_JOBS, the output in the arguments' order).
in_scratch() {
  local dir status
  dir=$(mktemp -d)
  (cd "$dir" && "$@")
  status=$?
  rm -rf "$dir"
  return $status
}

run_one() {
  local bin=$1 name out status log vstatus
  name=$(basename "$bin")
  out=$(in_scratch "$bin" 2>&1); status=$?
  printf '%s\n' "$out" | grep -E '^(ok|not ok|#)' | sed "s/^\(ok\|not ok\) /\1 $name: /"
  if [ $status -ne 0 ] && ! printf '%s\n' "$out" | grep -q '^not ok'; then
    printf '%s\n' "$out" | tail -n 20 | sed 's/^/#   /'
    echo "not ok $name: exited with status $status"
  fi
  if [ $use_valgrind = 1 ]; then
    log=$(mktemp)
    # IRX_UNDER_VALGRIND: tests that scale with CPU time (the thread
    # stress) do fewer iterations under valgrind, which serialises threads.
    IRX_UNDER_VALGRIND=1 in_scratch valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
      --errors-for-leak-kinds=definite,indirect --child-silent-after-fork=yes \
      --log-file="$log" "$bin" >/dev/null 2>&1
    vstatus=$?
    if [ $vstatus -eq 0 ]; then
      echo "ok valgrind $name"
    else
      sed 's/^/#   /' "$log" | head -n 60
      echo "not ok valgrind $name (status $vstatus)"
    fi
    rm -f "$log"
  fi
}

bins=()
for bin in "$@"; do bins+=("$(realpath "$bin")"); done
# shellcheck source=scripts/ordered-jobs.sh
. "$(dirname "$0")/ordered-jobs.sh"
ordered_jobs run_one "${bins[@]}"
