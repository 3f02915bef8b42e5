#!/usr/bin/env bash
# Index benchmark: a first `classify index` of a 10,000+ file tree against a rescan of the same,
# unchanged tree (release build, warm cache). The tree is SOURCE (the shared corpus, else
# Samples/) hard-linked COPIES times (12 by default; falls back to copies across file systems).
# Prints both times and the ratio; the target is a rescan at least 10x faster.
#
#   Scripts/bench-index.sh                     # shared corpus x12, thorough mode
#   MODE=fast COPIES=20 Scripts/bench-index.sh
#   SCRATCH_PATH=.build-library Scripts/bench-index.sh   # another build folder
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
copies=${COPIES:-12}
mode=${MODE:-thorough}
scratch=${SCRATCH_PATH:-.build}
source_dir=${SOURCE:-$root/../shared/corpus/files}
[ -d "$source_dir" ] || source_dir=$root/Samples
work=${BENCH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/mediakind-bench-index.XXXXXX")}
tree=$work/tree

Scripts/ensure-deps.sh --test
echo "== build (release, $scratch)"
if ! log=$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product classify 2>&1); then
  echo "$log" | tail -30 >&2
  exit 1
fi
bin=$scratch/release/classify

echo "== tree: $source_dir x$copies -> $tree"
rm -rf "$tree"
mkdir -p "$tree"
for i in $(seq 1 "$copies"); do
  cp -al "$source_dir" "$tree/copy$i" 2>/dev/null || cp -a "$source_dir" "$tree/copy$i"
done
files=$(find "$tree" -type f | wc -l)
echo "   $files files"

now() { date +%s.%N; }
t0=$(now)
"$bin" index --mode "$mode" "$tree" >"$work/first.txt" 2>"$work/first.err" || true
t1=$(now)
"$bin" index --mode "$mode" "$tree" >"$work/rescan.txt" 2>"$work/rescan.err" || true
t2=$(now)
echo "   first : $(cat "$work/first.txt")"
echo "   rescan: $(cat "$work/rescan.txt")"
python3 - "$t0" "$t1" "$t2" "$files" <<'PY'
import sys
t0, t1, t2, files = map(float, sys.argv[1:])
first, rescan = t1 - t0, t2 - t1
print(f"first scan {first:.3f} s ({files / first:.0f} files/s); rescan {rescan:.3f} s "
      f"({files / rescan:.0f} files/s); ratio {first / rescan:.1f}x "
      f"({'meets' if first / rescan >= 10 else 'misses'} the 10x target)")
PY
[ -z "${BENCH_DIR:-}" ] && rm -rf "$work"
