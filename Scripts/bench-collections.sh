#!/usr/bin/env bash
# Collections benchmark (issue 17): user albums, smart albums, moments, clusters and years for
# 100,000 assets must take under 2x the time of `classify assets` on the same tree.
#
# Two trees of N files (SIZE, default 100000), release build:
#   corpus: hard links to the shared corpus (else Samples/), 1,000 to a folder (as bench-scale);
#   photos: a synthetic camera roll (Benchmarks/make_photo_library.py): tiny JPEGs with capture
#           times, offsets and GPS over years, at home and on trips, one folder per month, so
#           moments, clusters and place names all have work to do.
# On each, ROUNDS (default 3) interleaved rounds of:
#   assets   classify assets --format jsonl            (the baseline: scan, classify, pair)
#   albums   classify albums --type all --format jsonl (smart albums, user albums, moments)
#   tree     classify albums --tree --format jsonl
#   moments  classify moments --format jsonl
#   years    classify moments --years; clusters  classify moments --clusters
# wall time from /usr/bin/time (median of the rounds) and each command's ratio to assets: the
# median of the ratios taken within each round (the machine is shared; a round's commands
# run back to back, so a load spike moves both sides of a ratio).
# Writes the table into Docs/Performance.md between the "collections" markers.
#
#   Scripts/bench-collections.sh            # make bench-collections
#   SIZE=20000 ROUNDS=1 Scripts/bench-collections.sh   (ROUNDS defaults to 5)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
size=${SIZE:-100000}
rounds=${ROUNDS:-5}
source_dir=${SOURCE:-$root/../shared/corpus/files}
[ -d "$source_dir" ] || source_dir=$root/Samples
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-collections}
mkdir -p "$work"

Scripts/ensure-deps.sh --test
echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify 2>&1 | tail -1
bin=$root/.build/release/classify

corpus=$work/corpus-$size
python3 Scripts/link_tree.py "$source_dir" "$corpus" "$size"
photos=$work/photos-$size
if [ ! -f "$photos/.complete" ]; then
  echo "== tree: a synthetic camera roll of $size photos"
  rm -rf "$photos"
  python3 Benchmarks/make_photo_library.py "$photos" "$size"
fi

steps="assets albums tree moments years clusters"
table=$work/table.md
{
  echo "| tree | files | assets | command | median wall s | ratio to assets (median of rounds) | range of round ratios | collections |"
  echo "|---|---:|---:|---|---:|---:|---|---:|"
} >"$table"
for tree in "$corpus" "$photos"; do
  name=$(basename "$tree")
  declare -A times=()
  for round in $(seq "$rounds"); do
    for step in $steps; do
      case $step in
        assets) cmd=("$bin" assets --no-config --no-index --format jsonl "$tree") ;;
        albums) cmd=("$bin" albums --type all --no-config --no-index --format jsonl "$tree") ;;
        tree) cmd=("$bin" albums --tree --no-config --no-index --format jsonl "$tree") ;;
        moments) cmd=("$bin" moments --no-config --no-index --format jsonl "$tree") ;;
        years) cmd=("$bin" moments --years --no-config --no-index --format jsonl "$tree") ;;
        clusters) cmd=("$bin" moments --clusters --no-config --no-index --format jsonl "$tree") ;;
      esac
      /usr/bin/time -f "%e" -o "$work/time.txt" "${cmd[@]}" >"$work/out-$step.jsonl" 2>"$work/stderr.txt" || true
      times[$step]="${times[$step]:-} $(cat "$work/time.txt")"
      echo "   $name round $round $step: $(cat "$work/time.txt") s ($(wc -l <"$work/out-$step.jsonl") lines)"
    done
  done
  files=$(find "$tree" -type f ! -name .complete | wc -l)
  assets=$(wc -l <"$work/out-assets.jsonl")
  base=$(python3 -c "import statistics,sys; print(statistics.median(map(float, sys.argv[1:])))" ${times[assets]})
  for step in $steps; do
    median=$(python3 -c "import statistics,sys; print(statistics.median(map(float, sys.argv[1:])))" ${times[$step]})
    read -r ratio spread < <(python3 -c "
import statistics, sys
a = [float(x) for x in sys.argv[1].split()]
b = [float(x) for x in sys.argv[2].split()]
r = [y / x for x, y in zip(a, b)]
print(f'{statistics.median(r):.2f} {min(r):.2f}x–{max(r):.2f}x')" "${times[assets]}" "${times[$step]}")
    lines=$([ "$step" = assets ] && echo "" || wc -l <"$work/out-$step.jsonl")
    case $step in
      assets) label="\`classify assets\`" ;;
      albums) label="\`classify albums --type all\`" ;;
      tree) label="\`classify albums --tree\`" ;;
      moments) label="\`classify moments\`" ;;
      years) label="\`classify moments --years\`" ;;
      clusters) label="\`classify moments --clusters\`" ;;
    esac
    echo "| $name | $files | $assets | $label | $median | ${ratio}x | $spread | $lines |" >>"$table"
  done
  unset times
done
cat "$table"

perf=Docs/Performance.md
python3 Scripts/doc_block.py "$perf" collections "## Collections (\`make bench-collections\`)" \
  "User albums, smart albums, moments, clusters and years against \`classify assets\` on the same tree (the target: under 2x), release build, this machine, $(date +%F), median wall time of $rounds interleaved rounds (\`/usr/bin/time\`; no index; thorough). Every command scans and classifies the tree, pairs Live Photos, RAW+JPEG and bursts; \`assets\` then prints every asset, the others build the collections (\`corpus\`: hard links to the shared corpus, few dates; \`photos\`: a synthetic camera roll with capture times, offsets and GPS, \`Benchmarks/make_photo_library.py\`)." \
  "$table"
