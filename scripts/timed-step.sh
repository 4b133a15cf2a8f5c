#!/usr/bin/env bash
# Runs one step of `make check` and appends "STEP SECONDS" to LOG, so every
# run (CI's included) leaves the table of what each step cost, printed at
# the end by scripts/summarize.sh. The step's own exit status is kept.
#
# usage: timed-step.sh LOG STEP COMMAND...
set -u
log=$1 step=$2
shift 2
start=$(date +%s)
"$@"
status=$?
echo "$step $(( $(date +%s) - start ))" >> "$log"
exit $status
