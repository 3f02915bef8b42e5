#!/usr/bin/env python3
"""Makes a photo library with few duplicates for the duplicates benchmark: N JPEGs of the
synthetic camera roll (Benchmarks/make_photo_library.py: EXIF dates and places, one folder per
month), each given its own image data (a scan of random entropy-coded bytes, 8 to 72 KiB, so
sizes spread and image digests differ), then about 1 % duplicates in `Copies/`: half byte-for-
byte copies (tier 1), half the same image data under other metadata (tier 2). Deterministic
(seeded). Usage:

    make_duplicate_library.py DIR N
"""
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_photo_library  # noqa: E402


def with_scan(jpeg, rng):
    """`jpeg` (SOI, APP1, SOF, EOI) with a scan before its EOI: an SOS header and random
    entropy-coded bytes, 0xFF stuffed as a scan's data is."""
    sos = bytes([1, 1, 0, 0, 63, 0])
    data = rng.randbytes(rng.randint(8 << 10, 72 << 10)).replace(b"\xff", b"\xff\x00")
    return jpeg[:-2] + b"\xff\xda" + struct.pack(">H", len(sos) + 2) + sos + data + b"\xff\xd9"


def main():
    root, n = sys.argv[1], int(sys.argv[2])
    rng = random.Random(29)
    make_photo_library.main_args(root, n, lambda jpeg: with_scan(jpeg, rng))
    files = sorted(os.path.join(d, f) for d, _, names in os.walk(root) for f in names if f.endswith(".JPG"))
    copies = os.path.join(root, "Copies")
    os.makedirs(copies, exist_ok=True)
    picked = rng.sample(files, max(2, n // 100))
    for k, path in enumerate(picked):
        data = open(path, "rb").read()
        stem = os.path.splitext(os.path.basename(path))[0]
        if k % 2 == 0:
            out = data  # identical bytes
        else:
            # The same scan under other metadata: the APP1 of another photo's date.
            other = make_photo_library.jpeg("2030:01:01 12:00:%02d" % (k % 60), "+01:00", 10.0, 20.0)
            scan_at = data.index(b"\xff\xc0")
            app1_end = other.index(b"\xff\xc0")
            out = other[:app1_end] + data[scan_at:]
        with open(os.path.join(copies, stem + " copy.JPG"), "wb") as f:
            f.write(out)
    open(os.path.join(root, ".complete"), "w").close()
    print("make_duplicate_library: %d photos and %d duplicates in %s" % (len(files), len(picked), root))


if __name__ == "__main__":
    main()
