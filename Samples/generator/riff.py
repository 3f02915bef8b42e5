"""RIFF (Microsoft RIFF; developers.google.com/speed/webp/docs/riff_container): chunks and
LISTs, WebP (VP8, VP8L, VP8X, animation frames), AVI and WAV.
"""

from .binary import le16, le24, le32, pad2
from .deflate import BitWriterLSB
from .jpeg import jpeg


def riff_chunk(fourcc, data):
    return fourcc + le32(len(data)) + pad2(data)


def vp8_payload(w, h):
    """A VP8 key frame header (RFC 6386 §9.1) with a dummy 10-byte first partition."""
    part = b"\0" * 10
    tag = 0 | (0 << 1) | (1 << 4) | (len(part) << 5)  # key frame, version 0, shown
    return le24(tag) + b"\x9D\x01\x2A" + le16(w) + le16(h) + part


def vp8l_payload(w, h, argb=(0xFF, 0x80, 0x80, 0x80)):
    """A complete, decodable VP8L image of one colour (WebP Lossless Bitstream spec): header
    (signature 0x2F, 14-bit width-1 and height-1, no alpha, version 0), no transform, no colour
    cache, no meta prefix codes, then five "simple" prefix codes of one symbol each (green, red,
    blue, alpha, distance). One-symbol codes have zero-length codes, so the pixels take 0 bits."""
    a, r, g, b = argb
    bw = BitWriterLSB()
    bw.bits(w - 1, 14)
    bw.bits(h - 1, 14)
    bw.bits(0, 1)   # alpha_is_used
    bw.bits(0, 3)   # version
    bw.bits(0, 1)   # no transform
    bw.bits(0, 1)   # no colour cache
    bw.bits(0, 1)   # no meta prefix codes
    for symbol in (g, r, b, a):
        bw.bits(1, 1)   # simple code
        bw.bits(0, 1)   # one symbol
        bw.bits(1, 1)   # 8-bit symbol
        bw.bits(symbol, 8)
    bw.bits(1, 1)
    bw.bits(0, 1)
    bw.bits(0, 1)       # 1-bit symbol
    bw.bits(0, 1)       # distance code 0
    return b"\x2F" + bw.flush()


def vp8x(flags, w, h):
    return riff_chunk(b"VP8X", bytes([flags, 0, 0, 0]) + le24(w - 1) + le24(h - 1))


def anmf(w, h, duration_ms):
    return riff_chunk(b"ANMF", le24(0) + le24(0) + le24(w - 1) + le24(h - 1) + le24(duration_ms)
                      + b"\x00" + riff_chunk(b"VP8L", vp8l_payload(w, h)))


def webp(chunks):
    body = b"WEBP" + b"".join(chunks)
    return b"RIFF" + le32(len(body)) + body


def riff_list(kind, *chunks):
    data = kind + b"".join(chunks)
    return b"LIST" + le32(len(data)) + data


def avi(w, h, fps, frames):
    frame = jpeg(w, h, segments=[])
    avih = riff_chunk(b"avih", le32(1000000 // fps) + le32(0) + le32(0) + le32(0x10) + le32(frames)
                      + le32(0) + le32(1) + le32(len(frame)) + le32(w) + le32(h) + b"\0" * 16)
    strh = riff_chunk(b"strh", b"vidsMJPG" + le32(0) + le16(0) + le16(0) + le32(0) + le32(1)
                      + le32(fps) + le32(0) + le32(frames) + le32(len(frame)) + le32(0xFFFFFFFF)
                      + le32(0) + le16(0) + le16(0) + le16(w) + le16(h))
    strf = riff_chunk(b"strf", le32(40) + le32(w) + le32(h) + le16(1) + le16(24) + b"MJPG"
                      + le32(w * h * 3) + le32(0) * 4)
    hdrl = riff_list(b"hdrl", avih, riff_list(b"strl", strh, strf))
    chunks, index, pos = b"", b"", 4  # offsets relative to the 'movi' list type
    for _ in range(frames):
        chunk = riff_chunk(b"00dc", frame)
        index += b"00dc" + le32(0x10) + le32(pos) + le32(len(frame))
        chunks += chunk
        pos += len(chunk)
    body = b"AVI " + hdrl + riff_list(b"movi", chunks) + riff_chunk(b"idx1", index)
    return b"RIFF" + le32(len(body)) + body


def wav(rate, seconds):
    n = int(rate * seconds)
    fmt = riff_chunk(b"fmt ", le16(1) + le16(1) + le32(rate) + le32(rate) + le16(1) + le16(8))
    body = b"WAVE" + fmt + riff_chunk(b"data", b"\x80" * n)
    return b"RIFF" + le32(len(body)) + body
