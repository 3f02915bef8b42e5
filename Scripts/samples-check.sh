#!/usr/bin/env bash
# Golden check of the project's own Samples/: `classify check --expect` in both modes against
# the recorded golden files Samples/expected.jsonl (thorough) and Samples/expected.fast.jsonl
# (fast). `RECORD=1 Scripts/samples-check.sh CLASSIFY` refreshes them (review the diff: the
# golden files must agree with Samples/manifest.jsonl, which the test suite also checks).
set -euo pipefail
bin=${1:?usage: samples-check.sh CLASSIFY}
root=$(cd "$(dirname "$0")/.." && pwd)
# The files that are not samples are excluded by Samples/.mediakind.yml.
status=0
for mode in thorough fast; do
  golden=$root/Samples/expected.jsonl
  [ "$mode" = fast ] && golden=$root/Samples/expected.fast.jsonl
  if [ "${RECORD:-}" = 1 ]; then
    "$bin" check "$root/Samples" --expect "$golden" --record --mode "$mode"
  else
    echo "samples-check: $mode"
    "$bin" check "$root/Samples" --expect "$golden" --mode "$mode" --format table | tail -n 15 || status=1
  fi
done
exit $status
