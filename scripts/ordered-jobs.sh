# Sourced by the test runners (run-ctests.sh, run-corpus.sh,
# run-diff-1.25.sh): runs one function over many items, several at a time,
# and prints each item's output whole and in the items' order, so a
# parallel run's log reads exactly as a serial one's.
#
# ordered_jobs FUNCTION ITEM...
#   Calls FUNCTION ITEM in a subshell for every item, at most CHECK_JOBS
#   at once (default: the number of processors; 1 runs them one by one),
#   each one's stdout and stderr kept in a file of its own; an item's
#   output is printed as soon as it and every item before it have ended.
#   FUNCTION runs in a subshell: it cannot change the caller's variables,
#   so the runners keep their state in files or in their output.
ordered_jobs() {
  local fn=$1
  shift
  local limit=${CHECK_JOBS:-$(nproc 2>/dev/null || echo 1)}
  [ "$limit" -ge 1 ] 2>/dev/null || limit=1
  local dir count=$# started=0 printed=0 item
  local -a pids=()
  dir=$(mktemp -d)
  for item in "$@"; do
    while [ "$(jobs -rp | wc -l)" -ge "$limit" ]; do wait -n; done
    ( "$fn" "$item" > "$dir/$started" 2>&1; : > "$dir/$started.done" ) &
    pids[started]=$!
    started=$((started + 1))
    # Print the finished prefix now, so a long run shows progress.
    while [ $printed -lt $started ] && [ -e "$dir/$printed.done" ]; do
      wait "${pids[printed]}"
      cat "$dir/$printed"
      printed=$((printed + 1))
    done
  done
  while [ $printed -lt $count ]; do
    wait "${pids[printed]}"
    cat "$dir/$printed"
    printed=$((printed + 1))
  done
  rm -rf "$dir"
}
