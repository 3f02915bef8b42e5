#!/usr/bin/env python3
"""Precision and recall of `classify assets --pair-live probable` on real Live Photo pairs.

Builds a labelled set in a temporary folder outside the repository from the corpus's real Live
Photo pairs (their stills and videos, copied), removes the content identifiers, adds
negatives, runs `classify assets --pair-live probable` once over the set and prints the
precision and recall of the probable pairs (Docs/Library.md, "Probable Live Photo pairing").

    live_probable.py CLASSIFY CORPUS_FILES

Every case lives in a folder of its own (probable pairing looks inside one folder):
- positives: each real pair with its identifiers removed, as shot (same stem); with the video
  renamed `STEM_HEVC.MOV` (iCloud downloaders); with a copy counter `STEM(1).mov`; and
  renamed as a messaging app renames (`photo_N.heic`, `video_N.mov`: no name evidence);
- negatives: each pair with its video's capture time moved 10 s later (same stem); a pair's
  still with another shot's video named after it (times months apart); a lone Live still
  (no video in the corpus) beside a short non-Live video named after it; a still beside a
  5 s clip named after it and dated to the same second; a still beside an older iPhone's
  0.6 s clip named after it and dated to the same second (other camera); a still beside a
  2.9 s clip with another name dated 1 s later (a video near a photo).
exiftool removes the still's MakerNote ContentIdentifier (`-Apple:MediaGroupUUID=`) and
writes the dates. It cannot delete `Keys:ContentIdentifier` from a movie (exiftool 12.57 does
not define it as writable), so the copy's key name is overwritten with another name of the
same length: the identifier is then no longer a content identifier to any reader.
"""
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile

classify, corpus = sys.argv[1], sys.argv[2]
MEDIA = "osxphotos/tests/test-images/media_types"
PAIRS = [
    (f"{MEDIA}/IMG_3582.HEIC", f"{MEDIA}/IMG_3582.mov"),
    (f"{MEDIA}/IMG_4580.HEIC", f"{MEDIA}/IMG_4580.mov"),
    ("osxphotos/tests/test-images/original_aae/IMG_3582_edited.heic",
     "osxphotos/tests/test-images/original_aae/IMG_3582_edited.mov"),
]
LONE_STILLS = [
    "exif-samples/heic/IMG_5195.HEIC",
    "metadata-extractor-images/heic/IMG_2929.HEIC",
    "osxphotos/tests/test-images/IMG_1853.HEIC",
]
SHORT_VIDEOS = [
    "osxphotos/tests/test-images/Jellyfish.mov",
    "photoprism/assets/examples/blue-go-video.mp4",
    "osxphotos/tests/Test-10.15.7.photoslibrary/originals/D/D1359D09-1373-4F3B-B0E3-1A4DE573E4A3.mp4",
]
LONG_VIDEO = "filetype/fixtures/sample.mp4"  # 4.97 s
OLD_IPHONE_CLIP = f"{MEDIA}/IMG_3539.MOV"  # 0.57 s, iPhone 5
KEY = b"com.apple.quicktime.content.identifier"
STAND_IN = b"org.mediakind.bench.removed.identifier"
assert len(KEY) == len(STAND_IN)


def exiftool(*args):
    subprocess.run(["exiftool", "-q", "-q", "-overwrite_original", *args], check=True)


def place(source, folder, name):
    """Copies a corpus file to folder/name (the corpus is never written) and returns the path."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    shutil.copyfile(os.path.join(corpus, source), path)
    return path


def strip(path):
    """Removes a still's or a movie's content identifier from the copy at path."""
    if path.lower().endswith((".heic", ".jpg", ".jpeg")):
        exiftool("-Apple:MediaGroupUUID=", path)
    else:
        with open(path, "rb") as f:
            data = f.read()
        with open(path, "wb") as f:
            f.write(data.replace(KEY, STAND_IN))


def still_time(path, after):
    """The still's capture time plus `after` seconds (whole seconds, as a camera writes a
    movie's), as exiftool writes a QuickTime date (`YYYY:MM:DD hh:mm:ss±hh:mm`)."""
    out = subprocess.run(
        ["exiftool", "-s3", "-d", "%Y:%m:%d %H:%M:%S", "-DateTimeOriginal", "-OffsetTimeOriginal", path],
        check=True, capture_output=True, text=True).stdout.split("\n")
    shifted = datetime.datetime.strptime(out[0], "%Y:%m:%d %H:%M:%S") + datetime.timedelta(seconds=after)
    return shifted.strftime("%Y:%m:%d %H:%M:%S") + out[1]


def main():
    root = tempfile.mkdtemp(prefix="live-probable-")
    repository = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    assert not os.path.realpath(root).startswith(repository + "/"), "the set is built outside the repository"
    positives = set()
    negatives = 0
    try:
        for n, (still, video) in enumerate(PAIRS):
            stem = os.path.splitext(os.path.basename(still))[0]
            for variant, video_name in [
                ("same-stem", os.path.basename(video)),
                ("hevc", stem + "_HEVC.MOV"),
                ("copy-counter", stem + "(1).mov"),
                ("renamed", f"video_{n}.mov"),
            ]:
                folder = os.path.join(root, f"pos-{variant}-{n}")
                s = place(still, folder, f"photo_{n}.heic" if variant == "renamed" else os.path.basename(still))
                v = place(video, folder, video_name)
                strip(s)
                strip(v)
                positives.add((os.path.realpath(s), os.path.realpath(v)))
            # Another shot's video (IMG_3582_edited is IMG_3582 edited: the same shot, whose
            # original video would rightly pair with it).
            other = PAIRS[1 if n != 1 else 0][1]
            # Each video is dated the given seconds after the still (None: left as it is).
            for case, source, name, after in [
                ("later", video, os.path.basename(video), 10),
                ("cross", other, stem + ".mov", None),
                ("long", LONG_VIDEO, stem + ".MP4", 0),
                ("camera", OLD_IPHONE_CLIP, stem + ".MOV", 0),
                ("near", SHORT_VIDEOS[0], f"MOV_{n:04}.mov", 1),
            ]:
                folder = os.path.join(root, f"neg-{case}-{n}")
                s = place(still, folder, os.path.basename(still))
                v = place(source, folder, name)
                strip(s)
                strip(v)
                if after is not None:
                    exiftool("-Keys:CreationDate=" + still_time(s, after), v)
                negatives += 1
        for n, (still, video) in enumerate(zip(LONE_STILLS, SHORT_VIDEOS)):
            folder = os.path.join(root, f"neg-lone-{n}")
            stem = os.path.splitext(os.path.basename(still))[0]
            strip(place(still, folder, os.path.basename(still)))
            place(video, folder, stem + os.path.splitext(video)[1])
            negatives += 1

        out = subprocess.run(
            [classify, "assets", "--pair-live", "probable", "--format", "jsonl", "--no-index", root],
            capture_output=True, text=True)
        if out.returncode not in (0, 1):
            sys.exit(f"classify failed ({out.returncode}): {out.stderr}")
        predicted = {}
        for line in out.stdout.splitlines():
            asset = json.loads(line)
            pairing = asset.get("livePairing")
            if not pairing:
                continue
            if pairing["method"] != "probable":
                sys.exit(f"a content identifier survived: {line}")
            paths = {r["type"]: os.path.realpath(r["path"]) for r in asset["resources"]}
            predicted[(paths["photo"], paths["pairedVideo"])] = pairing
        hits = positives & predicted.keys()
        false = predicted.keys() - positives
        precision = len(hits) / len(predicted) if predicted else 1.0
        recall = len(hits) / len(positives)
        print(f"labelled pairs: {len(positives)}, negative cases: {negatives}, predicted pairs: {len(predicted)}")
        print(f"precision: {precision:.2f} ({len(hits)}/{len(predicted)})")
        print(f"recall: {recall:.2f} ({len(hits)}/{len(positives)})")
        for still, video in sorted(positives - predicted.keys()):
            print(f"missed: {os.path.relpath(still, root)} + {os.path.basename(video)}")
        for key in sorted(false):
            print(f"false pair: {os.path.relpath(key[0], root)} + {os.path.basename(key[1])}: {predicted[key]}")
        for key in sorted(hits):
            print(f"pair: {os.path.relpath(key[0], root)} score {predicted[key]['score']}")
    finally:
        shutil.rmtree(root)


main()
