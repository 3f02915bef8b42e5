"""Sample set of issue 26 (classes 1-4): layouts of real files that were misread.

1. a WMA whose Header Object outgrows the 64 KiB head (cover art before the stream
   properties), an iTunes audiobook with a chapter text track and a 3GPP compatible brand;
2. an MP4 with a box of garbage type before its media data and movie;
3. FLAC and WAVE behind an ID3v2 tag (one larger than the head) or an APEv2 tag;
4. an MPEG program stream and an MXF OP1a file with durations;
7. a GIF whose XMP (an application extension, as Photoshop writes it) holds the capture date.
"""

from ..asf import asf_wma_cover_art
from ..catalogue import add, apple_exif, utc_unix
from ..jpeg import app1_exif, app1_xmp, jfif_app0, jpeg, seg
from ..flac import flac
from ..gif import gif, gif_frame, gif_xmp
from ..isobmff import Track, aac_track, avcC, box, cfr_video, chapter_track, ftyp, movie_file, visual_entry
from ..mpeg_audio import apev2_header_tag, id3v23_picture, id3v24
from ..mpeg_ps import program_stream
from ..mxf import mxf_op1a
from ..riff import wav
from ..xmp import xmp_packet


def build_issue26():
    # Class 1 (a): the Stream Properties Object (audio) starts past the first 64 KiB.
    add("audio/wma/cover-art-header-past-head-3s.wma",
        asf_wma_cover_art(3.0, 1579, utc_unix("2021-03-04T05:06:07Z"), 68_000), "wma", [],
        "WMA whose ASF Header Object is about 68 KB: File Properties (play duration 4.579 s, "
        "preroll 1579 ms: 3.0 s), a Header Extension Object whose Metadata Library holds a "
        "68,000-byte WM/Picture, and only then the audio Stream Properties Object (WMA v2, "
        "8 kHz mono), past the first 64 KiB. No video stream.", duration=3.0,
        creationDate="2021-03-04T05:06:07Z", beyond_head=True)
    # Class 1 (b): major brand M4A wins over the compatible 3gp5; a chapter track is text.
    audio = aac_track(1, 8000, 11, 4.0)
    audio.tref = [("chap", [2])]
    add("audio/m4a/audiobook-chapters-3gp5-4s.m4b",
        movie_file([audio, chapter_track(2, 1000, [(1500, "Chapter 1"), (2500, "Chapter 2")])],
                   brand=("M4A ", 0, ["3gp5"]), timescale=1000, moov_first=True),
        "m4a", [],
        "iTunes audiobook (.m4b): ftyp major brand 'M4A ' with only '3gp5' compatible; an AAC "
        "sound track (8 kHz, 4.0 s) whose 'chap' track reference points at a QuickTime text "
        "track of two chapters (1.5 s + 2.5 s). No video track.", duration=4.0)
    audio = aac_track(1, 8000, 11, 4.0)
    audio.tref = [("chap", [2])]
    cover = Track(3, "vide", 1000, [(1, 4000)], [b"\xFF\xD8\xFF\xD9"], visual_entry("jpeg", 300, 300),
                  300, 300)
    add("audio/mp4-audio/audiobook-mp42-3gp5-chapters-cover.m4b",
        movie_file([audio, chapter_track(2, 1000, [(1500, "Chapter 1"), (2500, "Chapter 2")]), cover],
                   brand=("mp42", 0, ["isom", "3gp5"]), timescale=1000, moov_first=True),
        "mp4-audio", [],
        "Audiobook (.m4b) with a generic major brand 'mp42' and a compatible '3gp5': the major "
        "brand says MP4, and with no video track MPEG-4 audio. Tracks: AAC sound (8 kHz, 4.0 s) "
        "with a 'chap' reference to a QuickTime text track of two chapters, and the cover "
        "picture as a 'vide' track of one 'jpeg' sample (300x300), which is not a video.",
        duration=4.0)
    # Class 2: a top-level box whose type is not text, with a sane size, before mdat and moov.
    video = cfr_video(1, "avc1", avcC(), 320, 240, 600, 20, 30)
    good = movie_file([video], brand=("isom", 512, ["isom", "iso2", "avc1", "mp41"]),
                      timescale=600, wide=False)
    ftyp_box = ftyp("isom", 512, ["isom", "iso2", "avc1", "mp41"])
    assert good.startswith(ftyp_box)
    garbage = box(bytes([0x8F, 0x00, 0x13, 0xC2]), bytes(24))
    add("video/mp4/garbage-box-type-before-moov.mp4",
        ftyp_box + garbage + _shift_chunk_offsets(good[len(ftyp_box):], len(garbage)),
        "mp4", [],
        "MP4 (isom): after ftyp, a 32-byte top-level box whose type bytes are 8F 00 13 C2 (not a "
        "four-character code), then mdat and moov: an H.264 track 320x240, 30 frames at 30 fps "
        "(1.0 s). Readers skip the odd box by its size.", pixelWidth=320, pixelHeight=240,
        duration=1.0)
    # Class 3: tags in front of the stream.
    add("audio/flac/id3v23-cover-art-past-head-1s.flac",
        id3v23_picture(68_000) + flac(8000, 1.0), "flac", [],
        "FLAC behind an ID3v2.3 tag of about 68 KB (an APIC front cover): fLaC and STREAMINFO "
        "(8 kHz, 8000 samples: 1.0 s) start past the first 64 KiB.", duration=1.0,
        beyond_head=True)
    add("audio/wav/id3v24-prefixed-0.5s.wav",
        id3v24([("TIT2", "MediaKind sample")]) + wav(8000, 0.5), "wav", [],
        "ID3v2.4 tag (TIT2) in front of a RIFF WAVE file: PCM 8 kHz, 8-bit mono, 4000 frames "
        "(0.5 s).", duration=0.5)
    add("audio/flac/apev2-prefixed-1s.flac",
        apev2_header_tag([("Title", "MediaKind sample")]) + flac(8000, 1.0), "flac", [],
        "APEv2 tag with a header (APETAGEX, flags: has header, is header) in front of a FLAC "
        "stream: STREAMINFO 8 kHz, 8000 samples (1.0 s).", duration=1.0)
    # Class 4: durations of MPEG program streams and MXF.
    add("video/mpeg/program-stream-320x240-2s.mpg", program_stream(320, 240, 50), "mpeg", [],
        "MPEG program stream: MPEG-2 pack headers (SCR), a system header and 50 video PES "
        "packets (PTS 1.00 s to 2.96 s, 25 fps) of an MPEG video stream whose sequence header "
        "says 320x240: 50 frames of 0.04 s = 2.0 s (last PTS - first PTS + one frame).",
        pixelWidth=320, pixelHeight=240, duration=2.0)
    add("video/mpeg/program-stream-pts-wrap-2s.mpg", program_stream(320, 240, 50, wrap=True),
        "mpeg", [],
        "MPEG program stream whose 33-bit PTS wraps round in the middle (first PTS 2^33 - 25 "
        "frames): 50 frames at 25 fps, 320x240, 2.0 s.", pixelWidth=320, pixelHeight=240,
        duration=2.0)
    add("video/mxf/op1a-material-package-29.97-10s.mxf", mxf_op1a((30000, 1001), 300, 720, 576),
        "mxf", [],
        "MXF OP1a: header partition, primer pack, Preface, Content Storage, a Material Package "
        "whose timeline track has EditRate 30000/1001 and a Sequence of Duration 300 (10.01 s), "
        "a File Package with a CDCI descriptor (StoredWidth 720, StoredHeight 576, full frames), "
        "300 tiny essence elements, footer.", pixelWidth=720, pixelHeight=576, duration=10.01)
    # Class 7: GIF XMP in an application extension, before the image (Photoshop's layout).
    packet = xmp_packet([("xmp:CreateDate", "2019-06-01T10:20:30+02:00"), ("xmp:Rating", "5")])
    add("image/gif/xmp-create-date.gif", gif(8, 8, [gif_xmp(packet), gif_frame(8, 8, 1)]), "gif", [],
        "One-frame GIF with an 'XMP DataXMP' application extension (the packet's bytes as they "
        "are, then the 258-byte magic trailer) holding xmp:CreateDate 2019-06-01T10:20:30+02:00 "
        "and xmp:Rating 5.", pixelWidth=8, pixelHeight=8, creationDate="2019-06-01T10:20:30+02:00")

    # Fast and thorough reach different sources of one date: the XMP packet (first, inside
    # the head) writes the fraction with two digits, the EXIF block (past the head, behind
    # two filler segments) writes SubSecTimeOriginal "00". One formatter prints both `.000`.
    packet = xmp_packet([("photoshop:DateCreated", "2019-06-06T07:29:51.00+02:00")])
    filler = [seg(0xEF, b"MediaKind filler\0" + bytes(34_000)) for _ in range(2)]
    add("image/jpeg/xmp-date-in-head-exif-date-past-head.jpg",
        jpeg(64, 48, [jfif_app0(), app1_xmp(packet)] + filler
             + [app1_exif(apple_exif("2019-06-06T07:29:51", subsec="00"))]),
        "jpeg", [],
        "JPEG: an XMP packet (photoshop:DateCreated 2019-06-06T07:29:51.00+02:00) first, two "
        "34 KB APP15 filler segments, then the EXIF block (DateTimeOriginal 2019:06:06 07:29:51, "
        "SubSecTimeOriginal 00, OffsetTimeOriginal +02:00) past the first 64 KiB. One capture "
        "time, written with two and with three fraction digits.", pixelWidth=64, pixelHeight=48,
        creationDate="2019-06-06T07:29:51.000+02:00", beyond_head=True, integrity="complete")


def _shift_chunk_offsets(data, delta):
    """`data` (mdat + moov of a single-chunk track) with the stco offset moved by `delta`."""
    at = data.index(b"stco")
    offset = int.from_bytes(data[at + 12:at + 16], "big")
    return data[:at + 12] + (offset + delta).to_bytes(4, "big") + data[at + 16:]
