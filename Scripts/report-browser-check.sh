#!/usr/bin/env bash
# The report as a person sees it: `classify report` of Samples/ (once more with a policy that
# most files fail, for the check findings' table, and of CORPUS/files when the shared corpus is
# there) opened in headless Chromium (Scripts/report_browser_check.py --assert)
# at a desktop width (1280 px) and a phone width (390 px). Fails on horizontal scroll, overlapping
# tiles or cards, a tile image that did not load, a broken image or a console error; prints the
# screenshots' paths (kept in the output folder, default a temporary one).
#   Scripts/report-browser-check.sh CLASSIFY [CORPUS] [OUT]
set -euo pipefail
bin=$(realpath "${1:?usage: report-browser-check.sh CLASSIFY [CORPUS] [OUT]}")
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$(realpath -m "${2:-$root/../shared/corpus}")
out=$(realpath -m "${3:-$(mktemp -d "${TMPDIR:-/tmp}/report-browser.XXXXXX")}")
mkdir -p "$out"
cd "$root"  # Samples is reported by its relative name, as the screenshots in Docs/ show it
status=0
check() {
  local name=$1 folder=$2 started=$SECONDS
  shift 2
  "$bin" report "$folder" --out "$out/$name" --thumbnail-size 256 "$@" >/dev/null 2>"$out/$name.stderr" || true
  [ -f "$out/$name/index.html" ] || { echo "report-browser-check: $name: no report ($(tail -n 3 "$out/$name.stderr"))"; status=1; return; }
  if python3 "$root/Scripts/report_browser_check.py" --assert "$out/$name" "$out/$name.png" >"$out/$name.json"; then
    echo "report-browser-check: $name: 1280 and 390 px clean ($((SECONDS - started)) s; $out/$name-1280.png, $out/$name-390.png)"
  else
    echo "report-browser-check: $name: FAILED (see above; $out/$name.json)"
    status=1
  fi
}
check samples Samples
printf 'rules:\n  - name: Small images\n    mediaTypes: [image]\n    maxFileSize: 1KB\n' >"$out/policy.yml"
check samples-findings Samples --policy "$out/policy.yml"
if [ -d "$corpus/files" ]; then
  check corpus "$corpus/files"
elif [ -n "${CI:-}" ]; then
  echo "report-browser-check: $corpus/files is missing (CI has ../shared beside the repository)"
  status=1
else
  echo "report-browser-check: corpus: skipped ($corpus/files is not here)"
fi
exit $status
