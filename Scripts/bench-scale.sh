#!/usr/bin/env bash
# Scale benchmark (issue 13): cost must stay linear in the number of files, whatever they hold.
# Builds trees of hard links to the shared corpus (else Samples/) with 10,000, 100,000 and
# 1,000,000 files (SIZES to choose), 1,000 links to a folder, so every Live Photo and burst of
# the corpus is repeated ~1,171 times at 1M (groups of one content identifier in the
# thousands). On each tree, with the release build, it measures wall time and peak RSS
# (/usr/bin/time) of:
#   classify --mode fast, classify --mode thorough, classify assets, classify index
# and prints per-step times, microseconds per file (flat when linear), and thorough/fast (the
# target: thorough within 3x fast at 1M). Writes the table into Docs/Performance.md between
# the "scale" markers.
#
#   Scripts/bench-scale.sh                  # 10k, 100k, 1M
#   SIZES="10000 100000" Scripts/bench-scale.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
sizes=${SIZES:-"10000 100000 1000000"}
source_dir=${SOURCE:-$root/../shared/corpus/files}
[ -d "$source_dir" ] || source_dir=$root/Samples
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-scale}
mkdir -p "$work"

Scripts/ensure-deps.sh --test
echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify 2>&1 | tail -1
bin=$root/.build/release/classify

table=$work/table.md
load_start=$(cut -d' ' -f1 /proc/loadavg)
{
  echo "| files | step | wall s | peak RSS MiB | µs per file |"
  echo "|---:|---|---:|---:|---:|"
} >"$table"
ratios=""
for n in $sizes; do
  tree=$work/tree-$n
  python3 Scripts/link_tree.py "$source_dir" "$tree" "$n"
  declare -A wall=()
  for step in fast thorough assets index; do
    rm -rf "$tree/.mediakind"
    case $step in
      fast) cmd=("$bin" --mode fast --no-config --format jsonl "$tree") ;;
      thorough) cmd=("$bin" --mode thorough --no-config --format jsonl "$tree") ;;
      assets) cmd=("$bin" assets --no-config --no-index --format jsonl "$tree") ;;
      index) cmd=("$bin" index --no-config --format jsonl "$tree") ;;
    esac
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "${cmd[@]}" >/dev/null 2>"$work/stderr.txt" || true
    read -r seconds kib <"$work/time.txt"
    wall[$step]=$seconds
    per=$(python3 -c "print(f'{$seconds * 1e6 / $n:.1f}')")
    mib=$(python3 -c "print(f'{$kib / 1024:.0f}')")
    echo "   $n files  $step: ${seconds} s, ${mib} MiB, ${per} µs/file"
    echo "| $n | $step | $seconds | $mib | $per |" >>"$table"
  done
  rm -rf "$tree/.mediakind"
  ratio=$(python3 -c "print(f'{${wall[thorough]} / ${wall[fast]}:.2f}')")
  ratios+="- $n files: thorough / fast = ${ratio}x"$'\n'
done
{
  echo
  printf '%s' "$ratios"
} >>"$table"
cat "$table"

perf=Docs/Performance.md
python3 Scripts/doc_block.py "$perf" scale "## Scale (\`make bench-scale\`)" \
  "Hard links to the shared corpus, 1,000 to a folder (so each Live Photo, burst and RAW+JPEG pair of the corpus repeats with the tree), release build, this machine, $(date +%F). Wall time and peak RSS from \`/usr/bin/time\`; \`assets\` and \`index\` are thorough; \`assets\` holds every record (issue 30), and a first \`index\` builds its change set one folder group at a time (Docs/Library.md, \"A refresh's memory\"). Load average (1 min) at the start: $load_start (2 cores)." \
  "$table"
