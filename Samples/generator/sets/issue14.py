"""Sample set of issue 14: dates and sizes of RAF, MRW, X3F, DjVu, AVCHD, JPEG XL brob,
CgBI, SVG, PGF, RealMedia and WTV.
"""

from ..binary import le32, u32
from ..brotli import brotli_stored
from ..catalogue import add
from ..djvu import djvu_page
from ..image_headers import jxl_size_header
from ..isobmff import box
from ..jpeg import app1_exif, jpeg
from ..mpegts import avchd_m2ts
from ..mrw import mrw, mrw_prd
from ..png import png_chunk
from ..raf import raf
from ..realmedia import real_media_audio
from ..tiff import raw_exif
from ..wtv import wtv
from ..x3f import x3f


def build_issue14():
    add("image/raf/x-t3-preview-exif-date.raf",
        raf(jpeg(16, 8, [app1_exif(raw_exif("2019-06-01T12:34:56"))])), "raf", ["raw"],
        "Fuji RAF header (JPEG offset 148 at 84) and an embedded 16x8 JPEG preview whose APP1 EXIF "
        "states DateTimeOriginal 2019:06:01 12:34:56 +09:00; the RAW's own size is not stated.",
        creationDate="2019-06-01T12:34:56+09:00")
    add("image/mrw/prd-3008x2000-ttw-date.mrw",
        mrw([(b"\0PRD", mrw_prd(3008, 2000)), (b"\0TTW", raw_exif("2004-10-09T08:07:06")),
             (b"\0WBG", bytes(12))]), "mrw", ["raw"],
        "Minolta MRW: PRD block (image 3008x2000), TTW TIFF block with DateTimeOriginal "
        "2004:10:09 08:07:06 +09:00, WBG block.", pixelWidth=3008, pixelHeight=2000,
        creationDate="2004-10-09T08:07:06+09:00")
    add("image/x3f/sd10-rotated-90-prop-time.x3f",
        x3f(2268, 1512, 90, [("CAMMODEL", "SIGMA SD10"), ("TIME", "978309395")]), "x3f", ["raw"],
        "Sigma X3F 2.2 header 2268x1512 rotated 90 degrees clockwise (displayed 1512x2268), PROP "
        "section with TIME 978309395 (2001-01-01 00:36:35, the camera clock).",
        pixelWidth=1512, pixelHeight=2268, creationDate="2001-01-01T00:36:35")
    add("image/djvu/page-64x48-metadata.djvu",
        djvu_page(64, 48, b'(metadata (CreationDate "2006-10-10T12:34:56+02:00") (Author "MediaKind"))'),
        "djvu", [], "Single-page DjVu: INFO 64x48 at 300 dpi and a plain ANTa annotation "
        "(metadata (CreationDate \"2006-10-10T12:34:56+02:00\")).", pixelWidth=64, pixelHeight=48,
        creationDate="2006-10-10T12:34:56+02:00")
    add("image/jpegxl/container-brob-exif.jxl",
        box("JXL ", b"\x0D\x0A\x87\x0A") + box("ftyp", b"jxl ", u32(0), b"jxl ")
        + box("brob", b"Exif", brotli_stored(u32(0) + raw_exif("2022-03-04T05:06:07")))
        + box("jxlc", jxl_size_header(64, 48)), "jpegxl", [],
        "JPEG XL container whose Exif box is Brotli-compressed (brob, ISO/IEC 18181-2 §9.3; stored "
        "meta-blocks): DateTimeOriginal 2022:03:04 05:06:07 +09:00; codestream 64x48.",
        pixelWidth=64, pixelHeight=48, creationDate="2022-03-04T05:06:07+09:00")
    add("image/png/cgbi-iphone-40x60.png",
        b"\x89PNG\r\n\x1a\n" + png_chunk(b"CgBI", b"\x50\x00\x20\x06")
        + png_chunk(b"IHDR", u32(40) + u32(60) + b"\x08\x06\x00\x00\x00")
        + png_chunk(b"IDAT", b"\x63\x00") + png_chunk(b"IEND", b""), "png", [],
        "Apple CgBI (iOS-optimised) PNG: the CgBI chunk comes before IHDR (40x60, RGBA); the IDAT "
        "is a dummy raw-deflate stream.", pixelWidth=40, pixelHeight=60)
    add("image/svg/report-4in-3in.svg",
        b'<?xml version="1.0" standalone="yes"?>\n<svg width="4in" height="3in" version="1.1"\n'
        b'    xmlns = \'http://www.w3.org/2000/svg\'>\n  <rect x="1" y="1" width="2" height="1"/>\n</svg>\n',
        "svg", [], "SVG root element width 4in, height 3in: 384x288 CSS pixels (96 px per inch).",
        pixelWidth=384, pixelHeight=288)
    add("image/svg/viewbox-only-640x480.svg",
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><circle r="4"/></svg>\n',
        "svg", [], "SVG with no width/height (100% by default): the viewBox size, 640x480.",
        pixelWidth=640, pixelHeight=480)
    add("image/pgf/rgb-1024x768.pgf",
        b"PGF6" + le32(24) + le32(1024) + le32(768) + bytes([6, 0, 24, 3, 3, 8, 0, 0]) + b"\0" * 32,
        "pgf", [], "Progressive Graphics File: PGF version 0x36, header 1024x768, 6 levels, RGB; "
        "no image data.", pixelWidth=1024, pixelHeight=768)
    add("audio/rm-audio/realaudio-only-12.3s.rm", real_media_audio(12345), "rm-audio", [],
        "RealMedia (.RMF) whose only stream is audio/x-pn-realaudio: RealMedia audio "
        "(com.real.realaudio); PROP duration 12345 ms.", duration=12.345)
    add("video/wtv/recorded-tv-30min.wtv", wtv(18_000_000_000, "News"), "wtv", [],
        "Windows Recorded TV (256-byte sectors): root directory with table.0.entries.legacy_attrib, "
        "whose Duration attribute is 18 000 000 000 x 100 ns = 1800 s.", duration=1800.0)
    add("video/m2ts/avchd-mdpm-1920x1080.mts", avchd_m2ts(), "m2ts", [],
        "AVCHD M2TS: PAT, PMT (H.264), one PES with an SPS (1920x1080) and an SEI MDPM recording "
        "date 2019-04-24 22:24:00 +02:00 (DST flag set).", pixelWidth=1920, pixelHeight=1080,
        creationDate="2019-04-24T22:24:00+02:00")
