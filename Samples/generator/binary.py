"""Byte helpers: big- and little-endian integers and floats, padding, the CRCs of FLAC and
MPEG (CRC-8, CRC-16, MSB-first CRC-32).
"""

import struct


def u8(v):
    return struct.pack(">B", v)


def u16(v):
    return struct.pack(">H", v)


def i16(v):
    return struct.pack(">h", v)


def u24(v):
    return struct.pack(">I", v)[1:]


def u32(v):
    return struct.pack(">I", v)


def i32(v):
    return struct.pack(">i", v)


def u64(v):
    return struct.pack(">Q", v)


def f32(v):
    return struct.pack(">f", v)


def f64(v):
    return struct.pack(">d", v)


def le16(v):
    return struct.pack("<H", v)


def le24(v):
    return struct.pack("<I", v)[:3]


def le32(v):
    return struct.pack("<I", v)


def le64(v):
    return struct.pack("<Q", v)


def lef64(v):
    return struct.pack("<d", v)


def pad2(b):
    return b + (b"\0" if len(b) % 2 else b"")


def crc_msb32(data, init):
    """CRC-32 with polynomial 0x04C11DB7, MSB first, no reflection, no final XOR.

    init 0 is Ogg's page checksum (RFC 3533); init 0xFFFFFFFF is MPEG-2 PSI's CRC_32
    (ISO/IEC 13818-1 Annex A)."""
    crc = init
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else (crc << 1)
            crc &= 0xFFFFFFFF
    return crc


def crc8_flac(data):
    """FLAC frame header CRC-8 (polynomial 0x07, init 0)."""
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


def crc16_flac(data):
    """FLAC frame footer CRC-16 (polynomial 0x8005, init 0)."""
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x8005) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc
