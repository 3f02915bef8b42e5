#!/usr/bin/env python3
"""Generate MediaKind's synthetic sample set (Samples/).

Every file under Samples/{image,video,audio,unknown,broken}/ is written by this script from
first principles (the format specifications), with Python's standard library only. Nothing is
copied from any third-party file. Pixel and sample data are dummy, but every container is
structurally valid: box, chunk, segment and atom lengths add up, and PNG/FLAC/Ogg/MPEG-TS
CRCs are correct.

    python3 Samples/generate.py            # (re)write every file, manifest.jsonl and README.md
    python3 Samples/generate.py --check    # exit 1 if a file on disk differs from what we'd write
    python3 Samples/generate.py --clean    # also delete files in the sample folders we don't write

The output is deterministic: fixed timestamps, fixed identifiers, no randomness, and our own
deflate encoder (so the bytes don't depend on the zlib version). Running it twice gives the
same bytes.

manifest.jsonl states what each file IS (the intended facts), written by hand here next to
the code that builds the file. It is never derived from MediaKind's classifier.
"""

import hashlib
import json
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE_DIRS = ["image", "video", "audio", "unknown", "broken"]
MAX_FILE = 64 * 1024
MAX_TOTAL = 1024 * 1024

# --------------------------------------------------------------------------------------------
# Byte helpers
# --------------------------------------------------------------------------------------------


def u8(v):
    return struct.pack(">B", v)


def u16(v):
    return struct.pack(">H", v)


def i16(v):
    return struct.pack(">h", v)


def u24(v):
    return struct.pack(">I", v)[1:]


def u32(v):
    return struct.pack(">I", v)


def i32(v):
    return struct.pack(">i", v)


def u64(v):
    return struct.pack(">Q", v)


def f32(v):
    return struct.pack(">f", v)


def f64(v):
    return struct.pack(">d", v)


def le16(v):
    return struct.pack("<H", v)


def le24(v):
    return struct.pack("<I", v)[:3]


def le32(v):
    return struct.pack("<I", v)


def le64(v):
    return struct.pack("<Q", v)


def lef64(v):
    return struct.pack("<d", v)


def pad2(b):
    return b + (b"\0" if len(b) % 2 else b"")


def crc_msb32(data, init):
    """CRC-32 with polynomial 0x04C11DB7, MSB first, no reflection, no final XOR.

    init 0 is Ogg's page checksum (RFC 3533); init 0xFFFFFFFF is MPEG-2 PSI's CRC_32
    (ISO/IEC 13818-1 Annex A)."""
    crc = init
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else (crc << 1)
            crc &= 0xFFFFFFFF
    return crc


def crc8_flac(data):
    """FLAC frame header CRC-8 (polynomial 0x07, init 0)."""
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


def crc16_flac(data):
    """FLAC frame footer CRC-16 (polynomial 0x8005, init 0)."""
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x8005) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


# --------------------------------------------------------------------------------------------
# Deflate (RFC 1951), our own: fixed Huffman codes, literals plus distance-1 runs. Deterministic
# across zlib versions, and small for the flat dummy images used here.
# --------------------------------------------------------------------------------------------


class BitWriterLSB:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.n = 0

    def bits(self, value, count):
        """Write `count` bits of `value`, least significant bit first."""
        self.acc |= value << self.n
        self.n += count
        while self.n >= 8:
            self.out.append(self.acc & 0xFF)
            self.acc >>= 8
            self.n -= 8

    def huff(self, code, length):
        """Write a Huffman code, most significant bit first (RFC 1951 §3.1.1)."""
        rev = 0
        for i in range(length):
            rev |= ((code >> i) & 1) << (length - 1 - i)
        self.bits(rev, length)

    def flush(self):
        if self.n:
            self.out.append(self.acc & 0xFF)
        self.acc = 0
        self.n = 0
        return bytes(self.out)


LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
               99, 115, 131, 163, 195, 227, 258]
LENGTH_EXTRA = [0] * 8 + [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 4 + [0]


def _fixed_literal(w, sym):
    if sym <= 143:
        w.huff(0x30 + sym, 8)
    elif sym <= 255:
        w.huff(0x190 + sym - 144, 9)
    elif sym <= 279:
        w.huff(sym - 256, 7)
    else:
        w.huff(0xC0 + sym - 280, 8)


def deflate(data):
    w = BitWriterLSB()
    w.bits(1, 1)  # BFINAL
    w.bits(1, 2)  # BTYPE 01: fixed Huffman
    i, n = 0, len(data)
    while i < n:
        _fixed_literal(w, data[i])
        i += 1
        run = 0
        while i + run < n and data[i + run] == data[i - 1]:
            run += 1
        while run >= 3:
            length = min(run, 258)
            idx = 28 if length == 258 else max(k for k in range(28) if LENGTH_BASE[k] <= length)
            _fixed_literal(w, 257 + idx)
            if LENGTH_EXTRA[idx]:
                w.bits(length - LENGTH_BASE[idx], LENGTH_EXTRA[idx])
            w.huff(0, 5)  # distance code 0 = distance 1
            i += length
            run -= length
    _fixed_literal(w, 256)
    out = w.flush()
    assert zlib.decompress(out, -15) == bytes(data)
    return out


def zlib_stream(data):
    out = b"\x78\x01" + deflate(data) + u32(zlib.adler32(data) & 0xFFFFFFFF)
    assert zlib.decompress(out) == bytes(data)
    return out


# --------------------------------------------------------------------------------------------
# GIF LZW (GIF89a spec Appendix F), variable code size, LSB-first packing.
# --------------------------------------------------------------------------------------------


def gif_lzw(indices, min_code_size):
    clear = 1 << min_code_size
    eoi = clear + 1
    w = BitWriterLSB()
    size = min_code_size + 1
    table = {bytes([i]): i for i in range(clear)}
    nxt = eoi + 1
    w.bits(clear, size)
    cur = b""
    for k in indices:
        cand = cur + bytes([k])
        if cand in table:
            cur = cand
            continue
        w.bits(table[cur], size)
        if nxt < 4096:
            table[cand] = nxt
            if nxt == (1 << size) and size < 12:
                size += 1
            nxt += 1
        cur = bytes([k])
    if cur:
        w.bits(table[cur], size)
    w.bits(eoi, size)
    out = w.flush()
    assert gif_lzw_decode(out, min_code_size) == bytes(indices)
    return out


def gif_lzw_decode(data, min_code_size):
    """A reference decoder, used only to check gif_lzw's output."""
    clear = 1 << min_code_size
    eoi = clear + 1
    pos = 0
    size = min_code_size + 1
    table = [bytes([i]) for i in range(clear)] + [b"", b""]
    prev = None
    out = bytearray()
    total = len(data) * 8
    while pos + size <= total:
        code = 0
        for i in range(size):
            code |= ((data[(pos + i) // 8] >> ((pos + i) % 8)) & 1) << i
        pos += size
        if code == clear:
            table = table[: clear + 2]
            size = min_code_size + 1
            prev = None
            continue
        if code == eoi:
            break
        if prev is None:
            entry = table[code]
        elif code < len(table):
            entry = table[code]
            table.append(prev + entry[:1])
        else:
            entry = prev + prev[:1]
            table.append(entry)
        out += entry
        if prev is not None and len(table) == (1 << size) and size < 12:
            size += 1
        prev = entry
    return bytes(out)


# --------------------------------------------------------------------------------------------
# TIFF / EXIF (TIFF 6.0 §2; Exif 2.32; CIPA DC-008). A small layout engine: IFDs and blobs are
# placed in depth-first order; pointer entries (LONG) name the object they point to.
# --------------------------------------------------------------------------------------------

BYTE, ASCII, SHORT, LONG, RATIONAL, UNDEF, SLONG, SRATIONAL = 1, 2, 3, 4, 5, 7, 9, 10
TYPE_SIZE = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8}


class Blob:
    def __init__(self, data):
        self.data = data

    def size(self):
        return len(pad2(self.data))


class Entry:
    def __init__(self, tag, typ, values):
        self.tag, self.typ, self.values = tag, typ, values

    def count(self):
        if self.typ in (BYTE, ASCII, UNDEF):
            return len(self.values)
        return len(self.values)

    def refs(self):
        if self.typ == LONG:
            return [v for v in self.values if isinstance(v, (IFD, Blob))]
        return []

    def raw(self, e, addr):
        t = self.typ
        if t in (BYTE, ASCII, UNDEF):
            return bytes(self.values)
        if t == SHORT:
            return b"".join(struct.pack(e + "H", v) for v in self.values)
        if t == LONG:
            return b"".join(struct.pack(e + "I", addr[id(v)] if isinstance(v, (IFD, Blob)) else v)
                            for v in self.values)
        if t == SLONG:
            return b"".join(struct.pack(e + "i", v) for v in self.values)
        if t == RATIONAL:
            return b"".join(struct.pack(e + "II", a, b) for a, b in self.values)
        if t == SRATIONAL:
            return b"".join(struct.pack(e + "ii", a, b) for a, b in self.values)
        raise ValueError(t)

    def size(self):
        return TYPE_SIZE[self.typ] * self.count()


def E_ascii(tag, text):
    return Entry(tag, ASCII, text.encode("utf-8") + b"\0")


def E_undef(tag, data):
    return Entry(tag, UNDEF, data)


def E_byte(tag, *vals):
    return Entry(tag, BYTE, bytes(vals))


def E_short(tag, *vals):
    return Entry(tag, SHORT, list(vals))


def E_long(tag, *vals):
    return Entry(tag, LONG, list(vals))


def E_slong(tag, *vals):
    return Entry(tag, SLONG, list(vals))


def E_rat(tag, *pairs):
    return Entry(tag, RATIONAL, list(pairs))


def E_srat(tag, *pairs):
    return Entry(tag, SRATIONAL, list(pairs))


class IFD:
    def __init__(self, entries, next_ifd=None):
        self.entries = sorted(entries, key=lambda x: x.tag)
        tags = [x.tag for x in self.entries]
        assert len(tags) == len(set(tags)), tags
        self.next = next_ifd

    def size(self):
        n = len(self.entries)
        data = sum(len(pad2(b"\0" * x.size())) for x in self.entries if x.size() > 4)
        return 2 + 12 * n + 4 + data

    def serialize(self, e, addr):
        here = addr[id(self)]
        n = len(self.entries)
        data_pos = here + 2 + 12 * n + 4
        head = struct.pack(e + "H", n)
        data = b""
        for x in self.entries:
            raw = x.raw(e, addr)
            head += struct.pack(e + "HHI", x.tag, x.typ, x.count())
            if len(raw) <= 4:
                head += raw + b"\0" * (4 - len(raw))
            else:
                head += struct.pack(e + "I", data_pos + len(data))
                data += pad2(raw)
        head += struct.pack(e + "I", addr[id(self.next)] if self.next is not None else 0)
        return head + data


def tiff_layout(roots, e, start):
    """Place `roots` (and everything they point to) from address `start`; return (addr, body)."""
    order, seen = [], set()

    def visit(obj):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        order.append(obj)
        if isinstance(obj, IFD):
            for x in obj.entries:
                for r in x.refs():
                    visit(r)
            if obj.next is not None:
                visit(obj.next)

    for r in roots:
        visit(r)
    addr, pos = {}, start
    for obj in order:
        addr[id(obj)] = pos
        pos += obj.size()
    body = b"".join(o.serialize(e, addr) if isinstance(o, IFD) else pad2(o.data) for o in order)
    assert len(body) == pos - start
    return addr, body


def tiff_file(ifd0, e=">", header_extra=b"", extra_roots=()):
    """A TIFF stream: header (+ optional extra header bytes, e.g. CR2's) then the IFDs."""
    start = 8 + len(header_extra)
    addr, body = tiff_layout([ifd0] + list(extra_roots), e, start)
    order = b"MM" if e == ">" else b"II"
    return order + struct.pack(e + "HI", 42, addr[id(ifd0)]) + header_extra + body, addr


def exif_tiff(ifd0, exif=None, gps=None, e=">", next_ifd=None):
    entries = list(ifd0)
    if exif:
        entries.append(E_long(0x8769, IFD(exif)))
    if gps:
        entries.append(E_long(0x8825, IFD(gps)))
    data, _ = tiff_file(IFD(entries, next_ifd), e)
    return data


def apple_makernote(entries):
    """Apple MakerNote: "Apple iOS\\0" + u16be 1 + "MM", big-endian IFD at +14, value offsets
    relative to the start of the MakerNote (ExifTool Apple.pm)."""
    ifd = IFD([E_slong(0x0001, 14)] + list(entries))
    _, body = tiff_layout([ifd], ">", 14)
    return b"Apple iOS\0" + u16(1) + b"MM" + body


def exif_date(date):
    """'2023-05-01T10:11:12' -> '2023:05:01 10:11:12'."""
    return date[:10].replace("-", ":") + " " + date[11:19]


def gps_entries(lat, lon, alt):
    def dms(value, seconds_den):
        value = abs(value)
        d = int(value)
        m = int((value - d) * 60)
        s = round(((value - d) * 60 - m) * 60 * seconds_den)
        return [(d, 1), (m, 1), (s, seconds_den)]

    return [
        E_byte(0x0000, 2, 3, 0, 0),  # GPSVersionID 2.3.0.0
        E_ascii(0x0001, "N" if lat >= 0 else "S"),
        E_rat(0x0002, *dms(lat, 100)),
        E_ascii(0x0003, "E" if lon >= 0 else "W"),
        E_rat(0x0004, *dms(lon, 100)),
        E_byte(0x0005, 0),
        E_rat(0x0006, (int(round(alt * 1000)), 1000)),
    ]


class RawEntry(Entry):
    """An IFD entry of any TIFF type (DOUBLE, SSHORT, LONG8, ...), given as its count and raw
    value bytes in the file's byte order."""

    def __init__(self, tag, typ, count, raw):
        super().__init__(tag, typ, None)
        self._count, self._raw = count, raw

    def count(self):
        return self._count

    def refs(self):
        return []

    def raw(self, e, addr):
        return self._raw

    def size(self):
        return len(self._raw)


def user_comment(text):
    return E_undef(0x9286, b"ASCII\0\0\0" + text.encode("ascii"))


# --------------------------------------------------------------------------------------------
# XMP (Adobe XMP Specification Part 1 §7)
# --------------------------------------------------------------------------------------------

NS = {
    "x": "adobe:ns:meta/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "xmp": "http://ns.adobe.com/xap/1.0/",
    "exif": "http://ns.adobe.com/exif/1.0/",
    "photoshop": "http://ns.adobe.com/photoshop/1.0/",
    "GPano": "http://ns.google.com/photos/1.0/panorama/",
    "GCamera": "http://ns.google.com/photos/1.0/camera/",
    "Container": "http://ns.google.com/photos/1.0/container/",
    "Item": "http://ns.google.com/photos/1.0/container/item/",
    "hdrgm": "http://ns.adobe.com/hdr-gain-map/1.0/",
    "HDRGainMap": "http://ns.apple.com/HDRGainMap/1.0/",
    "apdi": "http://ns.apple.com/pixeldatainfo/1.0/",
    "xmpNote": "http://ns.adobe.com/xmp/note/",
}


def xmp_packet(attrs, inner="", prefixes=()):
    """attrs: list of ("prefix:Name", "value"); inner: child elements (already XML)."""
    used = list(dict.fromkeys([a.split(":")[0] for a, _ in attrs] + list(prefixes)))
    decl = "".join(f'\n    xmlns:{p}="{NS[p]}"' for p in used)
    att = "".join(f'\n    {a}="{v}"' for a, v in attrs)
    text = (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="MediaKind sample generator">\n'
        ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        f'  <rdf:Description rdf:about=""{decl}{att}>\n'
        f"{inner}"
        "  </rdf:Description>\n"
        " </rdf:RDF>\n"
        "</x:xmpmeta>\n"
        '<?xpacket end="w"?>'
    )
    return text.encode("utf-8")


def container_directory(items):
    """Google Container:Directory; items: list of dicts of Item:* attributes."""
    lis = ""
    for item in items:
        att = " ".join(f'Item:{k}="{v}"' for k, v in item.items())
        lis += f'      <rdf:li rdf:parseType="Resource">\n        <Container:Item {att}/>\n      </rdf:li>\n'
    return ("   <Container:Directory>\n    <rdf:Seq>\n" + lis +
            "    </rdf:Seq>\n   </Container:Directory>\n")


# --------------------------------------------------------------------------------------------
# JPEG (ITU-T T.81). Baseline, one 8-bit component, our own one-symbol Huffman tables: every
# 8x8 block is "DC difference 0, EOB" = 2 bits, so the scan is complete and decodable (flat
# grey) yet tiny.
# --------------------------------------------------------------------------------------------


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


# --------------------------------------------------------------------------------------------
# PNG (ISO/IEC 15948; APNG spec)
# --------------------------------------------------------------------------------------------


def png_chunk(ctype, data):
    return u32(len(data)) + ctype + data + u32(zlib.crc32(ctype + data) & 0xFFFFFFFF)


def png_raw(width, height, channels, depth, value=0):
    row = (width * channels * depth + 7) // 8
    return (b"\0" + bytes([value]) * row) * height


def png(width, height, color_type=2, depth=8, before_idat=(), after_idat=(), idat_value=0,
        extra_frames=()):
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color_type]
    ihdr = png_chunk(b"IHDR", u32(width) + u32(height) + bytes([depth, color_type, 0, 0, 0]))
    idat = png_chunk(b"IDAT", zlib_stream(png_raw(width, height, channels, depth, idat_value)))
    return (b"\x89PNG\r\n\x1a\n" + ihdr + b"".join(before_idat) + idat + b"".join(after_idat)
            + png_chunk(b"IEND", b""))


def itxt_xmp(packet):
    return png_chunk(b"iTXt", b"XML:com.adobe.xmp\0\0\0\0\0" + packet)


def fctl(seq, w, h, delay_num, delay_den):
    return png_chunk(b"fcTL", u32(seq) + u32(w) + u32(h) + u32(0) + u32(0) + u16(delay_num)
                     + u16(delay_den) + b"\x00\x00")


# --------------------------------------------------------------------------------------------
# GIF89a
# --------------------------------------------------------------------------------------------

PALETTE4 = b"\x00\x00\x00" + b"\xFF\x00\x00" + b"\x00\xFF\x00" + b"\x00\x00\xFF"


def gif_subblocks(data):
    out = b""
    for i in range(0, len(data), 255):
        part = data[i:i + 255]
        out += u8(len(part)) + part
    return out + b"\x00"


def gif_netscape(loops):
    return b"\x21\xFF\x0BNETSCAPE2.0\x03\x01" + le16(loops) + b"\x00"


def gif_gce(delay_cs):
    return b"\x21\xF9\x04\x04" + le16(delay_cs) + b"\x00\x00"


def gif_frame(w, h, color):
    return (b"\x2C" + le16(0) + le16(0) + le16(w) + le16(h) + b"\x00" + b"\x02"
            + gif_subblocks(gif_lzw([color] * (w * h), 2)))


def gif(w, h, blocks):
    return b"GIF89a" + le16(w) + le16(h) + b"\xF1\x00\x00" + PALETTE4 + b"".join(blocks) + b"\x3B"


# --------------------------------------------------------------------------------------------
# WebP (RIFF container, developers.google.com/speed/webp/docs/riff_container)
# --------------------------------------------------------------------------------------------


def riff_chunk(fourcc, data):
    return fourcc + le32(len(data)) + pad2(data)


def vp8_payload(w, h):
    """A VP8 key frame header (RFC 6386 §9.1) with a dummy 10-byte first partition."""
    part = b"\0" * 10
    tag = 0 | (0 << 1) | (1 << 4) | (len(part) << 5)  # key frame, version 0, shown
    return le24(tag) + b"\x9D\x01\x2A" + le16(w) + le16(h) + part


def vp8l_payload(w, h, argb=(0xFF, 0x80, 0x80, 0x80)):
    """A complete, decodable VP8L image of one colour (WebP Lossless Bitstream spec): header
    (signature 0x2F, 14-bit width-1 and height-1, no alpha, version 0), no transform, no colour
    cache, no meta prefix codes, then five "simple" prefix codes of one symbol each (green, red,
    blue, alpha, distance). One-symbol codes have zero-length codes, so the pixels take 0 bits."""
    a, r, g, b = argb
    bw = BitWriterLSB()
    bw.bits(w - 1, 14)
    bw.bits(h - 1, 14)
    bw.bits(0, 1)   # alpha_is_used
    bw.bits(0, 3)   # version
    bw.bits(0, 1)   # no transform
    bw.bits(0, 1)   # no colour cache
    bw.bits(0, 1)   # no meta prefix codes
    for symbol in (g, r, b, a):
        bw.bits(1, 1)   # simple code
        bw.bits(0, 1)   # one symbol
        bw.bits(1, 1)   # 8-bit symbol
        bw.bits(symbol, 8)
    bw.bits(1, 1)
    bw.bits(0, 1)
    bw.bits(0, 1)       # 1-bit symbol
    bw.bits(0, 1)       # distance code 0
    return b"\x2F" + bw.flush()


def vp8x(flags, w, h):
    return riff_chunk(b"VP8X", bytes([flags, 0, 0, 0]) + le24(w - 1) + le24(h - 1))


def anmf(w, h, duration_ms):
    return riff_chunk(b"ANMF", le24(0) + le24(0) + le24(w - 1) + le24(h - 1) + le24(duration_ms)
                      + b"\x00" + riff_chunk(b"VP8L", vp8l_payload(w, h)))


def webp(chunks):
    body = b"WEBP" + b"".join(chunks)
    return b"RIFF" + le32(len(body)) + body


# --------------------------------------------------------------------------------------------
# ISO BMFF (ISO/IEC 14496-12), HEIF (ISO/IEC 23008-12), QuickTime (Apple QTFF)
# --------------------------------------------------------------------------------------------


def box(btype, *payloads):
    data = b"".join(payloads)
    if isinstance(btype, int):
        btype = u32(btype)
    elif isinstance(btype, str):
        btype = btype.encode("latin-1")
    assert len(btype) == 4
    return u32(8 + len(data)) + btype + data


def fullbox(btype, version, flags, *payloads):
    return box(btype, u32((version << 24) | flags), *payloads)


def ftyp(major, minor, compatible):
    return box("ftyp", major.encode(), u32(minor), *[c.encode() for c in compatible])


def cstr(text):
    return text.encode("utf-8") + b"\0"


def hdlr(handler, component=b"\0\0\0\0", name=""):
    return fullbox("hdlr", 0, 0, component, handler.encode(), b"\0" * 12, cstr(name))


def hvcC():
    """HEVCDecoderConfigurationRecord (ISO/IEC 14496-15 §8.3.3), Main profile, no NAL arrays."""
    return box("hvcC", b"\x01\x01" + u32(0x60000000) + b"\x90\0\0\0\0\0" + b"\x5A"
               + b"\xF0\x00\xFC\xFD\xF8\xF8" + u16(0) + b"\x0F" + b"\x00")


def avcC():
    """AVCDecoderConfigurationRecord (ISO/IEC 14496-15 §5.3.3), High profile, no SPS/PPS, with
    the High-profile tail (chroma_format 4:2:0, 8-bit luma/chroma, no SPS extensions)."""
    return box("avcC", AVC_CONFIG)


AVC_CONFIG = b"\x01\x64\x00\x28\xFF\xE0\x00" + b"\xFD\xF8\xF8\x00"


def av1C():
    """AV1CodecConfigurationRecord (AV1-ISOBMFF §2.3): version 1, main profile, 4:2:0."""
    return box("av1C", b"\x81\x00\x0C\x00")


def ispe(w, h):
    return fullbox("ispe", 0, 0, u32(w), u32(h))


def irot(angle):
    return box("irot", u8(angle & 3))


def auxC(urn):
    return fullbox("auxC", 0, 0, cstr(urn))


def pixi(*bits):
    return fullbox("pixi", 0, 0, u8(len(bits)), bytes(bits))


def colr_nclx(primaries=1, transfer=13, matrix=6, full=True):
    return box("colr", b"nclx", u16(primaries), u16(transfer), u16(matrix), u8(0x80 if full else 0))


def cmin(focal_x, pp_x, pp_y, shift=10):
    """Camera intrinsics (ISO/IEC 23008-12 §6.5.40): simplified form, denominator 2^shift."""
    return fullbox("cmin", 0, shift << 8, i32(focal_x), i32(pp_x), i32(pp_y))


def cmex(pos_x_um, pos_y_um, pos_z_um, quat=(0, 0, 0)):
    """Camera extrinsics (ISO/IEC 23008-12 §6.5.39): position (µm) and a 16-bit quaternion."""
    return fullbox("cmex", 0, 0x0F, i32(pos_x_um), i32(pos_y_um), i32(pos_z_um),
                   i16(quat[0]), i16(quat[1]), i16(quat[2]))


class Item:
    def __init__(self, item_id, item_type, data, props=(), hidden=False, name="",
                 content_type=None):
        self.id, self.type, self.data = item_id, item_type, data
        self.props = list(props)  # list of (property box bytes, essential)
        self.hidden, self.name, self.content_type = hidden, name, content_type


def heif_meta(items, primary, irefs, groups, data_offset):
    """A HEIF `meta` box whose iloc extents point at data_offset + the items' data, in order."""
    ipco, index = [], {}
    ipma = b""
    for it in items:
        assoc = b""
        for prop, essential in it.props:
            if prop not in index:
                ipco.append(prop)
                index[prop] = len(ipco)
            assoc += u8((0x80 if essential else 0) | index[prop])
        if it.props:
            ipma += u16(it.id) + u8(len(it.props)) + assoc
    n_assoc = sum(1 for it in items if it.props)
    infes = b""
    for it in items:
        extra = cstr(it.content_type) if it.content_type else b""
        infes += fullbox("infe", 2, 1 if it.hidden else 0, u16(it.id), u16(0), it.type.encode(),
                         cstr(it.name), extra)
    iloc = b"\x44\x00" + u16(len(items))
    pos = data_offset
    for it in items:
        iloc += u16(it.id) + u16(0) + u16(1) + u32(pos) + u32(len(it.data))
        pos += len(it.data)
    children = [
        hdlr("pict"),
        fullbox("pitm", 0, 0, u16(primary)),
        fullbox("iloc", 0, 0, iloc),
        fullbox("iinf", 0, 0, u16(len(items)), infes),
    ]
    if irefs:
        refs = b"".join(box(t, u16(src), u16(len(dst)), *[u16(d) for d in dst]) for t, src, dst in irefs)
        children.append(fullbox("iref", 0, 0, refs))
    children.append(box("iprp", box("ipco", *ipco), fullbox("ipma", 0, 0, u32(n_assoc), ipma)))
    if groups:
        children.append(box("grpl", *[fullbox(t, 0, 0, u32(gid), u32(len(ids)), *[u32(i) for i in ids])
                                      for t, gid, ids in groups]))
    return fullbox("meta", 0, 0, *children)


def heif_file(major, compatible, items, primary, irefs=(), groups=()):
    head = ftyp(major, 0, compatible)
    meta0 = heif_meta(items, primary, irefs, groups, 0)
    start = len(head) + len(meta0) + 8
    meta = heif_meta(items, primary, irefs, groups, start)
    assert len(meta) == len(meta0)
    return head + meta + box("mdat", *[it.data for it in items])


def hevc_item(item_id, w, h, extra_props=(), hidden=False, data_len=24):
    """An `hvc1` coded image item with dummy data (one length-prefixed NAL of zeros)."""
    data = u32(data_len - 4) + b"\0" * (data_len - 4)
    return Item(item_id, "hvc1", data, [(hvcC(), True), (ispe(w, h), False)] + list(extra_props),
                hidden=hidden)


def heif_exif_item(item_id, tiff):
    """An `Exif` item: u32be offset to the TIFF header (6, past "Exif\\0\\0"), then the data."""
    return Item(item_id, "Exif", u32(6) + b"Exif\0\0" + tiff)


# --- movies ----------------------------------------------------------------------------------

MAC_EPOCH_OFFSET = 2082844800  # seconds from 1904-01-01 to 1970-01-01 (UTC)
IDENTITY = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000]


def rotate90(coded_height):
    """tkhd matrix for a 90° clockwise display rotation: a=0, b=1, c=-1, d=0."""
    return [0, 0x00010000, 0, 0xFFFF0000, 0, 0, coded_height << 16, 0, 0x40000000]


def unix_to_mac(ts):
    return ts + MAC_EPOCH_OFFSET


def visual_entry(fourcc, w, h, children=(), compressor=""):
    name = compressor.encode()[:31]
    return box(fourcc, b"\0" * 6, u16(1), u16(0), u16(0), b"\0" * 12, u16(w), u16(h),
               u32(0x00480000), u32(0x00480000), u32(0), u16(1),
               u8(len(name)) + name + b"\0" * (31 - len(name)), u16(0x0018), i16(-1), *children)


def esds_aac(rate_index, channels):
    asc = (2 << 11) | (rate_index << 7) | (channels << 3)  # AAC-LC AudioSpecificConfig
    dsi = b"\x05\x02" + u16(asc)
    dcd = b"\x04" + u8(13 + len(dsi)) + b"\x40\x15" + u24(0) + u32(64000) + u32(64000) + dsi
    sl = b"\x06\x01\x02"
    es = b"\x03" + u8(3 + len(dcd) + len(sl)) + u16(1) + b"\x00" + dcd + sl
    return fullbox("esds", 0, 0, es)


def audio_entry(rate, channels, rate_index):
    return box("mp4a", b"\0" * 6, u16(1), b"\0" * 8, u16(channels), u16(16), u16(0), u16(0),
               u32(rate << 16), esds_aac(rate_index, channels))


AAC_SILENT_FRAME = b"\x00\x00\x00\x07"  # raw_data_block: SCE, global_gain 0, max_sfb 0, END


def data_atom(type_indicator, value):
    return box("data", u32(type_indicator), u32(0), value)


def key_value(kind, value):
    """(type indicator, bytes) for QuickTime metadata values: 1 UTF-8, 21 signed BE integer
    (width = len), 23 float32 BE."""
    if kind == "utf8":
        return 1, value.encode("utf-8")
    if kind.startswith("int"):
        width = int(kind[3:]) // 8
        return 21, value.to_bytes(width, "big", signed=True)
    if kind == "float32":
        return 23, f32(value)
    raise ValueError(kind)


def quicktime_keys_meta(keys):
    """moov/meta or trak/meta (QuickTime style, no version/flags): hdlr mdta + keys + ilst.
    keys: list of (name, kind, value)."""
    entries = b"".join(u32(8 + len(k.encode())) + b"mdta" + k.encode() for k, _, _ in keys)
    items = b""
    for index, (_, kind, value) in enumerate(keys, start=1):
        t, v = key_value(kind, value)
        items += box(index, data_atom(t, v))
    return box("meta", hdlr("mdta"), fullbox("keys", 0, 0, u32(len(keys)), entries), box("ilst", items))


def mebx_entry(keys):
    """Boxed-metadata sample entry `mebx` (ISO/IEC 14496-12 §12.3.3; QTFF timed metadata):
    a `keys` table of local key ids 1..n, each with `keyd` (namespace mdta + key) and an
    optional `dtyp` (well-known data type)."""
    table = b""
    for local_id, (name, dtype) in enumerate(keys, start=1):
        inner = box("keyd", b"mdta", name.encode())
        if dtype is not None:
            inner += box("dtyp", u32(0), u32(dtype))
        table += box(local_id, inner)
    return box("mebx", b"\0" * 6, u16(1), box("keys", table))


class Track:
    def __init__(self, track_id, handler, timescale, stts, samples, entry, width=0, height=0,
                 matrix=None, edits=None, tref=None, keys=None, quicktime=True):
        self.id, self.handler, self.timescale = track_id, handler, timescale
        self.stts, self.samples, self.entry = stts, samples, entry
        self.width, self.height = width, height
        self.matrix = matrix or IDENTITY
        self.edits, self.tref, self.keys = edits, tref, keys
        self.quicktime = quicktime
        assert sum(c for c, _ in stts) == len(samples)

    def media_duration(self):
        return sum(c * d for c, d in self.stts)

    def duration_in(self, movie_timescale):
        if self.edits:
            return sum(seg_dur for seg_dur, _ in self.edits)
        return self.media_duration() * movie_timescale // self.timescale

    def build(self, movie_timescale, chunk_offset, ctime):
        volume = 0x0100 if self.handler == "soun" else 0
        tkhd = fullbox("tkhd", 0, 3, u32(ctime), u32(ctime), u32(self.id), u32(0),
                       u32(self.duration_in(movie_timescale)), u32(0), u32(0), i16(0), i16(0),
                       u16(volume), u16(0), b"".join(u32(m) for m in self.matrix),
                       u32(self.width << 16), u32(self.height << 16))
        mdhd = fullbox("mdhd", 0, 0, u32(ctime), u32(ctime), u32(self.timescale),
                       u32(self.media_duration()), u16(0x55C4), u16(0))
        if self.handler in ("vide", "pict"):
            header = fullbox("vmhd", 0, 1, u16(0), u16(0), u16(0), u16(0))
        elif self.handler == "soun":
            header = fullbox("smhd", 0, 0, i16(0), u16(0))
        else:
            header = fullbox("nmhd", 0, 0)
        dinf = box("dinf", fullbox("dref", 0, 0, u32(1), fullbox("url ", 0, 1)))
        sizes = [len(s) for s in self.samples]
        if len(set(sizes)) == 1:
            stsz = fullbox("stsz", 0, 0, u32(sizes[0]), u32(len(sizes)))
        else:
            stsz = fullbox("stsz", 0, 0, u32(0), u32(len(sizes)), *[u32(s) for s in sizes])
        stbl = box("stbl",
                   fullbox("stsd", 0, 0, u32(1), self.entry),
                   fullbox("stts", 0, 0, u32(len(self.stts)), *[u32(c) + u32(d) for c, d in self.stts]),
                   fullbox("stsc", 0, 0, u32(1), u32(1), u32(len(self.samples)), u32(1)),
                   stsz,
                   fullbox("stco", 0, 0, u32(1), u32(chunk_offset)))
        component = b"mhlr" if self.quicktime else b"\0\0\0\0"
        mdia = box("mdia", mdhd, hdlr(self.handler, component), box("minf", header, dinf, stbl))
        parts = [tkhd]
        if self.edits:
            elst = b"".join(u32(d) + i32(t) + u16(1) + u16(0) for d, t in self.edits)
            parts.append(box("edts", fullbox("elst", 0, 0, u32(len(self.edits)), elst)))
        if self.tref:
            parts.append(box("tref", *[box(t, *[u32(i) for i in ids]) for t, ids in self.tref]))
        parts.append(mdia)
        if self.keys:
            parts.append(quicktime_keys_meta(self.keys))
        return box("trak", *parts)


def build_moov(tracks, mdat_payload_start, timescale=600, ctime=0, movie_keys=None):
    """moov for `tracks`, whose samples sit one chunk per track, in track order, from
    `mdat_payload_start` on."""
    traks, pos = [], mdat_payload_start
    for t in tracks:
        traks.append(t.build(timescale, pos, ctime))
        pos += sum(len(s) for s in t.samples)
    duration = max(t.duration_in(timescale) for t in tracks)
    mvhd = fullbox("mvhd", 0, 0, u32(ctime), u32(ctime), u32(timescale), u32(duration),
                   u32(0x00010000), u16(0x0100), b"\0" * 10,
                   b"".join(u32(m) for m in IDENTITY), b"\0" * 24,
                   u32(max(t.id for t in tracks) + 1))
    parts = [mvhd] + traks
    if movie_keys:
        parts.append(quicktime_keys_meta(movie_keys))
    return box("moov", *parts)


def movie_file(tracks, *, brand=None, timescale=600, ctime_unix=0, movie_keys=None,
               moov_first=False, wide=True):
    """ftyp (optional) [+ wide] + mdat + moov, or ftyp + moov + mdat when moov_first."""
    ctime = unix_to_mac(ctime_unix) if ctime_unix else 0
    head = ftyp(*brand) if brand else b""
    if wide and not moov_first:
        head += box("wide")
    payload = b"".join(b"".join(t.samples) for t in tracks)
    if moov_first:
        size = len(build_moov(tracks, 0, timescale, ctime, movie_keys))
        moov = build_moov(tracks, len(head) + size + 8, timescale, ctime, movie_keys)
        assert len(moov) == size
        return head + moov + box("mdat", payload)
    return head + box("mdat", payload) + build_moov(tracks, len(head) + 8, timescale, ctime, movie_keys)


def cfr_video(track_id, fourcc, config, w, h, fps_timescale, delta, count, *, sample_size=4,
              matrix=None, keys=None, quicktime=True):
    entry = visual_entry(fourcc, w, h, [config] if config else [])
    samples = [u32(sample_size - 4) + b"\0" * (sample_size - 4) if sample_size >= 4 else b"\0" * sample_size] * count
    return Track(track_id, "vide", fps_timescale, [(count, delta)], samples, entry, w, h,
                 matrix=matrix, keys=keys, quicktime=quicktime)


def aac_track(track_id, rate, rate_index, seconds, quicktime=False):
    total = int(rate * seconds)
    frames, last = divmod(total, 1024)
    stts = [(frames, 1024)] + ([(1, last)] if last else [])
    count = frames + (1 if last else 0)
    return Track(track_id, "soun", rate, stts, [AAC_SILENT_FRAME] * count,
                 audio_entry(rate, 1, rate_index), quicktime=quicktime)


def mebx_track(track_id, keys, samples, stts, timescale=600, edits=None, describes=1):
    return Track(track_id, "meta", timescale, stts, samples, mebx_entry(keys), edits=edits,
                 tref=[("cdsc", [describes])])


def mebx_item(local_id, value):
    return u32(8 + len(value)) + u32(local_id) + value


# --------------------------------------------------------------------------------------------
# Other image formats
# --------------------------------------------------------------------------------------------


def bmp(w, h):
    row = (w * 3 + 3) & ~3
    pixels = (b"\x80\x80\x80" * w + b"\0" * (row - w * 3)) * h
    info = le32(40) + le32(w) + le32(h) + le16(1) + le16(24) + le32(0) + le32(len(pixels)) \
        + le32(2835) + le32(2835) + le32(0) + le32(0)
    return b"BM" + le32(14 + 40 + len(pixels)) + le32(0) + le32(54) + info + pixels


def psd(w, h):
    header = b"8BPS" + u16(1) + b"\0" * 6 + u16(3) + u32(h) + u32(w) + u16(8) + u16(3)
    return header + u32(0) + u32(0) + u32(0) + u16(0) + b"\x80" * (3 * w * h)


def ico_png(w, h):
    image = png(w, h, color_type=6)
    entry = bytes([w % 256, h % 256, 0, 0]) + le16(1) + le16(32) + le32(len(image)) + le32(6 + 16)
    return le16(0) + le16(1) + le16(1) + entry + image


def jxl_size_header(w, h):
    """JPEG XL codestream: FF 0A + SizeHeader (div8 form) + ImageMetadata all_default, then
    zero bytes standing in for the frame (ISO/IEC 18181-1 §D.2, §A.6)."""
    assert w % 8 == 0 and h % 8 == 0 and w <= 256 and h <= 256
    bw = BitWriterLSB()
    bw.bits(1, 1)                 # div8
    bw.bits(h // 8 - 1, 5)        # h_div8
    bw.bits(0, 3)                 # ratio 0: explicit width
    bw.bits(w // 8 - 1, 5)        # w_div8
    bw.bits(1, 1)                 # ImageMetadata.all_default
    return b"\xFF\x0A" + bw.flush() + b"\0" * 14


def jp2(w, h):
    """JP2 (ISO/IEC 15444-1 Annex I): signature, ftyp, jp2h (ihdr, colr), jp2c codestream with
    SIZ/COD/QCD and one tile holding an empty packet."""
    sig = box("jP  ", b"\x0D\x0A\x87\x0A")
    ft = box("ftyp", b"jp2 ", u32(0), b"jp2 ")
    ihdr = box("ihdr", u32(h), u32(w), u16(1), u8(7), u8(7), u8(0), u8(0))
    colr = box("colr", u8(1), u8(0), u8(0), u32(17))
    siz = b"\xFF\x51" + u16(41) + u16(0) + u32(w) + u32(h) + u32(0) + u32(0) + u32(w) + u32(h) \
        + u32(0) + u32(0) + u16(1) + b"\x07\x01\x01"
    cod = b"\xFF\x52" + u16(12) + b"\x00" + b"\x00" + u16(1) + b"\x00" + b"\x00\x04\x04\x00\x01"
    qcd = b"\xFF\x5C" + u16(4) + b"\x40" + b"\x40"
    tile_data = b"\x00"
    psot = 12 + 2 + len(tile_data)
    sot = b"\xFF\x90" + u16(10) + u16(0) + u32(psot) + b"\x00\x01"
    stream = b"\xFF\x4F" + siz + cod + qcd + sot + b"\xFF\x93" + tile_data + b"\xFF\xD9"
    return sig + ft + box("jp2h", ihdr, colr) + box("jp2c", stream)


def baseline_tiff(w, h, e="<", extra=(), next_ifd=None):
    strip = Blob(b"\x80" * (w * h))
    return [E_long(0x00FE, 0), E_short(0x0100, w), E_short(0x0101, h), E_short(0x0102, 8),
            E_short(0x0103, 1), E_short(0x0106, 1), E_long(0x0111, strip), E_short(0x0115, 1),
            E_short(0x0116, h), E_long(0x0117, w * h), E_rat(0x011A, (72, 1)),
            E_rat(0x011B, (72, 1)), E_short(0x0128, 2)] + list(extra)


# --------------------------------------------------------------------------------------------
# RIFF AVI, Matroska/WebM (EBML), MPEG-TS, FLV, ASF
# --------------------------------------------------------------------------------------------


def riff_list(kind, *chunks):
    data = kind + b"".join(chunks)
    return b"LIST" + le32(len(data)) + data


def avi(w, h, fps, frames):
    frame = jpeg(w, h, segments=[])
    avih = riff_chunk(b"avih", le32(1000000 // fps) + le32(0) + le32(0) + le32(0x10) + le32(frames)
                      + le32(0) + le32(1) + le32(len(frame)) + le32(w) + le32(h) + b"\0" * 16)
    strh = riff_chunk(b"strh", b"vidsMJPG" + le32(0) + le16(0) + le16(0) + le32(0) + le32(1)
                      + le32(fps) + le32(0) + le32(frames) + le32(len(frame)) + le32(0xFFFFFFFF)
                      + le32(0) + le16(0) + le16(0) + le16(w) + le16(h))
    strf = riff_chunk(b"strf", le32(40) + le32(w) + le32(h) + le16(1) + le16(24) + b"MJPG"
                      + le32(w * h * 3) + le32(0) * 4)
    hdrl = riff_list(b"hdrl", avih, riff_list(b"strl", strh, strf))
    chunks, index, pos = b"", b"", 4  # offsets relative to the 'movi' list type
    for _ in range(frames):
        chunk = riff_chunk(b"00dc", frame)
        index += b"00dc" + le32(0x10) + le32(pos) + le32(len(frame))
        chunks += chunk
        pos += len(chunk)
    body = b"AVI " + hdrl + riff_list(b"movi", chunks) + riff_chunk(b"idx1", index)
    return b"RIFF" + le32(len(body)) + body


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


def ts_packet(pid, payload, pusi, cc, adaptation=None):
    header = bytes([0x47, (0x40 if pusi else 0) | (pid >> 8), pid & 0xFF])
    if adaptation is None and len(payload) == 184:
        return header + bytes([0x10 | cc]) + payload
    need = 184 - len(payload)  # bytes for the adaptation field incl. its length byte
    field = adaptation or b""
    assert need >= 1 + len(field)
    af = bytes([need - 1]) + field + b"\xFF" * (need - 1 - len(field))
    if need == 1:
        af = b"\x00"
    return header + bytes([0x30 | cc]) + af + payload


def psi_section(table_id, ext, body):
    section = bytes([table_id]) + u16(0xB000 | (5 + len(body) + 4)) + u16(ext) + b"\xC1\x00\x00" + body
    return b"\x00" + section + u32(crc_msb32(section, 0xFFFFFFFF))


def pts_bytes(pts, prefix=0x2):
    return bytes([(prefix << 4) | (((pts >> 30) & 7) << 1) | 1,
                  (pts >> 22) & 0xFF, (((pts >> 15) & 0x7F) << 1) | 1,
                  (pts >> 7) & 0xFF, ((pts & 0x7F) << 1) | 1])


def mpeg_ts():
    pat = psi_section(0x00, 1, u16(1) + u16(0xE000 | 0x1000))
    pmt = psi_section(0x02, 1, u16(0xE000 | 0x100) + u16(0xF000) + b"\x1B" + u16(0xE000 | 0x100) + u16(0xF000))
    packets = [ts_packet(0x0000, pat + b"\xFF" * (184 - len(pat)), True, 0),
               ts_packet(0x1000, pmt + b"\xFF" * (184 - len(pmt)), True, 0)]
    for cc, pts in enumerate([90000, 93600]):
        pes = b"\x00\x00\x01\xE0\x00\x00\x80\x80\x05" + pts_bytes(pts) + b"\x00\x00\x00\x01\x09\xF0"
        pcr = u32((pts - 9000) >> 1) + bytes([0x7E | ((pts - 9000) & 1) << 7, 0x00])
        packets.append(ts_packet(0x0100, pes, True, cc, adaptation=b"\x50" + pcr))
    return b"".join(packets)


def amf_string(s):
    return u16(len(s)) + s.encode()


def flv(w, h, seconds, fps):
    props = [("duration", float(seconds)), ("width", float(w)), ("height", float(h)),
             ("framerate", float(fps)), ("videocodecid", 7.0)]
    meta = b"\x02" + amf_string("onMetaData") + b"\x08" + u32(len(props))
    meta += b"".join(amf_string(k) + b"\x00" + f64(v) for k, v in props) + b"\x00\x00\x09"

    def tag(kind, ts_ms, data):
        t = bytes([kind]) + u24(len(data)) + u24(ts_ms & 0xFFFFFF) + u8(ts_ms >> 24) + u24(0) + data
        return t + u32(len(t))

    video = b"\x17\x00" + u24(0) + AVC_CONFIG  # AVC sequence header
    return b"FLV\x01\x01" + u32(9) + u32(0) + tag(18, 0, meta) + tag(9, 0, video)


def guid(text):
    h = text.replace("-", "")
    raw = bytes.fromhex(h)
    return raw[3::-1] + raw[5:3:-1] + raw[7:5:-1] + raw[8:]


ASF_HEADER = "75B22630-668E-11CF-A6D9-00AA0062CE6C"
ASF_FILE_PROPERTIES = "8CABDCA1-A947-11CF-8EE4-00C00C205365"
ASF_STREAM_PROPERTIES = "B7DC0791-A9B7-11CF-8EE6-00C00C205365"
ASF_HEADER_EXTENSION = "5FBF03B5-A92E-11CF-8EE3-00C00C205365"
ASF_RESERVED_1 = "ABD3D211-A9BA-11CF-8EE6-00C00C205365"
ASF_DATA = "75B22636-668E-11CF-A6D9-00AA0062CE6C"
ASF_VIDEO_MEDIA = "BC19EFC0-5B4D-11CF-A8FD-00805F5C442B"
ASF_NO_ERROR_CORRECTION = "20FB5700-5B55-11CF-A8FD-00805F5C442B"
SAMPLE_FILE_ID = "4D4B0001-0000-4000-8000-000000000001"


def asf_object(g, payload):
    return guid(g) + le64(24 + len(payload)) + payload


def asf_wmv(w, h, seconds, preroll_ms, created_unix):
    filetime = (created_unix + 11644473600) * 10000000  # 100 ns units since 1601-01-01 UTC

    def build(total_size):
        fprops = asf_object(ASF_FILE_PROPERTIES, guid(SAMPLE_FILE_ID) + le64(total_size) + le64(filetime)
                            + le64(0) + le64(int((seconds * 1000 + preroll_ms) * 10000))
                            + le64(int(seconds * 10000000)) + le64(preroll_ms) + le32(0x02)
                            + le32(3200) + le32(3200) + le32(1000000))
        bih = le32(40) + le32(w) + le32(h) + le16(1) + le16(24) + b"WMV3" + le32(w * h * 3) + le32(0) * 4
        specific = le32(w) + le32(h) + b"\x02" + le16(len(bih)) + bih
        sprops = asf_object(ASF_STREAM_PROPERTIES, guid(ASF_VIDEO_MEDIA) + guid(ASF_NO_ERROR_CORRECTION)
                            + le64(0) + le32(len(specific)) + le32(0) + le16(1) + le32(0) + specific)
        hext = asf_object(ASF_HEADER_EXTENSION, guid(ASF_RESERVED_1) + le16(6) + le32(0))
        header = asf_object(ASF_HEADER, le32(3) + b"\x01\x02" + fprops + sprops + hext)
        data = asf_object(ASF_DATA, guid(SAMPLE_FILE_ID) + le64(0) + b"\x01\x01")
        return header + data

    return build(len(build(0)))


# --------------------------------------------------------------------------------------------
# Audio formats
# --------------------------------------------------------------------------------------------


def wav(rate, seconds):
    n = int(rate * seconds)
    fmt = riff_chunk(b"fmt ", le16(1) + le16(1) + le32(rate) + le32(rate) + le16(1) + le16(8))
    body = b"WAVE" + fmt + riff_chunk(b"data", b"\x80" * n)
    return b"RIFF" + le32(len(body)) + body


def ieee_extended(value):
    """80-bit IEEE 754 extended (AIFF sample rate), for positive integers."""
    exponent = value.bit_length() - 1
    mantissa = value << (63 - exponent)
    return u16(16383 + exponent) + u64(mantissa)


def aiff(rate, seconds):
    n = int(rate * seconds)
    comm = b"COMM" + u32(18) + u16(1) + u32(n) + u16(8) + ieee_extended(rate)
    ssnd_data = u32(0) + u32(0) + b"\0" * n
    ssnd = b"SSND" + u32(len(ssnd_data)) + pad2(ssnd_data)
    body = b"AIFF" + comm + ssnd
    return b"FORM" + u32(len(body)) + body


def flac(rate, seconds):
    """fLaC + STREAMINFO + real frames (CONSTANT subframes of silence), 8-bit mono.
    Frame/sample rate codes from RFC 9639 §9.1."""
    total = int(rate * seconds)
    assert rate == 8000
    block = 4096
    frames, number, done = [], 0, 0
    while done < total:
        size = min(block, total - done)
        if size == block:
            header = b"\xFF\xF8" + bytes([0xC4, 0x02, number])  # 4096 samples, 8 kHz, mono, 8 bit
        else:
            header = b"\xFF\xF8" + bytes([0x74, 0x02, number]) + u16(size - 1)
        header += bytes([crc8_flac(header)])
        frame = header + b"\x00\x00"  # subframe: CONSTANT, value 0
        frame += u16(crc16_flac(frame))
        frames.append(frame)
        done += size
        number += 1
    md5 = hashlib.md5(b"\0" * total).digest()
    info = u16(block) + u16(block) + u24(min(map(len, frames))) + u24(max(map(len, frames)))
    packed = (rate << 44) | (0 << 41) | (7 << 36) | total
    info += packed.to_bytes(8, "big") + md5
    return b"fLaC" + b"\x80" + u24(len(info)) + info + b"".join(frames)


def ogg_page(serial, seq, granule, packets, bos=False, eos=False):
    lacing = b""
    for p in packets:
        n = len(p)
        lacing += b"\xFF" * (n // 255) + bytes([n % 255])
    flags = (0x02 if bos else 0) | (0x04 if eos else 0)
    head = b"OggS\x00" + bytes([flags]) + struct.pack("<qII", granule, serial, seq)
    page = head + b"\0\0\0\0" + bytes([len(lacing)]) + lacing + b"".join(packets)
    crc = crc_msb32(page, 0)
    return page[:22] + le32(crc) + page[26:]


def ogg_vorbis(rate, seconds):
    serial = 0x4D4B0001
    ident = b"\x01vorbis" + le32(0) + b"\x01" + le32(rate) + le32(0) + le32(0) + le32(0) + b"\xB8\x01"
    vendor = b"MediaKind sample generator"
    comment = b"\x03vorbis" + le32(len(vendor)) + vendor + le32(0) + b"\x01"
    setup = b"\x05vorbis" + b"\0" * 24 + b"\x01"  # dummy codebooks
    audio = [b"\0" * 8] * 4
    return (ogg_page(serial, 0, 0, [ident], bos=True) + ogg_page(serial, 1, 0, [comment, setup])
            + ogg_page(serial, 2, int(rate * seconds), audio, eos=True))


def ogg_opus(seconds, pre_skip=312):
    serial = 0x4D4B0002
    head = b"OpusHead" + b"\x01\x01" + le16(pre_skip) + le32(48000) + le16(0) + b"\x00"
    vendor = b"MediaKind sample generator"
    tags = b"OpusTags" + le32(len(vendor)) + vendor + le32(0)
    # 20 ms CELT frames (TOC 0xF8, zero-length frame = silence/DTX). The stream starts at sample 0:
    # enough packets to cover pre-skip + duration, and the EOS page's granule position
    # (pre-skip + 48000 x seconds) trims the end (RFC 7845 §4.4, §4.5).
    granule = int(seconds * 48000) + pre_skip
    packets = [b"\xF8"] * -(-granule // 960)
    return (ogg_page(serial, 0, 0, [head], bos=True) + ogg_page(serial, 1, 0, [tags])
            + ogg_page(serial, 2, granule, packets, eos=True))


def id3v24(frames):
    body = b""
    for fid, text in frames:
        payload = b"\x03" + text.encode("utf-8")
        body += fid.encode() + synchsafe(len(payload)) + b"\0\0" + payload
    return b"ID3\x04\x00\x00" + synchsafe(len(body)) + body


def synchsafe(n):
    return bytes([(n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F])


def mp3_frames(count):
    """MPEG-1 Layer III, 32 kbit/s, 32 kHz, mono, no CRC: 144-byte frames, 1152 samples each,
    silent (side info and main data all zero)."""
    header = b"\xFF\xFB\x18\xC4"
    return (header + b"\0" * (144 - 4)) * count


def adts_frames(count, rate_index):
    frame_len = 7 + len(AAC_SILENT_FRAME)
    h = bytes([0xFF, 0xF1, (1 << 6) | (rate_index << 2) | 0, (1 << 6) | (frame_len >> 11),
               (frame_len >> 3) & 0xFF, ((frame_len & 7) << 5) | 0x1F, 0xFC])
    return (h + AAC_SILENT_FRAME) * count


def amr_nb(frames):
    return b"#!AMR\n" + (b"\x3C" + b"\0" * 31) * frames


def caf(rate, seconds):
    n = int(rate * seconds)
    desc = f64(float(rate)) + b"lpcm" + u32(0) + u32(1) + u32(1) + u32(1) + u32(8)
    data = u32(0) + b"\0" * n
    return (b"caff" + u16(1) + u16(0) + b"desc" + u64(len(desc)) + desc
            + b"data" + u64(len(data)) + data)


def midi_one_note():
    events = (b"\x00\xFF\x51\x03\x07\xA1\x20"   # tempo 500000 µs per quarter note
              b"\x00\x90\x3C\x64"                # note on, middle C
              b"\x60\x80\x3C\x40"                # 96 ticks later: note off
              b"\x00\xFF\x2F\x00")               # end of track
    return b"MThd" + u32(6) + u16(0) + u16(1) + u16(96) + b"MTrk" + u32(len(events)) + events


# --------------------------------------------------------------------------------------------
# Documents
# --------------------------------------------------------------------------------------------


def pdf():
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] /Contents 4 0 R /Resources << >> >>",
    ]
    content = b"0.5 g 0 0 72 72 re f\n"
    objects.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream")
    out = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n"
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


def zip_one(name, content):
    crc = zlib.crc32(content) & 0xFFFFFFFF
    time, date = 0x6000, ((2024 - 1980) << 9) | (1 << 5) | 1  # 2024-01-01 12:00:00
    n = name.encode()
    local = le32(0x04034B50) + le16(20) + le16(0) + le16(0) + le16(time) + le16(date) + le32(crc) \
        + le32(len(content)) + le32(len(content)) + le16(len(n)) + le16(0) + n + content
    central = le32(0x02014B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(time) + le16(date) \
        + le32(crc) + le32(len(content)) + le32(len(content)) + le16(len(n)) + le16(0) + le16(0) \
        + le16(0) + le16(0) + le32(0) + le32(0) + n
    end = le32(0x06054B50) + le16(0) + le16(0) + le16(1) + le16(1) + le32(len(central)) \
        + le32(len(local)) + le16(0)
    return local + central + end


# --------------------------------------------------------------------------------------------
# The catalogue: every file, with the facts it is meant to carry
# --------------------------------------------------------------------------------------------

FORMATS = {  # format id (FormatRegistry) -> (mediaType, UTI)
    "jpeg": ("image", "public.jpeg"), "png": ("image", "public.png"),
    "gif": ("image", "com.compuserve.gif"), "webp": ("image", "org.webmproject.webp"),
    "heic": ("image", "public.heic"), "avif": ("image", "public.avif"),
    "avifs": ("image", "public.avif"), "tiff": ("image", "public.tiff"),
    "dng": ("image", "com.adobe.raw-image"), "cr2": ("image", "com.canon.cr2-raw-image"),
    "bmp": ("image", "com.microsoft.bmp"), "psd": ("image", "com.adobe.photoshop-image"),
    "ico": ("image", "com.microsoft.ico"), "jpegxl": ("image", "public.jpeg-xl"),
    "jp2": ("image", "public.jpeg-2000"),
    "mov": ("video", "com.apple.quicktime-movie"), "mp4": ("video", "public.mpeg-4"),
    "mp4-audio": ("audio", "public.mpeg-4-audio"), "m4a": ("audio", "com.apple.m4a-audio"),
    "3gp": ("video", "public.3gpp"), "avi": ("video", "public.avi"),
    "mkv": ("video", "org.matroska.mkv"), "webm": ("video", "org.webmproject.webm"),
    "mpegts": ("video", "public.mpeg-2-transport-stream"), "flv": ("video", "com.adobe.flash.video"),
    "wmv": ("video", "com.microsoft.windows-media-wmv"),
    "wav": ("audio", "com.microsoft.waveform-audio"), "aiff": ("audio", "public.aiff-audio"),
    "flac": ("audio", "org.xiph.flac"), "ogg": ("audio", "org.xiph.ogg-audio"),
    "opus": ("audio", "org.xiph.opus"), "mp3": ("audio", "public.mp3"),
    "aac": ("audio", "public.aac-audio"), "amr": ("audio", "org.3gpp.adaptive-multi-rate-audio"),
    "caf": ("audio", "com.apple.coreaudio-format"), "midi": ("audio", "public.midi-audio"),
    "pdf": ("unknown", "com.adobe.pdf"), "zip": ("unknown", "public.zip-archive"),
    "txt": ("unknown", "public.plain-text"), "empty": ("unknown", "public.data"),
    "rw2": ("image", "com.panasonic.rw2-raw-image"), "ogv": ("video", "org.xiph.ogv"),
    "raf": ("image", "com.fuji.raw-image"), "mrw": ("image", "com.konicaminolta.raw-image"),
    "x3f": ("image", "com.sigma.raw-image"), "djvu": ("image", "com.lizardtech.djvu"),
    "svg": ("image", "public.svg-image"), "pgf": ("image", "org.libpgf.pgf"),
    "rm-audio": ("audio", "com.real.realaudio"), "wtv": ("video", "com.microsoft.wtv"),
    "m2ts": ("video", "public.avchd-mpeg-2-transport-stream"),
}

SUBTYPES = {"photoPanorama", "photoHDR", "photoScreenshot", "photoLive", "photoDepthEffect",
            "photoAnimation", "spatialMedia", "videoStreamed", "videoHighFrameRate",
            "videoTimelapse", "videoScreenRecording", "videoCinematic", "burst", "raw", "selfie",
            "motionPhoto", "hdrGainMap", "depthData"}

SAMPLES = []  # (path, bytes, manifest record)
FACT_ORDER = ["pixelWidth", "pixelHeight", "duration", "frameCount", "creationDate", "location",
              "livePhoto", "burst", "extensionMatchesContent"]


def add(path, data, fmt, subtypes=(), notes="", **facts):
    media_type, uti = FORMATS[fmt]
    top = path.split("/")[0]
    assert top == "broken" or top == media_type, (path, media_type)
    assert path.split("/")[1] == fmt or top == "broken", path
    assert set(subtypes) <= SUBTYPES, subtypes
    assert all(p["path"] != path for _, _, p in SAMPLES), path
    record = {"path": path, "mediaType": media_type, "uti": uti, "format": fmt,
              "subtypes": sorted(subtypes)}
    unknown = set(facts) - set(FACT_ORDER)
    assert not unknown, unknown
    for key in FACT_ORDER:
        if facts.get(key) is not None:
            record[key] = facts[key]
    record["notes"] = notes
    SAMPLES.append((path, data, record))


LIVE_CID = "8F1D6A4C-2B3E-4F50-9A61-7C8D9E0F1A2B"
BURST_UUID = "D4E4B5C6-7A8B-4C9D-8E0F-1A2B3C4D5E6F"
APPLE_PARK = {"latitude": 37.3349, "longitude": -122.009, "altitude": 10.0}
APPLE_PARK_ISO6709 = "+37.3349-122.0090+010.000/"


def utc_unix(iso):
    """'2023-05-01T10:11:12+02:00' (or ...Z) -> Unix seconds."""
    from datetime import datetime
    return int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())


def apple_exif(date, *, offset="+02:00", subsec=None, size=(64, 48), orientation=1,
               model="iPhone 15 Pro", lens=True, makernote=(), exif_extra=(), gps=None,
               make="Apple"):
    """EXIF (big-endian, as iPhones write it) with an Apple MakerNote."""
    w, h = size
    ifd0 = [E_ascii(0x010F, make), E_ascii(0x0110, model), E_short(0x0112, orientation),
            E_rat(0x011A, (72, 1)), E_rat(0x011B, (72, 1)), E_short(0x0128, 2),
            E_ascii(0x0131, "17.0"), E_ascii(0x0132, exif_date(date))]
    exif = [E_rat(0x829A, (1, 120)), E_rat(0x829D, (178, 100)), E_undef(0x9000, b"0232"),
            E_ascii(0x9003, exif_date(date)), E_ascii(0x9004, exif_date(date)),
            E_ascii(0x9010, offset), E_ascii(0x9011, offset), E_ascii(0x9012, offset),
            E_short(0xA001, 1), E_long(0xA002, w), E_long(0xA003, h)]
    if subsec:
        exif += [E_ascii(0x9291, subsec), E_ascii(0x9292, subsec)]
    if lens:
        exif += [E_ascii(0xA433, "Apple"), E_ascii(0xA434, f"{model} back triple camera 6.86mm f/1.78")]
    if make == "Apple":
        exif.append(E_undef(0x927C, apple_makernote(makernote)))
    exif += list(exif_extra)
    gps_ifd = gps_entries(gps["latitude"], gps["longitude"], gps["altitude"]) if gps else None
    return exif_tiff(ifd0, exif, gps_ifd)


def created(date, offset="+02:00", subsec=None):
    return date + ("." + subsec if subsec else "") + offset


def apple_jpeg(path, date, subtypes=(), notes="", size=(64, 48), display=None, facts=None, **kw):
    w, h = size
    data = jpeg(w, h, [app1_exif(apple_exif(date, size=size, **kw))])
    dw, dh = display or size
    add(path, data, "jpeg", subtypes, notes, pixelWidth=dw, pixelHeight=dh,
        creationDate=created(date, kw.get("offset", "+02:00"), kw.get("subsec")), **(facts or {}))


def build_images():
    # --- JPEG ---------------------------------------------------------------------------------
    add("image/jpeg/plain-jfif-64x48.jpg", jpeg(64, 48), "jpeg", [],
        "Baseline JPEG, JFIF APP0 only, no EXIF/XMP.", pixelWidth=64, pixelHeight=48)
    apple_jpeg("image/jpeg/exif-orientation-6-portrait.jpg", "2023-05-01T09:00:00", [],
               "SOF0 64x48, EXIF Orientation 6 (rotate 90° CW): displayed 48x64.",
               orientation=6, display=(48, 64))
    apple_jpeg("image/jpeg/apple-hdr-customrendered-3.jpg", "2023-05-01T09:01:00", ["photoHDR"],
               "EXIF CustomRendered (0xA401) = 3 (HDR, original saved); no MakerNote HDR tag.",
               exif_extra=[E_short(0xA401, 3)])
    apple_jpeg("image/jpeg/apple-hdr-makernote-hdrimagetype-3.jpg", "2023-05-01T09:02:00",
               ["photoHDR"], "Apple MakerNote 0x000A HDRImageType = 3 (HDR image); no CustomRendered.",
               makernote=[E_slong(0x000A, 3)])
    apple_jpeg("image/jpeg/apple-hdr-original-hdrimagetype-4.jpg", "2023-05-01T09:03:00", [],
               "Pitfall: Apple MakerNote 0x000A = 4 marks the normal-exposure original kept next to "
               "an HDR shot; it is not HDR.", makernote=[E_slong(0x000A, 4)])
    apple_jpeg("image/jpeg/apple-panorama-customrendered-6.jpg", "2023-05-01T09:04:00",
               ["photoPanorama"], "EXIF CustomRendered = 6 (Panorama), 512x128.", size=(512, 128),
               exif_extra=[E_short(0xA401, 6)])
    apple_jpeg("image/jpeg/apple-panorama-processingflags-0x100.jpg", "2023-05-01T09:05:00",
               ["photoPanorama"], "Apple MakerNote 0x0019 ImageProcessingFlags = 0x100 (panorama "
               "mask), no CustomRendered, 512x128.", size=(512, 128),
               makernote=[E_slong(0x0019, 0x100)])
    gpano = xmp_packet([
        ("GPano:UsePanoramaViewer", "True"), ("GPano:ProjectionType", "equirectangular"),
        ("GPano:CroppedAreaImageWidthPixels", "512"), ("GPano:CroppedAreaImageHeightPixels", "256"),
        ("GPano:FullPanoWidthPixels", "512"), ("GPano:FullPanoHeightPixels", "256"),
        ("GPano:CroppedAreaLeftPixels", "0"), ("GPano:CroppedAreaTopPixels", "0")])
    add("image/jpeg/gpano-equirectangular-512x256.jpg", jpeg(512, 256, [jfif_app0(), app1_xmp(gpano)]),
        "jpeg", ["photoPanorama"], "XMP GPano: ProjectionType equirectangular, UsePanoramaViewer True, "
        "full 360x180 sphere (cropped area = full pano, 2:1). Extended rule (not Apple's own).",
        pixelWidth=512, pixelHeight=256)
    apple_jpeg("image/jpeg/wide-4000x1000-no-panorama-metadata.jpg", "2023-05-01T09:06:00", [],
               "Pitfall: 4:1 aspect ratio but no panorama evidence (no CustomRendered 6, no 0x0019 "
               "flag, no GPano): not a panorama.", size=(4000, 1000))
    shot = exif_tiff([E_short(0x0112, 1), E_rat(0x011A, (72, 1)), E_rat(0x011B, (72, 1)),
                      E_short(0x0128, 2)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:07:00"),
                      E_ascii(0x9011, "+02:00"), user_comment("Screenshot"), E_short(0xA001, 1),
                      E_long(0xA002, 64), E_long(0xA003, 48)])
    add("image/jpeg/apple-screenshot-usercomment.jpg", jpeg(64, 48, [app1_exif(shot)]), "jpeg",
        ["photoScreenshot"], "EXIF UserComment (0x9286) = ASCII \"Screenshot\"; no Make/Model.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:07:00+02:00")
    apple_jpeg("image/jpeg/apple-live-photo-still.jpg", "2023-05-01T10:11:12", ["photoLive"],
               "Apple MakerNote 0x0011 ContentIdentifier = the UUID that "
               "video/mov/live-photo-video-with-still-image-time.mov carries in "
               "com.apple.quicktime.content.identifier. EXIF GPS (Apple Park, 10 m).",
               subsec="600", gps=APPLE_PARK, makernote=[E_ascii(0x0011, LIVE_CID)],
               facts={"livePhoto": {"contentIdentifier": LIVE_CID}, "location": APPLE_PARK})
    apple_jpeg("image/jpeg/apple-portrait-customrendered-8.jpg", "2023-05-01T09:08:00",
               ["photoDepthEffect"], "EXIF CustomRendered = 8 (Portrait); no depth image embedded.",
               exif_extra=[E_short(0xA401, 8)])
    apple_jpeg("image/jpeg/apple-portrait-makernote-capturetype-2.jpg", "2023-05-01T09:09:00",
               ["photoDepthEffect"], "Apple MakerNote 0x0014 ImageCaptureType = 2 (Portrait); no "
               "CustomRendered, no depth image.", makernote=[E_slong(0x0014, 2)])
    for n, subsec in ((1, "100"), (2, "200")):
        apple_jpeg(f"image/jpeg/apple-burst-frame-{n}.jpg", "2023-05-01T09:10:00", ["burst"],
                   f"Frame {n} of 2 of a burst: Apple MakerNote 0x000B BurstUUID (same in both frames).",
                   subsec=subsec, makernote=[E_ascii(0x000B, BURST_UUID)],
                   facts={"burst": {"identifier": BURST_UUID}})
    apple_jpeg("image/jpeg/apple-selfie-makernote-cameratype-6.jpg", "2023-05-01T09:11:00",
               ["selfie"], "Apple MakerNote 0x002E CameraType = 6 (front); no lens tags.",
               lens=False, makernote=[E_slong(0x002E, 6)])
    apple_jpeg("image/jpeg/apple-selfie-lensmodel-front-camera.jpg", "2023-05-01T09:12:00",
               ["selfie"], "No CameraType tag; EXIF LensMake \"Apple\" and LensModel "
               "\"iPhone 8 front camera 2.87mm f/2.2\".", model="iPhone 8", lens=False,
               exif_extra=[E_ascii(0xA433, "Apple"), E_ascii(0xA434, "iPhone 8 front camera 2.87mm f/2.2")])
    build_motion_photos()
    build_gain_map_jpegs()
    build_embedded_previews()

    # --- PNG ----------------------------------------------------------------------------------
    add("image/png/plain-rgb-16x16.png", png(16, 16), "png", [], "RGB 8-bit, no metadata.",
        pixelWidth=16, pixelHeight=16)
    shot_xmp = xmp_packet([("exif:PixelXDimension", "1170"), ("exif:PixelYDimension", "2532"),
                           ("photoshop:DateCreated", "2023-05-01T09:13:00+02:00")],
                          inner='   <exif:UserComment>\n    <rdf:Alt>\n     <rdf:li xml:lang="x-default">'
                                'Screenshot</rdf:li>\n    </rdf:Alt>\n   </exif:UserComment>\n')
    add("image/png/screenshot-1170x2532-xmp-usercomment.png",
        png(1170, 2532, color_type=0, depth=1, before_idat=[itxt_xmp(shot_xmp)]), "png",
        ["photoScreenshot"], "iOS-style PNG screenshot: 1170x2532, iTXt XML:com.adobe.xmp with "
        "exif:UserComment (rdf:Alt x-default) \"Screenshot\" and photoshop:DateCreated.",
        pixelWidth=1170, pixelHeight=2532, creationDate="2023-05-01T09:13:00+02:00")
    add("image/png/device-size-1170x2532-no-metadata.png", png(1170, 2532, color_type=0, depth=1),
        "png", [], "Pitfall: an iPhone 12-15 screen size but no UserComment; 1170x2532 is not in "
        "Apple's PNG screen-size list, so it is not a screenshot.", pixelWidth=1170, pixelHeight=2532)
    exif_png = exif_tiff([E_short(0x0112, 1)], [E_undef(0x9000, b"0232"),
                                               E_ascii(0x9003, "2023:05:01 09:14:00"),
                                               E_ascii(0x9011, "+02:00")])
    add("image/png/exif-chunk-datetimeoriginal.png",
        png(16, 16, before_idat=[png_chunk(b"eXIf", exif_png)]), "png", [],
        "eXIf chunk (raw big-endian TIFF) with DateTimeOriginal + OffsetTimeOriginal.",
        pixelWidth=16, pixelHeight=16, creationDate="2023-05-01T09:14:00+02:00")
    frame2 = zlib_stream(png_raw(8, 8, 3, 8, 0xFF))
    add("image/png/apng-2-frames.png",
        png(8, 8, before_idat=[png_chunk(b"acTL", u32(2) + u32(0)), fctl(0, 8, 8, 1, 2)],
            after_idat=[fctl(1, 8, 8, 1, 2), png_chunk(b"fdAT", u32(2) + frame2)]),
        "png", ["photoAnimation"], "APNG: acTL num_frames 2 before IDAT; fcTL 0 + IDAT (frame 1), "
        "fcTL 1 + fdAT (frame 2); each delay 1/2 s.", pixelWidth=8, pixelHeight=8, frameCount=2,
        duration=1.0)
    add("image/png/apng-actl-one-frame.png",
        png(8, 8, before_idat=[png_chunk(b"acTL", u32(1) + u32(0)), fctl(0, 8, 8, 1, 2)]),
        "png", [], "Pitfall: acTL present but num_frames = 1: not animated.", pixelWidth=8, pixelHeight=8)

    # --- GIF ----------------------------------------------------------------------------------
    add("image/gif/single-frame-with-netscape-loop.gif",
        gif(8, 8, [gif_netscape(0), gif_gce(10), gif_frame(8, 8, 1)]), "gif", [],
        "Pitfall: NETSCAPE2.0 loop extension and a GCE delay, but one image descriptor: not animated.",
        pixelWidth=8, pixelHeight=8)
    add("image/gif/three-frames.gif",
        gif(8, 8, [gif_netscape(0), gif_gce(10), gif_frame(8, 8, 1), gif_gce(20), gif_frame(8, 8, 2),
                   gif_gce(30), gif_frame(8, 8, 3)]), "gif", ["photoAnimation"],
        "3 frames, GCE delays 10/20/30 cs, loop forever.", pixelWidth=8, pixelHeight=8,
        frameCount=3, duration=0.6)

    # --- WebP ---------------------------------------------------------------------------------
    add("image/webp/lossy-vp8-64x48.webp", webp([riff_chunk(b"VP8 ", vp8_payload(64, 48))]), "webp",
        [], "Simple lossy: VP8 key-frame header 64x48 (dummy partition data).", pixelWidth=64, pixelHeight=48)
    add("image/webp/lossless-vp8l-64x48.webp", webp([riff_chunk(b"VP8L", vp8l_payload(64, 48))]),
        "webp", [], "Simple lossless: VP8L 64x48, a complete one-colour bitstream.", pixelWidth=64, pixelHeight=48)
    webp_exif = exif_tiff([E_ascii(0x010F, "MediaKind"), E_short(0x0112, 1)],
                          [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:15:00"),
                           E_ascii(0x9011, "+02:00")])
    add("image/webp/extended-vp8x-exif-xmp.webp",
        webp([vp8x(0x0C, 64, 48), riff_chunk(b"VP8L", vp8l_payload(64, 48)), riff_chunk(b"EXIF", webp_exif),
              riff_chunk(b"XMP ", xmp_packet([("xmp:Rating", "3")]))]), "webp", [],
        "Extended: VP8X (flags EXIF|XMP, canvas 64x48), VP8L image, EXIF (DateTimeOriginal), XMP.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:15:00+02:00")
    add("image/webp/animated-3-frames.webp",
        webp([vp8x(0x02, 16, 16), riff_chunk(b"ANIM", le32(0xFFFFFFFF) + le16(0))]
             + [anmf(16, 16, 100) for _ in range(3)]), "webp", ["photoAnimation"],
        "VP8X animation flag, ANIM loop 0, 3 ANMF frames (VP8L) of 100 ms each.", pixelWidth=16, pixelHeight=16,
        frameCount=3, duration=0.3)
    add("image/webp/animation-flag-single-frame.webp",
        webp([vp8x(0x02, 16, 16), riff_chunk(b"ANIM", le32(0xFFFFFFFF) + le16(0)), anmf(16, 16, 100)]),
        "webp", [], "Pitfall: VP8X animation flag and ANIM, but a single ANMF frame: not animated.",
        pixelWidth=16, pixelHeight=16)

    build_heif()
    build_other_images()


def build_motion_photos():
    video = movie_file([cfr_video(1, "avc1", avcC(), 64, 48, 600, 20, 45, quicktime=False)],
                       brand=("mp42", 0, ["isom", "mp42"]), timescale=1000,
                       ctime_unix=utc_unix("2023-05-01T07:20:00Z"), moov_first=True)
    assert video[:16] == bytes.fromhex("00000018667479706d70343200000000")
    exif = exif_tiff([E_ascii(0x010F, "Google"), E_ascii(0x0110, "Pixel 7"), E_short(0x0112, 1)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:20:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 64), E_long(0xA003, 48)])

    def motion_xmp(length):
        return xmp_packet([("GCamera:MotionPhoto", "1"), ("GCamera:MotionPhotoVersion", "1"),
                           ("GCamera:MotionPhotoPresentationTimestampUs", "500000")],
                          inner=container_directory([
                              {"Mime": "image/jpeg", "Semantic": "Primary", "Length": "0", "Padding": "0"},
                              {"Mime": "video/mp4", "Semantic": "MotionPhoto", "Length": str(length),
                               "Padding": "0"}]),
                          prefixes=["Container", "Item"])

    data = jpeg(64, 48, [app1_exif(exif), app1_xmp(motion_xmp(len(video)))], trailer=video)
    assert data[len(data) - len(video) + 4:len(data) - len(video) + 8] == b"ftyp"
    add("image/jpeg/motion-photo-mp4-appended.jpg", data, "jpeg", ["motionPhoto"],
        f"Google Motion Photo 1.0: XMP GCamera:MotionPhoto=1 + Container:Directory (Primary, "
        f"MotionPhoto video/mp4 Item:Length={len(video)}); the MP4 (ftyp mp42, 1.5 s, 64x48) is "
        f"appended after EOI, so it starts at fileSize - Length.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:20:00+02:00")

    garbage = b"\0" * 512
    data = jpeg(64, 48, [app1_exif(exif), app1_xmp(motion_xmp(400))], trailer=garbage)
    add("image/jpeg/motion-photo-wrong-container-offset.jpg", data, "jpeg", [],
        "Pitfall: XMP claims a Motion Photo (MotionPhoto=1, MotionPhoto item Length=400) but "
        "fileSize - 400 lands in 512 zero bytes appended after EOI; there is no ftyp box anywhere "
        "after EOI. A verifying reader must not report motionPhoto.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:20:00+02:00")


def build_embedded_previews():
    # Embedded images for fast image requests (issue 16): an EXIF IFD1 thumbnail, an MPF
    # large-thumbnail preview and a HEIF thumbnail item. Their pixels are flat grey like every
    # JPEG here, but complete, so libvips decodes them.
    thumb = jpeg(160, 120, segments=[])
    ifd1 = IFD([E_short(0x0103, 6), E_long(0x0201, Blob(thumb)), E_long(0x0202, len(thumb))])
    tiff = exif_tiff([E_ascii(0x010F, "MediaKind"), E_ascii(0x0110, "Synthetic camera"), E_short(0x0112, 6)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:50:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 640), E_long(0xA003, 480)],
                     next_ifd=ifd1)
    add("image/jpeg/exif-thumbnail-ifd1-160x120.jpg", jpeg(640, 480, [app1_exif(tiff)]), "jpeg", [],
        "640x480 JPEG, EXIF Orientation 6 (displayed 480x640), IFD1 holding a 160x120 JPEG thumbnail "
        "(Compression 6, JPEGInterchangeFormat/Length), stored unrotated like the main image.",
        pixelWidth=480, pixelHeight=640, creationDate="2023-05-01T09:50:00+02:00")

    preview = jpeg(320, 240, segments=[])
    exif = exif_tiff([E_ascii(0x010F, "MediaKind"), E_ascii(0x0110, "Synthetic camera"), E_short(0x0112, 1)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:51:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 1024), E_long(0xA003, 768)])
    data = jpeg_with_mpf(1024, 768, [app1_exif(exif)], preview, secondary_type=0x010001)
    add("image/jpeg/mpf-large-thumbnail-vga-320x240.jpg", data, "jpeg", [],
        "1024x768 JPEG with an APP2 MPF index of 2 images; the secondary (320x240) has MP type "
        "0x010001 (large thumbnail, VGA): a preview, not a gain map (no hdrgm/apdi XMP).",
        pixelWidth=1024, pixelHeight=768, creationDate="2023-05-01T09:51:00+02:00")


def build_gain_map_jpegs():
    # Ultra HDR (Android 14+): primary XMP hdrgm:Version + Container GainMap item, MPF index,
    # secondary JPEG whose XMP carries the gain-map metadata.
    gm_xmp = xmp_packet([("hdrgm:Version", "1.0"), ("hdrgm:GainMapMin", "0"), ("hdrgm:GainMapMax", "2"),
                         ("hdrgm:Gamma", "1"), ("hdrgm:OffsetSDR", "0.015625"),
                         ("hdrgm:OffsetHDR", "0.015625"), ("hdrgm:HDRCapacityMin", "0"),
                         ("hdrgm:HDRCapacityMax", "2"), ("hdrgm:BaseRenditionIsHDR", "False")])
    secondary = jpeg(32, 24, [app1_xmp(gm_xmp)])
    primary_xmp = xmp_packet([("hdrgm:Version", "1.0")], inner=container_directory([
        {"Semantic": "Primary", "Mime": "image/jpeg"},
        {"Semantic": "GainMap", "Mime": "image/jpeg", "Length": str(len(secondary))}]),
        prefixes=["Container", "Item"])
    exif = exif_tiff([E_ascii(0x010F, "Google"), E_ascii(0x0110, "Pixel 8"), E_short(0x0112, 1)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:21:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 64), E_long(0xA003, 48)])
    data = jpeg_with_mpf(64, 48, [app1_exif(exif), app1_xmp(primary_xmp)], secondary)
    add("image/jpeg/ultrahdr-gainmap-mpf-hdrgm.jpg", data, "jpeg", ["hdrGainMap"],
        "Ultra HDR: primary XMP hdrgm:Version=1.0 + Container:Directory (Primary, GainMap), APP2 MPF "
        "index of 2 images, secondary 32x24 JPEG with hdrgm:* gain-map XMP. Pitfall: a gain map is "
        "not the photoHDR bit.", pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:21:00+02:00")

    apple_gm_xmp = xmp_packet([("HDRGainMap:HDRGainMapVersion", "65536"),
                               ("apdi:AuxiliaryImageType", "urn:com:apple:photo:2020:aux:hdrgainmap")])
    secondary = jpeg(32, 24, [app1_xmp(apple_gm_xmp)])
    tiff = apple_exif("2023-05-01T09:22:00", makernote=[E_srat(0x0021, (1, 1)), E_srat(0x0030, (1, 2))])
    data = jpeg_with_mpf(64, 48, [app1_exif(tiff)], secondary)
    add("image/jpeg/apple-hdr-gainmap-mpf.jpg", data, "jpeg", ["hdrGainMap"],
        "Apple gain-map JPEG: MakerNote 0x0021 HDRHeadroom and 0x0030 HDRGain, APP2 MPF index, "
        "secondary 32x24 JPEG whose XMP has HDRGainMap:HDRGainMapVersion and apdi:AuxiliaryImageType "
        "urn:com:apple:photo:2020:aux:hdrgainmap. No CustomRendered: not photoHDR.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:22:00+02:00")


HEIC_BRANDS = ["mif1", "MiHE", "MiPr", "miaf", "MiHB", "heic"]


def build_heif():
    exif = apple_exif("2023-05-01T09:30:00", orientation=6)
    add("image/heic/irot-270-exif-orientation-6.heic",
        heif_file("heic", HEIC_BRANDS,
                  [hevc_item(1, 64, 48, [(irot(3), True)]), heif_exif_item(2, exif)], 1,
                  irefs=[("cdsc", 2, [1])]),
        "heic", [], "One hvc1 item, ispe 64x48, irot angle 3 (270° CCW), Exif item (cdsc) with "
        "Orientation 6 to match: displayed 48x64.", pixelWidth=48, pixelHeight=64,
        creationDate="2023-05-01T09:30:00+02:00")
    add("image/heic/thumbnail-item-thmb-32x24.heic",
        heif_file("heic", HEIC_BRANDS, [hevc_item(1, 64, 48), hevc_item(2, 32, 24)], 1,
                  irefs=[("thmb", 2, [1])]),
        "heic", [], "Primary hvc1 item 1 (64x48) and a 32x24 hvc1 thumbnail item 2 linked by iref "
        "thmb (2 -> 1), as iPhones store theirs (dummy HEVC data).", pixelWidth=64, pixelHeight=48)
    add("image/heic/mif1-major-heic-compatible.heic",
        heif_file("mif1", ["mif1", "heic"], [hevc_item(1, 64, 48)], 1), "heic", [],
        "Pitfall: major brand mif1, heic only in the compatible list: still HEIC, not generic HEIF.",
        pixelWidth=64, pixelHeight=48)
    intrinsics = (cmin(int(1.1 * 1024), 512, 512), False)
    left = hevc_item(1, 64, 48, [intrinsics, (cmex(0, 0, 0), False)])
    right = hevc_item(2, 64, 48, [intrinsics, (cmex(19240, 0, 0), False)])
    add("image/heic/spatial-stereo-pair-ster-cmin-cmex.heic",
        heif_file("heic", HEIC_BRANDS, [left, right], 1, groups=[("ster", 100, [1, 2])]),
        "heic", ["spatialMedia"], "Spatial photo: grpl/ster group (id 100) of items 1 (left, primary) "
        "and 2 (right); each has cmin (intrinsics) and cmex (extrinsics, baseline 19.24 mm).",
        pixelWidth=64, pixelHeight=48)
    add("image/heic/hdr-gainmap-aux-apple-urn.heic",
        heif_file("heic", HEIC_BRANDS,
                  [hevc_item(1, 64, 48),
                   hevc_item(2, 32, 24, [(auxC("urn:com:apple:photo:2020:aux:hdrgainmap"), True)], hidden=True)],
                  1, irefs=[("auxl", 2, [1])]),
        "heic", ["hdrGainMap"], "Hidden auxiliary item 2 (32x24) with auxC "
        "urn:com:apple:photo:2020:aux:hdrgainmap, linked to the primary by iref auxl.",
        pixelWidth=64, pixelHeight=48)
    for name, custom, subtypes, note in (
            ("depth-aux-without-portrait.heic", None, ["depthData"],
             "Hidden auxiliary item 2 (auxC urn:mpeg:hevc:2015:auxid:2, depth) linked by iref auxl; "
             "Exif has no CustomRendered: depth data without the portrait effect (iPhone 15+ style)."),
            ("portrait-customrendered-8-with-depth-aux.heic", 8, ["depthData", "photoDepthEffect"],
             "Depth auxiliary item (auxC urn:mpeg:hevc:2015:auxid:2, iref auxl) and Exif "
             "CustomRendered = 8 (Portrait).")):
        date = "2023-05-01T09:31:00" if custom is None else "2023-05-01T09:32:00"
        exif = apple_exif(date, exif_extra=[E_short(0xA401, custom)] if custom else [])
        items = [hevc_item(1, 64, 48),
                 hevc_item(2, 32, 24, [(auxC("urn:mpeg:hevc:2015:auxid:2"), True)], hidden=True),
                 heif_exif_item(3, exif)]
        add(f"image/heic/{name}",
            heif_file("heic", HEIC_BRANDS, items, 1, irefs=[("auxl", 2, [1]), ("cdsc", 3, [1])]),
            "heic", subtypes, note, pixelWidth=64, pixelHeight=48, creationDate=date + "+02:00")

    # --- AVIF -----------------------------------------------------------------------------------
    av1_data = b"\x12\x00\x0A\x0B\x00\x00\x00\x24\xC4\xFF\xDF\x00\x68\x02" + b"\0" * 10
    props = [(av1C(), True), (ispe(64, 48), False), (pixi(8, 8, 8), False), (colr_nclx(), False)]
    add("image/avif/still-av1c-64x48.avif",
        heif_file("avif", ["avif", "mif1", "miaf", "MA1B"], [Item(1, "av01", av1_data, props)], 1),
        "avif", [], "AVIF still: one av01 item with av1C, ispe 64x48, pixi, colr nclx (dummy AV1 data).",
        pixelWidth=64, pixelHeight=48)

    frames = [av1_data] * 3
    track = Track(1, "pict", 30, [(3, 10)], frames, visual_entry("av01", 64, 48, [av1C()]),
                  64, 48, quicktime=False)
    head = ftyp("avis", 0, ["avif", "avis", "msf1", "iso8", "mif1", "miaf", "MA1B"])

    def build(mdat_start):
        item = Item(1, "av01", av1_data, props)
        meta = heif_meta([item], 1, [], [], mdat_start + sum(map(len, frames)))
        moov = build_moov([track], mdat_start, timescale=1000)
        return meta, moov, b"".join(frames) + item.data

    meta, moov, _ = build(0)
    meta, moov, payload = build(len(head) + len(meta) + len(moov) + 8)
    add("image/avifs/sequence-3-frames.avifs", head + meta + moov + box("mdat", payload), "avifs",
        ["photoAnimation"], "AVIF image sequence: ftyp avis, meta with a primary av01 still, moov "
        "with one pict track of 3 samples (timescale 30, 10 ticks each).",
        pixelWidth=64, pixelHeight=48, frameCount=3, duration=1.0)


def build_other_images():
    data, _ = tiff_file(IFD(baseline_tiff(16, 16)), "<")
    add("image/tiff/baseline-gray-16x16-le.tiff", data, "tiff", [],
        "Little-endian (II) baseline TIFF, 8-bit grey, one strip.", pixelWidth=16, pixelHeight=16)
    data, _ = tiff_file(IFD(baseline_tiff(16, 8)), ">")
    add("image/tiff/baseline-gray-16x8-be.tiff", data, "tiff", [],
        "Big-endian (MM) baseline TIFF, 8-bit grey, one strip.", pixelWidth=16, pixelHeight=8)

    # DNG: IFD0 = small RGB preview (NewSubfileType 1), SubIFD = full-resolution CFA raw.
    raw = IFD([E_long(0x00FE, 0), E_short(0x0100, 32), E_short(0x0101, 24), E_short(0x0102, 8),
               E_short(0x0103, 1), E_short(0x0106, 32803), E_long(0x0111, Blob(b"\x40" * 768)),
               E_short(0x0115, 1), E_short(0x0116, 24), E_long(0x0117, 768), E_short(0x011C, 1),
               E_short(0x828D, 2, 2), E_byte(0x828E, 0, 1, 1, 2), E_short(0xC61F, 0, 0),
               E_short(0xC620, 32, 24)])
    exif = IFD([E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:40:00"), E_ascii(0x9011, "+02:00")])
    ifd0 = IFD([E_long(0x00FE, 1), E_short(0x0100, 8), E_short(0x0101, 6), E_short(0x0102, 8, 8, 8),
                E_short(0x0103, 1), E_short(0x0106, 2), E_ascii(0x010F, "MediaKind"),
                E_ascii(0x0110, "Synthetic DNG"), E_long(0x0111, Blob(b"\x80" * 144)), E_short(0x0112, 1),
                E_short(0x0115, 3), E_short(0x0116, 6), E_long(0x0117, 144), E_short(0x011C, 1),
                E_long(0x014A, raw), E_long(0x8769, exif), E_byte(0xC612, 1, 4, 0, 0),
                E_byte(0xC613, 1, 1, 0, 0), E_ascii(0xC614, "MediaKind Synthetic DNG"),
                E_srat(0xC621, (1, 1), (0, 1), (0, 1), (0, 1), (1, 1), (0, 1), (0, 1), (0, 1), (1, 1)),
                E_short(0xC65A, 21)])
    data, _ = tiff_file(ifd0, "<")
    add("image/dng/preview-ifd0-raw-subifd.dng", data, "dng", ["raw"],
        "DNG 1.4 (IFD0 DNGVersion 01 04 00 00). IFD0 is an 8x6 RGB preview (NewSubfileType 1); the "
        "SubIFD is the 32x24 CFA raw (NewSubfileType 0, DefaultCropSize 32x24). Pitfall: report the "
        "raw size, not the preview's.", pixelWidth=32, pixelHeight=24,
        creationDate="2023-05-01T09:40:00+02:00")

    # CR2: TIFF header + "CR" 2.0 + offset of the raw IFD; IFD0 holds a JPEG preview.
    preview = jpeg(64, 48, segments=[])
    lossless = b"\xFF\xD8" + seg(0xC3, u8(14) + u16(24) + u16(16) + u8(2) + b"\x01\x11\x00\x02\x11\x00") + b"\xFF\xD9"
    raw_ifd = IFD([E_short(0x0103, 6), E_long(0x0111, Blob(lossless)), E_long(0x0117, len(lossless)),
                   E_short(0xC640, 1, 16, 16)])
    exif = IFD([E_undef(0x9000, b"0230"), E_ascii(0x9003, "2023:05:01 09:41:00")])
    ifd0 = IFD([E_short(0x0100, 64), E_short(0x0101, 48), E_short(0x0102, 8, 8, 8), E_short(0x0103, 6),
                E_ascii(0x010F, "Canon"), E_ascii(0x0110, "Canon EOS 5D Mark III"),
                E_long(0x0111, Blob(preview)), E_short(0x0112, 1), E_long(0x0117, len(preview)),
                E_rat(0x011A, (72, 1)), E_rat(0x011B, (72, 1)), E_short(0x0128, 2),
                E_ascii(0x0132, "2023:05:01 09:41:00"), E_long(0x8769, exif)], next_ifd=raw_ifd)
    addr, body = tiff_layout([ifd0], "<", 16)
    data = b"II" + le16(42) + le32(addr[id(ifd0)]) + b"CR\x02\x00" + le32(addr[id(raw_ifd)]) + body
    add("image/cr2/canon-header-jpeg-preview.cr2", data, "cr2", ["raw"],
        "CR2: TIFF header, \"CR\" + version 2.0 at offset 8, raw-IFD offset at 12. IFD0 = 64x48 JPEG "
        "preview, next IFD = raw (Compression 6, dummy lossless-JPEG SOF3, CR2Slice). The sensor size "
        "is not stated in a standard field, so no pixel size is given here.",
        creationDate="2023-05-01T09:41:00")

    add("image/bmp/rgb24-4x2.bmp", bmp(4, 2), "bmp", [], "BITMAPINFOHEADER, 24-bit, bottom-up, 4x2.",
        pixelWidth=4, pixelHeight=2)
    add("image/psd/rgb-16x8.psd", psd(16, 8), "psd", [], "Photoshop v1 header, RGB 8-bit, 3 channels, "
        "raw image data.", pixelWidth=16, pixelHeight=8)
    add("image/ico/png-16x16.ico", ico_png(16, 16), "ico", [], "ICONDIR with one 16x16 entry holding "
        "a PNG.", pixelWidth=16, pixelHeight=16)
    add("image/jpegxl/codestream-64x48.jxl", jxl_size_header(64, 48), "jpegxl", [],
        "Bare codestream: FF 0A + SizeHeader (div8: 64x48) + all_default metadata; frame data dummy.",
        pixelWidth=64, pixelHeight=48)
    add("image/jpegxl/container-64x48.jxl",
        box("JXL ", b"\x0D\x0A\x87\x0A") + box("ftyp", b"jxl ", u32(0), b"jxl ")
        + box("jxlc", jxl_size_header(64, 48)), "jpegxl", [],
        "ISO BMFF container: JXL signature box, ftyp jxl, jxlc with the same 64x48 codestream.",
        pixelWidth=64, pixelHeight=48)
    add("image/jp2/grey-64x48.jp2", jp2(64, 48), "jp2", [], "JP2: signature, ftyp jp2, jp2h (ihdr "
        "64x48 grey, colr), jp2c codestream (SIZ/COD/QCD, one tile with an empty packet).",
        pixelWidth=64, pixelHeight=48)


def apple_movie_keys(local_date, extra=(), location=True):
    """Movie-level Keys as an iPhone writes them; local_date like '2023-05-01T10:11:12+02:00'."""
    keys = [("com.apple.quicktime.make", "utf8", "Apple"),
            ("com.apple.quicktime.model", "utf8", "iPhone 15 Pro"),
            ("com.apple.quicktime.software", "utf8", "17.0"),
            ("com.apple.quicktime.creationdate", "utf8", local_date[:-3] + local_date[-2:])]
    if location:
        keys.append(("com.apple.quicktime.location.ISO6709", "utf8", APPLE_PARK_ISO6709))
    return keys + list(extra)


def build_videos():
    qt = ("qt  ", 0, ["qt  "])

    def apple_mov(path, date, tracks, subtypes, notes, display, duration, keys_extra=(),
                  location=True, facts=None, with_keys=True):
        keys = apple_movie_keys(date, keys_extra, location) if with_keys else None
        data = movie_file(tracks, brand=qt, ctime_unix=utc_unix(date), movie_keys=keys)
        f = {"pixelWidth": display[0], "pixelHeight": display[1], "duration": duration}
        if with_keys:
            f["creationDate"] = date
            if location:
                f["location"] = APPLE_PARK
        f.update(facts or {})
        add(path, data, "mov", subtypes, notes, **f)

    hevc = hvcC()
    apple_mov("video/mov/hevc-1920x1080-rotation-90.mov", "2023-05-01T11:00:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1920, 1080, 600, 20, 60, matrix=rotate90(1080))], [],
              "iPhone-style portrait video: hvc1 coded 1920x1080, tkhd matrix rotates 90°, so it "
              "displays 1080x1920; 30 fps, 2 s; Keys make/model/creationdate/ISO6709.",
              (1080, 1920), 2.0)

    video = cfr_video(1, "hvc1", hevc, 1440, 1080, 600, 20, 75)
    still = mebx_track(2, [("com.apple.quicktime.still-image-time", 65)], [mebx_item(1, b"\xFF")],
                       [(1, 1)], edits=[(900, -1), (1, 0)])
    apple_mov("video/mov/live-photo-video-with-still-image-time.mov", "2023-05-01T10:11:11+02:00",
              [video, still], ["photoLive"],
              "Live Photo video: movie Key com.apple.quicktime.content.identifier (same UUID as "
              "image/jpeg/apple-live-photo-still.jpg), live-photo.auto (int8) and vitality-score "
              "(float32); a mebx timed-metadata track whose keyd lists "
              "com.apple.quicktime.still-image-time (one sample at 1.5 s via an empty edit). "
              "1440x1080, 30 fps, 2.5 s.",
              (1440, 1080), 2.5,
              keys_extra=[("com.apple.quicktime.content.identifier", "utf8", LIVE_CID),
                          ("com.apple.quicktime.live-photo.auto", "int8", 1),
                          ("com.apple.quicktime.live-photo.vitality-score", "float32", 0.9375)],
              facts={"livePhoto": {"contentIdentifier": LIVE_CID}})
    apple_mov("video/mov/short-3s-no-content-identifier.mov", "2023-05-01T11:01:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1440, 1080, 600, 20, 90)], [],
              "Pitfall: a 3.0 s clip (Live-Photo length) with no content identifier and no "
              "still-image-time track: an ordinary video, not Live.", (1440, 1080), 3.0)
    apple_mov("video/mov/slomo-240fps.mov", "2023-05-01T11:02:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1920, 1080, 2400, 10, 240)], ["videoHighFrameRate"],
              "Slo-mo capture: 240 samples, mdhd timescale 2400, stts delta 10 (240 fps), 1.0 s; no "
              "full-frame-rate-playback-intent key.", (1920, 1080), 1.0)
    apple_mov("video/mov/hfr-120fps-full-frame-rate-intent-1.mov", "2023-05-01T11:03:00+02:00",
              [cfr_video(1, "hvc1", hevc, 3840, 2160, 600, 5, 120)], [],
              "Pitfall: 120 fps (mdhd 600, delta 5, 120 samples, 1.0 s) but movie Key "
              "com.apple.quicktime.full-frame-rate-playback-intent = 1 (int, 1 byte): meant for "
              "full-rate playback, not slo-mo.", (3840, 2160), 1.0,
              keys_extra=[("com.apple.quicktime.full-frame-rate-playback-intent", "int8", 1)])
    apple_mov("video/mov/timelapse-capturemode-track-key.mov", "2023-05-01T11:04:00+02:00",
              [cfr_video(1, "hvc1", hevc, 1920, 1080, 600, 20, 60,
                         keys=[("com.apple.quicktime.camera.identifier", "utf8", "Back"),
                               ("com.apple.photos.captureMode", "utf8", "Time-lapse")])],
              ["videoTimelapse"], "Time-lapse: the video track's own meta (trak/meta, hdlr mdta, "
              "keys + ilst) has com.apple.photos.captureMode = \"Time-lapse\". 30 fps, 2 s.",
              (1920, 1080), 2.0)
    data = movie_file([cfr_video(1, "hvc1", hevc, 886, 1920, 600, 20, 30)], brand=qt,
                      ctime_unix=1700000000)
    add("video/mov/RPReplay_Final1700000000.mov", data, "mov", ["videoScreenRecording"],
        "iOS screen recording, known only by its ReplayKit file name RPReplay_Final<unix-seconds>; "
        "no camera Keys. 886x1920, 30 fps, 1 s; mvhd creation time = 1700000000 (UTC).",
        pixelWidth=886, pixelHeight=1920, duration=1.0, creationDate="2023-11-14T22:13:20Z")
    cinematic_keys = [("com.apple.quicktime.cinematic-video.rendering", None),
                      ("com.apple.quicktime.cinematic-video.cinematography", None)]
    for path, intent, subtypes, note in (
            ("video/mov/cinematic-mebx-rendering-cinematography.mov", None, ["videoCinematic"],
             "Cinematic: a mebx timed-metadata track whose keyd entries are "
             "com.apple.quicktime.cinematic-video.rendering and .cinematography; no "
             "cinematic-video-intent key (absent = on). 1920x1080, 30 fps, 2 s."),
            ("video/mov/cinematic-intent-0-effect-off.mov", 0, [],
             "Pitfall: the same cinematic mebx track, but movie Key "
             "com.apple.quicktime.cinematic-video-intent = 0 (int, 4 bytes): effect turned off.")):
        meta = mebx_track(2, cinematic_keys, [mebx_item(1, b"\0" * 4) + mebx_item(2, b"\0" * 4)],
                          [(1, 1200)])
        extra = [] if intent is None else [("com.apple.quicktime.cinematic-video-intent", "int32", intent)]
        apple_mov(path, "2023-05-01T11:05:00+02:00",
                  [cfr_video(1, "hvc1", hevc, 1920, 1080, 600, 20, 60), meta], subtypes, note,
                  (1920, 1080), 2.0, keys_extra=extra)
    data = movie_file([cfr_video(1, "jpeg", None, 320, 240, 600, 40, 15)], brand=None,
                      ctime_unix=utc_unix("2005-06-07T08:09:10Z"), moov_first=True, wide=False)
    add("video/mov/no-ftyp-moov-first.mov", data, "mov", [],
        "Classic QuickTime without ftyp: the file starts with moov (then mdat). Photo-JPEG sample "
        "entry, 320x240, 15 fps, 1 s.", pixelWidth=320, pixelHeight=240, duration=1.0,
        creationDate="2005-06-07T08:09:10Z")

    mp4_date = "2024-01-02T03:04:05Z"
    mp4_brand = ("isom", 512, ["isom", "iso2", "avc1", "mp41"])
    data = movie_file([cfr_video(1, "avc1", avcC(), 640, 360, 12800, 512, 25, quicktime=False),
                       aac_track(2, 44100, 4, 1.0)], brand=mp4_brand, timescale=1000,
                      ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("video/mp4/avc1-aac-640x360-1s.mp4", data, "mp4", [],
        "MP4 (isom), moov first: avc1 640x360 25 fps + mp4a AAC-LC 44.1 kHz mono, 1 s.",
        pixelWidth=640, pixelHeight=360, duration=1.0, creationDate=mp4_date)
    data = movie_file([aac_track(1, 44100, 4, 1.0)], brand=("isom", 512, ["isom", "iso2", "mp41"]),
                      timescale=1000, ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("audio/mp4-audio/isom-aac-audio-only.mp4", data, "mp4-audio", [],
        "MP4 with brand isom and a single soun track (AAC-LC, 1 s), no vide track: MPEG-4 audio.",
        duration=1.0, creationDate=mp4_date)
    data = movie_file([aac_track(1, 44100, 4, 1.0)], brand=("M4A ", 0, ["M4A ", "mp42", "isom"]),
                      timescale=1000, ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("audio/m4a/aac-44100-1s.m4a", data, "m4a", [], "iTunes audio: ftyp M4A, one soun track "
        "(AAC-LC 44.1 kHz mono), 1 s.", duration=1.0, creationDate=mp4_date)
    h263 = box("d263", b"MKSG", u8(0), u8(10), u8(0))
    data = movie_file([cfr_video(1, "s263", h263, 176, 144, 15, 1, 15, quicktime=False)],
                      brand=("3gp4", 512, ["isom", "3gp4"]), timescale=1000,
                      ctime_unix=utc_unix(mp4_date), moov_first=True)
    add("video/3gp/3gp4-h263-176x144.3gp", data, "3gp", [], "3GPP (ftyp 3gp4): s263 video "
        "176x144, 15 fps, 1 s.", pixelWidth=176, pixelHeight=144, duration=1.0, creationDate=mp4_date)

    add("video/avi/mjpeg-160x120-10fps.avi", avi(160, 120, 10, 10), "avi", [],
        "RIFF AVI: avih 100000 µs/frame, 10 frames (1 s), one vids/MJPG stream 160x120, movi with "
        "10 complete baseline JPEG frames, idx1.", pixelWidth=160, pixelHeight=120, duration=1.0)
    add("video/mkv/h264-320x240.mkv",
        matroska("matroska", "V_MPEG4/ISO/AVC", 320, 240, 1000, utc_unix(mp4_date)), "mkv", [],
        "Matroska (DocType matroska): Info TimecodeScale 1 ms, Duration 1000.0, DateUTC "
        "2024-01-02T03:04:05Z; one video track 320x240; one cluster with a dummy SimpleBlock.",
        pixelWidth=320, pixelHeight=240, duration=1.0, creationDate=mp4_date)
    add("video/webm/vp9-320x240.webm", matroska("webm", "V_VP9", 320, 240, 1000, utc_unix(mp4_date)),
        "webm", [], "WebM (DocType webm): VP9 track 320x240, Duration 1000.0 ms, DateUTC "
        "2024-01-02T03:04:05Z.", pixelWidth=320, pixelHeight=240, duration=1.0, creationDate=mp4_date)
    add("video/mpegts/pat-pmt-h264-pes.ts", mpeg_ts(), "mpegts", [],
        "4 packets of 188 bytes: PAT, PMT (H.264 stream on PID 0x100), two PES packets with PCR/PTS. "
        "No SPS, so no pixel size; duration not stated.")
    add("video/flv/onmetadata-320x240.flv", flv(320, 240, 1, 10), "flv", [],
        "FLV v1 (video flag): onMetaData script tag (duration 1, width 320, height 240, framerate 10) "
        "and one AVC sequence-header tag.", pixelWidth=320, pixelHeight=240, duration=1.0)
    add("video/wmv/asf-video-stream-320x240.wmv", asf_wmv(320, 240, 1.0, 3100, utc_unix(mp4_date)), "wmv", [],
        "ASF: Header (File Properties play duration 4.1 s with preroll 3100 ms, i.e. 1.0 s of media; "
        "Stream Properties with a video stream, BITMAPINFOHEADER WMV3 320x240; Header Extension) and "
        "an empty Data object. Creation Date (FILETIME) 2024-01-02T03:04:05Z.", pixelWidth=320,
        pixelHeight=240, duration=1.0, creationDate=mp4_date)


def build_audio():
    add("audio/wav/pcm-u8-8khz-mono-0.5s.wav", wav(8000, 0.5), "wav", [],
        "RIFF WAVE PCM, 8 kHz, 8-bit, mono, 4000 frames (0.5 s).", duration=0.5)
    add("audio/aiff/pcm-s8-8khz-mono-0.5s.aiff", aiff(8000, 0.5), "aiff", [],
        "FORM AIFF: COMM (1 channel, 4000 frames, 8-bit, 80-bit 8000.0 Hz) + SSND.", duration=0.5)
    add("audio/flac/8khz-mono-1s.flac", flac(8000, 1.0), "flac", [],
        "fLaC + STREAMINFO (8 kHz, mono, 8-bit, 8000 samples, MD5) + 2 real frames of CONSTANT "
        "silence with CRC-8/CRC-16.", duration=1.0)
    add("audio/ogg/vorbis-8khz-1s.ogg", ogg_vorbis(8000, 1.0), "ogg", [],
        "Ogg Vorbis: identification header (8 kHz mono), comment + setup page (dummy codebooks), "
        "last page EOS with granule 8000 (1.0 s). Page CRCs valid.", duration=1.0)
    add("audio/opus/opus-48khz-1s.opus", ogg_opus(1.0), "opus", [],
        "Ogg Opus: OpusHead (pre-skip 312), OpusTags, 51 packets of 20 ms (TOC-only, silent) "
        "starting at sample 0; the EOS page's granule 48312 trims the end: (48312 - 312) / 48000 "
        "= 1.0 s.", duration=1.0)
    add("audio/mp3/id3v24-cbr-32kbps-0.9s.mp3",
        id3v24([("TIT2", "MediaKind sample"), ("TSSE", "MediaKind sample generator")]) + mp3_frames(25),
        "mp3", [], "ID3v2.4 tag (TIT2, TSSE) then 25 CBR MPEG-1 Layer III frames (32 kbit/s, 32 kHz, "
        "mono, 144 bytes, 1152 samples each, silent); no Xing/Info header: 25 x 0.036 s = 0.9 s.",
        duration=0.9)
    add("audio/aac/adts-lc-32khz-0.8s.aac", adts_frames(25, 5), "aac", [],
        "25 ADTS frames, AAC-LC, 32 kHz (index 5), mono, 1024 samples each: 0.8 s.", duration=0.8)
    add("audio/amr/amr-nb-12k2-1s.amr", amr_nb(50), "amr", [],
        "#!AMR\\n + 50 AMR-NB 12.2 kbit/s frames (20 ms each, silent payload): 1.0 s.", duration=1.0)
    add("audio/caf/lpcm-8khz-0.5s.caf", caf(8000, 0.5), "caf", [],
        "caff v1: desc (8000 Hz lpcm, 8-bit mono, 1 byte/packet), data with 4000 frames: 0.5 s.",
        duration=0.5)
    add("audio/midi/one-note-120bpm.mid", midi_one_note(), "midi", [],
        "SMF format 0, 96 ticks/quarter, tempo 500000 µs/quarter, one note lasting 96 ticks: 0.5 s.",
        duration=0.5)


def build_documents():
    add("unknown/pdf/one-page.pdf", pdf(), "pdf", [], "PDF 1.4, one 72x72 pt page, valid xref.")
    add("unknown/zip/one-stored-file.zip",
        zip_one("hello.txt", b"MediaKind sample archive member.\n"), "zip", [],
        "ZIP with one stored member (local header, central directory, end record).")
    add("unknown/txt/plain-utf8.txt",
        "MediaKind sample text file.\nPlain UTF-8 with one non-ASCII word: café.\n".encode("utf-8"),
        "txt", [], "Plain UTF-8 text.")


def build_broken():
    data = jpeg(64, 48)
    add("broken/jpeg/truncated-in-scan.jpg", data[:-8], "jpeg", [],
        "Truncated: ends 6 bytes into the 12-byte scan, no EOI. Headers (SOF0 64x48) are intact.",
        pixelWidth=64, pixelHeight=48)
    data = jpeg(64, 48, [app1_exif(apple_exif("2023-05-01T09:50:00"))])
    add("broken/jpeg/truncated-inside-app1-exif.jpg", data[:120], "jpeg", [],
        "Truncated inside APP1 Exif: the segment length points past end of file; no SOF, so no "
        "pixel size.")
    add("broken/jpeg/really-jpeg-wrong-extension.png", jpeg(64, 48), "jpeg", [],
        "Wrong extension: JPEG content (FF D8 FF) named .png.", pixelWidth=64, pixelHeight=48,
        extensionMatchesContent=False)
    data = bytearray(png(16, 16))
    idat = data.index(b"IDAT") - 4
    data[idat:idat + 4] = u32(0x00100000)
    add("broken/png/chunk-length-past-eof.png", bytes(data), "png", [],
        "Bad chunk length: IDAT declares 1 MiB, far past end of file (IHDR 16x16 intact).",
        pixelWidth=16, pixelHeight=16)
    data = bytearray(movie_file([cfr_video(1, "avc1", avcC(), 320, 240, 600, 20, 30, quicktime=False)],
                                brand=("isom", 512, ["isom", "iso2", "avc1", "mp41"]), timescale=1000,
                                moov_first=True))
    mdat = data.rindex(b"mdat") - 4
    data[mdat:mdat + 4] = u32(len(data) - mdat + 4096)
    add("broken/mp4/mdat-size-past-eof.mp4", bytes(data), "mp4", [],
        "Box size past EOF: moov (avc1 320x240, 30 fps, 1 s) is complete, then an mdat whose size "
        "claims 4096 bytes more than the file has.", pixelWidth=320, pixelHeight=240, duration=1.0)
    ifd1 = IFD(baseline_tiff(8, 8))
    ifd0 = IFD(baseline_tiff(16, 16), next_ifd=ifd1)
    ifd1.next = ifd0
    data, _ = tiff_file(ifd0, "<")
    add("broken/tiff/looping-ifd-chain.tiff", data, "tiff", [],
        "IFD chain loop: IFD0 (16x16) -> IFD1 (8x8) -> IFD0 -> ... A reader must stop.",
        pixelWidth=16, pixelHeight=16)
    # 14 bytes that a Brotli decoder expands to 4 MiB of zeros (what libbrotlienc 1.0.9 writes
    # for them at quality 11, window 22), as the payload of a brob Exif box.
    bomb = bytes.fromhex("9bffff3ff82700e2b14020f7fe07")
    add("broken/jpegxl/brob-exif-4mib-of-zeros.jxl",
        box("JXL ", b"\x0D\x0A\x87\x0A") + box("ftyp", b"jxl ", u32(0), b"jxl ")
        + box("brob", b"Exif", bomb) + box("jxlc", jxl_size_header(64, 48)), "jpegxl", [],
        "Brotli bomb: a 14-byte brob Exif box that decodes to 4 MiB of zeros (no TIFF header). "
        "The fast path stops at its 1 MiB cap, the thorough one decodes it (under 16 MiB) and "
        "finds no EXIF.", pixelWidth=64, pixelHeight=48)
    # A DjVu page whose ANTz chunk is not BZZ: the decoder runs out of input and stops.
    add("broken/djvu/antz-not-bzz.djvu",
        b"AT&TFORM" + u32(4 + 18 + 8 + 24) + b"DJVU"
        + djvu_chunk(b"INFO", u16(64) + u16(48) + bytes([24, 0]) + le16(300) + bytes([22, 1]))
        + djvu_chunk(b"ANTz", bytes(range(7, 31))), "djvu", [],
        "DjVu page (INFO 64x48) whose ANTz annotation is 24 bytes that are not a BZZ stream: a "
        "diagnostic, no date.", pixelWidth=64, pixelHeight=48)
    build_hostile()


def build_hostile():
    """Reproducers of crashes, hangs and unbounded allocations found by fuzzing (Fuzz/) and by
    the overflow audit of issue 7 (Docs/Reliability.md): each was a trap or a leak in the
    classifier before its fix, and each is now an ordinary damaged file."""
    # ContainerDirectory.namespaceBindings stepped past the end after an unterminated xmlns
    # value (`count + 1 ..< count` range trap). Found by FuzzJPEG and FuzzXMP.
    packet = ('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="' + NS["rdf"] + '">'
              '<rdf:Description rdf:about="" xmlns:GCamera="' + NS["GCamera"] + '" '
              'GCamera:MotionPhoto="0" xmlns:broken="no closing quote').encode("ascii")
    add("broken/jpeg/xmp-unterminated-xmlns-value.jpg", jpeg(64, 48, [app1_xmp(packet)]), "jpeg",
        [], "XMP packet cut inside an xmlns value: the last attribute's quote never closes. "
        "Crashed ContainerDirectory (fuzzing, issue 7).", pixelWidth=64, pixelHeight=48)
    # EmbeddedMovie.scan read a 2-byte chunk and searched it from offset 4 (`4..<2` trap): a
    # claimed motion photo whose scan data ends 2 bytes after SOS, with no EOI.
    xmp = xmp_packet([("GCamera:MotionPhoto", "1"), ("GCamera:MotionPhotoVersion", "1")],
                     container_directory([{"Mime": "image/jpeg", "Semantic": "Primary", "Length": "0"},
                                          {"Mime": "video/mp4", "Semantic": "MotionPhoto",
                                           "Length": "100"}]),
                     prefixes=("Container", "Item"))
    data = b"\xFF\xD8" + app1_xmp(xmp) + jpeg_frame(64, 8)
    assert data[-4:-2] != b"\xFF\xD9" and len(jpeg_scan(64, 8)) == 2
    add("broken/jpeg/motion-photo-scan-from-last-bytes.jpg", data, "jpeg", [],
        "XMP claims a Motion Photo (item Length 100 -> no ftyp there); the scan data ends 2 bytes "
        "after SOS (no EOI), so the fallback ftyp scan starts in the last 2 bytes. Crashed "
        "EmbeddedMovie.scan (audit, issue 7).", pixelWidth=64, pixelHeight=8)
    # JPEGProbe read a segment's signature prefix past the segment's end: a 16-byte APP1 whose
    # bytes continue (outside it) into "http://ns.adobe.com/xap/1.0/\0" matched, and
    # `payload[29...]` trapped. Found by FuzzJPEG.
    signature = b"http://ns.adobe.com/xap/1.0/\0"
    data = (b"\xFF\xD8" + seg(0xE1, signature[:16]) + signature[16:] + b"<x:xmpmeta/>"
            + jpeg_frame(64, 48) + b"\xFF\xD9")
    add("broken/jpeg/xmp-signature-across-segment-end.jpg", data, "jpeg", [],
        "An APP1 segment of 16 payload bytes (\"http://ns.adobe.\") followed by stray bytes that "
        "complete the XMP signature outside it; the reader skips them to DQT. Crashed JPEGProbe "
        "(fuzzing, issue 7).", pixelWidth=64, pixelHeight=48)
    # ExifPayload.gpsTimestamp converted a non-finite DOUBLE to Int (trap); a NaN altitude made
    # the record unprintable as JSON.
    gps = [
        E_ascii(0x0001, "N"), E_rat(0x0002, (37, 1), (20, 1), (0, 1)),
        E_ascii(0x0003, "W"), E_rat(0x0004, (122, 1), (0, 1), (36, 1)),
        E_byte(0x0005, 0),
        RawEntry(0x0006, 12, 1, struct.pack(">d", float("nan"))),
        RawEntry(0x0007, 12, 3, struct.pack(">ddd", float("inf"), 0.0, 0.0)),
        E_ascii(0x001D, "2024:01:02"),
    ]
    tiff = exif_tiff([E_ascii(0x010F, "MediaKind")], gps=gps)
    add("broken/jpeg/gps-double-nan-altitude-inf-timestamp.jpg",
        jpeg(64, 48, [app1_exif(tiff)]), "jpeg", [],
        "GPS IFD with DOUBLE (type 12) values: GPSAltitude NaN, GPSTimeStamp (+inf, 0, 0). The "
        "position stays; the altitude and the GPS time are dropped. Crashed ExifPayload "
        "(audit, issue 7).", pixelWidth=64, pixelHeight=48,
        location={"latitude": 37.333333, "longitude": -122.01})
    # Extended XMP: a 40-byte chunk declaring a 32 MiB packet made the reader allocate 32 MiB.
    guid = "0123456789ABCDEF0123456789ABCDEF"
    main = xmp_packet([("xmpNote:HasExtendedXMP", guid)])
    chunk = b"<x:xmpmeta xmlns:x='adobe:ns:meta/'/>"
    extension = seg(0xE1, b"http://ns.adobe.com/xmp/extension/\0" + guid.encode("ascii")
                    + u32(32 << 20) + u32(0) + chunk)
    add("broken/jpeg/extended-xmp-declares-32mib.jpg",
        jpeg(64, 48, [app1_xmp(main), extension]), "jpeg", [],
        "Extended XMP chunk of 37 bytes whose header declares a 32 MiB packet (the payload "
        "limit): incomplete, so nothing is decoded and nothing large is allocated (audit, "
        "issue 7).", pixelWidth=64, pixelHeight=48)
    # OggProbe.endTime added 1 to a Theora frame count already at Int64.max (pre-3.2.1
    # stream, KFGSHIFT 0, last granule 2^63 - 1).
    serial = 0x4D4B00FF
    ident = (b"\x80theora" + bytes([3, 2, 0]) + u16(20) + u16(15) + u24(320) + u24(240)
             + b"\0\0" + u32(30) + u32(1) + u24(1) + u24(1) + b"\x00" + u24(0) + u16(0)
             + b"\0" * 2)
    data = (ogg_page(serial, 0, 0, [ident], bos=True)
            + ogg_page(serial, 1, 0x7FFF_FFFF_FFFF_FFFF, [b"\0"], eos=True))
    add("broken/ogv/theora-last-granule-int64-max.ogv", data, "ogv", [],
        "Ogg Theora 3.2.0 (frames counted from 0), 320x240 at 30 fps, KFGSHIFT 0; the last page's "
        "granule position is 2^63 - 1. Crashed OggProbe (audit, issue 7).",
        pixelWidth=320, pixelHeight=240)
    # Classification.rounded scaled a huge but finite duration by 10^6 to infinity, so the
    # record could not be encoded (the CLI printed `{}`). Found by FuzzAudio.
    data = bytearray(caf(8000, 0.5))
    rate = data.index(b"desc") + 12
    data[rate:rate + 8] = f64(7.291122019556398e-304)
    add("broken/caf/sample-rate-7e-304-huge-duration.caf", bytes(data), "caf", [],
        "CAF desc with a sample rate of 7.3e-304 Hz: 4000 frames state a duration of about "
        "5.5e306 s. The record must still encode to JSON (it printed as {} before the fix; "
        "fuzzing, issue 7). No duration is stated here: the file's own is absurd.")
    # TIFFWalker added file offsets before comparing them: a BigTIFF value offset and next-IFD
    # offset near Int.max overflowed.
    ifd = b"".join([
        le16(0x0100) + le16(3) + le64(1) + le16(16) + b"\0" * 6,
        le16(0x0101) + le16(3) + le64(1) + le16(16) + b"\0" * 6,
        le16(0x010E) + le16(2) + le64(100) + le64(0x7FFF_FFFF_FFFF_FFF0),
    ])
    data = b"II" + le16(43) + le16(8) + le16(0) + le64(16) + le64(3) + ifd \
        + le64(0x7FFF_FFFF_FFFF_FFFF)
    add("broken/tiff/bigtiff-offsets-near-int-max.tiff", data, "tiff", [],
        "BigTIFF: IFD0 (16x16) holds an ASCII entry whose value offset is 2^63 - 16 and a "
        "next-IFD offset of 2^63 - 1. Crashed TIFFWalker (audit, issue 7).",
        pixelWidth=16, pixelHeight=16)
    # TIFFImageSize.panasonicBorders subtracted file values: right (LONG8 2^63 - 1) minus left
    # (SSHORT -1) overflowed.
    ifd0 = IFD([
        E_short(0x0004, 0), RawEntry(0x0005, 8, 1, struct.pack("<h", -1)),
        E_short(0x0006, 16), RawEntry(0x0007, 16, 1, le64(0x7FFF_FFFF_FFFF_FFFF)),
        E_short(0x0100, 16), E_short(0x0101, 16),
    ])
    data, _ = tiff_file(ifd0, "<")
    data = b"IIU\0" + data[4:]
    add("broken/rw2/sensor-borders-overflow.rw2", data, "rw2", ["raw"],
        "Panasonic RW2 header (IIU) whose sensor borders are left = -1 (SSHORT) and right = "
        "2^63 - 1 (LONG8): no border size; the IFD0 size 16x16 is used. Crashed TIFFImageSize "
        "(audit, issue 7).", pixelWidth=16, pixelHeight=16)


# --------------------------------------------------------------------------------------------
# Output: files, manifest.jsonl, README.md
# --------------------------------------------------------------------------------------------

README_HEAD = """\
# MediaKind sample set

Small synthetic files for MediaKind's tests: one or more per format family of the format
registry, one positive file per subtype/toolkit flag, the pitfall negatives from
`shared/docs/detection-rules.md`, and deliberately broken files.

**This README, `manifest.jsonl` and every file under `image/`, `video/`, `audio/`,
`unknown/` and `broken/` are generated.** Don't edit them by hand; change
`generate.py` and run it again:

    python3 Samples/generate.py            # regenerates every file byte-for-byte
    python3 Samples/generate.py --check    # exit 1 if anything on disk differs (CI freshness check)
    python3 Samples/generate.py --clean    # also delete files in the sample folders it doesn't write

## How the files are made

`generate.py` uses the Python 3 standard library only (`struct`, `zlib` for CRC-32/Adler-32
and to self-check its output, `hashlib` for the FLAC MD5). It builds every file from the
format specifications: no third-party tool, no network, no copy of any third-party file (in
particular nothing from `shared/corpus`). The output is deterministic: fixed timestamps and
identifiers, no randomness, and its own deflate encoder (fixed Huffman codes), so the bytes
don't depend on the zlib version.

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
It is the independent statement of what each file **is**, written by hand in `generate.py` next
to the code that builds the file; it is never derived from the classifier's output.

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

Each file at most 64 KiB (most are under 4 KiB); the whole set at most 1 MiB. `generate.py`
fails if a file or the total exceeds the budget. Current total: {total} bytes in {count} files.

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


# --------------------------------------------------------------------------------------------
# Issue 14: dates and sizes of RAF, MRW, X3F, DjVu, AVCHD, JPEG XL brob, CgBI, SVG, PGF, RM, WTV
# --------------------------------------------------------------------------------------------


def brotli_stored(data):
    """A Brotli stream (RFC 7932) of stored meta-blocks: WBITS 0 (window 2^16 - 16), then per
    chunk of at most 65536 bytes ISLAST 0, MNIBBLES 0 (4 nibbles), MLEN - 1 (16 bits),
    ISUNCOMPRESSED 1, zero bits to the byte boundary and the bytes; last ISLAST 1, ISLASTEMPTY 1.
    Bits are packed from the least significant end (RFC 7932 §2, §9.1, §9.2)."""
    out, acc, n = bytearray(), 0, 0

    def bits(value, count):
        nonlocal acc, n
        acc |= value << n
        n += count
        while n >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            n -= 8

    def flush():
        nonlocal acc, n
        if n:
            out.append(acc & 0xFF)
        acc, n = 0, 0

    bits(0, 1)
    for i in range(0, len(data), 65536):
        chunk = data[i:i + 65536]
        bits(0, 1), bits(0, 2), bits(len(chunk) - 1, 16), bits(1, 1)
        flush()
        out.extend(chunk)
    bits(1, 1), bits(1, 1)
    flush()
    return bytes(out)


def raw_exif(date, offset="+09:00", make="Maker", model="Model", orientation=None):
    ifd0 = [E_ascii(0x010F, make), E_ascii(0x0110, model)]
    if orientation:
        ifd0.append(E_short(0x0112, orientation))
    return exif_tiff(ifd0, exif=[E_ascii(0x9003, exif_date(date)), E_ascii(0x9011, offset)])


def raf(preview):
    """Fuji RAF: "FUJIFILMCCD-RAW " + version, camera id, name, directory version "0100"; at 84
    u32be JPEG offset and length (ExifTool FujiFilm.pm ProcessRAF); the JPEG at 148."""
    header = b"FUJIFILMCCD-RAW 0201FF383501" + b"X-T3".ljust(32, b"\0")
    header = header.ljust(60, b"\0") + b"0100"
    header = header.ljust(84, b"\0") + u32(148) + u32(len(preview))
    header = header.ljust(148, b"\0")
    cfa = b"\0" * 64
    return header + preview + cfa


def mrw(blocks):
    """Minolta MRW: "\0MRM", u32be block-area length, blocks of tag (4) + u32be length + data
    (ExifTool MinoltaRaw.pm)."""
    area = b"".join(tag + u32(len(data)) + data for tag, data in blocks)
    return b"\0MRM" + u32(len(area)) + area + b"\0" * 32


def mrw_prd(width, height):
    return b"21860002" + u16(height + 8) + u16(width + 8) + u16(height) + u16(width) + bytes([12, 12, 0x59, 0, 0, 0, 0, 1])


def x3f(width, height, rotation, properties):
    """Sigma X3F 2.2: little-endian header (FOVb, version, unique id, mark bits, columns, rows,
    rotation), a PROP section (UTF-16LE properties) and the SECd directory whose offset ends
    the file (ExifTool SigmaRaw.pm)."""
    header = b"FOVb" + le32(0x00020002) + b"\0" * 16 + le32(0) + le32(width) + le32(height) + le32(rotation)
    header = header.ljust(256, b"\0")
    chars, entries = [], b""
    for name, value in properties:
        entries += le32(len(chars))
        chars += [ord(c) for c in name] + [0]
        entries += le32(len(chars))
        chars += [ord(c) for c in value] + [0]
    prop = (b"SECp" + le32(0x00020000) + le32(len(properties)) + le32(0) + le32(0) + le32(len(chars))
            + entries + b"".join(le16(c) for c in chars))
    directory = b"SECd" + le32(0x00020000) + le32(1) + le32(len(header)) + le32(len(prop)) + b"PROP"
    return header + prop + directory + le32(len(header) + len(prop))


def djvu_chunk(cid, data):
    return cid + u32(len(data)) + data + (b"\0" if len(data) % 2 else b"")


def djvu_page(width, height, annotation):
    """Single-page DjVu: AT&T + FORM:DJVU with INFO (u16be width/height, version 24/0, u16le
    300 dpi, gamma 22, flags 1) and a plain ANTa annotation chunk (DjVu 3 spec §8.3)."""
    info = u16(width) + u16(height) + bytes([24, 0]) + le16(300) + bytes([22, 1])
    body = b"DJVU" + djvu_chunk(b"INFO", info) + djvu_chunk(b"ANTa", annotation)
    return b"AT&TFORM" + u32(len(body)) + body


def h264_sps_1080():
    """Baseline SPS (ITU-T H.264 §7.3.2.1.1): 120x68 macroblocks, frame cropping of 4 rows at
    the bottom (2 luma lines each): 1920x1080."""
    bits = []

    def put(value, count):
        bits.extend((value >> (count - 1 - i)) & 1 for i in range(count))

    def ue(value):
        v = value + 1
        put(0, v.bit_length() - 1)
        put(v, v.bit_length())

    put(66, 8), put(0, 8), put(40, 8), ue(0), ue(0), ue(2), ue(1), put(0, 1), ue(119), ue(67)
    put(1, 1), put(1, 1), put(1, 1), ue(0), ue(0), ue(0), ue(4), put(0, 1), put(1, 1)
    while len(bits) % 8:
        bits.append(0)
    return bytes(int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8))


def h264_escape(rbsp):
    out, zeros = bytearray(), 0
    for b in rbsp:
        if zeros >= 2 and b <= 3:
            out.append(3)
            zeros = 0
        out.append(b)
        zeros = zeros + 1 if b == 0 else 0
    return bytes(out)


MDPM_UUID = bytes.fromhex("17ee8c60f84d11d98cd60800200c9a66")


def avchd_m2ts():
    """AVCHD transport stream (192-byte packets with a 4-byte timestamp): PAT, PMT (H.264 on
    PID 0x1011), one PES with an access unit delimiter, SPS 1920x1080, two null packets (ExifTool
    wants 4 packets at least), and an SEI whose
    user_data_unregistered message is the MDPM: time code 00:00:00:00, 0x18 zone 0x44 (DST,
    +2 h) year 2019 month 04, 0x19 day 24 22:24:00 (ExifTool H264.pm)."""
    entries = [(0x13, b"\0\0\0\0"), (0x18, bytes([0x44, 0x20, 0x19, 0x04])), (0x19, bytes([0x24, 0x22, 0x24, 0x00]))]
    mdpm = MDPM_UUID + b"MDPM" + bytes([len(entries)]) + b"".join(bytes([t]) + d for t, d in entries)
    sei = b"\0\0\0\x01\x06" + h264_escape(bytes([5, len(mdpm)]) + mdpm + b"\x80")
    es = b"\0\0\0\x01\x09\x10" + b"\0\0\0\x01\x67" + h264_escape(h264_sps_1080()) + sei
    pat = psi_section(0x00, 1, u16(1) + u16(0xE000 | 0x100))
    pmt = psi_section(0x02, 1, u16(0xE000 | 0x1011) + u16(0xF000) + b"\x1B" + u16(0xE000 | 0x1011) + u16(0xF000))
    pes = b"\x00\x00\x01\xE0\x00\x00\x80\x80\x05" + pts_bytes(90000) + es
    assert len(pes) <= 184, len(pes)
    packets = [ts_packet(0x0000, pat + b"\xFF" * (184 - len(pat)), True, 0),
               ts_packet(0x0100, pmt + b"\xFF" * (184 - len(pmt)), True, 0),
               ts_packet(0x1011, pes, True, 0)]
    packets += [ts_packet(0x1FFF, b"\xFF" * 184, False, cc) for cc in range(2)]  # null packets
    return b"".join(u32(i * 1500) + p for i, p in enumerate(packets))


def wtv(duration_ticks, title):
    """Windows Recorded TV with 256-byte sectors: header (GUID, sector size at 0x28, root
    directory sector 1 at 0x38), a root directory with table.0.entries.legacy_attrib (sector 2,
    depth 0), and that stream's attributes: Title (UTF-16) and Duration (int64, 100 ns units)
    (ExifTool WTV.pm)."""
    size = 0x100

    def sector(data):
        return data + b"\0" * (-len(data) % size)

    def attribute(name, fmt, value):
        return (bytes.fromhex("5afed76dc81d8f4a9922fab11c381453") + le32(fmt) + le32(len(value))
                + name.encode("utf-16-le") + b"\0\0" + value)

    def entry(name, sec):
        units = name.encode("utf-16-le") + b"\0\0\0\0"
        length = 0x28 + len(units) + 8
        return (bytes.fromhex("92b77491597070448" "8df063b82cc213d") + le32(length) + b"\0" * 12
                + le32(len(units) // 2) + b"\0" * 4 + units + le32(sec) + le32(0))

    header = bytes.fromhex("b7d800203749da11a64e0007e95ead8d").ljust(0x28, b"\0") + le32(size)
    header = header.ljust(0x38, b"\0") + le32(1)
    directory = entry("table.0.entries.legacy_attrib", 2)
    metadata = attribute("Title", 1, (title + "\0").encode("utf-16-le")) + attribute("Duration", 4, le64(duration_ticks))
    return sector(header) + sector(directory) + sector(metadata) + b"\x47" * 256


def real_media_audio(duration_ms):
    """RealMedia with one audio stream: .RMF header, PROP (duration in ms), MDPR
    audio/x-pn-realaudio, DATA (RealNetworks RMFF 1.0; ExifTool Real.pm)."""
    def chunk(cid, body):
        return cid + u32(10 + len(body)) + u16(0) + body
    prop = u32(64000) * 2 + u32(640) * 2 + u32(4) + u32(duration_ms) + u32(0) * 3 + u16(1) + u16(0)
    mdpr = (u16(0) + u32(64000) * 2 + u32(640) * 2 + u32(0) * 2 + u32(duration_ms)
            + bytes([12]) + b"Audio Stream" + bytes([20]) + b"audio/x-pn-realaudio" + u32(4) + b".ra\xfd")
    return (b".RMF" + u32(18) + u16(0) + u32(0) + u32(3) + chunk(b"PROP", prop) + chunk(b"MDPR", mdpr)
            + chunk(b"DATA", u32(0) + u32(0)))


def build_issue14():
    add("image/raf/x-t3-preview-exif-date.raf",
        raf(jpeg(16, 8, [app1_exif(raw_exif("2019-06-01T12:34:56"))])), "raf", ["raw"],
        "Fuji RAF header (JPEG offset 148 at 84) and an embedded 16x8 JPEG preview whose APP1 EXIF "
        "states DateTimeOriginal 2019:06:01 12:34:56 +09:00; the RAW's own size is not stated.",
        creationDate="2019-06-01T12:34:56+09:00")
    add("image/mrw/prd-3008x2000-ttw-date.mrw",
        mrw([(b"\0PRD", mrw_prd(3008, 2000)), (b"\0TTW", raw_exif("2004-10-09T08:07:06")),
             (b"\0WBG", bytes(12))]), "mrw", ["raw"],
        "Minolta MRW: PRD block (image 3008x2000), TTW TIFF block with DateTimeOriginal "
        "2004:10:09 08:07:06 +09:00, WBG block.", pixelWidth=3008, pixelHeight=2000,
        creationDate="2004-10-09T08:07:06+09:00")
    add("image/x3f/sd10-rotated-90-prop-time.x3f",
        x3f(2268, 1512, 90, [("CAMMODEL", "SIGMA SD10"), ("TIME", "978309395")]), "x3f", ["raw"],
        "Sigma X3F 2.2 header 2268x1512 rotated 90 degrees clockwise (displayed 1512x2268), PROP "
        "section with TIME 978309395 (2001-01-01 00:36:35, the camera clock).",
        pixelWidth=1512, pixelHeight=2268, creationDate="2001-01-01T00:36:35")
    add("image/djvu/page-64x48-metadata.djvu",
        djvu_page(64, 48, b'(metadata (CreationDate "2006-10-10T12:34:56+02:00") (Author "MediaKind"))'),
        "djvu", [], "Single-page DjVu: INFO 64x48 at 300 dpi and a plain ANTa annotation "
        "(metadata (CreationDate \"2006-10-10T12:34:56+02:00\")).", pixelWidth=64, pixelHeight=48,
        creationDate="2006-10-10T12:34:56+02:00")
    add("image/jpegxl/container-brob-exif.jxl",
        box("JXL ", b"\x0D\x0A\x87\x0A") + box("ftyp", b"jxl ", u32(0), b"jxl ")
        + box("brob", b"Exif", brotli_stored(u32(0) + raw_exif("2022-03-04T05:06:07")))
        + box("jxlc", jxl_size_header(64, 48)), "jpegxl", [],
        "JPEG XL container whose Exif box is Brotli-compressed (brob, ISO/IEC 18181-2 §9.3; stored "
        "meta-blocks): DateTimeOriginal 2022:03:04 05:06:07 +09:00; codestream 64x48.",
        pixelWidth=64, pixelHeight=48, creationDate="2022-03-04T05:06:07+09:00")
    add("image/png/cgbi-iphone-40x60.png",
        b"\x89PNG\r\n\x1a\n" + png_chunk(b"CgBI", b"\x50\x00\x20\x06")
        + png_chunk(b"IHDR", u32(40) + u32(60) + b"\x08\x06\x00\x00\x00")
        + png_chunk(b"IDAT", b"\x63\x00") + png_chunk(b"IEND", b""), "png", [],
        "Apple CgBI (iOS-optimised) PNG: the CgBI chunk comes before IHDR (40x60, RGBA); the IDAT "
        "is a dummy raw-deflate stream.", pixelWidth=40, pixelHeight=60)
    add("image/svg/report-4in-3in.svg",
        b'<?xml version="1.0" standalone="yes"?>\n<svg width="4in" height="3in" version="1.1"\n'
        b'    xmlns = \'http://www.w3.org/2000/svg\'>\n  <rect x="1" y="1" width="2" height="1"/>\n</svg>\n',
        "svg", [], "SVG root element width 4in, height 3in: 384x288 CSS pixels (96 px per inch).",
        pixelWidth=384, pixelHeight=288)
    add("image/svg/viewbox-only-640x480.svg",
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><circle r="4"/></svg>\n',
        "svg", [], "SVG with no width/height (100% by default): the viewBox size, 640x480.",
        pixelWidth=640, pixelHeight=480)
    add("image/pgf/rgb-1024x768.pgf",
        b"PGF6" + le32(24) + le32(1024) + le32(768) + bytes([6, 0, 24, 3, 3, 8, 0, 0]) + b"\0" * 32,
        "pgf", [], "Progressive Graphics File: PGF version 0x36, header 1024x768, 6 levels, RGB; "
        "no image data.", pixelWidth=1024, pixelHeight=768)
    add("audio/rm-audio/realaudio-only-12.3s.rm", real_media_audio(12345), "rm-audio", [],
        "RealMedia (.RMF) whose only stream is audio/x-pn-realaudio: RealMedia audio "
        "(com.real.realaudio); PROP duration 12345 ms.", duration=12.345)
    add("video/wtv/recorded-tv-30min.wtv", wtv(18_000_000_000, "News"), "wtv", [],
        "Windows Recorded TV (256-byte sectors): root directory with table.0.entries.legacy_attrib, "
        "whose Duration attribute is 18 000 000 000 x 100 ns = 1800 s.", duration=1800.0)
    add("video/m2ts/avchd-mdpm-1920x1080.mts", avchd_m2ts(), "m2ts", [],
        "AVCHD M2TS: PAT, PMT (H.264), one PES with an SPS (1920x1080) and an SEI MDPM recording "
        "date 2019-04-24 22:24:00 +02:00 (DST flag set).", pixelWidth=1920, pixelHeight=1080,
        creationDate="2019-04-24T22:24:00+02:00")


def build_all():
    SAMPLES.clear()
    build_images()
    build_issue14()
    build_videos()
    build_audio()
    build_documents()
    build_broken()
    SAMPLES.sort(key=lambda s: s[0])
    total = 0
    for path, data, _ in SAMPLES:
        assert len(data) <= MAX_FILE, (path, len(data))
        total += len(data)
    assert total <= MAX_TOTAL, total
    manifest = "".join(json.dumps(rec, ensure_ascii=False) + "\n"
                       for _, _, rec in SAMPLES).encode("utf-8")
    outputs = [(p, d) for p, d, _ in SAMPLES]
    outputs.append(("manifest.jsonl", manifest))
    outputs.append(("README.md", render_readme(SAMPLES, total).encode("utf-8")))
    return outputs


def existing_sample_files():
    found = []
    for top in SAMPLE_DIRS:
        for root, _, files in os.walk(os.path.join(HERE, top)):
            for name in files:
                found.append(os.path.relpath(os.path.join(root, name), HERE).replace(os.sep, "/"))
    return sorted(found)


def main(argv):
    check = "--check" in argv
    clean = "--clean" in argv
    outputs = build_all()
    written = {p for p, _ in outputs}
    stale = [p for p in existing_sample_files() if p not in written]
    differing = []
    for path, data in outputs:
        full = os.path.join(HERE, path)
        current = open(full, "rb").read() if os.path.exists(full) else None
        if current == data:
            continue
        differing.append(path)
        if not check:
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as f:
                f.write(data)
    if check:
        for p in differing:
            print(f"differs: {p}")
        for p in stale:
            print(f"not generated: {p}")
        return 1 if differing or stale else 0
    for p in stale:
        if clean:
            os.remove(os.path.join(HERE, p))
            print(f"removed: {p}")
        else:
            print(f"warning: {p} is not written by generate.py (use --clean to delete it)")
    print(f"{len(outputs) - 2} sample files, {len(differing)} written or updated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
