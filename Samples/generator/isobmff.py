"""ISO BMFF (ISO/IEC 14496-12), HEIF (ISO/IEC 23008-12), QuickTime (Apple QTFF)"""

from .binary import f32, i16, i32, u16, u24, u32, u8


def box(btype, *payloads):
    data = b"".join(payloads)
    if isinstance(btype, int):
        btype = u32(btype)
    elif isinstance(btype, str):
        btype = btype.encode("latin-1")
    assert len(btype) == 4
    return u32(8 + len(data)) + btype + data


def fullbox(btype, version, flags, *payloads):
    return box(btype, u32((version << 24) | flags), *payloads)


def ftyp(major, minor, compatible):
    return box("ftyp", major.encode(), u32(minor), *[c.encode() for c in compatible])


def cstr(text):
    return text.encode("utf-8") + b"\0"


def hdlr(handler, component=b"\0\0\0\0", name=""):
    return fullbox("hdlr", 0, 0, component, handler.encode(), b"\0" * 12, cstr(name))


def hvcC():
    """HEVCDecoderConfigurationRecord (ISO/IEC 14496-15 §8.3.3), Main profile, no NAL arrays."""
    return box("hvcC", b"\x01\x01" + u32(0x60000000) + b"\x90\0\0\0\0\0" + b"\x5A"
               + b"\xF0\x00\xFC\xFD\xF8\xF8" + u16(0) + b"\x0F" + b"\x00")


def avcC():
    """AVCDecoderConfigurationRecord (ISO/IEC 14496-15 §5.3.3), High profile, no SPS/PPS, with
    the High-profile tail (chroma_format 4:2:0, 8-bit luma/chroma, no SPS extensions)."""
    return box("avcC", AVC_CONFIG)


AVC_CONFIG = b"\x01\x64\x00\x28\xFF\xE0\x00" + b"\xFD\xF8\xF8\x00"


def av1C():
    """AV1CodecConfigurationRecord (AV1-ISOBMFF §2.3): version 1, main profile, 4:2:0."""
    return box("av1C", b"\x81\x00\x0C\x00")


def ispe(w, h):
    return fullbox("ispe", 0, 0, u32(w), u32(h))


def irot(angle):
    return box("irot", u8(angle & 3))


def auxC(urn):
    return fullbox("auxC", 0, 0, cstr(urn))


def pixi(*bits):
    return fullbox("pixi", 0, 0, u8(len(bits)), bytes(bits))


def colr_nclx(primaries=1, transfer=13, matrix=6, full=True):
    return box("colr", b"nclx", u16(primaries), u16(transfer), u16(matrix), u8(0x80 if full else 0))


def cmin(focal_x, pp_x, pp_y, shift=10):
    """Camera intrinsics (ISO/IEC 23008-12 §6.5.40): simplified form, denominator 2^shift."""
    return fullbox("cmin", 0, shift << 8, i32(focal_x), i32(pp_x), i32(pp_y))


def cmex(pos_x_um, pos_y_um, pos_z_um, quat=(0, 0, 0)):
    """Camera extrinsics (ISO/IEC 23008-12 §6.5.39): position (µm) and a 16-bit quaternion."""
    return fullbox("cmex", 0, 0x0F, i32(pos_x_um), i32(pos_y_um), i32(pos_z_um),
                   i16(quat[0]), i16(quat[1]), i16(quat[2]))


class Item:
    def __init__(self, item_id, item_type, data, props=(), hidden=False, name="",
                 content_type=None):
        self.id, self.type, self.data = item_id, item_type, data
        self.props = list(props)  # list of (property box bytes, essential)
        self.hidden, self.name, self.content_type = hidden, name, content_type


def heif_meta(items, primary, irefs, groups, data_offset):
    """A HEIF `meta` box whose iloc extents point at data_offset + the items' data, in order."""
    ipco, index = [], {}
    ipma = b""
    for it in items:
        assoc = b""
        for prop, essential in it.props:
            if prop not in index:
                ipco.append(prop)
                index[prop] = len(ipco)
            assoc += u8((0x80 if essential else 0) | index[prop])
        if it.props:
            ipma += u16(it.id) + u8(len(it.props)) + assoc
    n_assoc = sum(1 for it in items if it.props)
    infes = b""
    for it in items:
        extra = cstr(it.content_type) if it.content_type else b""
        infes += fullbox("infe", 2, 1 if it.hidden else 0, u16(it.id), u16(0), it.type.encode(),
                         cstr(it.name), extra)
    iloc = b"\x44\x00" + u16(len(items))
    pos = data_offset
    for it in items:
        iloc += u16(it.id) + u16(0) + u16(1) + u32(pos) + u32(len(it.data))
        pos += len(it.data)
    children = [
        hdlr("pict"),
        fullbox("pitm", 0, 0, u16(primary)),
        fullbox("iloc", 0, 0, iloc),
        fullbox("iinf", 0, 0, u16(len(items)), infes),
    ]
    if irefs:
        refs = b"".join(box(t, u16(src), u16(len(dst)), *[u16(d) for d in dst]) for t, src, dst in irefs)
        children.append(fullbox("iref", 0, 0, refs))
    children.append(box("iprp", box("ipco", *ipco), fullbox("ipma", 0, 0, u32(n_assoc), ipma)))
    if groups:
        children.append(box("grpl", *[fullbox(t, 0, 0, u32(gid), u32(len(ids)), *[u32(i) for i in ids])
                                      for t, gid, ids in groups]))
    return fullbox("meta", 0, 0, *children)


def heif_file(major, compatible, items, primary, irefs=(), groups=()):
    head = ftyp(major, 0, compatible)
    meta0 = heif_meta(items, primary, irefs, groups, 0)
    start = len(head) + len(meta0) + 8
    meta = heif_meta(items, primary, irefs, groups, start)
    assert len(meta) == len(meta0)
    return head + meta + box("mdat", *[it.data for it in items])


def hevc_item(item_id, w, h, extra_props=(), hidden=False, data_len=24):
    """An `hvc1` coded image item with dummy data (one length-prefixed NAL of zeros)."""
    data = u32(data_len - 4) + b"\0" * (data_len - 4)
    return Item(item_id, "hvc1", data, [(hvcC(), True), (ispe(w, h), False)] + list(extra_props),
                hidden=hidden)


def heif_exif_item(item_id, tiff):
    """An `Exif` item: u32be offset to the TIFF header (6, past "Exif\\0\\0"), then the data."""
    return Item(item_id, "Exif", u32(6) + b"Exif\0\0" + tiff)


# --- movies ----------------------------------------------------------------------------------

MAC_EPOCH_OFFSET = 2082844800  # seconds from 1904-01-01 to 1970-01-01 (UTC)
IDENTITY = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000]


def rotate90(coded_height):
    """tkhd matrix for a 90° clockwise display rotation: a=0, b=1, c=-1, d=0."""
    return [0, 0x00010000, 0, 0xFFFF0000, 0, 0, coded_height << 16, 0, 0x40000000]


def unix_to_mac(ts):
    return ts + MAC_EPOCH_OFFSET


def visual_entry(fourcc, w, h, children=(), compressor=""):
    name = compressor.encode()[:31]
    return box(fourcc, b"\0" * 6, u16(1), u16(0), u16(0), b"\0" * 12, u16(w), u16(h),
               u32(0x00480000), u32(0x00480000), u32(0), u16(1),
               u8(len(name)) + name + b"\0" * (31 - len(name)), u16(0x0018), i16(-1), *children)


def esds_aac(rate_index, channels):
    asc = (2 << 11) | (rate_index << 7) | (channels << 3)  # AAC-LC AudioSpecificConfig
    dsi = b"\x05\x02" + u16(asc)
    dcd = b"\x04" + u8(13 + len(dsi)) + b"\x40\x15" + u24(0) + u32(64000) + u32(64000) + dsi
    sl = b"\x06\x01\x02"
    es = b"\x03" + u8(3 + len(dcd) + len(sl)) + u16(1) + b"\x00" + dcd + sl
    return fullbox("esds", 0, 0, es)


def audio_entry(rate, channels, rate_index):
    return box("mp4a", b"\0" * 6, u16(1), b"\0" * 8, u16(channels), u16(16), u16(0), u16(0),
               u32(rate << 16), esds_aac(rate_index, channels))


AAC_SILENT_FRAME = b"\x00\x00\x00\x07"  # raw_data_block: SCE, global_gain 0, max_sfb 0, END


def data_atom(type_indicator, value):
    return box("data", u32(type_indicator), u32(0), value)


def key_value(kind, value):
    """(type indicator, bytes) for QuickTime metadata values: 1 UTF-8, 21 signed BE integer
    (width = len), 23 float32 BE."""
    if kind == "utf8":
        return 1, value.encode("utf-8")
    if kind.startswith("int"):
        width = int(kind[3:]) // 8
        return 21, value.to_bytes(width, "big", signed=True)
    if kind == "float32":
        return 23, f32(value)
    raise ValueError(kind)


def quicktime_keys_meta(keys):
    """moov/meta or trak/meta (QuickTime style, no version/flags): hdlr mdta + keys + ilst.
    keys: list of (name, kind, value)."""
    entries = b"".join(u32(8 + len(k.encode())) + b"mdta" + k.encode() for k, _, _ in keys)
    items = b""
    for index, (_, kind, value) in enumerate(keys, start=1):
        t, v = key_value(kind, value)
        items += box(index, data_atom(t, v))
    return box("meta", hdlr("mdta"), fullbox("keys", 0, 0, u32(len(keys)), entries), box("ilst", items))


def mebx_entry(keys):
    """Boxed-metadata sample entry `mebx` (ISO/IEC 14496-12 §12.3.3; QTFF timed metadata):
    a `keys` table of local key ids 1..n, each with `keyd` (namespace mdta + key) and an
    optional `dtyp` (well-known data type)."""
    table = b""
    for local_id, (name, dtype) in enumerate(keys, start=1):
        inner = box("keyd", b"mdta", name.encode())
        if dtype is not None:
            inner += box("dtyp", u32(0), u32(dtype))
        table += box(local_id, inner)
    return box("mebx", b"\0" * 6, u16(1), box("keys", table))


class Track:
    def __init__(self, track_id, handler, timescale, stts, samples, entry, width=0, height=0,
                 matrix=None, edits=None, tref=None, keys=None, quicktime=True):
        self.id, self.handler, self.timescale = track_id, handler, timescale
        self.stts, self.samples, self.entry = stts, samples, entry
        self.width, self.height = width, height
        self.matrix = matrix or IDENTITY
        self.edits, self.tref, self.keys = edits, tref, keys
        self.quicktime = quicktime
        assert sum(c for c, _ in stts) == len(samples)

    def media_duration(self):
        return sum(c * d for c, d in self.stts)

    def duration_in(self, movie_timescale):
        if self.edits:
            return sum(seg_dur for seg_dur, _ in self.edits)
        return self.media_duration() * movie_timescale // self.timescale

    def build(self, movie_timescale, chunk_offset, ctime):
        volume = 0x0100 if self.handler == "soun" else 0
        tkhd = fullbox("tkhd", 0, 3, u32(ctime), u32(ctime), u32(self.id), u32(0),
                       u32(self.duration_in(movie_timescale)), u32(0), u32(0), i16(0), i16(0),
                       u16(volume), u16(0), b"".join(u32(m) for m in self.matrix),
                       u32(self.width << 16), u32(self.height << 16))
        mdhd = fullbox("mdhd", 0, 0, u32(ctime), u32(ctime), u32(self.timescale),
                       u32(self.media_duration()), u16(0x55C4), u16(0))
        if self.handler in ("vide", "pict"):
            header = fullbox("vmhd", 0, 1, u16(0), u16(0), u16(0), u16(0))
        elif self.handler == "soun":
            header = fullbox("smhd", 0, 0, i16(0), u16(0))
        else:
            header = fullbox("nmhd", 0, 0)
        dinf = box("dinf", fullbox("dref", 0, 0, u32(1), fullbox("url ", 0, 1)))
        sizes = [len(s) for s in self.samples]
        if len(set(sizes)) == 1:
            stsz = fullbox("stsz", 0, 0, u32(sizes[0]), u32(len(sizes)))
        else:
            stsz = fullbox("stsz", 0, 0, u32(0), u32(len(sizes)), *[u32(s) for s in sizes])
        stbl = box("stbl",
                   fullbox("stsd", 0, 0, u32(1), self.entry),
                   fullbox("stts", 0, 0, u32(len(self.stts)), *[u32(c) + u32(d) for c, d in self.stts]),
                   fullbox("stsc", 0, 0, u32(1), u32(1), u32(len(self.samples)), u32(1)),
                   stsz,
                   fullbox("stco", 0, 0, u32(1), u32(chunk_offset)))
        component = b"mhlr" if self.quicktime else b"\0\0\0\0"
        mdia = box("mdia", mdhd, hdlr(self.handler, component), box("minf", header, dinf, stbl))
        parts = [tkhd]
        if self.edits:
            elst = b"".join(u32(d) + i32(t) + u16(1) + u16(0) for d, t in self.edits)
            parts.append(box("edts", fullbox("elst", 0, 0, u32(len(self.edits)), elst)))
        if self.tref:
            parts.append(box("tref", *[box(t, *[u32(i) for i in ids]) for t, ids in self.tref]))
        parts.append(mdia)
        if self.keys:
            parts.append(quicktime_keys_meta(self.keys))
        return box("trak", *parts)


def build_moov(tracks, mdat_payload_start, timescale=600, ctime=0, movie_keys=None, udta=None):
    """moov for `tracks`, whose samples sit one chunk per track, in track order, from
    `mdat_payload_start` on."""
    traks, pos = [], mdat_payload_start
    for t in tracks:
        traks.append(t.build(timescale, pos, ctime))
        pos += sum(len(s) for s in t.samples)
    duration = max(t.duration_in(timescale) for t in tracks)
    mvhd = fullbox("mvhd", 0, 0, u32(ctime), u32(ctime), u32(timescale), u32(duration),
                   u32(0x00010000), u16(0x0100), b"\0" * 10,
                   b"".join(u32(m) for m in IDENTITY), b"\0" * 24,
                   u32(max(t.id for t in tracks) + 1))
    parts = [mvhd] + traks
    if movie_keys:
        parts.append(quicktime_keys_meta(movie_keys))
    if udta:
        parts.append(udta)
    return box("moov", *parts)


def movie_file(tracks, *, brand=None, timescale=600, ctime_unix=0, movie_keys=None,
               moov_first=False, wide=True, udta=None):
    """ftyp (optional) [+ wide] + mdat + moov, or ftyp + moov + mdat when moov_first."""
    ctime = unix_to_mac(ctime_unix) if ctime_unix else 0
    head = ftyp(*brand) if brand else b""
    if wide and not moov_first:
        head += box("wide")
    payload = b"".join(b"".join(t.samples) for t in tracks)
    if moov_first:
        size = len(build_moov(tracks, 0, timescale, ctime, movie_keys, udta))
        moov = build_moov(tracks, len(head) + size + 8, timescale, ctime, movie_keys, udta)
        assert len(moov) == size
        return head + moov + box("mdat", payload)
    return head + box("mdat", payload) + build_moov(tracks, len(head) + 8, timescale, ctime, movie_keys, udta)


def cfr_video(track_id, fourcc, config, w, h, fps_timescale, delta, count, *, sample_size=4,
              matrix=None, keys=None, quicktime=True):
    entry = visual_entry(fourcc, w, h, [config] if config else [])
    samples = [u32(sample_size - 4) + b"\0" * (sample_size - 4) if sample_size >= 4 else b"\0" * sample_size] * count
    return Track(track_id, "vide", fps_timescale, [(count, delta)], samples, entry, w, h,
                 matrix=matrix, keys=keys, quicktime=quicktime)


def aac_track(track_id, rate, rate_index, seconds, quicktime=False, channels=1):
    total = int(rate * seconds)
    frames, last = divmod(total, 1024)
    stts = [(frames, 1024)] + ([(1, last)] if last else [])
    count = frames + (1 if last else 0)
    return Track(track_id, "soun", rate, stts, [AAC_SILENT_FRAME] * count,
                 audio_entry(rate, channels, rate_index), quicktime=quicktime)


def mebx_track(track_id, keys, samples, stts, timescale=600, edits=None, describes=1):
    return Track(track_id, "meta", timescale, stts, samples, mebx_entry(keys), edits=edits,
                 tref=[("cdsc", [describes])])


def mebx_item(local_id, value):
    return u32(8 + len(value)) + u32(local_id) + value


def text_entry():
    """QuickTime text sample entry `text` (QTFF "Text Sample Description"): display flags,
    justification, background colour, default text box, font and foreground colour, an empty
    font name."""
    return box("text", b"\0" * 6, u16(1), u32(0), i32(0), u16(0) * 3, u16(0) * 4, b"\0" * 8,
               u16(0), u16(0), u8(0), u16(0), u16(0) * 3, u8(0))


def chapter_track(track_id, timescale, chapters):
    """A QuickTime chapter track: handler `text`, one text sample per chapter (u16 length +
    UTF-8 title), each lasting its duration in `timescale` units. The sound track points at it
    with a `chap` track reference (QTFF "Chapter Lists")."""
    samples = [u16(len(t.encode())) + t.encode() for _, t in chapters]
    return Track(track_id, "text", timescale, [(1, d) for d, _ in chapters], samples, text_entry())


def udta_ilst_meta(items):
    """moov/udta/meta (ISO FullBox, hdlr 'mdir') + ilst of iTunes-style items, each a box
    named by its four bytes (b"\\xa9xyz") holding a UTF-8 'data' atom: as Google Pixel
    exports write the place (ExifTool QuickTime.pm %QuickTime::ItemList)."""
    ilst = box("ilst", *[box(name, data_atom(1, text.encode("utf-8"))) for name, text in items])
    return box("udta", fullbox("meta", 0, 0, hdlr("mdir", name=""), ilst))
