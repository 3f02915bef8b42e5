"""Sample set: reproducers of fuzzing and audit findings (`broken/`), with their intended
facts (Docs/Reliability.md, FuzzReproducerTests).
"""

import struct

from ..audio_headers import caf
from ..binary import f64, le16, le64, u16, u24, u32
from ..catalogue import add
from ..jpeg import app1_exif, app1_xmp, jpeg, jpeg_frame, jpeg_scan, seg
from ..ogg import ogg_page
from ..tiff import E_ascii, E_byte, E_rat, E_short, IFD, RawEntry, exif_tiff, tiff_file
from ..xmp import NS, container_directory, xmp_packet


def build_hostile():
    """Reproducers of crashes, hangs and unbounded allocations found by fuzzing (Fuzz/) and by
    the overflow audit of issue 7 (Docs/Reliability.md): each was a trap or a leak in the
    classifier before its fix, and each is now an ordinary damaged file."""
    # ContainerDirectory.namespaceBindings stepped past the end after an unterminated xmlns
    # value (`count + 1 ..< count` range trap). Found by FuzzJPEG and FuzzXMP.
    packet = ('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="' + NS["rdf"] + '">'
              '<rdf:Description rdf:about="" xmlns:GCamera="' + NS["GCamera"] + '" '
              'GCamera:MotionPhoto="0" xmlns:broken="no closing quote').encode("ascii")
    add("broken/jpeg/xmp-unterminated-xmlns-value.jpg", jpeg(64, 48, [app1_xmp(packet)]), "jpeg",
        [], "XMP packet cut inside an xmlns value: the last attribute's quote never closes. "
        "Crashed ContainerDirectory (fuzzing, issue 7).", pixelWidth=64, pixelHeight=48)
    # EmbeddedMovie.scan read a 2-byte chunk and searched it from offset 4 (`4..<2` trap): a
    # claimed motion photo whose scan data ends 2 bytes after SOS, with no EOI.
    xmp = xmp_packet([("GCamera:MotionPhoto", "1"), ("GCamera:MotionPhotoVersion", "1")],
                     container_directory([{"Mime": "image/jpeg", "Semantic": "Primary", "Length": "0"},
                                          {"Mime": "video/mp4", "Semantic": "MotionPhoto",
                                           "Length": "100"}]),
                     prefixes=("Container", "Item"))
    data = b"\xFF\xD8" + app1_xmp(xmp) + jpeg_frame(64, 8)
    assert data[-4:-2] != b"\xFF\xD9" and len(jpeg_scan(64, 8)) == 2
    add("broken/jpeg/motion-photo-scan-from-last-bytes.jpg", data, "jpeg", [],
        "XMP claims a Motion Photo (item Length 100 -> no ftyp there); the scan data ends 2 bytes "
        "after SOS (no EOI), so the fallback ftyp scan starts in the last 2 bytes. Crashed "
        "EmbeddedMovie.scan (audit, issue 7).", pixelWidth=64, pixelHeight=8)
    # JPEGProbe read a segment's signature prefix past the segment's end: a 16-byte APP1 whose
    # bytes continue (outside it) into "http://ns.adobe.com/xap/1.0/\0" matched, and
    # `payload[29...]` trapped. Found by FuzzJPEG.
    signature = b"http://ns.adobe.com/xap/1.0/\0"
    data = (b"\xFF\xD8" + seg(0xE1, signature[:16]) + signature[16:] + b"<x:xmpmeta/>"
            + jpeg_frame(64, 48) + b"\xFF\xD9")
    add("broken/jpeg/xmp-signature-across-segment-end.jpg", data, "jpeg", [],
        "An APP1 segment of 16 payload bytes (\"http://ns.adobe.\") followed by stray bytes that "
        "complete the XMP signature outside it; the reader skips them to DQT. Crashed JPEGProbe "
        "(fuzzing, issue 7).", pixelWidth=64, pixelHeight=48)
    # ExifPayload.gpsTimestamp converted a non-finite DOUBLE to Int (trap); a NaN altitude made
    # the record unprintable as JSON.
    gps = [
        E_ascii(0x0001, "N"), E_rat(0x0002, (37, 1), (20, 1), (0, 1)),
        E_ascii(0x0003, "W"), E_rat(0x0004, (122, 1), (0, 1), (36, 1)),
        E_byte(0x0005, 0),
        RawEntry(0x0006, 12, 1, struct.pack(">d", float("nan"))),
        RawEntry(0x0007, 12, 3, struct.pack(">ddd", float("inf"), 0.0, 0.0)),
        E_ascii(0x001D, "2024:01:02"),
    ]
    tiff = exif_tiff([E_ascii(0x010F, "MediaKind")], gps=gps)
    add("broken/jpeg/gps-double-nan-altitude-inf-timestamp.jpg",
        jpeg(64, 48, [app1_exif(tiff)]), "jpeg", [],
        "GPS IFD with DOUBLE (type 12) values: GPSAltitude NaN, GPSTimeStamp (+inf, 0, 0). The "
        "position stays; the altitude and the GPS time are dropped. Crashed ExifPayload "
        "(audit, issue 7).", pixelWidth=64, pixelHeight=48,
        location={"latitude": 37.333333, "longitude": -122.01})
    # Extended XMP: a 40-byte chunk declaring a 32 MiB packet made the reader allocate 32 MiB.
    guid = "0123456789ABCDEF0123456789ABCDEF"
    main = xmp_packet([("xmpNote:HasExtendedXMP", guid)])
    chunk = b"<x:xmpmeta xmlns:x='adobe:ns:meta/'/>"
    extension = seg(0xE1, b"http://ns.adobe.com/xmp/extension/\0" + guid.encode("ascii")
                    + u32(32 << 20) + u32(0) + chunk)
    add("broken/jpeg/extended-xmp-declares-32mib.jpg",
        jpeg(64, 48, [app1_xmp(main), extension]), "jpeg", [],
        "Extended XMP chunk of 37 bytes whose header declares a 32 MiB packet (the payload "
        "limit): incomplete, so nothing is decoded and nothing large is allocated (audit, "
        "issue 7).", pixelWidth=64, pixelHeight=48)
    # OggProbe.endTime added 1 to a Theora frame count already at Int64.max (pre-3.2.1
    # stream, KFGSHIFT 0, last granule 2^63 - 1).
    serial = 0x4D4B00FF
    ident = (b"\x80theora" + bytes([3, 2, 0]) + u16(20) + u16(15) + u24(320) + u24(240)
             + b"\0\0" + u32(30) + u32(1) + u24(1) + u24(1) + b"\x00" + u24(0) + u16(0)
             + b"\0" * 2)
    data = (ogg_page(serial, 0, 0, [ident], bos=True)
            + ogg_page(serial, 1, 0x7FFF_FFFF_FFFF_FFFF, [b"\0"], eos=True))
    add("broken/ogv/theora-last-granule-int64-max.ogv", data, "ogv", [],
        "Ogg Theora 3.2.0 (frames counted from 0), 320x240 at 30 fps, KFGSHIFT 0; the last page's "
        "granule position is 2^63 - 1. Crashed OggProbe (audit, issue 7).",
        pixelWidth=320, pixelHeight=240)
    # Classification.rounded scaled a huge but finite duration by 10^6 to infinity, so the
    # record could not be encoded (the CLI printed `{}`). Found by FuzzAudio.
    data = bytearray(caf(8000, 0.5))
    rate = data.index(b"desc") + 12
    data[rate:rate + 8] = f64(7.291122019556398e-304)
    add("broken/caf/sample-rate-7e-304-huge-duration.caf", bytes(data), "caf", [],
        "CAF desc with a sample rate of 7.3e-304 Hz: 4000 frames state a duration of about "
        "5.5e306 s. The record must still encode to JSON (it printed as {} before the fix; "
        "fuzzing, issue 7). No duration is stated here: the file's own is absurd.")
    # TIFFWalker added file offsets before comparing them: a BigTIFF value offset and next-IFD
    # offset near Int.max overflowed.
    ifd = b"".join([
        le16(0x0100) + le16(3) + le64(1) + le16(16) + b"\0" * 6,
        le16(0x0101) + le16(3) + le64(1) + le16(16) + b"\0" * 6,
        le16(0x010E) + le16(2) + le64(100) + le64(0x7FFF_FFFF_FFFF_FFF0),
    ])
    data = b"II" + le16(43) + le16(8) + le16(0) + le64(16) + le64(3) + ifd \
        + le64(0x7FFF_FFFF_FFFF_FFFF)
    add("broken/tiff/bigtiff-offsets-near-int-max.tiff", data, "tiff", [],
        "BigTIFF: IFD0 (16x16) holds an ASCII entry whose value offset is 2^63 - 16 and a "
        "next-IFD offset of 2^63 - 1. Crashed TIFFWalker (audit, issue 7).",
        pixelWidth=16, pixelHeight=16)
    # TIFFImageSize.panasonicBorders subtracted file values: right (LONG8 2^63 - 1) minus left
    # (SSHORT -1) overflowed.
    ifd0 = IFD([
        E_short(0x0004, 0), RawEntry(0x0005, 8, 1, struct.pack("<h", -1)),
        E_short(0x0006, 16), RawEntry(0x0007, 16, 1, le64(0x7FFF_FFFF_FFFF_FFFF)),
        E_short(0x0100, 16), E_short(0x0101, 16),
    ])
    data, _ = tiff_file(ifd0, "<")
    data = b"IIU\0" + data[4:]
    add("broken/rw2/sensor-borders-overflow.rw2", data, "rw2", ["raw"],
        "Panasonic RW2 header (IIU) whose sensor borders are left = -1 (SSHORT) and right = "
        "2^63 - 1 (LONG8): no border size; the IFD0 size 16x16 is used. Crashed TIFFImageSize "
        "(audit, issue 7).", pixelWidth=16, pixelHeight=16)
