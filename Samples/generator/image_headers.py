"""Small image headers that need no walker of their own: BMP, PSD, TGA, ICO (PNG payload), the
JPEG XL size header and a JPEG 2000 (JP2) box file.
"""

from .binary import le16, le32, u16, u32, u8
from .deflate import BitWriterLSB
from .isobmff import box
from .png import png


def bmp(w, h):
    row = (w * 3 + 3) & ~3
    pixels = (b"\x80\x80\x80" * w + b"\0" * (row - w * 3)) * h
    info = le32(40) + le32(w) + le32(h) + le16(1) + le16(24) + le32(0) + le32(len(pixels)) \
        + le32(2835) + le32(2835) + le32(0) + le32(0)
    return b"BM" + le32(14 + 40 + len(pixels)) + le32(0) + le32(54) + info + pixels


def bmp_palette8(w, h, top, bottom):
    """8-bit palette BMP, bottom-up: the top half of the picture colour index 1 (`top`, RGB), the
    bottom half index 2 (`bottom`)."""
    row = (w + 3) & ~3
    rows = b""
    for y in range(h):  # stored bottom row first
        index = 2 if y < h // 2 else 1
        rows += bytes([index]) * w + b"\0" * (row - w)
    palette = b"".join(bytes([c[2], c[1], c[0], 0]) for c in [(0, 0, 0), top, bottom])
    info = le32(40) + le32(w) + le32(h) + le16(1) + le16(8) + le32(0) + le32(len(rows)) \
        + le32(2835) + le32(2835) + le32(3) + le32(0)
    offset = 14 + 40 + len(palette)
    return b"BM" + le32(offset + len(rows)) + le32(0) + le32(offset) + info + palette + rows


def tga_rle(w, h, rgb):
    """Type 10 (true colour, RLE), 24 bits, top row first: one run packet of at most 128 pixels
    after another, all `rgb`."""
    header = u8(0) + u8(0) + u8(10) + le16(0) + le16(0) + u8(0) + le16(0) + le16(0) + le16(w) \
        + le16(h) + u8(24) + u8(0x20)
    pixel = bytes([rgb[2], rgb[1], rgb[0]])
    data, left = b"", w * h
    while left:
        n = min(left, 128)
        data += u8(0x80 | (n - 1)) + pixel
        left -= n
    return header + data


def tga_v2_grey(w, h, image_id=b"MediaKind"):
    """TGA 2.0: type 3 (grey, uncompressed), 8 bits, bottom row first, an image ID, pixel rows
    of values 0, 16, 32, ... then a 495-byte extension area (its own size first) and the
    26-byte footer: extension area offset, no developer directory, "TRUEVISION-XFILE." NUL."""
    header = u8(len(image_id)) + u8(0) + u8(3) + le16(0) + le16(0) + u8(0) + le16(0) + le16(0) \
        + le16(w) + le16(h) + u8(8) + u8(0)
    pixels = bytes((16 * y) % 256 for y in range(h) for _ in range(w))
    body = header + image_id + pixels
    extension = le16(495) + b"\0" * 493
    return body + extension + le32(len(body)) + le32(0) + b"TRUEVISION-XFILE.\0"


def tga_header_only(w, h, depth=24):
    """A type 2 (true colour) header stating `w` x `h` at `depth` bits and nothing after it."""
    return u8(0) + u8(0) + u8(2) + le16(0) + le16(0) + u8(0) + le16(0) + le16(0) + le16(w) + le16(h) \
        + u8(depth) + u8(0x20)


def psd_rle(w, h, rgb):
    """RGB 8-bit, 3 channels, image data PackBits (one repeat packet per row)."""
    assert 2 <= w <= 128
    header = b"8BPS" + u16(1) + b"\0" * 6 + u16(3) + u32(h) + u32(w) + u16(8) + u16(3)
    counts = b"".join(u16(2) for _ in range(3 * h))
    rows = b"".join(bytes([257 - w, value]) for value in rgb for _ in range(h))
    return header + u32(0) + u32(0) + u32(0) + u16(1) + counts + rows


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
