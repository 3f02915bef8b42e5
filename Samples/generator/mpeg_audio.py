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
