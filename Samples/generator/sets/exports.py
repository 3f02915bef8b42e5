"""Sample set of issue 26 (metadata classes): what phones, editors and exports write that
the probes missed - XMP GPS behind an EXIF GPS block without a position, an XMP APP1 header
with a space before its NUL, Pixel XMP burst ids and PORTRAIT without a depth map, JSON
under a name that is not `.json`.
"""

from ..catalogue import add
from ..jpeg import app1_exif, jfif_app0, jpeg, seg
from ..tiff import E_ascii, E_byte, E_short, E_undef, exif_tiff
from ..xmp import xmp_packet


def build_exports():
    # An iCloud Drive stub: what iOS and macOS leave as `.NAME.icloud` when a file is evicted
    # to iCloud (a binary property list naming the file and its size; the media is elsewhere).
    import plistlib
    stub = plistlib.dumps({"NSURLFileResourceTypeKey": "NSURLFileResourceTypeRegular",
                           "NSURLFileSizeKey": 2345678, "NSURLNameKey": "IMG_0001.HEIC"},
                          fmt=plistlib.FMT_BINARY, sort_keys=True)
    add("unknown/plist/.IMG_0001.HEIC.icloud", stub, "plist", [],
        "iCloud Drive placeholder: a binary property list (NSURLNameKey IMG_0001.HEIC, "
        "NSURLFileSizeKey 2345678, NSURLFileResourceTypeKey regular) left where the photo was "
        "evicted to iCloud. The file is a stand-in, not the photo.", integrity="placeholder")
    # An EXIF GPS IFD holding only GPSVersionID (as Google Photos exports write it) and the
    # position in XMP's EXIF schema (XMP Part 2 GPSCoordinate "DDD,MM.mmk").
    version_only = exif_tiff(
        [E_short(0x0112, 1)],
        [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2021:07:14 18:30:00")],
        gps=[E_byte(0x0000, 2, 2, 0, 0)])
    gps_xmp = xmp_packet([
        ("exif:GPSLatitude", "48,51.5022N"), ("exif:GPSLongitude", "2,17.7012E"),
        ("exif:GPSAltitude", "35/1"), ("exif:GPSAltitudeRef", "0")])
    add("image/jpeg/exif-gps-version-only-xmp-position.jpg",
        jpeg(32, 24, [jfif_app0(), app1_exif(version_only),
                      seg(0xE1, b"http://ns.adobe.com/xap/1.0/\0" + gps_xmp)]),
        "jpeg", [], "EXIF GPS IFD with GPSVersionID 2.2.0.0 only (no position, as Google Photos "
        "exports write it) and XMP exif:GPSLatitude 48,51.5022N / GPSLongitude 2,17.7012E / "
        "GPSAltitude 35/1: the empty EXIF block must not hide the XMP position.",
        pixelWidth=32, pixelHeight=24, creationDate="2021-07-14T18:30:00",
        location={"latitude": 48.85837, "longitude": 2.29502, "altitude": 35.0})
    # The XMP APP1 header with a space before its NUL (Lightroom/Photoshop CS3-era files
    # written through old ExifTool): XMP must still be read (its CreateDate dates the file).
    spaced = xmp_packet([("xmp:CreateDate", "2009-08-11T09:09:45"), ("xmp:Rating", "5")])
    add("image/jpeg/xmp-header-space-before-nul.jpg",
        jpeg(32, 24, [jfif_app0(), seg(0xE1, b"http://ns.adobe.com/xap/1.0/ \0" + spaced)]),
        "jpeg", [], "APP1 XMP header written as 'http://ns.adobe.com/xap/1.0/ ' + NUL (a space "
        "before the NUL); the packet's xmp:CreateDate 2009-08-11T09:09:45 dates the file and "
        "xmp:Rating 5 makes the asset a favourite.",
        pixelWidth=32, pixelHeight=24, creationDate="2009-08-11T09:09:45")
    # Pixel camera XMP: a burst id (the burst's identifier), and PORTRAIT without a depth map.
    burst = xmp_packet([("GCamera:BurstID", "3f2a7c10-1b2c-4d5e-8f90-a1b2c3d4e5f6"),
                        ("GCamera:BurstPrimary", "1")])
    add("image/jpeg/pixel-burst-id.jpg", jpeg(32, 24, [jfif_app0(), seg(0xE1, b"http://ns.adobe.com/xap/1.0/\0" + burst)]),
        "jpeg", ["burst"], "Pixel XMP GCamera:BurstID 3f2a7c10-... and BurstPrimary 1: a burst "
        "frame whose identifier is the BurstID.", pixelWidth=32, pixelHeight=24,
        burst={"identifier": "3f2a7c10-1b2c-4d5e-8f90-a1b2c3d4e5f6"})
    portrait = xmp_packet([("GCamera:SpecialTypeID", "com.google.android.apps.camera.gallery.specialtype.SpecialType-PORTRAIT")])
    add("image/jpeg/pixel-portrait-without-depth-map.jpg",
        jpeg(32, 24, [jfif_app0(), seg(0xE1, b"http://ns.adobe.com/xap/1.0/\0" + portrait)]),
        "jpeg", [], "Pitfall: Pixel XMP GCamera:SpecialTypeID ...SpecialType-PORTRAIT with no "
        "depth map (no GDepth, no MPF depth image, CustomRendered absent): the camera mode of a "
        "Google export, not a PhotoKit depth effect.", pixelWidth=32, pixelHeight=24)
    # JSON whose name does not end in .json (a Jupyter notebook; Takeout sidecars cut short).
    notebook = (b'{\n "cells": [],\n "metadata": {"kernelspec": {"name": "python3"}},\n'
                b' "nbformat": 4,\n "nbformat_minor": 5\n}\n')
    add("unknown/json/notebook.ipynb", notebook, "json", [],
        "A Jupyter notebook: JSON (RFC 8259) named .ipynb, found by its content: an object "
        "whose first member's name is a string.")


def build_export_movies():
    # A Pixel export: the place only in moov/udta/meta/ilst/©xyz (no keys, no udta/©xyz).
    from ..isobmff import avcC, cfr_video, movie_file, udta_ilst_meta
    movie = movie_file([cfr_video(1, "avc1", avcC(), 320, 240, 600, 20, 30, quicktime=False)],
                       brand=("mp42", 0, ["isom", "mp42"]), ctime_unix=1626287400,
                       udta=udta_ilst_meta([(b"\xa9xyz", "+48.8584+002.2945/")]))
    add("video/mp4/pixel-export-ilst-xyz-location.mp4", movie, "mp4", [],
        "Google Pixel export layout: the place only in moov/udta/meta/ilst/\u00a9xyz "
        "(ISO 6709 '+48.8584+002.2945/'), no QuickTime keys and no udta/\u00a9xyz.",
        pixelWidth=320, pixelHeight=240, duration=1.0,
        location={"latitude": 48.8584, "longitude": 2.2945})
