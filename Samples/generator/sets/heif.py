"""Sample set: HEIC and AVIF stills, sequences, depth, stereo pairs and gain maps."""

from ..catalogue import add, apple_exif
from ..isobmff import (
    Item, Track, auxC, av1C, box, build_moov, cmex, cmin, colr_nclx, ftyp, heif_exif_item,
    heif_file, heif_meta, hevc_item, irot, ispe, pixi, visual_entry,
)
from ..tiff import E_short


HEIC_BRANDS = ["mif1", "MiHE", "MiPr", "miaf", "MiHB", "heic"]


def build_heif():
    exif = apple_exif("2023-05-01T09:30:00", orientation=6)
    add("image/heic/irot-270-exif-orientation-6.heic",
        heif_file("heic", HEIC_BRANDS,
                  [hevc_item(1, 64, 48, [(irot(3), True)]), heif_exif_item(2, exif)], 1,
                  irefs=[("cdsc", 2, [1])]),
        "heic", [], "One hvc1 item, ispe 64x48, irot angle 3 (270° CCW), Exif item (cdsc) with "
        "Orientation 6 to match: displayed 48x64.", pixelWidth=48, pixelHeight=64,
        creationDate="2023-05-01T09:30:00+02:00")
    add("image/heic/thumbnail-item-thmb-32x24.heic",
        heif_file("heic", HEIC_BRANDS, [hevc_item(1, 64, 48), hevc_item(2, 32, 24)], 1,
                  irefs=[("thmb", 2, [1])]),
        "heic", [], "Primary hvc1 item 1 (64x48) and a 32x24 hvc1 thumbnail item 2 linked by iref "
        "thmb (2 -> 1), as iPhones store theirs (dummy HEVC data).", pixelWidth=64, pixelHeight=48)
    add("image/heic/mif1-major-heic-compatible.heic",
        heif_file("mif1", ["mif1", "heic"], [hevc_item(1, 64, 48)], 1), "heic", [],
        "Pitfall: major brand mif1, heic only in the compatible list: still HEIC, not generic HEIF.",
        pixelWidth=64, pixelHeight=48)
    intrinsics = (cmin(int(1.1 * 1024), 512, 512), False)
    left = hevc_item(1, 64, 48, [intrinsics, (cmex(0, 0, 0), False)])
    right = hevc_item(2, 64, 48, [intrinsics, (cmex(19240, 0, 0), False)])
    add("image/heic/spatial-stereo-pair-ster-cmin-cmex.heic",
        heif_file("heic", HEIC_BRANDS, [left, right], 1, groups=[("ster", 100, [1, 2])]),
        "heic", ["spatialMedia"], "Spatial photo: grpl/ster group (id 100) of items 1 (left, primary) "
        "and 2 (right); each has cmin (intrinsics) and cmex (extrinsics, baseline 19.24 mm).",
        pixelWidth=64, pixelHeight=48)
    add("image/heic/hdr-gainmap-aux-apple-urn.heic",
        heif_file("heic", HEIC_BRANDS,
                  [hevc_item(1, 64, 48),
                   hevc_item(2, 32, 24, [(auxC("urn:com:apple:photo:2020:aux:hdrgainmap"), True)], hidden=True)],
                  1, irefs=[("auxl", 2, [1])]),
        "heic", ["hdrGainMap"], "Hidden auxiliary item 2 (32x24) with auxC "
        "urn:com:apple:photo:2020:aux:hdrgainmap, linked to the primary by iref auxl.",
        pixelWidth=64, pixelHeight=48)
    for name, custom, subtypes, note in (
            ("depth-aux-without-portrait.heic", None, ["depthData"],
             "Hidden auxiliary item 2 (auxC urn:mpeg:hevc:2015:auxid:2, depth) linked by iref auxl; "
             "Exif has no CustomRendered: depth data without the portrait effect (iPhone 15+ style)."),
            ("portrait-customrendered-8-with-depth-aux.heic", 8, ["depthData", "photoDepthEffect"],
             "Depth auxiliary item (auxC urn:mpeg:hevc:2015:auxid:2, iref auxl) and Exif "
             "CustomRendered = 8 (Portrait).")):
        date = "2023-05-01T09:31:00" if custom is None else "2023-05-01T09:32:00"
        exif = apple_exif(date, exif_extra=[E_short(0xA401, custom)] if custom else [])
        items = [hevc_item(1, 64, 48),
                 hevc_item(2, 32, 24, [(auxC("urn:mpeg:hevc:2015:auxid:2"), True)], hidden=True),
                 heif_exif_item(3, exif)]
        add(f"image/heic/{name}",
            heif_file("heic", HEIC_BRANDS, items, 1, irefs=[("auxl", 2, [1]), ("cdsc", 3, [1])]),
            "heic", subtypes, note, pixelWidth=64, pixelHeight=48, creationDate=date + "+02:00")

    # --- AVIF -----------------------------------------------------------------------------------
    av1_data = b"\x12\x00\x0A\x0B\x00\x00\x00\x24\xC4\xFF\xDF\x00\x68\x02" + b"\0" * 10
    props = [(av1C(), True), (ispe(64, 48), False), (pixi(8, 8, 8), False), (colr_nclx(), False)]
    add("image/avif/still-av1c-64x48.avif",
        heif_file("avif", ["avif", "mif1", "miaf", "MA1B"], [Item(1, "av01", av1_data, props)], 1),
        "avif", [], "AVIF still: one av01 item with av1C, ispe 64x48, pixi, colr nclx (dummy AV1 data).",
        pixelWidth=64, pixelHeight=48)

    frames = [av1_data] * 3
    track = Track(1, "pict", 30, [(3, 10)], frames, visual_entry("av01", 64, 48, [av1C()]),
                  64, 48, quicktime=False)
    head = ftyp("avis", 0, ["avif", "avis", "msf1", "iso8", "mif1", "miaf", "MA1B"])

    def build(mdat_start):
        item = Item(1, "av01", av1_data, props)
        meta = heif_meta([item], 1, [], [], mdat_start + sum(map(len, frames)))
        moov = build_moov([track], mdat_start, timescale=1000)
        return meta, moov, b"".join(frames) + item.data

    meta, moov, _ = build(0)
    meta, moov, payload = build(len(head) + len(meta) + len(moov) + 8)
    add("image/avifs/sequence-3-frames.avifs", head + meta + moov + box("mdat", payload), "avifs",
        ["photoAnimation"], "AVIF image sequence: ftyp avis, meta with a primary av01 still, moov "
        "with one pict track of 3 samples (timescale 30, 10 ticks each).",
        pixelWidth=64, pixelHeight=48, frameCount=3, duration=1.0)
