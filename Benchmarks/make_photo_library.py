#!/usr/bin/env python3
"""Makes a synthetic photo library for the collections benchmark: N tiny JPEGs (16x16, no
scan data) with EXIF DateTimeOriginal, OffsetTimeOriginal and GPS, as a phone's camera roll
over three years: days with 1 to 60 photos in bursts of activity, at home or on trips to
other cities, one folder per month (YYYY/MM). Deterministic (seeded). Usage:

    make_photo_library.py DIR N
"""
import os
import random
import struct
import sys

PLACES = [  # (latitude, longitude, UTC offset hours)
    (48.8566, 2.3522, 2), (45.7640, 4.8357, 2), (51.5074, -0.1278, 1), (40.7128, -74.0060, -4),
    (35.6895, 139.6917, 9), (-33.8688, 151.2093, 10), (52.5200, 13.4050, 2), (41.9028, 12.4964, 2),
    (37.7749, -122.4194, -7), (19.4326, -99.1332, -6), (55.7558, 37.6173, 3), (1.3521, 103.8198, 8),
]
HOME = (47.3769, 8.5417, 2)  # Zürich


def ifd(entries, offset, extra_base):
    """A TIFF IFD (big-endian) at `offset`; values longer than 4 bytes go after it."""
    out = struct.pack(">H", len(entries))
    data = b""
    data_offset = offset + 2 + 12 * len(entries) + 4
    for tag, kind, count, value in sorted(entries):
        if isinstance(value, bytes) and len(value) > 4:
            out += struct.pack(">HHII", tag, kind, count, data_offset + len(data))
            data += value
            if len(data) % 2:
                data += b"\0"
        elif isinstance(value, bytes):
            out += struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\0")
        else:
            out += struct.pack(">HHII", tag, kind, count, value)
    return out + struct.pack(">I", 0) + data


def rational(deg):
    d = int(deg)
    m = int((deg - d) * 60)
    s = round(((deg - d) * 60 - m) * 60 * 100)
    return struct.pack(">IIIIII", d, 1, m, 1, s, 100)


def jpeg(date, offset, lat, lon):
    ascii_date = date.encode() + b"\0"
    off = offset.encode() + b"\0"
    # IFD0 at 8: Make, Model, ExifIFD pointer, GPS pointer (offsets patched by layout below).
    make = b"Apple\0"
    model = b"iPhone 15 Pro\0"
    ifd0_entries = lambda exif_at, gps_at: [
        (0x010F, 2, len(make), make), (0x0110, 2, len(model), model),
        (0x8769, 4, 1, exif_at), (0x8825, 4, 1, gps_at)]
    ifd0_size = len(ifd(ifd0_entries(0, 0), 8, 0))
    exif_at = 8 + ifd0_size
    exif_entries = [(0x9003, 2, len(ascii_date), ascii_date), (0x9011, 2, len(off), off)]
    exif_size = len(ifd(exif_entries, exif_at, 0))
    gps_at = exif_at + exif_size
    gps_entries = [
        (0x0001, 2, 2, (b"N" if lat >= 0 else b"S") + b"\0"), (0x0002, 5, 3, rational(abs(lat))),
        (0x0003, 2, 2, (b"E" if lon >= 0 else b"W") + b"\0"), (0x0004, 5, 3, rational(abs(lon)))]
    tiff = b"MM\0\x2a" + struct.pack(">I", 8) + ifd(ifd0_entries(exif_at, gps_at), 8, 0) \
        + ifd(exif_entries, exif_at, 0) + ifd(gps_entries, gps_at, 0)
    app1 = b"Exif\0\0" + tiff
    sof = bytes([8, 0, 16, 0, 16, 1, 1, 0x11, 0])
    return (b"\xff\xd8" + b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1
            + b"\xff\xc0" + struct.pack(">H", len(sof) + 2) + sof + b"\xff\xd9")


def main_args(root, n, transform=lambda jpeg: jpeg):
    """Writes the `n` photos under `root`, each JPEG passed through `transform` first;
    returns the number of days they span."""
    rng = random.Random(17)
    made = 0
    day = 0
    while made < n:
        year, rest = 2022 + day // 365, day % 365
        month, dom = 1 + rest // 31 % 12, 1 + rest % 28
        trip = rng.random() < 0.15
        lat, lon, tz = rng.choice(PLACES) if trip else HOME
        folder = os.path.join(root, "%04d" % year, "%02d" % month)
        os.makedirs(folder, exist_ok=True)
        minute = 8 * 60
        for _ in range(min(n - made, rng.randint(1, 60))):
            minute += rng.choice([0, 1, 1, 2, 5, 20, 200])
            if minute >= 24 * 60 - 1:
                break
            jitter_lat = lat + rng.uniform(-0.004, 0.004)
            jitter_lon = lon + rng.uniform(-0.004, 0.004)
            date = "%04d:%02d:%02d %02d:%02d:%02d" % (year, month, dom, minute // 60, minute % 60, rng.randint(0, 59))
            offset = "%+03d:00" % tz
            name = os.path.join(folder, "IMG_%06d.JPG" % made)
            with open(name, "wb") as f:
                f.write(transform(jpeg(date, offset, jitter_lat, jitter_lon)))
            made += 1
        day += 1
    return day


def main():
    root, n = sys.argv[1], int(sys.argv[2])
    day = main_args(root, n)
    open(os.path.join(root, ".complete"), "w").close()
    print("make_photo_library: %d photos over %d days in %s" % (n, day, root))


if __name__ == "__main__":
    main()
