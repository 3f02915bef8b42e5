"""Minolta MRW (ExifTool MinoltaRaw.pm): the MRM block and its PRD, TTW and WBG blocks."""

from .binary import u16, u32


def mrw(blocks):
    """Minolta MRW: "\0MRM", u32be block-area length, blocks of tag (4) + u32be length + data
    (ExifTool MinoltaRaw.pm)."""
    area = b"".join(tag + u32(len(data)) + data for tag, data in blocks)
    return b"\0MRM" + u32(len(area)) + area + b"\0" * 32


def mrw_prd(width, height):
    return b"21860002" + u16(height + 8) + u16(width + 8) + u16(height) + u16(width) + bytes([12, 12, 0x59, 0, 0, 0, 0, 1])
