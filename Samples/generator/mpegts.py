"""MPEG-2 transport streams (ISO/IEC 13818-1): packets, PSI sections, PES timestamps, and the
AVCHD M2TS of issue 14 (H.264 SPS, SEI MDPM recording date, 192-byte packets).
"""

from .binary import crc_msb32, u16, u32


def ts_packet(pid, payload, pusi, cc, adaptation=None):
    header = bytes([0x47, (0x40 if pusi else 0) | (pid >> 8), pid & 0xFF])
    if adaptation is None and len(payload) == 184:
        return header + bytes([0x10 | cc]) + payload
    need = 184 - len(payload)  # bytes for the adaptation field incl. its length byte
    field = adaptation or b""
    assert need >= 1 + len(field)
    af = bytes([need - 1]) + field + b"\xFF" * (need - 1 - len(field))
    if need == 1:
        af = b"\x00"
    return header + bytes([0x30 | cc]) + af + payload


def psi_section(table_id, ext, body):
    section = bytes([table_id]) + u16(0xB000 | (5 + len(body) + 4)) + u16(ext) + b"\xC1\x00\x00" + body
    return b"\x00" + section + u32(crc_msb32(section, 0xFFFFFFFF))


def pts_bytes(pts, prefix=0x2):
    return bytes([(prefix << 4) | (((pts >> 30) & 7) << 1) | 1,
                  (pts >> 22) & 0xFF, (((pts >> 15) & 0x7F) << 1) | 1,
                  (pts >> 7) & 0xFF, ((pts & 0x7F) << 1) | 1])


def mpeg_ts():
    pat = psi_section(0x00, 1, u16(1) + u16(0xE000 | 0x1000))
    pmt = psi_section(0x02, 1, u16(0xE000 | 0x100) + u16(0xF000) + b"\x1B" + u16(0xE000 | 0x100) + u16(0xF000))
    packets = [ts_packet(0x0000, pat + b"\xFF" * (184 - len(pat)), True, 0),
               ts_packet(0x1000, pmt + b"\xFF" * (184 - len(pmt)), True, 0)]
    for cc, pts in enumerate([90000, 93600]):
        pes = b"\x00\x00\x01\xE0\x00\x00\x80\x80\x05" + pts_bytes(pts) + b"\x00\x00\x00\x01\x09\xF0"
        pcr = u32((pts - 9000) >> 1) + bytes([0x7E | ((pts - 9000) & 1) << 7, 0x00])
        packets.append(ts_packet(0x0100, pes, True, cc, adaptation=b"\x50" + pcr))
    return b"".join(packets)


def h264_sps_1080(profile=66, vui=None):
    """Baseline SPS (ITU-T H.264 §7.3.2.1.1): 120x68 macroblocks, frame cropping of 4 rows at
    the bottom (2 luma lines each): 1920x1080. `profile` 77 (Main) has the same syntax. With
    `vui` ((time_scale, num_units_in_tick), (primaries, transfer, matrix)), VUI parameters
    (Annex E.1.1) state the colour description and the timing."""
    bits = []

    def put(value, count):
        bits.extend((value >> (count - 1 - i)) & 1 for i in range(count))

    def ue(value):
        v = value + 1
        put(0, v.bit_length() - 1)
        put(v, v.bit_length())

    put(profile, 8), put(0, 8), put(40, 8), ue(0), ue(0), ue(2), ue(1), put(0, 1), ue(119), ue(67)
    put(1, 1), put(1, 1), put(1, 1), ue(0), ue(0), ue(0), ue(4)
    if vui is None:
        put(0, 1)
    else:
        (scale, tick), (primaries, transfer, matrix) = vui
        put(1, 1)  # vui_parameters_present
        put(0, 1), put(0, 1)  # no aspect ratio, no overscan info
        put(1, 1), put(5, 3), put(0, 1), put(1, 1), put(primaries, 8), put(transfer, 8), put(matrix, 8)
        put(0, 1)  # no chroma location
        put(1, 1), put(tick, 32), put(scale, 32), put(1, 1)  # timing, fixed frame rate
        put(0, 1), put(0, 1), put(0, 1), put(0, 1)  # no HRD, no pic_struct, no restriction
    put(1, 1)  # rbsp_stop_one_bit
    while len(bits) % 8:
        bits.append(0)
    return bytes(int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8))


def h264_escape(rbsp):
    out, zeros = bytearray(), 0
    for b in rbsp:
        if zeros >= 2 and b <= 3:
            out.append(3)
            zeros = 0
        out.append(b)
        zeros = zeros + 1 if b == 0 else 0
    return bytes(out)


MDPM_UUID = bytes.fromhex("17ee8c60f84d11d98cd60800200c9a66")


def avchd_m2ts():
    """AVCHD transport stream (192-byte packets with a 4-byte timestamp): PAT, PMT (H.264 on
    PID 0x1011), one PES with an access unit delimiter, SPS 1920x1080, two null packets (ExifTool
    wants 4 packets at least), and an SEI whose
    user_data_unregistered message is the MDPM: time code 00:00:00:00, 0x18 zone 0x44 (DST,
    +2 h) year 2019 month 04, 0x19 day 24 22:24:00 (ExifTool H264.pm)."""
    entries = [(0x13, b"\0\0\0\0"), (0x18, bytes([0x44, 0x20, 0x19, 0x04])), (0x19, bytes([0x24, 0x22, 0x24, 0x00]))]
    mdpm = MDPM_UUID + b"MDPM" + bytes([len(entries)]) + b"".join(bytes([t]) + d for t, d in entries)
    sei = b"\0\0\0\x01\x06" + h264_escape(bytes([5, len(mdpm)]) + mdpm + b"\x80")
    es = b"\0\0\0\x01\x09\x10" + b"\0\0\0\x01\x67" + h264_escape(h264_sps_1080()) + sei
    pat = psi_section(0x00, 1, u16(1) + u16(0xE000 | 0x100))
    pmt = psi_section(0x02, 1, u16(0xE000 | 0x1011) + u16(0xF000) + b"\x1B" + u16(0xE000 | 0x1011) + u16(0xF000))
    pes = b"\x00\x00\x01\xE0\x00\x00\x80\x80\x05" + pts_bytes(90000) + es
    assert len(pes) <= 184, len(pes)
    packets = [ts_packet(0x0000, pat + b"\xFF" * (184 - len(pat)), True, 0),
               ts_packet(0x0100, pmt + b"\xFF" * (184 - len(pmt)), True, 0),
               ts_packet(0x1011, pes, True, 0)]
    packets += [ts_packet(0x1FFF, b"\xFF" * 184, False, cc) for cc in range(2)]  # null packets
    return b"".join(u32(i * 1500) + p for i, p in enumerate(packets))
