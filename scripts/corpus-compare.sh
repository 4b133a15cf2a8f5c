# Sourced by the scripts that run corpus programs (run-corpus.sh,
# check-wheel.sh): one way to run a program as the corpus expectations were
# recorded, and one comparison with them.
#
# run_in_scratch RESULT COMMAND...
#   Runs COMMAND in a fresh empty directory with no input; writes
#   RESULT.stdout, RESULT.stderr and RESULT.status (RESULT is an absolute
#   path: the command runs elsewhere).
run_in_scratch() {
  local result=$1 dir
  shift
  dir=$(mktemp -d)
  (cd "$dir" && "$@" </dev/null >"$result.stdout" 2>"$result.stderr"; echo $? >"$result.status")
  rm -rf "$dir"
}

# matches_expected RESULT EXPECTED
#   Compares RESULT.status, .stdout and .stderr with EXPECTED's; prints the
#   differences as comments; status 0 when all three match.
matches_expected() {
  local result=$1 expected=$2 same=0 what
  for what in status stdout stderr; do
    if ! cmp -s "$result.$what" "$expected.$what"; then
      same=1
      echo "#   $what differs (expected, then got):"
      diff "$expected.$what" "$result.$what" | head -n 20 | sed 's/^/#     /'
    fi
  done
  return $same
}
