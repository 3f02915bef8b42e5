#!/usr/bin/env bash
# Imaging benchmark (issue 16), part of `make bench` (and alone: `make bench-imaging`): release
# build, warm cache, hyperfine medians over the same lists for both tools of each pair:
#   fast delivery   `classify preview --delivery fast --size 160`  vs  `exiftool -b -ThumbnailImage -w`
#                   on the images ExifTool finds a ThumbnailImage in, and on all images
#   high quality    `classify preview --delivery high --size 256`  vs  `vipsthumbnail -s 256` (2 processes)
#                   on the images vipsthumbnail decodes
#   report, 10k     `classify report`  vs  `classify --mode thorough` + `classify preview --delivery fast`,
#                   and how long the 10k report takes to open in headless Chromium
# Writes Docs/ImagingPerformance.md. Needs hyperfine, exiftool and vipsthumbnail (libvips-tools),
# installed with apt-get when run as root.
#
#   Scripts/bench-imaging.sh           RUNS=3 by default (medians of 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${RUNS:-3}
bench=${BENCH_DIR:-/tmp/mediakind-bench}/imaging
corpus=${CORPUS:-$root/../shared/corpus/files}
[ -d "$corpus" ] || corpus=$root/Samples
mkdir -p "$bench"

need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v exiftool >/dev/null || need+=(libimage-exiftool-perl)
command -v vipsthumbnail >/dev/null || need+=(libvips-tools)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else echo "bench-imaging: install ${need[*]} first" >&2; exit 1; fi
fi
Scripts/ensure-deps.sh

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
# The thumbnail list: the images ExifTool itself finds a ThumbnailImage in.
exiftool -q -q -if '$ThumbnailImage' -p '$Directory/$FileName' -@ "$bench/images.src" > "$bench/thumbs.src" || true
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

out=$bench/out
# hyperfine -N runs --prepare without a shell too: a script empties the output folder.
printf '#!/bin/sh\nrm -rf "%s" && mkdir -p "%s"\n' "$out" "$out" > "$bench/prepare.sh"
# vipsthumbnail over the list in two processes at a time, 64 files each; a batch whose
# vipsthumbnail exits 255 would make xargs stop launching the rest, so its status is dropped.
cat > "$bench/vipsthumbnail.sh" <<'SH'
#!/bin/sh
# vipsthumbnail.sh LIST OUT: in the inner shell $0 is OUT and "$@" the batch of files.
xargs -a "$1" -d '\n' -P 2 -n 64 sh -c 'vipsthumbnail -s 256 -o "$0/%s.jpg" "$@" 2>/dev/null || true' "$2"
SH
echo "== fast delivery vs exiftool -b -ThumbnailImage -w"
hyperfine --warmup 1 --runs "$runs" -N -i --export-json "$bench/thumbs.json" \
  --prepare "sh $bench/prepare.sh" \
  -n classify-preview-fast "$classify preview --delivery fast --size 160 --out $out $bench/thumbs" \
  -n exiftool-thumbnail "exiftool -q -q -b -ThumbnailImage -w $out/%f_%c.jpg -@ $bench/thumbs.list" \
  >/dev/null
hyperfine --warmup 1 --runs "$runs" -N -i --export-json "$bench/fast.json" \
  --prepare "sh $bench/prepare.sh" \
  -n classify-preview-fast "$classify preview --delivery fast --size 160 --out $out $bench/images" \
  -n exiftool-thumbnail "exiftool -q -q -b -ThumbnailImage -w $out/%f_%c.jpg -@ $bench/images.list" \
  >/dev/null
echo "== high quality vs vipsthumbnail -s 256 (both on both cores)"
hyperfine --warmup 1 --runs "$runs" -N -i --export-json "$bench/high.json" \
  --prepare "sh $bench/prepare.sh" \
  -n classify-preview-high "$classify preview --delivery high --size 256 --out $out $bench/high" \
  -n vipsthumbnail "sh $bench/vipsthumbnail.sh $bench/high.list $out" \
  >/dev/null

echo "== report for 10,000+ files vs thorough classify + fast previews"
tree=${TREE10K:-${BENCH_DIR:-/tmp/mediakind-bench}/tree10k}
if [ ! -f "$tree/.complete" ]; then
  per_copy=$(find "$corpus" -type f | wc -l)
  rm -rf "$tree"; mkdir -p "$tree"
  for i in $(seq 1 $(( (10000 + per_copy - 1) / per_copy ))); do cp -al "$corpus" "$tree/c$i" 2>/dev/null || cp -a "$corpus" "$tree/c$i"; done
  touch "$tree/.complete"
fi
files=$(find "$tree" -type f ! -name .complete | wc -l)
hyperfine --warmup 0 --runs "${REPORT_RUNS:-1}" -N -i --export-json "$bench/report.json" \
  --prepare "sh $bench/prepare.sh" \
  -n report "$classify report $tree --out $out/site" \
  -n thorough "$classify --mode thorough --format jsonl $tree" \
  -n previews-fast "$classify preview --delivery fast --size 256 --out $out/p $tree" \
  >/dev/null
# How long the 10k report takes to open: navigation to the load event and to the first tiles.
"$classify" report "$tree" --out "$bench/site10k" >/dev/null 2>&1 || true
python3 Scripts/report_browser_check.py --open-time "$bench/site10k" "$bench/site10k.png" > "$bench/open.json"

python3 - "$bench" "$images" "$high" "$files" "$runs" "$copies" "$thumbs" > Docs/ImagingPerformance.md <<'PY'
import json, sys
bench, images, high, files, runs, copies, thumbs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6], int(sys.argv[7])
def medians(name):
    return {r["command"]: r["median"] for r in json.load(open(f"{bench}/{name}.json"))["results"]}
fast, hq, rep, th = medians("fast"), medians("high"), medians("report"), medians("thumbs")
opened = json.load(open(f"{bench}/open.json"))
t_ours, t_exif = thumbs / th["classify-preview-fast"], thumbs / th["exiftool-thumbnail"]
f_ours, f_exif = images / fast["classify-preview-fast"], images / fast["exiftool-thumbnail"]
h_ours, h_vips = high / hq["classify-preview-high"], high / hq["vipsthumbnail"]
base = rep["thorough"] + rep["previews-fast"]
print(f"""# Imaging performance

<!-- DO NOT EDIT: written by Scripts/bench-imaging.sh (`make bench-imaging`, part of `make bench`). -->

One run of `Scripts/bench-imaging.sh` on this machine (2 cores), release build, warm page cache,
hyperfine medians of {runs} runs (the report row: of {len(json.load(open(f"{bench}/report.json"))["results"][0]["times"])}).
The lists are the shared corpus's images (as `classify --mode fast` calls them), each linked
{copies} times; the high-quality list keeps the formats libvips decodes here.

| pair | MediaKind | other | ratio | target |
|---|---|---|---|---|
| fast delivery, {thumbs} images with an EXIF thumbnail | `classify preview --delivery fast --size 160`: {th["classify-preview-fast"]:.2f} s, {t_ours:.0f} files/s | `exiftool -b -ThumbnailImage -w`: {th["exiftool-thumbnail"]:.2f} s, {t_exif:.0f} files/s | **{t_ours / t_exif:.1f}x** | >= 20x |
| fast delivery, all {images} images (no embedded image: decoded) | `classify preview --delivery fast --size 160`: {fast["classify-preview-fast"]:.2f} s, {f_ours:.0f} files/s | `exiftool -b -ThumbnailImage -w`: {fast["exiftool-thumbnail"]:.2f} s, {f_exif:.0f} files/s | {f_ours / f_exif:.1f}x | (context) |
| high quality, {high} images | `classify preview --delivery high --size 256`: {hq["classify-preview-high"]:.2f} s, {h_ours:.0f} files/s | `vipsthumbnail -s 256` (2 processes): {hq["vipsthumbnail"]:.2f} s, {h_vips:.0f} files/s | **{h_ours / h_vips:.2f}x** | >= 1x |
| report, {files} files | `classify report`: {rep["report"]:.2f} s | `classify --mode thorough` {rep["thorough"]:.2f} s + `classify preview --delivery fast --size 256` {rep["previews-fast"]:.2f} s = {base:.2f} s | **{rep["report"] / base:.2f}x** the time | < 3x |
| opening the {opened["assets"]}-asset report in headless Chromium | load event {opened["loadEventEnd"]:.0f} ms, first tiles at {opened["firstTiles"]:.0f} ms | | | < 2 s |

What each side does:
- fast delivery writes a preview for every input: the embedded image when the file has one
  (no decoding of the image; the thumbnail list is the one ExifTool finds a `ThumbnailImage`
  in, where MediaKind passes the EXIF thumbnail on), a decoded image otherwise (PNG, GIF, WebP,
  HEIC without a thumbnail item, ...: the all-images row, where most of the time goes into
  those decodes); ExifTool writes the EXIF thumbnail of the files that have one and nothing for
  the others.
- high quality: both decode with libvips' `vips_thumbnail` (shrink-on-load) and write JPEG;
  MediaKind classifies each file first and runs two decodes at once; `vipsthumbnail` runs as
  two processes over halves of the list (`xargs -P 2`).
- the report classifies every file in thorough mode with `--explain`, builds the library
  (pairs, bursts, albums), makes a fast preview per asset and writes the site.
""")
PY
cat Docs/ImagingPerformance.md
