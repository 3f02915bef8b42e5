"""Matroska and WebM (EBML, RFC 8794): element ids, sizes and the segment of a one-track
file.
"""

import struct

from .binary import f64, i16


def ebml_size(n):
    for length in range(1, 9):
        if n < (1 << (7 * length)) - 1:
            return (n | (1 << (7 * length))).to_bytes(length, "big")
    raise ValueError(n)


def el(eid, payload):
    return eid.to_bytes((eid.bit_length() + 7) // 8, "big") + ebml_size(len(payload)) + payload


def el_uint(eid, value):
    return el(eid, value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big"))


def el_str(eid, text):
    return el(eid, text.encode())


def matroska(doctype, codec, w, h, duration_ms, created_unix):
    header = el(0x1A45DFA3, el_uint(0x4286, 1) + el_uint(0x42F7, 1) + el_uint(0x42F2, 4)
                + el_uint(0x42F3, 8) + el_str(0x4282, doctype) + el_uint(0x4287, 4)
                + el_uint(0x4285, 2))
    date_utc = (created_unix - 978307200) * 1000000000  # ns since 2001-01-01T00:00:00Z
    info = el(0x1549A966, el_uint(0x2AD7B1, 1000000) + el(0x4489, f64(float(duration_ms)))
              + el(0x4461, struct.pack(">q", date_utc))
              + el_str(0x4D80, "MediaKind sample generator") + el_str(0x5741, "MediaKind sample generator"))
    video = el(0xE0, el_uint(0xB0, w) + el_uint(0xBA, h))
    tracks = el(0x1654AE6B, el(0xAE, el_uint(0xD7, 1) + el_uint(0x73C5, 1) + el_uint(0x83, 1)
                                + el_str(0x86, codec) + video))
    block = b"\x81" + i16(0) + b"\x80" + b"\0" * 8
    cluster = el(0x1F43B675, el_uint(0xE7, 0) + el(0xA3, block))
    return header + el(0x18538067, info + tracks + cluster)
