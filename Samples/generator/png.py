"""PNG (ISO/IEC 15948; APNG spec)"""

import zlib

from .binary import u16, u32
from .deflate import zlib_stream


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
