#!/usr/bin/env bash
# Duplicates benchmark (issue 28): `classify duplicates` of 100,000 photos with few duplicates
# within 2x of a thorough classification of the same tree. Release build; ROUNDS (default 5)
# interleaved rounds, medians of the ratios taken within each round
# (Benchmarks/duplicates_bench.py). Writes the table into Docs/Performance.md between the
# "duplicates" markers. BIN_BEFORE=path/to/classify adds an older build's row to the rounds.
#
#   Scripts/bench-duplicates.sh                  # make bench-duplicates
#   SIZE=20000 ROUNDS=1 Scripts/bench-duplicates.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
size=${SIZE:-100000}
rounds=${ROUNDS:-5}
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-duplicates}
mkdir -p "$work"

Scripts/ensure-deps.sh
echo "== build (release)"
swift build -c release --product classify 2>&1 | tail -1
python3 Benchmarks/duplicates_bench.py "$root/.build/release/classify" "$work" "$size" "$rounds" Docs/Performance.md
