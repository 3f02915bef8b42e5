#!/usr/bin/env bash
# Import benchmark (issue 27): `classify import` of 10,000 distinct photos by hard link within
# 2x of `cp -al` plus a thorough classification of the same files, by copy within 1.3x of
# `cp -r` plus that classification; peak RSS not growing with the number of files (2,500 and
# 10,000). Release build; ROUNDS (default 5) interleaved rounds, medians of the ratios taken
# within each round (Benchmarks/import_bench.py). Writes the table into Docs/Performance.md
# between the "import" markers.
#
#   Scripts/bench-import.sh                  # make bench-import
#   SIZES="1000" ROUNDS=1 Scripts/bench-import.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
sizes=${SIZES:-2500 10000}
rounds=${ROUNDS:-5}
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-import}
mkdir -p "$work"

Scripts/ensure-deps.sh
echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify 2>&1 | tail -1
python3 Benchmarks/import_bench.py "$root/.build/release/classify" "$work" "$sizes" "$rounds" Docs/Performance.md
