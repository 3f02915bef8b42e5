"""Small audio formats: AMR-NB (RFC 4867 storage format), CAF (Apple Core Audio Format)
and a one-note standard MIDI file.
"""

from .binary import f64, le32, le64, u16, u32, u64


def amr_nb(frames):
    return b"#!AMR\n" + (b"\x3C" + b"\0" * 31) * frames


def caf(rate, seconds):
    n = int(rate * seconds)
    desc = f64(float(rate)) + b"lpcm" + u32(0) + u32(1) + u32(1) + u32(1) + u32(8)
    data = u32(0) + b"\0" * n
    return (b"caff" + u16(1) + u16(0) + b"desc" + u64(len(desc)) + desc
            + b"data" + u64(len(data)) + data)


def midi_one_note():
    events = (b"\x00\xFF\x51\x03\x07\xA1\x20"   # tempo 500000 µs per quarter note
              b"\x00\x90\x3C\x64"                # note on, middle C
              b"\x60\x80\x3C\x40"                # 96 ticks later: note off
              b"\x00\xFF\x2F\x00")               # end of track
    return b"MThd" + u32(6) + u16(0) + u16(1) + u16(96) + b"MTrk" + u32(len(events)) + events


def ac3_frames(count, acmod, lfe, extra=b""):
    """`count` AC-3 syncframes (ATSC A/52 §5.3-5.4) of 48 kHz at 192 kbit/s (frmsizecod 20:
    768 bytes), bsid 8, bsmod 0: the bsi's acmod, then the 2-bit fields acmod implies
    (cmixlev, surmixlev, dsurmod, all 0) and lfeon; the rest of each frame is zero."""
    mixes = (2 if acmod & 1 and acmod != 1 else 0) + (2 if acmod & 4 else 0) + (2 if acmod == 2 else 0)
    text = format(acmod, "03b") + "0" * mixes + str(lfe)
    text += "0" * (-len(text) % 8)
    bsi = int(text, 2).to_bytes(len(text) // 8, "big")
    frame = b"\x0B\x77\x00\x00" + bytes([0x14, 0x40]) + bsi
    return (frame + b"\0" * (768 - len(frame))) * count


def dsf(rate, channels, samples, lsb_first=True):
    """A Sony DSF file (DSF File Format Specification 1.01): DSD chunk, fmt chunk (version 1,
    raw DSD, channel type by count, bits 1 = LSB first or 8 = MSB first, block size 4096),
    data chunk of one block per channel (silence pattern 0x69)."""
    block = 4096
    data = b"\x69" * (block * channels)
    fmt = (b"fmt " + le64(52) + le32(1) + le32(0) + le32({1: 1, 2: 2}[channels])
           + le32(channels) + le32(rate) + le32(1 if lsb_first else 8)
           + le64(samples) + le32(block) + le32(0))
    body = fmt + b"data" + le64(12 + len(data)) + data
    return b"DSD " + le64(28) + le64(28 + len(body)) + le64(0) + body


def dff(rate, channels, frames):
    """A Philips DSDIFF 1.5 file: FRM8 form "DSD ", FVER, PROP "SND " (FS, CHNL with SLFT/SRGT,
    CMPR "DSD " not compressed), DSD sound data of `frames` sample frames (1 bit a channel)."""
    def chunk(cid, body):
        return cid + u64(len(body)) + body + (b"\0" if len(body) % 2 else b"")
    ids = [b"SLFT", b"SRGT", b"C   ", b"LFE ", b"LS  ", b"RS  "][:channels]
    compression = b"DSD " + bytes([14]) + b"not compressed" + b"\0"
    prop = b"SND " + chunk(b"FS  ", u32(rate)) + chunk(b"CHNL", u16(channels) + b"".join(ids)) \
        + chunk(b"CMPR", compression)
    body = b"DSD " + chunk(b"FVER", u32(0x01050000)) + chunk(b"PROP", prop) \
        + chunk(b"DSD ", b"\x69" * (frames * channels // 8))
    return b"FRM8" + u64(len(body)) + body


def musepack_sv8(samples, rate_index, channels):
    """Musepack SV8 (the SV8 specification): "MPCK", a Stream Header packet (CRC 0, version 8,
    sample count, no leading silence, rate index and max band 31, channels − 1 and mid-side,
    block frames 3), and the Stream End packet."""
    def varint(v):
        out = [v & 0x7F]
        v >>= 7
        while v:
            out.append(0x80 | (v & 0x7F))
            v >>= 7
        return bytes(reversed(out))
    body = u32(0) + b"\x08" + varint(samples) + varint(0) + bytes([rate_index << 5 | 31, (channels - 1) << 4 | 8 | 3])
    sh = b"SH" + bytes([len(body) + 3]) + body
    return b"MPCK" + sh + b"SE\x03"
