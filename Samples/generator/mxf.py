"""MXF (SMPTE ST 377-1): a header partition with header metadata (primer pack, Preface,
Content Storage, a Material Package and a File Package, each with one timeline track and a
sequence holding a source clip, a CDCI picture descriptor), an index-less body and a footer.

Local sets use the static local tags of ST 377-1 Annex B; a strong reference is the 16-byte
InstanceUID of the set it points to, a batch is u32 count + u32 item length + items."""

from .binary import u16, u32, u64

UL_PREFIX = bytes.fromhex("060E2B34")


def ber(n):
    """A BER length, always in the 4-byte long form (0x83 + 3 bytes), as many writers do."""
    return b"\x83" + n.to_bytes(3, "big")


def klv(key, value):
    return key + ber(len(value)) + value


def set_key(kind):
    """Key of a header-metadata local set (ST 377-1 §9.1): 06 0E 2B 34 02 53 01 01 0D 01 01
    01 01 01 kk 00, kk naming the set (2F Preface, 18 Content Storage, 36 Material Package,
    37 Source Package, 3B Timeline Track, 0F Sequence, 11 Source Clip, 28 CDCI descriptor)."""
    return bytes.fromhex("060E2B34025301010D0101010101") + bytes([kind, 0x00])


def tag(t, value):
    return u16(t) + u16(len(value)) + value


def uid(n):
    return bytes.fromhex("4D4B4D58460000000000000000000000")[:12] + u32(n)


def batch(*items):
    return u32(len(items)) + u32(16) + b"".join(items)


def umid(n):
    return bytes.fromhex("060A2B340101010501010D20130000") + bytes([n]) + bytes(16)


def rational(num, den):
    return u32(num) + u32(den)


PICTURE_DEF = bytes.fromhex("060E2B34040101010103020201000000")  # Picture essence track
OP1A = bytes.fromhex("060E2B34040101010D01020101010900")
MXF_GC_GENERIC = bytes.fromhex("060E2B34040101030D01030102047F01")
MPEG_ES_FRAME = bytes.fromhex("060E2B34040101020D01030102046001")  # MPEG ES, frame wrapped
BWF_FRAME = bytes.fromhex("060E2B34040101010D01030102060100")  # BWF, frame wrapped
PICTURE_ELEMENT = bytes.fromhex("060E2B34010201010D01030115010501")  # picture item, track 15010501


def partition(kind, this, previous, footer, header_bytes, body_sid, essence):
    """A partition pack (ST 377-1 §7.1): key 06 0E 2B 34 02 05 01 01 0D 01 02 01 01 kk 04 00
    (kk 02 header, 03 body, 04 footer; 04 = closed and complete)."""
    key = bytes.fromhex("060E2B34020501010D010201") + bytes([0x01, kind, 0x04, 0x00])
    value = (u16(1) + u16(3) + u32(1) + u64(this) + u64(previous) + u64(footer) + u64(header_bytes)
             + u64(0) + u32(0) + u64(0) + u32(body_sid) + OP1A + u32(1) + u32(16) + essence)
    return klv(key, value)


def mxf_op1a(edit_rate, frames, w, h, picture_coding=None, sound=None):
    """An OP1a file of `frames` edit units at `edit_rate` (num, den), no essence data: the
    Material Package's timeline track says EditRate and its Sequence says Duration. With
    `picture_coding` (a UL), the picture descriptor states its PictureEssenceCoding; with
    `sound` ((rate, channels, bits)), a WAVE audio descriptor follows it."""
    num, den = edit_rate
    primer = klv(bytes.fromhex("060E2B34020501010D01020101050100"), u32(0) + u32(18))
    sets = []

    def local_set(kind, instance, *tags):
        sets.append(klv(set_key(kind), tag(0x3C0A, uid(instance)) + b"".join(tags)))

    def track(instance, track_id, sequence, clip, source_package=None, source_track=0):
        local_set(0x3B, instance, tag(0x4801, u32(track_id)), tag(0x4804, u32(0x15010500 + track_id)),
                  tag(0x4B01, rational(num, den)), tag(0x4B02, u64(0)), tag(0x4803, uid(sequence)))
        local_set(0x0F, sequence, tag(0x0201, PICTURE_DEF), tag(0x0202, u64(frames)),
                  tag(0x1001, batch(uid(clip))))
        local_set(0x11, clip, tag(0x0201, PICTURE_DEF), tag(0x0202, u64(frames)), tag(0x1201, u64(0)),
                  tag(0x1101, umid(source_package) if source_package else bytes(32)),
                  tag(0x1102, u32(source_track)))

    local_set(0x2F, 1, tag(0x3B02, u64(0)), tag(0x3B05, u16(259)), tag(0x3B03, uid(2)),
              tag(0x3B09, OP1A), tag(0x3B0A, batch(MXF_GC_GENERIC)), tag(0x3B0B, u32(0)))
    local_set(0x18, 2, tag(0x1901, batch(uid(10), uid(20))), tag(0x1902, batch()))
    local_set(0x36, 10, tag(0x4401, umid(1)), tag(0x4405, u64(0)), tag(0x4404, u64(0)),
              tag(0x4403, batch(uid(11))))
    track(11, 1, 12, 13, source_package=2, source_track=1)
    local_set(0x37, 20, tag(0x4401, umid(2)), tag(0x4405, u64(0)), tag(0x4404, u64(0)),
              tag(0x4403, batch(uid(21))), tag(0x4701, uid(30)))
    track(21, 1, 22, 23)
    # CDCI picture descriptor (ST 377-1 Annex F): linked track, sample rate, container, size.
    local_set(0x28, 30, tag(0x3006, u32(1)), tag(0x3001, rational(num, den)), tag(0x3002, u64(frames)),
              tag(0x3004, MPEG_ES_FRAME), tag(0x3203, u32(w)), tag(0x3202, u32(h)),
              tag(0x320E, rational(w, h)), tag(0x3301, u32(8)),
              *([tag(0x3201, picture_coding)] if picture_coding else []))
    if sound is not None:
        rate, channels, bits = sound
        align = channels * bits // 8
        local_set(0x48, 31, tag(0x3006, u32(2)), tag(0x3001, rational(num, den)), tag(0x3004, BWF_FRAME),
                  tag(0x3D03, rational(rate, 1)), tag(0x3D07, u32(channels)), tag(0x3D01, u32(bits)),
                  tag(0x3D0A, u16(align)), tag(0x3D09, u32(rate * align)))
    metadata = primer + b"".join(sets)
    # One tiny dummy essence element per edit unit, in the header partition (body SID 1).
    essence = b"".join(klv(PICTURE_ELEMENT, b"\x00\x00\x01\xB7") for _ in range(frames))
    header_pack_len = len(partition(2, 0, 0, 0, 0, 0, MPEG_ES_FRAME))
    footer_at = header_pack_len + len(metadata) + len(essence)
    header = partition(2, 0, 0, footer_at, len(metadata), 1, MPEG_ES_FRAME) + metadata + essence
    footer = partition(4, footer_at, 0, footer_at, 0, 0, MPEG_ES_FRAME)
    return header + footer
