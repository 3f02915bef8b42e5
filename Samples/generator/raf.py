"""Fujifilm RAF (ExifTool FujiFilm.pm ProcessRAF): header, embedded JPEG preview."""

from .binary import u32


def raf(preview):
    """Fuji RAF: "FUJIFILMCCD-RAW " + version, camera id, name, directory version "0100"; at 84
    u32be JPEG offset and length (ExifTool FujiFilm.pm ProcessRAF); the JPEG at 148."""
    header = b"FUJIFILMCCD-RAW 0201FF383501" + b"X-T3".ljust(32, b"\0")
    header = header.ljust(60, b"\0") + b"0100"
    header = header.ljust(84, b"\0") + u32(148) + u32(len(preview))
    header = header.ljust(148, b"\0")
    cfa = b"\0" * 64
    return header + preview + cfa
