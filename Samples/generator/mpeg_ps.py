"""MPEG-2 program stream (ISO/IEC 13818-1 §2.5): pack headers with an SCR, a system header and
video PES packets with PTS carrying an MPEG-2 video elementary stream (ISO/IEC 13818-2)."""

from .binary import u16


def scr_bytes(scr, mux_rate):
    """The 10 bytes after a pack start code (§2.5.3.4): '01', SCR base (33 bits) and extension
    (9 bits, 0 here) with marker bits, program_mux_rate (22 bits, units of 50 bytes/s), two
    markers, reserved bits and a stuffing length of 0."""
    v = (0b01 << 46) | (((scr >> 30) & 7) << 43) | (1 << 42) | (((scr >> 15) & 0x7FFF) << 27) \
        | (1 << 26) | ((scr & 0x7FFF) << 11) | (1 << 10) | (0 << 1) | 1
    return v.to_bytes(6, "big") + ((mux_rate << 2) | 3).to_bytes(3, "big") + b"\xF8"


def pts_bytes(pts, prefix=0b0010):
    """A 5-byte PTS field (§2.4.3.7): prefix, PTS[32..30], marker, [29..15], marker,
    [14..0], marker."""
    v = (prefix << 36) | (((pts >> 30) & 7) << 33) | (1 << 32) | (((pts >> 15) & 0x7FFF) << 17) \
        | (1 << 16) | ((pts & 0x7FFF) << 1) | 1
    return v.to_bytes(5, "big")


def sequence_header(w, h, frame_rate_code):
    """MPEG-2 video sequence header (13818-2 §6.2.2.1): size, aspect 1:1 (1), frame rate code,
    bit rate 0x3FFFF (VBR), VBV buffer 112, no quantiser matrices."""
    bits = (w << 52) | (h << 40) | (1 << 36) | (frame_rate_code << 32) | (0x3FFFF << 14) \
        | (1 << 13) | (112 << 3)
    return b"\x00\x00\x01\xB3" + bits.to_bytes(8, "big")


def picture(temporal_reference, coding_type):
    """A picture header (13818-2 §6.2.3) and one empty slice: the dummy content of a frame."""
    bits = (temporal_reference << 22) | (coding_type << 19) | (0xFFFF << 3)
    return b"\x00\x00\x01\x00" + bits.to_bytes(4, "big") + b"\x00\x00\x01\x01\x0A\x00"


def sequence_extension(profile_and_level):
    """A sequence extension (13818-2 §6.2.2.3): identifier 1, profile_and_level_indication,
    progressive, 4:2:0, no size or rate extensions, marker, low_delay 0."""
    bits = (1 << 44) | (profile_and_level << 36) | (1 << 35) | (1 << 33) | (1 << 12)
    return b"\x00\x00\x01\xB5" + bits.to_bytes(6, "big")


def program_stream(w, h, frames, fps_code=3, fps=25, start_pts=90000, wrap=False, extension=None,
                   audio=None):
    """`frames` video frames at `fps` (frame_rate_code `fps_code`), one pack + one PES per
    frame, the SCR 0.2 s before each PTS; an end code closes the stream. With `wrap`, the
    first PTS sits just below 2^33 so the clock wraps round inside the stream. With
    `extension` (a profile_and_level_indication), a sequence extension follows the sequence
    header (MPEG-2); with `audio` (an elementary audio frame), each pack also carries an
    audio PES (stream C0) with the frame."""
    step = 90000 // fps
    if wrap:
        start_pts = (1 << 33) - step * (frames // 2)
    mux_rate = 2500  # 125,000 bytes/s
    out = b""
    # System header (§2.5.3.5): rate bound, audio bound 1, video bound 1, one stream entry
    # (E0, P-STD buffer 232 × 1024 bytes).
    fields = ((1 << 23) | (mux_rate << 1) | 1).to_bytes(3, "big") + bytes([0x04, 0xE1, 0xFF]) \
        + b"\xE0" + u16(0xE000 | 232)
    system = b"\x00\x00\x01\xBB" + u16(len(fields)) + fields
    for i in range(frames):
        pts = (start_pts + i * step) % (1 << 33)
        scr = (pts - 18000) % (1 << 33)
        es = b""
        if i == 0:
            es += sequence_header(w, h, fps_code)
            if extension is not None:
                es += sequence_extension(extension)
        es += picture(i, 1 if i == 0 else 2)
        pes_header = b"\x81\x80\x05" + pts_bytes(pts)
        pes = b"\x00\x00\x01\xE0" + u16(len(pes_header) + len(es)) + pes_header + es
        if audio is not None:
            pes += b"\x00\x00\x01\xC0" + u16(len(pes_header) + len(audio)) + pes_header + audio
        out += b"\x00\x00\x01\xBA" + scr_bytes(scr, mux_rate) + (system if i == 0 else b"") + pes
    return out + b"\x00\x00\x01\xB9"
