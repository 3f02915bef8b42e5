"""MPEG audio: ID3v2.4 tags (synchsafe sizes), MPEG-1 layer III frames, ADTS AAC frames."""

from .isobmff import AAC_SILENT_FRAME


def id3v24(frames):
    body = b""
    for fid, text in frames:
        payload = b"\x03" + text.encode("utf-8")
        body += fid.encode() + synchsafe(len(payload)) + b"\0\0" + payload
    return b"ID3\x04\x00\x00" + synchsafe(len(body)) + body


def synchsafe(n):
    return bytes([(n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F])


def mp3_frames(count):
    """MPEG-1 Layer III, 32 kbit/s, 32 kHz, mono, no CRC: 144-byte frames, 1152 samples each,
    silent (side info and main data all zero)."""
    header = b"\xFF\xFB\x18\xC4"
    return (header + b"\0" * (144 - 4)) * count


def adts_frames(count, rate_index):
    frame_len = 7 + len(AAC_SILENT_FRAME)
    h = bytes([0xFF, 0xF1, (1 << 6) | (rate_index << 2) | 0, (1 << 6) | (frame_len >> 11),
               (frame_len >> 3) & 0xFF, ((frame_len & 7) << 5) | 0x1F, 0xFC])
    return (h + AAC_SILENT_FRAME) * count


def id3v23_picture(picture_bytes):
    """ID3v2.3 tag (plain 32-bit frame sizes) with one APIC frame (front cover, image/jpeg) of
    `picture_bytes` bytes of picture data: a cover large enough to push what follows the tag
    past the first 64 KiB of the file."""
    picture = b"\xFF\xD8\xFF\xE0" + bytes(picture_bytes - 6) + b"\xFF\xD9"
    payload = b"\x00" + b"image/jpeg\0" + b"\x03" + b"\0" + picture
    body = b"APIC" + len(payload).to_bytes(4, "big") + b"\0\0" + payload
    return b"ID3\x03\x00\x00" + synchsafe(len(body)) + body


def apev2_header_tag(items):
    """An APEv2 tag with a header (so it may start a file) and a footer: 32-byte header,
    items (u32le value size, u32le flags, key, NUL, value), 32-byte footer. The size field
    counts the items and the footer, not the header (APEv2 specification, "APE Tags Header")."""
    body = b""
    for key, value in items:
        v = value.encode("utf-8")
        body += len(v).to_bytes(4, "little") + bytes(4) + key.encode() + b"\0" + v
    size = len(body) + 32

    def frame(flags):
        return (b"APETAGEX" + (2000).to_bytes(4, "little") + size.to_bytes(4, "little")
                + len(items).to_bytes(4, "little") + flags.to_bytes(4, "little") + bytes(8))

    # Flags: bit 31 the tag has a header, bit 29 this is the header.
    return frame(0xA0000000) + body + frame(0x80000000)
