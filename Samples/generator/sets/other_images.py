"""Sample set: TIFF, DNG, CR2, BMP, PSD, ICO, JPEG XL and JPEG 2000."""

from ..binary import le16, le32, u16, u32, u8
from ..catalogue import add
from ..image_headers import bmp, bmp_palette8, ico_png, jp2, jxl_size_header, psd, psd_rle, tga_rle, tga_v2_grey
from ..isobmff import box
from ..jpeg import jpeg, seg
from ..tiff import (
    Blob, E_ascii, E_byte, E_long, E_rat, E_short, E_srat, E_undef, IFD, baseline_tiff,
    tiff_file, tiff_layout,
)


def build_other_images():
    data, _ = tiff_file(IFD(baseline_tiff(16, 16)), "<")
    add("image/tiff/baseline-gray-16x16-le.tiff", data, "tiff", [],
        "Little-endian (II) baseline TIFF, 8-bit grey, one strip.", pixelWidth=16, pixelHeight=16)
    data, _ = tiff_file(IFD(baseline_tiff(16, 8)), ">")
    add("image/tiff/baseline-gray-16x8-be.tiff", data, "tiff", [],
        "Big-endian (MM) baseline TIFF, 8-bit grey, one strip.", pixelWidth=16, pixelHeight=8)

    # DNG: IFD0 = small RGB preview (NewSubfileType 1), SubIFD = full-resolution CFA raw.
    raw = IFD([E_long(0x00FE, 0), E_short(0x0100, 32), E_short(0x0101, 24), E_short(0x0102, 8),
               E_short(0x0103, 1), E_short(0x0106, 32803), E_long(0x0111, Blob(b"\x40" * 768)),
               E_short(0x0115, 1), E_short(0x0116, 24), E_long(0x0117, 768), E_short(0x011C, 1),
               E_short(0x828D, 2, 2), E_byte(0x828E, 0, 1, 1, 2), E_short(0xC61F, 0, 0),
               E_short(0xC620, 32, 24)])
    exif = IFD([E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:40:00"), E_ascii(0x9011, "+02:00")])
    ifd0 = IFD([E_long(0x00FE, 1), E_short(0x0100, 8), E_short(0x0101, 6), E_short(0x0102, 8, 8, 8),
                E_short(0x0103, 1), E_short(0x0106, 2), E_ascii(0x010F, "MediaKind"),
                E_ascii(0x0110, "Synthetic DNG"), E_long(0x0111, Blob(b"\x80" * 144)), E_short(0x0112, 1),
                E_short(0x0115, 3), E_short(0x0116, 6), E_long(0x0117, 144), E_short(0x011C, 1),
                E_long(0x014A, raw), E_long(0x8769, exif), E_byte(0xC612, 1, 4, 0, 0),
                E_byte(0xC613, 1, 1, 0, 0), E_ascii(0xC614, "MediaKind Synthetic DNG"),
                E_srat(0xC621, (1, 1), (0, 1), (0, 1), (0, 1), (1, 1), (0, 1), (0, 1), (0, 1), (1, 1)),
                E_short(0xC65A, 21)])
    data, _ = tiff_file(ifd0, "<")
    add("image/dng/preview-ifd0-raw-subifd.dng", data, "dng", ["raw"],
        "DNG 1.4 (IFD0 DNGVersion 01 04 00 00). IFD0 is an 8x6 RGB preview (NewSubfileType 1); the "
        "SubIFD is the 32x24 CFA raw (NewSubfileType 0, DefaultCropSize 32x24). Pitfall: report the "
        "raw size, not the preview's.", pixelWidth=32, pixelHeight=24,
        creationDate="2023-05-01T09:40:00+02:00")

    # CR2: TIFF header + "CR" 2.0 + offset of the raw IFD; IFD0 holds a JPEG preview.
    preview = jpeg(64, 48, segments=[])
    lossless = b"\xFF\xD8" + seg(0xC3, u8(14) + u16(24) + u16(16) + u8(2) + b"\x01\x11\x00\x02\x11\x00") + b"\xFF\xD9"
    raw_ifd = IFD([E_short(0x0103, 6), E_long(0x0111, Blob(lossless)), E_long(0x0117, len(lossless)),
                   E_short(0xC640, 1, 16, 16)])
    exif = IFD([E_undef(0x9000, b"0230"), E_ascii(0x9003, "2023:05:01 09:41:00")])
    ifd0 = IFD([E_short(0x0100, 64), E_short(0x0101, 48), E_short(0x0102, 8, 8, 8), E_short(0x0103, 6),
                E_ascii(0x010F, "Canon"), E_ascii(0x0110, "Canon EOS 5D Mark III"),
                E_long(0x0111, Blob(preview)), E_short(0x0112, 1), E_long(0x0117, len(preview)),
                E_rat(0x011A, (72, 1)), E_rat(0x011B, (72, 1)), E_short(0x0128, 2),
                E_ascii(0x0132, "2023:05:01 09:41:00"), E_long(0x8769, exif)], next_ifd=raw_ifd)
    addr, body = tiff_layout([ifd0], "<", 16)
    data = b"II" + le16(42) + le32(addr[id(ifd0)]) + b"CR\x02\x00" + le32(addr[id(raw_ifd)]) + body
    add("image/cr2/canon-header-jpeg-preview.cr2", data, "cr2", ["raw"],
        "CR2: TIFF header, \"CR\" + version 2.0 at offset 8, raw-IFD offset at 12. IFD0 = 64x48 JPEG "
        "preview, next IFD = raw (Compression 6, dummy lossless-JPEG SOF3, CR2Slice). The sensor size "
        "is not stated in a standard field, so no pixel size is given here.",
        creationDate="2023-05-01T09:41:00")

    add("image/bmp/rgb24-4x2.bmp", bmp(4, 2), "bmp", [], "BITMAPINFOHEADER, 24-bit, bottom-up, 4x2.",
        pixelWidth=4, pixelHeight=2)
    add("image/psd/rgb-16x8.psd", psd(16, 8), "psd", [], "Photoshop v1 header, RGB 8-bit, 3 channels, "
        "raw image data.", pixelWidth=16, pixelHeight=8)
    add("image/bmp/palette8-bottom-up-6x4.bmp", bmp_palette8(6, 4, (200, 30, 60), (20, 40, 220)), "bmp", [],
        "BITMAPINFOHEADER, 8-bit palette of 3 colours, bottom-up, 6x4: top half (200, 30, 60), "
        "bottom half (20, 40, 220).", pixelWidth=6, pixelHeight=4)
    add("image/psd/rle-rgb-12x6.psd", psd_rle(12, 6, (30, 160, 90)), "psd", [],
        "Photoshop v1, RGB 8-bit, 3 channels, image data PackBits (one repeat packet a row), "
        "every pixel (30, 160, 90).", pixelWidth=12, pixelHeight=6)
    add("image/tga/rle-truecolor-10x5.tga", tga_rle(10, 5, (240, 200, 10)), "tga", [],
        "TGA type 10 (true colour, RLE), 24 bits, top row first, 10x5, every pixel (240, 200, 10). "
        "TGA has no magic number: it is known by its .tga name and a plausible header; the header "
        "is consistent (type, depth, 5 run packets of 2 pixels fit the file), so its size is given.",
        pixelWidth=10, pixelHeight=5)
    add("image/tga/v2-footer-grey-8x4.tga", tga_v2_grey(8, 4), "tga", [],
        "TGA 2.0: type 3 (grey, uncompressed), 8 bits, a 9-byte image ID, 32 pixel bytes, a "
        "495-byte extension area and the TRUEVISION-XFILE footer pointing at it. The size comes "
        "from the header (offsets 12-15) in both modes; the footer is checked, never needed.",
        pixelWidth=8, pixelHeight=4)
    add("image/ico/png-16x16.ico", ico_png(16, 16), "ico", [], "ICONDIR with one 16x16 entry holding "
        "a PNG.", pixelWidth=16, pixelHeight=16)
    add("image/jpegxl/codestream-64x48.jxl", jxl_size_header(64, 48), "jpegxl", [],
        "Bare codestream: FF 0A + SizeHeader (div8: 64x48) + all_default metadata; frame data dummy.",
        pixelWidth=64, pixelHeight=48)
    add("image/jpegxl/container-64x48.jxl",
        box("JXL ", b"\x0D\x0A\x87\x0A") + box("ftyp", b"jxl ", u32(0), b"jxl ")
        + box("jxlc", jxl_size_header(64, 48)), "jpegxl", [],
        "ISO BMFF container: JXL signature box, ftyp jxl, jxlc with the same 64x48 codestream.",
        pixelWidth=64, pixelHeight=48)
    add("image/jp2/grey-64x48.jp2", jp2(64, 48), "jp2", [], "JP2: signature, ftyp jp2, jp2h (ihdr "
        "64x48 grey, colr), jp2c codestream (SIZ/COD/QCD, one tile with an empty packet).",
        pixelWidth=64, pixelHeight=48)
