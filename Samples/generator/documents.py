"""Documents the classifier recognises but does not parse: a one-page PDF and a ZIP archive
with one stored file.
"""

import zlib

from .binary import le16, le32


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
