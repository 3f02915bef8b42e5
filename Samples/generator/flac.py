"""FLAC (RFC 9639): STREAMINFO and frames with their CRCs."""

import hashlib

from .binary import crc16_flac, crc8_flac, u16, u24


def flac(rate, seconds):
    """fLaC + STREAMINFO + real frames (CONSTANT subframes of silence), 8-bit mono.
    Frame/sample rate codes from RFC 9639 §9.1."""
    total = int(rate * seconds)
    assert rate == 8000
    block = 4096
    frames, number, done = [], 0, 0
    while done < total:
        size = min(block, total - done)
        if size == block:
            header = b"\xFF\xF8" + bytes([0xC4, 0x02, number])  # 4096 samples, 8 kHz, mono, 8 bit
        else:
            header = b"\xFF\xF8" + bytes([0x74, 0x02, number]) + u16(size - 1)
        header += bytes([crc8_flac(header)])
        frame = header + b"\x00\x00"  # subframe: CONSTANT, value 0
        frame += u16(crc16_flac(frame))
        frames.append(frame)
        done += size
        number += 1
    md5 = hashlib.md5(b"\0" * total).digest()
    info = u16(block) + u16(block) + u24(min(map(len, frames))) + u24(max(map(len, frames)))
    packed = (rate << 44) | (0 << 41) | (7 << 36) | total
    info += packed.to_bytes(8, "big") + md5
    return b"fLaC" + b"\x80" + u24(len(info)) + info + b"".join(frames)
