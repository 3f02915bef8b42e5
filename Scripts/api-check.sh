#!/usr/bin/env bash
# The API-break check of `make test`: the public API of the library products (MediaKind,
# MediaKindIndex, MediaKindCheck, MediaKindImaging) against a baseline, with
# `swift package diagnose-api-breaking-changes` (Docs/Testing.md, "API breaks").
#
# The baseline is the last git tag; while the repository has none, the commit named in
# Scripts/api-baseline.txt. Breaks made on purpose are listed, each with its exact message,
# in Scripts/api-breaks-allowed.txt (bump the baseline at a release and empty the list).
# The baseline's API is built once and kept in .build/api-baseline/COMMIT (a later run only
# builds the current tree's symbol graphs). Nothing is fetched: dependencies resolve from
# SwiftPM's cache at the versions Package.resolved pins (--skip-update).
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}

baseline=$(git describe --tags --abbrev=0 2>/dev/null || true)
if [ -z "$baseline" ]; then
  baseline=$(grep -v '^#' Scripts/api-baseline.txt | grep -m1 .)
fi
if ! commit=$(git rev-parse --verify --quiet "$baseline^{commit}"); then
  echo "api-check: the baseline $baseline is not in this clone (a shallow clone? git fetch --unshallow)" >&2
  exit 1
fi
start=$(date +%s)
status=0
"$swift" package --skip-update diagnose-api-breaking-changes "$commit" \
  --products MediaKind MediaKindIndex MediaKindCheck MediaKindImaging \
  --baseline-dir ".build/api-baseline/$commit" \
  --breakage-allowlist-path Scripts/api-breaks-allowed.txt 2>&1 | tee .build/api-check.log || status=$?
echo "api-check: against $baseline ($commit), $(( $(date +%s) - start )) s"
exit "$status"
