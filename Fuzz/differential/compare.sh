#!/usr/bin/env bash
# Differential check of two scene-file decoders: runs two cmdshell binaries over the same
# scene files (the Examples, test fixtures, Fuzz corpora and mutations of them, made by
# mutate.py) and reports every file whose output differs.
#
#   Fuzz/differential/compare.sh OLD_CMDSHELL NEW_CMDSHELL [COUNT]
#
# Build the old binary from another commit (git archive COMMIT | tar -x -C DIR, then
# swift build there) and copy both binaries first: a rebuild during the run would mix them.
set -euo pipefail
cd "$(dirname "$0")/../.."
old=$1
new=$2
count=${3:-1500}
work=$(mktemp -d)
python3 Fuzz/differential/mutate.py "$work/cases" "$count"
differ=0
total=0
for file in "$work"/cases/*.json; do
  total=$((total + 1))
  for side in old new; do
    binary=$old
    [ "$side" = new ] && binary=$new
    printf 'windows\nmenu\nwhy cmd+n\n' | timeout 20 "$binary" "$file" --script - --json \
      > "$work/$side.out" 2>&1 && status=0 || status=$?
    echo "status $status" >> "$work/$side.out"
  done
  if ! cmp -s "$work/old.out" "$work/new.out"; then
    differ=$((differ + 1))
    echo "differs: $file"
  fi
done
echo "$total files, $differ with different output (cases kept in $work)"
[ "$differ" -eq 0 ]
