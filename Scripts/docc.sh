#!/usr/bin/env bash
# Builds the DocC documentation of the library targets with swift-docc-plugin
# (`swift package generate-documentation --target ...`: each target's article catalog,
# Sources/<Target>/<Target>.docc, and every public symbol's comment), prints DocC's warnings
# with their context, counts them, and fails when there is any (or when the build fails).
# Then Scripts/doc_coverage.py fails on any public symbol declared without a documentation
# comment. `make docs` runs it; the archives are in .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
swift=${SWIFT:-swift}
targets=(MediaKind MediaKindIndex MediaKindImaging MediaKindCheck MediaKindReport)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
"$swift" package generate-documentation "${arguments[@]}" "$@" >"$log" 2>&1 || status=$?
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
echo "docc: ${targets[*]}: $warnings warning(s); archives in .build/plugins/Swift-DocC/outputs"
[ "$warnings" -eq 0 ]
python3 "$(dirname "$0")/doc_coverage.py" "${targets[@]}"
