#!/usr/bin/env bash
# MediaKind benchmark: classify (fast and thorough) against the raw head-read limit, libmagic
# (`file --mime-type`) and ExifTool (which exits 1 on files it cannot read, hence `-i`), on the same list of >= 10,000 files, warm cache, release
# build. Then the micro-benchmarks of the library API (Benchmarks/Micro, `make bench-micro`) over
# the same corpus. Writes Docs/Performance.md. Needs hyperfine, exiftool, file and GNU time
# (installed with apt-get when run as root).
#
#   Scripts/bench.sh            # full run (a few minutes, plus the micro-benchmarks' first build)
#   RUNS=3 Scripts/bench.sh     # fewer repetitions
#   MICRO=0 Scripts/bench.sh    # without the micro-benchmarks (the report says they were not run)
#
# If the micro-benchmarks fail to build or run, the script stops with an error and leaves
# Docs/Performance.md as it was (the hyperfine results stay in $BENCH_DIR/results).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${RUNS:-5}
micro=${MICRO:-1}
bench=${BENCH_DIR:-/tmp/mediakind-bench}
corpus=${CORPUS:-$root/../shared/corpus/files}
out=$bench/results
mkdir -p "$out"

need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v exiftool >/dev/null || need+=(libimage-exiftool-perl)
command -v file >/dev/null || need+=(file)
[ -x /usr/bin/time ] || need+=(time)
command -v cc >/dev/null || need+=(gcc)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
  else echo "bench: install ${need[*]} first" >&2; exit 1; fi
fi
Scripts/ensure-deps.sh

echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify >/dev/null  # as `make release`
classify=$root/.build/release/classify
cc -O2 -pthread -o "$bench/rawread" Benchmarks/rawread.c
micro_log=$out/micro.log
micro_failed() {  # micro_failed REASON [late]: stops the run, leaving Docs/Performance.md as it was
  echo "bench: FAILED: the micro-benchmarks (Benchmarks/Micro) $1; Docs/Performance.md is unchanged." >&2
  echo "bench: output: $out/micro.out and $micro_log" >&2
  [ "${2:-}" = late ] && echo "bench: this run's hyperfine and RSS results are kept in $out" >&2
  echo "bench: rerun them alone with \`make bench-micro\`, or skip them with MICRO=0 Scripts/bench.sh." >&2
  exit 1
}
if [ "$micro" != 0 ]; then
  # Built now (a first build takes several minutes) so a build failure stops the run early; the
  # list of benchmark names is checked against the results at the end.
  echo "== build (micro-benchmarks)"
  swift package --package-path Benchmarks/Micro benchmark list > "$out/micro.out" 2> "$micro_log" \
    || micro_failed "did not build"
  sed -n '/available benchmarks:$/,/^$/p' "$out/micro.out" | sed '1d;/^$/d' > "$out/micro.names"
  [ -s "$out/micro.names" ] || micro_failed "listed no benchmarks"
fi

echo "== corpus"
if [ ! -d "$corpus" ]; then corpus=$root/Samples; fi
make_tree() {  # make_tree DIR COPIES: hard links (or copies across devices) of the corpus
  local dir=$1 copies=$2
  if [ ! -f "$dir/.complete" ]; then
    rm -rf "$dir"; mkdir -p "$dir"
    for i in $(seq 1 "$copies"); do
      cp -al "$corpus" "$dir/c$i" 2>/dev/null || cp -a "$corpus" "$dir/c$i"
    done
    touch "$dir/.complete"
  fi
  find "$dir" -type f ! -name .complete | LC_ALL=C sort > "$dir.list"
}
per_copy=$(find "$corpus" -type f | wc -l)
copies=$(( (10000 + per_copy - 1) / per_copy ))
make_tree "$bench/tree10k" "$copies"
make_tree "$bench/tree50k" $(( copies * 5 ))
list=$bench/tree10k.list
files=$(wc -l < "$list")
files50=$(wc -l < "$bench/tree50k.list")
awk 'NR % 10 == 1' "$list" > "$bench/subset.list"
subset=$(wc -l < "$bench/subset.list")
echo "   $files files (10k tree), $files50 files (50k tree), ExifTool subset $subset"
# Warm the page cache.
xargs -a "$list" -d '\n' cat > /dev/null 2>&1 || true

echo "== size independence fixtures"
python3 Benchmarks/make_big_media.py "$bench/size"

echo "== hyperfine"
cut -d' ' -f1 /proc/loadavg > "$out/load-start.txt"  # the report states the machine's load
hyperfine --warmup 1 --runs "$runs" --export-json "$out/main.json" -N \
  -n raw-head-read "$bench/rawread -b 65536 $list" \
  -n raw-head-read-4k "$bench/rawread -b 4096 $list" \
  -n file-mime-type "file -b --mime-type -f $list" \
  -n classify-fast "$classify --mode fast --format jsonl --files-from $list" \
  -n classify-thorough "$classify --mode thorough --format jsonl --files-from $list" \
  >/dev/null
hyperfine --warmup 1 --runs "$(( runs < 3 ? runs : 3 ))" --export-json "$out/exiftool.json" -N -i \
  -n exiftool-fast2 "exiftool -q -fast2 -j -@ $bench/subset.list" \
  -n exiftool "exiftool -q -j -@ $bench/subset.list" \
  >/dev/null
hyperfine --warmup 1 --runs "$runs" --export-json "$out/size.json" -N \
  -n small-2MiB "$classify --mode thorough --format jsonl --files-from $bench/size/small.list" \
  -n large-2GiB "$classify --mode thorough --format jsonl --files-from $bench/size/large.list" \
  -n large-2GiB-moov-at-end "$classify --mode thorough --format jsonl --files-from $bench/size/large-tail.list" \
  >/dev/null

echo "== interleaved rounds (both modes against the read floors and file)"
python3 Benchmarks/pairs.py "$out/pairs.json" "${PAIR_ROUNDS:-15}" "$bench/rawread" "$classify" "$list"

echo "== peak memory"
rss() { /usr/bin/time -f %M "$@" >/dev/null 2>"$out/rss.tmp" || true; tail -n 1 "$out/rss.tmp"; }
{
  echo "fast10k $(rss "$classify" --mode fast --format jsonl --files-from "$list")"
  echo "thorough10k $(rss "$classify" --mode thorough --format jsonl --files-from "$list")"
  echo "fast50k $(rss "$classify" --mode fast --format jsonl --files-from "$bench/tree50k.list")"
  echo "thorough50k $(rss "$classify" --mode thorough --format jsonl --files-from "$bench/tree50k.list")"
} > "$out/rss.txt"

cut -d' ' -f1 /proc/loadavg > "$out/load-end.txt"

rm -f "$out/micro.csv"
if [ "$micro" != 0 ]; then
  echo "== micro-benchmarks (about a minute)"
  # Influx CSV on stdout: every percentile of every metric in raw units (ns, counts, bytes).
  MEDIAKIND_BENCH_FILES=$corpus swift package --package-path Benchmarks/Micro benchmark \
    --format influx --path stdout --no-progress > "$out/micro.out" 2> "$micro_log" \
    || micro_failed "exited with status $?" late
  # A benchmark whose setup fails is reported on stdout but does not change the exit status.
  while IFS= read -r name; do
    grep -qF ",$name," "$out/micro.out" || micro_failed "gave no result for '$name'" late
  done < "$out/micro.names"
  cp "$out/micro.out" "$out/micro.csv"
fi

python3 Benchmarks/report.py "$out" "$files" "$subset" "$files50" > "$out/Performance.md"
# Only the generated block is replaced: the other benchmarks' blocks and the hand-written
# sections of Docs/Performance.md stay.
python3 -c 'import sys; sys.path.insert(0, "Benchmarks"); from bench_support import write_block; write_block(sys.argv[2], "bench", open(sys.argv[1]).read().rstrip("\n"), before="<!-- collections:start -->")' "$out/Performance.md" Docs/Performance.md
cat "$out/Performance.md"

echo "== imaging (Scripts/bench-imaging.sh, writes Docs/ImagingPerformance.md)"
BENCH_DIR=$bench TREE10K=$bench/tree10k Scripts/bench-imaging.sh
