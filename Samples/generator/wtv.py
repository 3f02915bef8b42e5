"""Windows Recorded TV (ExifTool WTV.pm): sectors, the root directory and the
legacy_attrib stream's Title and Duration.
"""

from .binary import le32, le64


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
