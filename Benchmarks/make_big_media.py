#!/usr/bin/env python3
"""Makes the size-independence fixtures: a 2 MiB and a 2 GiB MP4 (sparse, so the large one
takes no disk space), with moov at the front, and a 2 GiB one with moov at the end; each is
hard-linked 200 times and listed in small.list, large.list and large-tail.list."""
import os
import struct
import sys

def box(kind, payload):
    return struct.pack(">I", 8 + len(payload)) + kind + payload

def moov():
    mvhd = box(b"mvhd", bytes(4) + struct.pack(">IIII", 0, 0, 600, 6000) + struct.pack(">I", 0x00010000)
               + bytes(2 + 10 + 36 + 24) + struct.pack(">I", 2))
    return box(b"moov", mvhd)

def write(path, size, moov_first):
    ftyp = box(b"ftyp", b"isom" + struct.pack(">I", 0) + b"isomiso2mp41")
    header = ftyp + (moov() if moov_first else b"")
    mdat_size = size - len(header) - (0 if moov_first else len(moov()))
    with open(path, "wb") as f:
        f.write(header)
        if mdat_size >= 2**32:
            f.write(struct.pack(">I", 1) + b"mdat" + struct.pack(">Q", mdat_size))
            f.seek(mdat_size - 16, os.SEEK_CUR)
        else:
            f.write(struct.pack(">I", mdat_size) + b"mdat")
            f.seek(mdat_size - 8, os.SEEK_CUR)
        if not moov_first:
            f.write(moov())
        f.truncate()

def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, first in (("small", 2 << 20, True), ("large", 2 << 30, True), ("large-tail", 2 << 30, False)):
        base = os.path.join(out, name + ".mp4")
        if not os.path.exists(base) or os.path.getsize(base) != size:
            write(base, size, first)
        paths = []
        for i in range(200):
            link = os.path.join(out, f"{name}-{i:03d}.mp4")
            if not os.path.exists(link):
                os.link(base, link)
            paths.append(link)
        with open(os.path.join(out, name + ".list"), "w") as f:
            f.write("\n".join(paths) + "\n")

if __name__ == "__main__":
    main()
