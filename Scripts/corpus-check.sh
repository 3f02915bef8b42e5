#!/usr/bin/env bash
# Accuracy ratchet on the shared real corpus (../shared/corpus): classifies it in fast and
# thorough mode, scores both with the corpus's own scorer, and fails when a score falls below
# the baseline committed in Tests/Baselines/corpus-score.json. It also fails when fast mode
# prints a value thorough mode prints differently (Scripts/fast_agreement.py counts and lists
# them; Docs/DetectionRules.md, "What fast mode leaves out").
# Without the corpus (a user's clone) the step says so and is skipped; in CI (CI=true) its
# absence is a failure.
set -euo pipefail
bin=${1:?usage: corpus-check.sh CLASSIFY [CORPUS]}
corpus=${2:-../shared/corpus}
root=$(cd "$(dirname "$0")/.." && pwd)

if [ ! -f "$corpus/expected.jsonl" ] || [ ! -d "$corpus/files" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "corpus-check: $corpus is missing, and CI requires it" >&2
    exit 1
  fi
  echo "corpus-check: skipped ($corpus not found; it sits beside the repository in CI)"
  exit 0
fi
scorer="$corpus/../tools/score.py"
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for mode in fast thorough; do
  # Exit status 1 only means some inputs had status "error"; the scorer judges the output.
  (cd "$corpus/files" && "$bin" --mode "$mode" --format jsonl . > "$out/$mode.jsonl") || true
  python3 "$scorer" "$corpus/expected.jsonl" "$out/$mode.jsonl" --json > "$out/$mode.score.json"
  python3 "$scorer" "$corpus/expected.jsonl" "$out/$mode.jsonl" | tail -n 1 | sed "s/^/corpus-check $mode: /"
done
status=0
python3 "$root/Scripts/fast_agreement.py" "$out/fast.jsonl" "$out/thorough.jsonl" | sed "s/^fast-agreement/corpus-check fast-agreement/" || status=1
python3 "$root/Scripts/corpus_ratchet.py" "$root/Tests/Baselines/corpus-score.json" "$out" || status=1
exit $status
