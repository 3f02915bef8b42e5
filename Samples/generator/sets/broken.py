"""Sample set: files damaged on purpose (`broken/<format>/<what-is-broken>.<ext>`)."""

from ..binary import le16, u16, u32
from ..catalogue import add, apple_exif
from ..djvu import djvu_chunk
from ..image_headers import jxl_size_header, tga_header_only
from ..isobmff import avcC, box, cfr_video, movie_file
from ..jpeg import app1_exif, jpeg
from ..png import png
from ..tiff import IFD, baseline_tiff, tiff_file
from .hostile import build_hostile


def build_broken():
    data = jpeg(64, 48)
    add("broken/jpeg/truncated-in-scan.jpg", data[:-8], "jpeg", [],
        "Truncated: ends 6 bytes into the 12-byte scan, no EOI. Headers (SOF0 64x48) are intact.",
        pixelWidth=64, pixelHeight=48, integrity="truncated")
    data = jpeg(64, 48, [app1_exif(apple_exif("2023-05-01T09:50:00"))])
    add("broken/jpeg/truncated-inside-app1-exif.jpg", data[:120], "jpeg", [],
        "Truncated inside APP1 Exif: the segment length points past end of file; no SOF, so no "
        "pixel size.", integrity="truncated")
    add("broken/jpeg/really-jpeg-wrong-extension.png", jpeg(64, 48), "jpeg", [],
        "Wrong extension: JPEG content (FF D8 FF) named .png.", pixelWidth=64, pixelHeight=48,
        extensionMatchesContent=False)
    add("broken/tga/header-65535x65535-no-pixels.tga", tga_header_only(65535, 65535), "tga", [],
        "A TGA header (type 2, 24 bits, top row first) stating 65535x65535, and nothing after it: "
        "the 12 GiB of pixels it declares are not there, so no pixel size is given (a diagnostic "
        "says why).")
    data = bytearray(png(16, 16))
    idat = data.index(b"IDAT") - 4
    data[idat:idat + 4] = u32(0x00100000)
    add("broken/png/chunk-length-past-eof.png", bytes(data), "png", [],
        "Bad chunk length: IDAT declares 1 MiB, far past end of file (IHDR 16x16 intact).",
        integrity="truncated",
        pixelWidth=16, pixelHeight=16)
    data = bytearray(movie_file([cfr_video(1, "avc1", avcC(), 320, 240, 600, 20, 30, quicktime=False)],
                                brand=("isom", 512, ["isom", "iso2", "avc1", "mp41"]), timescale=1000,
                                moov_first=True))
    mdat = data.rindex(b"mdat") - 4
    data[mdat:mdat + 4] = u32(len(data) - mdat + 4096)
    add("broken/mp4/mdat-size-past-eof.mp4", bytes(data), "mp4", [],
        "Box size past EOF: moov (avc1 320x240, 30 fps, 1 s) is complete, then an mdat whose size "
        "claims 4096 bytes more than the file has.", pixelWidth=320, pixelHeight=240, duration=1.0,
        integrity="truncated")
    ifd1 = IFD(baseline_tiff(8, 8))
    ifd0 = IFD(baseline_tiff(16, 16), next_ifd=ifd1)
    ifd1.next = ifd0
    data, _ = tiff_file(ifd0, "<")
    add("broken/tiff/looping-ifd-chain.tiff", data, "tiff", [],
        "IFD chain loop: IFD0 (16x16) -> IFD1 (8x8) -> IFD0 -> ... A reader must stop.",
        pixelWidth=16, pixelHeight=16)
    # 14 bytes that a Brotli decoder expands to 4 MiB of zeros (what libbrotlienc 1.0.9 writes
    # for them at quality 11, window 22), as the payload of a brob Exif box.
    bomb = bytes.fromhex("9bffff3ff82700e2b14020f7fe07")
    add("broken/jpegxl/brob-exif-4mib-of-zeros.jxl",
        box("JXL ", b"\x0D\x0A\x87\x0A") + box("ftyp", b"jxl ", u32(0), b"jxl ")
        + box("brob", b"Exif", bomb) + box("jxlc", jxl_size_header(64, 48)), "jpegxl", [],
        "Brotli bomb: a 14-byte brob Exif box that decodes to 4 MiB of zeros (no TIFF header). "
        "The fast path stops at its 1 MiB cap, the thorough one decodes it (under 16 MiB) and "
        "finds no EXIF.", pixelWidth=64, pixelHeight=48)
    # A DjVu page whose ANTz chunk is not BZZ: the decoder runs out of input and stops.
    add("broken/djvu/antz-not-bzz.djvu",
        b"AT&TFORM" + u32(4 + 18 + 8 + 24) + b"DJVU"
        + djvu_chunk(b"INFO", u16(64) + u16(48) + bytes([24, 0]) + le16(300) + bytes([22, 1]))
        + djvu_chunk(b"ANTz", bytes(range(7, 31))), "djvu", [],
        "DjVu page (INFO 64x48) whose ANTz annotation is 24 bytes that are not a BZZ stream: a "
        "diagnostic, no date.", pixelWidth=64, pixelHeight=48)
    build_hostile()
