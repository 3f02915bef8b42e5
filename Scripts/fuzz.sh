#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS (issue 7).
#
#   Scripts/fuzz.sh [SECONDS] [TARGET ...]      e.g. Scripts/fuzz.sh 60 FuzzJPEG FuzzPNG
#
# Seeds are copied from Samples/ into Fuzz/.build/corpus/<target>/ at run time (that folder is
# ignored by git; the corpus libFuzzer grows there is never committed). Crashes, timeouts and
# OOMs land in Fuzz/.build/artifacts/<target>/; turn each into a file under Samples/broken/
# with a regression test (Docs/Reliability.md). Each run's result (libFuzzer's final stats:
# executions, seconds) goes to Fuzz/.build/<target>.summary and is printed at the end; the
# full log is Fuzz/.build/<target>.log. Several instances may run at once on different targets.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
SECONDS_PER_TARGET=${1:-${FUZZ_SECONDS:-60}}
shift || true
ALL_TARGETS=(FuzzJPEG FuzzEXIF FuzzISOBMFF FuzzPNG FuzzGIF FuzzRIFF FuzzXMP FuzzMatroska FuzzAudio FuzzStreams FuzzYAML FuzzPredicate)
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")

# Seed folders (under Samples/) for each target.
seeds() {
  case "$1" in
    FuzzJPEG) echo image/jpeg broken/jpeg ;;
    FuzzEXIF) echo image/tiff image/dng image/cr2 broken/tiff ;;
    FuzzISOBMFF) echo image/heic image/avif image/avifs image/jpegxl video/mov video/mp4 video/3gp audio/m4a audio/mp4-audio broken/mp4 ;;
    FuzzPNG) echo image/png broken/png ;;
    FuzzGIF) echo image/gif ;;
    FuzzRIFF) echo image/webp audio/wav video/avi audio/aiff ;;
    FuzzXMP) echo image/png/screenshot-1170x2532-xmp-usercomment.png ;;
    FuzzMatroska) echo video/mkv video/webm video/flv ;;
    FuzzAudio) echo audio/mp3 audio/flac audio/ogg audio/opus audio/aac audio/amr audio/caf audio/midi ;;
    FuzzStreams) echo video/mpeg video/mxf audio/wma video/wmv audio/flac audio/wav ;;
    FuzzYAML) echo .mediakind.yml ;;
    FuzzPredicate) echo ;;
    *) echo "unknown target $1" >&2; exit 64 ;;
  esac
}

cd Fuzz
swift build -c debug -Xswiftc -sanitize=fuzzer,address
BIN=$(swift build -c debug -Xswiftc -sanitize=fuzzer,address --show-bin-path)
# Swift's backtracer and ASan both catch the crash; let ASan report it (cleaner stacks).
# Leak detection is off (-detect_leaks=0): LeakSanitizer cannot see pointers Swift keeps in
# the spare bits of enum payloads, so the record's lazily built member tables (reachable
# globals) are reported as leaked once an input allocates more than it frees (FuzzStreams,
# from its first input, and every target at exit since the member tables exist). Memory
# growth is still caught by -rss_limit_mb.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export SWIFT_BACKTRACE=enable=no

status=0
for target in "${TARGETS[@]}"; do
  corpus=$ROOT/Fuzz/.build/corpus/$target
  artifacts=$ROOT/Fuzz/.build/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  for seed in $(seeds "$target"); do
    find "$ROOT/Samples/$seed" -type f -exec cp -n {} "$corpus/" \;
  done
  # Regression inputs kept in the repository are seeds too.
  if [ -d "$ROOT/Samples/broken" ]; then
    find "$ROOT/Samples/broken" -type f -exec cp -n {} "$corpus/" \;
  fi
  dict=$ROOT/Fuzz/Dictionaries/$target.dict
  extra=()
  [ -f "$dict" ] && extra+=("-dict=$dict")
  log=$ROOT/Fuzz/.build/$target.log
  echo "== $target: ${SECONDS_PER_TARGET}s, corpus $corpus"
  set +e
  "$BIN/$target" "$corpus" "${extra[@]}" -max_total_time="$SECONDS_PER_TARGET" \
    -max_len=131072 -timeout=300 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" >"$log" 2>&1
  rc=$?
  set -e
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo "?")
  done_line=$(grep -E '^Done [0-9]+ runs' "$log" || echo "no final 'Done' line (exit $rc)")
  echo "$target: exit $rc, ${SECONDS_PER_TARGET}s requested, executions $runs, $done_line" \
    | tee "$ROOT/Fuzz/.build/$target.summary"
  if [ $rc -ne 0 ]; then
    status=1
    grep -E 'ERROR|Fatal error|SUMMARY|artifact' "$log" | head -20 || true
  fi
done
echo "== summary"
for target in "${TARGETS[@]}"; do cat "$ROOT/Fuzz/.build/$target.summary"; done
exit $status
