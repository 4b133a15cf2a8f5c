#!/usr/bin/env bash
# Counts the "ok"/"not ok" lines of every results log plus cargo test's
# totals, lists the failures, and ends with "N passed, M failed".
set -u
dir=$1
passed=0; failed=0
for log in "$dir"/*.log; do
  [ -e "$log" ] || continue
  p=$(grep -c '^ok ' "$log"); f=$(grep -c '^not ok ' "$log")
  passed=$((passed + p)); failed=$((failed + f))
  grep '^not ok ' "$log" | sed 's/^/FAILED: /'
done
if [ -f "$dir/cargo.counts" ]; then
  while read -r _ p f; do passed=$((passed + p)); failed=$((failed + f)); done < "$dir/cargo.counts"
fi
# What each step of `make check` took (scripts/timed-step.sh), longest first.
if [ -s "$dir/step-times.txt" ]; then
  total=$(awk '{ s += $2 } END { print s }' "$dir/step-times.txt")
  echo "# step times (s), total $total:"
  sort -k2,2nr "$dir/step-times.txt" | awk '{ printf "#   %-22s %5d\n", $1, $2 }'
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
