"""DjVu (DjVu v3 specification): IFF85 chunks, a one-page FORM:DJVU with INFO and ANTa."""

from .binary import le16, u16, u32


def djvu_chunk(cid, data):
    return cid + u32(len(data)) + data + (b"\0" if len(data) % 2 else b"")


def djvu_page(width, height, annotation):
    """Single-page DjVu: AT&T + FORM:DJVU with INFO (u16be width/height, version 24/0, u16le
    300 dpi, gamma 22, flags 1) and a plain ANTa annotation chunk (DjVu 3 spec §8.3)."""
    info = u16(width) + u16(height) + bytes([24, 0]) + le16(300) + bytes([22, 1])
    body = b"DJVU" + djvu_chunk(b"INFO", info) + djvu_chunk(b"ANTa", annotation)
    return b"AT&TFORM" + u32(len(body)) + body
