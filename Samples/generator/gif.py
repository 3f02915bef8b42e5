"""GIF LZW (GIF89a spec Appendix F), variable code size, LSB-first packing.

GIF89a
"""

from .binary import le16, u8
from .deflate import BitWriterLSB


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


PALETTE4 = b"\x00\x00\x00" + b"\xFF\x00\x00" + b"\x00\xFF\x00" + b"\x00\x00\xFF"


def gif_subblocks(data):
    out = b""
    for i in range(0, len(data), 255):
        part = data[i:i + 255]
        out += u8(len(part)) + part
    return out + b"\x00"


def gif_netscape(loops):
    return b"\x21\xFF\x0BNETSCAPE2.0\x03\x01" + le16(loops) + b"\x00"


def gif_xmp(packet, trailer=True):
    """XMP application extension (XMP part 3): the packet's bytes as they are, then the
    258-byte magic trailer (0x01, 0xFF down to 0x00, the block terminator)."""
    magic = bytes([0x01]) + bytes(range(0xFF, -1, -1)) + b"\x00" if trailer else b"\x00"
    return b"\x21\xFF\x0BXMP DataXMP" + packet + magic


def gif_gce(delay_cs):
    return b"\x21\xF9\x04\x04" + le16(delay_cs) + b"\x00\x00"


def gif_frame(w, h, color):
    return (b"\x2C" + le16(0) + le16(0) + le16(w) + le16(h) + b"\x00" + b"\x02"
            + gif_subblocks(gif_lzw([color] * (w * h), 2)))


def gif(w, h, blocks):
    return b"GIF89a" + le16(w) + le16(h) + b"\xF1\x00\x00" + PALETTE4 + b"".join(blocks) + b"\x3B"
