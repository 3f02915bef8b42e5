"""JPEG (ITU-T T.81). Baseline, one 8-bit component, our own one-symbol Huffman tables: every
8x8 block is "DC difference 0, EOB" = 2 bits, so the scan is complete and decodable (flat
grey) yet tiny.
"""

from .binary import u16, u32, u8
from .tiff import E_long, E_undef, IFD, tiff_file


def seg(marker, payload):
    assert len(payload) + 2 <= 0xFFFF
    return bytes([0xFF, marker]) + u16(len(payload) + 2) + payload


def jpeg_scan(width, height):
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    bits = 2 * blocks
    full, rest = divmod(bits, 8)
    data = b"\0" * full
    if rest:
        data += bytes([(0xFF >> rest)])  # remaining bits 0, padded with 1-bits
    return data


def jpeg_frame(width, height):
    """DQT, SOF0, DHT, SOS and the entropy-coded scan (no SOI/EOI)."""
    dqt = seg(0xDB, b"\x00" + bytes([2] * 64))
    sof = seg(0xC0, u8(8) + u16(height) + u16(width) + u8(1) + b"\x01\x11\x00")
    one_symbol = bytes([1] + [0] * 15) + b"\x00"
    dht = seg(0xC4, b"\x00" + one_symbol + b"\x10" + one_symbol)
    sos = seg(0xDA, b"\x01\x01\x00\x00\x3F\x00")
    return dqt + sof + dht + sos + jpeg_scan(width, height)


def jfif_app0():
    return seg(0xE0, b"JFIF\0\x01\x01\x00" + u16(1) + u16(1) + b"\x00\x00")


def app1_exif(tiff):
    return seg(0xE1, b"Exif\0\0" + tiff)


def app1_xmp(packet):
    return seg(0xE1, b"http://ns.adobe.com/xap/1.0/\0" + packet)


def jpeg(width, height, segments=None, trailer=b""):
    segments = [jfif_app0()] if segments is None else segments
    return b"\xFF\xD8" + b"".join(segments) + jpeg_frame(width, height) + b"\xFF\xD9" + trailer


def mpf_app2(entries):
    """APP2 "MPF\\0" + big-endian MP Index IFD (CIPA DC-007 §5.2). entries:
    (attribute, size, offset, dependent1, dependent2); offsets are relative to the MP header
    (the TIFF header right after "MPF\\0"), 0 for the first image."""
    mp = b"".join(u32(a) + u32(s) + u32(o) + u16(d1) + u16(d2) for a, s, o, d1, d2 in entries)
    ifd = IFD([E_undef(0xB000, b"0100"), E_long(0xB001, len(entries)), E_undef(0xB002, mp)])
    tiff, _ = tiff_file(ifd, ">")
    return seg(0xE2, b"MPF\0" + tiff)


def jpeg_with_mpf(width, height, segments_before_mpf, secondary, secondary_type=0x000000):
    """A primary JPEG carrying an MPF index that points at `secondary`, appended after EOI;
    `secondary_type` is the MP type of the secondary entry (0 undefined, 0x010001 large
    thumbnail VGA, ...)."""

    def build(primary_size, secondary_offset):
        mpf = mpf_app2([(0x030000, primary_size, 0, 0, 0),
                        (secondary_type, len(secondary), secondary_offset, 0, 0)])
        return b"\xFF\xD8" + b"".join(segments_before_mpf) + mpf + jpeg_frame(width, height) + b"\xFF\xD9"

    draft = build(0, 0)
    mpf_header = 2 + sum(len(s) for s in segments_before_mpf) + 4 + 4  # SOI, segs, FFE2+len, "MPF\0"
    primary = build(len(draft), len(draft) - mpf_header)
    assert len(primary) == len(draft) and primary[mpf_header - 4:mpf_header] == b"MPF\0"
    return primary + secondary
