"""Ogg (RFC 3533): pages with CRCs; Vorbis (Vorbis I spec) and Opus (RFC 7845) streams."""

import struct

from .binary import crc_msb32, le16, le32


def ogg_page(serial, seq, granule, packets, bos=False, eos=False):
    lacing = b""
    for p in packets:
        n = len(p)
        lacing += b"\xFF" * (n // 255) + bytes([n % 255])
    flags = (0x02 if bos else 0) | (0x04 if eos else 0)
    head = b"OggS\x00" + bytes([flags]) + struct.pack("<qII", granule, serial, seq)
    page = head + b"\0\0\0\0" + bytes([len(lacing)]) + lacing + b"".join(packets)
    crc = crc_msb32(page, 0)
    return page[:22] + le32(crc) + page[26:]


def ogg_vorbis(rate, seconds):
    serial = 0x4D4B0001
    ident = b"\x01vorbis" + le32(0) + b"\x01" + le32(rate) + le32(0) + le32(0) + le32(0) + b"\xB8\x01"
    vendor = b"MediaKind sample generator"
    comment = b"\x03vorbis" + le32(len(vendor)) + vendor + le32(0) + b"\x01"
    setup = b"\x05vorbis" + b"\0" * 24 + b"\x01"  # dummy codebooks
    audio = [b"\0" * 8] * 4
    return (ogg_page(serial, 0, 0, [ident], bos=True) + ogg_page(serial, 1, 0, [comment, setup])
            + ogg_page(serial, 2, int(rate * seconds), audio, eos=True))


def ogg_opus(seconds, pre_skip=312):
    serial = 0x4D4B0002
    head = b"OpusHead" + b"\x01\x01" + le16(pre_skip) + le32(48000) + le16(0) + b"\x00"
    vendor = b"MediaKind sample generator"
    tags = b"OpusTags" + le32(len(vendor)) + vendor + le32(0)
    # 20 ms CELT frames (TOC 0xF8, zero-length frame = silence/DTX). The stream starts at sample 0:
    # enough packets to cover pre-skip + duration, and the EOS page's granule position
    # (pre-skip + 48000 x seconds) trims the end (RFC 7845 §4.4, §4.5).
    granule = int(seconds * 48000) + pre_skip
    packets = [b"\xF8"] * -(-granule // 960)
    return (ogg_page(serial, 0, 0, [head], bos=True) + ogg_page(serial, 1, 0, [tags])
            + ogg_page(serial, 2, granule, packets, eos=True))
