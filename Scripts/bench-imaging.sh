#!/usr/bin/env bash
# Imaging benchmark (issue 16), part of `make bench` (and alone: `make bench-imaging`): release
# build, warm cache, medians of interleaved rounds (Scripts/interleave.py: every round runs both
# tools of a pair, in turn, so a busy neighbour slows both) over the same lists:
#   fast delivery   `classify preview --delivery fast --size 160`  vs  `exiftool -b -ThumbnailImage -w`
#                   on the images whose ThumbnailImage ExifTool extracts as a JPEG with a
#                   frame header, and on all images
#   high quality    `classify preview --delivery high --size 256`  vs  `vipsthumbnail -s 256` (2 processes)
#                   on the images vipsthumbnail decodes
#   report, 10k     `classify report`  vs  `classify --mode thorough` + `classify preview --delivery fast`,
#                   and how long the 10k report takes to open in headless Chromium
# Outputs go to a tmpfs folder (/dev/shm) for every tool: on this machine's ext4 without a
# journal, creating files right after deleting as many (each round empties the folder) makes the
# kernel skip recently deleted inodes one by one, which cost more than extracting a thumbnail.
# Writes Docs/ImagingPerformance.md. Needs exiftool and vipsthumbnail (libvips-tools), installed
# with apt-get when run as root.
#
#   Scripts/bench-imaging.sh           RUNS=5 rounds for the fast pair, 3 for the others
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${RUNS:-5}
other_runs=${OTHER_RUNS:-3}
bench=${BENCH_DIR:-/tmp/mediakind-bench}/imaging
corpus=${CORPUS:-$root/../shared/corpus/files}
[ -d "$corpus" ] || corpus=$root/Samples
mkdir -p "$bench"

need=()
command -v exiftool >/dev/null || need+=(libimage-exiftool-perl)
command -v vipsthumbnail >/dev/null || need+=(libvips-tools)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else echo "bench-imaging: install ${need[*]} first" >&2; exit 1; fi
fi
Scripts/ensure-deps.sh --test

echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify >/dev/null
classify=$root/.build/release/classify

# The image lists: every file of the corpus the classifier calls an image (fast list), and of
# those the formats libvips decodes here (high list); each linked COPIES times so a run lasts.
copies=${COPIES:-4}
"$classify" --mode fast --format jsonl "$corpus" 2>/dev/null | python3 -c '
import json, sys
decodable = {"jpeg", "mpo", "png", "gif", "webp", "tiff", "heic", "heif", "avif", "jpegxl", "svg"}
with open(sys.argv[1], "w") as images, open(sys.argv[2], "w") as high:
    for line in sys.stdin:
        r = json.loads(line)
        if r.get("mediaType") == "image":
            images.write(r["path"] + "\n")
            if r.get("format") in decodable:
                high.write(r["path"] + "\n")
' "$bench/images.src" "$bench/high.candidates"
# The thumbnail list: the images whose ThumbnailImage ExifTool extracts as a JPEG with a frame
# header. A few files (libexif's test data) hold a 4-byte SOI+EOI stub there: ExifTool writes
# those 4 bytes, MediaKind finds no thumbnail and decodes the file itself (here damaged: an
# error). They are no thumbnail to extract, so they are left out of the list and counted.
# ExifTool exits 1 when any file of the list is not one it reads (QOI, TGA, damaged GIFs):
# expected here; its JSON for the others is complete, and a broken one fails the parse below.
{ exiftool -q -q -json -b -ThumbnailImage -@ "$bench/images.src" 2>/dev/null || [ $? -eq 1 ]; } | python3 -c '
import base64, json, sys
def frame_header(jpeg):
    i = 2
    while i + 4 <= len(jpeg) and jpeg[i] == 0xFF:
        marker = jpeg[i + 1]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            return True
        if marker == 0xDA:
            return False
        i += 2 + (jpeg[i + 2] << 8 | jpeg[i + 3])
    return False
stubs = 0
with open(sys.argv[1], "w") as out:
    for entry in json.load(sys.stdin):
        value = entry.get("ThumbnailImage")
        if not isinstance(value, str) or not value.startswith("base64:"):
            continue
        jpeg = base64.b64decode(value[7:])
        if jpeg[:2] == b"\xff\xd8" and frame_header(jpeg):
            out.write(entry["SourceFile"] + "\n")
        else:
            stubs += 1
print(stubs, file=open(sys.argv[2], "w"))
' "$bench/thumbs.src" "$bench/thumbs.stubs"
# The high list: the decodable images vipsthumbnail makes a thumbnail of on its own (one that
# fails can stop a whole vipsthumbnail batch, which would time an unfinished run).
: > "$bench/high.src"
check=$bench/check; mkdir -p "$check"
while IFS= read -r f; do
  rm -f "$check"/*
  if timeout 60 vipsthumbnail -s 256 -o "$check/t.jpg" "$f" >/dev/null 2>&1 && [ -s "$check/t.jpg" ]; then
    echo "$f" >> "$bench/high.src"
  fi
done < "$bench/high.candidates"
make_tree() {  # make_tree NAME SOURCE_LIST: hard links (copies across devices), COPIES times
  local dir=$bench/$1
  rm -rf "$dir"; mkdir -p "$dir"
  for i in $(seq 1 "$copies"); do
    n=0
    while IFS= read -r f; do
      n=$((n + 1))
      ext=${f##*.}
      ln "$f" "$dir/c${i}_$n.$ext" 2>/dev/null || cp "$f" "$dir/c${i}_$n.$ext"
    done < "$2"
  done
  find "$dir" -type f | LC_ALL=C sort > "$bench/$1.list"
}
make_tree images "$bench/images.src"
make_tree thumbs "$bench/thumbs.src"
make_tree high "$bench/high.src"
images=$(wc -l < "$bench/images.list")
thumbs=$(wc -l < "$bench/thumbs.list")
high=$(wc -l < "$bench/high.list")
xargs -a "$bench/images.list" -d '\n' cat > /dev/null
echo "   $thumbs images with an EXIF thumbnail, $images images, $high images vipsthumbnail decodes"

out=${OUT_DIR:-/dev/shm/mediakind-bench-out}
mkdir -p "$out" 2>/dev/null || out=$bench/out
printf '#!/bin/sh\nrm -rf "%s" && mkdir -p "%s"\n' "$out" "$out" > "$bench/prepare.sh"
# vipsthumbnail over the list in two processes at a time, 64 files each; a batch whose
# vipsthumbnail exits 255 would make xargs stop launching the rest, so its status is dropped.
cat > "$bench/vipsthumbnail.sh" <<'SH'
#!/bin/sh
# vipsthumbnail.sh LIST OUT: in the inner shell $0 is OUT and "$@" the batch of files.
xargs -a "$1" -d '\n' -P 2 -n 64 sh -c 'vipsthumbnail -s 256 -o "$0/%s.jpg" "$@" 2>/dev/null || true' "$2"
SH
interleave() { python3 Scripts/interleave.py --prepare "sh $bench/prepare.sh" "$@"; }
echo "== fast delivery vs exiftool -b -ThumbnailImage -w ($runs interleaved rounds)"
interleave --rounds "$runs" --json "$bench/thumbs.json" \
  "classify-preview-fast=$classify preview --delivery fast --size 160 --out $out $bench/thumbs" \
  "exiftool-thumbnail=exiftool -q -q -b -ThumbnailImage -w $out/%f_%c.jpg -@ $bench/thumbs.list"
interleave --rounds "$other_runs" --json "$bench/fast.json" \
  "classify-preview-fast=$classify preview --delivery fast --size 160 --out $out $bench/images" \
  "exiftool-thumbnail=exiftool -q -q -b -ThumbnailImage -w $out/%f_%c.jpg -@ $bench/images.list"
echo "== high quality vs vipsthumbnail -s 256 (both on both cores)"
interleave --rounds "$other_runs" --json "$bench/high.json" \
  "classify-preview-high=$classify preview --delivery high --size 256 --out $out $bench/high" \
  "vipsthumbnail=sh $bench/vipsthumbnail.sh $bench/high.list $out"

echo "== report for 10,000+ files vs thorough classify + fast previews"
tree=${TREE10K:-${BENCH_DIR:-/tmp/mediakind-bench}/tree10k}
if [ ! -f "$tree/.complete" ]; then
  per_copy=$(find "$corpus" -type f | wc -l)
  rm -rf "$tree"; mkdir -p "$tree"
  for i in $(seq 1 $(( (10000 + per_copy - 1) / per_copy ))); do cp -al "$corpus" "$tree/c$i" 2>/dev/null || cp -a "$corpus" "$tree/c$i"; done
  touch "$tree/.complete"
fi
files=$(find "$tree" -type f ! -name .complete | wc -l)
interleave --rounds "${REPORT_RUNS:-1}" --warmup 0 --json "$bench/report.json" \
  "report=$classify report $tree --out $out/site" \
  "thorough=$classify --mode thorough --format jsonl $tree" \
  "previews-fast=$classify preview --delivery fast --size 256 --out $out/p $tree"
# How long the 10k report takes to open: navigation to the load event and to the first tiles.
"$classify" report "$tree" --out "$bench/site10k" >/dev/null 2>&1 || true
python3 Scripts/report_browser_check.py --open-time "$bench/site10k" "$bench/site10k.png" > "$bench/open.json"
rm -rf "$out"

python3 - "$bench" "$images" "$high" "$files" "$copies" "$thumbs" "$(cat "$bench/thumbs.stubs")" "$out" > Docs/ImagingPerformance.md <<'PY'
import json, sys
bench, images, high, files, copies, thumbs, stubs, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], int(sys.argv[6]), int(sys.argv[7]), sys.argv[8]
def load(name):
    return json.load(open(f"{bench}/{name}.json"))
def medians(name, key="median"):
    return {command: entry[key] for command, entry in load(name)["results"].items()}
fast, hq, rep, th = medians("fast"), medians("high"), medians("report"), medians("thumbs")
th_cpu = medians("thumbs", "cpuMedian")
opened = json.load(open(f"{bench}/open.json"))
t_ours, t_exif = thumbs / th["classify-preview-fast"], thumbs / th["exiftool-thumbnail"]
f_ours, f_exif = images / fast["classify-preview-fast"], images / fast["exiftool-thumbnail"]
h_ours, h_vips = high / hq["classify-preview-high"], high / hq["vipsthumbnail"]
base = rep["thorough"] + rep["previews-fast"]
where = "a tmpfs folder (`/dev/shm`)" if out.startswith("/dev/shm") else f"`{out}`"
print(f"""# Imaging performance

<!-- DO NOT EDIT: written by Scripts/bench-imaging.sh (`make bench-imaging`, part of `make bench`). -->

One run of `Scripts/bench-imaging.sh` on this machine (2 cores, shared), release build, warm
page cache. Each pair is timed in interleaved rounds (`Scripts/interleave.py`: every round runs
both tools, in turn, after emptying the output folder); the table gives the medians, of
{load("thumbs")["rounds"]} rounds for the first pair, {load("fast")["rounds"]} for the next two and {load("report")["rounds"]} for the report. Outputs are
written to {where} for every tool. The lists are the shared corpus's images (as
`classify --mode fast` calls them), each linked {copies} times.

| pair | MediaKind | other | ratio | target |
|---|---|---|---|---|
| fast delivery, {thumbs} images with an EXIF or JFIF thumbnail | `classify preview --delivery fast --size 160`: {th["classify-preview-fast"]:.3f} s, {t_ours:.0f} files/s | `exiftool -b -ThumbnailImage -w`: {th["exiftool-thumbnail"]:.2f} s, {t_exif:.0f} files/s | **{t_ours / t_exif:.1f}x** (CPU time: {th_cpu["exiftool-thumbnail"] / th_cpu["classify-preview-fast"]:.1f}x) | >= 20x |
| fast delivery, all {images} images (no embedded image: decoded) | `classify preview --delivery fast --size 160`: {fast["classify-preview-fast"]:.2f} s, {f_ours:.0f} files/s | `exiftool -b -ThumbnailImage -w`: {fast["exiftool-thumbnail"]:.2f} s, {f_exif:.0f} files/s | {f_ours / f_exif:.1f}x | (context) |
| high quality, {high} images | `classify preview --delivery high --size 256`: {hq["classify-preview-high"]:.2f} s, {h_ours:.0f} files/s | `vipsthumbnail -s 256` (2 processes): {hq["vipsthumbnail"]:.2f} s, {h_vips:.0f} files/s | **{h_ours / h_vips:.2f}x** | >= 1x |
| report, {files} files | `classify report`: {rep["report"]:.2f} s | `classify --mode thorough` {rep["thorough"]:.2f} s + `classify preview --delivery fast --size 256` {rep["previews-fast"]:.2f} s = {base:.2f} s | **{rep["report"] / base:.2f}x** the time | < 3x |
| opening the {opened["assets"]}-asset report in headless Chromium | load event {opened["loadEventEnd"]:.0f} ms, first tiles at {opened["firstTiles"]:.0f} ms | | | < 2 s |

What each side does:
- fast delivery writes a preview for every input: the embedded image when the file has one
  (no decoding, and libvips is not even loaded), a decoded image otherwise (PNG, GIF, WebP,
  HEIC without a thumbnail item, ...: the all-images row, where most of the time goes into
  those decodes); ExifTool writes the EXIF (or JFIF extension) thumbnail of the files that have
  one and nothing for the others.
- the thumbnail list holds the images whose `ThumbnailImage` ExifTool extracts as a JPEG with a
  frame header. {stubs} files of the corpus list (libexif's test files; each is linked {copies} times
  in the trees) hold only a 4-byte SOI+EOI stub there: ExifTool writes those 4 bytes, MediaKind
  finds no thumbnail in them and decodes the image itself (PhotoKit always answers; these files
  are damaged, so the answer is an error). They are not thumbnails to extract and are left out
  of the list; the all-images row keeps them.
- high quality: both decode with libvips' `vips_thumbnail` (shrink-on-load) and write JPEG;
  MediaKind classifies each file first and runs two decodes at once; `vipsthumbnail` runs as
  two processes over halves of the list (`xargs -P 2`).
- the report classifies every file in thorough mode with `--explain`, builds the library
  (pairs, bursts, albums), makes a fast preview per asset and writes the site.
""")
PY
cat Docs/ImagingPerformance.md
