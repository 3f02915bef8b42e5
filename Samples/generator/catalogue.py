"""The catalogue: every sample is added here with the facts it is meant to carry.

`add` checks the path layout (`<mediaType>/<format>/...`, or `broken/<format>/...`) and
the fact names, and appends `(path, bytes, manifest record)` to `SAMPLES`; the sample sets
(`generator.sets`) call it. The Apple EXIF helpers build the metadata an iPhone writes.
"""

from .jpeg import app1_exif, jpeg
from .tiff import (
    E_ascii, E_long, E_rat, E_short, E_undef, apple_makernote, exif_date, exif_tiff,
    gps_entries,
)


MAX_FILE = 64 * 1024
# A file whose point is a layout that reaches past the fast path's 64 KiB head (a tag or header
# larger than the head) may be up to 80 KiB; `add(..., beyond_head=True)` says so.
MAX_BEYOND_HEAD = 80 * 1024
MAX_TOTAL = 1024 * 1024
BEYOND_HEAD = set()  # paths added with beyond_head=True


FORMATS = {  # format id (FormatRegistry) -> (mediaType, UTI)
    "jpeg": ("image", "public.jpeg"), "png": ("image", "public.png"),
    "gif": ("image", "com.compuserve.gif"), "webp": ("image", "org.webmproject.webp"),
    "heic": ("image", "public.heic"), "avif": ("image", "public.avif"),
    "avifs": ("image", "public.avif"), "tiff": ("image", "public.tiff"),
    "dng": ("image", "com.adobe.raw-image"), "cr2": ("image", "com.canon.cr2-raw-image"),
    "bmp": ("image", "com.microsoft.bmp"), "psd": ("image", "com.adobe.photoshop-image"),
    "ico": ("image", "com.microsoft.ico"), "jpegxl": ("image", "public.jpeg-xl"),
    "jp2": ("image", "public.jpeg-2000"), "tga": ("image", "com.truevision.tga-image"),
    "mov": ("video", "com.apple.quicktime-movie"), "mp4": ("video", "public.mpeg-4"),
    "mp4-audio": ("audio", "public.mpeg-4-audio"), "m4a": ("audio", "com.apple.m4a-audio"),
    "3gp": ("video", "public.3gpp"), "avi": ("video", "public.avi"),
    "mkv": ("video", "org.matroska.mkv"), "webm": ("video", "org.webmproject.webm"),
    "mpegts": ("video", "public.mpeg-2-transport-stream"), "flv": ("video", "com.adobe.flash.video"),
    "wmv": ("video", "com.microsoft.windows-media-wmv"),
    "wav": ("audio", "com.microsoft.waveform-audio"), "aiff": ("audio", "public.aiff-audio"),
    "flac": ("audio", "org.xiph.flac"), "ogg": ("audio", "org.xiph.ogg-audio"),
    "opus": ("audio", "org.xiph.opus"), "mp3": ("audio", "public.mp3"),
    "aac": ("audio", "public.aac-audio"), "amr": ("audio", "org.3gpp.adaptive-multi-rate-audio"),
    "caf": ("audio", "com.apple.coreaudio-format"), "midi": ("audio", "public.midi-audio"),
    "pdf": ("unknown", "com.adobe.pdf"), "zip": ("unknown", "public.zip-archive"),
    "txt": ("unknown", "public.plain-text"), "json": ("unknown", "public.json"), "plist": ("unknown", "com.apple.binary-property-list"), "empty": ("unknown", "public.data"),
    "rw2": ("image", "com.panasonic.rw2-raw-image"), "ogv": ("video", "org.xiph.ogv"),
    "raf": ("image", "com.fuji.raw-image"), "mrw": ("image", "com.konicaminolta.raw-image"),
    "x3f": ("image", "com.sigma.raw-image"), "djvu": ("image", "com.lizardtech.djvu"),
    "svg": ("image", "public.svg-image"), "pgf": ("image", "org.libpgf.pgf"),
    "rm-audio": ("audio", "com.real.realaudio"), "wtv": ("video", "com.microsoft.wtv"),
    "m2ts": ("video", "public.avchd-mpeg-2-transport-stream"),
    "wma": ("audio", "com.microsoft.windows-media-wma"), "mpeg": ("video", "public.mpeg"),
    "mxf": ("video", "org.smpte.mxf"), "dv": ("video", "public.dv-movie"),
    "rm": ("video", "com.real.realmedia"), "ra": ("audio", "com.real.realaudio"),
    "mpc": ("audio", "net.musepack.mpc"), "dsf": ("audio", "com.sony.dsf"),
    "dff": ("audio", "com.philips.dff"), "ac3": ("audio", "public.ac3-audio"),
}

SUBTYPES = {"photoPanorama", "photoHDR", "photoScreenshot", "photoLive", "photoDepthEffect",
            "photoAnimation", "spatialMedia", "videoStreamed", "videoHighFrameRate",
            "videoTimelapse", "videoScreenRecording", "videoCinematic", "burst", "raw", "selfie",
            "motionPhoto", "hdrGainMap", "depthData", "hdrVideo"}

SAMPLES = []  # (path, bytes, manifest record)
FACT_ORDER = ["pixelWidth", "pixelHeight", "duration", "frameCount", "creationDate", "location",
              "livePhoto", "burst", "extensionMatchesContent", "integrity"]


def add(path, data, fmt, subtypes=(), notes="", *, beyond_head=False, **facts):
    media_type, uti = FORMATS[fmt]
    top = path.split("/")[0]
    assert top == "broken" or top == media_type, (path, media_type)
    assert path.split("/")[1] == fmt or top == "broken", path
    assert set(subtypes) <= SUBTYPES, subtypes
    assert all(p["path"] != path for _, _, p in SAMPLES), path
    record = {"path": path, "mediaType": media_type, "uti": uti, "format": fmt,
              "subtypes": sorted(subtypes)}
    unknown = set(facts) - set(FACT_ORDER)
    assert not unknown, unknown
    for key in FACT_ORDER:
        if facts.get(key) is not None:
            record[key] = facts[key]
    record["notes"] = notes
    if beyond_head:
        assert len(data) > MAX_FILE, (path, "beyond_head but fits in the head")
        BEYOND_HEAD.add(path)
    SAMPLES.append((path, data, record))


LIVE_CID = "8F1D6A4C-2B3E-4F50-9A61-7C8D9E0F1A2B"
BURST_UUID = "D4E4B5C6-7A8B-4C9D-8E0F-1A2B3C4D5E6F"
APPLE_PARK = {"latitude": 37.3349, "longitude": -122.009, "altitude": 10.0}
APPLE_PARK_ISO6709 = "+37.3349-122.0090+010.000/"


def utc_unix(iso):
    """'2023-05-01T10:11:12+02:00' (or ...Z) -> Unix seconds."""
    from datetime import datetime
    return int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())


def apple_exif(date, *, offset="+02:00", subsec=None, size=(64, 48), orientation=1,
               model="iPhone 15 Pro", lens=True, makernote=(), exif_extra=(), gps=None,
               make="Apple"):
    """EXIF (big-endian, as iPhones write it) with an Apple MakerNote."""
    w, h = size
    ifd0 = [E_ascii(0x010F, make), E_ascii(0x0110, model), E_short(0x0112, orientation),
            E_rat(0x011A, (72, 1)), E_rat(0x011B, (72, 1)), E_short(0x0128, 2),
            E_ascii(0x0131, "17.0"), E_ascii(0x0132, exif_date(date))]
    exif = [E_rat(0x829A, (1, 120)), E_rat(0x829D, (178, 100)), E_undef(0x9000, b"0232"),
            E_ascii(0x9003, exif_date(date)), E_ascii(0x9004, exif_date(date)),
            E_ascii(0x9010, offset), E_ascii(0x9011, offset), E_ascii(0x9012, offset),
            E_short(0xA001, 1), E_long(0xA002, w), E_long(0xA003, h)]
    if subsec:
        exif += [E_ascii(0x9291, subsec), E_ascii(0x9292, subsec)]
    if lens:
        exif += [E_ascii(0xA433, "Apple"), E_ascii(0xA434, f"{model} back triple camera 6.86mm f/1.78")]
    if make == "Apple":
        exif.append(E_undef(0x927C, apple_makernote(makernote)))
    exif += list(exif_extra)
    gps_ifd = gps_entries(gps["latitude"], gps["longitude"], gps["altitude"]) if gps else None
    return exif_tiff(ifd0, exif, gps_ifd)


def created(date, offset="+02:00", subsec=None):
    return date + ("." + subsec if subsec else "") + offset


def apple_jpeg(path, date, subtypes=(), notes="", size=(64, 48), display=None, facts=None, **kw):
    w, h = size
    data = jpeg(w, h, [app1_exif(apple_exif(date, size=size, **kw))])
    dw, dh = display or size
    add(path, data, "jpeg", subtypes, notes, pixelWidth=dw, pixelHeight=dh,
        creationDate=created(date, kw.get("offset", "+02:00"), kw.get("subsec")), **(facts or {}))
