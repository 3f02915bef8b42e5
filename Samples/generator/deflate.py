"""Deflate (RFC 1951), our own: fixed Huffman codes, literals plus distance-1 runs. Deterministic
across zlib versions, and small for the flat dummy images used here.
"""

import zlib

from .binary import u32


class BitWriterLSB:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.n = 0

    def bits(self, value, count):
        """Write `count` bits of `value`, least significant bit first."""
        self.acc |= value << self.n
        self.n += count
        while self.n >= 8:
            self.out.append(self.acc & 0xFF)
            self.acc >>= 8
            self.n -= 8

    def huff(self, code, length):
        """Write a Huffman code, most significant bit first (RFC 1951 §3.1.1)."""
        rev = 0
        for i in range(length):
            rev |= ((code >> i) & 1) << (length - 1 - i)
        self.bits(rev, length)

    def flush(self):
        if self.n:
            self.out.append(self.acc & 0xFF)
        self.acc = 0
        self.n = 0
        return bytes(self.out)


LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
               99, 115, 131, 163, 195, 227, 258]
LENGTH_EXTRA = [0] * 8 + [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 4 + [0]


def _fixed_literal(w, sym):
    if sym <= 143:
        w.huff(0x30 + sym, 8)
    elif sym <= 255:
        w.huff(0x190 + sym - 144, 9)
    elif sym <= 279:
        w.huff(sym - 256, 7)
    else:
        w.huff(0xC0 + sym - 280, 8)


def deflate(data):
    w = BitWriterLSB()
    w.bits(1, 1)  # BFINAL
    w.bits(1, 2)  # BTYPE 01: fixed Huffman
    i, n = 0, len(data)
    while i < n:
        _fixed_literal(w, data[i])
        i += 1
        run = 0
        while i + run < n and data[i + run] == data[i - 1]:
            run += 1
        while run >= 3:
            length = min(run, 258)
            idx = 28 if length == 258 else max(k for k in range(28) if LENGTH_BASE[k] <= length)
            _fixed_literal(w, 257 + idx)
            if LENGTH_EXTRA[idx]:
                w.bits(length - LENGTH_BASE[idx], LENGTH_EXTRA[idx])
            w.huff(0, 5)  # distance code 0 = distance 1
            i += length
            run -= length
    _fixed_literal(w, 256)
    out = w.flush()
    assert zlib.decompress(out, -15) == bytes(data)
    return out


def zlib_stream(data):
    out = b"\x78\x01" + deflate(data) + u32(zlib.adler32(data) & 0xFFFFFFFF)
    assert zlib.decompress(out) == bytes(data)
    return out
