#!/usr/bin/env bash
# Builds the DocC documentation of the MediaKind target with swift-docc-plugin
# (`swift package generate-documentation --target MediaKind`: the article catalog
# Sources/MediaKind/MediaKind.docc and every public symbol's comment), prints DocC's warnings
# with their context, counts them, and fails when there is any (or when the build fails).
# `make docs` runs it; the archive is in .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
swift=${SWIFT:-swift}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"$swift" package generate-documentation --target MediaKind "$@" >"$log" 2>&1 || status=$?
# SwiftPM's note that it drops the -pthread of libvips's pkg-config flags is not DocC's.
grep -v 'prohibited flag(s)' "$log" > "$log.docc" || true
mv "$log.docc" "$log"
if [ "$status" -ne 0 ]; then
  cat "$log" >&2
  echo "docc: generate-documentation failed (exit $status)" >&2
  exit "$status"
fi
warnings=$(grep -c '^warning:' "$log" || true)
grep -A6 '^warning:' "$log" || true
archive=$(grep -A1 'Generated documentation archive at:' "$log" | tail -n 1 | sed 's/^ *//')
echo "docc: MediaKind: $warnings warning(s); archive at $archive"
[ "$warnings" -eq 0 ]
