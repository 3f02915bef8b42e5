#!/usr/bin/env python3
"""Differential cross-check: MediaKind's thorough records against independent readers.

    Scripts/crosscheck.py CLASSIFY [--corpus DIR] [--samples DIR] [--allow FILE] [--verbose]

For every file of the shared corpus (`../shared/corpus/files`) and of `Samples/`, the
thorough record of `classify` is compared with:

  ffprobe    duration, frame rate and (oriented) pixel size of audio/video files; the
             technical facts: video codec, profile, colour primaries / transfer / matrix,
             Dolby Vision profile, rotation, the overall bit rate of videos (ffprobe's
             format bit_rate is file size over duration there; for audio it is the stream's
             nominal rate, another measure), audio codec, channels, sample rate, bit depth
             (of PCM and lossless codecs)
  mediainfo  duration and pixel size of audio/video files; channels, sample rate, bit depth
             of lossless audio
  ExifTool   capture date and pixel size of images, the Apple MakerNote identifiers
             (ContentIdentifier, BurstUUID), ISO, f-number, exposure time, focal length,
             the ICC profile description (colorProfile), a video's rotation and a
             panorama's projection; the corpus's own dump (corpus/exiftool.json, numeric)
             is used when present, `exiftool -j -n` otherwise
  mutagen    audio durations

A value is compared only where the other reader states one. Tolerances are the corpus
scorer's (`../shared/tools/score.py`): durations within max(0.05 s, 1 %), dates to the
second (instants when both carry a zone, wall-clock times otherwise), sizes exactly (either
orientation for an image whose EXIF orientation is 5-8); frame rates within 1 %; bit rates
within 2 % (videos only); f-numbers, exposure times and focal lengths within 1 % (the readers round);
names (codecs, profiles, colour code points) case-insensitively; a colour profile after the
same normalisation as the record's (`sRGB IEC61966-2.1` is `sRGB`).

Every disagreement is printed. Each one must be fixed or listed in the reviewed allow-list
(`Tests/Crosscheck/allowlist.tsv`: `root:path<TAB>field<TAB>tool<TAB>reason`, `*` as a
wildcard in the path, several fields separated by commas); the exit status is 1 when one
is neither. Allow-list entries that match nothing are reported as stale (not an error: a reader's version may change).
The last line is the summary:

  crosscheck: F files, C comparisons, D disagreements (A allow-listed, U unexplained)
"""

import argparse
import concurrent.futures as futures
import datetime as dt
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys

TIMEOUT = 60


def run_json(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT, check=False).stdout
        return json.loads(out or b"null")
    except (subprocess.TimeoutExpired, ValueError, OSError):
        return None


def classify(binary, root):
    out = subprocess.run([binary, "--mode", "thorough", "--format", "jsonl", "."], cwd=root,
                         capture_output=True, check=False).stdout
    records = {}
    for line in out.decode("utf-8", "replace").splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        path = rec.get("path", "")
        records[path[2:] if path.startswith("./") else path] = rec
    return records


# --------------------------------------------------------------------------- readers

def as_float(v):
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if f == f and f not in (float("inf"), float("-inf")) else None


def ffprobe(path):
    data = run_json(["ffprobe", "-v", "error", "-print_format", "json", "-show_format",
                     "-show_streams", path])
    if not data:
        return {}
    facts = {}
    fmt = data.get("format") or {}
    duration = as_float(fmt.get("duration"))
    if duration is not None and duration > 0:
        facts["duration"] = duration
    rate = as_float(fmt.get("bit_rate"))
    if rate and rate > 0:
        facts["bitRate"] = rate
    streams = data.get("streams") or []
    audio = next((s for s in streams if s.get("codec_type") == "audio"), None)
    if audio:
        if audio.get("codec_name"):
            facts["audioCodec"] = audio["codec_name"]
        if audio.get("channels"):
            facts["audioChannels"] = int(audio["channels"])
        if as_float(audio.get("sample_rate")):
            facts["sampleRate"] = int(as_float(audio["sample_rate"]))
        name = audio.get("codec_name") or ""
        if name.startswith("pcm_") or name in LOSSLESS:
            bits = int(as_float(audio.get("bits_per_raw_sample")) or 0) or int(as_float(audio.get("bits_per_sample")) or 0)
            if bits:
                facts["bitDepth"] = bits
    for s in streams:
        if s.get("codec_type") != "video" or (s.get("disposition") or {}).get("attached_pic"):
            continue
        for key, field in (("codec_name", "videoCodec"), ("profile", "videoProfile"),
                           ("color_primaries", "colorPrimaries"), ("color_transfer", "transferCharacteristics"),
                           ("color_space", "matrixCoefficients")):
            value = s.get(key)
            if value and value not in ("unknown", "reserved", "unspecified"):
                facts[field] = value
        for side in s.get("side_data_list") or []:
            if side.get("dv_profile") is not None:
                facts["dolbyVisionProfile"] = int(side["dv_profile"])
        w, h = s.get("width"), s.get("height")
        rotation = 0
        for side in s.get("side_data_list") or []:
            if "rotation" in side:
                rotation = int(as_float(side["rotation"]) or 0)
        rotation = int(as_float((s.get("tags") or {}).get("rotate")) or rotation)
        if w and h:
            facts["pixelSize"] = (h, w) if abs(rotation) % 180 == 90 else (w, h)
        if rotation % 360:
            # ffprobe's display matrix turns counter-clockwise: -90 is 90 degrees clockwise.
            facts["rotation"] = (-rotation) % 360
        rate = s.get("avg_frame_rate") or ""
        if "/" in rate:
            num, den = rate.split("/", 1)
            if as_float(den):
                fps = as_float(num) / as_float(den)
                if fps and 0 < fps < 1000:
                    facts["frameRate"] = fps
        break
    return facts


def mediainfo(path):
    data = run_json(["mediainfo", "--Output=JSON", path])
    if not data:
        return {}
    tracks = ((data.get("media") or {}).get("track")) or []
    facts = {}
    for t in tracks:
        kind = t.get("@type")
        if kind == "General":
            d = as_float(t.get("Duration"))
            if d and d > 0:
                facts["duration"] = d
        elif kind == "Audio" and "audioChannels" not in facts and "sampleRate" not in facts:
            channels, rate, bits = as_float(t.get("Channels")), as_float(t.get("SamplingRate")), as_float(t.get("BitDepth"))
            if channels:
                facts["audioChannels"] = int(channels)
            if rate:
                facts["sampleRate"] = int(rate)
            mode = (t.get("Compression_Mode") or "").lower()
            if bits and mode == "lossless":
                facts["bitDepth"] = int(bits)
        elif kind == "Video" and "pixelSize" not in facts:
            w, h = as_float(t.get("Width")), as_float(t.get("Height"))
            rot = as_float(t.get("Rotation")) or 0
            if w and h:
                facts["pixelSize"] = (int(h), int(w)) if abs(int(rot)) % 180 == 90 else (int(w), int(h))
    return facts


def mutagen_duration(path):
    try:
        import mutagen
        f = mutagen.File(path)
    except Exception:  # mutagen raises many kinds on damaged files
        return {}
    if f is None or getattr(f, "info", None) is None:
        return {}
    length = as_float(getattr(f.info, "length", None))
    return {"duration": length} if length and length > 0 else {}


DATE_TAGS = ["Composite:SubSecDateTimeOriginal", "ExifIFD:DateTimeOriginal",
             "Composite:SubSecCreateDate", "ExifIFD:CreateDate", "XMP-exif:DateTimeOriginal",
             "XMP-photoshop:DateCreated", "XMP-xmp:CreateDate", "Keys:CreationDate"]


def exiftool_facts(entry, media_type):
    facts = {}
    if not entry:
        return facts
    if media_type == "image":
        size = entry.get("Composite:ImageSize")
        if isinstance(size, str) and re.fullmatch(r"\d+[ x]\d+", size):
            w, h = (int(v) for v in re.split(r"[ x]", size))
            facts["pixelSize"] = (w, h)
        for tag in DATE_TAGS:
            value = entry.get(tag)
            if isinstance(value, str) and parse_date(value):
                facts["creationDate"] = value
                break
    if media_type == "image":
        for tag, field in (("ExifIFD:ISO", "iso"), ("ExifIFD:FNumber", "fNumber"),
                           ("ExifIFD:ExposureTime", "exposureTime"), ("ExifIFD:FocalLength", "focalLength")):
            value = as_float(entry.get(tag))
            if value and value > 0:
                facts[field] = value
        description = entry.get("ICC_Profile:ProfileDescription")
        if isinstance(description, str) and description.strip():
            facts["colorProfile"] = profile_name(description)
        projection = entry.get("XMP-GPano:ProjectionType")
        if isinstance(projection, str) and projection.strip():
            facts["projection"] = projection.strip().lower()
    if media_type == "video":
        rotation = as_float(entry.get("QuickTime:Rotation") or entry.get("Composite:Rotation"))
        if rotation:
            facts["rotation"] = int(rotation) % 360
    for tag, field in (("Apple:ContentIdentifier", "contentIdentifier"),
                       ("Keys:ContentIdentifier", "contentIdentifier"),
                       ("Apple:BurstUUID", "burst")):
        value = entry.get(tag)
        if isinstance(value, str) and value.strip():
            facts.setdefault(field, value.strip())
    return facts


# Codecs whose bit depth the record states besides PCM (ffprobe's names).
LOSSLESS = {"flac", "alac", "truehd", "wavpack", "ape", "tta", "mlp"}


def profile_name(description):
    """The record's colorProfile for an ICC description (ColorProfileName.normalized)."""
    text = description.strip()
    lower = text.lower()
    if lower.startswith("srgb"):
        return "sRGB"
    if lower == "display p3" or (lower.startswith("display p3 ") and ";" not in lower):
        return "Display P3"
    if "adobe rgb" in lower:
        return "Adobe RGB (1998)"
    if lower.startswith("prophoto"):
        return "ProPhoto RGB"
    return text


# --------------------------------------------------------------------------- comparison

_DATE = re.compile(r"^(\d{4})[:-](\d{2})[:-](\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?\s*"
                   r"(Z|[+-]\d{2}:?\d{2})?(?:\s*DST)?$")


def parse_date(text):
    m = _DATE.match(str(text).strip())
    if not m or m.group(1) == "0000":
        return None
    y, mo, d, h, mi, s = (int(g or 0) for g in m.groups()[:6])
    try:
        local = dt.datetime(y, mo, d, h, mi, s)
    except ValueError:
        return None
    zone = m.group(7)
    offset = None
    if zone == "Z":
        offset = dt.timedelta(0)
    elif zone:
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        offset = sign * dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:4]))
    return local, offset


def same_date(a, b):
    pa, pb = parse_date(a), parse_date(b)
    if not pa or not pb:
        return False
    if pa[1] is not None and pb[1] is not None:
        return pa[0] - pa[1] == pb[0] - pb[1]
    return pa[0] == pb[0]


def agree(field, ours, theirs, record):
    if field == "duration":
        return ours is not None and abs(ours - theirs) <= max(0.05, 0.01 * theirs)
    if field == "frameRate":
        return ours is not None and abs(ours - theirs) <= 0.01 * theirs
    if field == "bitRate":
        return ours is not None and abs(ours - theirs) <= 0.02 * theirs
    if field in ("fNumber", "exposureTime", "focalLength"):
        return ours is not None and abs(ours - theirs) <= 0.01 * theirs + 1e-9
    if field == "pixelSize":
        if ours is None:
            return False
        if tuple(ours) == tuple(theirs):
            return True
        return (record.get("orientation") or 1) >= 5 and tuple(ours) == tuple(reversed(theirs))
    if field == "creationDate":
        return ours is not None and same_date(ours, theirs)
    if isinstance(ours, (int, float)) and isinstance(theirs, (int, float)) and not isinstance(ours, bool):
        return ours == theirs
    return ours is not None and str(ours).lower() == str(theirs).lower()


def ours_of(record, field):
    if field == "pixelSize":
        w, h = record.get("pixelWidth"), record.get("pixelHeight")
        return (w, h) if w and h else None
    if field == "contentIdentifier":
        return (record.get("livePhoto") or {}).get("contentIdentifier")
    if field == "burst":
        return (record.get("burst") or {}).get("identifier")
    return record.get(field)


AUDIO_VIDEO = {"audio", "video"}


def references(root, path, record, dump):
    """(tool, {field: value}) pairs for one file."""
    full = os.path.join(root, path)
    media = record.get("mediaType")
    out = []
    if media in AUDIO_VIDEO:
        ff = ffprobe(full)
        if media == "audio":
            ff.pop("pixelSize", None)
            ff.pop("frameRate", None)
            ff.pop("bitRate", None)
        out.append(("ffprobe", ff))
        mi = mediainfo(full)
        if media == "audio":
            mi.pop("pixelSize", None)
        out.append(("mediainfo", mi))
        if media == "audio":
            out.append(("mutagen", mutagen_duration(full)))
    if media in ("image", "video"):
        out.append(("exiftool", exiftool_facts(dump.get(path), media)))
    return out


def load_dump(root, paths, corpus_dump):
    if corpus_dump and os.path.exists(corpus_dump):
        with open(corpus_dump, encoding="utf-8") as f:
            return {e.get("SourceFile"): e for e in json.load(f)}
    if not shutil.which("exiftool") or not paths:
        return {}
    entries = run_json(["exiftool", "-j", "-n", "-G1", "-q", "-q", "-api", "LargeFileSupport=1"]
                       + sorted(paths)) if len(paths) < 2000 else None
    return {e.get("SourceFile"): e for e in (entries or [])}


def load_allow(path):
    rules = []
    if not path or not os.path.exists(path):
        return rules
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 4 or not parts[3].strip():
                sys.exit(f"crosscheck: {path}:{n}: want root:path, field, tool and a reason")
            rules.append({"path": parts[0], "field": parts[1], "tool": parts[2],
                          "reason": parts[3], "used": 0, "line": n})
    return rules


def allowed(rules, key, field, tool):
    for rule in rules:
        if fnmatch.fnmatchcase(key, rule["path"]) and (rule["field"] == "*" or field in rule["field"].split(",")) \
                and rule["tool"] in (tool, "*"):
            rule["used"] += 1
            return rule
    return None


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("classify")
    parser.add_argument("--corpus", default=os.path.join(repo, "..", "shared", "corpus"))
    parser.add_argument("--samples", default=os.path.join(repo, "Samples"))
    parser.add_argument("--allow", default=os.path.join(repo, "Tests", "Crosscheck", "allowlist.tsv"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    missing = [t for t in ("ffprobe", "mediainfo", "exiftool") if not shutil.which(t)]
    try:
        import mutagen  # noqa: F401
    except ImportError:
        missing.append("mutagen (PyPI)")
    if missing:
        print("crosscheck: skipped (missing: %s; Scripts/ensure-deps.sh installs them)"
              % ", ".join(missing))
        return 0

    binary = os.path.abspath(args.classify)
    roots = []
    if os.path.isdir(os.path.join(args.corpus, "files")):
        roots.append(("corpus", os.path.join(args.corpus, "files"),
                      os.path.join(args.corpus, "exiftool.json")))
    if os.path.isdir(args.samples):
        roots.append(("samples", args.samples, None))
    rules = load_allow(args.allow)

    files = comparisons = 0
    disagreements = []
    for name, root, dump_path in roots:
        records = classify(binary, root)
        records = {p: r for p, r in records.items() if r.get("status") == "ok"}
        images = [p for p, r in records.items() if r.get("mediaType") in ("image", "video")]
        dump = load_dump(root, images, dump_path) if dump_path else {}
        if not dump_path:
            cwd = os.getcwd()
            os.chdir(root)
            try:
                dump = load_dump(root, images, None)
            finally:
                os.chdir(cwd)
        work = {p: r for p, r in records.items() if r.get("mediaType") != "unknown"}
        with futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = dict(zip(work, pool.map(lambda p: references(root, p, work[p], dump), work)))
        for path in sorted(results):
            files += 1
            record = work[path]
            for tool, facts in results[path]:
                for field, theirs in facts.items():
                    comparisons += 1
                    ours = ours_of(record, field)
                    if agree(field, ours, theirs, record):
                        continue
                    key = f"{name}:{path}"
                    rule = allowed(rules, key, field, tool)
                    disagreements.append((key, field, tool, ours, theirs, rule))

    unexplained = [d for d in disagreements if d[5] is None]
    for key, field, tool, ours, theirs, rule in disagreements:
        if rule is None or args.verbose:
            tag = "allowed" if rule else "DISAGREE"
            note = f"  [{rule['reason']}]" if rule and args.verbose else ""
            print(f"{tag} {key} | {field} | {tool} | ours={json.dumps(ours)} theirs={json.dumps(theirs)}{note}")
    for rule in rules:
        if not rule["used"]:
            print(f"stale allow-list entry (line {rule['line']}): {rule['path']} {rule['field']} {rule['tool']}")
    print(f"crosscheck: {files} files, {comparisons} comparisons, {len(disagreements)} disagreements "
          f"({len(disagreements) - len(unexplained)} allow-listed, {len(unexplained)} unexplained)")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
