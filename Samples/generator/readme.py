"""Samples/README.md: the fixed text and the generated counts and file table."""


README_HEAD = """\
# MediaKind sample set

Small synthetic files for MediaKind's tests: one or more per format family of the format
registry, one positive file per subtype/toolkit flag, the pitfall negatives from
`Docs/DetectionRules.md`, and deliberately broken files.

**This README, `manifest.jsonl` and every file under `image/`, `video/`, `audio/`,
`unknown/` and `broken/` are generated.** Don't edit them by hand; change the generator
(`generate.py` and the `generator/` package beside it) and run it again:

    python3 Samples/generate.py            # regenerates every file byte-for-byte
    python3 Samples/generate.py --check    # regenerate into a temporary folder and compare:
                                           # exit 1, naming every file that differs (make test)
    python3 Samples/generate.py --clean    # also delete files in the sample folders it doesn't write

## How the files are made

The generator uses the Python 3 standard library only (`struct`, `zlib` for CRC-32/Adler-32
and to self-check its output, `hashlib` for the FLAC MD5). It builds every file from the
format specifications: no third-party tool, no network, no copy of any third-party file (in
particular nothing from `shared/corpus`). The output is deterministic: fixed timestamps and
identifiers, no randomness, and its own deflate encoder (fixed Huffman codes), so the bytes
don't depend on the zlib version.

It is a package with one module per container (`generator/jpeg.py`, `png.py`, `gif.py`,
`riff.py`, `isobmff.py`, `tiff.py`, `ebml.py`, `ogg.py`, ...) on top of `binary.py` (byte
helpers and CRCs) and `deflate.py`; `catalogue.py` records each sample with its facts
(`add`), the sample sets in `generator/sets/` call it, and `cli.py` writes or checks the
files.

Pixel and audio data are dummy (flat grey, silence, zero-filled codec payloads), but every
container is structurally valid: box/chunk/segment/atom/element lengths add up and PNG,
FLAC, Ogg and MPEG-TS CRCs are correct. JPEG files carry a complete, decodable scan (one-symbol
Huffman tables, 2 bits per 8x8 block). The classifier reads headers and metadata, not pixels.

## Layout

    <mediaType>/<format>/<descriptive-name>.<ext>    image/, video/, audio/, unknown/
    broken/<format>/<what-is-broken>.<ext>           damaged on purpose

`<format>` is the registry id (`FormatRegistry+*.swift`) of the content. There is no zero-byte
sample: an empty file is byte-identical to the empty files of third-party corpora, so the
empty-file case is covered by unit and CLI tests that create one instead (FastPathTests).

## manifest.jsonl

One JSON object per file, sorted by path, keys in a fixed order (`path` first, `notes` last).
It is the independent statement of what each file **is**, written by hand in the sample sets
(`generator/sets/`) next to the code that builds the file; it is never derived from the
classifier's output.

| key | meaning |
|---|---|
| `path` | relative to `Samples/` |
| `mediaType`, `uti`, `format` | `image`/`video`/`audio`/`unknown`, the content's UTI, the registry format id |
| `subtypes` | the schema names (PhotoKit bits and toolkit flags) the file must have, sorted; every other subtype must be absent |
| `pixelWidth`, `pixelHeight` | display size (after EXIF Orientation, HEIF `irot`, the `tkhd` matrix), when the file states it |
| `duration` | seconds (videos, audio, animated images) |
| `frameCount` | frames of an animated image (given only when animated) |
| `creationDate` | ISO 8601; with the offset the file states, `Z` for UTC container times (`mvhd`), no offset when the file gives none. Compare instants, not strings |
| `location` | `{"latitude", "longitude", "altitude"}`; compare with a tolerance of 1e-4 |
| `livePhoto` | `{"contentIdentifier"}` on both halves of the Live Photo pair |
| `burst` | `{"identifier"}` |
| `extensionMatchesContent` | given only where it is `false` |
| `notes` | what the file contains and why |

A key that is absent states nothing (for example the CR2 sensor size, or MPEG-TS pixel size).

## Size budget

Each file at most 64 KiB (most are under 4 KiB), but for the few whose layout must reach past
the fast path's 64 KiB head (a tag or a header larger than the head: `beyond_head=True` in
their set), which may take 80 KiB; the whole set at most 1 MiB. `generate.py` fails if a file
or the total exceeds the budget. Current total: {total} bytes in {count} files.

## Licence

Made by this project (MediaKind) with `generate.py`; no third-party content. Same licence as the
rest of the repository.

"""

README_GUESSES = """\
## Choices made where the specifications leave room

- **Live Photo pairing across folders.** The still (`image/jpeg/apple-live-photo-still.jpg`)
  and the video (`video/mov/live-photo-video-with-still-image-time.mov`) live in different
  folders with different stems; they pair only by the shared ContentIdentifier. Both are
  labelled `photoLive`, as the capture-time classification of each half.
- **Motion Photo negative.** "Wrong offset" is built as: XMP claims a MotionPhoto item, but the
  bytes at `fileSize - Item:Length` are zeros and no MP4 is appended at all. With a real MP4
  appended elsewhere, the detection rules' fallback scan for `ftyp` after EOI would rightly
  find it, so that file would not be a negative.
- **GPano panorama** is labelled `photoPanorama` as the brief asks, although the detection rules
  call GPano an *extended* rule (Apple's own rule is CustomRendered 6 or MakerNote 0x0019 & 0x100).
- **Single-frame "animated" WebP / APNG with acTL num_frames 1** are labelled not animated
  (rule: animated ⇔ 2 frames or more), even though a header-only check of the WebP
  animation flag would say otherwise.
- **PNG screen size 1170x2532 without metadata** is labelled not a screenshot: it is not in
  Apple's PNG screen-size list (which stops at 2018-era devices).
- **Integer QuickTime values** (type 21): `full-frame-rate-playback-intent` and
  `live-photo.auto` are 1-byte values, `cinematic-video-intent` is a 4-byte value, so both
  widths are exercised. `still-image-time` declares `dtyp` 65 (signed 8-bit) and its sample
  value is -1.
- **mebx details** (`keys` as a plain box of local key ids 1..n, each with `keyd` `mdta`+key
  and optional `dtyp`; `nmhd` media header; `tref cdsc` to the video track) follow ISO/IEC
  14496-12 boxed metadata; Apple files may differ in details that don't affect the key list.
- **Screen recording** evidence is the file name only (`RPReplay_Final1700000000.mov`); the
  detection rules found no marker inside the file.
- **Cinematic** is a single mebx track with the two keys; real files also carry a `dish`
  disparity track, which the rule doesn't need.
- **Dates.** iPhone-style files use local time with `+02:00`; MP4/3GP/M4A use `mvhd` only
  (UTC, written as `Z`). iOS PNG screenshots: the date is in XMP `photoshop:DateCreated` (the
  rules are unsure which XMP date iOS writes).
- **CR2**: the sensor size is not in a standard field (ExifTool computes it from Canon maker
  notes), so the manifest gives no pixel size for it. DNG gives the SubIFD raw size (32x24),
  not the IFD0 preview's (8x6).
- **HEIF depth/gain-map items** are `hvc1` items marked hidden (`infe` flags 1) with an
  essential `auxC`; a real iPhone file also has `hvcC` parameter sets, thumbnails and grids.
- **MPEG-TS** states neither pixel size nor duration (no SPS, only two PTS values).
- **ASF duration** is Play Duration minus Preroll (ASF spec §3.2: "player software must subtract
  the value in the preroll field from the play duration"): 4.1 s - 3100 ms = 1.0 s. Some readers
  (ExifTool 12.57) print the raw 4.1 s.
- **Audio durations** come from the stream's own counts (WAV/AIFF/CAF data size, FLAC
  STREAMINFO, Ogg final granule, frame counts for MP3/ADTS/AMR, MIDI ticks and tempo), not from
  bitrate estimates; the Vorbis nominal bitrate is 0 (unset) on purpose.
- **Decodable vs. dummy payloads.** Decodable: JPEG scans (incl. the MPF secondaries and the AVI
  frames), PNG/APNG, GIF, VP8L WebP (one-colour, zero-bit pixels), TIFF, BMP, PSD, ICO, JP2
  (one empty packet), and the silent MP3, FLAC and Opus streams (libsndfile decodes them to
  exactly 0.9 s, 1.0 s and 1.0 s). Written from the syntax but
  not checked with a decoder: the AAC-LC frame (an SCE with max_sfb 0, then END). Dummy bytes
  after correct headers: VP8 (lossy WebP), AV1, HEVC, AVC/H.263 samples, the JPEG XL frame, the
  Vorbis setup header and audio packets, AMR speech bits.
"""


def render_readme(samples, total):
    lines = [README_HEAD.replace("{total}", str(total)).replace("{count}", str(len(samples)))]
    families, subtypes = {}, {}
    for _, _, rec in samples:
        families[rec["format"]] = families.get(rec["format"], 0) + 1
        for s in rec["subtypes"]:
            subtypes[s] = subtypes.get(s, 0) + 1
    lines.append("## Counts\n\nFiles per content format (broken files included): " + ", ".join(
        f"{k} {v}" for k, v in sorted(families.items())) + ".\n")
    lines.append("Positive files per subtype: " + ", ".join(
        f"{k} {v}" for k, v in sorted(subtypes.items())) + ".\n")
    lines.append("## Files\n")
    lines.append("| file | bytes | format | subtypes | what it is |")
    lines.append("|---|---:|---|---|---|")
    for path, data, rec in samples:
        subs = ", ".join(rec["subtypes"]) or "–"
        note = rec["notes"].replace("|", "\\|")
        lines.append(f"| `{path}` | {len(data)} | {rec['format']} | {subs} | {note} |")
    lines.append("")
    lines.append(README_GUESSES)
    return "\n".join(lines)
