"""Small audio formats: AMR-NB (RFC 4867 storage format), CAF (Apple Core Audio Format)
and a one-note standard MIDI file.
"""

from .binary import f64, u16, u32, u64


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
