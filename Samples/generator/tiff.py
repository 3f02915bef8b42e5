"""TIFF / EXIF (TIFF 6.0 §2; Exif 2.32; CIPA DC-008). A small layout engine: IFDs and blobs are
placed in depth-first order; pointer entries (LONG) name the object they point to.
"""

import struct

from .binary import pad2, u16


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


def baseline_tiff(w, h, e="<", extra=(), next_ifd=None):
    strip = Blob(b"\x80" * (w * h))
    return [E_long(0x00FE, 0), E_short(0x0100, w), E_short(0x0101, h), E_short(0x0102, 8),
            E_short(0x0103, 1), E_short(0x0106, 1), E_long(0x0111, strip), E_short(0x0115, 1),
            E_short(0x0116, h), E_long(0x0117, w * h), E_rat(0x011A, (72, 1)),
            E_rat(0x011B, (72, 1)), E_short(0x0128, 2)] + list(extra)


def raw_exif(date, offset="+09:00", make="Maker", model="Model", orientation=None):
    ifd0 = [E_ascii(0x010F, make), E_ascii(0x0110, model)]
    if orientation:
        ifd0.append(E_short(0x0112, orientation))
    return exif_tiff(ifd0, exif=[E_ascii(0x9003, exif_date(date)), E_ascii(0x9011, offset)])
