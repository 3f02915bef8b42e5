"""Sigma X3F (ExifTool SigmaRaw.pm): header, image data and PROP sections."""

from .binary import le16, le32


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
