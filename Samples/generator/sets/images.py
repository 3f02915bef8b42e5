"""Sample set: JPEG, PNG, GIF and WebP stills and animations, motion photos, embedded
previews and gain-map JPEGs.
"""

from ..binary import le16, le32, u32
from ..catalogue import APPLE_PARK, BURST_UUID, LIVE_CID, add, apple_exif, apple_jpeg, utc_unix
from ..deflate import zlib_stream
from ..gif import gif, gif_frame, gif_gce, gif_netscape
from ..isobmff import avcC, cfr_video, movie_file
from ..jpeg import app1_exif, app1_xmp, jfif_app0, jpeg, jpeg_with_mpf
from ..png import fctl, itxt_xmp, png, png_chunk, png_raw
from ..riff import anmf, riff_chunk, vp8_payload, vp8l_payload, vp8x, webp
from ..tiff import (
    Blob, E_ascii, E_long, E_rat, E_short, E_slong, E_srat, E_undef, IFD, exif_tiff,
    user_comment,
)
from ..xmp import container_directory, xmp_packet
from .heif import build_heif
from .other_images import build_other_images


def build_images():
    # --- JPEG ---------------------------------------------------------------------------------
    add("image/jpeg/plain-jfif-64x48.jpg", jpeg(64, 48), "jpeg", [],
        "Baseline JPEG, JFIF APP0 only, no EXIF/XMP.", pixelWidth=64, pixelHeight=48)
    # libjpeg decodes these with a warning (vipsthumbnail renders the first; libjpeg stops at the
    # second's repeated SOI, which `classify preview` skips):
    # Docs/Imaging.md, "Warnings: files decoded all the same".
    add("image/jpeg/libjpeg-warning-extraneous-bytes-64x48.jpg",
        b"\xFF\xD8" + jfif_app0() + b"\x00\x11\x22" + jpeg(64, 48, segments=[])[2:], "jpeg", [],
        "Baseline JPEG with 3 bytes between APP0 and DQT: libjpeg warns \"Corrupt JPEG data: 3 "
        "extraneous bytes before marker 0xdb\" and decodes it.", pixelWidth=64, pixelHeight=48)
    add("image/jpeg/libjpeg-warning-two-soi-64x48.jpg", b"\xFF\xD8" + jpeg(64, 48), "jpeg", [],
        "Baseline JPEG whose SOI marker is written twice: libjpeg stops with \"two SOI markers\"; "
        "the stream after the second is whole.", pixelWidth=64, pixelHeight=48)
    apple_jpeg("image/jpeg/exif-orientation-6-portrait.jpg", "2023-05-01T09:00:00", [],
               "SOF0 64x48, EXIF Orientation 6 (rotate 90° CW): displayed 48x64.",
               orientation=6, display=(48, 64))
    apple_jpeg("image/jpeg/apple-hdr-customrendered-3.jpg", "2023-05-01T09:01:00", ["photoHDR"],
               "EXIF CustomRendered (0xA401) = 3 (HDR, original saved); no MakerNote HDR tag.",
               exif_extra=[E_short(0xA401, 3)])
    apple_jpeg("image/jpeg/apple-hdr-makernote-hdrimagetype-3.jpg", "2023-05-01T09:02:00",
               ["photoHDR"], "Apple MakerNote 0x000A HDRImageType = 3 (HDR image); no CustomRendered.",
               makernote=[E_slong(0x000A, 3)])
    apple_jpeg("image/jpeg/apple-hdr-original-hdrimagetype-4.jpg", "2023-05-01T09:03:00", [],
               "Pitfall: Apple MakerNote 0x000A = 4 marks the normal-exposure original kept next to "
               "an HDR shot; it is not HDR.", makernote=[E_slong(0x000A, 4)])
    apple_jpeg("image/jpeg/apple-panorama-customrendered-6.jpg", "2023-05-01T09:04:00",
               ["photoPanorama"], "EXIF CustomRendered = 6 (Panorama), 512x128.", size=(512, 128),
               exif_extra=[E_short(0xA401, 6)])
    apple_jpeg("image/jpeg/apple-panorama-processingflags-0x100.jpg", "2023-05-01T09:05:00",
               ["photoPanorama"], "Apple MakerNote 0x0019 ImageProcessingFlags = 0x100 (panorama "
               "mask), no CustomRendered, 512x128.", size=(512, 128),
               makernote=[E_slong(0x0019, 0x100)])
    gpano = xmp_packet([
        ("GPano:UsePanoramaViewer", "True"), ("GPano:ProjectionType", "equirectangular"),
        ("GPano:CroppedAreaImageWidthPixels", "512"), ("GPano:CroppedAreaImageHeightPixels", "256"),
        ("GPano:FullPanoWidthPixels", "512"), ("GPano:FullPanoHeightPixels", "256"),
        ("GPano:CroppedAreaLeftPixels", "0"), ("GPano:CroppedAreaTopPixels", "0")])
    add("image/jpeg/gpano-equirectangular-512x256.jpg", jpeg(512, 256, [jfif_app0(), app1_xmp(gpano)]),
        "jpeg", ["photoPanorama"], "XMP GPano: ProjectionType equirectangular, UsePanoramaViewer True, "
        "full 360x180 sphere (cropped area = full pano, 2:1). Extended rule (not Apple's own).",
        pixelWidth=512, pixelHeight=256)
    apple_jpeg("image/jpeg/wide-4000x1000-no-panorama-metadata.jpg", "2023-05-01T09:06:00", [],
               "Pitfall: 4:1 aspect ratio but no panorama evidence (no CustomRendered 6, no 0x0019 "
               "flag, no GPano): not a panorama.", size=(4000, 1000))
    shot = exif_tiff([E_short(0x0112, 1), E_rat(0x011A, (72, 1)), E_rat(0x011B, (72, 1)),
                      E_short(0x0128, 2)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:07:00"),
                      E_ascii(0x9011, "+02:00"), user_comment("Screenshot"), E_short(0xA001, 1),
                      E_long(0xA002, 64), E_long(0xA003, 48)])
    add("image/jpeg/apple-screenshot-usercomment.jpg", jpeg(64, 48, [app1_exif(shot)]), "jpeg",
        ["photoScreenshot"], "EXIF UserComment (0x9286) = ASCII \"Screenshot\"; no Make/Model.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:07:00+02:00")
    apple_jpeg("image/jpeg/apple-live-photo-still.jpg", "2023-05-01T10:11:12", ["photoLive"],
               "Apple MakerNote 0x0011 ContentIdentifier = the UUID that "
               "video/mov/live-photo-video-with-still-image-time.mov carries in "
               "com.apple.quicktime.content.identifier. EXIF GPS (Apple Park, 10 m).",
               subsec="600", gps=APPLE_PARK, makernote=[E_ascii(0x0011, LIVE_CID)],
               facts={"livePhoto": {"contentIdentifier": LIVE_CID}, "location": APPLE_PARK})
    apple_jpeg("image/jpeg/apple-portrait-customrendered-8.jpg", "2023-05-01T09:08:00",
               ["photoDepthEffect"], "EXIF CustomRendered = 8 (Portrait); no depth image embedded.",
               exif_extra=[E_short(0xA401, 8)])
    apple_jpeg("image/jpeg/apple-portrait-makernote-capturetype-2.jpg", "2023-05-01T09:09:00",
               ["photoDepthEffect"], "Apple MakerNote 0x0014 ImageCaptureType = 2 (Portrait); no "
               "CustomRendered, no depth image.", makernote=[E_slong(0x0014, 2)])
    for n, subsec in ((1, "100"), (2, "200")):
        apple_jpeg(f"image/jpeg/apple-burst-frame-{n}.jpg", "2023-05-01T09:10:00", ["burst"],
                   f"Frame {n} of 2 of a burst: Apple MakerNote 0x000B BurstUUID (same in both frames).",
                   subsec=subsec, makernote=[E_ascii(0x000B, BURST_UUID)],
                   facts={"burst": {"identifier": BURST_UUID}})
    apple_jpeg("image/jpeg/apple-selfie-makernote-cameratype-6.jpg", "2023-05-01T09:11:00",
               ["selfie"], "Apple MakerNote 0x002E CameraType = 6 (front); no lens tags.",
               lens=False, makernote=[E_slong(0x002E, 6)])
    apple_jpeg("image/jpeg/apple-selfie-lensmodel-front-camera.jpg", "2023-05-01T09:12:00",
               ["selfie"], "No CameraType tag; EXIF LensMake \"Apple\" and LensModel "
               "\"iPhone 8 front camera 2.87mm f/2.2\".", model="iPhone 8", lens=False,
               exif_extra=[E_ascii(0xA433, "Apple"), E_ascii(0xA434, "iPhone 8 front camera 2.87mm f/2.2")])
    build_motion_photos()
    build_gain_map_jpegs()
    build_embedded_previews()

    # --- PNG ----------------------------------------------------------------------------------
    add("image/png/plain-rgb-16x16.png", png(16, 16), "png", [], "RGB 8-bit, no metadata.",
        pixelWidth=16, pixelHeight=16)
    shot_xmp = xmp_packet([("exif:PixelXDimension", "1170"), ("exif:PixelYDimension", "2532"),
                           ("photoshop:DateCreated", "2023-05-01T09:13:00+02:00")],
                          inner='   <exif:UserComment>\n    <rdf:Alt>\n     <rdf:li xml:lang="x-default">'
                                'Screenshot</rdf:li>\n    </rdf:Alt>\n   </exif:UserComment>\n')
    add("image/png/screenshot-1170x2532-xmp-usercomment.png",
        png(1170, 2532, color_type=0, depth=1, before_idat=[itxt_xmp(shot_xmp)]), "png",
        ["photoScreenshot"], "iOS-style PNG screenshot: 1170x2532, iTXt XML:com.adobe.xmp with "
        "exif:UserComment (rdf:Alt x-default) \"Screenshot\" and photoshop:DateCreated.",
        pixelWidth=1170, pixelHeight=2532, creationDate="2023-05-01T09:13:00+02:00")
    add("image/png/device-size-1170x2532-no-metadata.png", png(1170, 2532, color_type=0, depth=1),
        "png", [], "Pitfall: an iPhone 12-15 screen size but no UserComment; 1170x2532 is not in "
        "Apple's PNG screen-size list, so it is not a screenshot.", pixelWidth=1170, pixelHeight=2532)
    exif_png = exif_tiff([E_short(0x0112, 1)], [E_undef(0x9000, b"0232"),
                                               E_ascii(0x9003, "2023:05:01 09:14:00"),
                                               E_ascii(0x9011, "+02:00")])
    add("image/png/exif-chunk-datetimeoriginal.png",
        png(16, 16, before_idat=[png_chunk(b"eXIf", exif_png)]), "png", [],
        "eXIf chunk (raw big-endian TIFF) with DateTimeOriginal + OffsetTimeOriginal.",
        pixelWidth=16, pixelHeight=16, creationDate="2023-05-01T09:14:00+02:00")
    frame2 = zlib_stream(png_raw(8, 8, 3, 8, 0xFF))
    add("image/png/apng-2-frames.png",
        png(8, 8, before_idat=[png_chunk(b"acTL", u32(2) + u32(0)), fctl(0, 8, 8, 1, 2)],
            after_idat=[fctl(1, 8, 8, 1, 2), png_chunk(b"fdAT", u32(2) + frame2)]),
        "png", ["photoAnimation"], "APNG: acTL num_frames 2 before IDAT; fcTL 0 + IDAT (frame 1), "
        "fcTL 1 + fdAT (frame 2); each delay 1/2 s.", pixelWidth=8, pixelHeight=8, frameCount=2,
        duration=1.0)
    add("image/png/apng-actl-one-frame.png",
        png(8, 8, before_idat=[png_chunk(b"acTL", u32(1) + u32(0)), fctl(0, 8, 8, 1, 2)]),
        "png", [], "Pitfall: acTL present but num_frames = 1: not animated.", pixelWidth=8, pixelHeight=8)

    # --- GIF ----------------------------------------------------------------------------------
    add("image/gif/single-frame-with-netscape-loop.gif",
        gif(8, 8, [gif_netscape(0), gif_gce(10), gif_frame(8, 8, 1)]), "gif", [],
        "Pitfall: NETSCAPE2.0 loop extension and a GCE delay, but one image descriptor: not animated.",
        pixelWidth=8, pixelHeight=8)
    add("image/gif/three-frames.gif",
        gif(8, 8, [gif_netscape(0), gif_gce(10), gif_frame(8, 8, 1), gif_gce(20), gif_frame(8, 8, 2),
                   gif_gce(30), gif_frame(8, 8, 3)]), "gif", ["photoAnimation"],
        "3 frames, GCE delays 10/20/30 cs, loop forever.", pixelWidth=8, pixelHeight=8,
        frameCount=3, duration=0.6)

    # --- WebP ---------------------------------------------------------------------------------
    add("image/webp/lossy-vp8-64x48.webp", webp([riff_chunk(b"VP8 ", vp8_payload(64, 48))]), "webp",
        [], "Simple lossy: VP8 key-frame header 64x48 (dummy partition data).", pixelWidth=64, pixelHeight=48)
    add("image/webp/lossless-vp8l-64x48.webp", webp([riff_chunk(b"VP8L", vp8l_payload(64, 48))]),
        "webp", [], "Simple lossless: VP8L 64x48, a complete one-colour bitstream.", pixelWidth=64, pixelHeight=48)
    webp_exif = exif_tiff([E_ascii(0x010F, "MediaKind"), E_short(0x0112, 1)],
                          [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:15:00"),
                           E_ascii(0x9011, "+02:00")])
    add("image/webp/extended-vp8x-exif-xmp.webp",
        webp([vp8x(0x0C, 64, 48), riff_chunk(b"VP8L", vp8l_payload(64, 48)), riff_chunk(b"EXIF", webp_exif),
              riff_chunk(b"XMP ", xmp_packet([("xmp:Rating", "3")]))]), "webp", [],
        "Extended: VP8X (flags EXIF|XMP, canvas 64x48), VP8L image, EXIF (DateTimeOriginal), XMP.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:15:00+02:00")
    add("image/webp/animated-3-frames.webp",
        webp([vp8x(0x02, 16, 16), riff_chunk(b"ANIM", le32(0xFFFFFFFF) + le16(0))]
             + [anmf(16, 16, 100) for _ in range(3)]), "webp", ["photoAnimation"],
        "VP8X animation flag, ANIM loop 0, 3 ANMF frames (VP8L) of 100 ms each.", pixelWidth=16, pixelHeight=16,
        frameCount=3, duration=0.3)
    add("image/webp/animation-flag-single-frame.webp",
        webp([vp8x(0x02, 16, 16), riff_chunk(b"ANIM", le32(0xFFFFFFFF) + le16(0)), anmf(16, 16, 100)]),
        "webp", [], "Pitfall: VP8X animation flag and ANIM, but a single ANMF frame: not animated.",
        pixelWidth=16, pixelHeight=16)

    build_heif()
    build_other_images()


def build_motion_photos():
    video = movie_file([cfr_video(1, "avc1", avcC(), 64, 48, 600, 20, 45, quicktime=False)],
                       brand=("mp42", 0, ["isom", "mp42"]), timescale=1000,
                       ctime_unix=utc_unix("2023-05-01T07:20:00Z"), moov_first=True)
    assert video[:16] == bytes.fromhex("00000018667479706d70343200000000")
    exif = exif_tiff([E_ascii(0x010F, "Google"), E_ascii(0x0110, "Pixel 7"), E_short(0x0112, 1)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:20:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 64), E_long(0xA003, 48)])

    def motion_xmp(length):
        return xmp_packet([("GCamera:MotionPhoto", "1"), ("GCamera:MotionPhotoVersion", "1"),
                           ("GCamera:MotionPhotoPresentationTimestampUs", "500000")],
                          inner=container_directory([
                              {"Mime": "image/jpeg", "Semantic": "Primary", "Length": "0", "Padding": "0"},
                              {"Mime": "video/mp4", "Semantic": "MotionPhoto", "Length": str(length),
                               "Padding": "0"}]),
                          prefixes=["Container", "Item"])

    data = jpeg(64, 48, [app1_exif(exif), app1_xmp(motion_xmp(len(video)))], trailer=video)
    assert data[len(data) - len(video) + 4:len(data) - len(video) + 8] == b"ftyp"
    add("image/jpeg/motion-photo-mp4-appended.jpg", data, "jpeg", ["motionPhoto"],
        f"Google Motion Photo 1.0: XMP GCamera:MotionPhoto=1 + Container:Directory (Primary, "
        f"MotionPhoto video/mp4 Item:Length={len(video)}); the MP4 (ftyp mp42, 1.5 s, 64x48) is "
        f"appended after EOI, so it starts at fileSize - Length.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:20:00+02:00")

    garbage = b"\0" * 512
    data = jpeg(64, 48, [app1_exif(exif), app1_xmp(motion_xmp(400))], trailer=garbage)
    add("image/jpeg/motion-photo-wrong-container-offset.jpg", data, "jpeg", [],
        "Pitfall: XMP claims a Motion Photo (MotionPhoto=1, MotionPhoto item Length=400) but "
        "fileSize - 400 lands in 512 zero bytes appended after EOI; there is no ftyp box anywhere "
        "after EOI. A verifying reader must not report motionPhoto.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:20:00+02:00")


def build_embedded_previews():
    # Embedded images for fast image requests (issue 16): an EXIF IFD1 thumbnail, an MPF
    # large-thumbnail preview and a HEIF thumbnail item. Their pixels are flat grey like every
    # JPEG here, but complete, so libvips decodes them.
    thumb = jpeg(160, 120, segments=[])
    ifd1 = IFD([E_short(0x0103, 6), E_long(0x0201, Blob(thumb)), E_long(0x0202, len(thumb))])
    tiff = exif_tiff([E_ascii(0x010F, "MediaKind"), E_ascii(0x0110, "Synthetic camera"), E_short(0x0112, 6)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:50:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 640), E_long(0xA003, 480)],
                     next_ifd=ifd1)
    add("image/jpeg/exif-thumbnail-ifd1-160x120.jpg", jpeg(640, 480, [app1_exif(tiff)]), "jpeg", [],
        "640x480 JPEG, EXIF Orientation 6 (displayed 480x640), IFD1 holding a 160x120 JPEG thumbnail "
        "(Compression 6, JPEGInterchangeFormat/Length), stored unrotated like the main image.",
        pixelWidth=480, pixelHeight=640, creationDate="2023-05-01T09:50:00+02:00")

    preview = jpeg(320, 240, segments=[])
    exif = exif_tiff([E_ascii(0x010F, "MediaKind"), E_ascii(0x0110, "Synthetic camera"), E_short(0x0112, 1)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:51:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 1024), E_long(0xA003, 768)])
    data = jpeg_with_mpf(1024, 768, [app1_exif(exif)], preview, secondary_type=0x010001)
    add("image/jpeg/mpf-large-thumbnail-vga-320x240.jpg", data, "jpeg", [],
        "1024x768 JPEG with an APP2 MPF index of 2 images; the secondary (320x240) has MP type "
        "0x010001 (large thumbnail, VGA): a preview, not a gain map (no hdrgm/apdi XMP).",
        pixelWidth=1024, pixelHeight=768, creationDate="2023-05-01T09:51:00+02:00")


def build_gain_map_jpegs():
    # Ultra HDR (Android 14+): primary XMP hdrgm:Version + Container GainMap item, MPF index,
    # secondary JPEG whose XMP carries the gain-map metadata.
    gm_xmp = xmp_packet([("hdrgm:Version", "1.0"), ("hdrgm:GainMapMin", "0"), ("hdrgm:GainMapMax", "2"),
                         ("hdrgm:Gamma", "1"), ("hdrgm:OffsetSDR", "0.015625"),
                         ("hdrgm:OffsetHDR", "0.015625"), ("hdrgm:HDRCapacityMin", "0"),
                         ("hdrgm:HDRCapacityMax", "2"), ("hdrgm:BaseRenditionIsHDR", "False")])
    secondary = jpeg(32, 24, [app1_xmp(gm_xmp)])
    primary_xmp = xmp_packet([("hdrgm:Version", "1.0")], inner=container_directory([
        {"Semantic": "Primary", "Mime": "image/jpeg"},
        {"Semantic": "GainMap", "Mime": "image/jpeg", "Length": str(len(secondary))}]),
        prefixes=["Container", "Item"])
    exif = exif_tiff([E_ascii(0x010F, "Google"), E_ascii(0x0110, "Pixel 8"), E_short(0x0112, 1)],
                     [E_undef(0x9000, b"0232"), E_ascii(0x9003, "2023:05:01 09:21:00"),
                      E_ascii(0x9011, "+02:00"), E_long(0xA002, 64), E_long(0xA003, 48)])
    data = jpeg_with_mpf(64, 48, [app1_exif(exif), app1_xmp(primary_xmp)], secondary)
    add("image/jpeg/ultrahdr-gainmap-mpf-hdrgm.jpg", data, "jpeg", ["hdrGainMap"],
        "Ultra HDR: primary XMP hdrgm:Version=1.0 + Container:Directory (Primary, GainMap), APP2 MPF "
        "index of 2 images, secondary 32x24 JPEG with hdrgm:* gain-map XMP. Pitfall: a gain map is "
        "not the photoHDR bit.", pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:21:00+02:00")

    apple_gm_xmp = xmp_packet([("HDRGainMap:HDRGainMapVersion", "65536"),
                               ("apdi:AuxiliaryImageType", "urn:com:apple:photo:2020:aux:hdrgainmap")])
    secondary = jpeg(32, 24, [app1_xmp(apple_gm_xmp)])
    tiff = apple_exif("2023-05-01T09:22:00", makernote=[E_srat(0x0021, (1, 1)), E_srat(0x0030, (1, 2))])
    data = jpeg_with_mpf(64, 48, [app1_exif(tiff)], secondary)
    add("image/jpeg/apple-hdr-gainmap-mpf.jpg", data, "jpeg", ["hdrGainMap"],
        "Apple gain-map JPEG: MakerNote 0x0021 HDRHeadroom and 0x0030 HDRGain, APP2 MPF index, "
        "secondary 32x24 JPEG whose XMP has HDRGainMap:HDRGainMapVersion and apdi:AuxiliaryImageType "
        "urn:com:apple:photo:2020:aux:hdrgainmap. No CustomRendered: not photoHDR.",
        pixelWidth=64, pixelHeight=48, creationDate="2023-05-01T09:22:00+02:00")
